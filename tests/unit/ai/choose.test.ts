/**
 * The computer player: legal moves always, forced wins and shots found (proved by a referee independent of
 * the AI, ./solver.ts: the engine's puzzle solver), levels that differ, limits respected, forced and lost
 * positions handled.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  legalMoves,
  type Move,
  moveKey,
  type Position,
  startPosition,
  VARIANT_IDS,
  VARIANTS,
  type VariantId,
} from '../../../src/engine';
import { chooseMove, MATE_BOUND, Searcher } from '../../../src/engine/ai';
import { playout } from '../../support/playout';
import { position } from '../engine/fixtures';
import { materialByMove, winningMoves } from './solver';

const sameMove = (a: Move, b: Move): boolean => moveKey(a) === moveKey(b);

/**
 * A searcher of its own for every search: the module's shared searcher keeps its transposition table and
 * move-ordering history between calls, so a result would depend on which tests ran before.
 */
const own = () => new Searcher(16);

/** Endings where exactly one move forces a win within the given number of plies (the referee checks it). */
const WINS: ReadonlyArray<{ variant: VariantId; fen: string; plies: number }> = [
  { variant: 'italian', fen: 'W:WK10,15,K29:BK20', plies: 9 },
  { variant: 'italian', fen: 'B:W28:B3,16', plies: 9 },
  { variant: 'english', fen: 'W:WK9,16,K24:B12,26', plies: 9 },
  { variant: 'english', fen: 'W:WK16,19:B2', plies: 9 },
  { variant: 'international', fen: 'B:W14,23:B5,K11', plies: 7 },
  { variant: 'international', fen: 'W:WK10,K40:B42', plies: 7 },
];

/**
 * Middlegames with a quiet move (a sacrifice or a shot) that wins at least a man more than any other. (The
 * 8×8 boards only: the referee's brute force is too slow on 10×10 for a unit test; International tactics
 * are covered by the forced wins above.)
 */
const SHOTS: ReadonlyArray<{ variant: VariantId; fen: string }> = [
  { variant: 'italian', fen: 'B:W15,17,22,23,25,29,31,32:B1,2,3,4,7,8,9,14' },
  { variant: 'italian', fen: 'W:W20,23,24,25,26,27,29,31:B1,2,3,7,8,9,16,18' },
  { variant: 'english', fen: 'W:W21,25,26,27,28,29,30:B1,4,5,6,8,16,19' },
  { variant: 'english', fen: 'W:W11,18,24,26,27,28,29,30,32:B2,4,5,9,10,13,17,20' },
];

describe('forced wins', () => {
  for (const w of WINS) {
    it(`${w.variant} ${w.fen}: the only winning move, with a winning score`, () => {
      const pos = position(w.variant, w.fen);
      const winners = winningMoves(pos, w.plies);
      expect(winners).toHaveLength(1);
      const r = chooseMove(pos, { depth: w.plies + 1, searcher: own() });
      expect(r.move && sameMove(r.move, winners[0])).toBe(true);
      expect(r.score).toBeGreaterThanOrEqual(MATE_BOUND);
    });
  }
});

describe('shots', () => {
  for (const s of SHOTS) {
    it(`${s.variant} ${s.fen}: the move that wins material`, () => {
      const pos = position(s.variant, s.fen);
      const values = materialByMove(pos, 5).sort((a, b) => b.value - a.value);
      expect(values[0].value).toBeGreaterThan(values[1].value); // the referee's best move is unique
      const r = chooseMove(pos, { depth: 8, searcher: own() });
      expect(r.move && sameMove(r.move, values[0].move)).toBe(true);
    });
  }
});

/** Positions from random games of every variant (the referee for the property test). */
const randomPosition = fc
  .record({
    variant: fc.constantFrom(...VARIANT_IDS),
    plies: fc.integer({ min: 0, max: 90 }),
    seed: fc.integer(),
  })
  .map(({ variant, plies, seed }) => playout(variant, plies, seed));

