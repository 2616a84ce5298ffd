/**
 * The endgame databases in the AI worker, loaded lazily: nothing is fetched until a position to search has
 * few enough pieces for a table (ENDGAME_PIECES: 4 in Italian and English, 3 in International), or is a
 * capture or two above that (LOOKAHEAD). Then the tables of that variant for that many pieces and fewer (a
 * capture leads into the smaller ones) are fetched
 * from `base` (`/endgame/<engine version>/<variant>-<n>.bin`, written by the build: src/cli/endgame-site.ts),
 * checked and loaded (loadEndgameTable), and the search gets the oracle.
 *
 * - A refused file (damaged, truncated, another format) is never trusted: it is evicted from the service
 *   worker's cache and fetched once more past every cache; refused again, that table is left out for the
 *   worker's life and the search runs without it.
 * - A failed fetch (offline with the file not cached yet, a server error) leaves the table out of this
 *   search without a word to the player; the next search tries again. A missing file (404) is not asked
 *   for again.
 * - A slow download does not hold a move up: after `waitMs` the search starts without the tables, and the
 *   download goes on for the next search.
 *
 * The probe answers only from tables that loaded, so the oracle is exact whichever of them did.
 */
import type { EndgameOracle } from '../../engine/endgame/index';
// Straight from their modules: the worker needs the probe, not the generator the index also exports.
import { ENDGAME_PIECES, endgameOracle, hasEndgameTable, loadEndgameTable } from '../../engine/endgame/probe';
import type { Position } from '../../engine/index';

/**
 * The service worker's runtime cache of these files (src/build/pwa/options.ts ENDGAME_CACHE; importing that
 * module would bundle the offline settings and their strings into the worker, so
 * tests/unit/workers/endgame.test.ts holds the two names equal).
 */
export const ENDGAME_CACHE = 'damiera-endgame';

export interface EndgameLoaderOptions {
  /** the folder of the files, ending in '/': '/endgame/<engine version>/'; '' loads nothing */
  readonly base: string;
  /** default: the global fetch */
  readonly fetch?: (url: string, init?: { cache?: RequestCache; signal?: AbortSignal }) => Promise<Response>;
  /** drop a refused file from the caches (default: the service worker's runtime cache, if any) */
  readonly evict?: (url: string) => Promise<void>;
  /** how long a search waits for its tables, in ms (default 3000) */
  readonly waitMs?: number;
  /** how long one download may take before it is given up and counts as failed, in ms (default 20000) */
  readonly fetchTimeoutMs?: number;
  /** a refusal or a failure, for the console (default: console.warn) */
  readonly log?: (line: string) => void;
}

/** Pieces above a variant's largest table at which its tables are fetched ahead (see oracleFor). */
export const LOOKAHEAD = 2;

/** The number of pieces on the board. */
export function pieceCount(pos: Position): number {
  let n = 0;
  for (let sq = 1; sq < pos.cells.length; sq++) if (pos.cells[sq] !== 0) n++;
  return n;
}

/** Evict `url` from the service worker's endgame cache (nothing to do without Cache Storage). */
async function evictFromCache(url: string): Promise<void> {
  const storage = (globalThis as { caches?: CacheStorage }).caches;
  if (!storage) return;
  try {
    const cache = await storage.open(ENDGAME_CACHE);
    await cache.delete(new URL(url, globalThis.location?.href).href);
  } catch {
    // No cache to clean (a private window, a browser without it): the fetch past the caches still runs.
  }
}

type Outcome = 'loaded' | 'refused' | 'missing' | 'failed';

export function createEndgameLoader(options: EndgameLoaderOptions) {
  const doFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const evict = options.evict ?? evictFromCache;
  const waitMs = options.waitMs ?? 3000;
  const fetchTimeoutMs = options.fetchTimeoutMs ?? 20_000;
  const log = options.log ?? ((line: string) => console.warn(line));
  /** per table: a download under way, or how it ended ('loaded', 'refused', 'missing'; 'failed' is forgotten) */
  const state = new Map<string, Promise<Outcome> | Outcome>();
  /** the URLs fetched, in order (tests and the console) */
  const requested: string[] = [];

  async function fetchBytes(url: string, reload: boolean): Promise<Uint8Array | 'missing' | 'failed'> {
    requested.push(url);
    try {
      // A download that hangs (a weak phone connection) is given up, so a later search asks again rather
      // than waiting on it for the worker's life.
      const signal = AbortSignal.timeout(fetchTimeoutMs);
      const res = await doFetch(url, reload ? { cache: 'reload', signal } : { signal });
      if (res.status === 404) return 'missing';
      if (!res.ok) return 'failed';
      return new Uint8Array(await res.arrayBuffer());
    } catch {
      return 'failed';
    }
  }

  async function download(variant: Position['variant']['id'], pieces: number): Promise<Outcome> {
    const url = `${options.base}${variant}-${pieces}.bin`;
    for (let attempt = 0; attempt < 2; attempt++) {
      const bytes = await fetchBytes(url, attempt > 0);
      if (bytes === 'missing' || bytes === 'failed') {
        if (bytes === 'failed') log(`endgame: ${url} could not be fetched; searching without it.`);
        return bytes;
      }
      const loaded = loadEndgameTable(bytes, { variant, pieces });
      if (loaded.ok) return 'loaded';
      log(`endgame: ${url} refused (${loaded.error.code}): ${loaded.error.message}`);
      await evict(url);
    }
    return 'refused';
  }

  /** Start (or join) the download of one table; resolves with how it ended. */
  function table(variant: Position['variant']['id'], pieces: number): Promise<Outcome> | Outcome {
    if (hasEndgameTable(variant, pieces)) return 'loaded';
    const key = `${variant}-${pieces}`;
    const known = state.get(key);
    if (known !== undefined) return known;
    const p = download(variant, pieces).then((outcome) => {
      if (outcome === 'failed') state.delete(key);
      else state.set(key, outcome);
      return outcome;
    });
    state.set(key, p);
    return p;
  }

  /**
   * The oracle for a search from `pos`: undefined when the position is more than LOOKAHEAD pieces above
   * every table of its variant (nothing is fetched) or when none of the tables it needs has loaded. A
   * position the tables cover waits up to `waitMs` for them; one a capture or two above them (5 or 6 pieces
   * in Italian and English, 4 or 5 in International: its search reaches the tables through captures)
   * starts their download and searches at once with whatever has already loaded. `wait` overrides
   * `waitMs` (a lesson's endgame step, which cannot answer without its tables, waits for the download).
   */
  async function oracleFor(pos: Position, wait = waitMs): Promise<EndgameOracle | undefined> {
    const variant = pos.variant.id;
    const n = pieceCount(pos);
    const max = ENDGAME_PIECES[variant];
    if (!options.base || max < 2 || n > max + LOOKAHEAD) return undefined;
    const top = Math.min(n, max);
    const wanted: Array<Promise<Outcome> | Outcome> = [];
    for (let k = 2; k <= top; k++) wanted.push(table(variant, k));
    if (n <= max) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), wait);
      });
      await Promise.race([Promise.all(wanted), late]);
      clearTimeout(timer);
    }
    for (let k = 2; k <= top; k++) if (hasEndgameTable(variant, k)) return endgameOracle;
    return undefined;
  }

  return { oracleFor, requested: requested as readonly string[] };
}

export type EndgameLoader = ReturnType<typeof createEndgameLoader>;
