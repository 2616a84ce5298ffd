/**
 * The referee for the AI tests: the puzzle solver of src/engine/training (negamax over the rules' public API,
 * no code shared with src/engine/ai), asked the two questions the AI tests need.
 */
import { legalMoves, type Move, moveValue, type Position, solve, WIN_VALUE } from '../../../src/engine';

/**
 * The moves that force a win (the opponent left without a legal move) within `plies` plies, captures that
 * are still compulsory at the horizon played out.
 */
export function winningMoves(pos: Position, plies: number): Move[] {
  const r = solve(pos, { depth: plies });
  if (r.limitHit) throw new Error('referee: node limit hit');
  return r.value >= WIN_VALUE ? [...r.best] : [];
}

/**
 * Each move with its minimax material value (a man 1, a king 3) `plies` plies ahead, the move included,
 * compulsory captures played out beyond that.
 */
export function materialByMove(pos: Position, plies: number): Array<{ move: Move; value: number }> {
  return legalMoves(pos).map((move) => {
    const r = moveValue(pos, move, { depth: plies });
    if (r.limitHit) throw new Error('referee: node limit hit');
    return { move, value: r.value };
  });
}
