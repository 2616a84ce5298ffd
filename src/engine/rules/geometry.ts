/**
 * Board geometry, independent of the rules: size, which squares are dark, the official numbering and
 * precomputed neighbour tables. Internal square indices equal the official numbers (index 0 unused), so
 * there is no conversion anywhere in the engine.
 */

/** Direction indices: 0 up-left, 1 up-right, 2 down-left, 3 down-right ("up" = towards Black, row 0). */
export const UP_LEFT = 0;
export const UP_RIGHT = 1;
export const DOWN_LEFT = 2;
export const DOWN_RIGHT = 3;
const DR = [-1, -1, 1, 1];
const DC = [-1, 1, -1, 1];

export interface Geometry {
  /** 8 or 10 */
  readonly size: number;
  /** a square (row, col) is dark when (row + col) % 2 === darkParity; 0 for Italian (a8 dark), 1 otherwise */
  readonly darkParity: 0 | 1;
  /** number of playing squares: 32 or 50 */
  readonly squares: number;
  /** step[sq * 4 + dir] = neighbouring square in that direction, 0 off the board */
  readonly step: Int8Array;
  /** row of each square, 0 = top (Black's back row) */
  readonly row: Int8Array;
  /** column of each square, 0 = left (as seen by White) */
  readonly col: Int8Array;
}

const cache = new Map<string, Geometry>();

export function geometry(size: number, darkParity: 0 | 1): Geometry {
  const key = `${size}/${darkParity}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const half = size / 2;
  const squares = size * half;
  const row = new Int8Array(squares + 1);
  const col = new Int8Array(squares + 1);
  const step = new Int8Array((squares + 1) * 4);
  for (let sq = 1; sq <= squares; sq++) {
    const r = Math.floor((sq - 1) / half);
    row[sq] = r;
    col[sq] = 2 * ((sq - 1) % half) + ((r + darkParity) % 2);
  }
  const g: Geometry = { size, darkParity, squares, step, row, col };
  for (let sq = 1; sq <= squares; sq++) {
    for (let d = 0; d < 4; d++) step[sq * 4 + d] = squareAt(g, row[sq] + DR[d], col[sq] + DC[d]);
  }
  cache.set(key, g);
  return g;
}

/** The square number at (row, col), or 0 when that is off the board or a light square. */
export function squareAt(g: Pick<Geometry, 'size' | 'darkParity'>, r: number, c: number): number {
  if (r < 0 || c < 0 || r >= g.size || c >= g.size) return 0;
  if ((r + c) % 2 !== g.darkParity) return 0;
  return r * (g.size / 2) + Math.floor(c / 2) + 1;
}

export function isDark(g: Pick<Geometry, 'size' | 'darkParity'>, r: number, c: number): boolean {
  return r >= 0 && c >= 0 && r < g.size && c < g.size && (r + c) % 2 === g.darkParity;
}

/** Algebraic name of a square (a1 = White's near-left corner): a teaching aid, not official notation. */
export function algebraic(g: Geometry, sq: number): string {
  return String.fromCharCode(97 + g.col[sq]) + String(g.size - g.row[sq]);
}

/** The direction from a to b when they share a diagonal, else -1. */
export function directionBetween(g: Geometry, a: number, b: number): number {
  const dr = g.row[b] - g.row[a];
  const dc = g.col[b] - g.col[a];
  if (dr === 0 || Math.abs(dr) !== Math.abs(dc)) return -1;
  return (dr > 0 ? 2 : 0) + (dc > 0 ? 1 : 0);
}

/** The squares strictly between two squares on one diagonal, from a towards b; none when they share none. */
export function squaresBetween(g: Geometry, a: number, b: number): number[] {
  const d = directionBetween(g, a, b);
  const out: number[] = [];
  if (d >= 0) for (let s = g.step[a * 4 + d]; s && s !== b; s = g.step[s * 4 + d]) out.push(s);
  return out;
}

/** Diagonal distance between two squares on one diagonal (number of steps). */
export function distance(g: Geometry, a: number, b: number): number {
  return Math.abs(g.row[b] - g.row[a]);
}
