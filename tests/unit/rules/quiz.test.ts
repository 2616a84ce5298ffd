/**
 * The rules quiz: every shipped item is re-checked against the engine here, independently of the quiz's own
 * judge (legal moves of each ruleset's own position, explainAttempt for the refusals); the verdicts differ
 * across rulesets; the generator is deterministic for a seed; a tampered item is refused with a reason; the
 * page's views carry the engine's sentences and each board in its own convention.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  checkItem,
  DEFAULT_PER_KIND,
  generateQuiz,
  judgeMove,
  QUIZ_KINDS,
  type QuizItem,
  type QuizKind,
} from '../../../src/build/rules/quiz';
import { quizFileSchema, quizItemSchema } from '../../../src/build/rules/quiz-schema';
import { quizItemView } from '../../../src/build/rules/quiz-view';
import { run } from '../../../src/cli/quiz';
import {
  explainAttempt,
  legalMoves,
  makeMoveText,
  moveTextSquares,
  parseSetup,
  setupPosition,
  transformSetup,
  transformSquare,
  VARIANTS,
} from '../../../src/engine/index';
import { explanationText } from '../../../src/i18n/explain';
import { quizStrings } from '../../../src/i18n/quiz';
import { THREE_RULES } from '../../../src/model/one-position';

const file = join(import.meta.dirname, '../../../src/content/rules-quiz/items.json');
const shipped = JSON.parse(readFileSync(file, 'utf8')) as QuizItem[];

/** The engine's verdict on an item under one ruleset, asked without the quiz's code. */
function engineVerdict(item: QuizItem, id: (typeof THREE_RULES)[number]) {
  const setup = parseSetup(VARIANTS[item.numbering], item.fen);
  if (!setup.ok) throw new Error(setup.error.message);
  const moved = transformSetup(setup.value, id);
  if (!moved.ok) throw new Error(moved.error.message);
  const pos = setupPosition(VARIANTS[id], moved.value);
  if (!pos.ok) throw new Error(pos.error.message);
  const squares = moveTextSquares(item.move);
  if (!squares.ok) throw new Error(squares.error.message);
  const path = squares.value.map((s) => transformSquare(VARIANTS[item.numbering], VARIANTS[id], s) ?? 0);
  const legal = legalMoves(pos.value).find(
    (m) => m.path.length === path.length && m.path.every((s, i) => s === path[i]),
  );
  if (legal) return { legal: true as const, pos: pos.value, path, move: legal };
  // The whole path, every landing written, as the comparison pages ask the engine.
  const v = explainAttempt(pos.value, path, { complete: true, exact: true });
  if (v.status !== 'illegal') throw new Error(`${item.id} ${id}: ${v.status}`);
  return { legal: false as const, pos: pos.value, path, reason: v.reason };
}

describe('the shipped quiz', () => {
  it('passes the schema, which asks the engine about every item', () => {
    const r = quizFileSchema.safeParse(shipped);
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([]);
    expect(new Set(shipped.map((i) => i.id)).size).toBe(shipped.length);
  });

  it('has 30–60 items, several of each kind', () => {
    expect(shipped.length).toBeGreaterThanOrEqual(30);
    expect(shipped.length).toBeLessThanOrEqual(60);
    for (const kind of QUIZ_KINDS)
      expect(shipped.filter((i) => i.kind === kind).length, kind).toBeGreaterThan(4);
  });

  it.each(shipped.map((i) => [i.id, i] as const))(
    '%s: each verdict is the engine’s, and they differ',
    (_, item) => {
      const legal = THREE_RULES.map((id) => {
        const e = engineVerdict(item, id);
        const want = item.verdicts[id];
        expect(e.legal, id).toBe(want.legal);
        if (!e.legal && !want.legal) expect(e.reason.code, id).toBe(want.code);
        if (e.legal) expect(e.move.captures.length > 0).toBe(item.move.includes('x'));
        return e.legal;
      });
      expect(new Set(legal).size, 'the three rulesets must not agree').toBe(2);
    },
  );
});

