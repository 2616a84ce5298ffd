/**
 * Iterative-deepening negamax alpha-beta with principal variation search, aspiration windows, a
 * transposition table, killer and history move ordering, late move reductions, and a capture quiescence:
 * beyond the horizon a side that must capture never stands pat, it plays out its captures. Moves come from
 * the rules' own generator (movegen.ts legalMoves); the search only orders and makes/unmakes them.
 *
 * Draws are scored as the game against the computer has them (RULES §0.3, the ruleset's `draws` in variants.ts), and only
 * those: the quiet-move limit (Italian and English 40 moves, International 25 moves), FMJD's 16/5-move
 * endgame counts, and threefold repetition where it is automatic (International, English). In Italian
 * repetition is a claim: the computer never claims, so a repetition is no draw to it, but the player may
 * claim one on their turn, so a threefold position with the player to move is worth at least a draw to them.
 */
import { type DrawCounters, ENDGAME_PLY_LIMIT } from '../game/game';
import {
  legalMoves as generate,
  legalCaptures as generateCaptures,
  quietMovesInto as generateQuiet,
  MAX_QUIET_MOVES,
} from '../rules/movegen';
import type { Position } from '../rules/position';
import type { Color, Move } from '../rules/types';
import { FIVE_MOVES, NO_ENDGAME, SearchBoard, SIXTEEN_MOVES } from './board';
import { type EvalTables, evaluate as evaluateImpl, tablesFor } from './eval';
import { canCapture as canCaptureImpl, canMoveQuietly as canMoveQuietlyImpl } from './movecheck';
import { EXACT, LOWER, TranspositionTable, UPPER } from './tt';
import { key53 } from './zobrist';

// Module-local aliases for the hot path (some loaders compile imports into getter calls).
const legalMoves = generate;
const legalCaptures = generateCaptures;
const quietMovesInto = generateQuiet;
const NO_MOVES: readonly Move[] = [];
const evaluate = evaluateImpl;
const canCapture = canCaptureImpl;
const canMoveQuietly = canMoveQuietlyImpl;

export const MATE = 30000;
/** scores beyond this are wins or losses in a known number of plies */
export const MATE_BOUND = MATE - 1000;
const INF = 32000;
/** probe(): the oracle does not know the position */
const NOT_KNOWN = -INF - 1;
const MAX_PLY = 128;

/**
 * Exact knowledge of a position, from the side to move's point of view: an endgame database (issue 19)
 * answers for the positions it holds and null for the others. `plies`, when known, is the distance to the
 * end of the game with best play (the loser left without a move). The draw counts of the game are not part
 * of it: the search applies them itself before it asks.
 */
export type EndgameOracle = (
  pos: Position,
) => { readonly result: 'win' | 'draw' | 'loss'; readonly plies?: number } | null;

/** A database win whose distance is unknown scores below every proven mate, above every evaluation. */
export const ORACLE_WIN = MATE_BOUND - 200;

export interface SearchLimits {
  /** deepest nominal depth to reach (plies) */
  readonly depth: number;
  /** hard time budget in milliseconds (Infinity for none) */
  readonly movetime: number;
  /** node budget (Infinity for none) */
  readonly nodes: number;
  /**
   * When > 0, root moves are scored exactly down to (best − margin) so that the caller can pick among the
   * moves "almost as good as the best" (the lower levels).
   */
  readonly margin: number;
  /**
   * Search on when the root has a single legal move (analysis wants its score and line; a player just plays
   * it, so by default the search stops after the first iteration).
   */
  readonly searchForced?: boolean;
}

/** Progress of a search, after every completed iteration (and in the final result). */
export interface SearchInfo {
  /** nominal depth completed, in plies */
  readonly depth: number;
  /** hundredths of a man, from the side to move; ±(30000 − n) = win/loss in n plies */
  readonly score: number;
  readonly nodes: number;
  /** nodes per second */
  readonly nps: number;
  readonly timeMs: number;
  /** principal variation, starting with the move to play */
  readonly pv: readonly Move[];
}

export interface RootScore {
  readonly move: Move;
  /** exact when > best − margin, otherwise an upper bound */
  readonly score: number;
}

