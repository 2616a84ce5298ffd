/**
 * One puzzle, run as a state machine on top of the exercise machine (which it invokes as its child and never
 * re-implements): solving → solved (right at the first try) or failed (the first wrong answer; the solution
 * is shown and the learner may play it out on the same board) → played out.
 *
 * A lesson step forgives: the exercise machine takes a wrong move back and lets the learner try again, and
 * counts the mistake for the stars. A puzzle does not: its result is decided by the first answer. This
 * machine watches the child's snapshots, and the first time its mistakes grow with a wrong answer it marks
 * the puzzle failed and emits the result, once; the child goes on as usual (the wrong move is taken back),
 * so the learner can then play the solution, which no longer changes the result.
 *
 * What counts as a wrong answer: a legal move that is not the line's, or a refusal by a capture rule (a
 * precedence criterion, the maximum capture, compulsory capture, a man that may not take a king…) — in a
 * puzzle about which capture the rules require, picking up a piece that the rules forbid to capture with is
 * already the answer. Other refusals (a tap on the opponent's piece, a square off the diagonal) are slips of
 * the finger: the board explains them and the puzzle goes on.
 *
 * What the trainer shows after a miss is worked out by src/components/puzzles/miss.ts, which the page loads only
 * when a puzzle is missed.
 */
import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import {
  EXPLAIN_CLASSES,
  EXPLAIN_CODES,
  type ExplainCode,
  type Explanation,
  type Move,
  type Position,
  type Puzzle,
  type Variant,
} from '../engine/index';
import { exerciseMachine } from './exercise';

export type ExerciseSnapshot = SnapshotFrom<typeof exerciseMachine>;

/** Refusals that answer a capture question wrongly (explain.ts codes); every other refusal is a slip. */
export const FAILING_REFUSALS: ReadonlySet<ExplainCode> = new Set(
  EXPLAIN_CODES.filter((c) => EXPLAIN_CLASSES[c].wrongCapture),
);

/** The learner's first wrong answer. */
export interface Miss {
  /** index in the puzzle's line of the learner's ply that went wrong */
  readonly ply: number;
  /** the position the learner had to move in */
  readonly position: Position;
  /** the wrong move, when it was a legal one */
  readonly move: Move | null;
  /** the engine's refusal, when the attempt was illegal */
  readonly explanation: Explanation | null;
}

export interface PuzzleContext {
  readonly variant: Variant;
  readonly puzzle: Puzzle;
  /** the child's mistakes already looked at (slips included) */
  seenMistakes: number;
  miss: Miss | null;
}

export type PuzzleEvent = { type: 'xstate.snapshot.exercise'; snapshot: ExerciseSnapshot };

/** Emitted once per puzzle, when its result is known. */
export type PuzzleEmitted = { type: 'puzzle.result'; id: string; win: boolean };

export interface PuzzleInput {
  variant: Variant;
  puzzle: Puzzle;
}

/** The child's new mistake, if its last action was a wrong answer (not a slip). */
export function wrongAnswer(seen: number, snap: ExerciseSnapshot): Miss | null {
  const c = snap.context;
  if (c.mistakes <= seen) return null;
  const f = c.feedback;
  // A legal move off the line: the child shows it a moment ('wrong'), with the position before it kept.
  if (f?.kind === 'miss')
    return { ply: c.line.length, position: c.beforeWrong ?? c.position, move: c.lastMove, explanation: null };
  if (f?.kind === 'illegal' && FAILING_REFUSALS.has(f.explanation.code))
    return { ply: c.line.length, position: c.position, move: null, explanation: f.explanation };
  return null;
}

const solvedSnapshot = (snap: ExerciseSnapshot) => snap.matches('solved');

export const puzzleMachine = setup({
  types: {
    context: {} as PuzzleContext,
    events: {} as PuzzleEvent,
    emitted: {} as PuzzleEmitted,
    input: {} as PuzzleInput,
  },
  actors: { exercise: exerciseMachine },
  guards: {
    missed: ({ context, event }) => wrongAnswer(context.seenMistakes, event.snapshot) !== null,
    exerciseSolved: ({ event }) => solvedSnapshot(event.snapshot),
  },
  actions: {
    noteMiss: assign(({ context, event }) => ({
      miss: wrongAnswer(context.seenMistakes, event.snapshot),
      seenMistakes: event.snapshot.context.mistakes,
    })),
    noteMistakes: assign(({ event }) => ({ seenMistakes: event.snapshot.context.mistakes })),
    emitFailed: emit(({ context }) => ({
      type: 'puzzle.result' as const,
      id: context.puzzle.id,
      win: false,
    })),
    emitSolved: emit(({ context }) => ({ type: 'puzzle.result' as const, id: context.puzzle.id, win: true })),
  },
}).createMachine({
  id: 'puzzle',
  context: ({ input }) => ({ variant: input.variant, puzzle: input.puzzle, seenMistakes: 0, miss: null }),
  invoke: {
    id: 'exercise',
    src: 'exercise',
    input: ({ context }) => ({ variant: context.variant, exercise: context.puzzle }),
    // The child's snapshots come here only with an onSnapshot handler; each state below says what they
    // mean (a state's own transitions are tried before this one, which does nothing).
    onSnapshot: {},
  },
  initial: 'solving',
  states: {
    solving: {
      on: {
        'xstate.snapshot.exercise': [
          { guard: 'missed', target: 'failed', actions: ['noteMiss', 'emitFailed'] },
          { guard: 'exerciseSolved', target: 'solved', actions: 'emitSolved' },
          { actions: 'noteMistakes' },
        ],
      },
    },
    /** the result is in (lost); the solution is shown and the learner may play it out */
    failed: {
      initial: 'showing',
      states: {
        showing: {
          on: { 'xstate.snapshot.exercise': { guard: 'exerciseSolved', target: 'playedOut' } },
        },
        playedOut: {},
      },
    },
    solved: {},
  },
});
