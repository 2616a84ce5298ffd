/**
 * What the trainer needs once its puzzles are in, loaded beside them (src/components/puzzles/Trainer.tsx):
 * the saved data (rating, history, review schedule), the choice of the puzzles (src/model/puzzles.ts),
 * the recording of a result, the side panel (streak, next, rating) and the filter form's enhancement. None of it can act before the
 * puzzles arrive, so it does not hold up the board.
 */

import { puzzles } from '../../browser/storage/puzzles';
import type { Session, TrainerPuzzle } from '../../model/puzzles';

export { learnerView, puzzles } from '../../browser/storage/puzzles';
export {
  countMatching,
  feedsFor,
  openTrainer,
  parseQuery,
  reportLink,
  sessionResult,
  startSession,
  stepQuery,
  themeFeedUrl,
  trainerNext,
  trainerQuery,
} from '../../model/puzzles';
export { enhanceFilters } from './filters';
export { TrainerSide } from './Side';

/**
 * Save a finished puzzle: the rating (its first time only), the history, the review schedule, the best
 * streak. The Glicko-2 and FSRS libraries load with the first result. Resolves to the rating change, or
 * null when the puzzle did not count for the rating (it was played before).
 */
export async function recordResult(
  after: Session,
  puzzle: TrainerPuzzle,
  win: boolean,
): Promise<number | null> {
  const { applyResult, withStreak } = await import('./results');
  let change: number | null = null;
  puzzles.update((d) => {
    const applied = applyResult(
      d,
      { id: puzzle.id, puzzleRating: puzzle.rating, win, reviewOf: after.reviewOf },
      new Date(),
    );
    change = applied.change;
    return after.mode === 'streak' ? withStreak(applied.data, after.streak) : applied.data;
  });
  return change;
}