// The host's high-resolution clock when there is one (browsers, workers, Node), else Date. Read through
// globalThis: the engine compiles without DOM or Node types (src/engine/tsconfig.json).
const perf = (globalThis as { performance?: { now(): number } }).performance;
const now: () => number = perf && typeof perf.now === 'function' ? () => perf.now() : () => Date.now();

/** A stable integer code of a move (from, to and the set of captured squares). */
export function moveCode(m: Move): number {
  let sig = 0;
  for (let i = 0; i < m.captures.length; i++) {
    const c = m.captures[i];
    sig = (sig + c * c * 131 + c) & 0x7ffff;
  }
  return (m.from | (m.to << 6) | (sig << 12)) + 1;
}

export class Searcher {
  readonly tt: TranspositionTable;
  private board!: SearchBoard;
  private tables!: EvalTables;
  private readonly killers = new Int32Array(MAX_PLY * 2);
  private readonly historyTable = new Int32Array(2 * 64 * 64);
  private readonly pathLo = new Int32Array(MAX_PLY + 1);
  private readonly pathHi = new Int32Array(MAX_PLY + 1);
  /** how many times each earlier position of the game (zobristKey) occurred before the root */
  private gameCounts: ReadonlyMap<number, number> = new Map();
  private counters: DrawCounters | undefined;
  /** the side to move at the root: the computer, which never claims a draw */
  private rootTurn: Color = 'white';
  /** draw rules of the variant searched (its ruleset's `draws`, variants.ts) */
  private quietLimit = Infinity;
  private repetitionAutomatic = false;
  /** ply limits of the FMJD endgame counts, by SearchBoard.endgame code (0: none) */
  private readonly endgameLimit = new Int32Array(3);
  /** the deepest ply at which this iteration can still reach a position after a quiet move */
  private reach = 0;
  /** the ply whose player's draw claim is being weighed (see negamax) */
  private claimPly = -1;
  /** the transposition-table key of the last ttKey() call */
  private keyLo = 0;
  private keyHi = 0;
  private moveScores: Float64Array[] = [];
  private moveCodes: Int32Array[] = [];
  /** per ply: the order of the moves, as indices into the generated list */
  private moveIndex: Int32Array[] = [];
  /** per ply: the quiet moves, packed as quietMovesInto writes them */
  private readonly quietBuf: Int32Array[] = [];
  nodes = 0;
  private deadline = Infinity;
  private nodeLimit = Infinity;
  private stopped = false;
  private shouldStop: (() => boolean) | undefined;
  private rootDepth = 0;
  seldepth = 0;

  /** the endgame oracle asked at the root and at nodes with at most `oraclePieces` pieces */
  oracle: EndgameOracle | undefined;
  oraclePieces: number;
  /** the oracle of the search under way */
  private active: EndgameOracle | undefined;
  /** how many positions the oracle answered in the last search */
  oracleHits = 0;

  constructor(ttBits = 20, options: { oracle?: EndgameOracle; oraclePieces?: number } = {}) {
    this.tt = new TranspositionTable(ttBits);
    this.oracle = options.oracle;
    this.oraclePieces = options.oraclePieces ?? 4;
    for (let i = 0; i <= MAX_PLY; i++) {
      this.moveScores.push(new Float64Array(256));
      this.moveCodes.push(new Int32Array(256));
      this.moveIndex.push(new Int32Array(256));
      this.quietBuf.push(new Int32Array(MAX_QUIET_MOVES));
    }
  }

