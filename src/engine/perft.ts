/**
 * Perft: the number of leaf positions of the legal-move tree, moves counted once per (from, to, captured
 * set) as RULES §0.2 says. Works on one scratch copy with make/unmake and counts the last ply in bulk.
 */
import { legalMoves } from './movegen';
import { applyToCells, type Position, undoOnCells } from './position';

export function perft(pos: Position, depth: number): number {
  if (depth <= 0) return 1;
  const scratch = { variant: pos.variant, turn: pos.turn, cells: pos.cells.slice() };
  return walk(scratch, depth);
}

function walk(
  pos: { variant: Position['variant']; turn: Position['turn']; cells: Int8Array },
  depth: number,
): number {
  const moves = legalMoves(pos);
  if (depth === 1) return moves.length;
  let total = 0;
  const turn = pos.turn;
  for (const m of moves) {
    const removed = applyToCells(pos.cells, m);
    pos.turn = turn === 'white' ? 'black' : 'white';
    total += walk(pos, depth - 1);
    pos.turn = turn;
    undoOnCells(pos.cells, m, removed);
  }
  return total;
}

/** Perft split by first move, for debugging against another engine. */
export function divide(pos: Position, depth: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of legalMoves(pos)) {
    const cells = pos.cells.slice();
    applyToCells(cells, m);
    const next = { variant: pos.variant, turn: pos.turn === 'white' ? 'black' : 'white', cells } as const;
    out.set(`${m.from}${m.captures.length ? 'x' : '-'}${m.to}`, perft(next, depth - 1));
  }
  return out;
}
