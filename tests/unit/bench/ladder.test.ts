/**
 * The scripted learner of `npm run bench:ai -- ladder` (tests/bench/ladder.ts) and the levels' node
 * budgets, checked on positions reached by seeded random play in every variant.
 */
import { describe, expect, it } from 'vitest';
import {
  isPromotionSquare,
  legalMoves,
  type Position,
  play,
  sameMove,
  startPosition,
  VARIANTS,
  type VariantId,
} from '../../../src/engine';
import { createRandom } from '../../../src/engine/ai';
import { learnerMove, levelNodes } from '../../bench/ladder';

const safe = (pos: Position, m: ReturnType<typeof legalMoves>[number]) =>
  !legalMoves(play(pos, m)).some((r) => r.captures.length > 0);

/** Positions of seeded random games, every ply. */
function positions(variant: VariantId, games: number): Position[] {
  const out: Position[] = [];
  for (let g = 0; g < games; g++) {
    const rnd = createRandom(100 + g);
    let pos = startPosition(VARIANTS[variant]);
    for (let ply = 0; ply < 120; ply++) {
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      out.push(pos);
      pos = play(pos, moves[Math.floor(rnd() * moves.length)]);
    }
  }
  return out;
}

describe('the ladder’s scripted learner', () => {
  for (const variant of ['italian', 'english', 'international'] as VariantId[]) {
    it(`${variant}: plays a legal move, a safe one whenever there is one, crowning when it safely can`, () => {
      let sawUnsafeChoice = 0;
      let sawCrown = 0;
      for (const pos of positions(variant, 6)) {
        const moves = legalMoves(pos);
        const m = learnerMove(pos, createRandom(7));
        expect(m).not.toBeNull();
        if (!m) continue;
        expect(moves.some((x) => sameMove(x, m))).toBe(true);
        const safeMoves = moves.filter((x) => safe(pos, x));
        if (safeMoves.length > 0) expect(safe(pos, m)).toBe(true);
        if (safeMoves.length > 0 && safeMoves.length < moves.length) sawUnsafeChoice++;
        const crowns = safeMoves.filter(
          (x) => (pos.cells[x.from] & 4) === 0 && isPromotionSquare(pos.variant, pos.turn, x.to),
        );
        if (crowns.length > 0) {
          sawCrown++;
          expect(crowns.some((x) => sameMove(x, m))).toBe(true);
        }
      }
      // the positions did put the learner before a real choice
      expect(sawUnsafeChoice).toBeGreaterThan(10);
      expect(sawCrown).toBeGreaterThan(0);
    });
  }

  it('has no move when the side to move has none', () => {
    let pos = startPosition(VARIANTS.italian);
    const rnd = createRandom(3);
    while (legalMoves(pos).length > 0)
      pos = play(pos, legalMoves(pos)[Math.floor(rnd() * legalMoves(pos).length)]);
    expect(learnerMove(pos, rnd)).toBeNull();
  });
});

describe('the levels’ node budgets', () => {
  it('grow with the level and scale with the speed and the time factor', () => {
    const budgets = [1, 2, 3, 4, 5].map((l) => levelNodes(l, 500_000, 0.2));
    for (let i = 1; i < budgets.length; i++) expect(budgets[i]).toBeGreaterThan(budgets[i - 1]);
    expect(levelNodes(5, 1_000_000, 0.2)).toBe(2 * levelNodes(5, 500_000, 0.2));
    expect(levelNodes(5, 500_000, 0.4)).toBe(2 * levelNodes(5, 500_000, 0.2));
  });
});