  /**
   * Search a position. `gameCounts` says how many times each earlier position of the game (its zobristKey)
   * occurred, for threefold repetition; `counters` are the game's draw counters in `pos` (zero when omitted).
   */
  search(
    pos: Position,
    limits: SearchLimits,
    opts: {
      gameCounts?: ReadonlyMap<number, number>;
      counters?: DrawCounters;
      shouldStop?: () => boolean;
      onInfo?: (info: SearchInfo) => void;
      /** replaces the searcher's own oracle for this search */
      oracle?: EndgameOracle;
    } = {},
  ): { info: SearchInfo; best: Move | null; rootScores: RootScore[] } {
    const start = now();
    this.board = new SearchBoard(pos, opts.counters);
    this.tables = tablesFor(pos.variant);
    this.gameCounts = opts.gameCounts ?? new Map();
    this.counters = opts.counters;
    this.rootTurn = pos.turn;
    const rules = pos.variant.rules.draws;
    this.quietLimit = rules.quietPlyLimit;
    this.repetitionAutomatic = rules.repetition === 'automatic';
    this.endgameLimit[NO_ENDGAME] = 0;
    this.endgameLimit[SIXTEEN_MOVES] = ENDGAME_PLY_LIMIT['sixteen-moves'];
    this.endgameLimit[FIVE_MOVES] = ENDGAME_PLY_LIMIT['five-moves'];
    this.claimPly = -1;
    this.reach = 0;
    this.shouldStop = opts.shouldStop;
    this.active = opts.oracle ?? this.oracle;
    this.oracleHits = 0;
    this.nodes = 0;
    this.stopped = false;
    this.deadline = start + limits.movetime;
    this.nodeLimit = limits.nodes;
    this.killers.fill(0);
    for (let i = 0; i < this.historyTable.length; i++) this.historyTable[i] >>= 3;
    this.tt.newSearch();

    const rootMoves = legalMoves(this.board);
    const emptyInfo = (score: number): SearchInfo => ({
      depth: 0,
      score,
      nodes: 0,
      nps: 0,
      timeMs: now() - start,
      pv: [],
    });
    if (rootMoves.length === 0) return { info: emptyInfo(-MATE), best: null, rootScores: [] };

    const order = rootMoves.map((m) => ({ move: m, code: moveCode(m), score: -INF, exact: false }));
    // Initial order: TT move, then captures and promotions.
    this.ttKey(this.board, 0);
    const ttMove = this.tt.probe(this.keyLo, this.keyHi) ? this.tt.hitMove : 0;
    order.sort((a, b) => rootKey(b, ttMove) - rootKey(a, ttMove));
    this.pathLo[0] = this.board.lo;
    this.pathHi[0] = this.board.hi;

    // The oracle at the root: when it knows the position, a move that keeps its verdict ends the search.
    const total = this.board.count[0] + this.board.count[1] + this.board.count[2] + this.board.count[3];
    const rootKnown = this.active && total <= this.oraclePieces ? this.probe(this.board, 0) : NOT_KNOWN;

    let best = order[0].move;
    let bestScore = 0;
    let completed = 0;
    let info = emptyInfo(0);
    let rootScores: RootScore[] = order.map((o) => ({ move: o.move, score: 0 }));
    const maxDepth = Math.min(limits.depth, MAX_PLY - 10);
    const multi = limits.margin > 0;

    for (let depth = 1; depth <= maxDepth; depth++) {
      if (depth > 1 && this.shouldStop?.()) break;
      this.rootDepth = depth;
      // Quiet moves are played at nodes with depth ≥ 1: the single-move extension keeps the depth up to ply
      // 2·depth + 8, after which it falls by a ply a move (see negamax); beyond, only captures are played.
      this.reach = Math.min(MAX_PLY, 3 * depth + 12);
      let alpha = -INF;
      let beta = INF;
      let delta = 35;
      if (depth >= 5 && !multi && Math.abs(bestScore) < MATE_BOUND) {
        alpha = bestScore - delta;
        beta = bestScore + delta;
      }
      let iterBest: (typeof order)[number] | null = null;
      let score = 0;
      for (;;) {
        const r = this.searchRoot(order, depth, alpha, beta, multi ? limits.margin : 0);
        iterBest = r.best;
        score = r.score;
        if (this.stopped) break;
        if (score <= alpha) {
          alpha = Math.max(-INF, score - delta);
          delta *= 2;
        } else if (score >= beta) {
          beta = Math.min(INF, score + delta);
          delta *= 2;
        } else break;
        if (delta > 600) {
          alpha = -INF;
          beta = INF;
        }
      }
      if (this.stopped) {
        // A partly searched iteration still counts when its first (previous best) move was searched
        // and another move beat it.
        if (iterBest?.exact && iterBest.move !== best && score > -INF) {
          best = iterBest.move;
          bestScore = score;
        }
        break;
      }
      // Stable sort keeps the previous order among equals: best first next time.
      order.sort((a, b) => b.score - a.score);
      best = order[0].move;
      bestScore = order[0].score;
      completed = depth;
      rootScores = order.map((o) => ({ move: o.move, score: o.score }));
      const elapsed = now() - start;
      info = {
        depth,
        score: bestScore,
        nodes: this.nodes,
        nps: elapsed > 0 ? Math.round((this.nodes * 1000) / elapsed) : 0,
        timeMs: elapsed,
        pv: this.extractPv(pos, best, depth),
      };
      opts.onInfo?.(info);
      if (order.length === 1 && !multi && !limits.searchForced) break;
      if (Math.abs(bestScore) >= MATE_BOUND && depth > MATE - Math.abs(bestScore) + 2) break;
      if (rootKnown !== NOT_KNOWN && !multi && depth >= 2) {
        if (rootKnown > 0 ? bestScore >= ORACLE_WIN - MAX_PLY : rootKnown === 0 ? bestScore >= 0 : true)
          break;
      }
      // Starting another iteration that cannot finish in time is wasted work.
      if (limits.movetime !== Infinity && elapsed > limits.movetime * 0.45) break;
      if (this.nodes >= this.nodeLimit) break;
    }
    const elapsed = now() - start;
    info = {
      depth: completed,
      score: bestScore,
      nodes: this.nodes,
      nps: elapsed > 0 ? Math.round((this.nodes * 1000) / elapsed) : 0,
      timeMs: elapsed,
      pv: info.pv.length && info.pv[0] === best ? info.pv : [best],
    };
    return { info, best, rootScores };
  }

