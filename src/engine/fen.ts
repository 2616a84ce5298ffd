/**
 * PDN FEN (RULES.md §5.2): `W:W21,22,K32:B1-12`. Parsing is lenient where the standard allows (ranges,
 * K before a range, a trailing dot, spaces, either colour first, an empty side, a `[FEN "…"]` wrapper) and
 * strict about anything that would make an impossible position. Errors are values, never exceptions.
 */
import { BLACK, emptyPosition, KING, type Position, WHITE } from './position';
import { type Color, err, ok, type Result } from './types';
import { isVariantId, VARIANT_IDS, VARIANTS, type Variant } from './variants';

export type FenErrorCode =
  | 'empty'
  | 'unknown-variant'
  | 'syntax'
  | 'bad-turn'
  | 'bad-square'
  | 'square-out-of-range'
  | 'duplicate-square'
  | 'man-on-promotion-row'
  | 'too-many-pieces';

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

export function parseFen(
  variant: Variant,
  input: string,
  options: FenOptions = {},
): Result<Position, FenError> {
  const strict = options.strict ?? true;
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

  const pos = emptyPosition(variant, turn);
  const cells = pos.cells as Int8Array;
  const n = variant.geometry.squares;
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
    const code = color === 'white' ? WHITE : BLACK;
    const body = field.slice(1);
    if (body === '') continue; // an empty side, e.g. `B:W11:B` after a final capture
    let count = 0;
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
      const king = m[1] !== '';
      const a = Number(m[2]);
      const b = m[3] === undefined ? a : Number(m[3]);
      if (b < a) return fail('bad-square', `The range "${token}" runs backwards.`, { token });
      for (let sq = a; sq <= b; sq++) {
        if (sq < 1 || sq > n) {
          return fail(
            'square-out-of-range',
            `Square ${sq} does not exist: this board has squares 1 to ${n}.`,
            { square: sq, max: n },
          );
        }
        if (cells[sq] !== 0) return fail('duplicate-square', `Square ${sq} is listed twice.`, { square: sq });
        const r = variant.geometry.row[sq];
        const promotionRow = color === 'white' ? 0 : variant.geometry.size - 1;
        if (!king && r === promotionRow) {
          return fail(
            'man-on-promotion-row',
            `A ${color} man cannot stand on square ${sq}: that is its promotion row, it would be a king.`,
            {
              square: sq,
              color,
            },
          );
        }
        cells[sq] = code | (king ? KING : 0);
        count++;
      }
    }
    if (strict && count > variant.piecesPerSide) {
      return fail(
        'too-many-pieces',
        `${color === 'white' ? 'White' : 'Black'} has ${count} pieces; at most ${variant.piecesPerSide} are possible.`,
        {
          color,
          max: variant.piecesPerSide,
        },
      );
    }
  }
  return ok(pos);
}

/** Write a FEN: white first, squares in ascending order, kings marked K, no ranges, no spaces. */
export function makeFen(pos: Position): string {
  const w: string[] = [];
  const b: string[] = [];
  for (let sq = 1; sq < pos.cells.length; sq++) {
    const v = pos.cells[sq];
    if (!v) continue;
    const s = (v & KING ? 'K' : '') + sq;
    (v & WHITE ? w : b).push(s);
  }
  return `${pos.turn === 'white' ? 'W' : 'B'}:W${w.join(',')}:B${b.join(',')}`;
}

export function startPosition(variant: Variant): Position {
  const r = parseFen(variant, variant.startFen);
  if (!r.ok) throw new Error(`broken start FEN for ${variant.id}: ${r.error.message}`);
  return r.value;
}
