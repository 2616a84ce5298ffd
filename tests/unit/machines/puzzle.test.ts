/**
 * The puzzle machine as pure transitions. Its child, the exercise machine, is run by pure transitions too
 * (its delays delivered by the test, as in exercise.test.ts); each of its snapshots is handed to the puzzle
 * machine as the `xstate.snapshot.exercise` event an invoked child sends. So the test shows what a puzzle
 * makes of the real exercise machine's states — the first wrong answer fails it, once — with no clock and no
 * actor running. A last test runs the real actors, child and grandchild, with clicks on the board.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, initialTransition, type SnapshotFrom, transition } from 'xstate';
import { missReport } from '../../../src/components/puzzles/miss';
import {
  exerciseStart,
  explainAttempt,
  legalMoves,
  type Move,
  makeMoveText,
  type Position,
  type Puzzle,
  parseMoveText,
  play,
  provePuzzle,
  sameMove,
  solve,
  VARIANTS,
} from '../../../src/engine/index';
import { type ExerciseEvent, exerciseMachine } from '../../../src/machines/exercise';
import {
  type ExerciseSnapshot,
  type PuzzleEmitted,
  puzzleMachine,
  wrongAnswer,
} from '../../../src/machines/puzzle';
import { settled } from './live';

const italian = VARIANTS.italian;

/** Proved by the engine, as every shipped puzzle must be. */
function proved(p: Puzzle): Puzzle {
  expect(provePuzzle(italian, p)).toEqual({ ok: true });
  return p;
}

// The starter set's puzzles (src/content/puzzles/italian/starter.json).
const criterion1 = (): Puzzle =>
  proved({
    id: 'it-c1',
    kind: 'precedence',
    theme: 'criterion-1',
    fen: 'W:W22,K32:B10,18,K28',
    goal: { kind: 'line', line: [{ learner: ['22x6'] }] },
    tempting: { move: '32x23', code: 'criterion-1' },
  });
const tiro = (): Puzzle =>
  proved({
    id: 'it-tiro',
    kind: 'tactic',
    theme: 'tiro',
    fen: 'W:W21,25,29,30,31:B3,15,16,17,23',
    goal: {
      kind: 'line',
      line: [{ learner: ['31-27'] }, { reply: '17x26', forced: true }, { learner: ['27x11'] }],
      end: { material: 1 },
    },
  });

// --- the child, by pure transitions ---

interface Ex {
  snap: ExerciseSnapshot;
  pending: AnyEventObject[];
}
type Action = { type: string; params?: unknown };

const delayed = (actions: Action[]): AnyEventObject[] =>
  actions
    .filter((a) => a.type === 'xstate.raise' && typeof (a.params as { delay?: unknown }).delay === 'number')
    .map((a) => (a.params as { event: AnyEventObject }).event);

