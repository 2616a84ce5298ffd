/**
 * Move input on a board, as a state machine: idle → piece selected → capture in progress → move played,
 * or rejected with the engine's explanation. Guards and actions only call the engine (judgeAttempt, play);
 * no rule is written here. Why an attempt is refused is asked of the engine when it is refused (refusal.ts,
 * loaded then): deciding legal / partial / illegal needs only src/engine/rules/attempt.ts.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  type AttemptVerdict,
  type Color,
  colorOf,
  type Explanation,
  judgeAttempt,
  type Move,
  type PartialAttempt,
  type Position,
  play,
  positionKey,
  type Square,
} from '../engine/index';
import type { RefusalInput } from './refusal';

export type Progress = PartialAttempt;

export interface BoardInputContext {
  /** the position on the board */
  position: Position;
  /** squares entered so far: [from, …landing squares]; [] when nothing is selected */
  entered: Square[];
  /** the last partial verdict: destinations, pieces taken so far */
  progress: Progress | null;
  /** several captures share start and end square: the learner enters the path square by square */
  stepByStep: boolean;
  /**
   * the explanation of the last rejected attempt, e.g. { code: 'criterion-2', better: 14x21 }; null until
   * the engine has said why (the reasons load with the first refusal), and when it found nothing to say
   */
  rejection: Explanation | null;
  /** the squares of the rejected attempt, e.g. [22, 13] */
  rejectedAttempt: Square[];
  /** the last move played on this board */
  lastMove: Move | null;
  /** the position before the last move (for the move.played event) */
  previous: Position | null;
  /**
   * the last capture played here and the position it was played from, so that the board can say why it
   * stopped where it did (a man crowned, the Turkish strike…: src/engine/rules/stop.ts); it stays until the user
   * acts again, through the opponent's reply in a game
   */
  captured: { readonly before: Position; readonly move: Move } | null;
  /** the board was created for a position the user may not move in yet */
  startDisabled: boolean;
  /** the colour the user plays against the computer; null when the user moves both sides */
  side: Color | null;
}

export type BoardInputEvent =
  | { type: 'square.clicked'; square: Square }
  | { type: 'piece.dragged'; square: Square }
  | { type: 'piece.dropped'; from: Square; to: Square }
  | { type: 'input.cancelled' }
  | { type: 'position.set'; position: Position; lastMove?: Move | null }
  | { type: 'input.enabled' }
  | { type: 'input.disabled' }
  | { type: 'side.set'; side: Color | null };

export type BoardInputEmitted =
  | { type: 'move.played'; move: Move; before: Position; after: Position }
  | { type: 'move.rejected'; reason: Explanation; attempt: Square[] };

export interface BoardInputInput {
  position: Position;
  lastMove?: Move | null;
  /** false while it is not the user's turn (computer thinking, scripted reply, game over) */
  enabled?: boolean;
  /** the user's colour in a game: pieces of the other side never move, whatever the timing of `enabled` */
  side?: Color | null;
}

/** The squares an event adds to what was entered. */
function attemptOf(ctx: BoardInputContext, event: BoardInputEvent): Square[] {
  switch (event.type) {
    case 'square.clicked':
      return [...ctx.entered, event.square];
    case 'piece.dragged':
      return [event.square];
    case 'piece.dropped':
      // A drop continues a capture in progress when it starts from the square the piece now stands on.
      return ctx.entered.length > 1 && event.from === ctx.entered[ctx.entered.length - 1]
        ? [...ctx.entered, event.to]
        : [event.from, event.to];
    default:
      return ctx.entered;
  }
}

const verdictOf = (ctx: BoardInputContext, event: BoardInputEvent): AttemptVerdict =>
  judgeAttempt(ctx.position, attemptOf(ctx, event));

/** Is there a piece of the side to move on `sq`? */
const isOwn = (pos: Position, sq: Square): boolean => colorOf(pos.cells[sq] ?? 0) === pos.turn;

/** May the user move now? Not when they play one colour and the other is to move. */
const userToMove = (ctx: BoardInputContext): boolean => ctx.side === null || ctx.side === ctx.position.turn;

