import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { answer, requestFor } from '../../../src/browser/workers/protocol';
import { type Move, makeFen, newGame, playMove, startPosition, VARIANTS } from '../../../src/engine/index';
import { type GameInput, gameMachine, gameScore } from '../../../src/machines/game';
import {
  type ComputerInput,
  type ComputerReply,
  DEFAULT_PREFS,
  endOf,
  failureOf,
  type PlayPrefs,
  scoreOf,
} from '../../../src/model/play';

/** A stand-in for the worker: the first legal move, and a record of every request. */
function firstMoveStub() {
  const calls: ComputerInput[] = [];
  const actor = fromPromise<ComputerReply, ComputerInput>(async ({ input }) => {
    calls.push(input);
    return { move: input.game.legalMoves[0] };
  });
  return { actor, calls };
}

function start(input: GameInput, computer = firstMoveStub().actor) {
  const actor = createActor(gameMachine.provide({ actors: { computerMove: computer } }), { input });
  actor.start();
  return actor;
}

const prefs = (p: Partial<PlayPrefs>): PlayPrefs => ({ ...DEFAULT_PREFS, ...p });

describe('game machine: flow', () => {
  it('starts in setup and goes to the player’s turn with White in Italian', () => {
    const [s0] = initialTransition(gameMachine, { prefs: prefs({ color: 'white' }) });
    expect(s0.value).toBe('setup');
    expect(s0.context.game).toBeNull();
    const [s1] = transition(gameMachine, s0, { type: 'game.start' });
    expect(s1.value).toEqual({ playing: 'player' });
    expect(makeFen(s1.context.game!.position)).toBe(makeFen(startPosition(VARIANTS.italian)));
    expect(s1.context.player).toBe('white');
    expect(s1.context.orientation).toBe('white');
  });

  it('the setup choices change the game: International as Black means the computer opens', () => {
    let [s] = initialTransition(gameMachine, {});
    [s] = transition(gameMachine, s, { type: 'variant.chosen', variant: 'international' });
    [s] = transition(gameMachine, s, { type: 'color.chosen', color: 'black' });
    [s] = transition(gameMachine, s, { type: 'level.chosen', level: 1 });
    const [started, actions] = transition(gameMachine, s, { type: 'game.start' });
    s = started;
    // The search is started (the worker in the browser).
    expect(actions.some((a) => a.type === 'xstate.spawnChild')).toBe(true);
    expect(s.context.game!.variant.id).toBe('international');
    expect(s.context.player).toBe('black');
    expect(s.context.orientation).toBe('black');
    expect(s.context.level).toBe(1);
    expect(s.value).toEqual({ playing: { computer: 'thinking' } });
  });

  it('English: Black moves first, so a player with White waits for the computer', () => {
    let [s] = initialTransition(gameMachine, { prefs: prefs({ variant: 'english', color: 'white' }) });
    [s] = transition(gameMachine, s, { type: 'game.start' });
    expect(s.value).toEqual({ playing: { computer: 'thinking' } });
  });

  it('a random colour uses the random source', () => {
    for (const [r, colour] of [
      [0.1, 'white'],
      [0.9, 'black'],
    ] as const) {
      let [s] = initialTransition(gameMachine, { prefs: prefs({ color: 'random' }), random: () => r });
      [s] = transition(gameMachine, s, { type: 'game.start' });
      expect(s.context.player).toBe(colour);
    }
  });

  it('user move → computer thinking → the reply is applied and it is the user’s turn again', async () => {
    const stub = firstMoveStub();
    const actor = start({ prefs: prefs({ level: 2 }) }, stub.actor);
    actor.send({ type: 'game.start' });
    const game = actor.getSnapshot().context.game!;
    const mine = game.legalMoves.find((m) => m.from === 22 && m.to === 18)!;
    actor.send({ type: 'move.played', move: mine });
    // The user's move is applied at once, before the computer answers.
    expect(actor.getSnapshot().value).toEqual({ playing: { computer: 'thinking' } });
    expect(actor.getSnapshot().context.game!.moves.map((m) => m.text)).toEqual(['22-18']);
    const s = await waitFor(actor, (x) => x.matches({ playing: 'player' }));
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0].level).toBe(2);
    expect(makeFen(stub.calls[0].game.position)).toBe(
      makeFen(playMove(newGame(VARIANTS.italian), mine).position),
    );
    const expected = playMove(playMove(newGame(VARIANTS.italian), mine), stub.calls[0].game.legalMoves[0]);
    expect(s.context.game!.moves).toHaveLength(2);
    expect(makeFen(s.context.game!.position)).toBe(makeFen(expected.position));
    actor.stop();
  });

  it('ignores a move that is not legal, and moves while the computer thinks', () => {
    let [s] = initialTransition(gameMachine, {});
    [s] = transition(gameMachine, s, { type: 'game.start' });
    const bogus: Move = { from: 22, to: 14, path: [22, 14], captures: [], promotes: false };
    [s] = transition(gameMachine, s, { type: 'move.played', move: bogus });
    expect(s.value).toEqual({ playing: 'player' });
    expect(s.context.game!.moves).toHaveLength(0);
    const legal = s.context.game!.legalMoves[0];
    [s] = transition(gameMachine, s, { type: 'move.played', move: legal });
    expect(s.value).toEqual({ playing: { computer: 'thinking' } });
    [s] = transition(gameMachine, s, { type: 'move.played', move: s.context.game!.legalMoves[0] });
    expect(s.context.game!.moves).toHaveLength(1);
  });

  it('a worker failure is a state: the game goes on, and retry asks again', async () => {
    let attempts = 0;
    const flaky = fromPromise<ComputerReply, ComputerInput>(async ({ input }) => {
      attempts++;
      if (attempts === 1) throw Object.assign(new Error('took too long'), { kind: 'timeout' });
      return { move: input.game.legalMoves[0] };
    });
    const actor = start({}, flaky);
    actor.send({ type: 'game.start' });
    actor.send({ type: 'move.played', move: actor.getSnapshot().context.game!.legalMoves[0] });
    const failed = await waitFor(actor, (x) => x.matches({ playing: { computer: 'failed' } }));
    expect(failed.context.failure).toBe('timeout');
    expect(failed.context.game!.status.kind).toBe('playing');
    expect(failed.context.game!.moves).toHaveLength(1);
    actor.send({ type: 'computer.retry' });
    const s = await waitFor(actor, (x) => x.matches({ playing: 'player' }));
    expect(attempts).toBe(2);
    expect(s.context.failure).toBeNull();
    expect(s.context.game!.moves).toHaveLength(2);
    actor.stop();
  });

  it('a reply that is not a legal move is a failure too, not a crash', async () => {
    const liar = fromPromise<ComputerReply, ComputerInput>(async () => ({
      move: { from: 1, to: 32, path: [1, 32], captures: [], promotes: false },
    }));
    const actor = start({}, liar);
    actor.send({ type: 'game.start' });
    actor.send({ type: 'move.played', move: actor.getSnapshot().context.game!.legalMoves[0] });
    const s = await waitFor(actor, (x) => x.matches({ playing: { computer: 'failed' } }));
    expect(s.context.failure).toBe('illegal');
    actor.stop();
  });

  it('classifies errors: timeout and illegal by kind, anything else is a crash', () => {
    expect(failureOf({ kind: 'timeout' })).toBe('timeout');
    expect(failureOf({ kind: 'illegal' })).toBe('illegal');
    expect(failureOf(new Error('boom'))).toBe('crash');
    expect(failureOf(undefined)).toBe('crash');
  });

  it('a forced single move of the computer is played at once, without asking the worker', () => {
    // After 17-13, Black's only move is 1-5 (9 is blocked).
    let [s] = initialTransition(gameMachine, { startFen: 'W:W17,18:B1,9' });
    [s] = transition(gameMachine, s, { type: 'game.start' });
    const move = s.context.game!.legalMoves.find((m) => m.from === 17 && m.to === 13)!;
    const [after, actions] = transition(gameMachine, s, { type: 'move.played', move });
    expect(after.value).toEqual({ playing: 'player' });
    expect(after.context.game!.moves.map((m) => m.text)).toEqual(['17-13', '1-5']);
    expect(actions.some((a) => a.type === 'xstate.spawnChild')).toBe(false);
  });

  it('resign asks for a confirmation, can be cancelled, then ends the game as a loss', () => {
    let [s] = initialTransition(gameMachine, {});
    [s] = transition(gameMachine, s, { type: 'game.start' });
    [s] = transition(gameMachine, s, { type: 'resign.confirmed' });
    expect(s.value).toEqual({ playing: 'player' });
    [s] = transition(gameMachine, s, { type: 'resign.requested' });
    expect(s.context.confirmingResign).toBe(true);
    [s] = transition(gameMachine, s, { type: 'resign.cancelled' });
    expect(s.context.confirmingResign).toBe(false);
    [s] = transition(gameMachine, s, { type: 'resign.requested' });
    [s] = transition(gameMachine, s, { type: 'resign.confirmed' });
    expect(s.value).toBe('over');
    expect(s.context.game!.status).toEqual({ kind: 'win', winner: 'black', reason: 'resign' });
    expect(gameScore(s.context)).toBe(0);
    [s] = transition(gameMachine, s, { type: 'game.new' });
    expect(s.value).toBe('setup');
  });

  it('a win by leaving the computer no move: the player wins, with the score', () => {
    // 5-1 crowns, and Black's man on 25 is then blocked by the white man on 29.
    let [s] = initialTransition(gameMachine, { startFen: 'W:W5,29:B25', prefs: prefs({ level: 4 }) });
    [s] = transition(gameMachine, s, { type: 'game.start' });
    const move = s.context.game!.legalMoves.find((m) => m.from === 5 && m.to === 1)!;
    [s] = transition(gameMachine, s, { type: 'move.played', move });
    expect(s.value).toBe('over');
    expect(s.context.game!.status).toEqual({ kind: 'win', winner: 'white', reason: 'no-moves' });
    expect(gameScore(s.context)).toBe(0 + 100 + 50 * 4);
  });

  it('the same position with the player as Black: the computer blocks them and wins', async () => {
    const actor = start({ startFen: 'W:W5,29:B25', prefs: prefs({ color: 'black' }) });
    actor.send({ type: 'game.start' });
    const s = await waitFor(actor, (x) => x.matches('over'));
    expect(s.context.game!.status).toEqual({ kind: 'win', winner: 'white', reason: 'no-moves' });
    expect(gameScore(s.context)).toBe(0);
    actor.stop();
  });

  it('Italian threefold repetition can be claimed only when it has happened', async () => {
    // The computer shuffles its king back and forth; so does the player.
    const shuffler = fromPromise<ComputerReply, ComputerInput>(async ({ input }) => {
      const g = input.game;
      const last = [...g.moves].reverse().find((m) => m.color === g.position.turn);
      const back = last && g.legalMoves.find((m) => m.to === last.move.from);
      return { move: back ?? g.legalMoves[0] };
    });
    const actor = start({ startFen: 'W:WK29:BK4' }, shuffler);
    actor.send({ type: 'game.start' });
    const turn = async (from: number, to: number) => {
      const g = actor.getSnapshot().context.game!;
      actor.send({ type: 'move.played', move: g.legalMoves.find((m) => m.from === from && m.to === to)! });
      await waitFor(actor, (x) => x.matches({ playing: 'player' }));
    };
    await turn(29, 25);
    await turn(25, 29);
    actor.send({ type: 'draw.claimed' });
    expect(actor.getSnapshot().matches({ playing: 'player' })).toBe(true);
    await turn(29, 25);
    await turn(25, 29);
    actor.send({ type: 'draw.claimed' });
    const s = actor.getSnapshot();
    expect(s.value).toBe('over');
    expect(s.context.game!.status).toEqual({ kind: 'draw', reason: 'repetition' });
    actor.stop();
  });

  it('levels: any level is chosen at once; the score counts the weakest level met in the game', () => {
    let [s] = initialTransition(gameMachine, { startFen: 'W:W5,29:B25', prefs: prefs({ level: 5 }) });
    [s] = transition(gameMachine, s, { type: 'level.chosen', level: 1 });
    expect(s.context.level).toBe(1);
    expect(s.context.prefs.level).toBe(1);
    [s] = transition(gameMachine, s, { type: 'level.chosen', level: 4 });
    [s] = transition(gameMachine, s, { type: 'game.start' });
    [s] = transition(gameMachine, s, { type: 'level.chosen', level: 2 });
    [s] = transition(gameMachine, s, { type: 'level.chosen', level: 5 });
    expect(s.context.level).toBe(5);
    expect(s.context.scoreLevel).toBe(2);
    const move = s.context.game!.legalMoves.find((m) => m.from === 5)!;
    [s] = transition(gameMachine, s, { type: 'move.played', move });
    expect(gameScore(s.context)).toBe(100 + 50 * 2);
  });

  it('a level chosen while the computer thinks applies from its next move, not the one it is finding', async () => {
    // The page tells the player so ("the computer finishes this move at the old level"): hold that to account.
    const calls: ComputerInput[] = [];
    let answerFirst: (() => void) | null = null;
    const computer = fromPromise<ComputerReply, ComputerInput>(({ input }) => {
      calls.push(input);
      const reply = { move: input.game.legalMoves[0] };
      if (calls.length > 1) return Promise.resolve(reply);
      return new Promise<ComputerReply>((resolve) => {
        answerFirst = () => resolve(reply);
      });
    });
    const actor = start({ prefs: prefs({ level: 4 }) }, computer);
    actor.send({ type: 'game.start' });
    const play = () =>
      actor.send({ type: 'move.played', move: actor.getSnapshot().context.game!.legalMoves[0] });
    play();
    expect(actor.getSnapshot().matches({ playing: { computer: 'thinking' } })).toBe(true);
    actor.send({ type: 'level.chosen', level: 1 });
    expect(actor.getSnapshot().context.level).toBe(1);
    answerFirst!();
    await waitFor(actor, (x) => x.matches({ playing: 'player' }));
    // A forced reply is played without asking: go on until the computer is asked again.
    for (let turn = 0; turn < 10 && calls.length < 2; turn++) {
      play();
      await waitFor(actor, (x) => x.matches({ playing: 'player' }) || x.matches('over'));
    }
    expect(calls.map((c) => c.level)).toEqual([4, 1]);
    expect(actor.getSnapshot().context.scoreLevel).toBe(1);
    actor.stop();
  });

  it('flip turns the board, the player’s colour is at the bottom at the start', () => {
    let [s] = initialTransition(gameMachine, { prefs: prefs({ color: 'black' }) });
    [s] = transition(gameMachine, s, { type: 'game.start' });
    expect(s.context.orientation).toBe('black');
    [s] = transition(gameMachine, s, { type: 'board.flipped' });
    expect(s.context.orientation).toBe('white');
  });
});

