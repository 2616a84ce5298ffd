/**
 * The trainer's puzzles of one game and theme in this language, fetched by the trainer island when it shows
 * them (src/build/puzzles/load.ts feedUrl; src/model/puzzles.ts feedsFor says which).
 */
import type { APIRoute } from 'astro';
import { getPuzzles, themeGroups, trainerFeed } from '../../../../../build/puzzles/load';

export async function getStaticPaths() {
  return themeGroups(await getPuzzles()).map((g) => ({ params: { variant: g.variant, theme: g.theme } }));
}

export const GET: APIRoute = async ({ params }) => {
  const puzzles = (await getPuzzles()).filter(
    (p) => p.variant === params.variant && p.theme === params.theme,
  );
  return new Response(JSON.stringify({ puzzles: trainerFeed(puzzles, 'en') }), {
    headers: { 'content-type': 'application/json' },
  });
};
