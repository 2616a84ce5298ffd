/**
 * The puzzle generator on small seeds: what it writes is a valid set that the build proves, the same seed
 * gives the same file, a second run adds only new puzzles after the existing ones, and the pieces left are
 * the ones the point needs.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { proveSets } from '../../../src/build/puzzles/prove';
import { toPuzzle } from '../../../src/build/puzzles/schema';
import { generate, minimise, shapeKey } from '../../../src/cli/puzzle-gen/generate';
import { formatSetJson, mergeSet, readSetFile } from '../../../src/cli/puzzle-gen/setfile';
import { main } from '../../../src/cli/puzzles';
import { explainAttempt, groundedKings, KING, parseFen, readMove, VARIANTS } from '../../../src/engine/index';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** The CLI, run in-process with captured output. */
async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const sink = (write: (s: string) => void) => ({
    write: (s: string) => {
      write(s);
      return true;
    },
  });
  const io = {
    stdin: process.stdin,
    stdout: sink((s) => {
      out += s;
    }) as unknown as NodeJS.WritableStream,
    stderr: sink((s) => {
      err += s;
    }) as unknown as NodeJS.WritableStream,
  };
  const code = await main(args, io);
  return { code, out, err };
}

describe('puzzles:generate', () => {
  it('writes a set the build proves, deterministic for its seed, and quiet off a terminal', async () => {
    dir = mkdtempSync(join(tmpdir(), 'damiera-gen-'));
    const args = ['--variant', 'italian', '--theme', 'criterion-1', '--count', '3', '--seed', '7'];
    const first = await cli([...args, '--dir', join(dir, 'a')]);
    expect(first.code).toBe(0);
    expect(first.err).toBe('');
    expect(first.out).toMatch(/criterion-1\.json: 3 new criterion-1 puzzles \(3 in the set\)/);
    const file = join(dir, 'a', 'italian', 'criterion-1.json');
    const set = readSetFile(file);
    expect(set?.puzzles.map((p) => p.id)).toEqual(['it-c1-0001', 'it-c1-0002', 'it-c1-0003']);
    expect(proveSets([{ file: 'italian/criterion-1.json', set: set! }]).problems).toEqual([]);
    for (const p of set!.puzzles) {
      expect(p.explanation.it).toMatch(/^Criterio 1: /);
      expect(p.explanation.en).toMatch(/^Criterion 1: /);
      expect(p.rating).toBeGreaterThanOrEqual(800);
      expect(p.rating).toBeLessThanOrEqual(2200);
    }

    await cli([...args, '--dir', join(dir, 'b')]);
    const again = readFileSync(join(dir, 'b', 'italian', 'criterion-1.json'), 'utf8');
    expect(again).toBe(readFileSync(file, 'utf8'));
    expect(again).toBe(formatSetJson(set!));

    // A second run merges: the three stay as they were, three new ones follow, none a duplicate.
    const more = await cli([
      '--variant',
      'italian',
      '--theme',
      'criterion-1',
      '--count',
      '3',
      '--seed',
      '8',
      '--dir',
      join(dir, 'a'),
    ]);
    expect(more.code).toBe(0);
    const merged = readSetFile(file)!;
    expect(merged.puzzles.slice(0, 3)).toEqual(set!.puzzles);
    expect(merged.puzzles.map((p) => p.id).slice(3)).toEqual(['it-c1-0004', 'it-c1-0005', 'it-c1-0006']);
    expect(new Set(merged.puzzles.map((p) => p.fen)).size).toBe(6);
    expect(new Set(merged.puzzles.map((p) => shapeKey(toPuzzle(p)))).size).toBe(6);
    expect(proveSets([{ file: 'italian/criterion-1.json', set: merged }]).problems).toEqual([]);
  });

  it('finds a tiro in self-play or random positions, and it proves', () => {
    const r = generate({ variant: VARIANTS.italian, theme: 'tiro', count: 1, seed: 1 });
    expect(r.puzzles).toHaveLength(1);
    const set = mergeSet('italian', 'tiro', null, r.puzzles);
    const p = set.puzzles[0];
    expect(p.id).toBe('it-tiro-0001');
    expect(p.kind).toBe('tactic');
    expect(p.line.length).toBeGreaterThanOrEqual(3);
    // The offer: the learner's first move is quiet and the opponent's reply a capture.
    expect('learner' in p.line[0] && p.line[0].learner[0]).toMatch(/-/);
    expect('reply' in p.line[1] && p.line[1].reply).toMatch(/x/);
    expect(p.explanation.it).toMatch(/^Tiro: con /);
    expect(p.explanation.en).toMatch(/^A shot: /);
    expect(proveSets([{ file: 'italian/tiro.json', set }]).problems).toEqual([]);
  }, 120_000);

  it('makes rule puzzles with the tempting capture the engine refuses', () => {
    for (const [variant, theme] of [
      ['italian', 'man-cannot-capture-king'],
      ['italian', 'promotion-ends-capture'],
      ['international', 'ghost-blocks'],
    ] as const) {
      const r = generate({ variant: VARIANTS[variant], theme, count: 1, seed: 1 });
      const set = mergeSet(variant, theme, null, r.puzzles);
      expect(set.puzzles[0].tempting?.code).toBe(theme);
      expect(proveSets([{ file: `${variant}/${theme}.json`, set }]).problems).toEqual([]);
    }
  });

  it('makes flying-king puzzles: the flight needed, and a wrong landing the maximum refuses', () => {
    const r = generate({ variant: VARIANTS.international, theme: 'flying-king', count: 3, seed: 1 });
    const set = mergeSet('international', 'flying-king', null, r.puzzles);
    expect(set.puzzles.map((p) => p.id)).toEqual(['int-fk-0001', 'int-fk-0002', 'int-fk-0003']);
    expect(proveSets([{ file: 'international/flying-king.json', set }]).problems).toEqual([]);
    for (const p of set.puzzles) {
      const pos = parseFen(VARIANTS.international, p.fen);
      if (!pos.ok) throw new Error(p.fen);
      // The answer is a king's capture; with kings that step one square the engine refuses it as a flight.
      const answer = readMove(pos.value, 'learner' in p.line[0] ? p.line[0].learner[0] : '');
      expect(pos.value.cells[answer.from] & KING).toBeTruthy();
      const grounded = explainAttempt(groundedKings(pos.value), answer.path, { complete: true });
      expect(grounded.status === 'illegal' && grounded.reason.code).toBe('king-no-fly');
      // The tempting capture is the same king's, written with every landing, refused by the maximum.
      expect(p.tempting?.code).toBe('maximum-capture');
      expect(Number(p.tempting?.move.split('x')[0])).toBe(answer.from);
      expect(p.explanation.it).toMatch(
        /^La dama vola: .* Con la dama volante, dove atterrare lo decide la presa massima\.$/,
      );
      expect(p.explanation.en).toMatch(/^The king flies: .* the maximum capture decides where you land\.$/);
    }
  });

  it('removes the pieces that do not matter, and keeps the ones that do', () => {
    // Criterion 1 with two bystanders (White's 30, Black's 1) that change nothing.
    const puzzle = {
      id: 'x',
      fen: 'W:W22,30,K32:B1,10,18,K28',
      kind: 'precedence' as const,
      theme: 'criterion-1' as const,
      goal: { kind: 'line' as const, line: [{ learner: ['22x6'] }] },
      tempting: { move: '32x23', code: 'criterion-1' as const },
    };
    const small = minimise(VARIANTS.italian, puzzle);
    const pos = parseFen(VARIANTS.italian, small.fen);
    expect(pos.ok).toBe(true);
    // The capturing men and kings and the pieces they take stay; the bystanders go.
    expect(small.fen).toBe('W:W22,K32:B10,18,K28');
  });

  it('refuses a theme the variant does not have', async () => {
    const r = await cli(['--variant', 'english', '--theme', 'criterion-1', '--count', '1', '--seed', '1']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/No generator for "criterion-1" in english: use shot/);
  });
});
