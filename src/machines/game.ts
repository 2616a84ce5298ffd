/**
 * A game against the computer, as a state machine (issue 4):
 *
 *   setup ──game.start──▶ playing ──(the game ends by the rules, a claim or a resignation)──▶ over ──game.new──▶ setup
 *                          ├─ player    the user's turn: a move from the board, a draw claim (Italian)
 *                          └─ computer  decide: a forced single move is played at once, otherwise
 *                                       thinking (the `computerMove` actor: a Web Worker in the browser)
 *                                       ──fails──▶ failed ──computer.retry──▶ thinking
 *
 * The rules are the engine's (src/engine/game/game.ts): this machine only asks it what is legal and what the status
 * is. There is no undo, as in the Italian web games. Resigning asks for a confirmation, kept as a flag on
 * `playing` (whose own events handle it), so the turn goes on untouched while the user makes up their mind:
 * the computer keeps thinking and may even move. A sibling state of `player`/`computer` would stop the
 * search; a parallel region would not, but a yes/no question needs no region of its own.
 *
 * Another tab's game saved over this one is a different question: the page cannot go on saving until the
 * player chooses, so the game stands still in `playing.otherTab` — the board takes no move, the computer's
 * search stops, and the clock is paused (the side to move is charged its time so far) until the answer: "keep
 * mine" runs this game's clock again from then, "switch" takes the other game up with its own clock.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  type Color,
  claimDraw,
  type Game,
  loseOnTime,
  type Move,
  newGame,
  playMove,
  resign,
  sameMove,
  VARIANTS,
} from '../engine/index';
import {
  type Clock,
  type ClockSetting,
  type ColorChoice,
  type ComputerFailure,
  type ComputerInput,
  type ComputerReply,
  capturedBy,
  clockAfterMove,
  clockFor,
  computerMovetime,
  DEFAULT_PREFS,
  failureOf,
  type GameContext,
  type Level,
  type OtherTabGame,
  outcomeFor,
  type PlayPrefs,
  type PlayVariant,
  type Resume,
  scoreOf,
  startClock,
  stopClock,
  timeLeft,
} from '../model/play';

export type GameEvent =
  | { type: 'variant.chosen'; variant: PlayVariant }
  | { type: 'color.chosen'; color: ColorChoice }
  | { type: 'level.chosen'; level: Level }
  | { type: 'clock.chosen'; clock: ClockSetting }
  /** in setup: a game with the chosen settings; once a game is over: the same game again ("play again") */
  | { type: 'game.start' }
  /** the user played a move on the board (the board already checked it with the engine) */
  | { type: 'move.played'; move: Move }
  | { type: 'draw.claimed' }
  | { type: 'resign.requested' }
  | { type: 'resign.confirmed' }
  | { type: 'resign.cancelled' }
  | { type: 'computer.retry' }
  | { type: 'board.flipped' }
  | { type: 'game.new' }
  /**
   * once a game is over: a new game from this position of it (the review's "retry from here"), with the
   * same colour and level; the position (a FEN the engine wrote) becomes the start of the games that follow
   */
  | { type: 'game.retry'; fen: string }
  /** the remembered choices, read once the page is in the browser (the server renders the defaults) */
  | { type: 'prefs.restored'; prefs: PlayPrefs }
  /** games start from this position of this variant (a link's `?v=…&fen=…`, checked); null: the usual start */
  | { type: 'start.chosen'; variant: PlayVariant; fen: string | null }
  /** a saved game goes on: replayed by the engine from its start, with its bookkeeping */
  | { type: 'game.resumed'; resume: Resume }
  /** during a game: another tab saved this game over (the page watches storage); the game waits for an answer */
  | { type: 'otherTab.found'; other: OtherTabGame }
  /** the answer: keep this tab's game (its clock runs again), or go on with the other tab's game here */
  | { type: 'otherTab.kept' }
  | { type: 'otherTab.switched' };

export interface GameInput {
  /** the remembered choices (readPrefs); defaults when omitted */
  prefs?: PlayPrefs;
  /** for the random colour: a number in [0, 1) (default Math.random) */
  random?: () => number;
  /** start every game from this position instead (a FEN of the chosen variant, trusted) */
  startFen?: string;
  /** the time in ms for the clock (default Date.now); tests pass their simulated clock's, as for `after` */
  now?: () => number;
}

/** The game in context; only called in states where a game exists. */
const gameOf = (context: GameContext): Game => {
  if (!context.game) throw new Error('game machine: no game in this state');
  return context.game;
};

/** The clock after the side to move played at `now` (no clock: none). */
const clockAfter = (context: GameContext): Clock | null =>
  context.clock && clockAfterMove(context.clock, gameOf(context).position.turn, context.now());

