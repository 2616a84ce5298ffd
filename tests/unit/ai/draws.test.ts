/**
 * The computer's idea of a draw is the rules' (RULES §0.3, the ruleset's `draws` in variants.ts): the 40-move rule (Italian,
 * English), the 25-move and 16/5-move rules (International), threefold repetition where it is automatic
 * (International, English) — and in Italian, where repetition is a claim the computer never makes, no draw
 * at all unless the player may claim it. The search board keeps the counters as game.ts does.
 */
import { describe, expect, it } from 'vitest';
import {
  type DrawCounters,
  type Game,
  gameFromPosition,
  legalMoves,
  type Move,
  type Position,
  play,
  playMove,
  startPosition,
  VARIANTS,
  type VariantId,
} from '../../../src/engine';
import { chooseMove, MATE, MATE_BOUND, SearchBoard, Searcher, zobristKey } from '../../../src/engine/ai';
import { FIVE_MOVES, NO_ENDGAME, SIXTEEN_MOVES } from '../../../src/engine/ai/board';
import { createRandom } from '../../../src/engine/ai/random';
import { position } from '../engine/fixtures';

const own = () => new Searcher(16);
const counters = (quietPlies: number, endgame: DrawCounters['endgame'] = null): DrawCounters => ({
  quietPlies,
  endgame,
});
const isManMove = (pos: Position, m: Move) => (pos.cells[m.from] & 4) === 0;
/** Every position one move away, `times` times over: as if the game had been there that often. */
const childrenSeen = (pos: Position, times: number): number[] =>
  Array.from({ length: times }, () => legalMoves(pos).map((m) => zobristKey(play(pos, m)))).flat();

describe('the search board keeps the draw counters as the game does', () => {
  const ENDGAME_CODE = { 'sixteen-moves': SIXTEEN_MOVES, 'five-moves': FIVE_MOVES } as const;
  const starts: ReadonlyArray<[VariantId, string | null]> = [
    ['italian', null],
    ['english', null],
    ['international', null],
    // Few pieces, so that random play reaches (and leaves) the FMJD 6.3/6.4 configurations.
    ['international', 'W:WK46,K3,28,33:BK5,19,20'],
    ['international', 'W:WK46,K3,K28:BK5,K19'],
    ['international', 'B:W31,K3,K28:BK5,14'],
  ];

  it('after every move and every unmake, along random games', () => {
    const seen = [0, 0, 0]; // plies seen in each configuration, by SearchBoard.endgame code
    let quietMax = 0;
    for (const [variant, fen] of starts) {
      for (let seed = 1; seed <= 6; seed++) {
        const rnd = createRandom(seed);
        const start = fen ? position(variant, fen) : startPosition(VARIANTS[variant]);
        let game: Game = gameFromPosition(start, { autoDraws: false });
        const board = new SearchBoard(start, game.counters);
        const made: Move[] = [];
        const snapshots: string[] = [];
        const state = () => `${board.quiet}/${board.endgame}/${board.endgamePlies}/${board.lo}/${board.hi}`;
        for (let ply = 0; ply < 160 && game.legalMoves.length > 0; ply++) {
          const m = game.legalMoves[Math.floor(rnd() * game.legalMoves.length)];
          snapshots.push(state());
          board.make(m);
          made.push(m);
          game = playMove(game, m);
          const { quietPlies, endgame } = game.counters;
          expect(board.quiet).toBe(quietPlies);
          expect(board.endgame).toBe(endgame ? ENDGAME_CODE[endgame.rule] : NO_ENDGAME);
          if (endgame) expect(board.endgamePlies).toBe(endgame.plies);
          seen[board.endgame]++;
          quietMax = Math.max(quietMax, board.quiet);
        }
        while (made.length > 0) {
          board.unmake(made.pop() as Move);
          expect(state()).toBe(snapshots.pop());
        }
      }
    }
    // The walk went through every configuration and long quiet stretches.
    expect(seen[SIXTEEN_MOVES]).toBeGreaterThan(0);
    expect(seen[FIVE_MOVES]).toBeGreaterThan(0);
    expect(quietMax).toBeGreaterThan(20);
  });
});

