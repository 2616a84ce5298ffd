/**
 * Concept pairs (src/content/rules/pairs.yaml): the schema and the engine's verification of every board, and
 * broken pairs rejected with the pair, the board and the reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROWS } from '../../../src/build/rules/compare';
import { type ConceptPair, conceptPairSchema, conceptPairsSchema } from '../../../src/build/rules/pairs';
import { explainText, parseFen, parseMoveText, VARIANTS } from '../../../src/engine/index';

const file = join(import.meta.dirname, '../../../src/content/rules/pairs.yaml');
const raw = (): ConceptPair[] => parse(readFileSync(file, 'utf8'));

/** The problems the schema finds in a file's data, "path: message". */
const problems = (data: unknown): string[] => {
  const r = conceptPairsSchema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

/** A copy of the file's pairs with one pair changed. */
const withPair = (id: string, change: (p: ConceptPair) => void): ConceptPair[] => {
  const pairs = raw();
  const p = pairs.find((x) => x.id === id);
  if (!p) throw new Error(`no pair ${id}`);
  change(p);
  return pairs;
};

describe('the concept pairs in the repository', () => {
  const pairs = conceptPairsSchema.parse(raw());

  it('pass the schema, and the engine verifies every board', () => {
    expect(problems(raw())).toEqual([]);
    expect(pairs.length).toBeGreaterThanOrEqual(7);
  });

  it('give each board the verdict the file claims, asked of the engine directly', () => {
    for (const pair of pairs) {
      for (const b of pair.boards) {
        const pos = parseFen(VARIANTS[b.variant], b.fen);
        if (!pos.ok) throw new Error(pos.error.message);
        const v = explainText(pos.value, b.try);
        if (b.refused) {
          expect(v.status, `${pair.id} ${b.variant}`).toBe('illegal');
          if (v.status === 'illegal') expect(v.reason.code, `${pair.id} ${b.variant}`).toBe(b.refused);
          expect(parseMoveText(pos.value, b.answer ?? '').ok, `${pair.id} ${b.variant} answer`).toBe(true);
        } else {
          expect(v.status, `${pair.id} ${b.variant}`).toBe('legal');
        }
      }
    }
  });

  it('cover every rule difference the brief names, each row one whose data differ', () => {
    const rows = new Set(pairs.map((p) => p.row));
    for (const row of ['manTakesKing', 'manCaptures', 'kingCaptures', 'precedence', 'crowning', 'removal'])
      expect(rows.has(row as never), row).toBe(true);
    for (const p of pairs) {
      const spec = ROWS.find((r) => r.id === p.row);
      const [a, b] = p.boards.map((x) => VARIANTS[x.variant]);
      expect(spec?.key(a), p.id).not.toBe(spec?.key(b));
    }
  });

  it('compare English free choice and International maximum capture with the Italian criteria', () => {
    const precedence = pairs.filter((p) => p.row === 'precedence').map((p) => p.boards[1].variant);
    expect(precedence.sort()).toEqual(['english', 'international']);
  });
});

describe('broken pairs are rejected with the pair, the board and the reason', () => {
  it('a tempting move the engine allows, claimed refused', () => {
    const data = withPair('man-takes-king', (p) => {
      p.boards[1].refused = 'man-cannot-capture-king';
      p.boards[1].answer = '23x16';
    });
    expect(problems(data).join('\n')).toMatch(
      /pair "man-takes-king": board 2 \(english\): tempting move "23x16" is legal, not refused/,
    );
  });

  it('a refusal with the wrong code', () => {
    const data = withPair('flying-king', (p) => {
      p.boards[0].refused = 'man-backward';
    });
    expect(problems(data).join('\n')).toMatch(
      /board 1 \(italian\): tempting move "32x10" is refused with king-no-fly, not man-backward/,
    );
  });

  it('an answer that is not legal', () => {
    const data = withPair('king-must-take', (p) => {
      p.boards[0].answer = '22x13';
    });
    expect(problems(data).join('\n')).toMatch(
      /pair "king-must-take": board 1 \(italian\): answer "22x13" is not legal/,
    );
  });

  it('an 8×8 pair whose boards are not the same physical position (an Italian FEN pasted on the English board)', () => {
    const data = withPair('man-takes-king', (p) => {
      p.boards[1].fen = 'W:W22,28:B3,K18';
      p.boards[1].try = '22x13';
    });
    const text = problems(data).join('\n');
    expect(text).toMatch(/not the same position: italian "W:W22,28:B3,K18" is english "W:W23,25:B2,K19"/);
    expect(text).toMatch(/not the same move: italian "22x13" is english "23x16", not "22x13"/);
  });

  it('a row on which the two games agree, and a pair with no difference', () => {
    const data = withPair('men-capture-backwards', (p) => {
      p.row = 'manMoves';
    });
    expect(problems(data).join('\n')).toMatch(/row "manMoves" is the same in italian and international/);
    const same = withPair('turkish-strike', (p) => {
      p.boards[1] = { ...p.boards[0] };
    });
    const text = problems(same).join('\n');
    expect(text).toMatch(/both boards are italian/);
    expect(text).toMatch(/both boards give the same verdict \(legal\)/);
  });

  it('a missing language, a third board, a repeated id', () => {
    const pair = raw()[0];
    const noEnglish = { ...pair, title: { it: pair.title.it } };
    expect(conceptPairSchema.safeParse(noEnglish).success).toBe(false);
    const three = { ...pair, boards: [...pair.boards, pair.boards[0]] };
    expect(conceptPairSchema.safeParse(three).error?.issues[0].message).toBe('a pair has exactly two boards');
    expect(problems([pair, pair]).join('\n')).toMatch(/pair id "man-takes-king" is used twice/);
  });
});
