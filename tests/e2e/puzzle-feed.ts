/**
 * The trainer's puzzles as the site serves them: one data file per game and theme (src/model/puzzles.ts
 * themeFeedUrl), each named by the page's theme filter (`<option value=theme data-variant=game>`).
 */
import type { APIRequestContext } from '@playwright/test';
import type { TrainerPuzzle } from '../../src/model/puzzles';

export async function trainerPuzzles(request: APIRequestContext, base: string): Promise<TrainerPuzzle[]> {
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
