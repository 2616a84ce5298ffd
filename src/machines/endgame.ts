/**
 * An `endgame` lesson step as a state machine: the learner plays a small ending out against the defender of
 * the endgame databases, and must win it (or hold the draw) before the game's draw count ends it.
 *
 *   checking → thinking (the tables' turn for the position, from the AI worker: `turn` actor) → waiting
 *   waiting → wrong (a move that gives the aim away: shown, then taken back) → waiting
 *   waiting → replying (the defender's reply, after a delay) → checking … → solved | over
 *   waiting → over (a move that leaves a win the count no longer allows: lost to the count, the step ends)
 *
 * Every transition is pure: the engine judges the move (`judgeEndgame` over the turn's table values and the
 * game's draw counters), the defender's reply comes with the turn, the delays are `after` transitions, and
 * the only thing that is not a value is the `turn` actor, which the island provides (the worker) and the
 * tests replace. Turns are kept by position, so a restart or a move taken back asks nothing again.
 *
 * Help comes in tiers as in the other steps (exercise.ts): two hints, then the answer (the tables' best move)
 * shown on the board; a second mistake shows it too. Each hint tier and each mistake costs a star; a win
 * earns stars for the margin over the fastest win (`endgameStars`).
 */
import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import type { ProbeResult } from '../engine/endgame/index';
import type {
  EndgameGoal,
  EndgameOutcome,
  EndgameTurn,
  Exercise,
  Explanation,
  Game,
  Move,
  Position,
  Variant,
} from '../engine/index';
import {
  bestOption,
  type EndgameJudgement,
  endgameGame,
  endgameStars,
  fastestMoves,
  judgeEndgame,
  play,
  playDefence,
  solvesStep,
  starsFor,
} from '../engine/index';
import { makeFen } from '../engine/notation/fen';
import { exerciseBoardMachine, HINT_TIERS } from './exercise';

/** What the learner is told after the last action. */
export type EndgameFeedback =
  /** the engine refused the move: its explanation */
  | { readonly kind: 'illegal'; readonly explanation: Explanation }
  /** the move gave the aim away (a draw, or a loss): it is taken back */
  | { readonly kind: 'gives-away'; readonly now: 'draw' | 'loss' }
  /** a move that keeps the win, but not the fastest */
  | { readonly kind: 'slower' }
  /** a move that keeps the aim as fast as it can be kept */
  | { readonly kind: 'right' }
  /** the game is over */
  | { readonly kind: 'over'; readonly outcome: EndgameOutcome };

export interface EndgameContext {
  readonly variant: Variant;
  readonly exercise: Exercise;
  readonly goal: EndgameGoal;
  readonly learner: 'white' | 'black';
  /** the game so far, with its draw counters */
  game: Game;
  /** the tables' turns already known, by FEN */
  turns: Record<string, EndgameTurn>;
  /** the turn of the position on the board (the learner to move); null while it is being asked for */
  turn: EndgameTurn | null;
  /** the start position's value for the learner, once known: the fastest win is its length */
  startValue: ProbeResult | null;
  /** the position on the board (differs from the game's while a wrong move is shown) */
  position: Position;
  lastMove: Move | null;
  /** the defender's reply to play next */
  reply: Move | null;
  /** the learner's moves accepted in this attempt */
  moves: number;
  /** of them, those that were not the fastest (win steps) */
  slower: number;
  mistakes: number;
  /** hint tiers shown (0 to HINT_TIERS) */
  hints: number;
  /** the answer has been shown: the step is worth one star */
  revealed: boolean;
  /** the answer's move from here, while it is shown on the learner's turn */
  answer: Move | null;
  feedback: EndgameFeedback | null;
  /** how the game ended, once it has */
  outcome: EndgameOutcome | null;
  stars: 0 | 1 | 2 | 3;
}

export type EndgameEvent =
  | { type: 'board.moved'; move: Move }
  | { type: 'board.rejected'; explanation: Explanation | null }
  | { type: 'hint.requested' }
  | { type: 'answer.requested' }
  /** ask the tables again after they could not be loaded */
  | { type: 'tables.retry' }
  | { type: 'exercise.restart' };