describe('score', () => {
  it('10 per capture, plus 100 and 50 per level for a win', () => {
    expect(scoreOf(12, true, 3)).toBe(370);
    expect(scoreOf(12, false, 3)).toBe(120);
    expect(scoreOf(0, true, 1)).toBe(150);
    expect(scoreOf(5, true, 5)).toBe(50 + 100 + 250);
  });

  it('counts only the player’s captures', async () => {
    // White captures 18 with 22x13... then resigns: the captures still count, the win bonus does not.
    const actor = start({ startFen: 'W:W22,30:B18,1' });
    actor.send({ type: 'game.start' });
    const cap = actor.getSnapshot().context.game!.legalMoves[0];
    expect(cap.captures).toEqual([18]);
    actor.send({ type: 'move.played', move: cap });
    await waitFor(actor, (x) => x.matches({ playing: 'player' }) || x.matches('over'));
    actor.send({ type: 'resign.requested' });
    actor.send({ type: 'resign.confirmed' });
    expect(gameScore(actor.getSnapshot().context)).toBe(10);
    actor.stop();
  });
});

describe('worker protocol', () => {
  it('asks with the current position and only the positions that can come back', () => {
    let g = newGame(VARIANTS.italian, 'W:WK29,30:BK4,1');
    const play = (from: number, to: number) => {
      g = playMove(g, g.legalMoves.find((m) => m.from === from && m.to === to)!);
    };
    play(30, 26); // a man move: nothing before it can come back
    play(4, 8);
    play(29, 25);
    const req = requestFor(g, 3, 7);
    expect(req).toMatchObject({ id: 7, variant: 'italian', level: 3, fen: makeFen(g.position) });
    expect(req.history).toHaveLength(2);
    expect(req.history[0]).toBe(
      makeFen(playMove(newGame(VARIANTS.italian, 'W:WK29,30:BK4,1'), g.moves[0].move).position),
    );
  });

  it('answers with a legal move, and with an error for a bad request', () => {
    const g = newGame(VARIANTS.english);
    const a = answer({ ...requestFor(g, 1, 1), movetime: 50 });
    expect(a.ok).toBe(true);
    if (a.ok) expect(g.legalMoves.some((m) => m.from === a.move.from && m.to === a.move.to)).toBe(true);
    const bad = answer({ id: 2, variant: 'italian', fen: 'nonsense', history: [], level: 1 });
    expect(bad).toMatchObject({ id: 2, ok: false });
  });
});