describe('checkItem and the schema refuse a tampered item, with the reason', () => {
  const base = shipped.find((i) => i.kind === 'man-takes-king' && i.verdicts.italian.legal === false);
  if (!base) throw new Error('no man-takes-king item');
  const issues = (item: unknown) => {
    const r = quizItemSchema.safeParse(item);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('accepts the item as shipped', () => {
    expect(checkItem(base)).toEqual([]);
  });

  it('a flipped verdict: the engine disagrees, and says why', () => {
    const tampered = { ...base, verdicts: { ...base.verdicts, italian: { legal: true } } };
    const found = issues(tampered);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(
      `${base.id}: italian: the item says legal, the engine says illegal (man-cannot-capture-king)`,
    );
  });

  it('a wrong refusal code', () => {
    const tampered = {
      ...base,
      verdicts: { ...base.verdicts, italian: { legal: false, code: 'criterion-1' } },
    };
    expect(issues(tampered).join(' ')).toMatch(
      /italian: the item says illegal \(criterion-1\), the engine says illegal \(man-cannot-capture-king\)/,
    );
  });

  it('a move on which the rulesets agree', () => {
    // The same position with the side to move's other man moving where nothing differs: a quiet first move
    // of the start position is legal everywhere.
    const tampered: QuizItem = {
      ...base,
      fen: 'W:W21-32:B1-12',
      move: '21-17',
      verdicts: { italian: { legal: true }, brazilian: { legal: true }, english: { legal: true } },
    };
    expect(checkItem(tampered)).toContain('the three rulesets agree (legal everywhere)');
  });

  it('a wrong kind, an unreadable FEN or move, and a position that cannot be', () => {
    expect(checkItem({ ...base, kind: 'flying-king' })).toEqual([
      'the kind is "man-takes-king", not "flying-king"',
    ]);
    expect(checkItem({ ...base, fen: 'W:W22:Bxx' })[0]).toMatch(/^the FEN cannot be read/);
    expect(checkItem({ ...base, fen: 'W:W1:B18' })[0]).toMatch(/^the position is impossible/);
    expect(issues({ ...base, move: '22 to 13' })[0]).toMatch(/full path/);
  });

  it('names the item in a file of items', () => {
    const tampered = shipped.map((i) =>
      i.id === base.id ? { ...i, verdicts: { ...i.verdicts, italian: { legal: true } } } : i,
    );
    const r = quizFileSchema.safeParse(tampered);
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(r.error.issues[0].path[0]).toBe(shipped.indexOf(base));
    expect(r.error.issues[0].message).toMatch(new RegExp(`^${base.id}: `));
  });
});

describe('a path is judged as written, landing by landing, as the comparison pages judge it', () => {
  const setupOf = (fen: string) => {
    const s = parseSetup(VARIANTS.italian, fen);
    if (!s.ok) throw new Error(s.error.message);
    return s.value;
  };

  it('11x4 is the single jump, refused by criterion 1, never the longer capture that also ends on 4', () => {
    // Italian rules take five pieces from 11 and end on 4 too; the single jump 11x4 (English 10x1) is not that.
    const judged = judgeMove(setupOf('W:WK11:B5,6,K7,K13,14,K22,23'), [11, 4]);
    if (typeof judged === 'string') throw new Error(judged);
    expect(judged.verdicts).toEqual({
      italian: { legal: false, code: 'criterion-1' },
      brazilian: { legal: false, code: 'maximum-capture' },
      english: { legal: true },
    });
  });

  it('a man facing only kings: no legal move, and the rule its capture breaks is named', () => {
    const judged = judgeMove(setupOf('W:W22:BK18,K19'), [22, 15]);
    if (typeof judged === 'string') throw new Error(judged);
    expect(judged.verdicts.italian).toEqual({ legal: false, code: 'no-legal-moves' });
    expect(judged.judgements.italian.reason?.cause?.code).toBe('man-cannot-capture-king');
  });
});

describe('the generator', () => {
  const few = Object.fromEntries(QUIZ_KINDS.map((k) => [k, 2])) as Record<QuizKind, number>;

  it('is deterministic for a seed, and another seed gives other items', () => {
    const a = generateQuiz({ seed: 7, perKind: few });
    const b = generateQuiz({ seed: 7, perKind: few });
    expect(b).toEqual(a);
    expect(generateQuiz({ seed: 8, perKind: few })).not.toEqual(a);
  });

  it('finds what it is asked for, every item checked by the engine, kinds interleaved', () => {
    const items = generateQuiz({ seed: 3, perKind: few });
    for (const kind of QUIZ_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBe(2);
    for (const [n, item] of items.entries()) expect(checkItem({ id: `q-${n}`, ...item })).toEqual([]);
    expect(items.slice(0, QUIZ_KINDS.length).map((i) => i.kind)).toEqual([...QUIZ_KINDS]);
  });

  it('the CLI writes numbered items the schema accepts', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'quiz-')), 'items.json');
    const stdout = new PassThrough();
    let said = '';
    stdout.on('data', (d) => {
      said += String(d);
    });
    const code = await run(['--seed', '7', '--per-kind', '1', '--out', out], {
      stdin: new PassThrough(),
      stdout,
      stderr: new PassThrough(),
    });
    expect(code).toBe(0);
    const written = JSON.parse(readFileSync(out, 'utf8'));
    expect(quizFileSchema.safeParse(written).success).toBe(true);
    expect(written.map((i: QuizItem) => i.id)).toEqual(QUIZ_KINDS.map((_, n) => `q-00${n + 1}`));
    expect(said).toContain(`${QUIZ_KINDS.length} items written`);
    expect(Object.values(DEFAULT_PER_KIND).reduce((a, b) => a + b, 0)).toBe(shipped.length);
  });
});

