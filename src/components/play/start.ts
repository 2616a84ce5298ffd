/**
 * A game from a position: the play page reads `?v=<variant>&fen=<FEN>` (PLAY_LINK, written by `playLink` in
 * src/model/links.ts). Everything in the link is checked by the engine before a game can start from it:
 * a variant the computer does not play, a FEN the reader refuses (including impossible positions: a man on
 * its crowning row, too many pieces), a position where a side has no piece (no game: nothing to win or to
 * score) and one where the side to move has no move (the game is already over) each give a coded refusal,
 * and the page offers the usual setup instead.
 */
import {
  type Color,
  colorOf,
  type FenError,
  gameFromPosition,
  makeFen,
  parseFen,
  VARIANTS,
} from '../../engine/index';
import { tg as t } from '../../i18n/game';
import type { Lang } from '../../model/lang';
import { PLAY_LINK } from '../../model/links';
import { isPlayVariant, type PlayVariant } from '../../model/play';

export type LinkStart =
  /** a game can start from this position (`fen` as the engine writes it), or from the usual start (`fen` null) */
  | { readonly ok: true; readonly variant: PlayVariant; readonly fen: string | null }
  /** `v` names no variant the computer plays */
  | { readonly ok: false; readonly code: 'variant'; readonly token: string }
  /** the FEN reader refused the position */
  | { readonly ok: false; readonly code: 'fen'; readonly variant: PlayVariant; readonly error: FenError }
  /** the side not to move has no piece at all: there is no game to play (nor a score to earn) */
  | { readonly ok: false; readonly code: 'no-piece'; readonly variant: PlayVariant; readonly side: Color }
  /** the side to move has no move (or no piece): the game is already over */
  | { readonly ok: false; readonly code: 'over'; readonly variant: PlayVariant };

/** The variant of a link without `v`. */
export const LINK_DEFAULT_VARIANT: PlayVariant = 'italian';

/** A tampered parameter can be any length: quote at most this much of it. */
const TOKEN_MAX = 40;
const clip = (token: string) => (token.length > TOKEN_MAX ? `${token.slice(0, TOKEN_MAX)}…` : token);

/** What the page's query asks for; null when it asks for nothing (no `v`, no `fen`). */
export function readPlayLink(search: string): LinkStart | null {
  const params = new URLSearchParams(search);
  const asked = (params.get(PLAY_LINK.variant) ?? '').trim();
  const fen = (params.get(PLAY_LINK.fen) ?? '').trim();
  if (!asked && !fen) return null;
  if (asked && !isPlayVariant(asked)) return { ok: false, code: 'variant', token: clip(asked) };
  const variant: PlayVariant = asked ? (asked as PlayVariant) : LINK_DEFAULT_VARIANT;
  if (!fen) return { ok: true, variant, fen: null };
  const r = parseFen(VARIANTS[variant], fen);
  if (!r.ok) return { ok: false, code: 'fen', variant, error: r.error };
  // The side to move without a move (or a piece) has lost already; the other side without a piece has
  // nothing to play with (a game the computer cannot play, scored as a win).
  if (gameFromPosition(r.value).status.kind !== 'playing') return { ok: false, code: 'over', variant };
  const side = r.value.turn === 'white' ? 'black' : 'white';
  if (!r.value.cells.some((c) => colorOf(c ?? 0) === side))
    return { ok: false, code: 'no-piece', variant, side };
  return { ok: true, variant, fen: makeFen(r.value) };
}

/** The sentence for a refused link (the FEN sentences load only when a FEN was refused). */
export async function linkErrorText(lang: Lang, link: Exclude<LinkStart, { ok: true }>): Promise<string> {
  if (link.code === 'variant') return t(lang, 'game.link.variant', { token: link.token });
  if (link.code === 'over') return t(lang, 'game.link.over');
  if (link.code === 'no-piece')
    return t(lang, link.side === 'white' ? 'game.link.noPiece.white' : 'game.link.noPiece.black');
  const { fenErrorText } = await import('../../i18n/errors');
  return t(lang, 'game.link.fen', { reason: fenErrorText(link.error, lang) });
}
