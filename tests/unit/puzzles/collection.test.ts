/**
 * The shipped puzzle collection, read from disk as the build reads it: every set valid, every puzzle proved
 * by the engine. And the collection checks themselves: a second solution, a duplicate id, a set in the wrong
 * variant's folder, a puzzle of another theme, and issue 20's checks (a duplicate position, a precedence
 * rule not isolated, too many first steps) are reported with the file, the id and the reason; proofs are
 * cached by content and proved again when the puzzle or the engine changes.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import EXCLUDED from '../../../src/build/puzzles/excluded.json';
import {
  canonicalJson,
  collectionChecks,
  type Exclusion,
  engineSalt,
  ID_PREFIX,
  proofSalt,
  proveSets,
  puzzleKey,
  type SetFile,
  unknownExclusions,
} from '../../../src/build/puzzles/prove';
import type { PuzzleRecord } from '../../../src/build/puzzles/schema';
import { PROOF_VERSION } from '../../../src/engine/index';
import { loadPuzzleSets } from './load';

const record = (over: Partial<PuzzleRecord> & Pick<PuzzleRecord, 'id'>): PuzzleRecord => ({
  kind: 'precedence',
  theme: 'criterion-1',
  fen: 'W:W22,K32:B10,18,K28',
  line: [{ learner: ['22x6'] }],
  rating: 1000,
  explanation: { it: 'Criterio 1.', en: 'Criterion 1.' },
  ...over,
});

const c1File = (puzzles: PuzzleRecord[], file = 'src/content/puzzles/italian/criterion-1.json'): SetFile => ({
  file,
  set: { variant: 'italian', theme: 'criterion-1', puzzles },
});

describe('the shipped collection', () => {
  const { sets, problems } = loadPuzzleSets();

  it('every set file is a valid set', () => {
    expect(problems).toEqual([]);
    expect(sets.length).toBeGreaterThan(0);
  });

  it('every shipped puzzle is proved by the engine or held back on the exclusion list, which is true', () => {
    const excluded: Record<string, Exclusion> = EXCLUDED;
    const r = proveSets(sets, { excluded });
    // No problem: every puzzle not on the list proves, and every puzzle on it fails (with the code recorded).
    expect(r.problems).toEqual([]);
    expect(unknownExclusions(sets, excluded)).toEqual([]);
    expect(r.puzzles).toBe(sets.reduce((n, s) => n + s.set.puzzles.length, 0));
    expect(r.proved).toBe(r.puzzles);
    expect(r.excluded.map((x) => x.id).sort()).toEqual(Object.keys(excluded).sort());
    for (const x of r.excluded) expect(x.reason, x.id).toBe(excluded[x.id].reason);
  }, 300_000);

  it('International ships its four themes (issue 10): at least 150 puzzles, 30 of them on the flying king', () => {
    const international = sets.filter((s) => s.set.variant === 'international');
    const count = (theme: string) =>
      international.filter((s) => s.set.theme === theme).reduce((n, s) => n + s.set.puzzles.length, 0);
    for (const theme of ['maximum-capture', 'ghost-blocks', 'flying-king', 'coup'])
      expect(count(theme), theme).toBeGreaterThan(0);
    expect(count('flying-king')).toBeGreaterThanOrEqual(30);
    expect(international.reduce((n, s) => n + s.set.puzzles.length, 0)).toBeGreaterThanOrEqual(150);
  });
});

describe('proveSets: what it rejects', () => {
  it('catches a tactic with a second solution, naming the file and the id', () => {
    // 18-13 (9x18, 22x6) wins a man, and so does 18-14: two answers to one puzzle.
    const two = record({
      id: 'it-tiro-9001',
      kind: 'tactic',
      theme: 'tiro',
      fen: 'W:W17,18,22,25,26,27:B8,9,10,11,16,24',
      line: [{ learner: ['18-13'] }, { reply: '9x18', forced: true }, { learner: ['22x6'] }],
      end: { material: 1 },
    });
    const file = 'src/content/puzzles/italian/tiro.json';
    const r = proveSets([{ file, set: { variant: 'italian', theme: 'tiro', puzzles: [two] } }]);
    expect(r.problems).toEqual([
      `${file}: it-tiro-9001: ply 1: second solution: 18-14 reaches material +1 as well as 18-13`,
    ]);
  });

  it('catches a precedence puzzle whose answer the rules forbid', () => {
    const r = proveSets([c1File([record({ id: 'it-c1-9001', line: [{ learner: ['32x23'] }] })])]);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatch(/^src\/content\/puzzles\/italian\/criterion-1\.json: it-c1-9001: /);
    expect(r.problems[0]).toContain('32x23');
  });

  it('catches an id used twice across files', () => {
    const r = proveSets([
      c1File([record({ id: 'it-c1-9001' })]),
      c1File([record({ id: 'it-c1-9001' })], 'src/content/puzzles/italian/more.json'),
    ]);
    expect(r.problems).toEqual([
      'src/content/puzzles/italian/more.json: it-c1-9001: the id is already used in src/content/puzzles/italian/criterion-1.json',
      'src/content/puzzles/italian/more.json: it-c1-9001: the same position as it-c1-9001 (colour swap, board mirror or diagonal shift)',
    ]);
  });

  it("catches a set outside its variant's folder and an id without its variant's prefix", () => {
    const r = proveSets([
      c1File([record({ id: 'int-c1-9001' })], 'src/content/puzzles/english/criterion-1.json'),
    ]);
    expect(r.problems).toEqual([
      'src/content/puzzles/english/criterion-1.json: the set is for italian but sits in the english folder',
      `src/content/puzzles/english/criterion-1.json: int-c1-9001: a italian puzzle's id starts with "${ID_PREFIX.italian}-" (the set's variant)`,
    ]);
  });

  it('catches a puzzle whose theme is not its set’s', () => {
    const r = proveSets([
      c1File([
        record({
          id: 'it-c2-9001',
          theme: 'criterion-2',
          fen: 'W:W22,K14:B18',
          line: [{ learner: ['14x21'] }],
        }),
      ]),
    ]);
    expect(r.problems).toEqual([
      'src/content/puzzles/italian/criterion-1.json: it-c2-9001: the theme is criterion-2, but the set is criterion-1 (one theme per set)',
    ]);
  });
});

describe('collectionChecks: issue 20 beyond each proof', () => {
  // W:W22,K32:B10,18,K28 seen from the other side: every square n on 33 − n, colours and turn swapped.
  const a = record({ id: 'it-c1-9001' });
  const swapped = record({ id: 'it-c1-9002', fen: 'B:W15,23,K5:B11,K1', line: [{ learner: ['11x27'] }] });
  const more = 'src/content/puzzles/italian/more.json';

  it('refuses a duplicate under the colour swap, naming its file, its id and the puzzle it repeats', () => {
    // Each proves on its own.
    expect(proveSets([c1File([swapped])]).problems).toEqual([]);
    const r = proveSets([c1File([a]), c1File([swapped], more)]);
    expect(r.problems).toEqual([
      `${more}: it-c1-9002: the same position as it-c1-9001 (colour swap, board mirror or diagonal shift)`,
    ]);
    expect(collectionChecks([c1File([a]), c1File([swapped], more)], new Set()).failures).toEqual([
      {
        file: more,
        id: 'it-c1-9002',
        code: 'duplicate',
        reason: 'the same position as it-c1-9001 (colour swap, board mirror or diagonal shift)',
      },
    ]);
  });

  it('lets the first one served keep the key: a puzzle that fails its proof takes none', () => {
    const checks = collectionChecks([c1File([a]), c1File([swapped], more)], new Set(['it-c1-9001']));
    expect(checks.failures).toEqual([]);
    expect(checks.tiers.map((t) => t.served)).toEqual([0, 1]);
  });

  it('holds back a listed duplicate instead of failing the build', () => {
    const excluded = { 'it-c1-9002': { code: 'duplicate', reason: 'the same position as it-c1-9001' } };
    const r = proveSets([c1File([a]), c1File([swapped], more)], { excluded });
    expect(r.problems).toEqual([]);
    expect(r.excluded.map((x) => [x.file, x.id])).toEqual([[more, 'it-c1-9002']]);
  });

  it('refuses a precedence puzzle whose rule is not isolated, with the file and the id (it-mk-0001)', () => {
    // Sound as a puzzle (3x19 is the one legal capture), but the man's 21x30 would be refused by criterion 2
    // even if men could take kings.
    const mk = record({
      id: 'it-mk-9001',
      theme: 'man-cannot-capture-king',
      fen: 'B:WK7,15,K26:BK3,21',
      line: [{ learner: ['3x19'] }],
      tempting: { move: '21x30', code: 'man-cannot-capture-king' },
    });
    const file = 'src/content/puzzles/italian/man-cannot-capture-king.json';
    const r = proveSets([
      { file, set: { variant: 'italian', theme: 'man-cannot-capture-king', puzzles: [mk] } },
    ]);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatch(
      /^src\/content\/puzzles\/italian\/man-cannot-capture-king\.json: it-mk-9001: the rule is not isolated \(other-rule\): /,
    );
    expect(r.failures.map((f) => f.code)).toEqual(['isolation:other-rule']);
  });

  it('fails a set with more than a fifth of its served puzzles in the first-steps tier', () => {
    // The shipped criterion-1 puzzles that are served: ten of them, two or three marked first steps.
    const shipped = loadPuzzleSets().sets.find((s) => s.set.theme === 'criterion-1');
    if (!shipped) throw new Error('no criterion-1 set');
    const served = shipped.set.puzzles
      .filter((p) => !Object.hasOwn(EXCLUDED, p.id))
      .slice(0, 10)
      .map(({ tier: _, ...p }) => p);
    const mark = (n: number): SetFile => ({
      file: shipped.file,
      set: {
        ...shipped.set,
        puzzles: served.map((p, i) => (i < n ? { ...p, tier: 'first-steps' as const } : p)),
      },
    });
    const two = collectionChecks([mark(2)], new Set());
    expect(two.failures).toEqual([]);
    expect(two.tiers).toEqual([
      { file: shipped.file, served: 10, firstSteps: 2, fromGames: 0, capHolds: true },
    ]);
    expect(two.setProblems).toEqual([]);
    const three = collectionChecks([mark(3)], new Set());
    expect(three.tiers[0].capHolds).toBe(false);
    expect(three.setProblems).toEqual([
      `${shipped.file}: 3 of its 10 served puzzles are first-steps, more than a fifth (at most 2): run \`npm run puzzles:first-steps\``,
    ]);
  });
});

describe('proveSets: the exclusion list', () => {
  const failing = record({
    id: 'it-tiro-9001',
    kind: 'tactic',
    theme: 'tiro',
    fen: 'W:W17,18,22,25,26,27:B8,9,10,11,16,24',
    line: [{ learner: ['18-13'] }, { reply: '9x18', forced: true }, { learner: ['22x6'] }],
    end: { material: 1 },
  });
  const tiroFile = (puzzles: PuzzleRecord[]): SetFile => ({
    file: 'src/content/puzzles/italian/tiro.json',
    set: { variant: 'italian', theme: 'tiro', puzzles },
  });
  const held = { code: 'second-solution', reason: 'ply 1: second solution' };

  it('holds back a listed puzzle that fails, with its reason, instead of failing the build', () => {
    const r = proveSets([tiroFile([failing])], { excluded: { 'it-tiro-9001': held } });
    expect(r.problems).toEqual([]);
    expect(r.excluded).toEqual([
      {
        file: 'src/content/puzzles/italian/tiro.json',
        id: 'it-tiro-9001',
        reason: 'ply 1: second solution: 18-14 reaches material +1 as well as 18-13',
      },
    ]);
    // Not listed, the same puzzle fails the build.
    expect(proveSets([tiroFile([failing])]).problems).toHaveLength(1);
  });

  it('keeps the list true: a listed puzzle that proves, or an unknown id, is a problem', () => {
    const sound = record({ id: 'it-c1-9001' });
    const r = proveSets([c1File([sound])], { excluded: { 'it-c1-9001': held } });
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toContain('it-c1-9001: proves, but is on the exclusion list');
    expect(r.excluded).toEqual([]);
    expect(unknownExclusions([c1File([sound])], { 'it-c1-9999': held })).toEqual([
      'src/build/puzzles/excluded.json: it-c1-9999: no such puzzle in the collection: run `npm run puzzles:audit -- --write`',
    ]);
  });
});

describe('proveSets: the proof cache', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const fresh = () => {
    dir = mkdtempSync(join(tmpdir(), 'damiera-proofs-'));
    return join(dir, 'cache', 'proofs.json');
  };

  it('proves an unchanged collection once, and a changed puzzle again', () => {
    const cacheFile = fresh();
    const a = record({ id: 'it-c1-9001' });
    const b = record({ id: 'it-c1-9002', fen: 'B:W5,6,14:B2', line: [{ learner: ['2x18'] }] });
    expect(proveSets([c1File([a, b])], { cacheFile })).toMatchObject({ problems: [], proved: 2, cached: 0 });
    expect(proveSets([c1File([a, b])], { cacheFile })).toMatchObject({ problems: [], proved: 0, cached: 2 });
    // Rating and wording are not part of a proof; the position is.
    const reworded = { ...a, rating: 1200, explanation: { it: 'Altro.', en: 'Other.' } };
    const moved = { ...b, fen: 'B:W5,6,14,32:B2' };
    const r = proveSets([c1File([reworded, moved])], { cacheFile });
    expect(r.cached).toBe(1);
    expect(r.proved).toBe(1);
  });

  it('never caches a failed proof', () => {
    const cacheFile = fresh();
    const bad = record({ id: 'it-c1-9001', line: [{ learner: ['32x23'] }] });
    expect(proveSets([c1File([bad])], { cacheFile }).problems).toHaveLength(1);
    expect(proveSets([c1File([bad])], { cacheFile })).toMatchObject({ proved: 1, cached: 0 });
  });

  it('proves again when the cache file is corrupted, and repairs it', () => {
    const cacheFile = fresh();
    const a = record({ id: 'it-c1-9001' });
    proveSets([c1File([a])], { cacheFile });
    writeFileSync(cacheFile, '{"v":1,"salt":');
    expect(proveSets([c1File([a])], { cacheFile })).toMatchObject({ problems: [], proved: 1, cached: 0 });
    expect(JSON.parse(readFileSync(cacheFile, 'utf8')).proved).toHaveLength(1);
  });

  it('proves again when the engine source changes', () => {
    const cacheFile = fresh();
    const engineDir = join(dir, 'engine');
    const a = record({ id: 'it-c1-9001' });
    // A stand-in engine folder: the salt is a hash of its .ts files.
    const write = (text: string) => {
      rmSync(engineDir, { recursive: true, force: true });
      mkdirSync(engineDir, { recursive: true });
      writeFileSync(join(engineDir, 'movegen.ts'), text);
    };
    write('export const a = 1;');
    const salt = engineSalt(engineDir);
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(proveSets([c1File([a])], { cacheFile, engineDir }).proved).toBe(1);
    expect(proveSets([c1File([a])], { cacheFile, engineDir }).cached).toBe(1);
    write('export const a = 2;');
    expect(engineSalt(engineDir)).not.toBe(salt);
    expect(proveSets([c1File([a])], { cacheFile, engineDir })).toMatchObject({ proved: 1, cached: 0 });
  });

  it('salts every key with the proof version, so a stricter proof never reads a weaker one’s cache', () => {
    expect(proofSalt('engine', 1000)).toBe(proofSalt('engine', 1000, PROOF_VERSION));
    expect(proofSalt('engine', 1000, PROOF_VERSION + 1)).not.toBe(proofSalt('engine', 1000));
    expect(proofSalt('engine', 2000)).not.toBe(proofSalt('engine', 1000));
  });

  it('caches nothing when the engine source cannot be read', () => {
    const cacheFile = fresh();
    const a = record({ id: 'it-c1-9001' });
    const engineDir = join(dir, 'nowhere');
    expect(engineSalt(engineDir)).toBeNull();
    proveSets([c1File([a])], { cacheFile, engineDir });
    expect(proveSets([c1File([a])], { cacheFile, engineDir })).toMatchObject({ proved: 1, cached: 0 });
  });

  it('keys a puzzle by its content, whatever the order of its fields', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    const a = record({ id: 'it-c1-9001' });
    const shuffled = Object.fromEntries(Object.entries(a).reverse()) as PuzzleRecord;
    expect(puzzleKey('italian', shuffled)).toBe(puzzleKey('italian', a));
    expect(puzzleKey('international', a)).not.toBe(puzzleKey('italian', a));
  });
});
