/**
 * One canonical key per puzzle position (issue 20, "no duplicates"). Two positions share a key when one is
 * the other under any composition of:
 * - the colour swap with the 180° turn: every piece changes colour and moves to square N + 1 − n, the other
 *   side moves (the same position seen from the other side of the board);
 * - the mirror between the Italian and the English/Brazilian boards (transform.ts, `mirrorFileSquare`):
 *   Italian positions are keyed on the English board, so an Italian and an English puzzle with the same
 *   pieces are duplicates (en-shot-0025 is it-tiro-0026). The family in the key is the board size only:
 *   8×8 (Italian, English, Brazilian) or 10×10 (International);
 * - a shift along a diagonal that keeps the same pattern. A shift translates every piece by the same
 *   (rows, columns) = (d, ±d), d ≠ 0 (any number of diagonal steps, so dark squares stay dark). It keeps the
 *   pattern when (1) every piece stays on the board, (2) no man is one row from its crowning row before or
 *   after it (a man's distance to crowning, capped at 2, is kept), and (3) the engine's legal moves of both
 *   sides are the shifted legal moves, square for square, with the same crownings (so no edge, no crowning
 *   row and no blocking piece changes what either side can do now). This is an equivalence: a shift's inverse
 *   and the composition of two shifts keep the pattern too, so the key — the smallest text over the
 *   position's shifts, then the swap and the mirror — is the same for every member of the class.
 * The moves are the engine's (legalMoves) under the puzzle's own variant.
 */
import { legalMoves } from '../rules/movegen';
import { BLACK, KING, type Position, WHITE } from '../rules/position';
import { mirrorFileSquare } from '../rules/transform';
import type { Color } from '../rules/types';

interface Form {
  readonly size: number;
  readonly turn: Color;
  /** [square, cell code] */
  readonly pieces: ReadonlyArray<readonly [number, number]>;
}

const text = (f: Form): string =>
  `${f.size}:${f.turn[0]}:${f.pieces
    .map(([sq, c]) => `${c & WHITE ? 'w' : 'b'}${c & KING ? 'k' : 'm'}${sq}`)
    .sort()
    .join(',')}`;

function piecesOf(pos: Position): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let sq = 1; sq <= pos.variant.geometry.squares; sq++) if (pos.cells[sq]) out.push([sq, pos.cells[sq]]);
  return out;
}

/** Moves of the side to move as text, squares mapped by `map`. */
function movesText(pos: Position, map: (sq: number) => number): string {
  return legalMoves(pos)
    .map(
      (m) =>
        `${m.path.map(map).join('-')}x${m.captures
          .map(map)
          .sort((a, b) => a - b)
          .join('.')}${m.promotes ? '!' : ''}`,
    )
    .sort()
    .join(' ');
}

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** Man's rows to its crowning row, capped at 2 (white crowns on row 0). */
function toCrown(size: number, row: number, cell: number): number {
  if (cell & KING) return -1;
  return Math.min(2, cell & WHITE ? row : size - 1 - row);
}

/** The position and each of its shifts that keep the pattern. */
export function diagonalShifts(pos: Position): Position[] {
  const g = pos.variant.geometry;
  const pieces = piecesOf(pos);
  const out: Position[] = [pos];
  const at = (r: number, c: number) => {
    if (r < 0 || c < 0 || r >= g.size || c >= g.size || (r + c) % 2 !== g.darkParity) return 0;
    return r * (g.size / 2) + Math.floor(c / 2) + 1;
  };
  for (let d = -(g.size - 1); d < g.size; d++) {
    if (d === 0) continue;
    for (const e of [d, -d]) {
      const moved = pieces.map(([sq, c]) => [at(g.row[sq] + d, g.col[sq] + e), c, sq] as const);
      if (moved.some(([to]) => to === 0)) continue;
      if (
        moved.some(
          ([to, c, sq]) =>
            toCrown(g.size, g.row[to], c) !== toCrown(g.size, g.row[sq], c) ||
            toCrown(g.size, g.row[sq], c) === 1,
        )
      )
        continue;
      const cells = new Int8Array(pos.cells.length);
      for (const [to, c] of moved) cells[to] = c;
      const shifted: Position = { ...pos, cells };
      const map = (sq: number) => at(g.row[sq] + d, g.col[sq] + e);
      const same = (p: Position, q: Position) => movesText(p, map) === movesText(q, (x) => x);
      const flip = (p: Position): Position => ({ ...p, turn: other(p.turn) });
      if (same(pos, shifted) && same(flip(pos), flip(shifted))) out.push(shifted);
    }
  }
  return out;
}

/** The canonical key of a puzzle position (see the module comment). */
export function canonicalPuzzleKey(pos: Position): string {
  const g = pos.variant.geometry;
  const mirror = g.size === 8 && g.darkParity === 0;
  const n = g.squares;
  let best: string | null = null;
  for (const p of diagonalShifts(pos)) {
    const pieces = piecesOf(p).map(([sq, c]) => [mirror ? mirrorFileSquare(g.size, sq) : sq, c] as const);
    const plain: Form = { size: g.size, turn: p.turn, pieces };
    const swapped: Form = {
      size: g.size,
      turn: other(p.turn),
      pieces: pieces.map(([sq, c]) => [n + 1 - sq, (c & KING) | (c & WHITE ? BLACK : WHITE)] as const),
    };
    for (const f of [plain, swapped]) {
      const t = text(f);
      if (best === null || t < best) best = t;
    }
  }
  return best as string;
}
