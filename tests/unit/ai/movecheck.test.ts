/**
 * The search's own pieces of rules knowledge, checked against the rules' generator: the leaf predicates
 * (movecheck.ts) and the incremental Zobrist key of the search board, on every reference position and
 * along random games of every variant.
 */
import { describe, expect, it } from 'vitest';
import {
  captureSequences,
  legalMoves,
  makeFen,
  type Position,
  play,
  quietMoves,
  startPosition,
  VARIANT_IDS,
  VARIANTS,
} from '../../../src/engine';
import { SearchBoard } from '../../../src/engine/ai/board';
import { canCapture, canMoveQuietly } from '../../../src/engine/ai/movecheck';
import { hashCells } from '../../../src/engine/ai/zobrist';
import { position, REFERENCE_FILES, referencePositions, rng } from '../engine/fixtures';

/** FENs where a predicate and the generator disagree (for either side to move). */
function disagreements(positions: Iterable<Position>): string[] {
  const bad: string[] = [];
  for (const pos of positions) {
    // both sides to move: the reference sets only cover one
    for (const turn of ['white', 'black'] as const) {
      const p: Position = { ...pos, turn };
      const b = new SearchBoard(p);
      if (canCapture(b) !== captureSequences(p).length > 0) bad.push(`capture ${makeFen(p)}`);
      if (canMoveQuietly(b) !== quietMoves(p).length > 0) bad.push(`quiet ${makeFen(p)}`);
    }
  }
  return bad;
}

function randomGames(games: number, seed: number): Position[] {
  const rnd = rng(seed);
  const out: Position[] = [];
  for (const id of VARIANT_IDS) {
    for (let g = 0; g < games; g++) {
      let pos = startPosition(VARIANTS[id]);
      for (let ply = 0; ply < 200; ply++) {
        out.push(pos);
        const moves = legalMoves(pos);
        if (moves.length === 0) break;
        pos = play(pos, moves[Math.floor(rnd() * moves.length)]);
      }
    }
  }
  return out;
}

const same = (a: ArrayLike<number>, b: ArrayLike<number>): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

describe('leaf predicates agree with the rules generator', () => {
  for (const [file, variant] of REFERENCE_FILES) {
    it(`on every position of ${file}`, () => {
      expect(disagreements(referencePositions(file).map((r) => position(variant, r.fen)))).toEqual([]);
    });
  }
  it('along random games of every variant', () => {
    expect(disagreements(randomGames(10, 7))).toEqual([]);
  });
});

describe('search board', () => {
  it('keeps its Zobrist key, counts and cells right through make and unmake', () => {
    const bad: string[] = [];
    for (const pos of randomGames(4, 11)) {
      const b = new SearchBoard(pos);
      const cells = b.cells.slice();
      const [lo, hi] = [b.lo, b.hi];
      for (const m of legalMoves(pos)) {
        b.make(m);
        const after = play(pos, m);
        const [alo, ahi] = hashCells(after.cells, after.turn === 'black');
        if (!same(b.cells, after.cells) || b.turn !== after.turn || b.lo !== alo || b.hi !== ahi) {
          bad.push(`make ${m.path.join('-')} in ${makeFen(pos)}`);
        }
        if (!same(b.count, new SearchBoard(after).count))
          bad.push(`count ${m.path.join('-')} in ${makeFen(pos)}`);
        b.unmake(m);
        if (!same(b.cells, cells) || b.lo !== lo || b.hi !== hi)
          bad.push(`unmake ${m.path.join('-')} in ${makeFen(pos)}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
