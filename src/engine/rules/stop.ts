/**
 * Why a capture that was played stopped where it did, when a rule stopped it: said to the player when it
 * happens (the boards load this module with the first capture, so pages do not carry it on first load).
 */
import type { Explanation } from './explain';
import { BLACK, KING, type Position, WHITE } from './position';
import type { Move, Square } from './types';
import { crownEndsThisCapture } from './variants';

/** The rules that can end a capture while there are still pieces around to take (see captureStop). */
export type StopCode = 'promotion-ends-capture' | 'ghost-blocks' | 'jump-twice' | 'two-pieces';

/** Why a capture that was played ended where it did: a rule stopped it, not a lack of pieces to take. */
export interface CaptureStop extends Explanation {
  readonly code: StopCode;
  /** the square the capture ended on */
  readonly end: Square;
  /** the piece that stops it: the crowned man's square, a captured piece in the way, or the first of two */
  readonly square: Square;
}

// When several rules stop a capture at once, the note names the least expected one.
const STOP_ORDER = ['ghost-blocks', 'jump-twice', 'two-pieces'] as const;

/**
 * Why a legal capture stopped where it did, when a rule stopped it although a piece could still be reached:
 * a man crowned by a capture in a game where that ends the move (FID, WCDF 1.19 — RULES §2.4, §4.4), a
 * captured piece still on the board blocking the way (the Turkish strike, FMJD 4.8 and 4.11), a piece already
 * taken that cannot be jumped again (RULES §2.4), a flying king facing two pieces in a row (FMJD 4.3). For a
 * quiet move, or a capture that simply ran out of pieces, there is nothing to say: undefined.
 */
export function captureStop(pos: Position, move: Move): CaptureStop | undefined {
  if (move.captures.length === 0) return undefined;
  const { cells, variant } = pos;
  const g = variant.geometry;
  const rules = variant.rules;
  const piece = cells[move.from];
  const own = piece & (WHITE | BLACK);
  const king = (piece & KING) !== 0;
  const end = move.to;
  if (crownEndsThisCapture(variant, move)) {
    return {
      code: 'promotion-ends-capture',
      square: end,
      end,
      message: `The man was crowned on ${end}: the move ends there, the new king can capture only next turn.`,
    };
  }
  const flying = king && rules.flyingKings;
  const forward = own === WHITE ? [0, 1] : [2, 3];
  const last = move.captures[move.captures.length - 1];
  const next = (s: Square, d: number): Square => (s ? g.step[s * 4 + d] : 0);
  const taken = (s: Square) => move.captures.includes(s);
  // The start square is empty while the piece is away (RULES §2.4: it may land there again).
  const occupied = (s: Square) => s !== 0 && s !== move.from && cells[s] !== 0;
  const free = (s: Square) => s !== 0 && !occupied(s);
  const enemy = (s: Square) => occupied(s) && !taken(s) && !(cells[s] & own);
  // A man may capture that piece at all (direction, and in Italian never a king).
  const capturable = (s: Square, d: number) =>
    king ||
    ((rules.menCaptureBackward || forward.includes(d)) && (rules.menCaptureKings || !(cells[s] & KING)));
  const found = new Map<StopCode, Square>();
  const note = (code: StopCode, sq: Square) => {
    if (!found.has(code)) found.set(code, sq);
  };
  for (let d = 0; d < 4; d++) {
    let s = next(end, d);
    if (flying) while (free(s)) s = next(s, d);
    if (!occupied(s)) continue;
    const behind = next(s, d);
    if (taken(s)) {
      // The way back, over the piece just taken, is where the piece came from: never a reason.
      if (s === last) continue;
      if (flying) {
        // Beyond the captured piece, over free squares and other captured ones, a piece the king could take.
        let t = behind;
        while (free(t) || (occupied(t) && taken(t))) t = next(t, d);
        if (enemy(t) && free(next(t, d))) note('ghost-blocks', s);
      }
      if (free(behind) && capturable(s, d)) note('jump-twice', s);
    } else if (enemy(s) && capturable(s, d)) {
      if (occupied(behind) && taken(behind)) note('ghost-blocks', behind);
      else if (flying && occupied(behind)) note('two-pieces', s);
    }
  }
  const code = STOP_ORDER.find((c) => found.has(c));
  if (!code) return undefined;
  const sq = found.get(code) as Square;
  const messages: Record<Exclude<StopCode, 'promotion-ends-capture'>, string> = {
    'ghost-blocks': `The capture ends on ${end}: the piece on ${sq} was taken but stays on the board until the move ends, and blocks the way.`,
    'jump-twice': `The capture ends on ${end}: the piece on ${sq} was already taken, and a piece cannot be jumped twice.`,
    'two-pieces': `The capture ends on ${end}: the piece on ${sq} has another right behind it, and two pieces in a row cannot be jumped.`,
  };
  return { code, square: sq, end, message: messages[code] };
}
