/**
 * The endgame oracle hook of the search (issue 19): a database plugs in as `oracle`, asked at the root and
 * at nodes with few pieces. Tested with fake oracles that know chosen positions, so that what the search
 * makes of their answers can be told apart from what it would find by itself.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, type Move, moveKey, type Position, play, positionKey } from '../../../src/engine';
import {
  chooseMove,
  type EndgameOracle,
  MATE,
  MATE_BOUND,
  ORACLE_WIN,
  readScore,
  Searcher,
} from '../../../src/engine/ai';
import { position } from '../engine/fixtures';

const own = () => new Searcher(16);
/** A quiet Italian ending with a few reasonable moves for White and no forced result within the depth. */
const ENDING = position('italian', 'W:W21,K14:B5,K27');

/** An oracle that knows exactly the given positions (by positionKey), and nothing else. */
function table(entries: ReadonlyArray<[Position, ReturnType<EndgameOracle>]>): EndgameOracle & {
  calls: number;
} {
  const known = new Map(entries.map(([p, r]) => [positionKey(p), r]));
  const f = ((pos: Position) => {
    f.calls++;
    return known.get(positionKey(pos)) ?? null;
  }) as EndgameOracle & { calls: number };
  f.calls = 0;
  return f;
}

const children = (pos: Position): Array<[Move, Position]> => legalMoves(pos).map((m) => [m, play(pos, m)]);