describe('chooseMove', () => {
  it('always returns a legal move, or null exactly when there is none', () => {
    const searcher = new Searcher(16);
    fc.assert(
      fc.property(randomPosition, fc.integer({ min: 1, max: 5 }), (pos: Position, level) => {
        const legal = legalMoves(pos);
        const r = chooseMove(pos, { level, movetime: 30, searcher, seed: 1 });
        if (legal.length === 0) return r.move === null;
        return r.move !== null && legal.some((m) => sameMove(m, r.move as Move));
      }),
      { numRuns: 60 },
    );
  });

  it('returns within its time limit', () => {
    const pos = startPosition(VARIANTS.international);
    const movetime = 150;
    const t0 = performance.now();
    const r = chooseMove(pos, { movetime, searcher: new Searcher(16) });
    const elapsed = performance.now() - t0;
    expect(r.move).not.toBeNull();
    // generous slack: the bound is checked every 1024 nodes, and CI machines are slow
    expect(elapsed).toBeLessThan(movetime + 1500);
    expect(r.timeMs).toBeLessThan(movetime + 1500);
  });

  it('stops when its signal is aborted', () => {
    const controller = new AbortController();
    controller.abort();
    const r = chooseMove(startPosition(VARIANTS.italian), {
      depth: 60,
      signal: controller.signal,
      searcher: own(),
    });
    expect(r.move).not.toBeNull();
    expect(r.depth).toBeLessThanOrEqual(1);
  });

  it('plays a single legal move at once, without searching', () => {
    // Italian: Black 14 must take 18 (its only legal move).
    const pos = position('italian', 'B:W18,29:B14,1');
    expect(legalMoves(pos)).toHaveLength(1);
    const r = chooseMove(pos, { level: 5, searcher: own() });
    expect(r.forced).toBe(true);
    expect(r.nodes).toBe(0);
    expect(r.move && sameMove(r.move, legalMoves(pos)[0])).toBe(true);
  });

  it('returns null when the side to move has no legal move', () => {
    const pos = position('english', 'B:W18:B');
    const r = chooseMove(pos, { level: 3, searcher: own() });
    expect(r.move).toBeNull();
    expect(r.score).toBeLessThanOrEqual(-MATE_BOUND);
  });

  it('is reproducible with a seed', () => {
    // Each choice from a searcher of its own: the same seed gives the same move whatever ran before.
    const pos = startPosition(VARIANTS.italian);
    const choices = [42, 42, 7, 7].map((seed) =>
      chooseMove(pos, { level: 1, seed, depth: 2, searcher: own() }),
    );
    expect(sameMove(choices[0].move as Move, choices[1].move as Move)).toBe(true);
    expect(sameMove(choices[2].move as Move, choices[3].move as Move)).toBe(true);
  });
});

describe('levels', () => {
  it('level 5 finds a forced win that level 1 misses', () => {
    const w = WINS[0];
    const pos = position(w.variant, w.fen);
    const winner = winningMoves(pos, w.plies)[0];
    const strong = chooseMove(pos, { level: 5, depth: w.plies + 1, searcher: own() });
    expect(strong.move && sameMove(strong.move, winner)).toBe(true);
    const weak = [1, 2, 3, 4, 5, 6, 7, 8].map(
      (seed) => chooseMove(pos, { level: 1, seed, searcher: own() }).move,
    );
    expect(weak.some((m) => m && !sameMove(m, winner))).toBe(true);
  });

  it('the lower levels vary their choice, the top levels do not', () => {
    const pos = startPosition(VARIANTS.italian);
    const keys = (level: number) =>
      new Set(
        [1, 2, 3, 4, 5, 6].map((seed) =>
          moveKey(chooseMove(pos, { level, seed, depth: 4, searcher: own() }).move as Move),
        ),
      );
    expect(keys(1).size).toBeGreaterThan(1);
    expect(keys(4).size).toBe(1);
  });
});
