/**
 * A small exact solver for puzzles: negamax with alpha-beta to a fixed depth, plus capture quiescence —
 * captures are compulsory, so a position where the side to move must capture is never a leaf and every
 * capture is played out. The value is the material balance from the side to move's point of view (a man 1,
 * a king `kingValue`), or ±WIN_VALUE when a side has no legal move (RULES §2.7, §3.7, §4.5: it has lost).
 *
 * Built on the rules' public API (legalMoves, play) and nothing from src/engine/ai, so the build, the puzzle
 * generator and the tests can use it as a referee for the AI too. Deterministic: moves are searched in
 * generation order and the node limit counts positions, not time. No draw rule is applied: the horizons a
 * puzzle needs are far shorter than any draw count.
 *
 * A king's value may be any multiple of half a man (the tactic proof asks 2, 2.5 and 3: proof.ts), so every
 * value is a multiple of 0.5 and exact in floating point; `bound` searches a window, for proofs that only
 * need to know whether a value reaches a threshold.
 */
import { legalMoves } from '../rules/movegen';
import { BLACK, KING, type Position, play, WHITE } from '../rules/position';
import type { Move } from '../rules/types';

/** The value of a won position: more than any material balance. */
export const WIN_VALUE = 1000;

export interface SolveOptions {
  /** plies searched before quiescence (0: quiescence only) */
  readonly depth: number;
  /** stop after visiting this many positions (default 1,000,000) */
  readonly maxNodes?: number;
  /** the value of a king, a man being 1 (default 3); a positive multiple of 0.5 */
  readonly kingValue?: number;
}

export interface SolveResult {
  /** minimax value from the side to move's point of view; −WIN_VALUE when it has no legal move */
  readonly value: number;
  /**
   * Every legal move that reaches `value`, de-duplicated by from, to and captured set (RULES §0.2). Empty when
   * there is no legal move, or at depth 0 in a position without a capture (nothing was searched).
   */
  readonly best: readonly Move[];
  /** positions visited */
  readonly nodes: number;
  /** the node limit stopped the search: `value` and `best` are not proved */
  readonly limitHit: boolean;
}

export const DEFAULT_MAX_NODES = 1_000_000;

/** Material from the side to move's point of view. */
export function materialBalance(pos: Position, kingValue = 3): number {
  const own = pos.turn === 'white' ? WHITE : BLACK;
  let s = 0;
  for (let sq = 1; sq < pos.cells.length; sq++) {
    const c = pos.cells[sq];
    if (c) s += (c & own ? 1 : -1) * (c & KING ? kingValue : 1);
  }
  return s;
}

class LimitHit extends Error {}

class Solver {
  nodes = 0;
  constructor(
    readonly maxNodes: number,
    readonly kingValue: number,
  ) {}

  /** Negamax value of `pos` within (alpha, beta), fail-soft; `moves` are its legal moves if known. */
  search(pos: Position, depth: number, alpha: number, beta: number, moves = legalMoves(pos)): number {
    if (++this.nodes > this.maxNodes) throw new LimitHit();
    if (moves.length === 0) return -WIN_VALUE;
    // Quiescence: a quiet position past the horizon is a leaf; a capture is compulsory and is played out.
    if (depth <= 0 && moves[0].captures.length === 0) return materialBalance(pos, this.kingValue);
    let best = -Infinity;
    for (const m of moves) {
      const v = -this.search(play(pos, m), depth - 1, -beta, -Math.max(alpha, best));
      if (v > best) {
        best = v;
        if (best >= beta) break;
      }
    }
    return best;
  }
}

/** The smallest difference between two values: a king is worth a whole number of half men. */
export const VALUE_GRAIN = 0.5;

function checkedKingValue(kingValue = 3): number {
  if (!Number.isInteger(kingValue / VALUE_GRAIN) || kingValue <= 0)
    throw new Error(`kingValue must be a positive multiple of ${VALUE_GRAIN}, not ${kingValue}`);
  return kingValue;
}

export interface BoundOptions extends SolveOptions {
  /** the window: the value is exact strictly inside it, a bound beyond it (fail-soft); default ±Infinity */
  readonly alpha?: number;
  readonly beta?: number;
}

export interface BoundResult {
  /**
   * the negamax value from the side to move's point of view if it lies strictly inside (alpha, beta); else a
   * bound on the same side as the window's edge it crossed (≤ alpha, ≥ beta); NaN when the limit was hit
   */
  readonly value: number;
  readonly nodes: number;
  readonly limitHit: boolean;
}

/**
 * The value of `pos` searched to `depth` plies plus capture quiescence within the window (alpha, beta). With
 * a window one grain wide (alpha = t − VALUE_GRAIN, beta = t) it answers "is the value at least t?" at a
 * fraction of the cost of the exact value.
 */
export function bound(pos: Position, options: BoundOptions): BoundResult {
  const solver = new Solver(options.maxNodes ?? DEFAULT_MAX_NODES, checkedKingValue(options.kingValue));
  const depth = Math.max(0, Math.floor(options.depth));
  try {
    const v = solver.search(pos, depth, options.alpha ?? -Infinity, options.beta ?? Infinity);
    return { value: v + 0, nodes: solver.nodes, limitHit: false };
  } catch (e) {
    if (!(e instanceof LimitHit)) throw e;
    return { value: Number.NaN, nodes: solver.nodes, limitHit: true };
  }
}

/** Search `pos` to `depth` plies plus capture quiescence and return its value and every best move. */
export function solve(pos: Position, options: SolveOptions): SolveResult {
  const kingValue = checkedKingValue(options.kingValue);
  const solver = new Solver(options.maxNodes ?? DEFAULT_MAX_NODES, kingValue);
  const moves = legalMoves(pos);
  const depth = Math.max(0, Math.floor(options.depth));
  try {
    solver.nodes = 1;
    if (moves.length === 0) return { value: -WIN_VALUE, best: [], nodes: 1, limitHit: false };
    if (depth === 0 && moves[0].captures.length === 0)
      return { value: materialBalance(pos, kingValue), best: [], nodes: 1, limitHit: false };
    // Each root move is searched with alpha one grain below the best so far: values are multiples of the
    // grain, so a move that equals the best gets its exact value and ties are all found; a worse one fails
    // low and is dropped.
    let value = -Infinity;
    let best: Move[] = [];
    for (const m of moves) {
      const v = -solver.search(play(pos, m), depth - 1, -Infinity, -(value - VALUE_GRAIN));
      if (v > value) {
        value = v;
        best = [m];
      } else if (v === value) best.push(m);
    }
    // `+ 0` turns the −0 of a negated even balance into 0.
    return { value: value + 0, best, nodes: solver.nodes, limitHit: false };
  } catch (e) {
    if (!(e instanceof LimitHit)) throw e;
    return { value: Number.NaN, best: [], nodes: solver.nodes, limitHit: true };
  }
}

/**
 * The value of one legal move for the side that plays it: the solved value of the position after it,
 * searched one ply shallower, from the mover's point of view.
 */
export function moveValue(pos: Position, move: Move, options: SolveOptions): SolveResult {
  const r = solve(play(pos, move), { ...options, depth: Math.max(0, options.depth - 1) });
  return { ...r, value: 0 - r.value, best: [move] };
}
