/**
 * The engine's view of a position for a player who asks for help (the analysis board): the evaluation from
 * White's side, a win when the search proves one, and the principal variation — the line both sides are
 * expected to play. Unlike chooseMove it always searches, a single legal move included, and never picks at
 * random.
 */
import type { DrawCounters } from '../game/game';
import { legalMoves } from '../rules/movegen';
import type { Position } from '../rules/position';
import { type Color, type Move, opposite } from '../rules/types';
import { type EndgameOracle, MATE, MATE_BOUND, ORACLE_WIN, Searcher } from './search';
import { zobristKey } from './zobrist';

export interface AnalyseOptions {
  /** time budget in milliseconds (default 1000) */
  readonly movetime?: number;
  /** fixed nominal depth in plies (no time limit unless `movetime` is given too) */
  readonly depth?: number;
  /** node budget (no time limit unless `movetime` is given too) */
  readonly nodes?: number;
  /** earlier positions of the game since the last capture or man move, one entry per occurrence */
  readonly history?: ReadonlyArray<Position | number>;
  /** the game's draw counters in the position (game.ts `Game.counters`) */
  readonly counters?: DrawCounters;
  /** polled during the search; true stops it (what was found so far is returned) */
  readonly shouldStop?: () => boolean;
  /** exact knowledge of small endings (an endgame database), as chooseMove's `oracle` */
  readonly oracle?: EndgameOracle;
  /** a searcher to reuse (its transposition table); a fresh small one by default */
  readonly searcher?: Searcher;
}

export interface Analysis {
  /** hundredths of a man from White's side: +150 means White is a man and a half better */
  readonly score: number;
  /**
   * a forced win the search found: who wins, and in how many of the winner's own moves — null moves when an
   * endgame table of results only (the browser's 4-piece files) says it is won without saying in how many;
   * null when none
   */
  readonly win: { readonly winner: Color; readonly moves: number | null } | null;
  /** the principal variation from the position, the best move first */
  readonly pv: readonly Move[];
  /** nominal depth completed */
  readonly depth: number;
  readonly nodes: number;
}

/**
 * A search score (from the side to move, ±(MATE − n) for a win or loss in n plies, about ±ORACLE_WIN for
 * an endgame table's win of unknown length) as the analysis says it.
 * The loser has no move after n plies: the winner plays ⌈n / 2⌉ of them (n is odd when the side to move wins).
 */
export function readScore(score: number, turn: Color): Pick<Analysis, 'score' | 'win'> {
  const white = turn === 'white' ? score : -score;
  // From ORACLE_WIN − MAX_PLY up to MATE_BOUND: a table's win of unknown length, at some ply of the line.
  if (Math.abs(score) < ORACLE_WIN - 128) return { score: white + 0, win: null };
  if (Math.abs(score) < MATE_BOUND)
    return { score: white, win: { winner: score > 0 ? turn : opposite(turn), moves: null } };
  const plies = MATE - Math.abs(score);
  const winner = score > 0 ? turn : opposite(turn);
  return { score: white, win: { winner, moves: Math.ceil(plies / 2) } };
}

/** Analyse the position for the side to move; null when it has no legal move (the game is over). */
export function analyse(pos: Position, options: AnalyseOptions = {}): Analysis | null {
  if (legalMoves(pos).length === 0) return null;
  const gameCounts = new Map<number, number>();
  for (const h of options.history ?? []) {
    const key = typeof h === 'number' ? h : zobristKey(h);
    gameCounts.set(key, (gameCounts.get(key) ?? 0) + 1);
  }
  const searcher = options.searcher ?? new Searcher(18);
  const fixedDepth =
    (options.depth !== undefined || options.nodes !== undefined) && options.movetime === undefined;
  const { info } = searcher.search(
    pos,
    {
      depth: options.depth ?? 100,
      movetime: fixedDepth ? Infinity : (options.movetime ?? 1000),
      nodes: options.nodes ?? Infinity,
      margin: 0,
      searchForced: true,
    },
    { gameCounts, counters: options.counters, shouldStop: options.shouldStop, oracle: options.oracle },
  );
  return { ...readScore(info.score, pos.turn), pv: info.pv, depth: info.depth, nodes: info.nodes };
}
