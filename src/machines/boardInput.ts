/**
 * Move input on a board, as a state machine: idle → piece selected → capture in progress → move played,
 * or rejected with the engine's explanation. Guards and actions only call the engine (judgeAttempt, play);
 * no rule is written here. Each click, drag or drop is judged once, when it arrives (`judge`, kept in the
 * context as `judged`); the states then choose on that verdict (the `attempt.judged` event), so one click
 * asks the engine once about the squares it makes. Why an attempt is refused is asked of the engine when it is refused (refusal.ts,
 * loaded then): deciding legal / partial / illegal needs only src/engine/rules/attempt.ts.
 */
import { assign, emit, fromPromise, raise, setup } from 'xstate';
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
  /** the engine's verdict on the last click, drag or drop, asked once when it arrived */
  judged: Judged | null;
}

/** What one click, drag or drop amounts to, judged once by the engine. */
export interface Judged {
  /** what the user did */
  kind: 'click' | 'drag' | 'drop';
  /** the squares entered with it: [from, …landing squares] */
  attempt: Square[];
  /** the engine's verdict on `attempt`; null when it is not the user's turn (nothing may move) */
  verdict: AttemptVerdict | null;
  /** the square clicked or dragged; null for a drop */
  square: Square | null;
  /**
   * the verdict on the user's own piece at `square` picked up alone, asked only when the attempt itself
   * is refused (then the click may select that piece instead); null otherwise
   */
  alone: AttemptVerdict | null;
}

export type BoardInputEvent =
  | { type: 'square.clicked'; square: Square }
  | { type: 'piece.dragged'; square: Square }
  | { type: 'piece.dropped'; from: Square; to: Square }
  | { type: 'input.cancelled' }
  | { type: 'position.set'; position: Position; lastMove?: Move | null }
  | { type: 'input.enabled' }
  | { type: 'input.disabled' }
  | { type: 'side.set'; side: Color | null }
  /** internal: the click, drag or drop just received has been judged (context.judged) */
  | { type: 'click.judged' }
  | { type: 'drag.judged' }
  | { type: 'drop.judged' };

/** The events that make an attempt, judged once on arrival. */
type AttemptEvent = Extract<BoardInputEvent, { type: 'square.clicked' | 'piece.dragged' | 'piece.dropped' }>;

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

/** Is there a piece of the side to move on `sq`? */
const isOwn = (pos: Position, sq: Square): boolean => colorOf(pos.cells[sq] ?? 0) === pos.turn;

/** May the user move now? Not when they play one colour and the other is to move. */
const userToMove = (ctx: BoardInputContext): boolean => ctx.side === null || ctx.side === ctx.position.turn;

const squareOf = (event: BoardInputEvent): Square | null =>
  event.type === 'square.clicked' || event.type === 'piece.dragged' ? event.square : null;

/**
 * Judge a click, drag or drop once: the attempt it makes and, if that is refused and the square holds a
 * piece of the user's, that piece picked up alone (the click may select it instead).
 */
export function judge(ctx: BoardInputContext, event: AttemptEvent): Judged {
  const attempt = attemptOf(ctx, event);
  const square = squareOf(event);
  const kind = event.type === 'square.clicked' ? 'click' : event.type === 'piece.dragged' ? 'drag' : 'drop';
  if (!userToMove(ctx)) return { kind, attempt, verdict: null, square, alone: null };
  const verdict = judgeAttempt(ctx.position, attempt);
  const refused = verdict.status === 'illegal';
  const own = square !== null && isOwn(ctx.position, square);
  const single = attempt.length === 1 && attempt[0] === square;
  const alone = !own ? null : single ? verdict : refused ? judgeAttempt(ctx.position, [square]) : null;
  return { kind, attempt, verdict, square, alone };
}

/** The last click, drag or drop and its verdict (set by `judge` before `attempt.judged` is handled). */
const judgedOf = (ctx: BoardInputContext): Judged =>
  ctx.judged ?? { kind: 'click', attempt: ctx.entered, verdict: null, square: null, alone: null };

