/**
 * The game's clock: its states by pure transitions with an injected now(), and the flag's timer with xstate's
 * SimulatedClock (the machine's `after` timers and its now() read the same simulated time).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, SimulatedClock, transition } from 'xstate';
import { gameMachine } from '../../../src/machines/game';
import {
  type ComputerInput,
  type ComputerReply,
  computerMovetime,
  DEFAULT_PREFS,
  newClock,
  type OtherTabGame,
  type PlayPrefs,
  timeLeft,
} from '../../../src/model/play';

const prefs = (p: Partial<PlayPrefs>): PlayPrefs => ({ ...DEFAULT_PREFS, ...p });

/** A machine whose time is `t.now`, moved by the test. */
function timed(p: Partial<PlayPrefs>) {
  const t = { now: 0 };
  const [s] = initialTransition(gameMachine, { prefs: prefs(p), now: () => t.now });
  return { t, s };
}

/** The computer thinks until the test says (never, unless `answer` is called). */
function waitingComputer() {
  const calls: ComputerInput[] = [];
  let answer: (() => void) | null = null;
  const actor = fromPromise<ComputerReply, ComputerInput>(
    ({ input }) =>
      new Promise((resolve) => {
        calls.push(input);
        answer = () => resolve({ move: input.game.legalMoves[0] });
      }),
  );
  return { actor, calls, answer: () => answer?.() };
}