describe('game machine: another tab’s game (issue 18 item 6)', () => {
  it('during a game, switching to a game resumed from another tab replaces this one', () => {
    let [s] = initialTransition(gameMachine, { prefs: prefs({ color: 'white' }) });
    [s] = transition(gameMachine, s, { type: 'game.start' });
    [s] = transition(gameMachine, s, { type: 'resign.requested' });
    expect(s.context.confirmingResign).toBe(true);
    const g0 = newGame(VARIANTS.italian);
    const g1 = playMove(g0, g0.legalMoves[1]);
    const other = playMove(g1, g1.legalMoves[0]);
    [s] = transition(gameMachine, s, {
      type: 'game.resumed',
      resume: {
        game: other,
        player: 'white',
        level: 2,
        scoreLevel: 1,
        orientation: 'white',
        startFen: null,
        clock: null,
      },
    });
    expect(s.value).toEqual({ playing: 'player' });
    expect(s.context.game?.moves.map((m) => m.text)).toEqual(other.moves.map((m) => m.text));
    expect(s.context.level).toBe(2);
    expect(s.context.scoreLevel).toBe(1);
    expect(s.context.confirmingResign).toBe(false);
  });
});

describe('game machine: play again', () => {
  const resignNow = (s: ReturnType<typeof initialTransition<typeof gameMachine>>[0]) => {
    [s] = transition(gameMachine, s, { type: 'resign.requested' });
    [s] = transition(gameMachine, s, { type: 'resign.confirmed' });
    expect(s.value).toBe('over');
    return s;
  };

  it('keeps the variant, the start position, the colour played (even a coin’s) and the level', () => {
    let coin = 0.9; // black
    let [s] = initialTransition(gameMachine, {
      prefs: prefs({ variant: 'english', color: 'random', level: 2 }),
      random: () => coin,
    });
    [s] = transition(gameMachine, s, { type: 'start.chosen', variant: 'english', fen: 'B:W21,22:B9,10' });
    [s] = transition(gameMachine, s, { type: 'game.start' });
    expect(s.context.player).toBe('black');
    // A stronger level during the game: the next game is played at it.
    [s] = transition(gameMachine, s, { type: 'level.chosen', level: 4 });
    s = resignNow(s);
    coin = 0.1; // the coin would now say white
    [s] = transition(gameMachine, s, { type: 'game.start' });
    expect(s.matches('playing')).toBe(true);
    const g = s.context.game!;
    expect(g.variant.id).toBe('english');
    expect(makeFen(g.start)).toBe(makeFen(newGame(VARIANTS.english, 'B:W21,22:B9,10').start));
    expect(g.moves).toHaveLength(0);
    expect(s.context.player).toBe('black');
    expect(s.context.orientation).toBe('black');
    expect(s.context.level).toBe(4);
    expect(s.context.scoreLevel).toBe(4);
    // The setup still remembers the coin.
    expect(s.context.prefs.color).toBe('random');
  });

  it('after a resumed game: the resumed game’s settings, not the remembered ones', () => {
    let [s] = initialTransition(gameMachine, {
      prefs: prefs({ variant: 'english', color: 'white', level: 5 }),
    });
    const fen = 'W:W22,30:B18,1';
    const g0 = newGame(VARIANTS.italian, fen);
    const resumed = playMove(g0, g0.legalMoves[0]);
    [s] = transition(gameMachine, s, {
      type: 'game.resumed',
      resume: {
        game: resumed,
        player: 'black',
        level: 2,
        scoreLevel: 1,
        orientation: 'white',
        startFen: fen,
        clock: null,
      },
    });
    // The choices follow the resumed game (the colour choice is left as it was).
    expect(s.context.prefs).toEqual({ variant: 'italian', color: 'white', level: 2, clock: 'none' });
    s = resignNow(s);
    [s] = transition(gameMachine, s, { type: 'game.start' });
    const g = s.context.game!;
    expect(g.variant.id).toBe('italian');
    expect(makeFen(g.start)).toBe(makeFen(g0.start));
    expect(s.context.player).toBe('black');
    expect(s.context.level).toBe(2);
    expect(s.context.scoreLevel).toBe(2);
    // "Change settings" shows the resumed game's variant, whose start position the setup draws.
    s = resignNow(s);
    [s] = transition(gameMachine, s, { type: 'game.new' });
    expect(s.value).toBe('setup');
    expect(s.context.prefs.variant).toBe('italian');
    expect(s.context.startFen).toBe(fen);
  });
});

