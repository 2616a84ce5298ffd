import { describe, expect, it } from 'vitest';
import {
  applyPrecedence,
  captureSequences,
  type ExplainCode,
  explainAttempt,
  explainText,
  legalMoves,
  moveKey,
  type Position,
  parseFenFor,
} from '../../../src/engine/index';
import { explanationText } from '../../../src/i18n/explain';
import { position, REFERENCE_FILES, REFERENCE_SIZES, referencePositions } from './fixtures';

function pos(variant: string, fen: string): Position {
  const r = parseFenFor(variant, fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** [variant, FEN, attempted move, expected code, extra check on the explanation] */
const CASES: Array<[string, string, string, ExplainCode]> = [
  // FID precedence, each criterion (RULES §7: IT-1, IT-2, IT-2b, IT-3, IT-4, IT-9)
  ['italian', 'W:W22,K32:B10,18,K28', '32x23', 'criterion-1'],
  ['italian', 'W:W22,K14:B18', '22x13', 'criterion-2'],
  ['italian', 'W:W22,K32:B18,28', '22x13', 'criterion-2'],
  ['italian', 'W:WK19:B15,K22', '19x12', 'criterion-3'],
  ['italian', 'W:WK19:BK15,K21,7,22', '19x17', 'criterion-4'],
  ['italian', 'W:WK3:BK6,K13,14,21,K23', '3x28', 'criterion-4'],
  // International maximum capture (INT-3, INT-7), ambiguity (INT-8), Turkish strike (INT-5), two in a row
  ['international', 'W:WK11,40:B43,44', '11x50', 'maximum-capture'],
  ['international', 'W:WK46:B24,28', '46x23', 'maximum-capture'],
  ['international', 'W:WK10:B14,33,38,40', '10x35', 'ambiguous'],
  ['international', 'W:WK46:B12,13,28,33', '46x19x8x17x39', 'ghost-blocks'],
  // A man is not blocked by a piece it took: coming back over it is jumping it twice (found by the property test).
  ['international', 'B:W10,13,14,18,23,28,37,46,48,49,50:B31,32', '32x41x19', 'jump-twice'],
  ['international', 'W:WK46,41:B37,23', '46x32', 'own-piece'],
  ['international', 'W:WK46,50:B37,41', '46x32', 'two-pieces'],
  // Men and kings
  ['italian', 'W:W22,24:BK18', '22x13', 'man-cannot-capture-king'],
  ['italian', 'W:W19,31:B23', '19x28', 'man-backward-capture'],
  ['italian', 'W:W22,31:B5', '22-26', 'man-backward'],
  ['italian', 'W:W22,31:B5', '22-15', 'man-one-square'],
  ['italian', 'W:WK19,31:B5', '19-10', 'king-no-fly'],
  ['english', 'B:W21:BK10', '10-24', 'king-no-fly'],
  ['italian', 'W:WK19:B15,20', '19x12x19', 'jump-twice'],
  ['italian', 'W:W11:B5,6', '11x2x9', 'promotion-ends-capture'],
  ['english', 'B:W14,16,24:B9,11', '11x20', 'capture-unfinished'],
  ['english', 'B:W14,15,22,23:BK10', '10-6', 'must-capture'],
  ['italian', 'W:W22,31:B5', '22-18x9', 'nothing-to-capture'],
  // Board and turn
  ['italian', 'W:W22,31:B5', '22-17', 'not-diagonal'],
  ['italian', 'W:W22,31:B5,18', '22-18', 'square-occupied'],
  ['italian', 'W:W22,31:B5', '25-21', 'empty-square'],
  ['italian', 'W:W22,31:B5', '5-9', 'not-your-piece'],
  ['italian', 'W:W22,31:B5', '0-4', 'not-playing-square'],
  ['italian', 'W:W22:BK18,K19', '22-17', 'no-legal-moves'],
  ['international', 'W:WK46:B37,41', '46x32', 'no-legal-moves'],
];

describe('why-not explanations', () => {
  it.each(CASES)('%s %s: %s is refused with %s', (variant, fen, move, code) => {
    const v = explainText(pos(variant, fen), move);
    expect(v.status).toBe('illegal');
    if (v.status !== 'illegal') return;
    expect(v.reason.code).toBe(code);
    // Every code has a sentence in both languages, with no unfilled value.
    for (const lang of ['it', 'en'] as const) {
      const s = explanationText(v.reason, lang);
      expect(s.length).toBeGreaterThan(10);
      expect(s).not.toMatch(/undefined|NaN/);
    }
  });

  it('names the capture that outranks the attempt', () => {
    const v = explainText(pos('italian', 'W:W22,K14:B18'), '22x13');
    if (v.status !== 'illegal') throw new Error('expected illegal');
    expect(v.reason.better?.path).toEqual([14, 21]);
    expect(v.reason.attempted?.captures).toEqual([18]);
    expect(explanationText(v.reason, 'it')).toContain('14x21');
    expect(explanationText(v.reason, 'en')).toContain('with the king');
  });

  it('lists the pieces that must capture', () => {
    const v = explainText(pos('english', 'B:W14,16,24:B9,11,1'), '1-5');
    if (v.status !== 'illegal') throw new Error('expected illegal');
    expect(v.reason.code).toBe('must-capture');
    expect(v.reason.capturers).toEqual([9, 11]);
  });

  it('with `exact`, a written path is that path only: no shortcut to a longer capture ending there', () => {
    // RULES §0.1 and IT-9 territory: the king on 11 takes five ending on 4; the single jump 11x4 also ends on 4.
    const p = pos('italian', 'W:WK11:B5,6,K7,K13,14,K22,23');
    const loose = explainAttempt(p, [11, 4], { complete: true });
    expect(loose.status).toBe('legal');
    const exact = explainAttempt(p, [11, 4], { complete: true, exact: true });
    expect(exact.status).toBe('illegal');
    if (exact.status === 'illegal') {
      expect(exact.reason.code).toBe('criterion-1');
      expect(exact.reason.attempted?.captures).toEqual([7]);
    }
  });

  it('with `exact`, a lost position also names the rule the written move breaks', () => {
    const p = pos('italian', 'W:W22:BK18,K19');
    const plain = explainAttempt(p, [22, 13], { complete: true });
    expect(plain.status === 'illegal' && plain.reason.cause).toBeFalsy();
    const v = explainAttempt(p, [22, 13], { complete: true, exact: true });
    if (v.status !== 'illegal') throw new Error('expected illegal');
    expect(v.reason.code).toBe('no-legal-moves');
    expect(v.reason.cause?.code).toBe('man-cannot-capture-king');
    expect(explanationText(v.reason, 'en')).toBe(
      'In Italian draughts a man may not capture a king. There is no legal move: the side to move has lost.',
    );
  });

  it('accepts one click on the final square of an unambiguous multi-capture', () => {
    const v = explainAttempt(pos('italian', 'W:W22,K32:B10,18,K28'), [22, 6]);
    expect(v.status).toBe('legal');
    if (v.status === 'legal') expect(v.move.path).toEqual([22, 13, 6]);
  });

  it('guides a partial capture: next squares, final squares and pieces already taken', () => {
    const v = explainAttempt(pos('international', 'W:WK46:B12,13,28,33'), [46, 19]);
    expect(v.status).toBe('partial');
    if (v.status !== 'partial') return;
    expect(v.next).toEqual([8]);
    expect(v.finals).toEqual([17, 21, 26]);
    expect(v.taken).toEqual([28]);
  });

  it('accepts every landing square a flying king may choose (INT-4)', () => {
    const p = pos('international', 'W:WK17,18:B11,12,K22,K44');
    for (const mid of [28, 33, 39]) {
      const v = explainAttempt(p, [17, mid, 50]);
      expect(v.status).toBe('legal');
    }
  });

  it('marks an ambiguous end square and asks for the way (INT-8)', () => {
    const v = explainAttempt(pos('international', 'W:WK10:B14,33,38,40'), [10, 35]);
    expect(v.status).toBe('partial');
    if (v.status === 'partial') {
      expect(v.ambiguous).toBe(true);
      expect(v.next).toEqual([28, 32]);
    }
  });

  it('explains why a selected piece cannot move when another must capture', () => {
    const v = explainAttempt(pos('italian', 'W:W22,K14,31:B18'), [31]);
    expect(v.status).toBe('illegal');
    if (v.status === 'illegal') {
      expect(v.reason.code).toBe('must-capture');
      expect(v.reason.capturers).toEqual([14]);
    }
  });
});

describe('entering a capture square by square plays exactly the path traced', () => {
  describe('English ring: eight capture paths of one king, four moves, squares shared between them', () => {
    // Black king on 7 (English kings do not fly; captures are free, no precedence). Checked by hand on the
    // board: out over 10 or over 11, round the ring 14-21-30-23-16 either way, home to 7 or stopping early.
    const ring = pos('english', 'B:WK1,6,10,11,K17,18,K19,K20,25,26,K28:BK7');
    const PATHS: ReadonlyArray<readonly [string, string]> = [
      ['7-14-21-30-23-14', '7>14:10,17,18,25,26'],
      ['7-14-23-30-21-14', '7>14:10,17,18,25,26'],
      ['7-14-21-30-23-16-7', '7>7:10,11,17,19,25,26'],
      ['7-16-23-30-21-14-7', '7>7:10,11,17,19,25,26'],
      ['7-14-23-16-7', '7>7:10,11,18,19'],
      ['7-16-23-14-7', '7>7:10,11,18,19'],
      ['7-16-23-14-21-30-23', '7>23:11,17,18,19,25,26'],
      ['7-16-23-30-21-14-23', '7>23:11,17,18,19,25,26'],
    ];
    const squares = (path: string) => path.split('-').map(Number);
    const sorted = <T>(xs: Iterable<T>) => [...new Set(xs)].sort();

    it('has exactly these legal paths and moves', () => {
      expect(sorted(captureSequences(ring).map((s) => s.path.join('-')))).toEqual(
        sorted(PATHS.map(([p]) => p)),
      );
      expect(sorted(legalMoves(ring).map(moveKey))).toEqual(sorted(PATHS.map(([, k]) => k)));
    });

    it('every path, square by square: still open with the right continuations, then exactly that path', () => {
      for (const [path, key] of PATHS) {
        const full = squares(path);
        for (let k = 1; k < full.length; k++) {
          const entered = full.slice(0, k + 1);
          const v = explainAttempt(ring, entered);
          const at = entered.join('-');
          if (k === full.length - 1) {
            expect(v.status, at).toBe('legal');
            if (v.status === 'legal') {
              expect(v.move.path.join('-'), at).toBe(path);
              expect(moveKey(v.move), at).toBe(key);
            }
            expect(explainText(ring, full.join('x')), at).toMatchObject({
              status: 'legal',
              move: { path: full },
            });
            continue;
          }
          // The paths that begin with what was entered, and only those, are still possible.
          const going = PATHS.filter(([p]) => p.startsWith(`${at}-`));
          expect(v.status, at).toBe('partial');
          if (v.status !== 'partial') continue;
          expect(sorted(v.candidates.map(moveKey)), at).toEqual(sorted(going.map(([, k]) => k)));
          expect(v.next, at).toEqual(sorted(going.map(([p]) => squares(p)[k + 1])).sort((a, b) => a - b));
          expect(v.ambiguous, at).toBe(false);
        }
      }
    });

    it('7-14-23 goes on by 16 or by 30, with 10 and 18 taken', () => {
      const v = explainAttempt(ring, [7, 14, 23]);
      expect(v).toMatchObject({ status: 'partial', next: [16, 30], finals: [7, 14], taken: [10, 18] });
      if (v.status === 'partial')
        expect(v.candidates.map((m) => m.path.join('-')).sort()).toEqual([
          '7-14-23-16-7',
          '7-14-23-30-21-14',
        ]);
    });

    it('a click on the final square: played when one move ends there, asks for the way when two do', () => {
      // [7, 23]: two paths end on 23, but they are one move (same pieces taken).
      const to23 = explainAttempt(ring, [7, 23]);
      expect(to23.status).toBe('legal');
      if (to23.status === 'legal') expect(moveKey(to23.move)).toBe('7>23:11,17,18,19,25,26');
      // [7, 7] and [7, 14, 7]: the short and the long ring both come home to 7.
      for (const entered of [
        [7, 7],
        [7, 14, 7],
        [7, 16, 23, 7],
      ]) {
        const v = explainAttempt(ring, entered);
        expect(v, entered.join('-')).toMatchObject({ status: 'partial', ambiguous: true, finals: [7] });
        if (v.status === 'partial')
          expect(sorted(v.candidates.map(moveKey))).toEqual(['7>7:10,11,17,19,25,26', '7>7:10,11,18,19']);
        expect(explainAttempt(ring, entered, { complete: true })).toMatchObject({
          status: 'illegal',
          reason: { code: 'ambiguous' },
        });
      }
      // [7, 14, 23, 7]: only the short ring goes 7-14-23 and comes home.
      expect(explainAttempt(ring, [7, 14, 23, 7])).toMatchObject({
        status: 'legal',
        move: { path: [7, 14, 23, 16, 7] },
      });
    });

    it('refuses what no path does, with the reason', () => {
      const code = (entered: number[]) => {
        const v = explainAttempt(ring, entered, { complete: true });
        return v.status === 'illegal' ? v.reason.code : v.status;
      };
      expect(code([7, 14])).toBe('capture-unfinished');
      expect(code([7, 14, 23, 16])).toBe('capture-unfinished');
      expect(code([7, 10])).toBe('square-occupied');
      expect(code([7, 2])).toBe('must-capture');
      expect(code([7, 14, 23, 14, 7])).toBe('jump-twice');
      expect(code([7, 16, 23, 27])).toBe('nothing-to-capture');
    });
  });

  it('accepts the full path of a capture whose end square other captures share', () => {
    const v = explainAttempt(pos('english', 'B:W5,6,9,K11,K17,K18,19,K26,27,29,30,K32:B4,K31'), [31, 22, 13]);
    expect(v.status).toBe('legal');
    if (v.status === 'legal') expect(v.move.path).toEqual([31, 22, 13]);
    expect(
      explainText(pos('english', 'B:W5,6,9,K11,K17,K18,19,K26,27,29,30,K32:B4,K31'), '31x22x13').status,
    ).toBe('legal');
  });

  it('keeps a traced prefix as a partial capture with its real continuations (International)', () => {
    const v = explainAttempt(
      pos('international', 'B:W11,12,K16,19,20,K23,28,31,38,K39,41:B2,K8,K24,K27'),
      [27, 36, 47],
    );
    expect(v.status).toBe('partial');
    if (v.status === 'partial') {
      expect(v.ambiguous).toBe(false);
      expect(v.next).toContain(33);
    }
  });

  for (const [file, variant] of REFERENCE_FILES) {
    it(`every legal path of every ${file} reference position, clicked step by step`, () => {
      const all = referencePositions(file);
      // Every position of the file, the criterion-4 file included (REFERENCE_SIZES pins the counts).
      expect(all.length).toBe(REFERENCE_SIZES[file].positions);
      const bad: string[] = [];
      for (const r of all) {
        const p = position(variant, r.fen);
        const seqs = captureSequences(p);
        // Every path, not only one per move: a flying king's landing squares, both ways round a ring.
        const paths = seqs.length > 0 ? applyPrecedence(p.variant, seqs) : legalMoves(p);
        const played = new Set<string>();
        for (const m of paths) {
          for (let k = 1; k < m.path.length; k++) {
            const entered = m.path.slice(0, k + 1);
            const v = explainAttempt(p, entered);
            if (k < m.path.length - 1) {
              if (v.status !== 'partial') bad.push(`${r.fen} ${entered.join('-')}: ${v.status}, not partial`);
            } else if (v.status !== 'legal' || v.move.path.join('-') !== m.path.join('-')) {
              bad.push(
                `${r.fen} ${m.path.join('-')}: ${v.status === 'legal' ? v.move.path.join('-') : v.status}`,
              );
            } else played.add(moveKey(v.move));
          }
        }
        // The moves played by clicking are exactly the independently labelled ones.
        if ([...played].sort().join(' ') !== [...r.moves].sort().join(' '))
          bad.push(
            `${r.fen}: clicked ${[...played].sort().join(' ')}, labelled ${[...r.moves].sort().join(' ')}`,
          );
      }
      expect(bad).toEqual([]);
    });
  }
});
