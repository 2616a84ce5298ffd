/**
 * What the trainer needs once its puzzles are in, loaded beside them (src/components/puzzles/Trainer.tsx):
 * the saved data (rating, history, review schedule), the choice of the puzzles (src/model/puzzles.ts),
 * the recording of a result, the game a puzzle was met in (its link after a result), the side panel (streak,
 * next, rating) and the filter form's enhancement. None of it can act before the puzzles arrive, so it does
 * not hold up the board.
 */

import { puzzles } from '../../browser/storage/puzzles';
import { gameFromTable, type Session, type TrainerPuzzle, themeGamesUrl } from '../../model/puzzles';

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

/** A puzzle's game for its link, or why it cannot be opened: `offline` the table did not load, `broken` it is damaged. */
export type GameLoad =
  | { readonly ok: true; readonly pdn: string }
  | { readonly ok: false; readonly reason: 'offline' | 'broken' };

const tables = new Map<string, Promise<unknown>>();

/**
 * The PDN of the game a puzzle was met in, from its theme's game table below the trainer's address `base`
 * (fetched once per page; the service worker holds it offline). A table that does not load says `offline`
 * (and is fetched again next time); a table that is not one, or has no such game or a damaged record of
 * it, says `broken`.
 */
export async function loadGame(base: string, puzzle: TrainerPuzzle): Promise<GameLoad> {
  if (!puzzle.game) return { ok: false, reason: 'broken' };
  const url = themeGamesUrl(base, puzzle.variant, puzzle.theme);
  let table = tables.get(url);
  if (!table) {
    // A file that arrives but is not JSON is damaged (null: gameFromTable calls it so), not offline.
    table = fetch(url).then((r) =>
      r.ok ? r.json().catch(() => null) : Promise.reject(new Error(String(r.status))),
    );
    tables.set(url, table);
  }
  let json: unknown;
  try {
    json = await table;
  } catch {
    tables.delete(url);
    return { ok: false, reason: 'offline' };
  }
  const found = gameFromTable(json, puzzle.game.id);
  return found.ok ? found : { ok: false, reason: 'broken' };
}