const JUDGED = { click: 'click.judged', drag: 'drag.judged', drop: 'drop.judged' } as const;

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
    canSelect: ({ context }) => judgedOf(context).alone?.status === 'partial',
    /** a piece of the side to move that may not move (blocked, or a capture is due elsewhere) */
    isOwnPiece: ({ context }) => {
      const sq = judgedOf(context).square;
      return sq !== null && userToMove(context) && isOwn(context.position, sq);
    },
    isOpponentPiece: ({ context }) => {
      const sq = judgedOf(context).square;
      return sq !== null && (context.position.cells[sq] ?? 0) !== 0 && !isOwn(context.position, sq);
    },
    /** clicking the selected piece again deselects it, unless a capture ends there (RULES EN-4) */
    isDeselect: ({ context }) => {
      const { kind, square } = judgedOf(context);
      return (
        kind === 'click' &&
        context.entered.length === 1 &&
        square === context.entered[0] &&
        !(context.progress?.finals.includes(square) ?? false)
      );
    },
    /**
     * another piece of one's own while only a piece is selected, one that may not move itself (canSelect,
     * tried first, switches to a piece that may): no switch — the click is rejected like any wrong square,
     * with the engine's explanation of the attempt "selected piece → that square"
     */
    isReselect: ({ context }) => {
      const { kind, square } = judgedOf(context);
      return (
        kind === 'click' &&
        square !== null &&
        context.entered.length === 1 &&
        !context.stepByStep &&
        square !== context.entered[0] &&
        isOwn(context.position, square)
      );
    },
    /** a square of the capture entered so far, unless the capture may end there (a ring, RULES EN-4) */
    isEnteredSquare: ({ context }) => {
      const { kind, square } = judgedOf(context);
      return (
        kind === 'click' &&
        square !== null &&
        context.entered.includes(square) &&
        !(context.progress?.next.includes(square) ?? false) &&
        !(context.progress?.finals.includes(square) ?? false)
      );
    },
    completesMove: ({ context }) => judgedOf(context).verdict?.status === 'legal',
    continuesMove: ({ context }) => judgedOf(context).verdict?.status === 'partial',
  },
  actions: {
    /** judge the click, drag or drop once; the state in force then chooses on the verdict */
    judge: assign({ judged: ({ context, event }) => judge(context, event as AttemptEvent) }),
    judged: raise(({ context }) => ({ type: JUDGED[judgedOf(context).kind] })),
    select: assign(({ context }) => {
      const { square, alone } = judgedOf(context);
      return {
        entered: [square as Square],
        progress: alone?.status === 'partial' ? alone : null,
        stepByStep: false,
        rejection: null,
        rejectedAttempt: [],
        captured: null,
      };
    }),
    advance: assign(({ context }) => {
      const { attempt: squares, verdict: v } = judgedOf(context);
      if (v?.status !== 'partial') return {};
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
    playMove: assign(({ context }) => {
      const v = judgedOf(context).verdict;
      if (v?.status !== 'legal') return {};
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
    reject: assign(({ context }) => ({
      entered: [],
      progress: null,
      stepByStep: false,
      rejection: null,
      rejectedAttempt: judgedOf(context).attempt,
      captured: null,
    })),
    /** a wrong square during a capture: keep the capture; the state entered next says why (explainRefusal) */
    rejectStep: assign(({ context }) => ({
      rejection: null,
      rejectedAttempt: judgedOf(context).attempt,
      captured: null,
    })),
    /** a capture stopped halfway: keep it; the state entered next says why it must go on (explainRefusal) */
    rejectStop: assign(({ context }) => ({
      rejection: null,
      rejectedAttempt: context.entered,
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
    judged: null,
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
        // Every click, drag or drop is judged once here; the state in force handles the verdict.
        'square.clicked': { actions: ['judge', 'judged'] },
        'piece.dragged': { actions: ['judge', 'judged'] },
        'piece.dropped': { actions: ['judge', 'judged'] },
      },
      states: {
        idle: {
          on: {
            'click.judged': [
              { guard: 'canSelect', target: 'selected', actions: 'select' },
              { guard: 'isOwnPiece', target: 'rejected', actions: 'reject' },
              { guard: 'isOpponentPiece', target: 'rejected', actions: 'reject' },
              { actions: 'clear' },
            ],
            'drag.judged': [
              { guard: 'canSelect', target: 'selected', actions: 'select' },
              { guard: 'isOwnPiece', target: 'rejected', actions: 'reject' },
            ],
            'drop.judged': [
              { guard: 'completesMove', target: 'idle', reenter: true, actions: ['playMove', 'emitMove'] },
              { guard: 'continuesMove', target: 'capturing', actions: 'advance' },
              { target: 'rejected', actions: 'reject' },
            ],
          },
        },
        selected: {
          on: {
            'click.judged': [
              { guard: 'isDeselect', target: 'idle', actions: 'clear' },
              { guard: 'completesMove', target: 'idle', actions: ['playMove', 'emitMove'] },
              { guard: 'continuesMove', target: 'capturing', actions: 'advance' },
              { guard: 'canSelect', target: 'selected', reenter: true, actions: 'select' },
              { guard: 'isReselect', target: 'rejected', actions: 'reject' },
              { target: 'rejected', actions: 'reject' },
            ],
            'drag.judged': [
              { guard: 'canSelect', target: 'selected', reenter: true, actions: 'select' },
              { guard: 'isOwnPiece', target: 'rejected', actions: 'reject' },
            ],
            'drop.judged': [
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
            'click.judged': [
              // A tap on a square already entered (the piece's start, or where it stands: "done?") keeps the
              // capture, and the engine says why it must go on.
              { guard: 'isEnteredSquare', target: '.refused', reenter: true, actions: 'rejectStop' },
              { guard: 'completesMove', target: 'idle', actions: ['playMove', 'emitMove'] },
              { guard: 'continuesMove', target: 'capturing', reenter: true, actions: 'advance' },
              { target: '.refused', reenter: true, actions: 'rejectStep' },
            ],
            'drop.judged': [
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
            'click.judged': [
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
            'drag.judged': [
              { guard: 'canSelect', target: 'selected', actions: 'select' },
              {
                guard: 'isOwnPiece',
                target: 'rejected',
                reenter: true,
                actions: 'reject',
              },
            ],
            'drop.judged': [
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
