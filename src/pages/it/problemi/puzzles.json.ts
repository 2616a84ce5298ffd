/** The trainer's puzzles in this language, fetched by the trainer island (src/build/puzzles/load.ts feedUrl). */
import type { APIRoute } from 'astro';
import { getPuzzles, trainerFeed } from '../../../build/puzzles/load';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify({ puzzles: trainerFeed(await getPuzzles(), 'it') }), {
    headers: { 'content-type': 'application/json' },
  });