function exBegin(p: Puzzle): Ex {
  const [snap, actions] = initialTransition(exerciseMachine, { variant: italian, exercise: p });
  return { snap, pending: delayed(actions as Action[]) };
}
function exSend(ex: Ex, event: ExerciseEvent): Ex {
  const [snap, actions] = transition(exerciseMachine, ex.snap, event);
  // Leaving a state cancels its delays; a new state schedules its own.
  return { snap, pending: delayed(actions as Action[]) };
}
/** Let the child's one pending delay pass. */
function exElapse(ex: Ex): Ex {
  const [event] = ex.pending;
  if (!event) throw new Error(`nothing pending in ${JSON.stringify(ex.snap.value)}`);
  return exSend(ex, event as ExerciseEvent);
}
const moveIn = (pos: Position, text: string): Move => {
  const r = parseMoveText(pos, text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const exPlay = (ex: Ex, move: Move) => exSend(ex, { type: 'board.moved', move });
const exRefuse = (ex: Ex, squares: number[]) => {
  const v = explainAttempt(ex.snap.context.position, squares);
  if (v.status !== 'illegal') throw new Error(`${squares} should be refused`);
  return exSend(ex, { type: 'board.rejected', explanation: v.reason });
};

// --- the puzzle machine, fed the child's snapshots ---

type PSnap = SnapshotFrom<typeof puzzleMachine>;
interface Run {
  snap: PSnap;
  emitted: PuzzleEmitted[];
}
function pBegin(p: Puzzle): Run {
  const [snap] = initialTransition(puzzleMachine, { variant: italian, puzzle: p });
  return { snap, emitted: [] };
}
function observe(run: Run, ex: Ex): Run {
  const [snap, actions] = transition(puzzleMachine, run.snap, {
    type: 'xstate.snapshot.exercise',
    snapshot: ex.snap,
  });
  const emitted = (actions as Action[])
    .filter((a) => a.type === 'xstate.emit')
    .map((a) => (a.params as { event: PuzzleEmitted }).event);
  return { snap, emitted: [...run.emitted, ...emitted] };
}

/** Both machines from the start to the learner's first move. */
function start(p: Puzzle): { run: Run; ex: Ex } {
  let ex = exBegin(p);
  let run = observe(pBegin(p), ex);
  ex = exElapse(ex);
  run = observe(run, ex);
  expect(ex.snap.value).toBe('waiting');
  return { run, ex };
}

describe('puzzle machine: the first answer decides', () => {
  it('the right capture at the first try solves the puzzle and reports a win once', () => {
    const p = criterion1();
    let { run, ex } = start(p);
    expect(run.snap.value).toBe('solving');
    ex = exPlay(ex, moveIn(ex.snap.context.position, '22x6'));
    run = observe(run, ex);
    expect(run.snap.value).toBe('solved');
    expect(run.emitted).toEqual([{ type: 'puzzle.result', id: 'it-c1', win: true }]);
    // Another snapshot of the solved child changes nothing.
    run = observe(run, ex);
    expect(run.emitted).toHaveLength(1);
  });

  it('a capture the precedence rule refuses fails the puzzle; playing the solution afterwards does not win it', () => {
    const p = criterion1();
    let { run, ex } = start(p);
    // The learner takes with the king, 32x23: criterion 1 refuses it (22x6 takes two).
    ex = exRefuse(ex, [32, 23]);
    run = observe(run, ex);
    expect(run.snap.value).toEqual({ failed: 'showing' });
    expect(run.emitted).toEqual([{ type: 'puzzle.result', id: 'it-c1', win: false }]);
    expect(run.snap.context.miss).toMatchObject({ ply: 0, move: null, explanation: { code: 'criterion-1' } });

    // The child takes no move back and waits: the learner now plays the solution out.
    expect(ex.snap.value).toBe('waiting');
    ex = exPlay(ex, moveIn(ex.snap.context.position, '22x6'));
    run = observe(run, ex);
    expect(run.snap.value).toEqual({ failed: 'playedOut' });
    expect(run.emitted).toEqual([{ type: 'puzzle.result', id: 'it-c1', win: false }]);
  });

  it('a slip of the finger (a tap on the opponent’s piece) is explained but does not fail the puzzle', () => {
    const p = criterion1();
    let { run, ex } = start(p);
    ex = exRefuse(ex, [18]);
    expect(ex.snap.context.feedback).toMatchObject({
      kind: 'illegal',
      explanation: { code: 'not-your-piece' },
    });
    expect(ex.snap.context.mistakes).toBe(1);
    run = observe(run, ex);
    expect(run.snap.value).toBe('solving');
    expect(run.emitted).toEqual([]);
    // The slip is remembered as seen: the right answer after it is still a first-try win.
    ex = exPlay(ex, moveIn(ex.snap.context.position, '22x6'));
    run = observe(run, ex);
    expect(run.snap.value).toBe('solved');
    expect(run.emitted).toEqual([{ type: 'puzzle.result', id: 'it-c1', win: true }]);
  });

  it('a legal move off a tactic’s line fails it at once, with the move and the position before it', () => {
    const p = tiro();
    let { run, ex } = start(p);
    const pos = ex.snap.context.position;
    const line = moveIn(pos, '31-27');
    const wrong = legalMoves(pos).find((m) => !sameMove(m, line)) as Move;
    ex = exPlay(ex, wrong);
    expect(ex.snap.value).toBe('wrong');
    run = observe(run, ex);
    expect(run.snap.value).toEqual({ failed: 'showing' });
    expect(run.emitted).toEqual([{ type: 'puzzle.result', id: 'it-tiro', win: false }]);
    const miss = run.snap.context.miss;
    expect(miss?.ply).toBe(0);
    expect(miss?.move && sameMove(miss.move, wrong)).toBe(true);
    expect(miss?.position).toBe(pos);

    // The child takes the wrong move back; the learner plays the line, the reply comes, and it ends.
    ex = exElapse(ex);
    run = observe(run, ex);
    expect(ex.snap.value).toBe('waiting');
    ex = exPlay(ex, line);
    run = observe(run, ex);
    expect(ex.snap.value).toBe('replying');
    ex = exElapse(ex);
    run = observe(run, ex);
    ex = exPlay(ex, moveIn(ex.snap.context.position, '27x11'));
    run = observe(run, ex);
    expect(run.snap.value).toEqual({ failed: 'playedOut' });
    expect(run.emitted).toHaveLength(1);
  });

  it('a wrong answer later in the line fails the puzzle at that ply', () => {
    const p = tiro();
    let { run, ex } = start(p);
    ex = exPlay(ex, moveIn(ex.snap.context.position, '31-27'));
    run = observe(run, ex);
    ex = exElapse(ex); // the forced reply 17x26
    run = observe(run, ex);
    expect(run.snap.value).toBe('solving');
    const pos = ex.snap.context.position;
    const right = moveIn(pos, '27x11');
    const other = legalMoves(pos).find((m) => !sameMove(m, right));
    // After 17x26 White must capture; any other capture, or a quiet move, is a wrong answer.
    if (other) ex = exPlay(ex, other);
    else ex = exRefuse(ex, [25, 21]);
    run = observe(run, ex);
    expect(run.snap.value).toEqual({ failed: 'showing' });
    expect(run.snap.context.miss?.ply).toBe(2);
  });
});

describe('wrongAnswer: which refusals are answers', () => {
  it('counts capture-rule refusals and legal misses, not slips', () => {
    const p = criterion1();
    const { ex } = start(p);
    expect(wrongAnswer(0, exRefuse(ex, [32, 23]).snap)).not.toBeNull();
    // Picking up the king alone already answers "the king captures": criterion 1 refuses it.
    expect(wrongAnswer(0, exRefuse(ex, [32]).snap)?.explanation?.code).toBe('criterion-1');
    expect(wrongAnswer(0, exRefuse(ex, [28]).snap)).toBeNull();
    // Mistakes already looked at are not new.
    expect(wrongAnswer(1, exRefuse(ex, [32, 23]).snap)).toBeNull();
  });
});

describe('missReport: what the trainer shows after a miss', () => {
  it('precedence: the required move, the deciding rule and each removed capture with its rule', () => {
    const p = criterion1();
    const pos = exerciseStart(italian, p);
    const r = missReport(p, { ply: 0, position: pos, move: null, explanation: null });
    expect(r.expected.map((m) => makeMoveText(pos, m))).toEqual(['22x6']);
    expect(r.deciding).toBe('criterion-1');
    expect(
      r.precedence?.removed.map((x) => [makeMoveText(pos, x.move), x.rule, makeMoveText(pos, x.beatenBy)]),
    ).toEqual([['32x23', 'criterion-1', '22x6']]);
    expect(r.reply).toBeNull();
  });

  it('tactic: a wrong move that loses material gets the reply that punishes it; one that only misses the win is called harmless', () => {
    const p = tiro();
    const pos = exerciseStart(italian, p);
    const line = moveIn(pos, '31-27');
    const seen: Record<string, string | null> = {};
    for (const wrong of legalMoves(pos).filter((m) => !sameMove(m, line))) {
      const r = missReport(p, { ply: 0, position: pos, move: wrong, explanation: null });
      expect(r.expected.map((m) => makeMoveText(pos, m))).toEqual(['31-27']);
      expect(r.precedence).toBeNull();
      const after = play(pos, wrong);
      seen[makeMoveText(pos, wrong)] = r.reply && makeMoveText(after, r.reply);
      expect(r.harmless).toBe(r.reply === null);
      if (r.reply) {
        expect(legalMoves(after).some((m) => sameMove(m, r.reply as Move))).toBe(true);
        // The reply wins Black material: after it (and any captures it forces) White is worse off.
        const white = solve(play(after, r.reply), { depth: 0 }).value;
        expect(white).toBeLessThan(solve(pos, { depth: 0 }).value);
      }
    }
    // 30-27 and 31-28 leave a man hanging; the other moves only miss the shot.
    expect(seen).toEqual({
      '21-18': null,
      '29-26': null,
      '30-26': null,
      '30-27': '23x30',
      '31-28': '23x32',
    });
  });
});

describe('puzzle machine with real actors', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clicks on the board reach the exercise and the puzzle: a refused king capture fails it', async () => {
    const actor = createActor(puzzleMachine, { input: { variant: italian, puzzle: criterion1() } });
    const results: PuzzleEmitted[] = [];
    actor.on('puzzle.result', (e) => results.push(e));
    actor.start();
    vi.runOnlyPendingTimers(); // presented → waiting
    const exercise = actor.getSnapshot().children.exercise;
    const board = exercise?.getSnapshot().children.board;
    if (!board) throw new Error('no board');
    board.send({ type: 'square.clicked', square: 32 });
    await settled(board);
    expect(actor.getSnapshot().value).toEqual({ failed: 'showing' });
    expect(results).toEqual([{ type: 'puzzle.result', id: 'it-c1', win: false }]);
    board.send({ type: 'square.clicked', square: 22 });
    board.send({ type: 'square.clicked', square: 6 });
    expect(actor.getSnapshot().value).toEqual({ failed: 'playedOut' });
    expect(results).toHaveLength(1);
    actor.stop();
  });
});
