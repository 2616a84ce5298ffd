/**
 * Helpers for the AI benchmark: play one game between two settings of the engine, with the draw rules the
 * game against the computer applies (80 plies without a capture or a man move, threefold repetition) and a
 * hard cap on length.
 */
import {
  legalMoves,
  type Move,
  type Position,
  play,
  startPosition,
  VARIANTS,
  type VariantId,
} from '../../src/engine';
import { chooseMove, createRandom, levelSettings, Searcher, zobristKey } from '../../src/engine/ai';

export interface Player {
  readonly level: number;
  /** multiply the level's time per move (the bench runs faster than real games) */
  readonly timeScale: number;
}

export type Outcome = 'white' | 'black' | 'draw';

/** A varied opening: 2 to 4 random plies from the start, chosen by a seed. */
export function opening(variant: VariantId, seed: number): Move[] {
  const rnd = createRandom(seed);
  let pos = startPosition(VARIANTS[variant]);
  const plies = 2 + Math.floor(rnd() * 3);
  const moves: Move[] = [];
  for (let i = 0; i < plies; i++) {
    const legal = legalMoves(pos);
    const m = legal[Math.floor(rnd() * legal.length)];
    moves.push(m);
    pos = play(pos, m);
  }
  return moves;
}

export function playGame(
  variant: VariantId,
  openingMoves: readonly Move[],
  white: Player,
  black: Player,
  seed: number,
): { outcome: Outcome; plies: number; reason: string } {
  let pos: Position = startPosition(VARIANTS[variant]);
  for (const m of openingMoves) pos = play(pos, m);
  const searchers = { white: new Searcher(18), black: new Searcher(18) };
  const players = { white, black };
  let sinceProgress = 0;
  let reversibleKeys: number[] = [zobristKey(pos)];
  const seen = new Map<number, number>([[reversibleKeys[0], 1]]);
  for (let ply = openingMoves.length; ply < 300; ply++) {
    const p = players[pos.turn];
    const lv = levelSettings(p.level);
    const r = chooseMove(pos, {
      level: p.level,
      movetime: Math.max(10, Math.round(lv.movetime * p.timeScale)),
      history: reversibleKeys.slice(0, -1),
      searcher: searchers[pos.turn],
      seed: seed + ply,
    });
    if (!r.move)
      return { outcome: pos.turn === 'white' ? 'black' : 'white', plies: ply, reason: 'no legal move' };
    const irreversible = r.move.captures.length > 0 || !(pos.cells[r.move.from] & 4);
    pos = play(pos, r.move);
    const key = zobristKey(pos);
    if (irreversible) {
      sinceProgress = 0;
      reversibleKeys = [key];
      seen.clear();
    } else {
      sinceProgress++;
      reversibleKeys.push(key);
    }
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n >= 3) return { outcome: 'draw', plies: ply + 1, reason: 'repetition' };
    if (sinceProgress >= 80) return { outcome: 'draw', plies: ply + 1, reason: '40 moves each' };
  }
  return { outcome: 'draw', plies: 300, reason: 'length cap' };
}