  private searchRoot(
    order: { move: Move; code: number; score: number; exact: boolean }[],
    depth: number,
    alpha: number,
    beta: number,
    margin: number,
  ): { best: (typeof order)[number] | null; score: number } {
    const b = this.board;
    let bestScore = -INF;
    let best: (typeof order)[number] | null = null;
    const origAlpha = alpha;
    for (const o of order) o.exact = false;
    for (let i = 0; i < order.length; i++) {
      const o = order[i];
      const m = o.move;
      b.make(m);
      this.pathLo[1] = b.lo;
      this.pathHi[1] = b.hi;
      const single = order.length === 1 ? 1 : 0;
      let score: number;
      if (margin > 0) {
        // Every move scored down to (best − margin): a lower window bound, no upper one.
        const floor = i === 0 ? -INF : Math.max(alpha, bestScore - margin - 1);
        score = -this.negamax(depth - 1 + single, -INF, -floor, 1, true);
      } else if (i === 0) {
        score = -this.negamax(depth - 1 + single, -beta, -alpha, 1, true);
      } else {
        score = -this.negamax(depth - 1, -alpha - 1, -alpha, 1, false);
        if (score > alpha && score < beta && !this.stopped)
          score = -this.negamax(depth - 1, -beta, -alpha, 1, true);
      }
      b.unmake(m);
      if (this.stopped) break;
      o.score = score;
      o.exact = true;
      if (score > bestScore) {
        bestScore = score;
        best = o;
        if (margin === 0 && score > alpha) {
          alpha = score;
          if (score >= beta) break;
        }
      }
      // Moves not yet searched in a failed iteration stay behind.
    }
    for (const o of order) if (!o.exact) o.score = -INF;
    if (best && !this.stopped) {
      const flag = bestScore <= origAlpha ? UPPER : bestScore >= beta ? LOWER : EXACT;
      this.ttKey(b, 0);
      this.tt.store(this.keyLo, this.keyHi, depth, flag, bestScore, best.code);
    }
    return { best, score: bestScore };
  }

  private checkStop(): void {
    if (now() >= this.deadline || this.nodes >= this.nodeLimit || this.shouldStop?.()) this.stopped = true;
  }

