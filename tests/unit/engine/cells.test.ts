/** The cell-code predicates other modules use instead of testing colour and king bits themselves. */
import { describe, expect, it } from 'vitest';
import {
  BLACK_KING,
  BLACK_MAN,
  colorOf,
  isBlack,
  isKing,
  isReversible,
  isWhite,
  legalMoves,
  play,
  startPosition,
  VARIANT_IDS,
  VARIANTS,
  WHITE_KING,
  WHITE_MAN,
} from '../../../src/engine';
import { position, rng } from './fixtures';

describe('cell-code predicates', () => {
  it('tell colour and role of every code, and nothing of an empty cell', () => {
    expect([0, WHITE_MAN, WHITE_KING, BLACK_MAN, BLACK_KING].map(colorOf)).toEqual([
      null,
      'white',
      'white',
      'black',
      'black',
    ]);
    expect([0, WHITE_MAN, WHITE_KING, BLACK_MAN, BLACK_KING].map(isWhite)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    expect([0, WHITE_MAN, WHITE_KING, BLACK_MAN, BLACK_KING].map(isBlack)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect([0, WHITE_MAN, WHITE_KING, BLACK_MAN, BLACK_KING].map(isKing)).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
  });
});

describe('isReversible: a quiet king move, and nothing else', () => {
  it('a quiet king move is; a man move, a crowning and a capture are not', () => {
    // A king's capture (18x11) restarts the counts like any capture.
    const capture = position('italian', 'W:WK18:B14');
    const [take] = legalMoves(capture);
    expect(take.captures).toEqual([14]);
    expect(isReversible(take, capture.cells[take.from])).toBe(false);
    // King on 18, man on 22, man on 6 one step from crowning.
    const quiet = position('italian', 'W:WK18,22,6:B25');
    const moves = legalMoves(quiet);
    const byFrom = (sq: number) => moves.filter((m) => m.from === sq);
    expect(byFrom(18).length).toBeGreaterThan(0);
    expect(byFrom(18).every((m) => isReversible(m, quiet.cells[m.from]))).toBe(true);
    expect(byFrom(22).some((m) => isReversible(m, quiet.cells[m.from]))).toBe(false);
    // 6-2 and 6-3 crown: a man's move, whether the piece is read before or after the move.
    expect(byFrom(6).length).toBe(2);
    for (const m of byFrom(6)) {
      expect(m.promotes).toBe(true);
      expect(isReversible(m, quiet.cells[m.from])).toBe(false);
      expect(isReversible(m, play(quiet, m).cells[m.to])).toBe(false);
    }
  });

  it('gives the same answer read before or after the move, along random games of every variant', () => {
    const next = rng(7);
    let reversible = 0;
    for (const id of VARIANT_IDS) {
      for (let game = 0; game < 10; game++) {
        let pos = startPosition(VARIANTS[id]);
        for (let ply = 0; ply < 120; ply++) {
          const legal = legalMoves(pos);
          if (legal.length === 0) break;
          const m = legal[Math.floor(next() * legal.length)];
          const after = play(pos, m);
          const before = isReversible(m, pos.cells[m.from]);
          expect(isReversible(m, after.cells[m.to])).toBe(before);
          // Only a king that captured nothing leaves the board's material and men where they were.
          expect(before).toBe(m.captures.length === 0 && isKing(pos.cells[m.from]));
          if (before) reversible++;
          pos = after;
        }
      }
    }
    // The games reach kings: the reversible branch was exercised.
    expect(reversible).toBeGreaterThan(0);
  });
});
