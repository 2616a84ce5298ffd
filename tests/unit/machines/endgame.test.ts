/**
 * The lessons' `endgame` step machine as pure transitions (`initialTransition` / `transition`): no actor runs,
 * so the tables' turn the island would ask the worker for is delivered by the test as the invoked actor's
 * done event (computed here from the same tables, the Node cache), an `after` delay shows up as a delayed
 * `xstate.raise` the test delivers itself, and what the machine tells the board shows up as `xstate.sendTo`.
 *
 * Fixtures: lesson I14's step (two kings against one in the double corner, 32 moves each on the count, the
 * fastest win in 5 moves: 21-25 29-26, 25-29 26-21, 19-14 21-17, 14-18 17-13, 18x9) and lesson E9's (a lone
 * king holding the double corner for the last 6 moves).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnyEventObject, initialTransition, type SnapshotFrom, transition } from 'xstate';
import { ensureEndgameTablesFor } from '../../../src/cli/endgame-cache';
import { probeEndgame } from '../../../src/engine/endgame';
import {
  type EndgameTurn,
  type Exercise,
  endgameTurn,
  type Move,
  makeFen,
  type Position,
  parseMoveText,
  VARIANTS,
  type Variant,
  verifyExercise,
} from '../../../src/engine/index';
import type { BoardInputEvent } from '../../../src/machines/boardInput';
import { type EndgameEmitted, type EndgameEvent, endgameMachine } from '../../../src/machines/endgame';

beforeAll(() => {
  ensureEndgameTablesFor('italian', 3);
  ensureEndgameTablesFor('english', 3);
});

type Snap = SnapshotFrom<typeof endgameMachine>;
interface Action {
  type: string;
  params?: unknown;
}
interface Step {
  snap: Snap;
  actions: Action[];
  pending: Map<string, AnyEventObject>;
}

const winEx: Exercise = {
  id: 'win-before-the-count',
  fen: 'W:WK19,K21:BK29',
  goal: { kind: 'endgame', result: 'win', count: 32 },
};
const holdEx: Exercise = {
  id: 'hold-the-double-corner',
  fen: 'B:WK10,K15:BK5',
  goal: { kind: 'endgame', result: 'draw', count: 34 },
};

function schedule(before: Map<string, AnyEventObject>, actions: Action[]): Map<string, AnyEventObject> {
  const pending = new Map(before);
  for (const a of actions) {
    const p = a.params as { id?: string; delay?: unknown; event?: AnyEventObject; sendId?: string };
    if (a.type === 'xstate.cancel' && p.sendId) pending.delete(p.sendId);
    if (a.type === 'xstate.raise' && typeof p.delay === 'number' && p.id && p.event)
      pending.set(p.id, p.event);
  }
  return pending;
}

function begin(exercise: Exercise, variant: Variant): Step {
  expect(verifyExercise(variant, exercise, { oracle: probeEndgame })).toEqual([]);
  const [snap, list] = initialTransition(endgameMachine, { variant, exercise });
  const actions = list as Action[];
  return { snap, actions, pending: schedule(new Map(), actions) };
}

function send(step: Step, event: EndgameEvent | AnyEventObject): Step {
  const [snap, list] = transition(endgameMachine, step.snap, event as EndgameEvent);
  const actions = list as Action[];
  const pending = new Map(step.pending);
  for (const [id, e] of pending) if (e === event) pending.delete(id);
  return { snap, actions, pending: schedule(pending, actions) };
}

function elapse(step: Step): Step {
  expect(step.pending.size).toBe(1);
  return send(step, [...step.pending.values()][0]);
}

/** The tables' turn for the game's position, as the worker would answer it. */
const turnFor = (pos: Position): EndgameTurn => {
  const t = endgameTurn(pos, probeEndgame);
  if (!t) throw new Error(`no turn for ${makeFen(pos)}`);
  return t;
};

/** Answer the turn the machine is asking for (it must be asking). */
function answer(step: Step): Step {
  expect(step.snap.value).toBe('thinking');
  return send(step, { type: 'xstate.done.actor.turn', output: turnFor(step.snap.context.game.position) });
}