export type EndgameEmitted = {
  type: 'exercise.solved';
  stars: 1 | 2 | 3;
  mistakes: number;
  actions: number;
};

export interface EndgameInput {
  variant: Variant;
  exercise: Exercise;
}

/** The turn actor's input: the position whose turn is asked for (the learner to move). */
export interface TurnInput {
  readonly position: Position;
}

const keyOf = (pos: Position) => makeFen(pos);

/** The judgement of a move the board played (the board plays only legal moves). */
function judgementOf(ctx: EndgameContext, move: Move): EndgameJudgement {
  if (!ctx.turn) return { kind: 'unknown' };
  return judgeEndgame(ctx.goal, ctx.game, ctx.turn, move);
}

const judged =
  (kind: EndgameJudgement['kind']) =>
  ({ context, event }: { context: EndgameContext; event: EndgameEvent }) =>
    event.type === 'board.moved' && judgementOf(context, event.move).kind === kind;

/** The answer from the current turn: the tables' best move. */
const answerOf = (ctx: EndgameContext): Move | null =>
  ctx.turn ? (bestOption(ctx.goal, ctx.game, ctx.turn)?.move ?? null) : null;

/** One more mistake: counted, and the second one shows the answer. */
const mistake = (ctx: EndgameContext) => {
  const mistakes = ctx.mistakes + 1;
  return mistakes >= 2 ? { mistakes, revealed: true } : { mistakes };
};

function fresh(ctx: Pick<EndgameContext, 'variant' | 'exercise'>) {
  const game = endgameGame(ctx.variant, ctx.exercise);
  return {
    game,
    turn: null,
    position: game.position,
    lastMove: null,
    reply: null,
    moves: 0,
    slower: 0,
    answer: null,
    feedback: null,
    outcome: null,
  };
}

/** The stars of a solved step: by the margin over the fastest win, or (a draw held) by mistakes and hints. */
function scoreOf(ctx: EndgameContext): 1 | 2 | 3 {
  if (ctx.revealed) return 1;
  const fastest = ctx.startValue ? fastestMoves(ctx.startValue) : null;
  if (ctx.goal.result === 'win' && fastest !== null)
    return endgameStars(fastest, ctx.moves, ctx.mistakes, ctx.hints);
  return starsFor(ctx.moves, ctx.moves, ctx.mistakes, ctx.hints);
}

