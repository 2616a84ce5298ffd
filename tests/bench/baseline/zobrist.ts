/**
 * Zobrist hashing: a 64-bit key kept as two 32-bit halves (lo indexes the transposition table, hi verifies
 * the entry). Tables are built once from a fixed seed, so keys are the same in every worker and process.
 */
import type { Position } from '../../../src/engine';
import { createRandom } from './random';

/** Largest square number of any variant plus one; cell codes are < 8. */
const MAX_SQ = 51;

function table(seed: number): Int32Array {
  const rnd = createRandom(seed);
  const t = new Int32Array(MAX_SQ * 8);
  for (let i = 0; i < t.length; i++) t[i] = (rnd() * 4294967296) | 0;
  return t;
}

/** ZLO[sq * 8 + code], ZHI[sq * 8 + code]: keys of a cell code on a square. */
export const ZLO = table(0x9e3779b9);
export const ZHI = table(0x85ebca6b);
/** xor-ed in when Black is to move */
export const SIDE_LO = 0x2545f491;
export const SIDE_HI = 0x6c8e9cf5 | 0;

export function hashCells(cells: Int8Array, blackToMove: boolean): [lo: number, hi: number] {
  let lo = blackToMove ? SIDE_LO : 0;
  let hi = blackToMove ? SIDE_HI : 0;
  for (let sq = 1; sq < cells.length; sq++) {
    const c = cells[sq];
    if (c) {
      lo ^= ZLO[sq * 8 + c];
      hi ^= ZHI[sq * 8 + c];
    }
  }
  return [lo, hi];
}

/** A 53-bit integer made from both halves: exact in a JS number, cheap to pass to a worker or a Set. */
export function key53(lo: number, hi: number): number {
  return (hi & 0x1fffff) * 4294967296 + (lo >>> 0);
}

/** The Zobrist key of a position, as used for game-history repetition checks (`history` option). */
export function zobristKey(pos: Position): number {
  const [lo, hi] = hashCells(pos.cells, pos.turn === 'black');
  return key53(lo, hi);
}
