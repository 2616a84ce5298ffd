/**
 * Precedence puzzles from the corpus's games (issue 20, item 5), on a small corpus played here (a weak node
 * budget, in the test's own thread): every harvested puzzle is the position its game reaches, as it stood,
 * passes the build's proof, isolates its rule (isolatePrecedence), has a canonical key no other puzzle has,
 * and a set made of them passes the build's checks; collecting skips what the collection already holds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameProblem, PROOF_MAX_NODES, proveSets } from '../../../src/build/puzzles/prove';
import { type PuzzleRecord, toPuzzle } from '../../../src/build/puzzles/schema';
import { collectInto, puzzleKeyOf } from '../../../src/cli/puzzle-gen/collect';
import { corpusFiles, readCorpus, runCorpus } from '../../../src/cli/puzzle-gen/corpus-run';
import { dressPrecedence, precedenceThemes } from '../../../src/cli/puzzle-gen/harvest-precedence';
import type { HarvestedPuzzle } from '../../../src/cli/puzzle-gen/harvest-tactics';
import { harvestPrecedence, mergePrecedence } from '../../../src/cli/puzzle-gen/precedence-run';
import { readSetFile, writeSetFile } from '../../../src/cli/puzzle-gen/setfile';
import {
  captureSequences,
  dedupe,
  isolatePrecedence,
  legalMoves,
  parseFen,
  provePuzzle,
  VARIANTS,
} from '../../../src/engine/index';

let dir = '';
let harvested: HarvestedPuzzle[] = [];
let games: ReturnType<typeof readCorpus> = [];
const italian = VARIANTS.italian;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'damiera-precedence-'));
  const corpus = join(dir, 'corpus');
  await runCorpus({
    variant: 'italian',
    games: 10,
    seed: 2,
    nodes: 1500,
    jobs: 0,
    endgame: false,
    harvest: false,
    dir: corpus,
  });
  games = readCorpus(corpusFiles('italian', corpus).games);
  harvested = harvestPrecedence(games).puzzles;
}, 180_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const position = (p: Pick<HarvestedPuzzle, 'fen'>) => {
  const r = parseFen(italian, p.fen);
  if (!r.ok) throw new Error(`bad FEN ${p.fen}`);
  return r.value;
};

describe('the precedence harvest of a corpus', () => {
  it('finds puzzles of more than one theme, each a precedence theme of the variant', () => {
    const themes = new Set(harvested.map((p) => p.theme));
    expect(harvested.length).toBeGreaterThanOrEqual(5);
    expect(themes.size).toBeGreaterThanOrEqual(2);
    for (const t of themes) expect(precedenceThemes('italian')).toContain(t);
  });

  it('takes each position as it stood in its game: the game replays to it, and a move follows', () => {
    for (const p of harvested) {
      const record = { id: 'x', ...p } as PuzzleRecord;
      expect(gameProblem('italian', record), p.fen).toBeNull();
      const game = games.find((g) => g.id === p.game?.id);
      expect(game?.moves).toEqual(p.game?.moves);
    }
  });

  it('every puzzle proves, isolates its rule and has a capture to make with a choice', () => {
    for (const p of harvested) {
      const pos = position(p);
      expect(
        provePuzzle(italian, toPuzzle({ id: 'x', ...p } as PuzzleRecord), { maxNodes: PROOF_MAX_NODES }).ok,
      ).toBe(true);
      expect(isolatePrecedence(pos, p.theme, p.tempting), `${p.theme} ${p.fen}`).toEqual({ ok: true });
      const legal = legalMoves(pos);
      expect(legal).toHaveLength(1);
      expect(legal[0].captures.length).toBeGreaterThan(0);
      // The choice: two different captures, or a tempting capture the theme's rule refuses.
      expect(dedupe(captureSequences(pos)).length >= 2 || p.tempting !== undefined).toBe(true);
      expect(p.explanation.it).not.toBe(p.explanation.en);
      expect(p.explanation.it.length).toBeGreaterThan(20);
    }
  });

  it('gives every position its own canonical key, and the build accepts a set of them', () => {
    const byTheme = new Map<string, HarvestedPuzzle[]>();
    for (const p of harvested) byTheme.set(p.theme, [...(byTheme.get(p.theme) ?? []), p]);
    const sets = [...byTheme].map(([theme, ps]) => {
      const { set } = collectInto('italian', null, ps);
      return { file: join(dir, 'puzzles', 'italian', `${theme}.json`), set };
    });
    const served = sets.flatMap((s) => s.set.puzzles);
    const keys = served.map((p) => puzzleKeyOf('italian', p.fen));
    expect(new Set(keys).size).toBe(keys.length);
    const result = proveSets(sets);
    expect(result.problems).toEqual([]);
    expect(result.failures).toEqual([]);
    for (const t of result.tiers) expect(t.fromGames).toBe(t.served);
  });

  it('collecting dresses a puzzle as the harvest does, and leaves out a position already in the collection', () => {
    const p = harvested[0];
    const again = dressPrecedence(
      position(p),
      toPuzzle({ id: 'x', ...p } as PuzzleRecord),
      p.game!,
      p.game!.ply,
    );
    expect(again).toEqual(p);
    const first = collectInto('italian', null, [p]);
    expect(collectInto('italian', first.set, [p]).added).toHaveLength(0);
    // Another set holding the same position (its key): left out too.
    const taken = new Set([puzzleKeyOf('italian', p.fen)]);
    const other = collectInto(
      'italian',
      null,
      [p, ...harvested.filter((q) => q.theme === p.theme).slice(1)],
      taken,
    );
    expect(other.duplicates).toBeGreaterThanOrEqual(1);
    expect(other.added.map((a) => a.fen)).not.toContain(p.fen);
  });

  it('merges into the set files, and merging the same harvest again adds nothing', () => {
    const puzzles = join(dir, 'merge');
    // A set already holding a puzzle of the harvest's first theme, written by another run.
    const p = harvested[0];
    const seed = collectInto('italian', null, [p]).set;
    writeSetFile(join(puzzles, 'italian', `${p.theme}.json`), seed);
    const rows = mergePrecedence('italian', harvested, puzzles, true);
    const row = rows.find((r) => r.theme === p.theme);
    expect(row?.duplicates).toBeGreaterThanOrEqual(1);
    const total = rows.reduce((n, r) => n + r.added.length, 0);
    expect(total).toBe(harvested.length - rows.reduce((n, r) => n + r.duplicates, 0));
    const set = readSetFile(join(puzzles, 'italian', `${p.theme}.json`));
    expect(set?.puzzles[0].id).toBe(seed.puzzles[0].id);
    const again = mergePrecedence('italian', harvested, puzzles, true);
    expect(again.reduce((n, r) => n + r.added.length, 0)).toBe(0);
  });
});