describe('endgame oracle', () => {
  const plain = chooseMove(ENDING, { depth: 6, searcher: own() });
  const moves = children(ENDING);
  const other = moves.find(([m]) => moveKey(m) !== moveKey(plain.move as Move));

  it('the ending has more than one move and a quiet score without an oracle', () => {
    expect(moves.length).toBeGreaterThan(2);
    expect(Math.abs(plain.score)).toBeLessThan(MATE_BOUND);
    expect(other).toBeDefined();
  });

  it('plays into the position the oracle says is lost for the opponent, scored as a mate at its distance', () => {
    const [m] = other as [Move, Position];
    // every other child a draw, the chosen one a loss in 5 plies for the side to move there (Black)
    const oracle = table(
      moves.map(([x, p]) => [p, x === m ? { result: 'loss', plies: 5 } : { result: 'draw' }]),
    );
    const s = own();
    const r = chooseMove(ENDING, { depth: 6, searcher: s, oracle });
    expect(moveKey(r.move as Move)).toBe(moveKey(m));
    expect(r.score).toBe(MATE - 6);
    expect(readScore(r.score, 'white').win).toEqual({ winner: 'white', moves: 3 });
    expect(s.oracleHits).toBeGreaterThan(0);
  });

  it('does not take a win longer than the move counter leaves; a man move, which resets it, keeps it', () => {
    // Italian: 40 moves each (80 plies) without a capture or a man move is a draw. With 76 quiet plies
    // played, a king move leaves 3: a loss in 5 plies for Black after it may never come.
    const kingMove = moves.find(([x]) => x.from === 14 && x.captures.length === 0) as [Move, Position];
    const manMove = moves.find(([x]) => x.from === 21) as [Move, Position];
    const loses = (target: Move) =>
      table(moves.map(([x, p]) => [p, x === target ? { result: 'loss', plies: 5 } : { result: 'draw' }]));
    const late = { quietPlies: 76, endgame: null };
    const early = { quietPlies: 0, endgame: null };
    const byKing = chooseMove(ENDING, {
      depth: 6,
      searcher: own(),
      oracle: loses(kingMove[0]),
      counters: late,
    });
    expect(byKing.score).toBeLessThan(MATE_BOUND);
    const inTime = chooseMove(ENDING, {
      depth: 6,
      searcher: own(),
      oracle: loses(kingMove[0]),
      counters: early,
    });
    expect(moveKey(inTime.move as Move)).toBe(moveKey(kingMove[0]));
    expect(inTime.score).toBe(MATE - 6);
    const byMan = chooseMove(ENDING, {
      depth: 6,
      searcher: own(),
      oracle: loses(manMove[0]),
      counters: late,
    });
    expect(moveKey(byMan.move as Move)).toBe(moveKey(manMove[0]));
    expect(byMan.score).toBe(MATE - 6);
  });

  it('International: FMJD’s five-move count, which only the game knows, also bounds a table’s win', () => {
    // Two kings against one: a draw after 5 moves each (10 plies) in this configuration.
    const pos = position('international', 'W:WK46,K50:BK3');
    const kids = children(pos);
    const [m] = kids[0];
    const oracle = () =>
      table(kids.map(([x, p]) => [p, x === m ? { result: 'loss', plies: 5 } : { result: 'draw' }]));
    const fresh = chooseMove(pos, {
      depth: 4,
      searcher: own(),
      oracle: oracle(),
      counters: { quietPlies: 0, endgame: { rule: 'five-moves', plies: 0 } },
    });
    expect(moveKey(fresh.move as Move)).toBe(moveKey(m));
    expect(fresh.score).toBe(MATE - 6);
    const spent = chooseMove(pos, {
      depth: 4,
      searcher: own(),
      oracle: oracle(),
      counters: { quietPlies: 6, endgame: { rule: 'five-moves', plies: 6 } },
    });
    expect(spent.score).toBeLessThan(MATE_BOUND);
  });

  it('prefers the shorter of two database wins', () => {
    const [a] = moves[0];
    const [b] = moves[1];
    const oracle = table(
      moves.map(([x, p]) => [
        p,
        x === a ? { result: 'loss', plies: 9 } : x === b ? { result: 'loss', plies: 3 } : { result: 'draw' },
      ]),
    );
    const r = chooseMove(ENDING, { depth: 6, searcher: own(), oracle });
    expect(moveKey(r.move as Move)).toBe(moveKey(b));
    expect(r.score).toBe(MATE - 4);
  });

  it('a win of unknown distance scores above any evaluation and below every proven mate', () => {
    const [m] = other as [Move, Position];
    const oracle = table(moves.map(([x, p]) => [p, x === m ? { result: 'loss' } : { result: 'draw' }]));
    const r = chooseMove(ENDING, { depth: 6, searcher: own(), oracle });
    expect(moveKey(r.move as Move)).toBe(moveKey(m));
    expect(r.score).toBe(ORACLE_WIN - 1);
    expect(r.score).toBeLessThan(MATE_BOUND);
  });

  it('avoids the move the oracle says loses, whatever the evaluation thinks of it', () => {
    const [best] = moves.find(([m]) => moveKey(m) === moveKey(plain.move as Move)) as [Move, Position];
    const oracle = table(moves.map(([x, p]) => [p, x === best ? { result: 'win', plies: 4 } : null]));
    const r = chooseMove(ENDING, { depth: 6, searcher: own(), oracle });
    expect(moveKey(r.move as Move)).not.toBe(moveKey(best));
  });

  it('the lowest level, which picks among near-best moves at random, always plays the database win', () => {
    const [m] = other as [Move, Position];
    const oracle = table(
      moves.map(([x, p]) => [p, x === m ? { result: 'loss', plies: 5 } : { result: 'draw' }]),
    );
    for (let seed = 1; seed <= 8; seed++) {
      const r = chooseMove(ENDING, { level: 1, depth: 4, seed, searcher: own(), oracle });
      expect(moveKey(r.move as Move)).toBe(moveKey(m));
    }
  });

  it('an oracle that knows nothing changes nothing', () => {
    const oracle = table([]);
    const r = chooseMove(ENDING, { depth: 6, searcher: own(), oracle });
    expect(moveKey(r.move as Move)).toBe(moveKey(plain.move as Move));
    expect(r.score).toBe(plain.score);
    expect(r.nodes).toBe(plain.nodes);
    expect(oracle.calls).toBeGreaterThan(0);
  });

  it('is not asked about positions with more pieces than the searcher is told to ask about', () => {
    const middlegame = position('italian', 'W:W21,22,23,24,28:B1,2,3,9');
    const oracle = table([]);
    chooseMove(middlegame, { depth: 4, searcher: own(), oracle });
    expect(oracle.calls).toBe(0);
    const wide = new Searcher(16, { oraclePieces: 9 });
    chooseMove(middlegame, { depth: 4, searcher: wide, oracle });
    expect(oracle.calls).toBeGreaterThan(0);
  });

  it('a searcher keeps the oracle it was built with; a per-move oracle does not replace it for good', () => {
    const [m] = other as [Move, Position];
    const own1 = table(
      moves.map(([x, p]) => [p, x === m ? { result: 'loss', plies: 5 } : { result: 'draw' }]),
    );
    const s = new Searcher(16, { oracle: own1 });
    expect(moveKey(chooseMove(ENDING, { depth: 6, searcher: s }).move as Move)).toBe(moveKey(m));
    const empty = table([]);
    chooseMove(ENDING, { depth: 6, searcher: s, oracle: empty });
    expect(empty.calls).toBeGreaterThan(0);
    const calls = own1.calls;
    chooseMove(ENDING, { depth: 6, searcher: s });
    expect(own1.calls).toBeGreaterThan(calls);
  });
});
