import { describe, expect, it } from 'vitest';
import {
  type FenErrorCode,
  makeFen,
  parseFen,
  parseFenFor,
  startPosition,
  VARIANTS,
} from '../../../src/engine';
import { REFERENCE_FILES, referencePositions, rulesPositions } from './fixtures';

describe('FEN round trips: makeFen(parseFen(x)) === x', () => {
  for (const [file, variant] of REFERENCE_FILES) {
    it(`every FEN of ${file}`, () => {
      const bad: string[] = [];
      for (const { fen } of referencePositions(file)) {
        const r = parseFen(VARIANTS[variant], fen, { strict: false });
        if (!r.ok || makeFen(r.value) !== fen) bad.push(fen);
      }
      expect(bad).toEqual([]);
    });
  }

  it('the RULES §7 positions (written in any order) come back canonical and stable', () => {
    for (const t of rulesPositions()) {
      const r = parseFenFor(t.variant, t.fen);
      if (!r.ok) throw new Error(t.fen);
      const once = makeFen(r.value);
      const again = parseFenFor(t.variant, once);
      expect(again.ok && makeFen(again.value)).toBe(once);
      expect(again.ok && [...again.value.cells]).toEqual([...r.value.cells]);
    }
  });

  it('the start positions', () => {
    expect(makeFen(startPosition(VARIANTS.italian))).toBe(
      'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12',
    );
    expect(makeFen(startPosition(VARIANTS.english)).startsWith('B:W21,')).toBe(true);
  });

  it('reads the lenient forms the standard allows and writes them canonically', () => {
    const cases: [string, string][] = [
      ['W:W21-32:B1-12', makeFen(startPosition(VARIANTS.italian))],
      ['[FEN "W:W22,21:BK3"]', 'W:W21,22:BK3'],
      ['w:b3:w22.', 'W:W22:B3'],
      [' W : W 22 , K32 : B 10 ', 'W:W22,K32:B10'],
      ['B:W11:B', 'B:W11:B'],
      ['?:BK1-2:W30', 'W:W30:BK1,K2'],
    ];
    for (const [input, canonical] of cases) {
      const r = parseFen(VARIANTS.italian, input);
      expect(r.ok && makeFen(r.value), input).toBe(canonical);
    }
  });
});

describe('every FEN error code, with its fields', () => {
  const cases: ReadonlyArray<readonly [string, string, FenErrorCode, Record<string, unknown>]> = [
    ['italian', '', 'empty', {}],
    ['italian', '   ', 'empty', {}],
    ['checkers', 'W:W21:B1', 'unknown-variant', { token: 'checkers' }],
    ['italian', 'W:W21:B1:W3', 'syntax', {}],
    ['italian', 'W:X21:B1', 'syntax', { token: 'X21' }],
    ['italian', 'W:W21:W22', 'syntax', {}],
    ['italian', 'X:W21:B1', 'bad-turn', { token: 'X' }],
    ['italian', 'W:W21,abc:B1', 'bad-square', { token: 'abc' }],
    ['italian', 'W:W30-25:B1', 'bad-square', { token: '30-25' }],
    ['italian', 'W:W33:B1', 'square-out-of-range', { square: 33, max: 32 }],
    ['international', 'W:W0:B1', 'square-out-of-range', { square: 0, max: 50 }],
    ['italian', 'W:W21,21:B1', 'duplicate-square', { square: 21 }],
    ['italian', 'W:W21:B21', 'duplicate-square', { square: 21 }],
    ['italian', 'W:W2:B10', 'man-on-promotion-row', { square: 2, color: 'white' }],
    ['english', 'B:W21:B30', 'man-on-promotion-row', { square: 30, color: 'black' }],
    ['italian', 'W:W13-32:B1', 'too-many-pieces', { color: 'white', max: 12 }],
    ['international', 'W:W21-50:B1', 'too-many-pieces', { color: 'white', max: 20 }],
  ];
  for (const [variant, fen, code, fields] of cases) {
    it(`${variant} "${fen}" → ${code}`, () => {
      const r = parseFenFor(variant, fen);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe(code);
      expect(r.error).toMatchObject(fields);
      expect(r.error.message.length).toBeGreaterThan(10);
    });
  }

  it('too-many-pieces is only checked when strict (the oracle sets need more)', () => {
    expect(parseFenFor('italian', 'W:W13-32:B1', { strict: false }).ok).toBe(true);
  });
});
