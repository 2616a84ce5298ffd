/**
 * What the play page needs only once a game is over (or to show the past games): the result, the PDN tools,
 * the review controls and the history. One chunk, loaded after the page, never before the first move.
 */

import { historyRecord, recordGame } from '../../browser/storage/history';
import type { Store } from '../../browser/storage/store';
// A value straight from its module (docs/architecture.md): the index would bring the whole engine.
import { resign } from '../../engine/game/game-actions';
import type { Color, Game } from '../../engine/index';
import type { Lang } from '../../model/lang';
import {
  capturedBy,
  endOf,
  type GameContext,
  type GameEnd,
  type Level,
  outcomeFor,
  type PlayVariant,
  type Resume,
  scoreOf,
} from '../../model/play';
import { gamePdn } from './pdn';

export { GameOver, PdnTools } from './GameOver';
export { History } from './History';
export { Review } from './Review';

/** Read the history (reset with a notice when it cannot be). */
export const readHistory = (s: Store) => s.read(historyRecord);

/** A finished game in the history: result, how it ended, score (as the machine's gameScore) and PDN. */
function record(
  s: Store,
  game: Game,
  player: Color,
  scoreLevel: Level,
  end: GameEnd,
  lang: Lang,
  at: Date,
  id: string | undefined,
  clock?: readonly number[],
): void {
  const result = outcomeFor(game.status, player) ?? 'draw';
  recordGame(s, {
    result,
    end,
    variant: game.variant.id as PlayVariant,
    level: scoreLevel,
    score: scoreOf(capturedBy(game, player), result === 'win', scoreLevel),
    date: at.toISOString(),
    id,
    pdn: gamePdn(game, lang, { player, level: scoreLevel, date: at, clock, end }),
  });
}

/**
 * Add a finished game to the history, with how it ended and its PDN in the player's language. `id`: when the
 * game began (its saved `startedAt`), so that it is recorded once.
 */
export function recordFinished(
  s: Store,
  context: GameContext,
  lang: Lang,
  at = new Date(),
  id?: string,
): void {
  const game = context.game;
  const end = game && endOf(game.status);
  if (!game || !end) return;
  record(s, game, context.player, context.scoreLevel, end, lang, at, id, context.clock?.plies);
}

/**
 * Add a game left unfinished (the saved game given up for a new one) to the history: abandoned, which
 * counts as a resignation — a loss, the captures scored, the PDN's result the opponent's win. `id`: when the
 * game began, so that two tabs offering the same saved game, both given up, record it once.
 */
export function recordAbandoned(s: Store, resume: Resume, lang: Lang, at = new Date(), id?: string): void {
  const game = resign(resume.game, resume.player);
  if (resume.game.status.kind !== 'playing') return;
  record(s, game, resume.player, resume.scoreLevel, 'abandoned', lang, at, id, resume.clock?.plies);
}