function moveIn(pos: Position, text: string): Move {
  const r = parseMoveText(pos, text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
}

const play = (step: Step, text: string): Step =>
  send(step, { type: 'board.moved', move: moveIn(step.snap.context.position, text) });

/** The learner's move, the defender's reply after its delay, and the next turn answered. */
function round(step: Step, text: string): Step {
  const s = play(step, text);
  expect(s.snap.value).toBe('replying');
  const r = elapse(s);
  return r.snap.value === 'thinking' ? answer(r) : r;
}

const toBoard = (step: Step): BoardInputEvent[] =>
  step.actions
    .filter((a) => a.type === 'xstate.sendTo' && (a.params as { targetId?: string }).targetId === 'board')
    .map((a) => (a.params as { event: BoardInputEvent }).event);
const boardTypes = (step: Step) => toBoard(step).map((e) => e.type);
const emitted = (step: Step): EndgameEmitted[] =>
  step.actions
    .filter((a) => a.type === 'xstate.emit')
    .map((a) => (a.params as { event: EndgameEmitted }).event);
const fen = (step: Step) => makeFen(step.snap.context.position);

const italian = VARIANTS.italian;
const english = VARIANTS.english;
const ready = () => answer(begin(winEx, italian));

describe('endgame machine: the tables’ turn', () => {
  it('asks for the turn with the board disabled, then waits for the learner with the count on 32', () => {
    const s0 = begin(winEx, italian);
    expect(s0.snap.value).toBe('thinking');
    expect(boardTypes(s0)).toEqual(['position.set', 'input.disabled']);
    expect(s0.snap.context.game.counters.quietPlies).toBe(64);
    const s1 = answer(s0);
    expect(s1.snap.value).toBe('waiting');
    expect(boardTypes(s1)).toEqual(['position.set', 'input.enabled']);
    // The fastest win by the tables: 9 plies, 5 of the learner's moves.
    expect(s1.snap.context.startValue).toEqual({ result: 'win', plies: 9 });
  });

  it('when the tables cannot be had, says so and asks again on retry', () => {
    const s = send(begin(winEx, italian), { type: 'xstate.error.actor.turn', error: new Error('offline') });
    expect(s.snap.value).toBe('unavailable');
    expect(boardTypes(s)).toEqual(['input.disabled']);
    expect(send(s, { type: 'tables.retry' }).snap.value).toBe('thinking');
  });
});

describe('endgame machine: a step to win', () => {
  it('the fastest win against the defender: five moves, its replies played, three stars', () => {
    let s = ready();
    const replies: string[] = [];
    for (const m of ['21-25', '25-29', '19-14', '14-18']) {
      const played = play(s, m);
      expect(played.snap.value).toBe('replying');
      expect(played.snap.context.feedback).toEqual({ kind: 'right' });
      // The board shows the learner's move, disabled, until the defender's reply comes after its delay.
      expect(boardTypes(played)).toEqual(['position.set', 'input.disabled']);
      const replied = elapse(played);
      const last = replied.snap.context.lastMove as Move;
      replies.push(`${last.from}-${last.to}`);
      s = answer(replied);
    }
    // The defender runs the longest way each time.
    expect(replies).toEqual(['29-26', '26-21', '21-17', '17-13']);
    expect(fen(s)).toBe('W:WK18,K29:BK13');
    const won = play(s, '18x9');
    expect(won.snap.value).toBe('solved');
    expect(won.snap.context).toMatchObject({ moves: 5, mistakes: 0, stars: 3, outcome: { kind: 'won' } });
    expect(emitted(won)).toEqual([{ type: 'exercise.solved', stars: 3, mistakes: 0, actions: 5 }]);
  });

  it('a win too slow for the count ends the step, lost to the count, with what it needed and had', () => {
    // 21-17 still wins on the board, in 9 more moves; the count leaves 7.
    const s = play(ready(), '21-17');
    expect(s.snap.value).toBe('over');
    expect(s.snap.context.outcome).toEqual({ kind: 'short', need: 9, left: 7 });
    expect(s.snap.context.mistakes).toBe(1);
    expect(boardTypes(s)).toEqual(['position.set', 'input.disabled']);
    expect(emitted(s)).toEqual([]);
    // Help is over with the game; a restart goes back to the start, its turn known: nothing is asked again.
    expect(send(s, { type: 'hint.requested' }).snap.context.hints).toBe(0);
    const again = send(s, { type: 'exercise.restart' });
    expect(again.snap.value).toBe('waiting');
    expect(fen(again)).toBe('W:WK19,K21:BK29');
    expect(again.snap.context).toMatchObject({ moves: 0, mistakes: 1, outcome: null });
    expect(again.snap.context.game.counters.quietPlies).toBe(64);
  });

  it('a slower move that the count still allows goes on, marked slower: won in 8, two stars', () => {
    // 19-14 wins in 7 more moves, and 7 are left: the slower win fits the count exactly.
    let s = play(ready(), '19-14');
    expect(s.snap.value).toBe('replying');
    expect(s.snap.context.feedback).toEqual({ kind: 'slower' });
    s = answer(elapse(s));
    for (const m of ['14-18', '21-25', '25-29', '18-14', '14-19', '19-23']) s = round(s, m);
    const won = play(s, '29x22');
    expect(won.snap.value).toBe('solved');
    expect(won.snap.context).toMatchObject({ moves: 8, slower: 1, mistakes: 0, outcome: { kind: 'won' } });
    // Three moves over the fastest five: more than a quarter of it, so one star.
    expect(won.snap.context.stars).toBe(1);
    // With 6 moves left the same first move no longer fits: lost to the count at once.
    const tight: Exercise = { ...winEx, goal: { kind: 'endgame', result: 'win', count: 34 } };
    expect(play(answer(begin(tight, italian)), '19-14').snap.value).toBe('over');
  });

  it('a move that lets the king escape into a draw is shown, then taken back', () => {
    const s1 = round(ready(), '21-25');
    expect(fen(s1)).toBe('W:WK19,K25:BK26');
    const wrong = play(s1, '25-21');
    expect(wrong.snap.value).toBe('wrong');
    expect(wrong.snap.context.feedback).toEqual({ kind: 'gives-away', now: 'draw' });
    expect(wrong.snap.context.mistakes).toBe(1);
    expect(fen(wrong)).toBe('B:WK19,K21:BK26');
    const back = elapse(wrong);
    expect(back.snap.value).toBe('waiting');
    expect(fen(back)).toBe('W:WK19,K25:BK26');
    // The game itself never took the move: the same turn, the same count.
    expect(back.snap.context.moves).toBe(1);
  });

  it('a move that hands the lone king a double capture is a loss, taken back; a second mistake shows the answer', () => {
    const wrong = play(ready(), '21-26');
    expect(wrong.snap.context.feedback).toEqual({ kind: 'gives-away', now: 'loss' });
    const back = elapse(wrong);
    const again = elapse(play(back, '21-26'));
    expect(again.snap.context).toMatchObject({ mistakes: 2, revealed: true });
    const shown = again.snap.context.answer as Move;
    expect(`${shown.from}-${shown.to}`).toBe('21-25');
  });

  it('hints come in tiers and cost stars; the answer shown leaves one star', () => {
    let s = ready();
    s = send(s, { type: 'hint.requested' });
    expect(s.snap.context.hints).toBe(1);
    for (const m of ['21-25', '25-29', '19-14', '14-18']) s = round(s, m);
    const won = play(s, '18x9');
    expect(won.snap.value).toBe('solved');
    expect(won.snap.context.stars).toBe(2);
  });
});

describe('endgame machine: a step to hold the draw', () => {
  it('the lone king holds the double corner until the count ends the game: held, solved', () => {
    let s = answer(begin(holdEx, english));
    expect(s.snap.context.learner).toBe('black');
    // Stepping out of the corner loses before the count ends: taken back.
    const out = play(s, '5-9');
    expect(out.snap.context.feedback).toEqual({ kind: 'gives-away', now: 'loss' });
    s = elapse(out);
    for (const m of ['5-1', '1-5', '5-1', '1-5', '5-1']) s = round(s, m);
    const last = play(s, '1-6');
    expect(last.snap.value).toBe('replying');
    const held = elapse(last);
    expect(held.snap.value).toBe('solved');
    expect(held.snap.context.outcome).toEqual({ kind: 'held', reason: 'forty-moves' });
    expect(emitted(held)).toEqual([{ type: 'exercise.solved', stars: 2, mistakes: 1, actions: 6 }]);
  });
});