export const endgameMachine = setup({
  types: {
    context: {} as EndgameContext,
    events: {} as EndgameEvent,
    emitted: {} as EndgameEmitted,
    input: {} as EndgameInput,
  },
  actors: {
    board: exerciseBoardMachine,
    /** the tables' turn for a position: the island asks the AI worker (src/browser/workers/endgameClient.ts) */
    turn: fromPromise<EndgameTurn, TurnInput>(async () => {
      throw new Error('no endgame tables were provided');
    }),
  },
  delays: {
    /** how long a move that gives the aim away stays on the board before it is taken back */
    wrong: 900,
    /** the defender "thinks" before its reply */
    reply: 500,
  },
  guards: {
    known: ({ context }) => keyOf(context.game.position) in context.turns,
    ends: ({ context, event }) => {
      if (event.type !== 'board.moved') return false;
      const j = judgementOf(context, event.move);
      return j.kind === 'over' && solvesStep(j.outcome);
    },
    endsUnsolved: ({ context, event }) => {
      if (event.type !== 'board.moved') return false;
      const j = judgementOf(context, event.move);
      return j.kind === 'over' && !solvesStep(j.outcome);
    },
    givesAway: judged('gives-away'),
    goesOn: judged('on'),
    /** the defender's reply ended the game: solved (a draw held, or a win) */
    replySolves: ({ context }) => context.outcome !== null && solvesStep(context.outcome),
    replyEnds: ({ context }) => context.outcome !== null,
    explained: ({ event }) => event.type === 'board.rejected' && event.explanation !== null,
  },
  actions: {
    useKnownTurn: assign(({ context }) => {
      const turn = context.turns[keyOf(context.game.position)];
      return { turn, startValue: context.startValue ?? (context.moves === 0 ? turn.value : null) };
    }),
    storeTurn: assign(({ context, event }) => {
      const turn = (event as unknown as { output: EndgameTurn }).output;
      return {
        turn,
        turns: { ...context.turns, [keyOf(context.game.position)]: turn },
        startValue: context.startValue ?? (context.moves === 0 ? turn.value : null),
      };
    }),
    /** the learner's move ended the game */
    endGame: assign(({ context, event }) => {
      if (event.type !== 'board.moved') return {};
      const j = judgementOf(context, event.move);
      if (j.kind !== 'over') return {};
      return {
        game: j.game,
        position: j.game.position,
        lastMove: event.move,
        moves: context.moves + 1,
        outcome: j.outcome,
        feedback: { kind: 'over', outcome: j.outcome } as const,
        answer: null,
      };
    }),
    acceptMove: assign(({ context, event }) => {
      if (event.type !== 'board.moved') return {};
      const j = judgementOf(context, event.move);
      if (j.kind !== 'on') return {};
      return {
        game: j.game,
        position: j.game.position,
        lastMove: event.move,
        reply: j.reply,
        moves: context.moves + 1,
        slower: context.slower + (j.fastest ? 0 : 1),
        feedback: j.fastest ? ({ kind: 'right' } as const) : ({ kind: 'slower' } as const),
        answer: null,
      };
    }),
    rejectMove: assign(({ context, event }) => {
      if (event.type !== 'board.moved') return {};
      const j = judgementOf(context, event.move);
      return {
        ...mistake(context),
        position: play(context.position, event.move),
        lastMove: event.move,
        answer: null,
        feedback: j.kind === 'gives-away' ? ({ kind: 'gives-away', now: j.now } as const) : null,
      };
    }),
    takeBack: assign(({ context }) => {
      const moves = context.game.moves;
      return {
        position: context.game.position,
        lastMove: moves.length > 0 ? moves[moves.length - 1].move : null,
      };
    }),
    playReply: assign(({ context }) => {
      if (!context.reply) return {};
      const d = playDefence(context.goal, context.game, context.reply, context.learner);
      return {
        game: d.game,
        position: d.game.position,
        lastMove: context.reply,
        reply: null,
        turn: null,
        outcome: d.outcome,
        feedback: d.outcome ? ({ kind: 'over', outcome: d.outcome } as const) : context.feedback,
      };
    }),
    noteRefusal: assign(({ context, event }) => {
      if (event.type !== 'board.rejected' || event.explanation === null) return {};
      return { ...mistake(context), feedback: { kind: 'illegal', explanation: event.explanation } as const };
    }),
    hint: assign(({ context }) => ({ hints: Math.min(HINT_TIERS, context.hints + 1) })),
    reveal: assign({ revealed: true }),
    /** on the learner's turn: the answer from here, if it is shown */
    refresh: assign(({ context }) => ({ answer: context.revealed ? answerOf(context) : null })),
    /** a step lost to the count is a mistake, like a wrong move */
    countLost: assign(({ context }) => ({ mistakes: context.mistakes + 1 })),
    score: assign(({ context }) => ({ stars: scoreOf(context) })),
    emitSolved: emit(({ context }) => ({
      type: 'exercise.solved' as const,
      stars: context.stars as 1 | 2 | 3,
      mistakes: context.mistakes,
      actions: context.moves,
    })),
    /** back to the start: the moves from zero, the mistakes and hints count on until solved */
    restart: assign(({ context }) => fresh(context)),
    /** a new attempt after solving: everything from zero */
    restartClean: assign(({ context }) => ({
      ...fresh(context),
      mistakes: 0,
      hints: 0,
      revealed: false,
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
  id: 'endgame',
  context: ({ input }) => {
    const base = fresh(input);
    return {
      variant: input.variant,
      exercise: input.exercise,
      goal: input.exercise.goal as EndgameGoal,
      learner: base.game.position.turn,
      ...base,
      turns: {},
      startValue: null,
      mistakes: 0,
      hints: 0,
      revealed: false,
      stars: 0,
    };
  },
  invoke: {
    id: 'board',
    src: 'board',
    input: ({ context }) => ({ position: context.position, enabled: false }),
  },
  initial: 'checking',
  on: {
    'hint.requested': { guard: ({ context }) => !context.revealed, actions: 'hint' },
    'answer.requested': { actions: ['reveal', 'refresh'] },
  },
  states: {
    /** a turn already known is used at once; else it is asked for */
    checking: {
      always: [{ guard: 'known', target: 'waiting', actions: 'useKnownTurn' }, { target: 'thinking' }],
    },
    /** the tables are asked for the turn (the first time, the worker fetches them) */
    thinking: {
      entry: ['syncBoard', 'disableBoard'],
      invoke: {
        id: 'turn',
        src: 'turn',
        input: ({ context }) => ({ position: context.game.position }),
        onDone: { target: 'waiting', actions: 'storeTurn' },
        onError: { target: 'unavailable' },
      },
      on: { 'exercise.restart': { target: 'checking', actions: 'restart' } },
    },
    waiting: {
      entry: ['refresh', 'syncBoard', 'enableBoard'],
      on: {
        'board.moved': [
          { guard: 'ends', target: 'solved', actions: 'endGame' },
          { guard: 'endsUnsolved', target: 'over', actions: 'endGame' },
          { guard: 'givesAway', target: 'wrong', actions: 'rejectMove' },
          { guard: 'goesOn', target: 'replying', actions: 'acceptMove' },
        ],
        'board.rejected': { guard: 'explained', actions: 'noteRefusal' },
        'exercise.restart': { target: 'checking', actions: 'restart' },
      },
    },
    /** a move that gives the aim away stays on the board a moment, then is taken back */
    wrong: {
      entry: ['syncBoard', 'disableBoard'],
      after: { wrong: { target: 'waiting', actions: 'takeBack' } },
      on: { 'exercise.restart': { target: 'checking', actions: 'restart' } },
    },
    /** the defender's reply */
    replying: {
      entry: ['syncBoard', 'disableBoard'],
      after: {
        reply: { target: 'afterReply', actions: 'playReply' },
      },
      on: { 'exercise.restart': { target: 'checking', actions: 'restart' } },
    },
    afterReply: {
      always: [
        { guard: 'replySolves', target: 'solved' },
        { guard: 'replyEnds', target: 'over' },
        { target: 'checking' },
      ],
    },
    /** the tables could not be loaded (offline, a server error): say so, and let the learner try again */
    unavailable: {
      entry: 'disableBoard',
      on: {
        'tables.retry': { target: 'checking' },
        'exercise.restart': { target: 'checking', actions: 'restart' },
      },
    },
    /** the game ended without the step's aim (the count's draw in a win step): start again */
    over: {
      entry: ['syncBoard', 'disableBoard', 'countLost'],
      on: {
        'hint.requested': {},
        'answer.requested': {},
        'exercise.restart': { target: 'checking', actions: 'restart' },
      },
    },
    solved: {
      entry: ['syncBoard', 'disableBoard', 'score', 'emitSolved'],
      on: {
        'hint.requested': {},
        'answer.requested': {},
        'exercise.restart': { target: 'checking', actions: 'restartClean' },
      },
    },
  },
});

/** The machine with its tables: `ask` answers a position's turn (the island's worker client; a fake in tests). */
export const endgameMachineWith = (ask: (position: Position, signal: AbortSignal) => Promise<EndgameTurn>) =>
  endgameMachine.provide({
    actors: { turn: fromPromise<EndgameTurn, TurnInput>(({ input, signal }) => ask(input.position, signal)) },
  });