describe('game machine: retry from a position of the finished game (the review)', () => {
  it('starts a game from that position with the same colour and level; play again replays it', () => {
    let [s] = initialTransition(gameMachine, { prefs: prefs({ color: 'white', level: 3 }) });
    [s] = transition(gameMachine, s, { type: 'game.start' });
    const g = s.context.game!;
    [s] = transition(gameMachine, s, { type: 'move.played', move: g.legalMoves[0] });
    const before = makeFen(g.position);
    [s] = transition(gameMachine, s, { type: 'resign.requested' });
    [s] = transition(gameMachine, s, { type: 'resign.confirmed' });
    expect(s.value).toBe('over');
    // Only once a game is over.
    const [playingStill] = transition(gameMachine, initialTransition(gameMachine, {})[0], {
      type: 'game.retry',
      fen: before,
    });
    expect(playingStill.value).toBe('setup');
    [s] = transition(gameMachine, s, { type: 'game.retry', fen: before });
    expect(s.value).toEqual({ playing: 'player' });
    expect(makeFen(s.context.game!.position)).toBe(before);
    expect(s.context.game!.moves).toHaveLength(0);
    expect(s.context.player).toBe('white');
    expect(s.context.level).toBe(3);
    expect(s.context.startFen).toBe(before);
    [s] = transition(gameMachine, s, { type: 'resign.requested' });
    [s] = transition(gameMachine, s, { type: 'resign.confirmed' });
    [s] = transition(gameMachine, s, { type: 'game.start' });
    expect(makeFen(s.context.game!.position)).toBe(before);
  });
});

describe('how a game ended', () => {
  it('is the engine’s reason, and nothing while the game goes on', () => {
    expect(endOf({ kind: 'playing' })).toBeNull();
    expect(endOf({ kind: 'win', winner: 'white', reason: 'no-moves' })).toBe('no-moves');
    expect(endOf({ kind: 'draw', reason: 'forty-moves' })).toBe('forty-moves');
  });
});
