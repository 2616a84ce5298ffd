/**
 * What the play page needs only once a game is over (or to show the past games): the result, the PDN tools,
 * the review controls and the history. One chunk, loaded after the page, never before the first move.
 */

import { historyRecord, recordGame } from '../../browser/storage/history';
import type { Store } from '../../browser/storage/store';
import { gameScore } from '../../machines/game';
import type { Lang } from '../../model/lang';
import { type GameContext, outcomeFor, type PlayVariant } from '../../model/play';
import { gamePdn } from './pdn';

export { GameOver, PdnTools } from './GameOver';
export { History } from './History';
export { Review } from './Review';

/** Read the history (reset with a notice when it cannot be). */
export const readHistory = (s: Store) => s.read(historyRecord);

/** Add a finished game to the history, with its PDN in the player's language. */
export function recordFinished(s: Store, context: GameContext, lang: Lang, at = new Date()): void {
  const game = context.game;
  if (!game || game.status.kind === 'playing') return;
  recordGame(s, {
    result: outcomeFor(game.status, context.player) ?? 'draw',
    variant: game.variant.id as PlayVariant,
    level: context.scoreLevel,
    score: gameScore(context),
    date: at.toISOString(),
    pdn: gamePdn(game, lang, context.player, context.scoreLevel, at),
  });
}
