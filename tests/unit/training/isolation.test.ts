/**
 * Issue 20's "precedence, isolated" (src/engine/training/isolation.ts): each condition accepts a puzzle that
 * tests its rule alone and refuses, with its own code, one where something else decides. Positions are small
 * constructed ones or shipped puzzles (named where they are).
 */
import { describe, expect, it } from 'vitest';
import {
  criterion4Readings,
  type ExplainCode,
  isolatePrecedence,
  legalMoves,
  makeMoveText,
  type Position,
} from '../../../src/engine';
import { position } from '../engine/fixtures';

const tempting = (move: string, code: ExplainCode) => ({ move, code });
const texts = (moves: readonly { path: readonly number[] }[], pos: Position) =>
  moves.map((m) => makeMoveText(pos, m as never)).sort();

describe('isolatePrecedence: the criteria and the maximum capture (filters)', () => {
  it('accepts captures that collapse to one exactly at the theme’s criterion', () => {
    // criterion 1: 22x6 takes two, the king one (it-c1 style)
    expect(isolatePrecedence(position('italian', 'W:W22,K32:B10,18,K28'), 'criterion-1')).toEqual({
      ok: true,
    });
    // criterion 2: one piece each way, the king must take (it-c2-0008)
    expect(isolatePrecedence(position('italian', 'W:WK2,10:B5'), 'criterion-2')).toEqual({ ok: true });
    // criterion 3: the king takes the king, not the man (it-c3-0036)
    expect(isolatePrecedence(position('italian', 'W:WK3:BK6,7'), 'criterion-3')).toEqual({ ok: true });
    // International: the king must take two, not one (int-max-0026)
    expect(isolatePrecedence(position('international', 'B:W24,40:BK20'), 'maximum-capture')).toEqual({
      ok: true,
    });
  });

  it('refuses a theme at which the set does not collapse (criterion 2 decides, not 3)', () => {
    const v = isolatePrecedence(position('italian', 'W:WK2,10:B5'), 'criterion-3');
    expect(v).toMatchObject({ ok: false, code: 'not-collapse' });
    // and criterion 1 would not collapse it either: both captures take one piece
    expect(isolatePrecedence(position('italian', 'W:WK2,10:B5'), 'criterion-1')).toMatchObject({
      ok: false,
      code: 'not-collapse',
    });
  });

  it('refuses a filter of another game', () => {
    expect(isolatePrecedence(position('italian', 'W:WK3:BK6,7'), 'maximum-capture')).toMatchObject({
      ok: false,
      code: 'not-collapse',
    });
    expect(isolatePrecedence(position('international', 'B:W24,40:BK20'), 'criterion-1')).toMatchObject({
      ok: false,
      code: 'not-collapse',
    });
  });

  it('refuses a position with more than one legal capture, or with a single capture to choose from', () => {
    expect(isolatePrecedence(position('italian', 'W:W21,22:B17,18'), 'criterion-1')).toMatchObject({
      ok: false,
      code: 'not-one-legal',
    });
    expect(isolatePrecedence(position('italian', 'W:W22:B17,18'), 'criterion-1')).toMatchObject({
      ok: false,
      code: 'too-few-captures',
    });
  });
});

describe('criterion 4: three readings must agree (issue 20, RULES §0.1)', () => {
  // it-c4-0012 and it-c4-0023 of the shipped set, and IT-9 of RULES.md
  const cases = [
    { name: 'it-c4-0012', fen: 'W:WK4,K18:BK7,15,K22,K23', legal: ['18x11'], firstKing: ['18x11', '4x27'] },
    {
      name: 'it-c4-0023',
      fen: 'B:W7,K13,14,K15,K22:BK21,K26',
      legal: ['26x3'],
      firstKing: ['26x17', '26x3'],
    },
    { name: 'IT-9', fen: 'W:WK3:BK6,K13,14,21,K23', legal: ['3x26'], firstKing: ['3x26', '3x28'] },
  ];
  for (const c of cases)
    it(`${c.name}: the first-king-only reading allows more, so the puzzle is not shipped`, () => {
      const pos = position('italian', c.fen);
      const r = criterion4Readings(pos);
      expect(texts(r.lexicographic, pos)).toEqual(c.legal);
      expect(texts(legalMoves(pos), pos)).toEqual(c.legal);
      expect(texts(r.bitmask, pos)).toEqual(c.legal);
      expect(r.agree).toBe(true);
      expect(texts(r.firstKing, pos)).toEqual(c.firstKing);
      expect(r.agreeAll).toBe(false);
      expect(isolatePrecedence(pos, 'criterion-4')).toMatchObject({ ok: false, code: 'readings-differ' });
    });

  it('accepts a criterion-4 position where the first king met decides under every reading (it-c4-0005)', () => {
    // Two kings take a man and a king each: 3x19 meets the king first, 18x2 second.
    const pos = position('italian', 'W:WK3,K18:BK6,14');
    const r = criterion4Readings(pos);
    expect(r.agreeAll).toBe(true);
    expect(texts(r.firstKing, pos)).toEqual(texts(legalMoves(pos), pos));
    expect(isolatePrecedence(pos, 'criterion-4')).toEqual({ ok: true });
  });
});

