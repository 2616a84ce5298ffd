import { describe, expect, it } from 'vitest';
import {
  canonicalPuzzleKey,
  criterion4Readings,
  isolatePrecedence,
  mirrorFileSquare,
  type Position,
  parseFen,
  VARIANTS,
  type VariantId,
} from '../../../src/engine';

const at = (variant: VariantId, fen: string): Position => {
  const r = parseFen(VARIANTS[variant], fen);
  if (!r.ok) throw new Error(fen);
  return r.value;
};
const mk = (move: string) => ({ move, code: 'man-cannot-capture-king' as const });

describe('isolatePrecedence', () => {
  it('accepts a criterion-1 puzzle whose captures collapse at criterion 1', () => {
    expect(isolatePrecedence(at('italian', 'W:WK17,27:B13,22'), 'criterion-1')).toEqual({ ok: true });
  });
  it('refuses a theme at which the set does not collapse', () => {
    const v = isolatePrecedence(at('italian', 'W:WK17,27:B13,22'), 'criterion-2');
    expect(v).toMatchObject({ ok: false, code: 'not-collapse' });
  });
  it('refuses a criterion-4 position where the first-king-only reading differs', () => {
    const pos = at('italian', 'W:WK4,K18:BK7,15,K22,K23');
    expect(criterion4Readings(pos).agreeAll).toBe(false);
    expect(isolatePrecedence(pos, 'criterion-4')).toMatchObject({ ok: false, code: 'readings-differ' });
  });
  it('accepts a man-may-not-take-a-king puzzle whose tempting capture is legal with only that rule off', () => {
    expect(isolatePrecedence(at('italian', 'B:W11,K12:B7'), 'man-cannot-capture-king', mk('7x16'))).toEqual({
      ok: true,
    });
  });
  it('refuses a tempting capture another rule would refuse too', () => {
    const v = isolatePrecedence(at('italian', 'B:WK7,15,K26:BK3,21'), 'man-cannot-capture-king', mk('21x30'));
    expect(v).toMatchObject({ ok: false, code: 'other-rule' });
  });
  it('refuses a tempting move that is not a complete capture', () => {
    const v = isolatePrecedence(at('italian', 'B:WK12,19,26:B8,K29'), 'man-cannot-capture-king', mk('8x15'));
    expect(v).toMatchObject({ ok: false, code: 'tempting-incomplete' });
  });
  it('refuses a rule theme without its tempting capture', () => {
    expect(isolatePrecedence(at('italian', 'B:W11,K12:B7'), 'man-cannot-capture-king')).toMatchObject({
      ok: false,
      code: 'no-tempting',
    });
  });
});

describe('canonicalPuzzleKey', () => {
  const base = 'W:WK17,27:B13,22';
  it('finds the colour swap with the 180° turn', () => {
    // every square n becomes 33 − n, colours and the side to move swap
    expect(canonicalPuzzleKey(at('italian', 'B:W11,20:BK16,6'))).toBe(
      canonicalPuzzleKey(at('italian', base)),
    );
  });
  it('finds the mirror between the Italian and the English board', () => {
    const sq = [17, 27, 13, 22].map((s) => mirrorFileSquare(8, s));
    const en = `W:WK${sq[0]},${sq[1]}:B${sq[2]},${sq[3]}`;
    expect(canonicalPuzzleKey(at('english', en))).toBe(canonicalPuzzleKey(at('italian', base)));
  });
  it('finds a shift along a diagonal that keeps the pattern', () => {
    // a king, a man to take and a king behind: the same pattern two diagonal steps up-left
    const a = at('italian', 'W:WK14:B18,K27');
    const b = at('italian', 'W:WK7:B11,K20');
    expect(canonicalPuzzleKey(a)).toBe(canonicalPuzzleKey(b));
    // but not onto the edge, where the man could no longer be taken
    expect(canonicalPuzzleKey(at('italian', 'W:WK18:B22,K31'))).not.toBe(canonicalPuzzleKey(a));
  });
  it('keeps different positions apart', () => {
    expect(canonicalPuzzleKey(at('italian', 'W:WK17,27:B13,23'))).not.toBe(
      canonicalPuzzleKey(at('italian', base)),
    );
  });
});
