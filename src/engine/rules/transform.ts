/**
 * Board transforms: the same physical position in another variant's numbering (chessops' `transform` is the
 * model: pure functions from squares to squares, lifted to setups).
 *
 * The Italian board is the mirror image of the English and International ones [RULES §2.1, §3.9]: its dark
 * corner is at each player's near right (the *cantone*, h1) where theirs is at the near left (a1)
 * [FID-C1 2.3; WCDF 1.4; FMJD 2.4]. So no Italian playing square is a playing square of the English or
 * Brazilian board at the same coordinates, and a number names different squares: Italian 1 is a8, English
 * and Brazilian 1 is b8 [RULES §2.2, §4.2, §3.9]. A FEN is therefore never passed from one to the other.
 *
 * The mapping chosen is the mirror that keeps each game's conventions: files reversed (a↔h, b↔g, …), rows
 * kept. White stays at the bottom and Black at the top, each side's men keep their forward direction and
 * their crowning row, and each corner lands on its counterpart: the Italian *cantone* (h1, 32) on the
 * English single corner (a1, 29), the long diagonal 1-5-10-14-19-23-28-32 on 4-8-11-15-18-22-25-29, the
 * *biscacco* (25, 29) on the double corner (28, 32), and the start position on the start position. Every
 * move rule of the three games is the same to the left and to the right, so a legal move of a position is
 * the mirror of a legal move of its mirror under the same rules. In numbers, each row's four squares are
 * read in reverse: 1↔4, 2↔3, 5↔8, … 29↔32. The mirror is its own inverse.
 *
 * The alternative, keeping the board's coordinates (as seen from White's side), is impossible: the dark
 * squares of the two boards do not overlap. Boards of different sizes (International 10×10 and an 8×8
 * game) have no mapping.
 */
import type { Setup } from '../notation/fen';
import { err, ok, type Result, type Square } from './types';
import { VARIANTS, type Variant, type VariantId } from './variants';

/** How one variant's squares map to another's: the same board, mirrored files, or no mapping. */
export type BoardMapping = 'identity' | 'mirror-files';

/** The mapping between two variants' boards; null when their sizes differ. */
export function boardMapping(from: Variant, to: Variant): BoardMapping | null {
  if (from.geometry.size !== to.geometry.size) return null;
  return from.geometry.darkParity === to.geometry.darkParity ? 'identity' : 'mirror-files';
}

/**
 * The square that `sq` becomes when the board of this size is mirrored left to right (files reversed, rows
 * kept), numbered on the mirrored board: the k-th square of a row becomes its (half − 1 − k)-th. Squares
 * off the board are returned unchanged.
 */
export function mirrorFileSquare(size: number, sq: Square): Square {
  const half = size / 2;
  if (!Number.isInteger(sq) || sq < 1 || sq > size * half) return sq;
  const r = Math.floor((sq - 1) / half);
  const k = (sq - 1) % half;
  return r * half + (half - 1 - k) + 1;
}

/**
 * Square `sq` of `from`'s board, named in `to`'s numbering (the same physical square, by the mirror above);
 * undefined when the boards differ in size or `sq` is not a square of `from`.
 */
export function transformSquare(from: Variant, to: Variant, sq: Square): Square | undefined {
  const mapping = boardMapping(from, to);
  if (mapping === null || !Number.isInteger(sq) || sq < 1 || sq > from.geometry.squares) return undefined;
  return mapping === 'identity' ? sq : mirrorFileSquare(from.geometry.size, sq);
}

export interface TransformError {
  readonly code: 'other-size';
  readonly message: string;
  readonly from: VariantId;
  readonly to: VariantId;
}

/**
 * The same position in another variant's numbering: every piece moved to its mirrored square (or kept, on
 * the same board), the side to move kept. The setup is not checked: an illegal setup maps to the
 * equally illegal one (a square off the board stays as it is, for `setupPosition` to refuse). Refused
 * only between boards of different sizes.
 */
export function transformSetup(setup: Setup, to: VariantId): Result<Setup, TransformError> {
  const from = VARIANTS[setup.variant];
  const target = VARIANTS[to];
  const mapping = boardMapping(from, target);
  if (mapping === null) {
    return err({
      code: 'other-size',
      message: `A ${from.geometry.size}×${from.geometry.size} position has no square-for-square equivalent on the ${target.geometry.size}×${target.geometry.size} board.`,
      from: setup.variant,
      to,
    });
  }
  const size = from.geometry.size;
  const pieces =
    mapping === 'identity'
      ? setup.pieces
      : setup.pieces.map((p) => ({ ...p, square: mirrorFileSquare(size, p.square) }));
  return ok({ variant: to, turn: setup.turn, pieces });
}
