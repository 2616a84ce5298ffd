/**
 * The puzzle solver: known small endings and shots, capture quiescence, the node limit, and agreement with a
 * plain minimax (no pruning) written here from the rules' public API.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bound,
  legalMoves,
  type Move,
  materialBalance,
  moveKey,
  moveValue,
  type Position,
  play,
  solve,
  startPosition,
  VALUE_GRAIN,
  VARIANTS,
  type VariantId,
  WIN_VALUE,
} from '../../../src/engine/index';
import { playout } from '../../support/playout';
import { position } from '../engine/fixtures';

const keys = (moves: readonly Move[]) => moves.map(moveKey).sort();

/** Minimax without pruning, the same leaf rule as the solver: captures are played out past the horizon. */
function minimax(pos: Position, depth: number): number {
  const moves = legalMoves(pos);
  if (moves.length === 0) return -WIN_VALUE;
  if (depth <= 0 && moves[0].captures.length === 0) return materialBalance(pos);
  return Math.max(...moves.map((m) => -minimax(play(pos, m), depth - 1)));
}

describe('solve', () => {
  it('a side without a legal move has lost (IT-7: men facing kings)', () => {
    const r = solve(position('italian', 'W:W22:BK18,K19'), { depth: 4 });
    expect(r).toMatchObject({ value: -WIN_VALUE, best: [], limitHit: false });
  });

  it('plays captures out past the horizon: at depth 0, IT-1 is worth the two men 22x6 takes', () => {
    const pos = position('italian', 'W:W22,K32:B10,18,K28');
    // Before: a man and a king against two men and a king (4 − 5); after 22x6 the black king has no capture.
    expect(materialBalance(pos)).toBe(-1);
    const r = solve(pos, { depth: 0 });
    expect(r.value).toBe(1);
    expect(keys(r.best)).toEqual(['22>6:10,18']);
  });

  it('a quiet position at depth 0 is a leaf: its material, nothing searched', () => {
    const pos = startPosition(VARIANTS.italian);
    expect(solve(pos, { depth: 0 })).toMatchObject({ value: 0, best: [], nodes: 1 });
  });

  it('finds the Italian shot 31-27 (17x26 forced, then 27x11 takes two): a man won', () => {
    const pos = position('italian', 'W:W21,25,29,30,31:B3,15,16,17,23');
    const r = solve(pos, { depth: 3 });
    expect(keys(r.best)).toEqual(['31>27:']);
    expect(r.value - materialBalance(pos)).toBe(1);
    // Every other move is worth less, as the value of each move says on its own.
    for (const m of legalMoves(pos)) {
      const v = moveValue(pos, m, { depth: 3 }).value;
      if (moveKey(m) === '31>27:') expect(v).toBe(r.value);
      else expect(v).toBeLessThan(r.value);
    }
  });

  it('lists every move that reaches the best value: two ways to the same two-for-one', () => {
    // 18-13 (9x18, 22x6) and 18-14 (10x19 or 11x18, then a double capture back) both win a man.
    const pos = position('italian', 'W:W17,18,22,25,26,27:B8,9,10,11,16,24');
    const r = solve(pos, { depth: 3 });
    expect(keys(r.best)).toEqual(['18>13:', '18>14:']);
    expect(r.value - materialBalance(pos)).toBe(1);
  });

  it('proves a forced win in an Italian king ending', () => {
    // The ending the AI tests use: exactly one move wins within 9 plies.
    const r = solve(position('italian', 'W:WK10,15,K29:BK20'), { depth: 9 });
    expect(r.value).toBe(WIN_VALUE);
    expect(r.best).toHaveLength(1);
    expect(r.limitHit).toBe(false);
  });

  it('counts a king as kingValue men', () => {
    const pos = position('english', 'B:WK14:B9,5');
    expect(materialBalance(pos)).toBe(-1);
    expect(materialBalance(pos, 1)).toBe(1);
  });

  it('takes a king worth half a man more (2.5), and refuses a value that is not a multiple of a half', () => {
    const pos = position('english', 'B:WK14:B9,5');
    expect(materialBalance(pos, 2.5)).toBe(-0.5);
    expect(() => solve(pos, { depth: 1, kingValue: 2.25 })).toThrow(/multiple of 0.5/);
    expect(() => bound(pos, { depth: 1, kingValue: 0 })).toThrow(/multiple of 0.5/);
  });

  it('bound: the exact value inside its window, and a one-grain window answers "at least t?"', () => {
    const pos = position('italian', 'W:W21,25,29,30,31:B3,15,16,17,23');
    for (const kingValue of [2, 2.5, 3]) {
      const exact = solve(pos, { depth: 3, kingValue }).value;
      expect(bound(pos, { depth: 3, kingValue }).value).toBe(exact);
      const atLeast = (t: number) =>
        bound(pos, { depth: 3, kingValue, alpha: t - VALUE_GRAIN, beta: t }).value >= t;
      expect(atLeast(exact)).toBe(true);
      expect(atLeast(exact + VALUE_GRAIN)).toBe(false);
    }
    expect(bound(pos, { depth: 6, maxNodes: 10 })).toMatchObject({ limitHit: true });
  });

  it('stops at its node limit and says so', () => {
    const r = solve(startPosition(VARIANTS.international), { depth: 8, maxNodes: 50 });
    expect(r.limitHit).toBe(true);
    expect(r.nodes).toBeLessThanOrEqual(51);
    expect(r.best).toEqual([]);
  });

  it('agrees with plain minimax on positions from random games, best moves once each', () => {
    const game = fc
      .record({
        variant: fc.constantFrom<VariantId>('italian', 'english', 'brazilian'),
        plies: fc.integer({ min: 10, max: 70 }),
        seed: fc.integer(),
      })
      .map(({ variant, plies, seed }) => playout(variant, plies, seed));
    fc.assert(
      fc.property(game, (pos) => {
        const depth = 3;
        const r = solve(pos, { depth });
        expect(r.limitHit).toBe(false);
        expect(r.value).toBe(minimax(pos, depth) + 0);
        const byMove = legalMoves(pos).map((m) => ({ m, v: -minimax(play(pos, m), depth - 1) }));
        expect(keys(r.best)).toEqual(keys(byMove.filter((x) => x.v === r.value).map((x) => x.m)));
        expect(new Set(r.best.map(moveKey)).size).toBe(r.best.length);
      }),
      { numRuns: 40, seed: 7 },
    );
  });
});
