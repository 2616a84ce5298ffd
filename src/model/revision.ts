/**
 * The review of lesson steps ("Ripasso") as pure functions: what a finished step says about the learner
 * (a grade for its card, or nothing), and which steps are due. No storage, no clock, no scheduler: the
 * caller passes the outcome. Which steps are due is read from the saved record (src/browser/storage/revision.ts).
 */
/** How a step went: missed (a wrong answer, or the answer shown), solved with a hint, solved cleanly. */
export type StepGrade = 'again' | 'hard' | 'good';

/** What the exercise machine reports when a step is solved (src/machines/exercise.ts ExerciseEmitted). */
export interface StepOutcome {
  readonly mistakes: number;
  readonly hints: number;
  readonly revealed: boolean;
}

/** A step's grade: a mistake or the answer shown is a miss, a hint a hard solve, else a good one. */
export function gradeOf(o: StepOutcome): StepGrade {
  if (o.mistakes > 0 || o.revealed) return 'again';
  return o.hints > 0 ? 'hard' : 'good';
}

/**
 * Whether a step solved in a lesson changes its review: a miss or a hint schedules it (a new card, or a
 * lapse of the one it has); a clean solve only moves a card it already has.
 */
export const schedulesInLesson = (grade: StepGrade, hasCard: boolean): boolean => grade !== 'good' || hasCard;

/** The lesson and step of an item key ("i3-capture/s2"). */
export function splitKey(key: string): { lessonId: string; stepId: string } {
  const i = key.indexOf('/');
  return { lessonId: key.slice(0, i), stepId: key.slice(i + 1) };
}