/** The side to move's time left now; Infinity without a clock. */
const leftToMove = (context: GameContext): number => {
  const game = context.game;
  if (!context.clock || !game) return Number.POSITIVE_INFINITY;
  return timeLeft(context.clock, game.position.turn, game.position.turn, context.now());
};

/**
 * The context of a saved game taken up: its variant and level become the choices ("play again" and "change
 * settings" go on from them; its start position belongs to its variant), and the time the page was closed
 * (or the question of another tab was open) is not charged: the clock runs again from now.
 */
const resumed = (context: GameContext, resume: Resume): Partial<GameContext> => ({
  prefs: {
    ...context.prefs,
    variant: resume.game.variant.id as PlayVariant,
    level: resume.level,
  },
  game: resume.game,
  player: resume.player,
  level: resume.level,
  scoreLevel: resume.scoreLevel,
  orientation: resume.orientation,
  startFen: resume.startFen,
  clock: resume.clock && startClock(resume.clock, context.now()),
  confirmingResign: false,
  failure: null,
  otherTab: null,
});

/** The clock paused at `now`: the side to move is charged its time so far, and the clock stands (stopClock). */
const pause = (clock: Clock, game: Game, now: number): Clock => stopClock(clock, game.position.turn, now);

/** Timers longer than this overflow in browsers (they fire at once): a flag this far off is re-armed. */
const MAX_DELAY = 2 ** 30;

/**
 * The computer's move. The default refuses: the page provides the Web Worker client
 * (`gameMachine.provide({ actors: { computerMove } })`), tests provide a stub.
 */
