/**
 * One exercise, run as a state machine: presented → waiting for the learner → right (the line goes on with
 * the scripted reply, or the exercise is solved) or wrong (the engine's reason for an illegal move, or why a
 * legal move misses the goal; retry) → solved. Lesson steps and puzzles both run on it.
 *
 * Help comes in tiers (issue 21): two hints, asked one after the other, then the answer shown on the board.
 * The answer is also shown after a second wrong attempt; the learner then plays (taps, chooses) it, and the
 * step counts as solved with one star. Each tier of a hint costs a star, as a mistake does. The answer is the
 * engine's (`answerMove`: the written answers, the line, the shortest way to a static goal).
 *
 * The board-input machine is a child (`board`): it turns taps and drags into moves by asking the engine and
 * reports them here ('board.moved', 'board.rejected'); this machine decides what they mean with the engine's
 * `judgeLegal` (the board reports only legal moves; it explains the others) and sets the child's position. Delays (showing a wrong move, the opponent's reply) are states with
 * `after` transitions, so no timer lives in a component. No rule is written here.
 */
import { assign, emit, sendParent, sendTo, setup } from 'xstate';
import type { Explanation, Move, Position, Square, Variant } from '../engine/index';
import {
  advance,
  answerMove,
  type Exercise,
  exercisePosition,
  exerciseStart,
  type FailReason,
  type Goal,
  judgeLegal,
  judgeTap,
  type LegalJudgement,
  parOf,
  play,
  shortestWay,
  starsFor,
} from '../engine/index';
import { boardInputMachine } from './boardInput';

/** What the learner is told after the last action. */
export type Feedback =
  /** the engine refused the move: its explanation */
  | { readonly kind: 'illegal'; readonly explanation: Explanation }
  /** a legal move that misses the goal */
  | { readonly kind: 'miss'; readonly reason: FailReason }
  /** a wrong tap: for `square` taps, the square that was asked */
  | { readonly kind: 'tap-miss'; readonly square: Square; readonly expected?: Square }
  | { readonly kind: 'wrong-choice'; readonly option: number }
  /** a right move in a line that goes on */
  | { readonly kind: 'right' }
  | { readonly kind: 'solved' };

/** The answer, as the board shows it once it is revealed. */
export type Answer =
  /** the learner's next right move (its arrow) */
  | { readonly kind: 'move'; readonly move: Move }
  /** the squares still to tap (in order, for a goal that asks them in order) */
  | { readonly kind: 'squares'; readonly squares: readonly Square[] }
  /** the right option */
  | { readonly kind: 'option'; readonly option: number };

/** The hint tiers before the answer: a nudge towards the idea, then a stronger one. */
export const HINT_TIERS = 2;

export interface ExerciseContext {
  readonly variant: Variant;
  readonly exercise: Exercise;
  /** the side the learner plays */
  readonly learner: 'white' | 'black';
  /** the position on the board */
  position: Position;
  /** every move played so far, the scripted replies included */
  line: Move[];
  lastMove: Move | null;
  /** the position before a wrong move, restored after it has been shown */
  beforeWrong: Position | null;
  /** the reply the opponent plays next, and whether the exercise is solved after it */
  reply: Move | null;
  solvedAfterReply: boolean;
  /** accepted moves, taps or choices (for the stars) */
  actions: number;
  mistakes: number;
  /** hint tiers shown (0 to HINT_TIERS) */
  hints: number;
  /** the answer has been shown (asked for, or after a second mistake): the step is worth one star */
  revealed: boolean;
  /** what the board shows of the answer while it is revealed; null otherwise */
  answer: Answer | null;
  /** reach and clear goals: the fewest moves that still reach the goal from here (the engine's count) */
  toGo: number | null;
  feedback: Feedback | null;
  /** squares found so far in a tap goal */
  tapped: Square[];
  /** options already tried and found wrong */
  wrongOptions: number[];
  stars: 0 | 1 | 2 | 3;
}

export type ExerciseEvent =
  | { type: 'board.moved'; move: Move }
  /**
   * null when the board refuses a click it has nothing to explain for: a square off the way while a capture
   * is traced square by square (the board keeps the capture in progress)
   */
  | { type: 'board.rejected'; explanation: Explanation | null }
  | { type: 'square.tapped'; square: Square }
  | { type: 'option.chosen'; option: number }
  /** the next hint tier */
  | { type: 'hint.requested' }
  /** show the answer */
  | { type: 'answer.requested' }
  | { type: 'exercise.restart' };

