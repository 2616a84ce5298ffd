/**
 * The one FSRS scheduler of the site (ts-fsrs), for every review it keeps: missed puzzles
 * (src/components/puzzles/results.ts) and missed or hinted lesson steps (src/components/course/revision-apply.ts).
 * Whole days between reviews (no same-day learning steps) and no random fuzz, so a schedule is repeatable:
 * a first miss comes back the next day. Loaded only when a result is saved: showing a card's due date needs
 * none of it (the saved card holds it as an ISO string).
 */
import { type Card, createEmptyCard, fsrs, generatorParameters, Rating, type State } from 'ts-fsrs';
import type { SavedCard } from '../browser/storage/card';

/** How a review went: missed (or the answer was shown), solved with a hint, solved cleanly. */
export type Grade = 'again' | 'hard' | 'good';

const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

const RATING = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good } as const;

const toCard = (c: SavedCard): Card => ({
  due: new Date(c.due),
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed_days: c.elapsed,
  scheduled_days: c.scheduled,
  learning_steps: c.steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state as State,
  last_review: c.last ? new Date(c.last) : undefined,
});

const fromCard = (c: Card): SavedCard => ({
  due: c.due.toISOString(),
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed: c.elapsed_days,
  scheduled: c.scheduled_days,
  steps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state as SavedCard['state'],
  last: c.last_review ? c.last_review.toISOString() : null,
});

/** The card after a review graded `grade` at `now` (a new card when there was none). */
export function review(before: SavedCard | undefined, grade: Grade, now: Date): SavedCard {
  const card = before ? toCard(before) : createEmptyCard(now);
  return fromCard(scheduler.next(card, now, RATING[grade]).card);
}
