/**
 * The review of lesson steps ("Ripasso") as pure functions: what a finished step says about the learner
 * (a grade for its card, or nothing), and which steps are due. No storage, no clock, no scheduler: the
 * caller passes the saved due dates and the time, and due dates are ISO strings compared as they are, so
 * the pages that only count what is due never load ts-fsrs.
 */
import type { VariantId } from '../engine';

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

/** What the counts need of a saved item: its course and its due date. */
export interface DueView {
  readonly v: VariantId;
  readonly card: { readonly due: string };
}

/** The items due at `now` (of one course, when given), the earliest due first (then by key). */
export function dueKeys(
  items: Readonly<Record<string, DueView>>,
  now: Date,
  variant: VariantId | null = null,
): string[] {
  const at = now.toISOString();
  return Object.keys(items)
    .filter((k) => items[k].card.due <= at && (variant === null || items[k].v === variant))
    .sort((a, b) => {
      const da = items[a].card.due;
      const db = items[b].card.due;
      return da < db ? -1 : da > db ? 1 : a < b ? -1 : a > b ? 1 : 0;
    });
}

/** How many items are due at `now`, of one course when given. */
export const dueCount = (
  items: Readonly<Record<string, DueView>>,
  now: Date,
  variant: VariantId | null = null,
): number => dueKeys(items, now, variant).length;

/** The lesson and step of an item key ("i3-capture/s2"). */
export function splitKey(key: string): { lessonId: string; stepId: string } {
  const i = key.indexOf('/');
  return { lessonId: key.slice(0, i), stepId: key.slice(i + 1) };
}

/** The next due date after `now` among the items, or null (for "next review: tomorrow"). */
export function nextDue(items: Readonly<Record<string, DueView>>, now: Date): string | null {
  const at = now.toISOString();
  let next: string | null = null;
  for (const k in items) {
    const d = items[k].card.due;
    if (d > at && (next === null || d < next)) next = d;
  }
  return next;
}