  private negamax(depth: number, alpha: number, beta: number, ply: number, pvNode: boolean): number {
    if ((++this.nodes & 1023) === 0) this.checkStop();
    if (this.stopped) return 0;
    const b = this.board;
    if (ply > this.seldepth) this.seldepth = ply;

    // Automatic draws (RULES §0.3) by the counters: 40 or 25 moves without a capture or a man move, FMJD
    // 6.3/6.4. A side left without a legal move has lost all the same (game.ts checks that first).
    if (
      b.quiet >= this.quietLimit ||
      (b.endgame !== NO_ENDGAME && b.endgamePlies >= this.endgameLimit[b.endgame])
    ) {
      return canCapture(b) || canMoveQuietly(b) ? 0 : -MATE + ply;
    }

    // Threefold repetition (a position back for the third time needs at least 4 quiet plies). Automatic
    // where the rules say so. In Italian the player (never the computer) may claim it on their turn: the
    // value to them is the better of the draw and playing on, which the same node, searched again with
    // the claim set aside, tells.
    if (b.quiet >= 4 && (this.repetitionAutomatic || (b.turn !== this.rootTurn && this.claimPly !== ply))) {
      if (this.occurrences(b, ply) >= 3) {
        if (this.repetitionAutomatic) return 0;
        if (beta <= 0) return 0;
        this.claimPly = ply;
        const playOn = this.negamax(depth, alpha, beta, ply, pvNode);
        this.claimPly = -1;
        return this.stopped ? 0 : Math.max(0, playOn);
      }
    }

    // Exact knowledge of small endings: a win scores as a mate at its distance, so shorter wins come first.
    if (this.active && b.count[0] + b.count[1] + b.count[2] + b.count[3] <= this.oraclePieces) {
      const known = this.probe(b, ply);
      if (known !== NOT_KNOWN) return known;
    }

    // Quiescence: beyond the horizon only captures are played, and they are compulsory (no standing pat).
    const capture = canCapture(b);
    if ((depth <= 0 || ply >= MAX_PLY - 2) && !capture) {
      return canMoveQuietly(b) ? evaluate(b, this.tables) : -MATE + ply;
    }
    if (ply >= MAX_PLY - 2) return evaluate(b, this.tables);

    // Captures come from the rules' generator as Move objects; quiet moves as packed integers
    // (quietMovesInto), played without building objects.
    const caps = capture ? legalCaptures(b) : NO_MOVES;
    const quietCodes = this.quietBuf[ply];
    const count = capture ? caps.length : quietMovesInto(b, quietCodes);
    if (count === 0) return -MATE + ply;

    // Mate-distance pruning.
    const mateAlpha = Math.max(alpha, -MATE + ply);
    const mateBeta = Math.min(beta, MATE - ply - 1);
    if (mateAlpha >= mateBeta) return mateAlpha;

    const origAlpha = alpha;
    let ttMove = 0;
    this.ttKey(b, ply);
    const keyLo = this.keyLo;
    const keyHi = this.keyHi;
    if (this.tt.probe(keyLo, keyHi)) {
      ttMove = this.tt.hitMove;
      if (this.tt.hitDepth >= depth && !pvNode) {
        let s = this.tt.hitScore;
        if (s >= MATE_BOUND) s -= ply;
        else if (s <= -MATE_BOUND) s += ply;
        const f = this.tt.hitFlag;
        if (f === EXACT || (f === LOWER && s >= beta) || (f === UPPER && s <= alpha)) return s;
      }
    }

    // Reverse futility: near the horizon, a quiet position far above beta with no capture threat against
    // the side to move is not searched further. Not with kings on the board: king endings are won by
    // taking the opponent's last moves away, which a static score cannot see.
    if (!pvNode && !capture && depth <= 3 && Math.abs(beta) < MATE_BOUND && b.count[1] + b.count[3] === 0) {
      const stand = evaluate(b, this.tables);
      if (stand - 50 * depth >= beta && !this.threatened(b)) return stand;
    }

    // A forced move (a single legal move, or a capture) costs no depth: this is the capture extension.
    const extend = count === 1 && ply < this.rootDepth * 2 + 8 ? 1 : 0;
    const newDepth = depth <= 0 ? 0 : depth - 1 + extend;

    // Order: TT move, captures (bigger first), promotions, killers, history.
    if (this.moveScores[ply].length < count) {
      this.moveScores[ply] = new Float64Array(count * 2);
      this.moveCodes[ply] = new Int32Array(count * 2);
      this.moveIndex[ply] = new Int32Array(count * 2);
    }
    const scores = this.moveScores[ply];
    const side = b.turn === 'white' ? 0 : 4096;
    const k1 = this.killers[ply * 2];
    const k2 = this.killers[ply * 2 + 1];
    const codes = this.moveCodes[ply];
    const index = this.moveIndex[ply];
    const hist = this.historyTable;
    for (let i = 0; i < count; i++) {
      let code: number;
      let s: number;
      index[i] = i;
      if (capture) {
        const m = caps[i];
        code = moveCode(m);
        s = 1e8 + m.captures.length * 1000 + (m.promotes ? 500 : 0);
      } else {
        const q = quietCodes[i];
        const from = q & 0xff;
        const to = (q >> 8) & 0xff;
        code = (from | (to << 6)) + 1;
        if (q & 0x10000) s = 5e7;
        else if (code === k1) s = 4e7;
        else if (code === k2) s = 3.9e7;
        else s = hist[side + from * 64 + to];
      }
      if (code === ttMove) s = 1e9;
      codes[i] = code;
      scores[i] = s;
    }

    let bestScore = -INF;
    let bestCode = 0;
    for (let i = 0; i < count; i++) {
      // selection sort step
      let bi = i;
      for (let j = i + 1; j < count; j++) if (scores[j] > scores[bi]) bi = j;
      if (bi !== i) {
        const ts = scores[i];
        scores[i] = scores[bi];
        scores[bi] = ts;
        const tc = codes[i];
        codes[i] = codes[bi];
        codes[bi] = tc;
        const ti = index[i];
        index[i] = index[bi];
        index[bi] = ti;
      }
      const mi = index[i];
      const q = capture ? 0 : quietCodes[mi];
      const quiet = !capture && (q & 0x10000) === 0;
      if (capture) b.make(caps[mi]);
      else b.makeQuiet(q);
      this.pathLo[ply + 1] = b.lo;
      this.pathHi[ply + 1] = b.hi;
      let score: number;
      if (i === 0) {
        score = -this.negamax(newDepth, -beta, -alpha, ply + 1, pvNode);
      } else {
        // Late move reductions for quiet moves ordered late.
        let r = 0;
        if (quiet && depth >= 3 && i >= 3 && scores[i] < 3.9e7) {
          r = 1;
          if (i >= 8 && depth >= 5) r = 2;
          if (pvNode) r = r - 1;
        }
        score = -this.negamax(newDepth - r, -alpha - 1, -alpha, ply + 1, false);
        if (r > 0 && score > alpha && !this.stopped)
          score = -this.negamax(newDepth, -alpha - 1, -alpha, ply + 1, false);
        if (pvNode && score > alpha && score < beta && !this.stopped) {
          score = -this.negamax(newDepth, -beta, -alpha, ply + 1, true);
        }
      }
      if (capture) b.unmake(caps[mi]);
      else b.unmakeQuiet(q);
      if (this.stopped) return 0;
      if (score > bestScore) {
        bestScore = score;
        bestCode = codes[i];
        if (score > alpha) {
          alpha = score;
          if (score >= beta) {
            if (quiet) {
              if (codes[i] !== k1) {
                this.killers[ply * 2 + 1] = k1;
                this.killers[ply * 2] = codes[i];
              }
              const h = side + (q & 0xff) * 64 + ((q >> 8) & 0xff);
              hist[h] += depth * depth;
              if (hist[h] > 1e7) for (let k = 0; k < hist.length; k++) hist[k] >>= 1;
            }
            break;
          }
        }
      }
    }

    let stored = bestScore;
    if (stored >= MATE_BOUND) stored += ply;
    else if (stored <= -MATE_BOUND) stored -= ply;
    const flag = bestScore <= origAlpha ? UPPER : bestScore >= beta ? LOWER : EXACT;
    this.tt.store(keyLo, keyHi, Math.max(depth, 0), flag, stored, bestCode);
    return bestScore;
  }