const squareOf = (event: BoardInputEvent): Square | undefined =>
  event.type === 'square.clicked' || event.type === 'piece.dragged' ? event.square : undefined;

/**
 * Why an attempt was refused, from the engine: the reasons (src/engine/rules/explain.ts) load with the first
 * refusal, as most visits never make one.
 */
const explainRefusal = fromPromise<Explanation | null, RefusalInput>(async ({ input }) =>
  (await import('./refusal')).refusalReason(input),
);

export const boardInputMachine = setup({
  types: {
    context: {} as BoardInputContext,
    events: {} as BoardInputEvent,
    emitted: {} as BoardInputEmitted,
    input: {} as BoardInputInput,
  },
  actors: { explainRefusal },
  guards: {
    startsDisabled: ({ context }) => context.startDisabled,
    /** a piece of the side to move, picked up alone: is it allowed to move? */
    canSelect: ({ context, event }) => {
      const sq = squareOf(event);
      if (sq === undefined || !userToMove(context) || !isOwn(context.position, sq)) return false;
      return judgeAttempt(context.position, [sq]).status === 'partial';
    },
    /** a piece of the side to move that may not move (blocked, or a capture is due elsewhere) */
    isOwnPiece: ({ context, event }) => {
      const sq = squareOf(event);
      return sq !== undefined && userToMove(context) && isOwn(context.position, sq);
    },
    isOpponentPiece: ({ context, event }) => {
      const sq = squareOf(event);
      return sq !== undefined && (context.position.cells[sq] ?? 0) !== 0 && !isOwn(context.position, sq);
    },
    /** clicking the selected piece again deselects it, unless a capture ends there (RULES EN-4) */
    isDeselect: ({ context, event }) =>
      event.type === 'square.clicked' &&
      context.entered.length === 1 &&
      event.square === context.entered[0] &&
      !(context.progress?.finals.includes(event.square) ?? false),
    /**
     * another piece of one's own while only a piece is selected, one that may not move itself (canSelect,
     * tried first, switches to a piece that may): no switch — the click is rejected like any wrong square,
     * with the engine's explanation of the attempt "selected piece → that square"
     */
    isReselect: ({ context, event }) =>
      event.type === 'square.clicked' &&
      context.entered.length === 1 &&
      !context.stepByStep &&
      event.square !== context.entered[0] &&
      isOwn(context.position, event.square),
    /** a square of the capture entered so far, unless the capture may end there (a ring, RULES EN-4) */
    isEnteredSquare: ({ context, event }) =>
      event.type === 'square.clicked' &&
      context.entered.includes(event.square) &&
      !(context.progress?.next.includes(event.square) ?? false) &&
      !(context.progress?.finals.includes(event.square) ?? false),
    completesMove: ({ context, event }) =>
      userToMove(context) && verdictOf(context, event).status === 'legal',
    continuesMove: ({ context, event }) =>
      userToMove(context) && verdictOf(context, event).status === 'partial',
  },
  actions: {
    select: assign(({ context, event }) => {
      const sq = squareOf(event) as Square;
      const v = judgeAttempt(context.position, [sq]);
      return {
        entered: [sq],
        progress: v.status === 'partial' ? v : null,
        stepByStep: false,
        rejection: null,
        rejectedAttempt: [],
        captured: null,
      };
    }),
    advance: assign(({ context, event }) => {
      const squares = attemptOf(context, event);
      const v = judgeAttempt(context.position, squares);
      if (v.status !== 'partial') return {};
      // Several different captures end on the square just entered: keep what was traced before it, and
      // the learner enters the rest of the way square by square.
      if (v.ambiguous) {
        return {
          entered: squares.slice(0, -1),
          progress: v,
          stepByStep: true,
          rejection: null,
          captured: null,
        };
      }
      return { entered: squares, progress: v, rejection: null, rejectedAttempt: [], captured: null };
    }),
    playMove: assign(({ context, event }) => {
      const v = verdictOf(context, event);
      if (v.status !== 'legal') return {};
      return {
        previous: context.position,
        position: play(context.position, v.move),
        lastMove: v.move,
        captured: v.move.captures.length > 0 ? { before: context.position, move: v.move } : null,
        entered: [],
        progress: null,
        stepByStep: false,
        rejection: null,
        rejectedAttempt: [],
      };
    }),
    emitMove: emit(({ context }) => ({
      type: 'move.played' as const,
      move: context.lastMove as Move,
      before: context.previous as Position,
      after: context.position,
    })),
    /** a refused attempt: drop it; the state entered next asks the engine why (explainRefusal) */
    reject: assign(({ context, event }) => ({
      entered: [],
      progress: null,
      stepByStep: false,
      rejection: null,
      rejectedAttempt: attemptOf(context, event),
      captured: null,
    })),
    /** a wrong square during a capture: keep the capture; the state entered next says why (explainRefusal) */
    rejectStep: assign(({ context, event }) => ({
      rejection: null,
      rejectedAttempt: attemptOf(context, event),
      captured: null,
    })),
    emitRejection: emit(({ context }) => ({
      type: 'move.rejected' as const,
      reason: context.rejection as Explanation,
      attempt: context.rejectedAttempt,
    })),
    clear: assign({ entered: [], progress: null, stepByStep: false, rejection: null, rejectedAttempt: [] }),
    setPosition: assign(({ context, event }) => {
      if (event.type !== 'position.set') return {};
      const lastMove = event.lastMove ?? null;
      // The parent handing back the position the move played here led to: the move's story stays (its
      // announcement, why its capture stopped). In a game the stop note also outlives the opponent's reply
      // to that move (the position it hands over is the reply played on it), not a new game.
      const same = (p: Position) =>
        event.position.variant === p.variant && positionKey(event.position) === positionKey(p);
      const echo = same(context.position) && lastMove?.path.join() === context.lastMove?.path.join();
      const reply =
        context.captured !== null &&
        context.side !== null &&
        lastMove !== null &&
        same(play(context.position, lastMove));
      const keep = echo || reply;
      return {
        position: event.position,
        lastMove,
        previous: echo ? context.previous : null,
        captured: keep ? context.captured : null,
        entered: [],
        progress: null,
        stepByStep: false,
        rejection: null,
        rejectedAttempt: [],
      };
    }),
  },
}).createMachine({
  id: 'boardInput',
  context: ({ input }) => ({
    position: input.position,
    entered: [],
    progress: null,
    stepByStep: false,
    rejection: null,
    rejectedAttempt: [],
    lastMove: input.lastMove ?? null,
    previous: null,
    captured: null,
    startDisabled: input.enabled === false,
    side: input.side ?? null,
  }),
  initial: 'boot',
  states: {
    boot: {
      always: [{ guard: 'startsDisabled', target: 'disabled' }, { target: 'active' }],
    },
    active: {
      initial: 'idle',
      on: {
        'input.disabled': { target: 'disabled', actions: 'clear' },
        'position.set': { target: '.idle', actions: 'setPosition' },
        'side.set': { actions: assign({ side: ({ event }) => event.side }) },
      },
      states: {
        idle: {
          on: {
            'square.clicked': [
              { guard: 'canSelect', target: 'selected', actions: 'select' },
              { guard: 'isOwnPiece', target: 'rejected', actions: 'reject' },
              { guard: 'isOpponentPiece', target: 'rejected', actions: 'reject' },
              { actions: 'clear' },
            ],
            'piece.dragged': [
              { guard: 'canSelect', target: 'selected', actions: 'select' },
              { guard: 'isOwnPiece', target: 'rejected', actions: 'reject' },
            ],
            'piece.dropped': [
              { guard: 'completesMove', target: 'idle', reenter: true, actions: ['playMove', 'emitMove'] },
              { guard: 'continuesMove', target: 'capturing', actions: 'advance' },
              { target: 'rejected', actions: 'reject' },
            ],
          },
        },
        selected: {
          on: {
            'square.clicked': [
              { guard: 'isDeselect', target: 'idle', actions: 'clear' },
              { guard: 'completesMove', target: 'idle', actions: ['playMove', 'emitMove'] },
              { guard: 'continuesMove', target: 'capturing', actions: 'advance' },
              { guard: 'canSelect', target: 'selected', reenter: true, actions: 'select' },
              { guard: 'isReselect', target: 'rejected', actions: 'reject' },
              { target: 'rejected', actions: 'reject' },
            ],
            'piece.dragged': [
              { guard: 'canSelect', target: 'selected', reenter: true, actions: 'select' },
              { guard: 'isOwnPiece', target: 'rejected', actions: 'reject' },
            ],
            'piece.dropped': [
              { guard: 'completesMove', target: 'idle', actions: ['playMove', 'emitMove'] },
              { guard: 'continuesMove', target: 'capturing', actions: 'advance' },
              { target: 'rejected', actions: 'reject' },
            ],
            'input.cancelled': { target: 'idle', actions: 'clear' },
          },
        },
        capturing: {
          initial: 'tracing',
          states: {
            tracing: {},
            /** a wrong square was refused and the capture goes on: the engine says why */
            refused: {
              invoke: {
                src: 'explainRefusal',
                input: ({ context }) => ({
                  position: context.position,
                  attempt: context.rejectedAttempt,
                  entered: context.entered,
                }),
                onDone: { actions: [assign({ rejection: ({ event }) => event.output }), 'emitRejection'] },
                // The reasons could not load (offline without the cached copy): the refusal stays unexplained.
                onError: {},
              },
            },
          },
          on: {
            // A wrong square in the middle of a capture keeps what was entered: the capture must go on.
            'square.clicked': [
              // A tap on a square already entered (the piece's start or where it stands) changes nothing.
              { guard: 'isEnteredSquare' },
              { guard: 'completesMove', target: 'idle', actions: ['playMove', 'emitMove'] },
              { guard: 'continuesMove', target: 'capturing', reenter: true, actions: 'advance' },
              { target: '.refused', reenter: true, actions: 'rejectStep' },
            ],
            'piece.dropped': [
              { guard: 'completesMove', target: 'idle', actions: ['playMove', 'emitMove'] },
              { guard: 'continuesMove', target: 'capturing', reenter: true, actions: 'advance' },
              { target: '.refused', reenter: true, actions: 'rejectStep' },
            ],
            'input.cancelled': { target: 'idle', actions: 'clear' },
          },
        },
        /** the last attempt was illegal; its explanation stays on screen until the next action */
        rejected: {
          invoke: {
            src: 'explainRefusal',
            input: ({ context }) => ({
              position: context.position,
              attempt: context.rejectedAttempt,
              entered: null,
            }),
            onDone: { actions: [assign({ rejection: ({ event }) => event.output }), 'emitRejection'] },
            // The reasons could not load (offline without the cached copy): the refusal stays unexplained.
            onError: {},
          },
          on: {
            'square.clicked': [
              { guard: 'canSelect', target: 'selected', actions: 'select' },
              {
                guard: 'isOwnPiece',
                target: 'rejected',
                reenter: true,
                actions: 'reject',
              },
              {
                guard: 'isOpponentPiece',
                target: 'rejected',
                reenter: true,
                actions: 'reject',
              },
              // A tap on an empty square keeps the explanation on screen: it is often the second half of
              // the refused attempt ("22, then 13").
            ],
            'piece.dragged': [
              { guard: 'canSelect', target: 'selected', actions: 'select' },
              {
                guard: 'isOwnPiece',
                target: 'rejected',
                reenter: true,
                actions: 'reject',
              },
            ],
            'piece.dropped': [
              { guard: 'completesMove', target: 'idle', actions: ['playMove', 'emitMove'] },
              { guard: 'continuesMove', target: 'capturing', actions: 'advance' },
              { target: 'rejected', reenter: true, actions: 'reject' },
            ],
            'input.cancelled': { target: 'idle', actions: 'clear' },
          },
        },
      },
    },
    disabled: {
      on: {
        'input.enabled': { target: 'active' },
        'position.set': { actions: 'setPosition' },
        'side.set': { actions: assign({ side: ({ event }) => event.side }) },
      },
    },
  },
});
