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
  /** the value of a king, a man being 1 (default 3); an integer */
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

/** Search `pos` to `depth` plies plus capture quiescence and return its value and every best move. */
export function solve(pos: Position, options: SolveOptions): SolveResult {
  const kingValue = options.kingValue ?? 3;
  if (!Number.isInteger(kingValue) || kingValue < 1) throw new Error(`kingValue must be a positive integer`);
  const solver = new Solver(options.maxNodes ?? DEFAULT_MAX_NODES, kingValue);
  const moves = legalMoves(pos);
  const depth = Math.max(0, Math.floor(options.depth));
  try {
    solver.nodes = 1;
    if (moves.length === 0) return { value: -WIN_VALUE, best: [], nodes: 1, limitHit: false };
    if (depth === 0 && moves[0].captures.length === 0)
      return { value: materialBalance(pos, kingValue), best: [], nodes: 1, limitHit: false };
    // Each root move is searched with alpha one below the best so far: values are integers, so a move that
    // equals the best gets its exact value and ties are all found; a worse one fails low and is dropped.
    let value = -Infinity;
    let best: Move[] = [];
    for (const m of moves) {
      const v = -solver.search(play(pos, m), depth - 1, -Infinity, -(value - 1));
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
