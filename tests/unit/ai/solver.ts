/**
 * An independent referee for the AI tests: plain minimax over the rules' public API (legalMoves, play), no
 * shared code with src/engine/ai. `winsWithin` proves a forced win (the opponent left without a legal move)
 * in at most `plies` plies of the winner's side.
 */
import { legalMoves, type Move, type Position, play } from '../../../src/engine';

/** Does the side to move force a win within `plies` plies (odd: the winning side moves last)? */
export function winsWithin(pos: Position, plies: number): boolean {
  if (plies <= 0) return false;
  for (const m of legalMoves(pos)) if (moveWinsWithin(pos, m, plies)) return true;
  return false;
}

/** Does this move force a win within `plies` plies, counting itself? */
export function moveWinsWithin(pos: Position, m: Move, plies: number): boolean {
  const next = play(pos, m);
  const replies = legalMoves(next);
  if (replies.length === 0) return true;
  if (plies < 3) return false;
  for (const r of replies) if (!winsWithin(play(next, r), plies - 2)) return false;
  return true;
}

/** The moves that force a win within `plies` plies. */
export function winningMoves(pos: Position, plies: number): Move[] {
  return legalMoves(pos).filter((m) => moveWinsWithin(pos, m, plies));
}

/** Shortest forced win in plies (odd), or 0 when none within `max`. */
export function shortestWin(pos: Position, max: number): number {
  for (let n = 1; n <= max; n += 2) if (winsWithin(pos, n)) return n;
  return 0;
}

/** Material from the side to move's point of view: a man 1, a king 3. */
function material(pos: Position): number {
  let s = 0;
  const own = pos.turn === 'white' ? 1 : 2;
  for (let sq = 1; sq < pos.cells.length; sq++) {
    const c = pos.cells[sq];
    if (c) s += (c & own ? 1 : -1) * (c & 4 ? 3 : 1);
  }
  return s;
}

/**
 * Minimax of the material balance `plies` plies ahead, captures played out beyond that (they are
 * compulsory); a side without a legal move scores −100.
 */
export function materialAfter(pos: Position, plies: number): number {
  const moves = legalMoves(pos);
  if (moves.length === 0) return -100;
  if (plies <= 0 && moves[0].captures.length === 0) return material(pos);
  let best = -1000;
  for (const m of moves) best = Math.max(best, -materialAfter(play(pos, m), plies - 1));
  return best;
}

/** Each move with its material value after `plies` plies (the move included). */
export function materialByMove(pos: Position, plies: number): Array<{ move: Move; value: number }> {
  return legalMoves(pos).map((move) => ({ move, value: -materialAfter(play(pos, move), plies - 1) }));
}
