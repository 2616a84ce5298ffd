/**
 * The review of a game in the AI worker, one position at a time: each position is searched with the
 * worker's analysis request (protocol.ts `analyse`: the same search, draw counters and earlier positions as
 * the analysis board's help), so the worker ships nothing more for the review. Measured against a message of
 * its own that would class the moves inside the worker: that message would add the review's code
 * (engine/ai/review.ts and the precedence report) to the worker's bundle, and the page would still need the
 * same code to read saved reviews back; here it loads once, with the review's view.
 *
 * The searches are kept as the store saves them (storage/review.ts: the line as PDN text) and read back into
 * the engine's analyses by replaying each line on its position: a saved line that is not legal there is
 * not used, and that position is searched again.
 */
import type { Analysis } from '../../engine/ai/index';
// Through the index, unlike the page's first modules: the play page loads the whole index anyway, and a
// lazy chunk reaching only some of its modules makes the bundler split them into more first-load files.
import {
  type Game,
  gameFromPosition,
  type Move,
  makeMoveText,
  type Position,
  playMove,
  sameMove,
} from '../../engine/index';
import { LINE_MAX, type SavedPosition, toSaved } from '../storage/review';
import { type AiClientOptions, createAiClient } from './aiClient';
import { analysisRequestFor } from './protocol';

/**
 * Each position's search: a node budget, so that the same game gets the same review run after run (a time
 * budget stops the search wherever the machine has got to, and the lines and classes changed with the load).
 * About 0.45 s on a desktop (some 450,000 nodes a second, docs/benchmarks.md), a 60-ply game in under half
 * a minute; a phone a few times slower takes a second or two a position.
 */
export const REVIEW_NODES = 200_000;
/**
 * Only a cap: the search starts no new iteration after 45% of it (search.ts), so a device slower than about
 * 55,000 nodes a second stops there, short of the budget (and its review may then differ from run to run).
 */
export const REVIEW_MOVETIME = 8_000;

/** The games after 0, 1, … plies of `game` (the draw counters and earlier positions as the game had them). */
export function prefixes(game: Game): Game[] {
  let g = gameFromPosition(game.start, { autoDraws: false });
  const out = [g];
  for (const m of game.moves) {
    g = playMove(g, m.move);
    out.push(g);
  }
  return out;
}

/** The moves of a line as PDN, each in the position it is played from. */
export function lineText(pos: Position, line: readonly Move[]): string[] {
  const out: string[] = [];
  let g = gameFromPosition(pos, { autoDraws: false });
  for (const m of line) {
    out.push(makeMoveText(g.position, m, g.legalMoves));
    g = playMove(g, m);
  }
  return out;
}

/**
 * A saved search as the engine's analysis of `pos`: null where it had no legal move, undefined where the
 * saved data does not fit the position (a line that is not legal there, or none where moves exist).
 */
export function analysisOf(pos: Position, saved: SavedPosition): Analysis | null | undefined {
  let g = gameFromPosition(pos, { autoDraws: false });
  if (saved === null) return g.legalMoves.length === 0 ? null : undefined;
  if (saved.pv.length === 0 && g.legalMoves.length > 0) return undefined;
  const pv: Move[] = [];
  for (const text of saved.pv) {
    const m = g.legalMoves.find((l) => makeMoveText(g.position, l, g.legalMoves) === text);
    if (!m) return pv.length > 0 ? { score: saved.s, win: saved.w, pv, depth: saved.d, nodes: 0 } : undefined;
    pv.push(m);
    g = playMove(g, m);
  }
  return { score: saved.s, win: saved.w, pv, depth: saved.d, nodes: 0 };
}

/**
 * The saved searches that can be used for these positions: the longest run from the start whose every
 * entry reads back (the rest is searched again).
 */
export function usable(positions: readonly Position[], saved: readonly SavedPosition[]): SavedPosition[] {
  const out: SavedPosition[] = [];
  for (let i = 0; i < saved.length && i < positions.length; i++) {
    if (analysisOf(positions[i], saved[i]) === undefined) break;
    out.push(saved[i]);
  }
  return out;
}

/**
 * A worker's line from the game's position as the engine's moves, each legal where it is played; null when
 * one is not, or when it is empty though there are moves (analysisClient.ts legalLine, on the engine's index:
 * importing that client here made the bundler split the play page's and the analysis board's first files).
 */
function lineOf(game: Game, line: unknown): Move[] | null {
  if (!Array.isArray(line) || line.length === 0) return null;
  const moves: Move[] = [];
  let g = gameFromPosition(game.position, { autoDraws: false });
  for (const answer of line as Move[]) {
    const m =
      answer && Array.isArray(answer.captures) ? g.legalMoves.find((l) => sameMove(l, answer)) : undefined;
    if (!m) return null;
    moves.push(m);
    g = playMove(g, m);
  }
  return moves;
}

export function createReviewClient(options: AiClientOptions & { movetime?: number; nodes?: number } = {}) {
  const client = createAiClient(options);
  const movetime = options.movetime ?? REVIEW_MOVETIME;
  const nodes = options.nodes ?? REVIEW_NODES;
  /** The search of one position of the game (a game prefix), as it is saved. */
  async function search(game: Game, signal?: AbortSignal): Promise<SavedPosition> {
    if (game.legalMoves.length === 0) return null;
    const a = await client.request(
      (id) => analysisRequestFor(game, movetime, id, nodes),
      movetime * 3 + 10_000,
      signal,
    );
    if (!('kind' in a) || a.kind !== 'analysis')
      throw client.discard('crash', 'The computer sent a move instead of an analysis.');
    const pv = lineOf(game, a.pv);
    if (!pv) throw client.discard('illegal', 'The engine answered a line that is not legal here.');
    const analysis = { score: a.score, win: a.win, pv, depth: a.depth, nodes: a.nodes };
    return toSaved(analysis, lineText(game.position, pv.slice(0, LINE_MAX)));
  }
  return { search, dispose: client.dispose };
}

export type ReviewClient = ReturnType<typeof createReviewClient>;
