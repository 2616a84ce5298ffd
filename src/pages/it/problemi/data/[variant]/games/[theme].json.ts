/**
 * The games the puzzles of one game's theme were met in, each once as PDN by its id (src/model/puzzles.ts
 * GameTable): fetched by the trainer only when a puzzle from a game has a result, to link that game in the
 * analysis board (src/components/puzzles/kit.ts loadGame). Only themes with a puzzle from a game have one.
 */
import type { APIRoute } from 'astro';
import { getPuzzles, themeGroups, trainerGames } from '../../../../../../build/puzzles/load';

export async function getStaticPaths() {
  return themeGroups(await getPuzzles())
    .filter((g) => g.fromGames > 0)
    .map((g) => ({ params: { variant: g.variant, theme: g.theme } }));
}

export const GET: APIRoute = async ({ params }) => {
  const puzzles = (await getPuzzles()).filter(
    (p) => p.variant === params.variant && p.theme === params.theme,
  );
  return new Response(JSON.stringify(trainerGames(puzzles)), {
    headers: { 'content-type': 'application/json' },
  });
};