const computerMove = fromPromise<ComputerReply, ComputerInput>(async () => {
  throw Object.assign(new Error('No computer player was provided.'), { kind: 'crash' });
});

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as GameInput,
  },
  actors: { computerMove },
  guards: {
    isOver: ({ context }) => context.game !== null && context.game.status.kind !== 'playing',
    isPlayerTurn: ({ context }) => gameOf(context).position.turn === context.player,
    /** the computer has a single legal move: no need to think (issue 4) */
    isForced: ({ context }) => gameOf(context).legalMoves.length === 1,
    isLegalMove: ({ context, event }) =>
      event.type === 'move.played' &&
      context.game !== null &&
      context.game.legalMoves.some((m) => sameMove(m, event.move)),
    isLegalReply: ({ context }, reply: ComputerReply | undefined) =>
      !!reply?.move && gameOf(context).legalMoves.some((m) => sameMove(m, reply.move)),
    canClaim: ({ context }) => context.game !== null && claimDraw(context.game).ok,
    isConfirming: ({ context }) => context.confirmingResign,
    /** the side to move has no time left: its flag has fallen (whatever it plays now comes too late) */
    flagDown: ({ context }) => leftToMove(context) <= 0,
  },
  delays: {
    /** when the side to move's flag falls: its time left (re-armed each turn; far off without a clock) */
    flag: ({ context }) => Math.min(leftToMove(context), MAX_DELAY),
  },
  actions: {
    // A start position belongs to its variant: choosing another variant goes back to the usual start.
    chooseVariant: assign(({ context, event }) =>
      event.type === 'variant.chosen'
        ? {
            prefs: { ...context.prefs, variant: event.variant },
            startFen: event.variant === context.prefs.variant ? context.startFen : null,
          }
        : {},
    ),
    restorePrefs: assign(({ context, event }) =>
      event.type === 'prefs.restored'
        ? {
            prefs: {
              ...event.prefs,
              variant: context.startFen ? context.prefs.variant : event.prefs.variant,
            },
            level: event.prefs.level,
            scoreLevel: event.prefs.level,
            player: event.prefs.color === 'black' ? ('black' as const) : ('white' as const),
            orientation: event.prefs.color === 'black' ? ('black' as const) : ('white' as const),
          }
        : {},
    ),
    chooseStart: assign(({ context, event }) =>
      event.type === 'start.chosen'
        ? { prefs: { ...context.prefs, variant: event.variant }, startFen: event.fen }
        : {},
    ),
    // The resumed game's variant and level become the choices: "play again" and "change settings" go on
    // from them (its start position belongs to its variant).
    resume: assign(({ context, event }) =>
      event.type === 'game.resumed' ? resumed(context, event.resume) : {},
    ),
    /** the other tab's game, taken up here (its clock runs from now, as a resumed game's) */
    switchTab: assign(({ context }) => (context.otherTab ? resumed(context, context.otherTab.resume) : {})),
    /** another tab's game was saved over this one: what it is, and the clock paused while the player chooses */
    askOtherTab: assign(({ context, event }) =>
      event.type === 'otherTab.found'
        ? {
            otherTab: event.other,
            confirmingResign: false,
            clock: context.clock && context.game && pause(context.clock, context.game, context.now()),
          }
        : {},
    ),
    /** this tab's game goes on: its clock runs again from now, nothing charged for the question */
    keepMine: assign(({ context }) => ({
      otherTab: null,
      clock: context.clock && startClock(context.clock, context.now()),
    })),
    forgetOtherTab: assign({ otherTab: null }),
    chooseClock: assign(({ context, event }) =>
      event.type === 'clock.chosen' ? { prefs: { ...context.prefs, clock: event.clock } } : {},
    ),
    chooseColor: assign(({ context, event }) =>
      event.type === 'color.chosen' ? { prefs: { ...context.prefs, color: event.color } } : {},
    ),
    setLevel: assign(({ context }, level: Level) => ({
      level,
      prefs: { ...context.prefs, level },
      // During a game the score counts the weakest computer the player met.
      scoreLevel:
        context.game && context.game.status.kind === 'playing'
          ? (Math.min(context.scoreLevel, level) as Level)
          : level,
    })),
    startGame: assign(({ context }) => {
      const { variant, color, level } = context.prefs;
      const player: Color = color === 'random' ? (context.random() < 0.5 ? 'white' : 'black') : color;
      return {
        game: newGame(VARIANTS[variant], context.startFen ?? undefined),
        player,
        level,
        scoreLevel: level,
        orientation: player,
        clock: clockFor(context.prefs.clock, context.now()),
        confirmingResign: false,
        failure: null,
      };
    }),
    /**
     * "Play again": the finished game's variant, start, colour and level — the colour actually played, even
     * when the choice was the coin (a resumed game's too: the setup may remember other choices). "Retry from
     * here" is the same with the review's position, which becomes the start of the games that follow.
     */
    startAgain: assign(({ context, event }) => {
      const startFen = event.type === 'game.retry' ? event.fen : context.startFen;
      return {
        game: newGame(gameOf(context).variant, startFen ?? undefined),
        startFen,
        scoreLevel: context.level,
        orientation: context.player,
        // the finished game's clock setting, whatever the setup now shows
        clock: context.clock && clockFor(context.clock.control, context.now()),
        confirmingResign: false,
        failure: null,
      };
    }),
    playUserMove: assign(({ context, event }) =>
      event.type === 'move.played'
        ? { game: playMove(gameOf(context), event.move), clock: clockAfter(context) }
        : {},
    ),
    playReply: assign(({ context }, reply: ComputerReply) => ({
      game: playMove(gameOf(context), reply.move),
      clock: clockAfter(context),
      failure: null,
    })),
    playForced: assign(({ context }) => {
      const game = gameOf(context);
      return { game: playMove(game, game.legalMoves[0]), clock: clockAfter(context) };
    }),
    /** the side to move ran out of time: it loses (the club rule, RULES.md says nothing else), the clock stands */
    flagFall: assign(({ context }) => {
      const game = gameOf(context);
      return { game: loseOnTime(game, game.position.turn), confirmingResign: false };
    }),
    /** the game is over, however it ended: the clock stands where it is */
    stopClock: assign(({ context }) =>
      context.clock && context.game
        ? { clock: stopClock(context.clock, context.game.position.turn, context.now()) }
        : {},
    ),
    recordFailure: assign((_, failure: ComputerFailure) => ({ failure })),
    clearFailure: assign({ failure: null }),
    claim: assign(({ context }) => {
      const r = claimDraw(gameOf(context));
      return r.ok ? { game: r.value, confirmingResign: false } : {};
    }),
    askResign: assign({ confirmingResign: true }),
    cancelResign: assign({ confirmingResign: false }),
    resign: assign(({ context }) => ({
      game: resign(gameOf(context), context.player),
      confirmingResign: false,
    })),
    flip: assign(({ context }) => ({ orientation: context.orientation === 'white' ? 'black' : 'white' })),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => {
    const prefs = input.prefs ?? DEFAULT_PREFS;
    const player: Color = prefs.color === 'black' ? 'black' : 'white';
    return {
      prefs,
      game: null,
      player,
      level: prefs.level,
      scoreLevel: prefs.level,
      orientation: player,
      confirmingResign: false,
      failure: null,
      random: input.random ?? Math.random,
      startFen: input.startFen ?? null,
      clock: null,
      now: input.now ?? Date.now,
      otherTab: null,
    };
  },
  on: {
    'level.chosen': { actions: { type: 'setLevel', params: ({ event }) => event.level } },
    'board.flipped': { actions: 'flip' },
  },
  initial: 'setup',
  states: {
    setup: {
      on: {
        'variant.chosen': { actions: 'chooseVariant' },
        'color.chosen': { actions: 'chooseColor' },
        'clock.chosen': { actions: 'chooseClock' },
        'prefs.restored': { actions: 'restorePrefs' },
        'start.chosen': { actions: 'chooseStart' },
        'game.start': { target: 'playing', actions: 'startGame' },
        'game.resumed': { target: 'playing', actions: 'resume' },
      },
    },
    playing: {
      initial: 'next',
      on: {
        'resign.requested': { actions: 'askResign' },
        'resign.cancelled': { actions: 'cancelResign' },
        'resign.confirmed': { guard: 'isConfirming', target: 'over', actions: 'resign' },
        /**
         * another tab's game, taken up here instead of this one (the page asks first): the computer's search
         * for this game, if running, stops with it
         */
        'game.resumed': { target: 'playing', reenter: true, actions: ['cancelResign', 'resume'] },
        /** another tab saved its game over this one: the game waits, its clock paused, for the answer */
        'otherTab.found': { target: '.otherTab', actions: 'askOtherTab' },
      },
      states: {
        /** whose turn is it, or is it over? */
        next: {
          always: [
            { guard: 'isOver', target: '#game.over' },
            { guard: 'isPlayerTurn', target: 'player' },
            { target: 'computer' },
          ],
        },
        player: {
          after: { flag: { guard: 'flagDown', target: '#game.over', actions: 'flagFall' } },
          on: {
            'move.played': [
              // a move made after the flag fell (before its timer fired) comes too late
              { guard: 'flagDown', target: '#game.over', actions: 'flagFall' },
              { guard: 'isLegalMove', target: 'next', actions: 'playUserMove' },
            ],
            // Italian threefold repetition is a claim, not automatic (RULES §0.3).
            'draw.claimed': { guard: 'canClaim', target: '#game.over', actions: 'claim' },
          },
        },
        computer: {
          // The flag can fall while the computer thinks (or after its worker failed): the search stops with it.
          after: { flag: { guard: 'flagDown', target: '#game.over', actions: 'flagFall' } },
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                { guard: 'isForced', target: '#game.playing.next', actions: 'playForced' },
                { target: 'thinking' },
              ],
            },
            thinking: {
              invoke: {
                src: 'computerMove',
                input: ({ context }) => {
                  const game = gameOf(context);
                  return {
                    game,
                    level: context.level,
                    movetime: computerMovetime(
                      context.level,
                      context.clock,
                      game.position.turn,
                      context.now(),
                    ),
                  };
                },
                onDone: [
                  { guard: 'flagDown', target: '#game.over', actions: 'flagFall' },
                  {
                    guard: { type: 'isLegalReply', params: ({ event }) => event.output },
                    target: '#game.playing.next',
                    actions: { type: 'playReply', params: ({ event }) => event.output },
                  },
                  {
                    target: 'failed',
                    actions: { type: 'recordFailure', params: () => 'illegal' as const },
                  },
                ],
                onError: {
                  target: 'failed',
                  actions: { type: 'recordFailure', params: ({ event }) => failureOf(event.error) },
                },
              },
            },
            /** the worker crashed or timed out: the game is not lost, the player may ask again */
            failed: {
              on: { 'computer.retry': { target: 'thinking', actions: 'clearFailure' } },
            },
          },
        },
        /**
         * another tab's game was saved over this one (Play.tsx asks which to keep): no move, no search, the
         * clock paused; a newer save of the other tab only updates the question (the clock stays paused)
         */
        otherTab: {
          on: {
            'otherTab.kept': { target: 'next', actions: 'keepMine' },
            'otherTab.switched': { target: '#game.playing', reenter: true, actions: 'switchTab' },
          },
        },
      },
    },
    over: {
      entry: ['stopClock', 'forgetOtherTab'],
      on: {
        'game.new': { target: 'setup', actions: 'cancelResign' },
        /** play again: the same variant, start, colour and level */
        'game.start': { target: 'playing', actions: 'startAgain' },
        'game.retry': { target: 'playing', actions: 'startAgain' },
        'variant.chosen': { target: 'setup', actions: 'chooseVariant' },
        'color.chosen': { target: 'setup', actions: 'chooseColor' },
        'clock.chosen': { target: 'setup', actions: 'chooseClock' },
      },
    },
  },
});

/** The player's score in a finished game (0 while it goes on). */
export function gameScore(context: GameContext): number {
  const game = context.game;
  if (!game || game.status.kind === 'playing') return 0;
  const won = outcomeFor(game.status, context.player) === 'win';
  return scoreOf(capturedBy(game, context.player), won, context.scoreLevel);
}
