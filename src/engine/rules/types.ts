/**
 * The engine's vocabulary. Squares use the official numbering of each variant (1-based,
 * RULES.md §2.2, §3.2, §4.2); nothing outside the engine ever sees an internal index.
 */

export type Color = 'white' | 'black';
export type Role = 'man' | 'king';

/** Official square number, 1-based: 1..32 on 8×8, 1..50 on 10×10. */
export type Square = number;

export interface Piece {
  readonly color: Color;
  readonly role: Role;
}

/**
 * A legal move. Moves with the same (from, to, set of captures) are one move (RULES §0.2); the path is
 * the one that was generated first or the one the player chose.
 */
export interface Move {
  /** e.g. 22 */
  readonly from: Square;
  /** e.g. 6 */
  readonly to: Square;
  /** every square the piece stands on, start and end included: [22, 13, 6]; [22, 18] for a quiet move */
  readonly path: readonly Square[];
  /** captured squares in capture order: [18, 10]; [] for a quiet move */
  readonly captures: readonly Square[];
  /** the moving man is crowned at the end of the move */
  readonly promotes: boolean;
}

/** A value or a typed error, for everything that reads untrusted input. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

export const opposite = (c: Color): Color => (c === 'white' ? 'black' : 'white');
