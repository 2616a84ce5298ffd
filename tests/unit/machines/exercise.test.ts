/**
 * The exercise machine, mostly as pure transitions (`initialTransition` / `transition`): no actor runs, so the
 * invoked board child is not started and what the machine tells it shows up as `xstate.sendTo` actions, and
 * an `after` delay shows up as a delayed `xstate.raise` whose event the test delivers itself — the state
 * before the delay has passed stays observable, and no clock is involved. The `createActor` tests at the end
 * drive the real board-input child with clicks, to prove the child → parent → child wiring end to end; there
 * vitest's fake timers stand in for the clock, with the machine's own delays (each delay is let pass with
 * `runOnlyPendingTimers`, never by its length).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, initialTransition, type SnapshotFrom, transition } from 'xstate';
import {
  type Exercise,
  exerciseStart,
  explainAttempt,
  type Move,
  makeFen,
  type Position,
  parseMoveText,
  VARIANTS,
  type Variant,
  verifyExercise,
} from '../../../src/engine/index';
import type { BoardInputEvent } from '../../../src/machines/boardInput';
import {
  type ExerciseEmitted,
  type ExerciseEvent,
  type exerciseBoardMachine,
  exerciseMachine,
  HINT_TIERS,
} from '../../../src/machines/exercise';
import { settled } from './live';

const italian = VARIANTS.italian;

type Snap = SnapshotFrom<typeof exerciseMachine>;
interface Action {
  type: string;
  params?: unknown;
}

/**
 * One step of a pure run: the snapshot, the actions the step would execute, and the delayed events still
 * pending (scheduled by an `after` transition, not yet delivered nor cancelled by leaving the state).
 */
interface Step {
  snap: Snap;
  actions: Action[];
  pending: Map<string, AnyEventObject>;
}

/** A fixture is only worth testing if the build-time verifier accepts it, as lesson content must. */
function sound(ex: Exercise, variant: Variant = italian): Exercise {
  expect(verifyExercise(variant, ex)).toEqual([]);
  return ex;
}

/** Keep track of delayed events as the clock would: a delayed raise schedules, a cancel unschedules. */
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

function begin(exercise: Exercise, variant: Variant = italian): Step {
  const [snap, list] = initialTransition(exerciseMachine, { variant, exercise });
  const actions = list as Action[];
  return { snap, actions, pending: schedule(new Map(), actions) };
}

function send(step: Step, event: ExerciseEvent): Step {
  const [snap, list] = transition(exerciseMachine, step.snap, event);
  const actions = list as Action[];
  const pending = new Map(step.pending);
  // A delivered delayed event is no longer pending.
  for (const [id, e] of pending) if (e === event) pending.delete(id);
  return { snap, actions, pending: schedule(pending, actions) };
}

/** The delayed event waiting to be delivered, if any (the machine never has two at once). */
function scheduled(step: Step): AnyEventObject | undefined {
  expect(step.pending.size).toBeLessThanOrEqual(1);
  return [...step.pending.values()][0];
}

/** Let the scheduled delay pass, as the clock would: deliver its event. */
function elapse(step: Step): Step {
  const event = scheduled(step);
  if (!event) throw new Error(`nothing is scheduled in ${JSON.stringify(step.snap.value)}`);
  return send(step, event as ExerciseEvent);
}

/** The events the step sends to the board child, in order. */
const toBoard = (step: Step): BoardInputEvent[] =>
  step.actions
    .filter((a) => a.type === 'xstate.sendTo' && (a.params as { targetId?: string }).targetId === 'board')
    .map((a) => (a.params as { event: BoardInputEvent }).event);

const boardTypes = (step: Step) => toBoard(step).map((e) => e.type);

/** The position the step puts on the board, if it sets one. */
function boardPosition(step: Step): Position | undefined {
  const set = toBoard(step).find((e) => e.type === 'position.set');
  return set?.type === 'position.set' ? set.position : undefined;
}

const emitted = (step: Step): ExerciseEmitted[] =>
  step.actions
    .filter((a) => a.type === 'xstate.emit')
    .map((a) => (a.params as { event: ExerciseEmitted }).event);