describe('repetition', () => {
  it('English: a losing side that can repeat a position for the third time has drawn; a second time is nothing', () => {
    const pos = position('english', 'B:WK14,K19,K22:BK5');
    const free = chooseMove(pos, { depth: 8, searcher: own() });
    expect(free.score).toBeLessThan(-100);
    // Every move of Black comes back to a position of the game: once before is not enough…
    const twice = chooseMove(pos, {
      depth: 8,
      history: childrenSeen(pos, 1),
      counters: counters(20),
      searcher: own(),
    });
    expect(twice.score).toBe(free.score);
    // …twice before, it is the third time: drawn by the rules (WCDF 1.32 made automatic, RULES §0.3).
    const thrice = chooseMove(pos, {
      depth: 8,
      history: childrenSeen(pos, 2),
      counters: counters(20),
      searcher: own(),
    });
    expect(thrice.score).toBe(0);
  });

  it('English: the winning side avoids the third repetition', () => {
    const pos = position('english', 'W:WK14,K19:BK1');
    const free = chooseMove(pos, { depth: 8, searcher: own() });
    expect(free.score).toBeGreaterThan(50);
    const boxed = chooseMove(pos, { depth: 8, history: childrenSeen(pos, 2), counters: counters(20) });
    expect(boxed.score).toBe(0);
  });

  it('International: the losing side repeats for the third time (FMJD 6.1)', () => {
    const pos = position('international', 'B:W31,32,33,K28:BK5,20');
    const free = chooseMove(pos, { depth: 6, searcher: own() });
    expect(free.score).toBeLessThan(-100);
    const seen = { history: childrenSeen(pos, 2), counters: counters(20) };
    const r = chooseMove(pos, { depth: 6, ...seen, searcher: own() });
    expect(r.score).toBe(0);
    expect(isManMove(pos, r.move as Move)).toBe(false);
  });

  it('Italian: a losing computer does not count on a repetition (it is a claim, and the computer never claims)', () => {
    // Black, the computer, is lost; every one of its moves would repeat a position for the third time.
    const pos = position('italian', 'B:WK14,K19,K22:BK5');
    for (const times of [0, 1, 2]) {
      const r = chooseMove(pos, {
        depth: 8,
        history: childrenSeen(pos, times),
        counters: counters(20),
        searcher: own(),
      });
      expect(r.score).toBeLessThanOrEqual(-MATE_BOUND);
    }
  });

  it('Italian: a winning computer does not offer the player a repetition to claim', () => {
    const pos = position('italian', 'W:WK14,K19:BK1');
    const free = chooseMove(pos, { depth: 8, searcher: own() });
    expect(free.score).toBeGreaterThanOrEqual(MATE_BOUND);
    // A second occurrence gives the player nothing to claim.
    const once = chooseMove(pos, {
      depth: 8,
      history: childrenSeen(pos, 1),
      counters: counters(20),
      searcher: own(),
    });
    expect(once.score).toBe(free.score);
    // A third one does: with the player to move, they would claim the draw.
    const twice = chooseMove(pos, {
      depth: 8,
      history: childrenSeen(pos, 2),
      counters: counters(20),
      searcher: own(),
    });
    expect(twice.score).toBe(0);
  });
});

describe('the 40-move rule (Italian)', () => {
  // White wins with its kings (14-10, then 10x1) or, more slowly, after a man move.
  const pos = position('italian', 'W:WK14,K19,29:BK1');
  const choose = (quietPlies: number) =>
    chooseMove(pos, { depth: 10, counters: counters(quietPlies), searcher: own() });

  it('far from the limit, or with time for the king win, the kings win fastest', () => {
    for (const q of [0, 77]) {
      const r = choose(q);
      expect(isManMove(pos, r.move as Move)).toBe(false);
      expect(r.score).toBe(MATE - 3);
    }
  });

  it('near the 80-ply limit, the winning side plays a man move, which starts the count again', () => {
    // At 78, 14-10 makes 79 and Black's king move the 80th ply: drawn before 10x1.
    for (const q of [78, 79]) {
      const r = choose(q);
      expect(isManMove(pos, r.move as Move)).toBe(true);
      expect(r.score).toBeGreaterThanOrEqual(MATE_BOUND);
    }
  });

  it('with nothing to restart the count, the win is gone once Black can reach the 80th ply', () => {
    const kings = position('italian', 'W:WK14,K19:BK1');
    expect(chooseMove(kings, { depth: 8, counters: counters(77), searcher: own() }).score).toBe(MATE - 3);
    expect(chooseMove(kings, { depth: 8, counters: counters(78), searcher: own() }).score).toBe(0);
  });

  it('a side left without a move on the 80th ply has lost, not drawn (game.ts checks that first)', () => {
    // 26-21 blocks Black's last man; every other king move just reaches the limit.
    const pos = position('italian', 'W:WK26,K6,K29:B17');
    const r = chooseMove(pos, { depth: 4, counters: counters(79), searcher: own() });
    expect(r.move).toMatchObject({ from: 26, to: 21 });
    expect(r.score).toBe(MATE - 1);
  });
});

describe('International counters (FMJD 6.2–6.4)', () => {
  it('5-move rule: the win must come before the 10th ply of the configuration', () => {
    // 29-1 45-50 1-6 50x28 6x33: Black's capture keeps the configuration (a king against a king), so it is
    // counted; White's last capture ends the game.
    const pos = position('international', 'W:WK33,K29:BK45');
    const at = (plies: number) =>
      chooseMove(pos, { depth: 10, counters: counters(0, { rule: 'five-moves', plies }), searcher: own() });
    expect(at(5).score).toBe(MATE - 5);
    expect(at(6).score).toBeLessThan(MATE_BOUND);
    // Omitted, the counters start at the root, as in a game set up from this position.
    expect(chooseMove(pos, { depth: 10, searcher: own() }).score).toBe(MATE - 5);
  });

  it('16-move rule: a first move on the 32nd ply draws', () => {
    const pos = position('international', 'W:WK34,K20,K23:BK3');
    const at = (plies: number) =>
      chooseMove(pos, {
        depth: 10,
        counters: counters(0, { rule: 'sixteen-moves', plies }),
        searcher: own(),
      });
    expect(at(30).score).toBe(MATE - 5);
    expect(at(31).score).toBe(0);
  });

  it('25-move rule: only kings moved for 50 plies draws', () => {
    const pos = position('international', 'W:WK6,K40,K12:BK35,K38');
    expect(chooseMove(pos, { depth: 8, counters: counters(48), searcher: own() }).score).toBe(MATE - 3);
    expect(chooseMove(pos, { depth: 8, counters: counters(49), searcher: own() }).score).toBe(0);
  });
});
