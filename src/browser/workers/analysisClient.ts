/**
 * The analysis board's side of the AI worker (its engine help), on the worker client of src/browser/workers/aiClient.ts:
 * the evaluation and best line of a game's current position. A module of its own so that the play page,
 * which only asks for moves, does not ship it.
 */
import type { Analysis } from '../../engine/ai';
import type { Game, Move, Position } from '../../engine/index';
// Straight from their modules: this client loads on demand, and the engine's index would bring the rest along.
import { legalMoves } from '../../engine/rules/movegen';
import { play } from '../../engine/rules/position';
import { type AiClientOptions, createAiClient, legalAmong } from './aiClient';
import { analysisRequestFor } from './protocol';

/**
 * A worker's line from `pos` as the engine's own moves, each legal where it is played; null when one is
 * not, or when the line is empty though moves are `needed`.
 */
export function legalLine(pos: Position, line: unknown, needed: boolean): Move[] | null {
  if (!Array.isArray(line) || (needed && line.length === 0)) return null;
  const moves: Move[] = [];
  let at = pos;
  for (const answer of line) {
    const move = legalAmong(legalMoves(at), answer);
    if (!move) return null;
    moves.push(move);
    at = play(at, move);
  }
  return moves;
}

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
      if (!('kind' in a)) throw client.discard('crash', 'The computer sent a move instead of an analysis.');
      // An analysis request is answered with an analysis or an error; an endgame step's answer never comes here.
      const { score, win, pv, depth, nodes } = a as Extract<typeof a, { kind: 'analysis' }>;
      // The line is checked against the engine's legal moves, move by move: a worker answering nonsense
      // (`1-2`, or no move where there are some) is replaced and the help says it got no answer.
      const line = legalLine(game.position, pv, game.legalMoves.length > 0);
      if (!line) throw client.discard('illegal', 'The engine answered a line that is not legal here.');
      return { score, win, pv: line, depth, nodes };
    } finally {
      if (running === mine) running = null;
    }
  }

  return { analyse, dispose: client.dispose };
}

export type AnalysisClient = ReturnType<typeof createAnalysisClient>;
