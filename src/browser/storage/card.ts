/**
 * A spaced-repetition card as Damiera saves it: an FSRS card (ts-fsrs `Card`) with its dates as ISO strings.
 * Shared by the puzzle trainer's record (./puzzles.ts) and the review of lesson steps (./revision.ts), so both
 * schedule with the same scheduler (src/components/srs.ts). No ts-fsrs here: reading a saved card, and
 * comparing its due date with the clock, needs none.
 */
import type { Infer } from './validate';
import * as v from './validate';

export const card = v.object({
  due: v.isoDate(),
  stability: v.number({ min: 0, max: 1e6 }),
  difficulty: v.number({ min: 0, max: 20 }),
  elapsed: v.number({ int: true, min: 0, max: 1e6 }),
  scheduled: v.number({ int: true, min: 0, max: 1e6 }),
  steps: v.number({ int: true, min: 0, max: 1000 }),
  reps: v.number({ int: true, min: 0, max: 1e6 }),
  lapses: v.number({ int: true, min: 0, max: 1e6 }),
  /** ts-fsrs State: New 0, Learning 1, Review 2, Relearning 3 */
  state: v.enum([0, 1, 2, 3]),
  last: v.nullable(v.isoDate()),
});
export type SavedCard = Infer<typeof card>;
