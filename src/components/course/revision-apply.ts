/**
 * What a finished lesson step does to the review schedule (src/browser/storage/revision.ts): a miss or a
 * hint gives the step a card (or moves the one it has), a clean solve moves only a card it has. The FSRS
 * scheduler (ts-fsrs, src/components/srs.ts) is loaded with this module, when a result is saved, not with
 * the page.
 */
import { itemKey, type RevisionData, revision } from '../../browser/storage/revision';
import type { VariantId } from '../../engine';
import { type StepGrade, schedulesInLesson } from '../../model/revision';
import { review } from '../srs';

export interface StepResult {
  readonly lessonId: string;
  readonly stepId: string;
  readonly variant: VariantId;
  readonly grade: StepGrade;
  /** in a lesson (false: on the review page, where every result moves the card) */
  readonly inLesson: boolean;
}

/** The data after one result. Pure: the time is passed in. */
export function applyStep(data: RevisionData, r: StepResult, now: Date): RevisionData {
  const key = itemKey(r.lessonId, r.stepId);
  const before = data.items[key];
  if (r.inLesson && !schedulesInLesson(r.grade, before !== undefined)) return data;
  return { items: { ...data.items, [key]: { v: r.variant, card: review(before?.card, r.grade, now) } } };
}

/** Saves one result in the browser's storage. */
export function saveStep(r: StepResult, now: Date = new Date()) {
  return revision.update((d) => applyStep(d, r, now));
}
