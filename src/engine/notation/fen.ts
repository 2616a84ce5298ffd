/**
 * PDN FEN (RULES.md §5.2): `W:W21,22,K32:B1-12`. Parsing is lenient where the standard allows (ranges,
 * K before a range, a trailing dot, spaces, either colour first, an empty side, a `[FEN "…"]` wrapper) and
 * strict about anything that would make an impossible position. Errors are values, never exceptions.
 */
import { BLACK, emptyPosition, KING, type Position, WHITE } from '../rules/position';
import { type Color, err, ok, type Piece, type Result, type Role, type Square } from '../rules/types';
import {
  isPromotionSquare,
  isVariantId,
  VARIANT_IDS,
  VARIANTS,
  type Variant,
  type VariantId,
} from '../rules/variants';

export type FenErrorCode =
  | 'empty'
  | 'unknown-variant'
  | 'syntax'
  | 'bad-turn'
  | 'bad-square'
  | 'square-out-of-range'
  | 'duplicate-square'
  | 'man-on-promotion-row'
  | 'too-many-pieces'
  | 'other-numbering';

export interface FenError {
  readonly code: FenErrorCode;
  /** a plain English message; the UI builds its own sentence from code and the fields below */
  readonly message: string;
  readonly square?: number;
  readonly color?: Color;
  readonly token?: string;
  readonly max?: number;
}

const fail = (code: FenErrorCode, message: string, extra: Partial<FenError> = {}) =>
  err<FenError>({ code, message, ...extra });

/** Parse a FEN for a variant given by id (for input that names the variant as text too). */
export function parseFenFor(
  variantId: string,
  fen: string,
  options: FenOptions = {},
): Result<Position, FenError> {
  if (!isVariantId(variantId)) {
    return fail('unknown-variant', `Unknown variant "${variantId}": use ${VARIANT_IDS.join(', ')}.`, {
      token: variantId,
    });
  }
  return parseFen(VARIANTS[variantId], fen, options);
}

export interface FenOptions {
  /**
   * Reject a side with more pieces than the start position has (default true). Composed test positions
   * (such as the oracle sets) can exceed it; the command line reads them with `strict: false`.
   */
  readonly strict?: boolean;
}

/**
 * A position as written, before any rule is checked (chessops' `Setup` is the model): the variant whose
 * numbering the squares use, the side to move, and the pieces in the order they were listed. It may be
 * illegal — a square off the board, two pieces on one square, a man on its crowning row, too many pieces —
 * which is what a position editor holds while a position is being made. `setupPosition` is the one place
 * that checks a setup; `parseFen` is `parseSetup` followed by it.
 */
export interface Setup {
  /** whose numbering the squares are in: the same numbers are different squares on the Italian board */
  readonly variant: VariantId;
  readonly turn: Color;
  readonly pieces: readonly SetupPiece[];
}

export interface SetupPiece {
  /** an official square number of `Setup.variant`; unchecked, so it may be off the board */
  readonly square: Square;
  readonly color: Color;
  readonly role: Role;
}

/** An empty setup: no pieces, `turn` to move (the variant's first mover by default). */
export function emptySetup(variant: Variant, turn: Color = variant.rules.firstMover): Setup {
  return { variant: variant.id, turn, pieces: [] };
}

/** The setup with `square` emptied, then holding `piece` when one is given (an editor's click). */
export function putPiece(setup: Setup, square: Square, piece?: Piece): Setup {
  const pieces = setup.pieces.filter((p) => p.square !== square);
  if (piece) pieces.push({ square, color: piece.color, role: piece.role });
  return { ...setup, pieces };
}

/** The setup of a (legal) position: its variant, side to move and pieces in square order. */
export function setupFromPosition(pos: Position): Setup {
  const list: SetupPiece[] = [];
  for (let sq = 1; sq < pos.cells.length; sq++) {
    const v = pos.cells[sq];
    if (v) list.push({ square: sq, color: v & WHITE ? 'white' : 'black', role: v & KING ? 'king' : 'man' });
  }
  return { variant: pos.variant.id, turn: pos.turn, pieces: list };
}

/**
 * Read a FEN into a setup, checking only its syntax: the fields, the side to move and that every token is a
 * square number or a range. Which squares exist, duplicates, men on a crowning row and piece counts are
 * `setupPosition`'s to check. The variant gives the numbering, the side to move for `?` (its first mover)
 * and the board's last square: a range is expanded only up to the first square past the board, which
 * `setupPosition` then refuses, so `W:W1-999999` cannot make a million pieces.
 */