/** A move as the board reports it: read against the position on the board. */
function moveIn(pos: Position, text: string): Move {
  const r = parseMoveText(pos, text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
}

/** The learner plays `text` on the current board. */
const play = (step: Step, text: string): Step =>
  send(step, { type: 'board.moved', move: moveIn(step.snap.context.position, text) });

/** Presented, then waiting: where every exercise starts for the learner. */
const ready = (exercise: Exercise, variant: Variant = italian) => elapse(begin(exercise, variant));

// Fixtures: each one passes verifyExercise (checked in `sound`).
const captureEx = (): Exercise =>
  sound({ id: 'capture', fen: 'W:W22,24:B10,18,20', goal: { kind: 'capture', answers: ['22x6'] } });
const moveEx = (): Exercise =>
  sound({ id: 'move', fen: 'W:W22,24:B4', goal: { kind: 'move', answers: ['22-18'] } });
/** learner, reply, learner: the reply comes in the middle */
const lineEx = (): Exercise =>
  sound({
    id: 'line',
    fen: 'W:W22,29:B14',
    goal: { kind: 'line', line: [{ learner: ['29-25'] }, { reply: '14-18' }, { learner: ['22x13'] }] },
  });
/** the line's last word is the opponent's forced recapture */
const lineEndingInReplyEx = (): Exercise =>
  sound({
    id: 'line-reply',
    fen: 'W:W22:B9,18',
    goal: { kind: 'line', line: [{ learner: ['22x13'] }, { reply: '9x18', forced: true }] },
  });
/** the man on 22 reaches 10 in 3; the man on 31 can waste moves */
const reachEx = (): Exercise =>
  sound({ id: 'reach', fen: 'W:W22,31:B4', goal: { kind: 'reach', target: 10, par: 3 } });

describe('exercise machine: presentation', () => {
  it('starts presented with the board disabled, then waits for the learner with the board enabled', () => {
    const s0 = begin(captureEx());
    expect(s0.snap.value).toBe('presented');
    // The board is invoked disabled, on the exercise's position.
    const spawn = s0.actions.find((a) => a.type === 'xstate.spawnChild');
    expect(spawn?.params).toMatchObject({ id: 'board', input: { enabled: false } });
    const input = (spawn?.params as { input?: { position: Position } } | undefined)?.input;
    expect(input && makeFen(input.position)).toBe('W:W22,24:B10,18,20');
    expect(s0.snap.context).toMatchObject({ mistakes: 0, actions: 0, stars: 0, feedback: null });
    expect(s0.snap.context.learner).toBe('white');

    const s1 = elapse(s0);
    expect(s1.snap.value).toBe('waiting');
    expect(boardTypes(s1)).toEqual(['position.set', 'input.enabled']);
    expect(makeFen(boardPosition(s1) as Position)).toBe('W:W22,24:B10,18,20');
  });

  it('the learner is whoever is to move in the exercise', () => {
    const ex = sound({ id: 'b', fen: 'B:W22:B9,10', goal: { kind: 'move', answers: ['10-14'] } });
    expect(begin(ex).snap.context.learner).toBe('black');
  });
});

describe('exercise machine: move goals', () => {
  it('a right capture solves with 3 stars and emits exercise.solved once', () => {
    const s = play(ready(captureEx()), '22x6');
    expect(s.snap.value).toBe('solved');
    expect(s.snap.context).toMatchObject({ stars: 3, mistakes: 0, actions: 1, feedback: { kind: 'solved' } });
    expect(makeFen(s.snap.context.position)).toBe('B:W6,24:B20');
    expect(s.snap.context.lastMove?.captures).toEqual([18, 10]);
    expect(emitted(s)).toEqual([
      { type: 'exercise.solved', stars: 3, mistakes: 0, actions: 1, hints: 0, revealed: false },
    ]);
    // The board shows the final position and takes no more input.
    expect(boardTypes(s)).toEqual(['position.set', 'input.disabled']);
    expect(makeFen(boardPosition(s) as Position)).toBe('B:W6,24:B20');
    // Solved is final for the learner: a stray report from the board changes nothing.
    const stray = moveIn(exerciseStart(italian, captureEx()), '22x6');
    const again = send(s, { type: 'board.moved', move: stray });
    expect(again.snap.value).toBe('solved');
    expect(emitted(again)).toEqual([]);
  });

  it('a move the board refuses counts a mistake and carries the engine’s explanation (criterion 1)', () => {
    const s1 = ready(captureEx());
    // What the board sends when the learner tries 24x15: the engine's explanation of the attempt.
    const v = explainAttempt(s1.snap.context.position, [24, 15]);
    if (v.status !== 'illegal') throw new Error('24x15 should be refused');
    const s2 = send(s1, { type: 'board.rejected', explanation: v.reason });
    expect(s2.snap.value).toBe('waiting');
    expect(s2.snap.context.mistakes).toBe(1);
    expect(s2.snap.context.actions).toBe(0);
    const f = s2.snap.context.feedback;
    expect(f?.kind === 'illegal' && f.explanation.code).toBe('criterion-1');
    // Nothing was played: the board keeps its position and stays enabled.
    expect(makeFen(s2.snap.context.position)).toBe('W:W22,24:B10,18,20');
    expect(toBoard(s2)).toEqual([]);
    // The right capture afterwards: solved, but one mistake costs a star.
    const s3 = play(s2, '22x6');
    expect(s3.snap.context.stars).toBe(2);
    expect(emitted(s3)).toEqual([
      { type: 'exercise.solved', stars: 2, mistakes: 1, actions: 1, hints: 0, revealed: false },
    ]);
  });

  it('a refusal the board cannot explain changes nothing (a stray square in a step-by-step capture)', () => {
    const s1 = ready(captureEx());
    const s2 = send(s1, { type: 'board.rejected', explanation: null });
    expect(s2.snap.value).toBe('waiting');
    expect(s2.snap.context).toMatchObject({ mistakes: 0, feedback: null });
    expect(s2.actions).toEqual([]);
  });

  it('a legal wrong move is shown in `wrong` with the board disabled, then taken back', () => {
    const s1 = ready(moveEx());
    const s2 = play(s1, '24-20');
    expect(s2.snap.value).toBe('wrong');
    expect(s2.snap.context.mistakes).toBe(1);
    expect(s2.snap.context.actions).toBe(0);
    expect(s2.snap.context.feedback).toEqual({ kind: 'miss', reason: { code: 'not-the-answer' } });
    // The wrong move stays on the board for a moment, which takes no input meanwhile.
    expect(makeFen(s2.snap.context.position)).toBe('B:W20,22:B4');
    expect(boardTypes(s2)).toEqual(['input.disabled']);
    expect(scheduled(s2)).toBeDefined();

    const s3 = elapse(s2);
    expect(s3.snap.value).toBe('waiting');
    expect(makeFen(s3.snap.context.position)).toBe('W:W22,24:B4');
    expect(s3.snap.context.lastMove).toBeNull();
    expect(s3.snap.context.beforeWrong).toBeNull();
    // The board gets the position back, then input.
    expect(boardTypes(s3)).toEqual(['position.set', 'input.enabled']);
    expect(makeFen(boardPosition(s3) as Position)).toBe('W:W22,24:B4');
    // The explanation stays on screen after the take-back.
    expect(s3.snap.context.feedback?.kind).toBe('miss');

    const s4 = play(s3, '22-18');
    expect(s4.snap.value).toBe('solved');
    expect(s4.snap.context).toMatchObject({ stars: 2, mistakes: 1, actions: 1 });
  });
});

describe('exercise machine: lines', () => {
  it('a restart while the opponent replies cancels the reply and starts again', () => {
    const s1 = play(ready(lineEx()), '29-25');
    expect(s1.snap.value).toBe('replying');
    const s2 = send(s1, { type: 'exercise.restart' });
    expect(s2.snap.value).toBe('waiting');
    expect(scheduled(s2)).toBeUndefined();
    expect(makeFen(s2.snap.context.position)).toBe('W:W22,29:B14');
    expect(s2.snap.context).toMatchObject({ line: [], reply: null, actions: 0 });
  });

  it('a right move goes to `replying`, then the scripted reply is played and the learner moves again', () => {
    const s1 = ready(lineEx());
    const s2 = play(s1, '29-25');
    expect(s2.snap.value).toBe('replying');
    expect(s2.snap.context.feedback).toEqual({ kind: 'right' });
    expect(s2.snap.context.reply?.path).toEqual([14, 18]);
    // While the opponent "thinks", the board shows the learner's move and takes no input.
    expect(boardTypes(s2)).toEqual(['input.disabled', 'position.set']);
    expect(makeFen(boardPosition(s2) as Position)).toBe('B:W22,25:B14');

    const s3 = elapse(s2);
    expect(s3.snap.value).toBe('waiting');
    expect(makeFen(s3.snap.context.position)).toBe('W:W22,25:B18');
    expect(s3.snap.context.line.map((m) => m.path)).toEqual([
      [29, 25],
      [14, 18],
    ]);
    expect(s3.snap.context.lastMove?.path).toEqual([14, 18]);
    expect(s3.snap.context.reply).toBeNull();
    expect(boardTypes(s3)).toEqual(['position.set', 'input.enabled']);
    const set = toBoard(s3)[0];
    expect(set.type === 'position.set' && makeFen(set.position)).toBe('W:W22,25:B18');
    expect(set.type === 'position.set' && set.lastMove?.path).toEqual([14, 18]);

    const s4 = play(s3, '22x13');
    expect(s4.snap.value).toBe('solved');
    expect(makeFen(s4.snap.context.position)).toBe('B:W13,25:B');
    // Two learner moves, par 2.
    expect(s4.snap.context).toMatchObject({ stars: 3, actions: 2, mistakes: 0 });
    expect(emitted(s4)).toHaveLength(1);
  });

  it('a move off the line is wrong and names the moves the line expects', () => {
    const s = play(ready(lineEx()), '22-18');
    expect(s.snap.value).toBe('wrong');
    const f = s.snap.context.feedback;
    expect(f?.kind === 'miss' && f.reason.code).toBe('off-line');
    expect(
      f?.kind === 'miss' && f.reason.code === 'off-line' && f.reason.expected.map((m) => m.path),
    ).toEqual([[29, 25]]);
  });

  it('a line whose last word is the reply is solved only after the reply is played', () => {
    const s1 = play(ready(lineEndingInReplyEx()), '22x13');
    expect(s1.snap.value).toBe('replying');
    expect(s1.snap.context.solvedAfterReply).toBe(true);
    expect(emitted(s1)).toEqual([]);
    expect(s1.snap.context.stars).toBe(0);

    const s2 = elapse(s1);
    expect(s2.snap.value).toBe('solved');
    expect(makeFen(s2.snap.context.position)).toBe('W:W:B18');
    expect(s2.snap.context.lastMove?.captures).toEqual([13]);
    expect(s2.snap.context.feedback).toEqual({ kind: 'solved' });
    expect(emitted(s2)).toEqual([
      { type: 'exercise.solved', stars: 3, mistakes: 0, actions: 1, hints: 0, revealed: false },
    ]);
    // The board shows the reply and stays disabled.
    expect(boardTypes(s2)).toEqual(['position.set', 'input.disabled']);
    expect(makeFen(boardPosition(s2) as Position)).toBe('W:W:B18');
  });
});

describe('lines the machine can play', () => {
  it('the verifier refuses a line where the same side would move twice in a row', () => {
    // After a learner ply the opponent is to move: a second learner ply would have the learner move the
    // opponent's pieces, and a second reply would leave a ply the judge can never accept.
    const twice = (line: readonly ({ learner: string[] } | { reply: string })[]) =>
      verifyExercise(italian, { id: 'x', fen: 'W:W22,29:B14', goal: { kind: 'line', line } }).join('\n');
    expect(twice([{ learner: ['29-25'] }, { learner: ['14-18'] }])).toMatch(/alternate/);
    expect(twice([{ learner: ['29-25'] }, { reply: '14-18' }, { reply: '22x13' }])).toMatch(/alternate/);
    expect(twice([{ learner: ['29-25'] }, { reply: '14-18' }, { learner: ['22x13'] }])).toBe('');
  });
});

describe('exercise machine: target goals (the opponent stands still)', () => {
  it('reach: the turn comes back to the learner after each move; solved at the target within par: 3 stars', () => {
    let s = ready(reachEx());
    for (const t of ['22-18', '18-14']) {
      s = play(s, t);
      expect(s.snap.value).toBe('waiting');
      expect(s.snap.context.position.turn).toBe('white');
      // The board gets the position with the learner to move again.
      expect(boardTypes(s)).toEqual(['position.set', 'input.enabled']);
      expect(boardPosition(s)?.turn).toBe('white');
    }
    expect(makeFen(s.snap.context.position)).toBe('W:W14,31:B4');
    s = play(s, '14-10');
    expect(s.snap.value).toBe('solved');
    expect(s.snap.context).toMatchObject({ stars: 3, actions: 3, mistakes: 0 });
  });

  it('reach: each move over par costs stars', () => {
    // One wasted move: par + 1 is within the slack, two stars; two wasted moves: one star.
    let s = ready(reachEx());
    for (const t of ['31-27', '22-18', '18-14', '14-10']) s = play(s, t);
    expect(s.snap.value).toBe('solved');
    expect(s.snap.context).toMatchObject({ stars: 2, actions: 4, mistakes: 0 });

    s = ready(reachEx());
    for (const t of ['31-27', '27-23', '22-18', '18-14', '14-10']) s = play(s, t);
    expect(s.snap.value).toBe('solved');
    expect(s.snap.context).toMatchObject({ stars: 1, actions: 5, mistakes: 0 });
    expect(emitted(s)).toEqual([
      { type: 'exercise.solved', stars: 1, mistakes: 0, actions: 5, hints: 0, revealed: false },
    ]);
  });

  it('stuck: a move that leaves the learner without a move is wrong, and taken back', () => {
    // 12-8 walks into the edge in front of the king on 4, which a man may not capture (RULES IT: men do
    // not capture kings); 12-7 goes on to crown.
    const ex = sound({ id: 'stuck', fen: 'W:W12:BK4,K5', goal: { kind: 'reach', target: 'crown', par: 2 } });
    const s1 = play(ready(ex), '12-8');
    expect(s1.snap.value).toBe('wrong');
    expect(s1.snap.context.feedback).toEqual({ kind: 'miss', reason: { code: 'stuck' } });
    expect(s1.snap.context.mistakes).toBe(1);
    const s2 = elapse(s1);
    expect(s2.snap.value).toBe('waiting');
    expect(makeFen(s2.snap.context.position)).toBe('W:W12:BK4,K5');
    const s3 = play(play(s2, '12-7'), '7-3');
    expect(s3.snap.value).toBe('solved');
    expect(s3.snap.context).toMatchObject({ stars: 2, actions: 2, mistakes: 1 });
  });

  it('clear: solved when the last enemy piece is taken', () => {
    const ex = sound({ id: 'clear', fen: 'W:WK19:B15,22', goal: { kind: 'clear', par: 4 } });
    const start = ready(ex);
    // The king cannot take both at once: it captures, walks back round, captures again.
    let s = play(start, '19x26');
    expect(s.snap.value).toBe('waiting');
    expect(s.snap.context.position.turn).toBe('white');
    expect(makeFen(s.snap.context.position)).toBe('W:WK26:B15');
    for (const t of ['26-22', '22-19']) s = play(s, t);
    expect(s.snap.value).toBe('waiting');
    s = play(s, '19x12');
    expect(s.snap.value).toBe('solved');
    // The opponent stands still to the end: the learner keeps the move.
    expect(makeFen(s.snap.context.position)).toBe('W:WK12:B');
    expect(s.snap.context).toMatchObject({ stars: 3, actions: 4, mistakes: 0 });
  });
});

describe('exercise machine: tap goals', () => {
  const board = 'W:W21-32:B1-12';

  it('square by square in order: a wrong square is a miss naming the asked one', () => {
    const ex = sound({ id: 'tap', fen: board, goal: { kind: 'tap', tap: 'square', squares: [1, 32] } });
    const s1 = send(ready(ex), { type: 'square.tapped', square: 32 });
    expect(s1.snap.value).toBe('waiting');
    expect(s1.snap.context.feedback).toEqual({ kind: 'tap-miss', square: 32, expected: 1 });
    expect(s1.snap.context).toMatchObject({ mistakes: 1, actions: 0, tapped: [] });
    const s2 = send(s1, { type: 'square.tapped', square: 1 });
    expect(s2.snap.value).toBe('waiting');
    expect(s2.snap.context).toMatchObject({ tapped: [1], actions: 1, feedback: { kind: 'right' } });
    const s3 = send(s2, { type: 'square.tapped', square: 32 });
    expect(s3.snap.value).toBe('solved');
    expect(s3.snap.context).toMatchObject({ tapped: [1, 32], actions: 2, mistakes: 1, stars: 2 });
    expect(emitted(s3)).toEqual([
      { type: 'exercise.solved', stars: 2, mistakes: 1, actions: 2, hints: 0, revealed: false },
    ]);
    // Taps do not touch the board's position.
    expect(s3.snap.context.position).toBe(s1.snap.context.position);
  });

  it('a set in any order: a repeated square is neither found nor a miss', () => {
    const ex = sound({
      id: 'set',
      fen: board,
      goal: { kind: 'tap', tap: 'can-move', squares: [21, 22, 23, 24] },
    });
    let s = ready(ex);
    s = send(s, { type: 'square.tapped', square: 23 });
    s = send(s, { type: 'square.tapped', square: 23 });
    expect(s.snap.context).toMatchObject({ tapped: [23], actions: 1, mistakes: 0 });
    s = send(s, { type: 'square.tapped', square: 28 });
    expect(s.snap.context.feedback).toEqual({ kind: 'tap-miss', square: 28, expected: undefined });
    expect(s.snap.context.mistakes).toBe(1);
    for (const sq of [21, 24]) s = send(s, { type: 'square.tapped', square: sq });
    expect(s.snap.value).toBe('waiting');
    s = send(s, { type: 'square.tapped', square: 22 });
    expect(s.snap.value).toBe('solved');
    expect(s.snap.context).toMatchObject({ tapped: [23, 21, 24, 22], actions: 4, mistakes: 1, stars: 2 });
  });

  it('a set found without a miss: 3 stars', () => {
    const ex = sound({
      id: 'corners',
      fen: board,
      goal: { kind: 'tap', tap: 'set', check: 'corners', squares: [1, 32] },
    });
    let s = ready(ex);
    for (const sq of [32, 1]) s = send(s, { type: 'square.tapped', square: sq });
    expect(s.snap.value).toBe('solved');
    expect(s.snap.context.stars).toBe(3);
  });
});

describe('exercise machine: choose goals', () => {
  const ex = () =>
    sound({
      id: 'choose',
      fen: 'W:W22:BK18,K19',
      goal: { kind: 'choose', options: 3, correct: 1, claim: { type: 'result' } },
    });

  it('a wrong option counts once, however often it is picked; the right one solves', () => {
    let s = ready(ex());
    s = send(s, { type: 'option.chosen', option: 0 });
    expect(s.snap.value).toBe('waiting');
    expect(s.snap.context).toMatchObject({
      mistakes: 1,
      wrongOptions: [0],
      feedback: { kind: 'wrong-choice', option: 0 },
    });
    s = send(s, { type: 'option.chosen', option: 0 });
    expect(s.snap.context).toMatchObject({ mistakes: 1, wrongOptions: [0] });
    s = send(s, { type: 'option.chosen', option: 1 });
    expect(s.snap.value).toBe('solved');
    expect(s.snap.context).toMatchObject({ actions: 1, mistakes: 1, stars: 2 });
    expect(emitted(s)).toEqual([
      { type: 'exercise.solved', stars: 2, mistakes: 1, actions: 1, hints: 0, revealed: false },
    ]);
  });

  it('the right option first: 3 stars', () => {
    const s = send(ready(ex()), { type: 'option.chosen', option: 1 });
    expect(s.snap.context.stars).toBe(3);
  });
});

describe('exercise machine: hints in tiers, the answer shown, and restart', () => {
  const hint = (s: Step) => send(s, { type: 'hint.requested' });
  const showAnswer = (s: Step) => send(s, { type: 'answer.requested' });

  it('each hint tier costs a star: one tier two stars, two tiers one star', () => {
    const s1 = hint(ready(captureEx()));
    expect(s1.snap.value).toBe('waiting');
    expect(s1.snap.context).toMatchObject({ hints: 1, revealed: false, answer: null });
    expect(play(s1, '22x6').snap.context.stars).toBe(2);
    const s2 = hint(s1);
    expect(s2.snap.context).toMatchObject({ hints: 2, revealed: false, answer: null });
    expect(play(s2, '22x6').snap.context.stars).toBe(1);
    // There are two tiers: a third request changes nothing (the next help is the answer).
    expect(hint(s2).snap.context.hints).toBe(HINT_TIERS);
    // A hint and a mistake: one star.
    const s3 = play(elapse(hint(play(ready(moveEx()), '24-20'))), '22-18');
    expect(s3.snap.value).toBe('solved');
    expect(s3.snap.context.stars).toBe(1);
  });

  it('after the hints, the answer: its move for the board to draw; played, the step is solved with one star', () => {
    const s = showAnswer(hint(hint(ready(captureEx()))));
    expect(s.snap.value).toBe('waiting');
    expect(s.snap.context.revealed).toBe(true);
    const answer = s.snap.context.answer;
    expect(answer?.kind).toBe('move');
    if (answer?.kind === 'move') expect(answer.move.path).toEqual([22, 13, 6]);
    // No more hints once the answer is out.
    expect(hint(s).snap.context.hints).toBe(2);
    const solved = play(s, '22x6');
    expect(solved.snap.value).toBe('solved');
    expect(solved.snap.context.stars).toBe(1);
    expect(emitted(solved)).toEqual([
      { type: 'exercise.solved', stars: 1, mistakes: 0, actions: 1, hints: 2, revealed: true },
    ]);
    // Solved: help is no longer asked for.
    expect(hint(solved).snap.context.hints).toBe(2);
  });

  it('the answer asked for straight away also leaves one star', () => {
    const s = play(showAnswer(ready(moveEx())), '22-18');
    expect(s.snap.context).toMatchObject({ stars: 1, hints: 0, revealed: true });
  });

  it('a second wrong move reveals the answer, drawn once the wrong move is taken back', () => {
    const s1 = elapse(play(ready(moveEx()), '24-20'));
    expect(s1.snap.context).toMatchObject({ mistakes: 1, revealed: false, answer: null });
    const s2 = play(s1, '22-19');
    expect(s2.snap.value).toBe('wrong');
    expect(s2.snap.context.revealed).toBe(true);
    const back = elapse(s2);
    expect(back.snap.value).toBe('waiting');
    const answer = back.snap.context.answer;
    expect(answer?.kind === 'move' && answer.move.path).toEqual([22, 18]);
    const solved = play(back, '22-18');
    expect(solved.snap.context).toMatchObject({ stars: 1, mistakes: 2 });
  });

  it('a line: the answer follows the line, the next move after each reply', () => {
    const s1 = showAnswer(ready(lineEx()));
    const first = s1.snap.context.answer;
    expect(first?.kind === 'move' && first.move.path).toEqual([29, 25]);
    const s2 = elapse(play(s1, '29-25'));
    expect(s2.snap.value).toBe('waiting');
    const next = s2.snap.context.answer;
    expect(next?.kind === 'move' && next.move.path).toEqual([22, 13]);
    const solved = play(s2, '22x13');
    expect(solved.snap.context.stars).toBe(1);
  });

  it('reach: the answer is a shortest way from where the piece stands, even after a detour', () => {
    const s1 = play(ready(reachEx()), '31-27');
    const s2 = showAnswer(s1);
    const a = s2.snap.context.answer;
    expect(a?.kind === 'move' && a.move.from).toBe(22);
    let s = s2;
    for (let i = 0; i < 3 && s.snap.value !== 'solved'; i++) {
      const m = s.snap.context.answer;
      if (m?.kind !== 'move') throw new Error('no answer to play');
      s = send(s, { type: 'board.moved', move: m.move });
    }
    expect(s.snap.value).toBe('solved');
    expect(s.snap.context.stars).toBe(1);
  });

  it('a second wrong tap shows the squares still to find; a second wrong option marks the right one', () => {
    const tapEx = sound({
      id: 'set',
      fen: 'W:W21-32:B1-12',
      goal: { kind: 'tap', tap: 'can-move', squares: [21, 22, 23, 24] },
    });
    let s = send(ready(tapEx), { type: 'square.tapped', square: 23 });
    s = send(s, { type: 'square.tapped', square: 28 });
    expect(s.snap.context.answer).toBeNull();
    s = send(s, { type: 'square.tapped', square: 27 });
    expect(s.snap.context).toMatchObject({
      mistakes: 2,
      revealed: true,
      answer: { kind: 'squares', squares: [21, 22, 24] },
    });
    s = send(s, { type: 'square.tapped', square: 21 });
    expect(s.snap.context.answer).toEqual({ kind: 'squares', squares: [22, 24] });
    for (const sq of [22, 24]) s = send(s, { type: 'square.tapped', square: sq });
    expect(s.snap.context).toMatchObject({ stars: 1 });
    expect(s.snap.value).toBe('solved');

    const chooseEx = sound({
      id: 'choose',
      fen: 'W:W22:BK18,K19',
      goal: { kind: 'choose', options: 3, correct: 1, claim: { type: 'result' } },
    });
    let c = send(ready(chooseEx), { type: 'option.chosen', option: 0 });
    expect(c.snap.context.revealed).toBe(false);
    c = send(c, { type: 'option.chosen', option: 2 });
    expect(c.snap.context).toMatchObject({ revealed: true, answer: { kind: 'option', option: 1 } });
    c = send(c, { type: 'option.chosen', option: 1 });
    expect(c.snap.context.stars).toBe(1);
  });

  it('in order, the answer is the squares still to tap, in their order', () => {
    const ex = sound({
      id: 'tap',
      fen: 'W:W21-32:B1-12',
      goal: { kind: 'tap', tap: 'square', squares: [1, 32, 4] },
    });
    let s = showAnswer(ready(ex));
    expect(s.snap.context.answer).toEqual({ kind: 'squares', squares: [1, 32, 4] });
    s = send(s, { type: 'square.tapped', square: 1 });
    expect(s.snap.context.answer).toEqual({ kind: 'squares', squares: [32, 4] });
  });

  it('reach and clear: the moves still needed, counted by the engine after each move', () => {
    let s = ready(reachEx());
    expect(s.snap.context.toGo).toBe(3);
    s = play(s, '22-18');
    expect(s.snap.context.toGo).toBe(2);
    // A detour with the other man leaves as many to go.
    s = play(s, '31-27');
    expect(s.snap.context.toGo).toBe(2);
    s = play(s, '18-14');
    expect(s.snap.context.toGo).toBe(1);
    // Other goals have no count.
    expect(ready(moveEx()).snap.context.toGo).toBeNull();
  });

  it('a restart before solving goes back to the start, keeps the mistakes and counts the moves from zero', () => {
    const s1 = play(ready(lineEx()), '22-18');
    expect(s1.snap.value).toBe('wrong');
    // Restart while the wrong move is shown: the take-back is not needed any more.
    const s2 = send(s1, { type: 'exercise.restart' });
    expect(s2.snap.value).toBe('waiting');
    expect(scheduled(s2)).toBeUndefined();
    expect(makeFen(s2.snap.context.position)).toBe('W:W22,29:B14');
    expect(s2.snap.context).toMatchObject({ mistakes: 1, line: [], lastMove: null, feedback: null });
    expect(boardTypes(s2)).toEqual(['position.set', 'input.enabled']);
    expect(makeFen(boardPosition(s2) as Position)).toBe('W:W22,29:B14');

    // Restart from waiting, in the middle of the line.
    const mid = elapse(play(s2, '29-25'));
    expect(mid.snap.context.line).toHaveLength(2);
    const s3 = send(mid, { type: 'exercise.restart' });
    expect(s3.snap.value).toBe('waiting');
    expect(makeFen(s3.snap.context.position)).toBe('W:W22,29:B14');
    expect(s3.snap.context.line).toEqual([]);
    expect(boardTypes(s3)).toEqual(['position.set', 'input.enabled']);
    expect(makeFen(boardPosition(s3) as Position)).toBe('W:W22,29:B14');
    // The moves start again from zero; the mistake still counts.
    expect(s3.snap.context).toMatchObject({ mistakes: 1, actions: 0 });

    const solved = play(elapse(play(s3, '29-25')), '22x13');
    expect(solved.snap.value).toBe('solved');
    // One mistake, within par 2: two stars.
    expect(solved.snap.context).toMatchObject({ mistakes: 1, actions: 2, stars: 2 });
  });

  it('a restart after solving clears everything: a clean second try earns 3 stars', () => {
    const solved = play(elapse(send(play(ready(moveEx()), '24-20'), { type: 'hint.requested' })), '22-18');
    expect(solved.snap.context).toMatchObject({ stars: 1, mistakes: 1, hints: 1 });
    const s1 = send(solved, { type: 'exercise.restart' });
    expect(s1.snap.value).toBe('waiting');
    expect(s1.snap.context).toMatchObject({
      stars: 0,
      mistakes: 0,
      actions: 0,
      hints: 0,
      revealed: false,
      answer: null,
      line: [],
      lastMove: null,
      feedback: null,
      tapped: [],
      wrongOptions: [],
    });
    expect(makeFen(s1.snap.context.position)).toBe('W:W22,24:B4');
    expect(boardTypes(s1)).toEqual(['position.set', 'input.enabled']);
    const again = play(s1, '22-18');
    expect(emitted(again)).toEqual([
      { type: 'exercise.solved', stars: 3, mistakes: 0, actions: 1, hints: 0, revealed: false },
    ]);
  });

  it('a restart of a choose exercise after solving forgets the wrong options', () => {
    const ex = sound({
      id: 'c',
      fen: 'W:W22:BK18,K19',
      goal: { kind: 'choose', options: 2, correct: 1, claim: { type: 'result' } },
    });
    let s = send(ready(ex), { type: 'option.chosen', option: 0 });
    s = send(s, { type: 'option.chosen', option: 1 });
    s = send(s, { type: 'exercise.restart' });
    expect(s.snap.context.wrongOptions).toEqual([]);
    s = send(s, { type: 'option.chosen', option: 0 });
    expect(s.snap.context.mistakes).toBe(1);
  });
});

describe('exercise machine with the real board child', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  type Board = ReturnType<typeof createActor<typeof exerciseBoardMachine>>;

  function run(exercise: Exercise, variant: Variant = italian) {
    const actor = createActor(exerciseMachine, { input: { variant, exercise } });
    const solved: ExerciseEmitted[] = [];
    actor.on('exercise.solved', (e) => solved.push(e));
    actor.start();
    const board = () => actor.getSnapshot().children.board as unknown as Board;
    const click = (...squares: number[]) => {
      for (const square of squares) board().send({ type: 'square.clicked', square });
    };
    return { actor, board, click, solved };
  }

  it('clicks on the board play a line against its scripted reply, through refusals and a wrong move', async () => {
    const ex = lineEx();
    const { actor, board, click, solved } = run(ex);
    expect(actor.getSnapshot().value).toBe('presented');
    expect(board().getSnapshot().value).toBe('disabled');
    // A click before the presentation is over does nothing.
    click(29, 25);
    expect(board().getSnapshot().context.lastMove).toBeNull();

    vi.runOnlyPendingTimers();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(board().getSnapshot().value).toEqual({ active: 'idle' });

    // A click on an enemy piece: the board refuses it, the exercise counts it and keeps the explanation.
    click(14);
    await settled(board());
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.mistakes).toBe(1);
    const refusal = actor.getSnapshot().context.feedback;
    expect(refusal?.kind).toBe('illegal');
    expect(refusal?.kind === 'illegal' && refusal.explanation.code).toBe(
      board().getSnapshot().context.rejection?.code,
    );

    // A legal move off the line: played on the board, shown, then taken back on the board too.
    click(22, 18);
    expect(actor.getSnapshot().value).toBe('wrong');
    expect(board().getSnapshot().value).toBe('disabled');
    expect(makeFen(board().getSnapshot().context.position)).toBe('B:W18,29:B14');
    vi.runOnlyPendingTimers();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(board().getSnapshot().value).toEqual({ active: 'idle' });
    expect(makeFen(board().getSnapshot().context.position)).toBe('W:W22,29:B14');

    // The line's move: the reply is played on the board after the opponent's pause.
    click(29, 25);
    expect(actor.getSnapshot().value).toBe('replying');
    expect(board().getSnapshot().value).toBe('disabled');
    vi.runOnlyPendingTimers();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(board().getSnapshot().value).toEqual({ active: 'idle' });
    expect(makeFen(board().getSnapshot().context.position)).toBe('W:W22,25:B18');
    expect(board().getSnapshot().context.lastMove?.path).toEqual([14, 18]);

    click(22, 13);
    expect(actor.getSnapshot().value).toBe('solved');
    expect(board().getSnapshot().value).toBe('disabled');
    expect(makeFen(board().getSnapshot().context.position)).toBe('B:W13,25:B');
    expect(solved).toEqual([
      { type: 'exercise.solved', stars: 1, mistakes: 2, actions: 2, hints: 0, revealed: true },
    ]);
    actor.stop();
  });

  it('a stray square while tracing an ambiguous capture step by step is no refusal (INT-8)', async () => {
    // Two captures from 10 end on 35; the board asks for the way square by square. A click off the way
    // there is refused by the board without an explanation: the exercise must not turn it into an
    // "illegal" feedback with nothing to explain, nor count it.
    const ex = sound(
      {
        id: 'ambiguous',
        fen: 'W:WK10:B14,33,38,40',
        goal: { kind: 'capture', answers: ['10x28x44x35', '10x32x49x35'] },
      },
      VARIANTS.international,
    );
    const { actor, board, click, solved } = run(ex, VARIANTS.international);
    vi.runOnlyPendingTimers();
    click(10, 35);
    expect(board().getSnapshot().context.stepByStep).toBe(true);
    click(1);
    await settled(board());
    expect(board().getSnapshot().context.rejectedAttempt).toEqual([10, 1]);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.feedback).toBeNull();
    expect(actor.getSnapshot().context.mistakes).toBe(0);
    click(32, 49, 35);
    expect(actor.getSnapshot().value).toBe('solved');
    expect(solved).toEqual([
      { type: 'exercise.solved', stars: 3, mistakes: 0, actions: 1, hints: 0, revealed: false },
    ]);
    actor.stop();
  });

  it('in a reach exercise the board hands the move back to the learner after each move', () => {
    const { actor, board, click, solved } = run(reachEx());
    vi.runOnlyPendingTimers();
    click(22, 18);
    expect(actor.getSnapshot().value).toBe('waiting');
    // The board played 22-18 with Black to move; the exercise gives the move back to White.
    expect(board().getSnapshot().context.position.turn).toBe('white');
    expect(board().getSnapshot().value).toEqual({ active: 'idle' });
    click(18, 14);
    click(14, 10);
    expect(actor.getSnapshot().value).toBe('solved');
    expect(solved).toEqual([
      { type: 'exercise.solved', stars: 3, mistakes: 0, actions: 3, hints: 0, revealed: false },
    ]);
    actor.stop();
  });
});