export type ExerciseEmitted = {
  type: 'exercise.solved';
  stars: 1 | 2 | 3;
  mistakes: number;
  actions: number;
  /** hint tiers shown before the solve */
  hints: number;
  /** the answer was shown (asked for, or after a second mistake) */
  revealed: boolean;
};

export interface ExerciseInput {
  variant: Variant;
  exercise: Exercise;
}

/** The board-input machine as this machine's child: its reports come here as events. */
export const exerciseBoardMachine = boardInputMachine.provide({
  actions: {
    emitMove: sendParent(({ context }) => ({ type: 'board.moved', move: context.lastMove as Move })),
    emitRejection: sendParent(({ context }) => ({ type: 'board.rejected', explanation: context.rejection })),
  } as never,
});

/** The judgement of a move the board played: the board plays only legal moves (it refuses the others). */
const judgementOf = (ctx: ExerciseContext, move: Move): LegalJudgement =>
  judgeLegal(ctx.variant, ctx.exercise, ctx.line, move);

const tapGoal = (ctx: ExerciseContext) => ctx.exercise.goal as Extract<Goal, { kind: 'tap' }>;
const chooseGoal = (ctx: ExerciseContext) => ctx.exercise.goal as Extract<Goal, { kind: 'choose' }>;

/** The answer to show after the moves and taps so far, from the engine. */
function answerOf(ctx: ExerciseContext): Answer | null {
  const g = ctx.exercise.goal;
  if (g.kind === 'choose') return { kind: 'option', option: g.correct };
  if (g.kind === 'tap') return { kind: 'squares', squares: g.squares.filter((s) => !ctx.tapped.includes(s)) };
  const move = answerMove(ctx.exercise, ctx.position, ctx.line.length);
  return move ? { kind: 'move', move } : null;
}

/** Reveal the answer (once). */
const revealing = (ctx: ExerciseContext) => (ctx.revealed ? {} : { revealed: true, answer: answerOf(ctx) });

/** One more mistake: counted, and the second one reveals the answer. */
const mistake = (ctx: ExerciseContext) => {
  const mistakes = ctx.mistakes + 1;
  return { ...(mistakes >= 2 ? revealing(ctx) : {}), mistakes };
};

function fresh(ctx: Pick<ExerciseContext, 'variant' | 'exercise'>) {
  const position = exerciseStart(ctx.variant, ctx.exercise);
  return {
    position,
    line: [] as Move[],
    lastMove: null,
    beforeWrong: null,
    reply: null,
    solvedAfterReply: false,
    feedback: null,
    tapped: [] as Square[],
    wrongOptions: [] as number[],
  };
}