describe('the page’s view of an item', () => {
  it.each(['it', 'en'] as const)(
    'carries the engine’s sentences and each board in its own numbering (%s)',
    (lang) => {
      for (const item of shipped) {
        const view = quizItemView(item, lang, quizStrings(lang));
        expect(view.rules.map((r) => r.variant)).toEqual([...THREE_RULES]);
        for (const r of view.rules) {
          const e = engineVerdict(item, r.variant);
          expect(r.legal).toBe(e.legal);
          expect(r.path).toEqual(e.path);
          expect(r.darkParity).toBe(VARIANTS[r.variant].geometry.darkParity);
          expect(r.pieces.length).toBe(e.pos.cells.filter((c) => c !== 0).length);
          if (!e.legal) {
            const fmt = (m: Parameters<typeof makeMoveText>[1]) => makeMoveText(e.pos, m);
            expect(r.reason).toBe(explanationText(e.reason, lang, fmt, r.variant));
            expect(r.code).toBe(e.reason.code);
          } else expect(r.reason.length).toBeGreaterThan(10);
        }
        // A quiet move allowed, or a capture that stops, where another ruleset demands a capture: the engine
        // says which rule keeps that capture from this ruleset (a man capturing backwards, a king flying, …).
        if (item.kind === 'compulsory' || item.kind === 'unfinished') {
          for (const r of view.rules.filter((x) => x.legal)) {
            const because = (['man-backward-capture', 'man-cannot-capture-king', 'king-no-fly'] as const).map(
              (code) => explanationText({ code, message: '' }, lang, undefined, r.variant),
            );
            expect(
              because.some((b) => r.reason.endsWith(b)),
              `${item.id} ${r.variant}: ${r.reason}`,
            ).toBe(true);
          }
        }
        // The Italian board is the mirror: its squares are never the English numbers of the same pieces.
        const [italian, , english] = view.rules;
        expect(
          italian.pieces.map((p) => transformSquare(VARIANTS.italian, VARIANTS.english, p.square)),
        ).toEqual(expect.arrayContaining(english.pieces.map((p) => p.square)));
      }
    },
  );
});
