import { describe, expect, it } from 'vitest';
import {
  applyPrecedence,
  captureSequences,
  disambiguationSquares,
  landingPath,
  legalMoves,
  longMoveText,
  type Move,
  makeMoveText,
  moveKey,
  type Position,
  parseMoveText,
  routeSquares,
} from '../../../src/engine';
import { position, REFERENCE_FILES, referencePositions } from './fixtures';

function parsed(pos: Position, text: string): Move {
  const r = parseMoveText(pos, text);
  if (!r.ok) throw new Error(`${text}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

describe('makeMoveText: the shortest unambiguous PDN form', () => {
  it('quiet moves and captures', () => {
    const pos = position('italian', 'W:W22,K32:B10,18,K28');
    expect(legalMoves(pos).map((m) => makeMoveText(pos, m))).toEqual(['22x6']);
    const start = position('italian', 'W:W21-32:B1-12');
    expect(legalMoves(start).map((m) => makeMoveText(start, m))).toContain('22-18');
  });

  it('INT-8: two captures share start and end, so both are written with their turning squares', () => {
    const pos = position('international', 'W:WK10:B14,33,38,40');
    expect(
      legalMoves(pos)
        .map((m) => makeMoveText(pos, m))
        .sort(),
    ).toEqual(['10x28x44x35', '10x32x49x35']);
  });

  it('EN-4: a capture that ends on its start square is written 10x10', () => {
    const pos = position('english', 'B:W14,15,22,23:BK10');
    const [m] = legalMoves(pos);
    expect(makeMoveText(pos, m)).toBe('10x10');
    expect(disambiguationSquares(pos.variant, m)).toEqual(m.path.slice(1, -1));
  });

  it('a flying king that goes straight on is disambiguated by the square right behind the piece it took', () => {
    const pos = position('international', 'W:WK46:B37,28');
    const moves = legalMoves(pos);
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) {
      expect(m.captures).toEqual([37, 28]);
      expect(disambiguationSquares(pos.variant, m)).toEqual([32]);
      expect(longMoveText(pos.variant, m)).toBe(`46x32x${m.to}`);
    }
  });

  it('long forms exactly where PDN needs them: every reference position, every move reads back as itself', () => {
    const bad: string[] = [];
    let longForms = 0;
    for (const [file, variant] of REFERENCE_FILES) {
      for (const r of referencePositions(file)) {
        const pos = position(variant, r.fen);
        const legal = legalMoves(pos);
        for (const m of legal) {
          const text = makeMoveText(pos, m, legal);
          const twins = legal.filter((o) => o.from === m.from && o.to === m.to).length;
          // PDN 3.0: one intermediate square per captured piece but the last, so a single capture stays short.
          const long = twins > 1 && m.captures.length > 1;
          if (text.split(/[-x]/).length !== (long ? m.captures.length + 1 : 2))
            bad.push(`${r.fen} ${text}: wrong form`);
          if (twins > 1) longForms++;
          const back = parseMoveText(pos, text);
          if (!back.ok || moveKey(back.value) !== moveKey(m))
            bad.push(`${r.fen} ${text}: does not read back`);
        }
      }
    }
    expect(bad).toEqual([]);
    expect(longForms).toBeGreaterThan(0);
  });
});

describe('parseMoveText', () => {
  const italian = position('italian', 'W:W22,K32:B10,18,K28');

  it('accepts -, x and : separators, leading zeros, full paths, strength marks and */+', () => {
    for (const text of [
      '22x6',
      '22X6',
      '22:6',
      '22-6',
      '022x006',
      '22x13x6',
      '22x6!',
      '22x6?!',
      '22x6!!',
      '22x6*',
      '22x6+',
      ' 22 x 6 ',
    ]) {
      expect(moveKey(parsed(italian, text)), text).toBe('22>6:10,18');
    }
  });

  it('keeps the path the player wrote (RULES §0.2): both ways round the EN-4 ring', () => {
    const pos = position('english', 'B:W14,15,22,23:BK10');
    expect(parsed(pos, '10x17x26x19x10').path).toEqual([10, 17, 26, 19, 10]);
    expect(parsed(pos, '10x19x26x17x10').path).toEqual([10, 19, 26, 17, 10]);
    expect(parsed(pos, '10x10').captures.length).toBe(4);
  });

  it('every legal sequence written in full reads back as that sequence (flying kings included)', () => {
    const bad: string[] = [];
    let checked = 0;
    for (const [file, variant] of REFERENCE_FILES) {
      for (const r of referencePositions(file)) {
        const pos = position(variant, r.fen);
        for (const s of applyPrecedence(pos.variant, captureSequences(pos))) {
          const text = s.path.join('x');
          const m = parseMoveText(pos, text);
          if (!m.ok || m.value.path.join('x') !== text || moveKey(m.value) !== moveKey(s))
            bad.push(`${r.fen} ${text}`);
          checked++;
        }
      }
    }
    expect(bad).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  it('INT-8: the short form is ambiguous and the error lists both candidates', () => {
    const pos = position('international', 'W:WK10:B14,33,38,40');
    const r = parseMoveText(pos, '10x35');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('ambiguous');
    expect([...(r.error.candidates ?? [])].sort()).toEqual(['10x28x44x35', '10x32x49x35']);
    // One intermediate square is enough to tell them apart.
    expect(parsed(pos, '10x32x35').captures).toEqual([14, 38, 40]);
    expect(parsed(pos, '10x44x35').captures).toEqual([14, 33, 40]);
  });

  it('error codes: empty, syntax, square-out-of-range, no-such-move', () => {
    const code = (text: string) => {
      const r = parseMoveText(italian, text);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code('')).toBe('empty');
    expect(code('  ')).toBe('empty');
    expect(code('22')).toBe('syntax');
    expect(code('22-')).toBe('syntax');
    expect(code('a3-b4')).toBe('syntax');
    expect(code('22–18')).toBe('syntax');
    expect(code('22x33')).toBe('square-out-of-range');
    expect(code('0-4')).toBe('square-out-of-range');
    expect(code('32x23')).toBe('no-such-move'); // FID criterion 1 rules it out (IT-1)
    expect(code('22-18')).toBe('no-such-move'); // capture is compulsory
    expect(code('22x14x6')).toBe('no-such-move'); // 14 is not on the way
  });

  it('a quiet move written with x is still the quiet move (Italian books use - for everything)', () => {
    const pos = position('italian', 'W:W21-32:B1-12');
    expect(moveKey(parsed(pos, '22x18'))).toBe('22>18:');
  });
});

describe('paths for the UI', () => {
  it('landingPath gives the squares to click; routeSquares every square crossed', () => {
    const pos = position('international', 'W:WK46:B24,28');
    const m = parsed(pos, '46x30');
    expect(landingPath(m)).toEqual([46, 19, 30]);
    expect(routeSquares(pos.variant, m)).toEqual([46, 41, 37, 32, 23, 19, 30]);
    const quiet = position('italian', 'W:W21-32:B1-12');
    expect(routeSquares(quiet.variant, parsed(quiet, '22-18'))).toEqual([22, 18]);
  });
});
