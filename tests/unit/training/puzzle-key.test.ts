/**
 * Issue 20's "no duplicates" (src/engine/training/puzzle-key.ts): one key for a position, its colour swap with
 * the 180° turn, its mirror between the Italian and the English board and its shifts along a diagonal that
 * keep the pattern; and different keys where a transform would change what the position asks.
 */
import { describe, expect, it } from 'vitest';
import {
  canonicalPuzzleKey,
  diagonalShifts,
  makeFen,
  mirrorFileSquare,
  type VariantId,
} from '../../../src/engine';
import { position } from '../engine/fixtures';

const key = (variant: VariantId, fen: string) => canonicalPuzzleKey(position(variant, fen));

describe('canonicalPuzzleKey: the same position', () => {
  const base = 'W:WK17,27:B13,22';

  it('under the colour swap with the 180° turn (square n becomes 33 − n, the other side moves)', () => {
    expect(key('italian', 'B:W11,20:BK16,6')).toBe(key('italian', base));
    // International: 51 − n
    expect(key('international', 'B:W24,40:BK20')).toBe(key('international', 'W:WK31:B11,27'));
  });

  it('under the mirror between the Italian and the English board', () => {
    const sq = [17, 27, 13, 22].map((s) => mirrorFileSquare(8, s));
    expect(key('english', `W:WK${sq[0]},${sq[1]}:B${sq[2]},${sq[3]}`)).toBe(key('italian', base));
    // en-shot-0076 and it-tiro-0138 of the collection: the same opening position from two games, mirrored and
    // colour-swapped
    expect(key('english', 'W:W22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,8,9,11,14,16')).toBe(
      key('italian', 'B:W18,20,21,23,25,26,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,12'),
    );
  });

  it('under a shift along a diagonal that keeps the pattern', () => {
    // a king, a man to take and a king behind: the same pattern two diagonal steps up-left
    expect(key('italian', 'W:WK7:B11,K20')).toBe(key('italian', 'W:WK14:B18,K27'));
    expect(diagonalShifts(position('italian', 'W:WK14:B18,K27')).map(makeFen)).toContain('W:WK7:B11,K20');
  });
});

describe('canonicalPuzzleKey: different positions stay apart', () => {
  const base = 'W:WK17,27:B13,22';

  it('another square, or the other side to move', () => {
    expect(key('italian', 'W:WK17,27:B13,23')).not.toBe(key('italian', base));
    expect(key('italian', 'B:WK17,27:B13,22')).not.toBe(key('italian', base));
  });

  it('the colours swapped without the turn: the men would march the other way', () => {
    expect(key('italian', 'B:W13,22:BK17,27')).not.toBe(key('italian', base));
  });

  it('the same square numbers on the Italian and the English board are mirrored positions, not one', () => {
    expect(key('english', base)).not.toBe(key('italian', base));
  });

  it('the same squares on the 10×10 board', () => {
    expect(key('international', base)).not.toBe(key('italian', base));
  });

  it('a shift onto the edge, where the man can no longer be taken', () => {
    expect(key('italian', 'W:WK18:B22,K31')).not.toBe(key('italian', 'W:WK14:B18,K27'));
  });

  it('a shift that brings a man next to its crowning row', () => {
    // The pattern of W:WK14:B18,K27 shifted two steps up-right is W:WK7:B11,K20 (one key, above). With a white
    // man on 13 (three rows to go) the same shift puts it on 6, one row from crowning: the moves of both sides
    // now are the same (White must capture), but the man would crown with its next move.
    const far = position('italian', 'W:W13,K14:B18,K27');
    const near = position('italian', 'W:W6,K7:B11,K20');
    expect(key('italian', 'W:W6,K7:B11,K20')).not.toBe(canonicalPuzzleKey(far));
    expect(diagonalShifts(far).map(makeFen)).not.toContain(makeFen(near));
    // while the shifts that keep the man two or more rows away are the same position
    expect(diagonalShifts(far).length).toBeGreaterThan(1);
    for (const p of diagonalShifts(far)) expect(canonicalPuzzleKey(p)).toBe(canonicalPuzzleKey(far));
  });
});
