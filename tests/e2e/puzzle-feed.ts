/**
 * The puzzle trainer's set-up, written once for the specs that use it (puzzles, reliability, offline):
 * - the trainer's puzzles as the site serves them: one data file per game and theme (src/model/puzzles.ts
 *   themeFeedUrl), each named by the page's theme filter (`<option value=theme data-variant=game>`);
 * - a learner's saved data with one puzzle missed two days ago, due for review now.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { TrainerPuzzle } from '../../src/model/puzzles';

async function fetchPuzzles(request: APIRequestContext, base: string): Promise<TrainerPuzzle[]> {
  const html = await (await request.get(base)).text();
  const pairs = [...html.matchAll(/<option value="([a-z0-9-]+)" data-variant="([a-z]+)"/g)];
  if (pairs.length === 0) throw new Error(`${base} names no theme`);
  const files = await Promise.all(
    pairs.map(async ([, theme, variant]) => {
      const r = await request.get(`${base}data/${variant}/${theme}.json`);
      if (!r.ok()) throw new Error(`${base}data/${variant}/${theme}.json: ${r.status()}`);
      return (await r.json()).puzzles as TrainerPuzzle[];
    }),
  );
  return files.flat();
}

// The files are the build's and never change during a run: each worker reads them once per trainer page.
// A failed read is not kept, so a test never inherits another one's failure, whatever the order.
const read = new Map<string, Promise<TrainerPuzzle[]>>();

/** The trainer's puzzles at `base` (e.g. /en/puzzles/), as the page fetches them; a fresh copy each call. */
export async function trainerPuzzles(request: APIRequestContext, base: string): Promise<TrainerPuzzle[]> {
  let puzzles = read.get(base);
  if (!puzzles) {
    puzzles = fetchPuzzles(request, base);
    read.set(base, puzzles);
    puzzles.catch(() => read.delete(base));
  }
  return structuredClone(await puzzles);
}

/** The saved data (damiera:puzzles, version 1) of a learner who missed `id` two days ago: its card is due. */
export function missedTwoDaysAgo(id: string, now = Date.now()) {
  const past = new Date(now - 2 * 86_400_000).toISOString();
  const card = {
    due: past,
    stability: 1,
    difficulty: 5,
    elapsed: 0,
    scheduled: 1,
    steps: 0,
    reps: 1,
    lapses: 1,
    state: 3,
    last: past,
  };
  const data = {
    rating: { r: 1400, rd: 200, vol: 0.06 },
    history: [{ at: past, id, r: 1400, win: false }],
    seen: { [id]: past },
    cards: { [id]: card },
    bestStreak: 0,
  };
  return { v: 1, data };
}

/**
 * Saves that data before the next page of the site runs its scripts (once per tab: a reload keeps what the
 * trainer has saved since), so the first page opened is already the returning learner's.
 */
export async function seedMissed(page: Page, id: string): Promise<void> {
  await page.addInitScript(
    (saved) => {
      if (sessionStorage.getItem('damiera-test:seeded')) return;
      sessionStorage.setItem('damiera-test:seeded', '1');
      localStorage.setItem('damiera:puzzles', saved);
    },
    JSON.stringify(missedTwoDaysAgo(id)),
  );
}