export const exerciseMachine = setup({
  types: {
    context: {} as ExerciseContext,
    events: {} as ExerciseEvent,
    emitted: {} as ExerciseEmitted,
    input: {} as ExerciseInput,
  },
  actors: { board: exerciseBoardMachine },
  delays: {
    /** how long the position is shown before the learner may move */
    present: 0,
    /** how long a wrong move stays on the board before it is taken back */
    wrong: 700,
    /** the opponent "thinks" before its scripted reply */
    reply: 500,
  },
  guards: {
    solves: ({ context, event }) =>
      event.type === 'board.moved' && judgementOf(context, event.move).kind === 'solved',
    solvesAfterReply: ({ context, event }) => {
      if (event.type !== 'board.moved') return false;
      const j = judgementOf(context, event.move);
      return j.kind === 'solved' && j.reply !== null;
    },
    goesOnWithReply: ({ context, event }) => {
      if (event.type !== 'board.moved') return false;
      const j = judgementOf(context, event.move);
      return j.kind === 'next' && j.reply !== null;
    },
    goesOn: ({ context, event }) =>
      event.type === 'board.moved' && judgementOf(context, event.move).kind === 'next',
    tapFinishes: ({ context, event }) => {
      if (event.type !== 'square.tapped') return false;
      const j = judgeTap(tapGoal(context), context.tapped, event.square);
      return j.kind === 'hit' && j.done;
    },
    tapHits: ({ context, event }) =>
      event.type === 'square.tapped' &&
      judgeTap(tapGoal(context), context.tapped, event.square).kind === 'hit',
    tapMisses: ({ context, event }) =>
      event.type === 'square.tapped' &&
      judgeTap(tapGoal(context), context.tapped, event.square).kind === 'miss',
    choiceRight: ({ context, event }) =>
      event.type === 'option.chosen' && event.option === chooseGoal(context).correct,
    /** a refusal the engine explains: only that is a mistake to show (see 'board.rejected') */
    explained: ({ event }) => event.type === 'board.rejected' && event.explanation !== null,
    choiceNew: ({ context, event }) =>
      event.type === 'option.chosen' && !context.wrongOptions.includes(event.option),
  },
  actions: {
    /** play the learner's move into the context (the judge has accepted it) */
    acceptMove: assign(({ context, event }) => {
      if (event.type !== 'board.moved') return {};
      const j = judgementOf(context, event.move);
      const line = [...context.line, event.move];
      // Target exercises: the opponent stands still, so the turn comes back to the learner.
      const position = advance(context.exercise, context.position, event.move, context.learner);
      return {
        line,
        position,
        lastMove: event.move,
        actions: context.actions + 1,
        reply: j.kind === 'fail' ? null : j.reply,
        solvedAfterReply: j.kind === 'solved' && j.reply !== null,
        feedback:
          j.kind === 'solved' && j.reply === null
            ? ({ kind: 'solved' } as const)
            : ({ kind: 'right' } as const),
      };
    }),
    rejectMove: assign(({ context, event }) => {
      if (event.type !== 'board.moved') return {};
      const j = judgementOf(context, event.move);
      return {
        ...mistake(context),
        beforeWrong: context.position,
        position: play(context.position, event.move),
        lastMove: event.move,
        feedback: j.kind === 'fail' ? ({ kind: 'miss', reason: j.reason } as const) : null,
      };
    }),
    noteRefusal: assign(({ context, event }) => {
      if (event.type !== 'board.rejected' || event.explanation === null) return {};
      return {
        ...mistake(context),
        feedback: { kind: 'illegal', explanation: event.explanation } as const,
      };
    }),
    takeBackWrong: assign(({ context }) => {
      const position = context.beforeWrong ?? context.position;
      const line = context.line;
      return {
        position,
        beforeWrong: null,
        lastMove: line.length > 0 ? line[line.length - 1] : null,
      };
    }),
    playReply: assign(({ context }) => {
      if (!context.reply) return {};
      return {
        line: [...context.line, context.reply],
        position: play(context.position, context.reply),
        lastMove: context.reply,
        reply: null,
        feedback: context.solvedAfterReply ? ({ kind: 'solved' } as const) : context.feedback,
      };
    }),
    acceptTap: assign(({ context, event }) => {
      if (event.type !== 'square.tapped') return {};
      const tapped = [...context.tapped, event.square];
      return {
        answer: context.revealed ? answerOf({ ...context, tapped }) : null,
        tapped,
        actions: context.actions + 1,
        feedback: { kind: 'right' } as const,
      };
    }),
    rejectTap: assign(({ context, event }) => {
      if (event.type !== 'square.tapped') return {};
      const j = judgeTap(tapGoal(context), context.tapped, event.square);
      return {
        ...mistake(context),
        feedback: {
          kind: 'tap-miss',
          square: event.square,
          expected: j.kind === 'miss' ? j.expected : undefined,
        } as const,
      };
    }),
    acceptChoice: assign(({ context }) => ({ actions: context.actions + 1 })),
    rejectChoice: assign(({ context, event }) => {
      if (event.type !== 'option.chosen') return {};
      return {
        ...mistake(context),
        wrongOptions: [...context.wrongOptions, event.option],
        feedback: { kind: 'wrong-choice', option: event.option } as const,
      };
    }),
    hint: assign(({ context }) => ({ hints: Math.min(HINT_TIERS, context.hints + 1) })),
    reveal: assign(({ context }) => revealing(context)),
    /** on the learner's turn: the answer from here (if shown) and the moves still needed */
    refresh: assign(({ context }) => {
      // One search serves both: for a reach or clear goal the answer is the first move of this shortest way.
      const way = shortestWay(context.exercise, context.position);
      const answer: Answer | null = !context.revealed
        ? null
        : way
          ? { kind: 'move', move: way.first }
          : answerOf(context);
      return { answer, toGo: way ? way.moves : null };
    }),
    score: assign(({ context }) => ({
      stars: context.revealed
        ? 1
        : starsFor(parOf(context.exercise.goal), context.actions, context.mistakes, context.hints),
      feedback: { kind: 'solved' } as const,
    })),
    emitSolved: emit(({ context }) => ({
      type: 'exercise.solved' as const,
      stars: context.stars as 1 | 2 | 3,
      mistakes: context.mistakes,
      actions: context.actions,
      hints: context.hints,
      revealed: context.revealed,
    })),
    /** back to the start position: the moves start again from zero, the mistakes count on until solved */
    restart: assign(({ context }) => ({ ...fresh(context), actions: 0 })),
    /** a new attempt after solving: everything from zero */
    restartClean: assign(({ context }) => ({
      ...fresh(context),
      actions: 0,
      mistakes: 0,
      hints: 0,
      revealed: false,
      answer: null,
      stars: 0 as const,
    })),
    syncBoard: sendTo('board', ({ context }) => ({
      type: 'position.set' as const,
      position: context.position,
      lastMove: context.lastMove,
    })),
    enableBoard: sendTo('board', { type: 'input.enabled' as const }),
    disableBoard: sendTo('board', { type: 'input.disabled' as const }),
  },
}).createMachine({
  id: 'exercise',
  context: ({ input }) => {
    const start = exerciseStart(input.variant, input.exercise);
    return {
      variant: input.variant,
      exercise: input.exercise,
      learner: start.turn,
      ...fresh(input),
      position: exercisePosition(input.variant, input.exercise, []),
      actions: 0,
      mistakes: 0,
      hints: 0,
      revealed: false,
      answer: null,
      toGo: null,
      stars: 0,
    };
  },
  invoke: {
    id: 'board',
    src: 'board',
    input: ({ context }) => ({ position: context.position, enabled: false }),
  },
  initial: 'presented',
  on: {
    // Help, while the step is not solved (the solved state ignores it).
    'hint.requested': { guard: ({ context }) => !context.revealed, actions: 'hint' },
    'answer.requested': { actions: 'reveal' },
  },
  states: {
    /** the position is shown; the learner may act when the presentation delay has passed */
    presented: {
      after: { present: 'waiting' },
    },
    waiting: {
      entry: ['refresh', 'syncBoard', 'enableBoard'],
      on: {
        'board.moved': [
          { guard: 'solvesAfterReply', target: 'replying', actions: 'acceptMove' },
          { guard: 'solves', target: 'solved', actions: 'acceptMove' },
          { guard: 'goesOnWithReply', target: 'replying', actions: 'acceptMove' },
          { guard: 'goesOn', target: 'waiting', reenter: true, actions: 'acceptMove' },
          { target: 'wrong', actions: 'rejectMove' },
        ],
        'board.rejected': { guard: 'explained', actions: 'noteRefusal' },
        'square.tapped': [
          { guard: 'tapFinishes', target: 'solved', actions: 'acceptTap' },
          { guard: 'tapHits', actions: 'acceptTap' },
          { guard: 'tapMisses', actions: 'rejectTap' },
        ],
        'option.chosen': [
          { guard: 'choiceRight', target: 'solved', actions: 'acceptChoice' },
          { guard: 'choiceNew', actions: 'rejectChoice' },
        ],
        'exercise.restart': { target: 'waiting', reenter: true, actions: 'restart' },
      },
    },
    /** a legal move that misses the goal stays on the board a moment, then is taken back */
    wrong: {
      entry: 'disableBoard',
      after: { wrong: { target: 'waiting', actions: 'takeBackWrong' } },
      on: {
        'exercise.restart': { target: 'waiting', actions: 'restart' },
      },
    },
    /** the opponent's scripted reply */
    replying: {
      entry: ['disableBoard', 'syncBoard'],
      on: {
        'exercise.restart': { target: 'waiting', actions: 'restart' },
      },
      after: {
        reply: [
          { guard: ({ context }) => context.solvedAfterReply, target: 'solved', actions: 'playReply' },
          { target: 'waiting', actions: 'playReply' },
        ],
      },
    },
    solved: {
      entry: ['syncBoard', 'disableBoard', 'score', 'emitSolved'],
      on: {
        'hint.requested': {},
        'answer.requested': {},
        'exercise.restart': { target: 'waiting', actions: 'restartClean' },
      },
    },
  },
});