function simulated(p: Partial<PlayPrefs>, computer = waitingComputer()) {
  const clock = new SimulatedClock();
  const actor = createActor(gameMachine.provide({ actors: { computerMove: computer.actor } }), {
    input: { prefs: prefs(p), now: () => clock.now() },
    clock,
  }).start();
  return { clock, actor, computer };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('game machine: the clock', () => {
  it('no clock by default: a game has none, and the computer thinks for its level', () => {
    let { s } = timed({ color: 'black' });
    [s] = transition(gameMachine, s, { type: 'game.start' });
    expect(s.context.clock).toBeNull();
    expect(s.value).toEqual({ playing: { computer: 'thinking' } });
  });

  it('runs for the side to move from the start, and adds the increment after a move', () => {
    let { t, s } = timed({ clock: '5+3' });
    t.now = 1_000;
    [s] = transition(gameMachine, s, { type: 'game.start' });
    expect(s.context.clock).toMatchObject({ control: '5+3', white: 300_000, black: 300_000, since: 1_000 });
    t.now = 11_000;
    expect(timeLeft(s.context.clock!, 'white', 'white', t.now)).toBe(290_000);
    expect(timeLeft(s.context.clock!, 'black', 'white', t.now)).toBe(300_000);
    const move = s.context.game!.legalMoves[0];
    [s] = transition(gameMachine, s, { type: 'move.played', move });
    // 10 s thought, 3 s added; now Black's time runs.
    expect(s.context.clock).toMatchObject({
      white: 293_000,
      black: 300_000,
      since: 11_000,
      plies: [293_000],
    });
    expect(s.value).toEqual({ playing: { computer: 'thinking' } });
  });

  it('stands once the game is over (a resignation): no more time is charged', () => {
    let { t, s } = timed({ clock: '15+10' });
    [s] = transition(gameMachine, s, { type: 'game.start' });
    t.now = 4_000;
    [s] = transition(gameMachine, s, { type: 'resign.requested' });
    [s] = transition(gameMachine, s, { type: 'resign.confirmed' });
    expect(s.value).toBe('over');
    expect(s.context.clock).toMatchObject({ white: 896_000, since: null });
    t.now = 1_000_000;
    expect(timeLeft(s.context.clock!, 'white', 'white', t.now)).toBe(896_000);
  });

  it('a move made after the flag fell comes too late: the player loses on time', () => {
    let { t, s } = timed({ clock: '5+3' });
    [s] = transition(gameMachine, s, { type: 'game.start' });
    t.now = 300_001;
    const move = s.context.game!.legalMoves[0];
    [s] = transition(gameMachine, s, { type: 'move.played', move });
    expect(s.value).toBe('over');
    expect(s.context.game!.moves).toHaveLength(0);
    expect(s.context.game!.status).toEqual({ kind: 'win', winner: 'black', reason: 'time' });
    expect(s.context.clock).toMatchObject({ white: 0, since: null });
  });

  it('the player’s flag falls by itself when the time is up', () => {
    const { clock, actor } = simulated({ clock: '5+3' });
    actor.send({ type: 'game.start' });
    clock.increment(299_999);
    expect(actor.getSnapshot().value).toEqual({ playing: 'player' });
    clock.increment(1);
    const s = actor.getSnapshot();
    expect(s.value).toBe('over');
    expect(s.context.game!.status).toEqual({ kind: 'win', winner: 'black', reason: 'time' });
    actor.stop();
  });

  it('the computer’s flag falls while it thinks: the search stops and the player wins on time', async () => {
    const { clock, actor, computer } = simulated({ clock: '5+3', color: 'black' });
    actor.send({ type: 'game.start' });
    expect(actor.getSnapshot().value).toEqual({ playing: { computer: 'thinking' } });
    // It was asked to think within its clock: the level's time, well under a twentieth of 5 minutes.
    expect(computer.calls[0].movetime).toBe(500);
    clock.increment(300_000);
    const s = actor.getSnapshot();
    expect(s.value).toBe('over');
    expect(s.context.game!.status).toEqual({ kind: 'win', winner: 'black', reason: 'time' });
    // An answer arriving now changes nothing.
    computer.answer();
    await flush();
    expect(actor.getSnapshot().context.game!.moves).toHaveLength(0);
    actor.stop();
  });

  it('the flag is armed again each turn, with the time left after the increment', async () => {
    const { clock, actor, computer } = simulated({ clock: '5+3' });
    actor.send({ type: 'game.start' });
    clock.increment(100_000);
    actor.send({ type: 'move.played', move: actor.getSnapshot().context.game!.legalMoves[0] });
    clock.increment(1_000);
    computer.answer();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ playing: 'player' });
    expect(actor.getSnapshot().context.clock).toMatchObject({ white: 203_000, black: 302_000 });
    // 200 s would have been the end without the increment: the player still has 3 s.
    clock.increment(200_000);
    expect(actor.getSnapshot().value).toEqual({ playing: 'player' });
    clock.increment(3_000);
    expect(actor.getSnapshot().value).toBe('over');
    actor.stop();
  });

  it('no clock: hours go by and nobody loses on time', () => {
    const { clock, actor } = simulated({});
    actor.send({ type: 'game.start' });
    clock.increment(10 * 3600_000);
    expect(actor.getSnapshot().value).toEqual({ playing: 'player' });
    actor.stop();
  });

  it('a resumed game keeps its times, and the time the page was closed is not charged', () => {
    let { t, s } = timed({});
    const [played] = transition(gameMachine, timed({}).s, { type: 'game.start' });
    const game = played.context.game!;
    const first = transition(gameMachine, played, { type: 'move.played', move: game.legalMoves[0] })[0]
      .context.game!;
    t.now = 5_000_000;
    [s] = transition(gameMachine, s, {
      type: 'game.resumed',
      resume: {
        game: first,
        player: 'black',
        level: 3,
        scoreLevel: 3,
        orientation: 'black',
        startFen: null,
        clock: newClock('5+3', [250_000], ['white']),
      },
    });
    expect(s.value).toEqual({ playing: 'player' });
    expect(s.context.clock).toMatchObject({ white: 250_000, black: 300_000, since: 5_000_000 });
    t.now = 5_010_000;
    expect(timeLeft(s.context.clock!, 'black', 'black', t.now)).toBe(290_000);
  });
});

/** Another tab's game (one move played, Black's clock), as Play.tsx hands it over from storage. */
function otherGame(): OtherTabGame {
  const [s0] = transition(gameMachine, timed({}).s, { type: 'game.start' });
  const game = s0.context.game!;
  const [s1] = transition(gameMachine, s0, { type: 'move.played', move: game.legalMoves[1] });
  return {
    startedAt: '2026-12-03T10:00:00.000Z',
    resume: {
      game: s1.context.game!,
      player: 'black',
      level: 3,
      scoreLevel: 3,
      orientation: 'black',
      startFen: null,
      clock: newClock('5+3', [280_000], ['white']),
    },
  };
}

