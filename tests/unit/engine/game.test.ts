import { describe, expect, it } from 'vitest';
import {
  agreeDraw,
  canClaimRepetition,
  claimDraw,
  drawCountdowns,
  endgameRule,
  type Game,
  gameFromPosition,
  KING,
  type Move,
  makeFen,
  moveNumberOf,
  newGame,
  playMove,
  playMoveText,
  repetitionCount,
  resign,
  resultString,
  takeBack,
  VARIANTS,
  type VariantId,
} from '../../../src/engine';
import { position } from './fixtures';

const start = (variant: VariantId, fen: string): Game => gameFromPosition(position(variant, fen));

function play(game: Game, ...texts: string[]): Game {
  for (const t of texts) {
    const r = playMoveText(game, t);
    if (!r.ok) throw new Error(`${t} in ${makeFen(game.position)}: ${r.error.message}`);
    game = r.value;
  }
  return game;
}

/** Shuttle the given moves round and round for `plies` plies. */
function shuttle(game: Game, cycle: readonly string[], plies: number): Game {
  for (let i = 0; i < plies; i++) game = play(game, cycle[i % cycle.length]);
  return game;
}

const isKingMove = (g: Game, m: Move) => (g.position.cells[m.from] & KING) !== 0;

/**
 * Play `plies` quiet king moves that never repeat a position a third time and never leave a capture for the
 * opponent (so the draw counters only run); the first such move in generation order each time.
 */
function kingWalk(game: Game, plies: number): Game {
  for (let i = 0; i < plies; i++) {
    const next = game.legalMoves
      .filter((m) => m.captures.length === 0 && isKingMove(game, m))
      .map((m) => playMove(game, m))
      .find(
        (g) =>
          repetitionCount(g) < 3 &&
          !g.legalMoves.some((m) => m.captures.length > 0) &&
          (g.status.kind === 'playing' || i === plies - 1),
      );
    if (!next) throw new Error(`no quiet king move in ${makeFen(game.position)}`);
    game = next;
  }
  return game;
}

describe('game state', () => {
  it('is immutable: playing a move returns a new game and leaves the old one as it was', () => {
    const g0 = newGame(VARIANTS.italian);
    const cells = [...g0.position.cells];
    const g1 = play(g0, '22-18');
    expect(g0.moves).toHaveLength(0);
    expect([...g0.position.cells]).toEqual(cells);
    expect(g0.history).toHaveLength(1);
    expect(g1.moves.map((m) => [m.text, m.color])).toEqual([['22-18', 'white']]);
    expect(g1.position.turn).toBe('black');
    expect(g1.history).toHaveLength(2);
  });

  it('records the PDN text of each move in the position it was played in', () => {
    const g = play(newGame(VARIANTS.italian), '22-18', '11-14', '18x11', '7x14');
    expect(g.moves.map((m) => m.text)).toEqual(['22-18', '11-14', '18x11', '7x14']);
    expect(g.moves[2].move.captures).toEqual([14]);
    expect(g.moves.map((m) => m.color)).toEqual(['white', 'black', 'white', 'black']);
  });

  it('keeps the path the player chose among equivalent ones (EN-4 both ways round)', () => {
    const g = start('english', 'B:W14,15,22,23:BK10');
    const [m] = g.legalMoves;
    const other = { ...m, path: [10, 19, 26, 17, 10] };
    expect(playMove(g, other).moves[0].move.path).toEqual([10, 19, 26, 17, 10]);
    expect(playMove(g, m).moves[0].move.path).toEqual(m.path);
  });

  it('rejects illegal moves and moves after the end', () => {
    const g = newGame(VARIANTS.italian);
    expect(() => playMove(g, { from: 22, to: 14, path: [22, 14], captures: [], promotes: false })).toThrow();
    const r = playMoveText(g, '22-14');
    expect(!r.ok && r.error.code).toBe('no-such-move');
    const over = resign(g, 'white');
    expect(() => playMove(over, g.legalMoves[0])).toThrow();
    const r2 = playMoveText(over, '22-18');
    expect(!r2.ok && r2.error.code).toBe('game-over');
  });

  it('takeBack replays the game without its last plies', () => {
    const g = play(newGame(VARIANTS.italian), '22-18', '11-14', '18x11');
    const back = takeBack(g, 2);
    expect(back.moves.map((m) => m.text)).toEqual(['22-18']);
    expect(makeFen(back.position)).toBe(makeFen(play(newGame(VARIANTS.italian), '22-18').position));
    expect(takeBack(resign(g, 'black'), 0).status.kind).toBe('playing');
  });

  it('newGame takes a start FEN and refuses a bad one', () => {
    expect(makeFen(newGame(VARIANTS.italian, 'W:W22:B18').position)).toBe('W:W22:B18');
    expect(() => newGame(VARIANTS.italian, 'W:W40:B1')).toThrow(/33|40/);
  });
});

