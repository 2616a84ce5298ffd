/**
 * Perft: the number of leaf positions of the legal-move tree, moves counted once per (from, to, captured
 * set) as RULES §0.2 says. Works on one scratch copy with make/unmake and counts the last ply in bulk;
 * Italian and English boards walk bitboards (bitboard8.ts), every other variant the cell array. The
 * per-depth buffers below and the walkers of bitboard8.ts are module-level scratch: not re-entrant, which is
 * safe because perft calls no outside code. The position passed in is never changed.
 */

import { makeMoveText } from '../notation/notation';
import { perft8 } from './bitboard8';
import { countLegalMoves, legalCaptures, legalMoves, MAX_QUIET_MOVES, quietMovesInto } from './movegen';
import { applyToCells, KING, type Position, play, undoOnCells } from './position';

type Scratch = { variant: Position['variant']; turn: Position['turn']; cells: Int8Array };

export function perft(pos: Position, depth: number): number {
  if (!Number.isInteger(depth)) throw new RangeError(`perft: depth must be a whole number, not ${depth}`);
  if (depth <= 0) return 1;
  // Italian and English: bitboards count the last ply several times faster (bitboard8.ts).
  if (pos.variant.geometry.squares === 32 && !pos.variant.rules.flyingKings) return perft8(pos, depth);
  return perftMailbox(pos, depth);
}

/** Perft on the cell array alone, for any variant: the reference the bitboard walker is tested against. */
export function perftMailbox(pos: Position, depth: number): number {
  if (!Number.isInteger(depth)) throw new RangeError(`perft: depth must be a whole number, not ${depth}`);
  if (depth <= 0) return 1;
  const scratch = { variant: pos.variant, turn: pos.turn, cells: pos.cells.slice() };
  return walk(scratch, depth);
}

function walk(pos: Scratch, depth: number): number {
  if (depth === 1) return countLegalMoves(pos);
  const turn = pos.turn;
  const other = turn === 'white' ? 'black' : 'white';
  const caps = legalCaptures(pos);
  let total = 0;
  if (caps.length > 0) {
    for (const m of caps) {
      const removed = applyToCells(pos.cells, m);
      pos.turn = other;
      total += walk(pos, depth - 1);
      pos.turn = turn;
      undoOnCells(pos.cells, m, removed);
    }
    return total;
  }
  // Quiet moves are made in place from a per-depth buffer, without building move objects.
  const cells = pos.cells;
  if (!buffers[depth]) buffers[depth] = new Int32Array(MAX_QUIET_MOVES);
  const buf = buffers[depth];
  const n = quietMovesInto(pos, buf);
  for (let i = 0; i < n; i++) {
    const c = buf[i];
    const from = c & 0xff;
    const to = (c >> 8) & 0xff;
    const v = cells[from];
    cells[from] = 0;
    cells[to] = c & 0x10000 ? v | KING : v;
    pos.turn = other;
    total += walk(pos, depth - 1);
    pos.turn = turn;
    cells[to] = 0;
    cells[from] = v;
  }
  return total;
}

const buffers: Int32Array[] = [];

/**
 * Perft split by first move, for debugging against another engine. Keyed by the move's PDN text, long form
 * when captures share start and end (`10x28x44x35`), so each (from, to, captured set) has its own entry
 * (RULES §0.2) and the counts add up to perft.
 */
export function divide(pos: Position, depth: number): Map<string, number> {
  const out = new Map<string, number>();
  const legal = legalMoves(pos);
  for (const m of legal) {
    const key = makeMoveText(pos, m, legal);
    if (out.has(key)) throw new Error(`divide: two moves share the text ${key}`);
    out.set(key, perft(play(pos, m), depth - 1));
  }
  return out;
}
