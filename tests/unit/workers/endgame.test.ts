/**
 * The AI worker's endgame tables, over a mocked fetch: a small ending fetches its tables and the search
 * answers from them; a damaged file is fetched once more past the caches, then left out, never trusted; a
 * failed fetch leaves the search without tables and without an error; a middlegame fetches nothing.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEndgameLoader, ENDGAME_CACHE, pieceCount } from '../../../src/browser/workers/endgame';
import { type AnalysisAnswer, answerWithTables, withDistances } from '../../../src/browser/workers/protocol';
import { endgameCaching, ENDGAME_CACHE as SW_CACHE } from '../../../src/build/pwa/options';
import { endgameUrlBase } from '../../../src/cli/endgame-site';
import { makeFen, parseFen, VARIANTS } from '../../../src/engine';
import { MATE_BOUND } from '../../../src/engine/ai';
import {
  clearEndgameTables,
  ENCODING_DTM,
  encodeTable,
  generateEndgame,
  hasEndgameTable,
  type ProbeResult,
} from '../../../src/engine/endgame';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const BASE = '/endgame/test-version/';
const files = new Map<string, Uint8Array>();

beforeAll(() => {
  const t = generateEndgame(VARIANTS.english, { maxPieces: 3 });
  for (const n of [2, 3]) files.set(`${BASE}english-${n}.bin`, encodeTable('english', t[n], ENCODING_DTM));
}, 120_000);
afterEach(() => clearEndgameTables());

const pos = (fen: string, variant: 'english' | 'italian' = 'english') => {
  const p = parseFen(VARIANTS[variant], fen);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

/** English, White's two kings against one: a win in 33 plies by the tables, too deep for a short search. */
const KINGS = 'W:WK1,K2:BK32';
const START = 'W:W21-32:B1-12';

interface Call {
  url: string;
  cache?: RequestCache;
}

/** A fetch serving `files`, recording each call; `damage(url, attempt)` may return other bytes. */
function server(damage?: (url: string, attempt: number) => Uint8Array | 'throw' | undefined) {
  const calls: Call[] = [];
  const fetch = async (url: string, init?: { cache?: RequestCache }) => {
    calls.push({ url, cache: init?.cache });
    const attempt = calls.filter((c) => c.url === url).length;
    const bad = damage?.(url, attempt);
    if (bad === 'throw') throw new TypeError('Failed to fetch');
    const bytes = bad ?? files.get(url);
    if (!bytes) return new Response('not found', { status: 404 });
    return new Response(bytes.slice(), { status: 200 });
  };
  return { calls, fetch };
}

const flipped = (url: string) => {
  const b = (files.get(url) as Uint8Array).slice();
  b[b.length - 10] ^= 0x40;
  return b;
};

