/**
 * Where squares are on the screen: official numbering (RULES.md §2.2, §3.2, §4.2) plus orientation. Pure
 * functions of plain numbers, so they are unit-tested without a DOM. "Board" row/col are as seen from White
 * (row 0 = Black's back row, col 0 = file a); "display" x/y are as drawn (y 0 = top of the screen).
 */
import type { Orientation, Square } from './types';

export interface View {
  /** 8 or 10 */
  readonly size: number;
  /** (row + col) % 2 === darkParity marks a dark square: 0 Italian, 1 English and International */
  readonly darkParity: 0 | 1;
  readonly orientation: Orientation;
  /** 32 or 50 */
  readonly squares: number;
}

export function makeView(size: number, darkParity: 0 | 1, orientation: Orientation = 'white'): View {
  return { size, darkParity, orientation, squares: (size * size) / 2 };
}

/** Row and column of a square as seen from White. */
export function boardRowCol(view: View, sq: Square): { row: number; col: number } {
  const half = view.size / 2;
  const row = Math.floor((sq - 1) / half);
  return { row, col: 2 * ((sq - 1) % half) + ((row + view.darkParity) % 2) };
}

/** The square at a board row/col, or 0 for a light square or off the board. */
export function squareAtBoard(view: View, row: number, col: number): Square {
  const n = view.size;
  if (row < 0 || col < 0 || row >= n || col >= n || (row + col) % 2 !== view.darkParity) return 0;
  return row * (n / 2) + Math.floor(col / 2) + 1;
}

const flip = (view: View, v: number) => (view.orientation === 'white' ? v : view.size - 1 - v);

/** Screen position of a square, in squares from the top-left corner of the playing area. */
export function squareToDisplay(view: View, sq: Square): { x: number; y: number } {
  const { row, col } = boardRowCol(view, sq);
  return { x: flip(view, col), y: flip(view, row) };
}

/** The square drawn at screen column x, row y; 0 for a light square or off the board. */
export function displayToSquare(view: View, x: number, y: number): Square {
  return squareAtBoard(view, flip(view, y), flip(view, x));
}

export function isValidSquare(view: View, sq: unknown): sq is Square {
  return typeof sq === 'number' && Number.isInteger(sq) && sq >= 1 && sq <= view.squares;
}

/**
 * The square under a point given as fractions of the playing area (0..1 each way): a square number,
 * 0 for a light square, -1 outside the board.
 */
export function pointToSquare(view: View, fx: number, fy: number): Square | 0 | -1 {
  if (!(fx >= 0 && fx < 1 && fy >= 0 && fy < 1)) return -1;
  return displayToSquare(view, Math.floor(fx * view.size), Math.floor(fy * view.size));
}

/** The dark squares row by row as drawn on screen (top to bottom, left to right): the rows of the grid. */
export function displayRows(view: View): Square[][] {
  const rows: Square[][] = [];
  for (let y = 0; y < view.size; y++) {
    const row: Square[] = [];
    for (let x = 0; x < view.size; x++) {
      const sq = displayToSquare(view, x, y);
      if (sq) row.push(sq);
    }
    rows.push(row);
  }
  return rows;
}

/** File letter of screen column x ("a" is White's left). */
export function fileLabel(view: View, x: number): string {
  return String.fromCharCode(97 + flip(view, x));
}

/** Rank number of screen row y ("1" is White's back row). */
export function rankLabel(view: View, y: number): string {
  return String(view.size - flip(view, y));
}

export type NavKey = 'up' | 'down' | 'left' | 'right' | 'rowStart' | 'rowEnd' | 'first' | 'last';

/**
 * Keyboard focus moves over dark squares only (pieces only ever stand there), following the grid the
 * screen reader announces: up/down keep the position within the row, left/right step to the next dark
 * square of the same row. At an edge the focus stays put.
 */
export function navigate(view: View, sq: Square, key: NavKey): Square {
  const rows = displayRows(view);
  const y = squareToDisplay(view, sq).y;
  const i = rows[y].indexOf(sq);
  const last = rows.length - 1;
  switch (key) {
    case 'up':
      return y > 0 ? rows[y - 1][i] : sq;
    case 'down':
      return y < last ? rows[y + 1][i] : sq;
    case 'left':
      return rows[y][Math.max(0, i - 1)];
    case 'right':
      return rows[y][Math.min(rows[y].length - 1, i + 1)];
    case 'rowStart':
      return rows[y][0];
    case 'rowEnd':
      return rows[y][rows[y].length - 1];
    case 'first':
      return rows[0][0];
    case 'last':
      return rows[last][rows[last].length - 1];
  }
}

/** Where keyboard focus starts: the selected square, else the first movable one, else the bottom-left dark square. */
export function initialFocus(view: View, selected?: Square, movable?: readonly Square[]): Square {
  if (selected !== undefined && isValidSquare(view, selected)) return selected;
  const m = movable?.find((s) => isValidSquare(view, s));
  if (m !== undefined) return m;
  const rows = displayRows(view);
  return rows[rows.length - 1][0];
}
