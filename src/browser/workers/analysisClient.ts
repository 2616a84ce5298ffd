/**
 * The analysis board's side of the AI worker (its engine help), on the worker client of src/browser/workers/aiClient.ts:
 * the evaluation and best line of a game's current position. A module of its own so that the play page,
 * which only asks for moves, does not ship it.
 */
import type { Analysis } from '../../engine/ai';
import type { Game } from '../../engine/index';
import { type AiClientOptions, AiError, createAiClient } from './aiClient';
import { analysisRequestFor } from './protocol';

export function createAnalysisClient(options: AiClientOptions = {}) {
  const client = createAiClient(options);
  /** the id of the analysis still running, if any: a newer one stops it */
  let running: number | null = null;

  /**
   * The engine's analysis of the game's current position, searched for `movetime` ms. A newer request
   * supersedes one still running: the search is synchronous inside the worker, so the worker is stopped
   * (its request rejects with kind 'aborted') and a fresh one answers the new request. An abort of
   * `signal` stops it the same way.
   */
  async function analyse(
    game: Game,
    options: { movetime?: number; signal?: AbortSignal } = {},
  ): Promise<Analysis> {
    const movetime = options.movetime ?? 1000;
    if (running !== null && client.waiting(running)) client.stop('A newer analysis.');
    let mine = 0;
    try {
      const a = await client.request(
        (id) => {
          mine = id;
          running = id;
          return analysisRequestFor(game, movetime, id);
        },
        movetime * 3 + 10_000,
        options.signal,
      );
      if (!('kind' in a)) throw new AiError('crash', 'The computer sent a move instead of an analysis.');
      const { score, win, pv, depth, nodes } = a;
      return { score, win, pv, depth, nodes };
    } finally {
      if (running === mine) running = null;
    }
  }

  return { analyse, dispose: client.dispose };
}

export type AnalysisClient = ReturnType<typeof createAnalysisClient>;
