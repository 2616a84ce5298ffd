/**
 * Links between the board pages, built in one place so that every "open in the analysis board" and
 * "play this position against the computer" writes the parameters its page reads:
 * - the analysis board reads `v`, then `fen` or `pdn`, and `path` (src/machines/analysis/start.ts);
 * - the play page reads `v` and `fen` (a position to start the game from).
 * Importable from islands: it carries no string table.
 */
import { isOffered, type VariantId } from '../engine/rules/variants';
import type { Lang } from './lang';
import { routes } from './routes';

/** The parameter names of the play page's link. */
export const PLAY_LINK = { variant: 'v', fen: 'fen' } as const;

/**
 * The analysis board showing a position (`fen`) or a game with its variations (`pdn`), at the node of
 * `path` (a tree path, src/engine/game/tree.ts; absent or '': the end of the main line).
 */
export function analysisLink(
  lang: Lang,
  variant: VariantId,
  board: { fen: string } | { pdn: string; path?: string },
): string {
  const params = new URLSearchParams({ v: variant });
  if ('pdn' in board) {
    params.set('pdn', board.pdn);
    if (board.path) params.set('path', board.path);
  } else params.set('fen', board.fen);
  return `${routes.analysis[lang]}?${params}`;
}

/** Whether the play page offers this variant (Brazilian is analysis-only). */
export const canPlay = (variant: VariantId): boolean => isOffered('play', variant);

/** A game against the computer from this position, with the side to move in the FEN. */
export function playLink(lang: Lang, variant: VariantId, fen: string): string {
  const params = new URLSearchParams({ [PLAY_LINK.variant]: variant, [PLAY_LINK.fen]: fen });
  return `${routes.play[lang]}?${params}`;
}