  /** The oracle's score of the board at `ply` (NOT_KNOWN when it does not know the position). */
  private probe(b: SearchBoard, ply: number): number {
    const r = (this.active as EndgameOracle)(b);
    if (!r) return NOT_KNOWN;
    this.oracleHits++;
    if (r.result === 'draw') return 0;
    const sign = r.result === 'win' ? 1 : -1;
    if (r.plies !== undefined && r.plies >= 0) {
      // The tables know no move counter. A win longer than the plies a counter leaves (the 40- or 25-move
      // limit, FMJD's 16 and 5 moves) may be a draw: every move of its line may be quiet. Then the table's
      // verdict is not taken and the search goes on (a win by another path, through a capture or a man move
      // that resets the counter, is still found, and the counter's draw is scored where it falls).
      const left = Math.min(
        this.quietLimit - b.quiet,
        b.endgame !== NO_ENDGAME ? this.endgameLimit[b.endgame] - b.endgamePlies : Infinity,
      );
      if (r.plies > left) return NOT_KNOWN;
      if (r.plies < MATE - MATE_BOUND - ply) return sign * (MATE - ply - r.plies);
    }
    return sign * (ORACLE_WIN - ply);
  }

  /**
   * How many times the position at `ply` has occurred, this time included: on the search path since the
   * last capture or man move (same side to move, every other ply), and before the root in the game.
   */
  private occurrences(b: SearchBoard, ply: number): number {
    const lo = b.lo;
    const hi = b.hi;
    const first = ply - b.quiet; // path index of the first position after the last capture or man move
    let n = 1;
    for (let i = ply - 4; i >= 0 && i >= first; i -= 2) {
      if (this.pathLo[i] === lo && this.pathHi[i] === hi) n++;
    }
    if (first <= 0 && this.gameCounts.size > 0) n += this.gameCounts.get(key53(lo, hi)) ?? 0;
    return n;
  }