describe('game machine: the clock while another tab’s game is on the question', () => {
  it('pauses while the question is open and runs again from the answer "keep mine"', () => {
    let { t, s } = timed({ clock: '5+3' });
    [s] = transition(gameMachine, s, { type: 'game.start' });
    t.now = 10_000;
    [s] = transition(gameMachine, s, { type: 'otherTab.found', other: otherGame() });
    expect(s.value).toEqual({ playing: 'otherTab' });
    // The 10 s thought so far are charged, then the clock stands.
    expect(s.context.clock).toMatchObject({ white: 290_000, since: null });
    t.now = 70_000;
    expect(timeLeft(s.context.clock!, 'white', 'white', t.now)).toBe(290_000);
    // No move while the question is open.
    const move = s.context.game!.legalMoves[0];
    [s] = transition(gameMachine, s, { type: 'move.played', move });
    expect(s.context.game!.moves).toHaveLength(0);
    [s] = transition(gameMachine, s, { type: 'otherTab.kept' });
    expect(s.value).toEqual({ playing: 'player' });
    expect(s.context.otherTab).toBeNull();
    expect(s.context.clock).toMatchObject({ white: 290_000, since: 70_000 });
    t.now = 80_000;
    expect(timeLeft(s.context.clock!, 'white', 'white', t.now)).toBe(280_000);
  });

  it('"switch" takes the other game up with its own clock, running from the answer', () => {
    let { t, s } = timed({ clock: '5+3' });
    [s] = transition(gameMachine, s, { type: 'game.start' });
    t.now = 10_000;
    const other = otherGame();
    [s] = transition(gameMachine, s, { type: 'otherTab.found', other });
    t.now = 50_000;
    [s] = transition(gameMachine, s, { type: 'otherTab.switched' });
    expect(s.value).toEqual({ playing: 'player' });
    expect(s.context.player).toBe('black');
    expect(s.context.game!.moves).toHaveLength(1);
    expect(s.context.clock).toMatchObject({ white: 280_000, black: 300_000, since: 50_000 });
    expect(s.context.otherTab).toBeNull();
  });

  it('no flag falls while the question is open, and the flag is armed again from the time left', () => {
    const { clock, actor } = simulated({ clock: '5+3' });
    actor.send({ type: 'game.start' });
    clock.increment(290_000);
    actor.send({ type: 'otherTab.found', other: otherGame() });
    // Ten minutes on the question: the player's 10 s are still there.
    clock.increment(600_000);
    expect(actor.getSnapshot().value).toEqual({ playing: 'otherTab' });
    actor.send({ type: 'otherTab.kept' });
    clock.increment(9_999);
    expect(actor.getSnapshot().value).toEqual({ playing: 'player' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('over');
    expect(actor.getSnapshot().context.game!.status).toEqual({
      kind: 'win',
      winner: 'black',
      reason: 'time',
    });
    actor.stop();
  });

  it('the computer’s search stops with the question and starts again, within its clock, after "keep mine"', async () => {
    const { clock, actor, computer } = simulated({ clock: '5+3', color: 'black' });
    actor.send({ type: 'game.start' });
    expect(computer.calls).toHaveLength(1);
    clock.increment(2_000);
    actor.send({ type: 'otherTab.found', other: otherGame() });
    // The answer of the stopped search is not played.
    computer.answer();
    await flush();
    expect(actor.getSnapshot().context.game!.moves).toHaveLength(0);
    expect(actor.getSnapshot().context.clock).toMatchObject({ white: 298_000, since: null });
    clock.increment(60_000);
    actor.send({ type: 'otherTab.kept' });
    expect(actor.getSnapshot().value).toEqual({ playing: { computer: 'thinking' } });
    expect(computer.calls).toHaveLength(2);
    computer.answer();
    await flush();
    expect(actor.getSnapshot().context.game!.moves).toHaveLength(1);
    // Charged the 2 s before the question only (and given the increment).
    expect(actor.getSnapshot().context.clock).toMatchObject({ white: 301_000 });
    actor.stop();
  });
});

describe('the computer manages its time', () => {
  it('the level’s time while the clock is long, a share of what is left when it is short', () => {
    expect(computerMovetime(5, null, 'white', 0)).toBeUndefined();
    const clock = newClock('5+3');
    // 5 minutes: 300 s / 20 + 3 s = 18 s, more than Difficile's 2.5 s.
    expect(computerMovetime(5, { ...clock, since: 0 }, 'white', 0)).toBe(2_500);
    // 4 s left: a twentieth plus the increment is 3.2 s, but never more than half of what is left.
    expect(computerMovetime(5, { ...clock, white: 4_000, since: 0 }, 'white', 0)).toBe(2_000);
    // 30 ms left: it still looks at its moves for a moment.
    expect(computerMovetime(5, { ...clock, white: 30, since: 0 }, 'white', 0)).toBe(20);
  });
});