describe('endgame tables in the worker', () => {
  it('a 3-piece ending fetches the 2- and 3-piece tables, and the oracle answers from them', async () => {
    const { calls, fetch } = server();
    const evicted: string[] = [];
    const loader = createEndgameLoader({
      base: BASE,
      fetch,
      evict: async (u) => void evicted.push(u),
      log: () => {},
    });
    const p = pos(KINGS);
    expect(pieceCount(p)).toBe(3);
    const oracle = await loader.oracleFor(p);
    expect(calls.map((c) => c.url)).toEqual([`${BASE}english-2.bin`, `${BASE}english-3.bin`]);
    expect(oracle?.(p)).toEqual({ result: 'win', plies: 33 });
    // Black to move with its king against two: a loss.
    expect(oracle?.(pos('B:WK1,K2:BK32'))?.result).toBe('loss');
    expect(evicted).toEqual([]);
    // Loaded once: the next search fetches nothing.
    await loader.oracleFor(pos('W:WK5,K6:BK28'));
    expect(calls).toHaveLength(2);
  });

  it('a 2-piece ending fetches only the 2-piece table', async () => {
    const { calls, fetch } = server();
    const oracle = await createEndgameLoader({ base: BASE, fetch, log: () => {} }).oracleFor(
      pos('W:WK1:BK32'),
    );
    expect(calls.map((c) => c.url)).toEqual([`${BASE}english-2.bin`]);
    expect(oracle?.(pos('W:WK1:BK32'))).toEqual({ result: 'draw' });
  });

  it('a damaged file is evicted and fetched once more past the caches; a sound second copy is used', async () => {
    const url3 = `${BASE}english-3.bin`;
    const { calls, fetch } = server((url, attempt) =>
      url === url3 && attempt === 1 ? flipped(url) : undefined,
    );
    const evicted: string[] = [];
    const log: string[] = [];
    const loader = createEndgameLoader({
      base: BASE,
      fetch,
      evict: async (u) => void evicted.push(u),
      log: (l) => log.push(l),
    });
    const oracle = await loader.oracleFor(pos(KINGS));
    expect(calls.filter((c) => c.url === url3)).toEqual([{ url: url3 }, { url: url3, cache: 'reload' }]);
    expect(evicted).toEqual([url3]);
    expect(log.join('\n')).toContain('endgame-bad-checksum');
    expect(oracle?.(pos(KINGS))).toEqual({ result: 'win', plies: 33 });
  });

  it('a file damaged twice is left out and never probed; the smaller table still answers', async () => {
    const url3 = `${BASE}english-3.bin`;
    const { calls, fetch } = server((url) => (url === url3 ? flipped(url) : undefined));
    const evicted: string[] = [];
    const loader = createEndgameLoader({
      base: BASE,
      fetch,
      evict: async (u) => void evicted.push(u),
      log: () => {},
    });
    const oracle = await loader.oracleFor(pos(KINGS));
    expect(calls.filter((c) => c.url === url3)).toHaveLength(2);
    expect(evicted).toEqual([url3, url3]);
    expect(hasEndgameTable('english', 3)).toBe(false);
    expect(oracle?.(pos(KINGS))).toBeNull();
    expect(oracle?.(pos('W:WK1:BK32'))).toEqual({ result: 'draw' });
    // Refused for good: a later search does not fetch it a third time.
    await loader.oracleFor(pos(KINGS));
    expect(calls.filter((c) => c.url === url3)).toHaveLength(2);
  });

  it('a truncated file is refused like a damaged one', async () => {
    const url2 = `${BASE}english-2.bin`;
    const { fetch } = server((url) =>
      url === url2 ? (files.get(url) as Uint8Array).slice(0, 100) : undefined,
    );
    const log: string[] = [];
    const oracle = await createEndgameLoader({
      base: BASE,
      fetch,
      evict: async () => {},
      log: (l) => log.push(l),
    }).oracleFor(pos('W:WK1:BK32'));
    expect(oracle).toBeUndefined();
    expect(log.join('\n')).toContain('endgame-truncated');
  });

  it('a failed fetch (offline) gives no oracle and no error; the next search tries again', async () => {
    let offline = true;
    const { calls, fetch } = server(() => (offline ? 'throw' : undefined));
    const loader = createEndgameLoader({ base: BASE, fetch, log: () => {} });
    await expect(loader.oracleFor(pos(KINGS))).resolves.toBeUndefined();
    expect(calls).toHaveLength(2);
    offline = false;
    const oracle = await loader.oracleFor(pos(KINGS));
    expect(calls).toHaveLength(4);
    expect(oracle?.(pos(KINGS))).toEqual({ result: 'win', plies: 33 });
  });

  it('a missing file (404) gives no oracle and is not asked for again', async () => {
    const { calls, fetch } = server();
    const loader = createEndgameLoader({ base: '/endgame/other-version/', fetch, log: () => {} });
    await expect(loader.oracleFor(pos(KINGS))).resolves.toBeUndefined();
    await loader.oracleFor(pos(KINGS));
    expect(calls).toHaveLength(2);
  });

  it('a slow download does not hold the search up: it starts without, and the table is there next time', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { fetch: serve } = server();
    const fetch = async (url: string, init?: { cache?: RequestCache }) => {
      await gate;
      return serve(url, init);
    };
    const loader = createEndgameLoader({ base: BASE, fetch, waitMs: 20, log: () => {} });
    await expect(loader.oracleFor(pos(KINGS))).resolves.toBeUndefined();
    release();
    await vi.waitFor(() => expect(hasEndgameTable('english', 3)).toBe(true));
    expect((await loader.oracleFor(pos(KINGS)))?.(pos(KINGS))).toEqual({ result: 'win', plies: 33 });
  });

  it('a download that hangs is given up after its time, counts as failed and is asked for again later', async () => {
    let hang = true;
    const { calls, fetch: serve } = server();
    const fetch = (url: string, init?: { cache?: RequestCache; signal?: AbortSignal }) =>
      hang
        ? new Promise<Response>((_, reject) => {
            calls.push({ url, cache: init?.cache });
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          })
        : serve(url, init);
    const loader = createEndgameLoader({
      base: BASE,
      fetch,
      fetchTimeoutMs: 30,
      waitMs: 1000,
      log: () => {},
    });
    await expect(loader.oracleFor(pos(KINGS))).resolves.toBeUndefined();
    expect(calls.length).toBeGreaterThan(0);
    hang = false;
    const oracle = await loader.oracleFor(pos(KINGS));
    expect(oracle?.(pos(KINGS))).toEqual({ result: 'win', plies: 33 });
  });

  it('a middlegame, a 7-piece English position and a variant without tables fetch nothing', async () => {
    const { calls, fetch } = server();
    const loader = createEndgameLoader({ base: BASE, fetch, log: () => {} });
    expect(await loader.oracleFor(pos(START))).toBeUndefined();
    expect(await loader.oracleFor(pos('W:WK1,K2,30,31:BK32,5,6'))).toBeUndefined();
    const brazilian = parseFen(VARIANTS.brazilian, 'W:WK1,K2:BK32');
    if (!brazilian.ok) throw new Error(brazilian.error.message);
    expect(await loader.oracleFor(brazilian.value)).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('a position a capture or two above the tables fetches them ahead without waiting; the next search has them', async () => {
    const { calls, fetch } = server();
    const loader = createEndgameLoader({ base: BASE, fetch, log: () => {}, waitMs: 60_000 });
    const six = pos('W:WK1,K2,30:BK32,5,6');
    expect(pieceCount(six)).toBe(6);
    // answered at once (a wait of a minute would time the test out), before anything has loaded
    expect(await loader.oracleFor(six)).toBeUndefined();
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE}english-2.bin`,
      `${BASE}english-3.bin`,
      `${BASE}english-4.bin`,
    ]);
    await vi.waitFor(() => expect(hasEndgameTable('english', 3)).toBe(true));
    const oracle = await loader.oracleFor(six);
    expect(oracle?.(pos(KINGS))).toEqual({ result: 'win', plies: 33 });
    expect(calls).toHaveLength(3); // the 404 of english-4 is not asked for again
  });
});

describe('the worker answers with the tables', () => {
  const analysis = (fen: string) => ({
    kind: 'analyse' as const,
    id: 1,
    variant: 'english',
    fen,
    history: [],
    movetime: 100,
  });

  it('the analysis of two kings against one names the win the tables know, which the search alone misses', async () => {
    const { calls, fetch } = server();
    const loader = createEndgameLoader({ base: BASE, fetch, log: () => {} });
    const withTables = (await answerWithTables(analysis(KINGS), loader.oracleFor)) as AnalysisAnswer;
    expect(calls).toHaveLength(2);
    expect(withTables.ok && withTables.win).toEqual({ winner: 'white', moves: 17 });
    clearEndgameTables();
    const offline = createEndgameLoader({
      base: BASE,
      fetch: async () => Promise.reject(new TypeError('offline')),
      log: () => {},
    });
    const without = (await answerWithTables(analysis(KINGS), offline.oracleFor)) as AnalysisAnswer;
    expect(without.ok).toBe(true);
    expect(without.ok && without.win).toBeNull();
  });

  it('the computer’s move in the same ending plays for the tables’ win, at a level as without one', async () => {
    const { fetch } = server();
    const loader = createEndgameLoader({ base: BASE, fetch, log: () => {} });
    const req = { id: 4, variant: 'english', fen: KINGS, history: [], level: 2, seed: 7 };
    const a = await answerWithTables(req, loader.oracleFor);
    // A database win scores above every evaluation (MATE_BOUND − 200 and more), a proven mate above MATE_BOUND.
    expect(a.ok && 'score' in a && a.score).toBeGreaterThan(MATE_BOUND - 300);
    clearEndgameTables();
    const offline = createEndgameLoader({
      base: BASE,
      fetch: async () => Promise.reject(new TypeError('offline')),
      log: () => {},
    });
    const b = await answerWithTables(req, offline.oracleFor);
    expect(b.ok && 'score' in b && b.score).toBeLessThan(MATE_BOUND - 300);
  });

  it('the computer’s move leaves a win known without its length to the search; draws and lengths are kept', () => {
    const table = new Map<string, ProbeResult>([
      [makeFen(pos(KINGS)), { result: 'win', plies: 33 }],
      [makeFen(pos('W:WK1,K5:BK32')), { result: 'win' }],
    ]);
    const results = withDistances((p) => table.get(makeFen(p)) ?? { result: 'draw' });
    expect(results?.(pos(KINGS))).toEqual({ result: 'win', plies: 33 });
    expect(results?.(pos('W:WK1,K5:BK32'))).toBeNull();
    expect(results?.(pos('W:WK1:BK32'))).toEqual({ result: 'draw' });
    expect(withDistances(undefined)).toBeUndefined();
  });

  it('the computer’s move in a middlegame is answered without a fetch', async () => {
    const { calls, fetch } = server();
    const loader = createEndgameLoader({ base: BASE, fetch, log: () => {} });
    const a = await answerWithTables(
      { id: 2, variant: 'english', fen: START, history: [], movetime: 100 },
      loader.oracleFor,
    );
    expect(a.ok).toBe(true);
    expect(calls).toEqual([]);
  });

  it('a request that does not parse is answered with its error, nothing fetched', async () => {
    const { calls, fetch } = server();
    const loader = createEndgameLoader({ base: BASE, fetch, log: () => {} });
    const a = await answerWithTables(
      { id: 3, variant: 'english', fen: 'W:WK99:B1', history: [] },
      loader.oracleFor,
    );
    expect(a.ok).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('the service worker and the build agree on the files', () => {
  it('the worker evicts from the cache the service worker fills, and the route matches the built addresses', () => {
    expect(ENDGAME_CACHE).toBe(SW_CACHE);
    expect(endgameCaching.options.cacheName).toBe(SW_CACHE);
    const pattern = endgameCaching.urlPattern;
    expect(pattern.test(`https://damiera.example${endgameUrlBase('0123abcd')}italian-4.bin`)).toBe(true);
    expect(pattern.test('https://damiera.example/_astro/ai.worker.js')).toBe(false);
    expect(pattern.test('https://damiera.example/en/puzzles/puzzles.json')).toBe(false);
  });
});
