/**
 * What the trainer needs once its puzzles are in, loaded beside them (src/components/puzzles/Trainer.tsx):
 * the saved data (rating, history, review schedule), the choice of the next puzzle, and the side panel (streak, next, rating).
 * None of it can act before the puzzles arrive, so it does not hold up the board.
 */

export {
  dailyPuzzle,
  dayKey,
  parseQuery,
  sessionNext,
  sessionResult,
  startSession,
  trainerQuery,
} from '../../lib/puzzles/trainer';
export { learnerView, puzzles } from '../../storage/puzzles';
export { TrainerSide } from './Side';
