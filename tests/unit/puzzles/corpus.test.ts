/**
 * The game corpus and its tactics on a small seed (a weak node budget, so that a few games hold a tactic):
 * the same seed writes the same files, a run interrupted (and left with a half-written line) then resumed
 * writes what an uninterrupted one does, every harvested puzzle is the position its game reaches and passes
 * the build's proof, and collecting the harvest into a set adds each position once.
 * The runs here play in the test's own thread (jobs 0): worker threads need the TypeScript loader that
 * `npm run puzzles:corpus` runs under.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameProblem, PROOF_MAX_NODES, proveSets } from '../../../src/build/puzzles/prove';
import { toPuzzle } from '../../../src/build/puzzles/schema';
import { collectInto, colourSwapFen } from '../../../src/cli/puzzle-gen/collect';
import { gameId } from '../../../src/cli/puzzle-gen/corpus';
import {
  type CorpusOptions,
  corpusFiles,
  readCorpus,
  readTactics,
  runCorpus,
} from '../../../src/cli/puzzle-gen/corpus-run';
import { MOTIFS, replayGame } from '../../../src/cli/puzzle-gen/harvest-tactics';
import { makeFen, provePuzzle, VARIANTS } from '../../../src/engine/index';

let dir = '';
const base: CorpusOptions = {
  variant: 'italian',
  games: 3,
  seed: 2,
  nodes: 1500,
  jobs: 0,
  endgame: false,
  harvest: true,
};
const read = (d: string) => {
  const f = corpusFiles('italian', d);
  return { games: readFileSync(f.games, 'utf8'), tactics: readFileSync(f.tactics, 'utf8') };
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'damiera-corpus-'));
  await runCorpus({ ...base, dir: join(dir, 'whole') });
}, 120_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the game corpus', () => {
  it('writes whole games from the start position, one a line, with their result', () => {
    const games = readCorpus(corpusFiles('italian', join(dir, 'whole')).games);
    expect(games.map((g) => g.id)).toEqual(['it-g2-00001', 'it-g2-00002', 'it-g2-00003']);
    for (const g of games) {
      expect(g).toMatchObject({ variant: 'italian', seed: 2, nodes: 1500 });
      expect(['1-0', '0-1', '1/2-1/2']).toContain(g.result);
      // Every move legal from the start (replayGame throws otherwise).
      expect(replayGame(g).length).toBe(g.moves.length + 1);
    }
    // Different openings, so different games.
    expect(new Set(games.map((g) => g.moves.slice(0, 6).join(' '))).size).toBe(3);
  });

  it('names each game by its run: seed 1 as the collection has it, another seed with its number', () => {
    expect(gameId('italian', 12)).toBe('it-g-00012');
    expect(gameId('italian', 12, 1)).toBe('it-g-00012');
    expect(gameId('italian', 12, 2)).toBe('it-g2-00012');
    expect(gameId('english', 3, 17)).toBe('en-g17-00003');
  });

  it('resumed after an interruption, writes what an uninterrupted run writes', async () => {
    const d = join(dir, 'resumed');
    const first = await runCorpus({ ...base, dir: d, stopAfter: 1 });
    expect(first.games).toBe(1);
    // An interruption halfway through writing the next game's line.
    appendFileSync(corpusFiles('italian', d).games, '{"id":"it-g2-00002","variant":"ita');
    const rest = await runCorpus({ ...base, dir: d });
    expect(rest.played).toBe(2);
    expect(read(d)).toEqual(read(join(dir, 'whole')));
  });

  it('refuses to mix in a run of another seed', async () => {
    await expect(runCorpus({ ...base, seed: 3, dir: join(dir, 'whole') })).rejects.toThrow(
      /another run.*seed 2, not 3/,
    );
  });

  it('harvests tactics that stand in their game and pass the build’s proof', () => {
    const tactics = readTactics(corpusFiles('italian', join(dir, 'whole')).tactics);
    expect(tactics.length).toBeGreaterThan(0);
    const games = readCorpus(corpusFiles('italian', join(dir, 'whole')).games);
    for (const { game, puzzle } of tactics) {
      const g = games[game - 1];
      expect(puzzle.game).toEqual({ id: g.id, moves: g.moves, ply: puzzle.game?.ply });
      const ply = puzzle.game?.ply ?? -1;
      expect(makeFen(replayGame(g)[ply])).toBe(puzzle.fen);
      const record = { id: 'it-tiro-9999', ...puzzle };
      expect(gameProblem('italian', record)).toBeNull();
      expect(provePuzzle(VARIANTS.italian, toPuzzle(record), { maxNodes: PROOF_MAX_NODES })).toEqual({
        ok: true,
      });
      expect(MOTIFS).toContain(puzzle.motif);
      expect(puzzle.explanation.it).toMatch(/\d+[-x]\d+/);
      expect(puzzle.explanation.en).toMatch(/\d+[-x]\d+/);
    }
  });

  it('collects each position once into a set the build proves, and the build refuses a wrong game', () => {
    const harvested = readTactics(corpusFiles('italian', join(dir, 'whole')).tactics).map((t) => t.puzzle);
    const once = collectInto('italian', null, harvested);
    expect(once.added.map((p) => p.id)[0]).toBe('it-tiro-0001');
    // Collected again, and once more as the other side's puzzle: nothing new.
    const again = collectInto('italian', once.set, harvested);
    expect(again.added).toEqual([]);
    const swapped = harvested.map((p) => ({ ...p, fen: colourSwapFen('italian', p.fen) }));
    expect(collectInto('italian', once.set, swapped).added).toEqual([]);
    expect(proveSets([{ file: 'italian/tiro.json', set: once.set }]).problems).toEqual([]);
    const p = once.set.puzzles[0];
    const moved = { ...p, game: { ...(p.game as NonNullable<typeof p.game>), ply: (p.game?.ply ?? 0) + 1 } };
    expect(
      proveSets([{ file: 'italian/tiro.json', set: { ...once.set, puzzles: [moved] } }]).problems[0],
    ).toMatch(/it-tiro-0001: the game it-g2-0000\d reaches .* after \d+ moves, not the puzzle's position/);
  });
});
