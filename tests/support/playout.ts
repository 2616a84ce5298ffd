/** A position reached by a reproducible pseudo-random game: the same variant, plies and seed give the same one. */
import {
  legalMoves,
  type Position,
  play,
  startPosition,
  VARIANTS,
  type VariantId,
} from '../../src/engine/index';

export function playout(variant: VariantId, plies: number, seed: number): Position {
  let pos = startPosition(VARIANTS[variant]);
  let x = seed >>> 0;
  for (let i = 0; i < plies; i++) {
    const moves = legalMoves(pos);
    if (moves.length === 0) break;
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    pos = play(pos, moves[x % moves.length]);
  }
  return pos;
}
