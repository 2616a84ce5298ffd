/**
 * The endgame tables against independent referees (referee.ts): every 3-piece position of Italian and
 * English checked by one ply of minimax over the engine's public move generator (which, with correct
 * terminal positions, pins every value by induction on the distance), a sample of 4-piece positions and of
 * International ones the same way, short wins and losses confirmed by a plain minimax to the end, and the
 * symmetry the tables rely on (half a turn and the colours swapped) checked on positions with Black to move.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countPieces, legalMoves, type Position, play, VARIANTS, type VariantId } from '../../../src/engine';
import { createRandom, MATE, Searcher } from '../../../src/engine/ai';
import {
  clearEndgameTables,
  generateEndgame,
  probeEndgame,
  probeEndgameMove,
  type SolvedTable,
  tableFromSolved,
  useEndgameTable,
} from '../../../src/engine/endgame';
import { allPositions, build, CODES, Minimax, oneplyValue, turned, valueText } from './referee';

// Generation and exhaustive checks take seconds, many more on a loaded machine: never a timing test.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

function load(variant: VariantId, maxPieces: number, maxMen?: number): SolvedTable[] {
  const tables = generateEndgame(VARIANTS[variant], { maxPieces, maxMen });
  for (let n = 2; n <= maxPieces; n++) useEndgameTable(tableFromSolved(variant, tables[n]));
  return tables;
}

/** A random position of `n` pieces, both colours present, or null (a clash: try again). */
function randomPosition(
  variant: VariantId,
  n: number,
  rnd: () => number,
  turn?: 'white' | 'black',
): Position | null {
  const v = VARIANTS[variant];
  const pieces: Array<[number, number]> = [];
  for (let i = 0; i < n; i++)
    pieces.push([1 + Math.floor(rnd() * v.geometry.squares), CODES[Math.floor(rnd() * 4)]]);
  const pos = build(v, turn ?? (rnd() < 0.5 ? 'white' : 'black'), pieces);
  if (!pos) return null;
  const w = countPieces(pos, 'white');
  const b = countPieces(pos, 'black');
  return w.men + w.kings > 0 && b.men + b.kings > 0 ? pos : null;
}

function samples(variant: VariantId, n: number, count: number, seed: number, turn?: 'white' | 'black') {
  const rnd = createRandom(seed);
  const out: Position[] = [];
  while (out.length < count) {
    const p = randomPosition(variant, n, rnd, turn);
    if (p) out.push(p);
  }
  return out;
}

afterAll(() => clearEndgameTables());

