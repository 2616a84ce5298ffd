/**
 * A step solved in a lesson, for the review (src/browser/storage/revision.ts): a miss or a hint schedules it,
 * a clean solve moves only a card it already has. Loaded by the exercise board when a step is solved; the
 * scheduler (ts-fsrs) loads after it only when the schedule changes.
 */
import { itemKey, revision } from '../../browser/storage/revision';
import type { VariantId } from '../../engine';
import { gradeOf, type StepOutcome, schedulesInLesson } from '../../model/revision';

export function lessonResult(lessonId: string, stepId: string, variant: VariantId, outcome: StepOutcome) {
  const grade = gradeOf(outcome);
  const has = revision.read().items[itemKey(lessonId, stepId)] !== undefined;
  if (!schedulesInLesson(grade, has)) return Promise.resolve(null);
  return import('./revision-apply').then((m) =>
    m.saveStep({ lessonId, stepId, variant, grade, inLesson: true }),
  );
}