export function parseSetup(variant: Variant, input: string): Result<Setup, FenError> {
  if (typeof input !== 'string') return fail('empty', 'No FEN given.');
  let text = input.trim();
  // A pasted PDN tag, closed or not: [FEN "W:W21-32:B1-12"]
  const wrapped = /^\[\s*FEN\s+"([^"]*)"?\s*\]?$/i.exec(text);
  if (wrapped) text = wrapped[1];
  text = text.replace(/\s+/g, '').replace(/^"|"$/g, '');
  if (text.endsWith('.')) text = text.slice(0, -1);
  if (text === '') return fail('empty', 'The FEN is empty.');

  const fields = text.split(':');
  const turnField = fields[0].toUpperCase();
  let turn: Color;
  if (turnField === 'W') turn = 'white';
  else if (turnField === 'B') turn = 'black';
  else if (turnField === '?') turn = variant.rules.firstMover;
  else {
    const shown = fields[0].length > 24 ? `${fields[0].slice(0, 24)}…` : fields[0];
    return fail('bad-turn', `The side to move must be W or B, not "${shown}".`, { token: shown });
  }
  if (fields.length > 3)
    return fail('syntax', 'A FEN has at most three fields: side to move, white pieces, black pieces.');

  const n = variant.geometry.squares;
  const list: SetupPiece[] = [];
  const seen = new Set<string>();
  for (const field of fields.slice(1)) {
    if (field === '') continue;
    const colorChar = field[0].toUpperCase();
    if (colorChar !== 'W' && colorChar !== 'B') {
      return fail('syntax', `Each piece list must start with W or B, not "${field[0]}".`, { token: field });
    }
    if (seen.has(colorChar))
      return fail('syntax', `The ${colorChar === 'W' ? 'white' : 'black'} pieces are listed twice.`);
    seen.add(colorChar);
    const color: Color = colorChar === 'W' ? 'white' : 'black';
    const body = field.slice(1);
    if (body === '') continue; // an empty side, e.g. `B:W11:B` after a final capture
    for (const rawToken of body.split(',')) {
      // Quote at most a few characters of a bad token back to the user.
      const token = rawToken.length > 24 ? `${rawToken.slice(0, 24)}…` : rawToken;
      const m = /^(K?)(\d{1,6})(?:-(\d{1,6}))?$/i.exec(rawToken);
      if (!m)
        return fail(
          'bad-square',
          `"${token}" is not a square: expected a number such as 22 or K22, or a range such as 1-12.`,
          { token },
        );
      const role: Role = m[1] !== '' ? 'king' : 'man';
      const a = Number(m[2]);
      const b = m[3] === undefined ? a : Number(m[3]);
      if (b < a) return fail('bad-square', `The range "${token}" runs backwards.`, { token });
      for (let sq = a; sq <= b; sq++) {
        list.push({ square: sq, color, role });
        if (sq < 1 || sq > n) break; // off the board: setupPosition refuses it, the rest is not needed
      }
    }
  }
  return ok({ variant: variant.id, turn, pieces: list });
}

/**
 * Check a setup against a variant and build the position: every square exists, none is used twice, no man
 * stands on its own crowning row (it would already be a king), and, when `strict`, no side has more pieces
 * than the start position. Squares are checked in the setup's order, then White's count, then Black's. A
 * setup numbered for another board (an Italian setup given to English rules) is refused: the same numbers
 * are other squares there, so it must go through `transformSetup` first (RULES §3.9).
 */
export function setupPosition(
  variant: Variant,
  setup: Setup,
  options: FenOptions = {},
): Result<Position, FenError> {
  const strict = options.strict ?? true;
  if (!isVariantId(setup.variant) || VARIANTS[setup.variant].geometry !== variant.geometry) {
    return fail(
      'other-numbering',
      `This position is numbered for the ${setup.variant} board, not the ${variant.id} one: transform it first.`,
      { token: setup.variant },
    );
  }
  const pos = emptyPosition(variant, setup.turn);
  const cells = pos.cells as Int8Array;
  const n = variant.geometry.squares;
  const count = { white: 0, black: 0 };
  for (const { square: sq, color, role } of setup.pieces) {
    if (!Number.isInteger(sq) || sq < 1 || sq > n) {
      return fail('square-out-of-range', `Square ${sq} does not exist: this board has squares 1 to ${n}.`, {
        square: sq,
        max: n,
      });
    }
    if (cells[sq] !== 0) return fail('duplicate-square', `Square ${sq} is listed twice.`, { square: sq });
    if (role === 'man' && isPromotionSquare(variant, color, sq)) {
      return fail(
        'man-on-promotion-row',
        `A ${color} man cannot stand on square ${sq}: that is its promotion row, it would be a king.`,
        { square: sq, color },
      );
    }
    cells[sq] = (color === 'white' ? WHITE : BLACK) | (role === 'king' ? KING : 0);
    count[color]++;
  }
  if (strict) {
    for (const color of ['white', 'black'] as const) {
      if (count[color] > variant.piecesPerSide) {
        return fail(
          'too-many-pieces',
          `${color === 'white' ? 'White' : 'Black'} has ${count[color]} pieces; at most ${variant.piecesPerSide} are possible.`,
          { color, max: variant.piecesPerSide },
        );
      }
    }
  }
  return ok(pos);
}

/** Read a FEN and check it: `parseSetup`, then `setupPosition`. */
export function parseFen(
  variant: Variant,
  input: string,
  options: FenOptions = {},
): Result<Position, FenError> {
  const setup = parseSetup(variant, input);
  return setup.ok ? setupPosition(variant, setup.value, options) : setup;
}

/** Write a FEN: white first, squares in ascending order, kings marked K, no ranges, no spaces. */
export function makeFen(pos: Position): string {
  return makeSetupFen(setupFromPosition(pos));
}

/**
 * Write a setup as a FEN, the same way as `makeFen`, legal or not (an editor's share link keeps an
 * unfinished position): reading it back with `parseSetup` gives the same pieces in square order.
 */
export function makeSetupFen(setup: Setup): string {
  const sorted = [...setup.pieces].sort((a, b) => a.square - b.square);
  const list = (color: Color) =>
    sorted
      .filter((p) => p.color === color)
      .map((p) => (p.role === 'king' ? 'K' : '') + p.square)
      .join(',');
  return `${setup.turn === 'white' ? 'W' : 'B'}:W${list('white')}:B${list('black')}`;
}

export function startPosition(variant: Variant): Position {
  const r = parseFen(variant, variant.startFen);
  if (!r.ok) throw new Error(`broken start FEN for ${variant.id}: ${r.error.message}`);
  return r.value;
}
