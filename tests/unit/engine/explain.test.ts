import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  applyPrecedence,
  captureSequences,
  type ExplainCode,
  explainAttempt,
  explainText,
  legalMoves,
  type Position,
  parseFen,
  parseFenFor,
  VARIANTS,
} from '../../../src/engine/index';
import { explanationText } from '../../../src/i18n/explain';

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
  it('plays the traced path, not another capture through the same squares (English ring)', () => {
    const p = pos('english', 'B:WK1,6,10,11,K17,18,K19,K20,25,26,K28:BK7');
    const v = explainAttempt(p, [7, 14, 23]);
    if (v.status === 'legal') expect(v.move.path.slice(0, 3)).toEqual([7, 14, 23]);
    else expect(v.status).toBe('partial');
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

  for (const [file, variant] of [
    ['italian', 'italian'],
    ['international', 'international'],
    ['english', 'english'],
  ] as const) {
    it(`every legal path of every ${file} reference position, clicked step by step`, () => {
      const lines = readFileSync(`tests/fixtures/reference/positions/${file}.jsonl`, 'utf8')
        .trim()
        .split('\n');
      let paths = 0;
      for (const line of lines) {
        const { fen } = JSON.parse(line) as { fen: string };
        const r = parseFen(VARIANTS[variant], fen, { strict: false });
        if (!r.ok) throw new Error(fen);
        const p = r.value;
        const seqs = captureSequences(p);
        const legal = seqs.length > 0 ? applyPrecedence(p.variant, seqs) : legalMoves(p);
        for (const m of legal) {
          paths++;
          for (let k = 1; k < m.path.length; k++) {
            const v = explainAttempt(p, m.path.slice(0, k + 1));
            if (k < m.path.length - 1) expect(v.status, `${fen} ${m.path.slice(0, k + 1)}`).toBe('partial');
            else {
              expect(v.status, `${fen} ${m.path}`).toBe('legal');
              if (v.status === 'legal') expect(v.move.path, fen).toEqual(m.path);
            }
          }
        }
      }
      expect(paths).toBeGreaterThan(1000);
    });
  }
});
