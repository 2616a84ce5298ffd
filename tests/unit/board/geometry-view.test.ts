import { describe, expect, it } from 'vitest';
import {
  boardRowCol,
  displayRows,
  displayToSquare,
  fileLabel,
  initialFocus,
  makeView,
  navigate,
  pointToSquare,
  rankLabel,
  squareToDisplay,
} from '../../../src/components/board/geometry-view';
import { geometry } from '../../../src/engine/rules/geometry';

const italian = makeView(8, 0);
const english = makeView(8, 1);
const international = makeView(10, 1);

/** Algebraic name as seen from White, e.g. "a8", to check against RULES.md §2.2, §3.2, §4.2. */
const name = (v: ReturnType<typeof makeView>, sq: number) => {
  const { row, col } = boardRowCol(v, sq);
  return String.fromCharCode(97 + col) + String(v.size - row);
};

describe('numbering (RULES.md §2.2, §3.2, §4.2)', () => {
  it('Italian: 1 = a8 (a dark corner), 4 = g8, 5 = b7, 29 = b1, 32 = h1 (White’s cantone)', () => {
    expect([1, 4, 5, 29, 32].map((s) => name(italian, s))).toEqual(['a8', 'g8', 'b7', 'b1', 'h1']);
  });
  it('English: 1 = b8, 4 = h8, 5 = a7, 29 = a1, 32 = g1', () => {
    expect([1, 4, 5, 29, 32].map((s) => name(english, s))).toEqual(['b8', 'h8', 'a7', 'a1', 'g1']);
  });
  it('International: 1 = b10, 5 = j10, 6 = a9, 46 = a1, 50 = i1', () => {
    expect([1, 5, 6, 46, 50].map((s) => name(international, s))).toEqual(['b10', 'j10', 'a9', 'a1', 'i1']);
  });
  it('agrees with the engine geometry on every square of every board', () => {
    for (const [size, parity] of [
      [8, 0],
      [8, 1],
      [10, 1],
    ] as const) {
      const g = geometry(size, parity);
      const v = makeView(size, parity);
      for (let sq = 1; sq <= g.squares; sq++) {
        expect(boardRowCol(v, sq)).toEqual({ row: g.row[sq], col: g.col[sq] });
      }
    }
  });
});

describe('orientation', () => {
  it('White at the bottom: Italian square 1 is drawn top-left, 32 bottom-right', () => {
    expect(squareToDisplay(italian, 1)).toEqual({ x: 0, y: 0 });
    expect(squareToDisplay(italian, 32)).toEqual({ x: 7, y: 7 });
  });
  it('Black at the bottom turns the board 180°', () => {
    const flipped = makeView(8, 0, 'black');
    expect(squareToDisplay(flipped, 1)).toEqual({ x: 7, y: 7 });
    expect(squareToDisplay(flipped, 32)).toEqual({ x: 0, y: 0 });
    for (let sq = 1; sq <= 32; sq++) {
      const a = squareToDisplay(italian, sq);
      expect(squareToDisplay(flipped, sq)).toEqual({ x: 7 - a.x, y: 7 - a.y });
    }
  });
  it('each player’s near corner: dark on the right in Italian, on the left in English and International', () => {
    for (const o of ['white', 'black'] as const) {
      expect(displayToSquare(makeView(8, 0, o), 7, 7)).toBeGreaterThan(0);
      expect(displayToSquare(makeView(8, 0, o), 0, 7)).toBe(0);
      expect(displayToSquare(makeView(8, 1, o), 0, 7)).toBeGreaterThan(0);
      expect(displayToSquare(makeView(8, 1, o), 7, 7)).toBe(0);
      expect(displayToSquare(makeView(10, 1, o), 0, 9)).toBeGreaterThan(0);
      expect(displayToSquare(makeView(10, 1, o), 9, 9)).toBe(0);
    }
  });
  it('display and square positions are inverse to each other', () => {
    for (const v of [italian, english, international, makeView(10, 1, 'black')]) {
      for (let sq = 1; sq <= v.squares; sq++) {
        const { x, y } = squareToDisplay(v, sq);
        expect(displayToSquare(v, x, y)).toBe(sq);
      }
    }
  });
  it('labels files and ranks from White’s side, reversed when flipped', () => {
    expect([0, 7].map((x) => fileLabel(italian, x))).toEqual(['a', 'h']);
    expect([0, 7].map((y) => rankLabel(italian, y))).toEqual(['8', '1']);
    const flipped = makeView(10, 1, 'black');
    expect([0, 9].map((x) => fileLabel(flipped, x))).toEqual(['j', 'a']);
    expect([0, 9].map((y) => rankLabel(flipped, y))).toEqual(['1', '10']);
  });
});

describe('pointToSquare', () => {
  it('maps fractions of the playing area to squares, 0 on light squares and -1 outside', () => {
    expect(pointToSquare(italian, 0.01, 0.01)).toBe(1);
    expect(pointToSquare(italian, 0.99, 0.99)).toBe(32);
    expect(pointToSquare(italian, 0.2, 0.01)).toBe(0); // b8 is light in Italian
    expect(pointToSquare(english, 0.2, 0.01)).toBe(1); // ... and square 1 in English
    expect(pointToSquare(italian, -0.01, 0.5)).toBe(-1);
    expect(pointToSquare(italian, 0.5, 1)).toBe(-1);
    expect(pointToSquare(makeView(8, 0, 'black'), 0.99, 0.99)).toBe(1);
  });
});

describe('grid rows and keyboard navigation', () => {
  it('lists the dark squares row by row as drawn', () => {
    expect(displayRows(italian)[0]).toEqual([1, 2, 3, 4]);
    expect(displayRows(makeView(8, 0, 'black'))[0]).toEqual([32, 31, 30, 29]);
    expect(displayRows(international).flat()).toHaveLength(50);
  });
  it('arrows keep the column within the grid and stop at the edges', () => {
    expect(navigate(italian, 22, 'up')).toBe(18);
    expect(navigate(italian, 22, 'down')).toBe(26);
    expect(navigate(italian, 22, 'left')).toBe(21);
    expect(navigate(italian, 22, 'right')).toBe(23);
    expect(navigate(italian, 1, 'up')).toBe(1);
    expect(navigate(italian, 1, 'left')).toBe(1);
    expect(navigate(italian, 32, 'right')).toBe(32);
    expect(navigate(italian, 32, 'down')).toBe(32);
  });
  it('follows the screen when the board is flipped', () => {
    const flipped = makeView(8, 0, 'black');
    expect(navigate(flipped, 22, 'up')).toBe(26);
    expect(navigate(flipped, 22, 'right')).toBe(21);
  });
  it('Home/End and first/last', () => {
    expect(navigate(international, 23, 'rowStart')).toBe(21);
    expect(navigate(international, 23, 'rowEnd')).toBe(25);
    expect(navigate(international, 23, 'first')).toBe(1);
    expect(navigate(international, 23, 'last')).toBe(50);
  });
  it('focus starts on the selection, else the first movable square, else the bottom-left dark square', () => {
    expect(initialFocus(italian, 22, [21])).toBe(22);
    expect(initialFocus(italian, undefined, [99, 21])).toBe(21);
    expect(initialFocus(italian)).toBe(29);
    expect(initialFocus(english)).toBe(29);
    expect(initialFocus(makeView(8, 0, 'black'))).toBe(4);
  });
});