describe('isolatePrecedence: a man may not take a king', () => {
  const mk = (move: string) => tempting(move, 'man-cannot-capture-king');

  it('accepts a tempting capture that is legal with only that rule switched off (it-mk-0008)', () => {
    expect(
      isolatePrecedence(position('italian', 'B:W11,K12:B7'), 'man-cannot-capture-king', mk('7x16')),
    ).toEqual({
      ok: true,
    });
  });

  it('refuses a tempting capture criterion 2 would refuse anyway (it-mk-0001: the king must capture)', () => {
    const v = isolatePrecedence(
      position('italian', 'B:WK7,15,K26:BK3,21'),
      'man-cannot-capture-king',
      mk('21x30'),
    );
    expect(v).toMatchObject({ ok: false, code: 'other-rule' });
  });

  it('refuses a tempting move that is not a complete capture', () => {
    const v = isolatePrecedence(
      position('italian', 'B:WK12,19,26:B8,K29'),
      'man-cannot-capture-king',
      mk('8x15'),
    );
    expect(v).toMatchObject({ ok: false, code: 'tempting-incomplete' });
  });

  it('refuses a tempting move the engine does not refuse by the theme’s rule, and a missing one', () => {
    expect(
      isolatePrecedence(position('italian', 'B:W11,K12:B7'), 'man-cannot-capture-king', mk('7x14')),
    ).toMatchObject({ ok: false, code: 'tempting-rule' });
    expect(isolatePrecedence(position('italian', 'B:W11,K12:B7'), 'man-cannot-capture-king')).toMatchObject({
      ok: false,
      code: 'no-tempting',
    });
  });
});

describe('isolatePrecedence: crowning ends the capture', () => {
  const pe = (move: string) => tempting(move, 'promotion-ends-capture');

  it('accepts a tempting capture that goes on past the crowning square of the legal one (it-pe-0001)', () => {
    expect(
      isolatePrecedence(position('italian', 'W:W10:B6,K7'), 'promotion-ends-capture', pe('10x3x12')),
    ).toEqual({
      ok: true,
    });
  });

  it('refuses it when a king’s capture is the legal one: criterion 2 refuses the man’s capture anyway', () => {
    // The same man's crowning capture, but the king on 2 takes the king on 7: the man may not capture at all.
    const pos = position('italian', 'W:WK2,10:B1,6,K7');
    expect(texts(legalMoves(pos), pos)).toEqual(['2x4']);
    expect(isolatePrecedence(pos, 'promotion-ends-capture', pe('10x3x12'))).toMatchObject({
      ok: false,
      code: 'other-rule',
    });
  });
});

describe('isolatePrecedence: the Turkish strike', () => {
  const gb = (move: string) => tempting(move, 'ghost-blocks');

  it('accepts a path blocked by a piece already taken, at least as long as the legal capture (int-turk-0002)', () => {
    const pos = position('international', 'B:WK10,23,32:BK28');
    expect(isolatePrecedence(pos, 'ghost-blocks', gb('28x19x5x37'))).toEqual({ ok: true });
    expect(isolatePrecedence(pos, 'ghost-blocks', gb('28x19x37'))).toEqual({ ok: true });
  });

  it('refuses a blocked path that takes fewer pieces than the legal capture: the maximum refuses it too', () => {
    // A second king takes three elsewhere, so the two-jump path is refused by the maximum capture as well.
    const pos = position('international', 'B:WK10,20,23,32:BK1,K28');
    expect(legalMoves(pos)[0].captures).toHaveLength(3);
    expect(isolatePrecedence(pos, 'ghost-blocks', gb('28x19x37'))).toMatchObject({
      ok: false,
      code: 'other-rule',
    });
  });

  it('refuses a tempting move the engine makes: a complete, legal capture', () => {
    expect(
      isolatePrecedence(position('international', 'B:WK10,23,32:BK28'), 'ghost-blocks', gb('28x5')),
    ).toMatchObject({ ok: false, code: 'tempting-rule' });
  });
});