describe('wins and results', () => {
  it('no pieces: capturing the last piece wins', () => {
    const g = play(start('italian', 'W:W22:B18'), '22x13');
    expect(g.status).toEqual({ kind: 'win', winner: 'white', reason: 'no-pieces' });
    expect(resultString(g)).toBe('1-0');
  });

  it('no moves: a blocked side loses (IT-7, INT-9, EN-5), results from White’s side', () => {
    const it7 = start('italian', 'W:W22:BK18,K19');
    expect(it7.status).toEqual({ kind: 'win', winner: 'black', reason: 'no-moves' });
    expect(resultString(it7)).toBe('0-1');
    expect(resultString(start('international', 'W:WK46:B37,41'))).toBe('0-2');
    expect(resultString(start('english', 'W:W29:B22,25'))).toBe('0-1');
  });

  it('resignation and agreement', () => {
    const g = newGame(VARIANTS.international);
    expect(resign(g, 'white').status).toEqual({ kind: 'win', winner: 'black', reason: 'resign' });
    expect(resultString(resign(g, 'black'))).toBe('2-0');
    expect(resultString(agreeDraw(g))).toBe('1-1');
    expect(resultString(agreeDraw(newGame(VARIANTS.english)))).toBe('1/2-1/2');
    expect(resultString(g)).toBe('*');
    // Nothing changes a finished game.
    expect(agreeDraw(resign(g, 'white')).status.kind).toBe('win');
  });
});

describe('Italian draws (RULES §0.3)', () => {
  const cycle = ['32-28', '1-5', '28-32', '5-1'];

  it('40 moves each (80 plies) with no man move and no capture: automatic draw', () => {
    const g79 = shuttle(start('italian', 'W:WK32:BK1'), cycle, 79);
    expect(g79.status.kind).toBe('playing');
    expect(g79.counters.quietPlies).toBe(79);
    expect(drawCountdowns(g79)).toEqual([{ rule: 'forty-moves', plies: 79, limit: 80, pliesLeft: 1 }]);
    const g80 = shuttle(g79, cycle.slice(79 % 4).concat(cycle), 1);
    expect(g80.status).toEqual({ kind: 'draw', reason: 'forty-moves' });
    expect(resultString(g80)).toBe('1/2-1/2');
  });

  it('a man move or a capture restarts the count', () => {
    const g = shuttle(start('italian', 'W:W24,K32:BK1'), cycle, 40);
    expect(g.counters.quietPlies).toBe(40);
    const after = play(g, '24-20');
    expect(after.counters.quietPlies).toBe(0);
    expect(drawCountdowns(after)).toEqual([]);
    expect(play(after, '1-5').counters.quietPlies).toBe(1);
  });

  it('threefold repetition is a claim, not automatic', () => {
    const g = start('italian', 'W:WK32:BK1');
    const twice = shuttle(g, cycle, 4);
    expect(repetitionCount(twice)).toBe(2);
    expect(canClaimRepetition(twice)).toBe(false);
    expect(claimDraw(twice).ok).toBe(false);
    const thrice = shuttle(twice, cycle, 4);
    expect(repetitionCount(thrice)).toBe(3);
    expect(thrice.status.kind).toBe('playing');
    expect(canClaimRepetition(thrice)).toBe(true);
    const claimed = claimDraw(thrice);
    expect(claimed.ok && claimed.value.status).toEqual({ kind: 'draw', reason: 'repetition' });
    // Nothing to claim once the game is over.
    expect(canClaimRepetition(resign(thrice, 'white'))).toBe(false);
  });
});

describe('English draws (RULES §0.3)', () => {
  it('threefold repetition ends the game by itself', () => {
    const cycle = ['4-8', '29-25', '8-4', '25-29'];
    const g7 = shuttle(start('english', 'B:WK29:BK4'), cycle, 7);
    expect(g7.status.kind).toBe('playing');
    const g8 = play(g7, '25-29');
    expect(repetitionCount(g8)).toBe(3);
    expect(g8.status).toEqual({ kind: 'draw', reason: 'repetition' });
    expect(canClaimRepetition(g8)).toBe(false);
  });

  it('40 moves each with no man move and no capture', () => {
    const g = kingWalk(start('english', 'B:WK29,K30,K31:BK1,K2,K3'), 79);
    expect(g.status.kind).toBe('playing');
    expect(g.counters.quietPlies).toBe(79);
    expect(kingWalk(g, 1).status).toEqual({ kind: 'draw', reason: 'forty-moves' });
  });
});