for (const variant of ['italian', 'english'] as const) {
  describe(`${variant} endgame tables`, () => {
    beforeAll(() => {
      clearEndgameTables();
      load(variant, 3);
    }, 60_000);

    it('every 3-piece position (White to move) has the value one ply of minimax gives it', () => {
      let checked = 0;
      const wrong: string[] = [];
      for (const pos of allPositions(VARIANTS[variant], 3, 'white')) {
        const got = valueText(probeEndgame(pos));
        const want = oneplyValue(pos, probeEndgame);
        if (got !== want && wrong.length < 5)
          wrong.push(`${JSON.stringify([...pos.cells])}: ${got} vs ${want}`);
        checked++;
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(150_000);
    });

    it('Black to move: the same answers as the position turned (half a turn, colours swapped)', () => {
      const wrong: string[] = [];
      for (const pos of samples(variant, 3, 3000, 7, 'black')) {
        const got = valueText(probeEndgame(pos));
        // Checked on the Black-to-move position itself, from its own moves: the symmetry is not assumed.
        expect(got).toBe(oneplyValue(pos, probeEndgame));
        if (got !== valueText(probeEndgame(turned(pos)))) wrong.push(String([...pos.cells]));
      }
      expect(wrong).toEqual([]);
    });

    it('short wins and losses agree with a plain minimax to the end', () => {
      const mm = new Minimax();
      let checked = 0;
      for (const pos of samples(variant, 3, 4000, 11)) {
        const r = probeEndgame(pos);
        if (!r || r.plies === undefined || r.plies > 7) continue;
        if (r.result === 'win') {
          expect(mm.wins(pos, r.plies)).toBe(true);
          expect(mm.wins(pos, r.plies - 2)).toBe(false);
        } else {
          expect(mm.loses(pos, r.plies)).toBe(true);
          if (r.plies >= 2) expect(mm.loses(pos, r.plies - 2)).toBe(false);
        }
        checked++;
      }
      expect(checked).toBeGreaterThan(100);
    });

    it('draws are not short wins for either side by plain minimax', () => {
      const mm = new Minimax();
      let checked = 0;
      for (const pos of samples(variant, 3, 600, 13)) {
        if (probeEndgame(pos)?.result !== 'draw') continue;
        expect(mm.wins(pos, 9)).toBe(false);
        expect(mm.loses(pos, 8)).toBe(false);
        checked++;
      }
      expect(checked).toBeGreaterThan(20);
    });

    it('the AI search, to a depth past the distance, proves the same results in the same number of plies', () => {
      let checked = 0;
      for (const pos of samples(variant, 3, 2000, 19)) {
        const r = probeEndgame(pos);
        if (!r || r.result === 'draw' || (r.plies as number) > 11 || r.plies === 0) continue;
        const { info } = new Searcher(14).search(pos, {
          depth: 16,
          movetime: Number.POSITIVE_INFINITY,
          nodes: Number.POSITIVE_INFINITY,
          margin: 0,
          searchForced: true,
        });
        expect(info.score).toBe(
          r.result === 'win' ? MATE - (r.plies as number) : -(MATE - (r.plies as number)),
        );
        if (++checked === 40) break;
      }
      expect(checked).toBe(40);
    });

    it('the best move by the tables keeps the value and shortens a win', () => {
      for (const pos of samples(variant, 3, 300, 17)) {
        const here = probeEndgame(pos);
        const best = probeEndgameMove(pos);
        expect(best?.result).toBe(here?.result);
        if (!best?.move) continue;
        const child = probeEndgame(play(pos, best.move));
        if (here?.result === 'win')
          expect(child).toEqual({ result: 'loss', plies: (here.plies as number) - 1 });
        if (here?.result === 'loss')
          expect(child).toEqual({ result: 'win', plies: (here.plies as number) - 1 });
        if (here?.result === 'draw') expect(child?.result).toBe('draw');
      }
    });
  });
}

describe('4-piece tables', () => {
  beforeAll(() => {
    clearEndgameTables();
    // Kings only: a corner of the 4-piece table that depends on nothing else at 4 pieces.
    load('italian', 4, 0);
  }, 60_000);

  it('a sample of 4-piece positions of kings only has the value one ply of minimax gives it', () => {
    const rnd = createRandom(23);
    let checked = 0;
    while (checked < 1500) {
      const pos = randomPosition('italian', 4, rnd);
      if (!pos) continue;
      const men = countPieces(pos, 'white').men + countPieces(pos, 'black').men;
      if (men > 0) {
        expect(probeEndgame(pos)).toBeNull(); // not solved in this test: never a guess
        continue;
      }
      expect(valueText(probeEndgame(pos))).toBe(oneplyValue(pos, probeEndgame));
      checked++;
    }
  });

  it('kings only: short results agree with a plain minimax', () => {
    const mm = new Minimax();
    let checked = 0;
    for (const pos of samples('italian', 4, 3000, 29)) {
      const r = probeEndgame(pos);
      if (!r || r.plies === undefined || r.plies > 5) continue;
      expect(r.result === 'win' ? mm.wins(pos, r.plies) : mm.loses(pos, r.plies)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('International 3-piece tables', () => {
  beforeAll(() => {
    clearEndgameTables();
    load('international', 3);
  }, 60_000);

  it('a sample of positions has the value one ply of minimax gives it, either side to move', () => {
    for (const pos of samples('international', 3, 4000, 31)) {
      expect(valueText(probeEndgame(pos))).toBe(oneplyValue(pos, probeEndgame));
    }
  });

  it('positions outside the tables are not covered', () => {
    const pos = samples('international', 4, 1, 37)[0];
    expect(probeEndgame(pos)).toBeNull();
    expect(legalMoves(pos).length).toBeGreaterThanOrEqual(0);
  });
});