  /**
   * The transposition-table key of the position at `ply` (into keyLo, keyHi). A draw count that can run
   * out within this iteration's reach is part of the key: the same pieces with a different count are a
   * different position to the search. Counts too far from their limit to matter leave the key alone, so
   * that king moves still transpose.
   */
  private ttKey(b: SearchBoard, ply: number): void {
    let lo = b.lo;
    let hi = b.hi;
    const ahead = this.reach - ply;
    if (b.quiet + ahead >= this.quietLimit) {
      lo ^= Math.imul(b.quiet + 1, 0x9e3779b1);
      hi ^= Math.imul(b.quiet + 1, 0x85ebca77);
    }
    if (b.endgame !== NO_ENDGAME && b.endgamePlies + ahead >= this.endgameLimit[b.endgame]) {
      const k = b.endgame * 0x10000 + b.endgamePlies + 1;
      lo ^= Math.imul(k, 0xc2b2ae3d);
      hi ^= Math.imul(k, 0x27d4eb2f);
    }
    this.keyLo = lo;
    this.keyHi = hi;
  }

  /** Could the opponent capture if it were its turn? */
  private threatened(b: SearchBoard): boolean {
    b.turn = b.turn === 'white' ? 'black' : 'white';
    const t = canCapture(b);
    b.turn = b.turn === 'white' ? 'black' : 'white';
    return t;
  }

  /** The principal variation: the best move, then the TT's best replies (stops at a repetition). */
  private extractPv(pos: Position, first: Move, depth: number): Move[] {
    const b = new SearchBoard(pos, this.counters);
    const pv: Move[] = [first];
    b.make(first);
    const seen = new Set<number>([key53(b.lo, b.hi)]);
    while (pv.length < depth) {
      this.ttKey(b, pv.length);
      if (!this.tt.probe(this.keyLo, this.keyHi)) break;
      const code = this.tt.hitMove;
      const m = legalMoves(b).find((x) => moveCode(x) === code);
      if (!m) break;
      pv.push(m);
      b.make(m);
      const k = key53(b.lo, b.hi);
      if (seen.has(k)) break;
      seen.add(k);
    }
    return pv;
  }
}

function rootKey(o: { move: Move; code: number }, ttMove: number): number {
  if (o.code === ttMove) return 1e9;
  return o.move.captures.length * 1000 + (o.move.promotes ? 500 : 0);
}