describe('International draws: FMJD article 6 with lidraughts counting (RULES §3.7)', () => {
  it('6.1 threefold repetition, automatic', () => {
    const cycle = ['47-42', '4-9', '42-47', '9-4'];
    const g7 = shuttle(start('international', 'W:WK46,K47:BK4,K5'), cycle, 7);
    expect(g7.status.kind).toBe('playing');
    expect(play(g7, '9-4').status).toEqual({ kind: 'draw', reason: 'repetition' });
  });

  it('6.2 25 moves each with only kings moved: draw at 50 plies; a man move restarts the count', () => {
    const g = kingWalk(start('international', 'W:WK46,K47,35:BK3,K4,16'), 49);
    expect(g.status.kind).toBe('playing');
    expect(drawCountdowns(g)).toEqual([{ rule: 'twenty-five-moves', plies: 49, limit: 50, pliesLeft: 1 }]);
    expect(kingWalk(g, 1).status).toEqual({ kind: 'draw', reason: 'twenty-five-moves' });
    const manMove = g.legalMoves.find((m) => !isKingMove(g, m) && m.captures.length === 0);
    expect(manMove).toBeDefined();
    if (manMove) expect(playMove(g, manMove).counters.quietPlies).toBe(0);
  });

  it('configurations: 6.3 (three pieces with a king against a lone king), 6.4 (two or fewer)', () => {
    const rule = (fen: string) => endgameRule(position('international', fen));
    expect(rule('W:WK1,K2,K3:BK50')).toBe('sixteen-moves');
    expect(rule('W:WK1,K2,30:BK50')).toBe('sixteen-moves');
    expect(rule('W:WK1,30,31:BK50')).toBe('sixteen-moves');
    expect(rule('W:WK1,K2:BK50')).toBe('five-moves');
    expect(rule('W:WK1,30:BK50')).toBe('five-moves');
    expect(rule('W:WK1:BK50')).toBe('five-moves');
    expect(rule('B:WK50:BK1,K2,K3')).toBe('sixteen-moves');
    expect(rule('W:W30,31:BK50')).toBeNull(); // no king against the lone king: the 25-move rule
    expect(rule('W:WK1,K2,K3,K4:BK50')).toBeNull();
    expect(rule('W:WK1,K2:BK50,40')).toBeNull();
  });

  it('6.3 16 moves each: draw after 32 plies in the configuration', () => {
    const g = kingWalk(start('international', 'W:WK46,K47,K48:BK3'), 31);
    expect(g.counters.endgame).toEqual({ rule: 'sixteen-moves', plies: 31 });
    expect(g.status.kind).toBe('playing');
    expect(drawCountdowns(g)).toEqual([{ rule: 'sixteen-moves', plies: 31, limit: 32, pliesLeft: 1 }]);
    expect(kingWalk(g, 1).status).toEqual({ kind: 'draw', reason: 'sixteen-moves' });
  });

  it('6.4 5 moves each: draw after 10 plies', () => {
    const g = kingWalk(start('international', 'W:WK46,K47:BK3'), 9);
    expect(g.status.kind).toBe('playing');
    expect(kingWalk(g, 1).status).toEqual({ kind: 'draw', reason: 'five-moves' });
  });

  it('a capture that turns 6.3 into 6.4 restarts with the 5-move count', () => {
    // The lone black king on 5 can take the white man on 28 (the long diagonal 5-46).
    let g = start('international', 'W:WK47,K50,39:BK5');
    expect(g.counters.endgame).toEqual({ rule: 'sixteen-moves', plies: 0 });
    g = play(g, '39-33', '5-10', '33-28');
    expect(g.counters.endgame).toEqual({ rule: 'sixteen-moves', plies: 3 });
    expect(g.legalMoves.every((m) => m.captures.length > 0)).toBe(true);
    g = play(g, g.legalMoves[0].path.join('x'));
    expect(g.counters.endgame).toEqual({ rule: 'five-moves', plies: 0 });
  });

  it('the 5-move count never resets: a man move or a promotion inside 6.4 keeps counting', () => {
    let g = start('international', 'W:WK46,7:BK45');
    expect(g.counters.endgame).toEqual({ rule: 'five-moves', plies: 0 });
    g = play(g, '7-2'); // promotion: king + king against king, still 6.4
    expect(g.counters.endgame).toEqual({ rule: 'five-moves', plies: 1 });
    expect(g.counters.quietPlies).toBe(0);
  });

  it('a promotion that creates the configuration is not counted', () => {
    const g = play(start('international', 'W:W7,16:BK45'), '7-2');
    expect(g.counters.endgame).toEqual({ rule: 'five-moves', plies: 0 });
  });
});

describe('PDN move numbers', () => {
  it('the pair starts with the first mover: White, or Black in English', () => {
    expect(moveNumberOf(VARIANTS.italian, 'white', 0)).toEqual({ number: 1, second: false });
    expect(moveNumberOf(VARIANTS.italian, 'white', 1)).toEqual({ number: 1, second: true });
    expect(moveNumberOf(VARIANTS.italian, 'white', 2)).toEqual({ number: 2, second: false });
    expect(moveNumberOf(VARIANTS.english, 'black', 1)).toEqual({ number: 1, second: true });
    expect(moveNumberOf(VARIANTS.italian, 'black', 0)).toEqual({ number: 1, second: true });
    expect(moveNumberOf(VARIANTS.italian, 'black', 1)).toEqual({ number: 2, second: false });
    expect(moveNumberOf(VARIANTS.english, 'white', 0)).toEqual({ number: 1, second: true });
  });
});
