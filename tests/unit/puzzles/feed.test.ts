/**
 * The trainer's data files (src/build/puzzles/feed.ts): each theme's puzzles name their game by id and carry
 * no PDN; the theme's game table holds each game once, and the game of every puzzle is found in it and
 * reaches the puzzle's position at the path the analysis board's link opens. A missing or damaged game
 * record, or a table that does not load, gives a clear answer, never a crash (src/model/puzzles.ts
 * gameFromTable, src/components/puzzles/kit.ts loadGame).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import EXCLUDED from '../../../src/build/puzzles/excluded.json';
import { trainerFeed, trainerGames } from '../../../src/build/puzzles/feed';
import type { PuzzleEntry } from '../../../src/build/puzzles/index';
import { loadGame } from '../../../src/components/puzzles/kit';
import { makeFen, parseFen, parsePdn, positionAt, VARIANTS } from '../../../src/engine';
import { gameFromTable, type TrainerPuzzle } from '../../../src/model/puzzles';
import { loadPuzzleSets } from './load';

const held = new Set(Object.keys(EXCLUDED));
/** The shipped themes with puzzles from games, as the build hands them to the data pages. */
const themes = loadPuzzleSets()
  .sets.map(({ file, set }) => ({
    file,
    puzzles: set.puzzles
      .filter((p) => !held.has(p.id))
      .map((p): PuzzleEntry => ({ ...p, variant: set.variant, set: file })),
  }))
  .filter((t) => t.puzzles.some((p) => p.game));

describe('the shipped feeds and their game tables', () => {
  it('has themes with puzzles from games', () => {
    expect(themes.length).toBeGreaterThan(0);
  });

  for (const { file, puzzles } of themes) {
    it(`${file}: every puzzle's game is in the table once, and its path reaches the puzzle's position`, () => {
      const feed = trainerFeed(puzzles, 'en');
      const table = trainerGames(puzzles);
      // No PDN in the feed: the games come once, in the table.
      expect(JSON.stringify(feed)).not.toContain('[Event');
      const used = new Set<string>();
      for (const p of feed) {
        if (!p.game) continue;
        used.add(p.game.id);
        const found = gameFromTable(JSON.parse(JSON.stringify(table)), p.game.id);
        expect(found.ok, `${p.id}: game ${p.game.id}`).toBe(true);
        if (!found.ok) continue;
        const read = parsePdn(found.pdn);
        expect(read.ok, p.id).toBe(true);
        if (!read.ok) continue;
        expect(read.value.variant.id).toBe(p.variant);
        const at = positionAt(read.value.tree, p.game.path);
        const want = parseFen(VARIANTS[p.variant], p.fen);
        expect(at.ok && want.ok && makeFen(at.value) === makeFen(want.value), p.id).toBe(true);
      }
      // Nothing else: the table holds the games these puzzles were met in.
      expect(Object.keys(table.games).sort()).toEqual([...used].sort());
    });
  }

  it('refuses two different games under one id', () => {
    const a = themes.flatMap((t) => t.puzzles).find((p) => p.game && p.game.ply < p.game.moves.length);
    expect(a?.game).toBeDefined();
    if (!a?.game) return;
    // The same game cut one move short: it still reaches the puzzle, but it is another record.
    const b: PuzzleEntry = {
      ...a,
      id: `${a.id}-copy`,
      game: { ...a.game, moves: a.game.moves.slice(0, -1) },
    };
    expect(() => trainerGames([a, b])).toThrow(/is not the game other puzzles give that id/);
  });
});

describe('a game out of its table', () => {
  const pdn = '[Event "it-g-00001"]\n[GameType "22"]\n\n1. 22-18 *\n';
  it('is found by its id', () => {
    expect(gameFromTable({ games: { 'it-g-00001': pdn } }, 'it-g-00001')).toEqual({ ok: true, pdn });
  });
  it('is missing when the table has no such game', () => {
    expect(gameFromTable({ games: {} }, 'it-g-00001')).toEqual({ ok: false, reason: 'missing' });
    // Not found through the prototype either.
    expect(gameFromTable({ games: {} }, 'toString')).toEqual({ ok: false, reason: 'missing' });
  });
  it('is corrupt when the file is not a game table or the record is not that game', () => {
    for (const table of [null, 'x', 42, [], {}, { games: null }, { games: [pdn] }, { puzzles: [] }])
      expect(gameFromTable(table, 'it-g-00001')).toEqual({ ok: false, reason: 'corrupt' });
    for (const record of [null, 7, '', { pdn }, pdn.replace('00001', '00002')])
      expect(gameFromTable({ games: { 'it-g-00001': record } }, 'it-g-00001')).toEqual({
        ok: false,
        reason: 'corrupt',
      });
  });
});

describe("the trainer's game link (kit.loadGame)", () => {
  const puzzle = {
    id: 'it-tiro-0001',
    variant: 'italian',
    theme: 'tiro',
    game: { id: 'it-g-00001', path: 'ab', number: 1, side: 'white' },
  } as unknown as TrainerPuzzle;
  const pdn = '[Event "it-g-00001"]\n[GameType "22"]\n\n1. 22-18 *\n';
  afterEach(() => vi.unstubAllGlobals());

  const serve = (answer: () => Promise<Response>) => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it("fetches the theme's game table once, below the trainer's address", async () => {
    const fetch = serve(async () => new Response(JSON.stringify({ games: { 'it-g-00001': pdn } })));
    expect(await loadGame('/t1/', puzzle)).toEqual({ ok: true, pdn });
    expect(await loadGame('/t1/', puzzle)).toEqual({ ok: true, pdn });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/t1/data/italian/games/tiro.json');
  });

  it('says offline when the table does not load, and tries again next time', async () => {
    const fetch = serve(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadGame('/t2/', puzzle)).toEqual({ ok: false, reason: 'offline' });
    serve(async () => new Response('', { status: 404 }));
    expect(await loadGame('/t2/', puzzle)).toEqual({ ok: false, reason: 'offline' });
    expect(fetch).toHaveBeenCalledTimes(1);
    serve(async () => new Response(JSON.stringify({ games: { 'it-g-00001': pdn } })));
    expect(await loadGame('/t2/', puzzle)).toEqual({ ok: true, pdn });
  });

  it('says broken when the table is not JSON, not a table, or lacks the game', async () => {
    serve(async () => new Response('{"games": {"it-g-0'));
    expect(await loadGame('/t3/', puzzle)).toEqual({ ok: false, reason: 'broken' });
    serve(async () => new Response(JSON.stringify({ games: {} })));
    expect(await loadGame('/t4/', puzzle)).toEqual({ ok: false, reason: 'broken' });
    serve(async () => new Response(JSON.stringify({ games: { 'it-g-00001': 'garbage' } })));
    expect(await loadGame('/t5/', puzzle)).toEqual({ ok: false, reason: 'broken' });
  });
});
