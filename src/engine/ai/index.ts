/**
 * The computer player. Pure TypeScript: runs unchanged in a Web Worker and in Node.
 *
 *   chooseMove(pos, { level: 3 })                 → the move a "Normale" player would choose
 *   chooseMove(pos, { movetime: 1000 })           → the best move found in a second
 *   chooseMove(pos, { depth: 8, history, counters })  → fixed depth, with the game's draw rules in view
 */
import type { DrawCounters } from '../game/game';
import { legalMoves } from '../rules/movegen';
import type { Position } from '../rules/position';
import type { Move } from '../rules/types';
import { type Level, type LevelSettings, levelSettings } from './levels';
import { createRandom } from './random';
import { type EndgameOracle, MATE, MATE_BOUND, Searcher, type SearchInfo } from './search';
import { zobristKey } from './zobrist';

export { type AnalyseOptions, type Analysis, analyse, readScore } from './analyse';
export { SearchBoard } from './board';
export { type EvalParams, evaluate, paramsFor } from './eval';
export { LEVEL_VALUES, LEVELS, type Level, type LevelSettings, levelSettings } from './levels';
export { createRandom, type Random } from './random';
export {
  CLASS_THRESHOLDS,
  classify,
  forcedLine,
  type PlyReview,
  type ReviewClass,
  type ReviewForbidden,
  type ReviewOptions,
  type ReviewRule,
  type ReviewRuleCode,
  type ReviewRuleStep,
  reviewFromAnalyses,
  reviewGame,
  WIN_CHANCE_SLOPE,
  WIN_MEN,
  winChance,
} from './review';
export {
  type EndgameOracle,
  MATE,
  MATE_BOUND,
  moveCode,
  ORACLE_WIN,
  Searcher,
  type SearchInfo,
} from './search';
export { zobristKey } from './zobrist';

export interface ChooseOptions {
  /** 1 Principiante … 5 Difficile; sets time, depth and randomness (explicit movetime/depth override them) */
  readonly level?: Level | number;
  /** time budget in milliseconds */
  readonly movetime?: number;
  /** fixed nominal depth in plies */
  readonly depth?: number;
  /** node budget */
  readonly nodes?: number;
  /**
   * earlier positions of the game since the last capture or man move (positions or zobristKey values), one
   * entry per occurrence: a third occurrence is a draw where repetition is automatic (RULES §0.3)
   */
  readonly history?: ReadonlyArray<Position | number>;
  /** the game's draw counters in `pos` (game.ts `Game.counters`); omitted, they start at zero here */
  readonly counters?: DrawCounters;
  /** seed of the random choice of the lower levels (default: a fresh one) */
  readonly seed?: number;
  /** called after each completed iteration */
  readonly onInfo?: (info: SearchInfo) => void;
  /**
   * abort the search (the best move found so far is returned): an AbortSignal, typed by the one field read,
   * since the engine compiles without DOM types (src/engine/tsconfig.json)
   */
  readonly signal?: { readonly aborted: boolean };
  /** polled every 1024 nodes; return true to stop (e.g. read a SharedArrayBuffer flag in a worker) */
  readonly shouldStop?: () => boolean;
  /**
   * exact knowledge of small endings (an endgame database), asked at the root and at nodes with at most
   * the searcher's `oraclePieces` pieces; replaces the searcher's own oracle for this move
   */
  readonly oracle?: EndgameOracle;
  /** reuse a searcher (and its transposition table) across moves of one game */
  readonly searcher?: Searcher;
}

export interface ChooseResult {
  /** null when the side to move has no legal move (it has lost) */
  readonly move: Move | null;
  /** hundredths of a man from the mover's side; ≥ MATE_BOUND: a forced win in MATE − score plies */
  readonly score: number;
  /** nominal depth completed (0 when the move was forced or there was none) */
  readonly depth: number;
  readonly nodes: number;
  readonly nps: number;
  readonly timeMs: number;
  readonly pv: readonly Move[];
  /** a single legal move was played without searching */
  readonly forced: boolean;
}

/**
 * The searcher chooseMove uses unless given one; its tables persist between calls. A Searcher is not
 * re-entrant: do not start a search from inside its own callbacks (onInfo, shouldStop).
 */
let shared: Searcher | undefined;

/** Choose a move for the side to move. Synchronous; bounded by the level's or the given time budget. */
export function chooseMove(pos: Position, options: ChooseOptions = {}): ChooseResult {
  const moves = legalMoves(pos);
  if (moves.length === 0) {
    return { move: null, score: -MATE, depth: 0, nodes: 0, nps: 0, timeMs: 0, pv: [], forced: false };
  }
  if (moves.length === 1) {
    return { move: moves[0], score: 0, depth: 0, nodes: 0, nps: 0, timeMs: 0, pv: [moves[0]], forced: true };
  }
  const lv: LevelSettings | undefined =
    options.level !== undefined ? levelSettings(options.level) : undefined;
  const movetime =
    options.movetime ??
    (options.depth !== undefined || options.nodes !== undefined ? undefined : lv?.movetime);
  const depth = options.depth ?? lv?.depth ?? 100;
  const margin = lv?.margin ?? 0;
  const gameCounts = new Map<number, number>();
  for (const h of options.history ?? []) {
    const key = typeof h === 'number' ? h : zobristKey(h);
    gameCounts.set(key, (gameCounts.get(key) ?? 0) + 1);
  }
  if (!options.searcher && !shared) shared = new Searcher();
  const searcher = options.searcher ?? (shared as Searcher);
  const signal = options.signal;
  const poll = options.shouldStop;
  const shouldStop = signal || poll ? () => (signal?.aborted ?? false) || (poll?.() ?? false) : undefined;

  const { info, best, rootScores } = searcher.search(
    pos,
    {
      depth,
      movetime: movetime ?? (options.depth !== undefined || options.nodes !== undefined ? Infinity : 1000),
      nodes: options.nodes ?? Infinity,
      margin,
    },
    { gameCounts, counters: options.counters, shouldStop, onInfo: options.onInfo, oracle: options.oracle },
  );
  let move = best ?? moves[0];
  let score = info.score;
  if (margin > 0 && rootScores.length > 1 && Math.abs(info.score) < MATE_BOUND) {
    // Lower levels: any move within the margin of the best, uniformly; never a move that loses by force.
    const top = rootScores[0].score;
    const pool = rootScores.filter((r) => r.score >= top - margin && r.score > -MATE_BOUND);
    if (pool.length > 1) {
      const rnd = createRandom(options.seed ?? (Math.random() * 4294967296) >>> 0);
      const pick = pool[Math.floor(rnd() * pool.length)];
      move = pick.move;
      score = pick.score;
    }
  }
  return {
    move,
    score: score + 0, // no negative zero
    depth: info.depth,
    nodes: info.nodes,
    nps: info.nps,
    timeMs: info.timeMs,
    pv: move === best ? info.pv : [move],
    forced: false,
  };
}
