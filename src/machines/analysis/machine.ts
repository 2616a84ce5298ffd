/**
 * The analysis board as a state machine (issue 17): what it shows (`board`, the game at its node, the
 * orientation), and five regions side by side —
 *
 *   link:   reading ──(the address read)──▶ ready.writing ◀──changed── ready.kept (a refused link, left as it was)
 *   notice: hidden ──notice──▶ shown ──after 2.5 s──▶ hidden
 *   lines:  idle ──(a line to show)──▶ loading ──▶ shown | failed
 *   setup:  idle ──setup.open──▶ loading ──▶ shown
 *   help:   hidden ──help.toggle──▶ loading ──▶ shown ──help.toggle──▶ hidden
 *   editor: closed ──edit.open──▶ loading ──▶ open ──edit.done / edit.cancel──▶ closed
 *
 * The lazy parts are the view's modules: the machine only knows that they load (`input.load`), keeps what
 * loaded in `got`, and when. Moves, steps and the link's reading are the engine's and start.ts's; the
 * address itself is the page's (`input.write`).
 */
import { assign, fromPromise, raise, setup } from 'xstate';
import { emptyTree, type Game, gameAt, type Move, type Position, type TreePath } from '../../engine/index';
import type { AnalysisStrings } from '../../i18n/analysis';
import type { Lang } from '../../model/lang';
import type { BoardArrow } from '../boardView';
import { type Board, boardFrom, DEFAULT_VARIANT, startBoard, variantOf } from './board';
import type { Orientation } from './link';
import { playAt } from './moves';
import type { StartError } from './start';

/** What loads only when needed: the move list and draw notes, the paste box, the engine help, the editor. */
export type Part = 'lines' | 'setup' | 'help' | 'editor';

/** The engine help's arrow (the board's arrow; its kind may be left to the board). */
export type Hint = Omit<BoardArrow, 'kind'> & { kind?: BoardArrow['kind'] };

export interface AnalysisInput {
  lang: Lang;
  strings: AnalysisStrings;
  /** the address's query ('' for none), read once the actor starts */
  search: string;
  /** how each lazy part loads */
  load: Readonly<Record<Part, () => Promise<unknown>>>;
  /** put a link's query in the address */
  write: (query: string) => void;
}

export interface AnalysisContext extends AnalysisInput {
  board: Board;
  /** the line to the node shown, replayed (status, draw counters); null only for a path not in the tree */
  game: Game | null;
  orientation: Orientation;
  numbers: boolean;
  notice: string;
  error: StartError | null;
  hint: Hint | null;
  /** the lazy parts loaded so far */
  got: Got;
  /** a part failed to load */
  failed: boolean;
}

export type AnalysisEvent =
  /** show another board, or another node of this one (null: nothing to do) */
  | { type: 'board'; board: Board | null }
  | { type: 'go'; to: TreePath }
  | { type: 'move'; move: Move }
  /** a new analysis (a pasted position, another variant): the refusal shown goes */
  | { type: 'show'; board: Board }
  | { type: 'variant'; id: string }
  | { type: 'flip' }
  | { type: 'numbers'; on: boolean }
  | { type: 'notice'; text: string }
  | { type: 'hint'; arrow: Hint | null }
  | { type: 'setup.open' }
  | { type: 'help.toggle' }
  | { type: 'edit.open' }
  | { type: 'edit.done'; position: Position }
  | { type: 'edit.cancel' }
  /** what the address shows changed (raised) */
  | { type: 'changed' };

const at = (board: Board) => {
  const g = gameAt(board.tree, board.path);
  return { board, game: g.ok ? g.value : null };
};

/** The link read: what the address held, null when it holds nothing. */
type Read = Awaited<ReturnType<typeof import('./start').readLink>> | null;

/** Read the address: the link reader loads only when there is a link to read. */
const read = fromPromise<Read, AnalysisInput>(async ({ input }) => {
  if (!input.search) return null;
  // The module, not `(await import()).x`: Vite rewrites that into a longer form.
  const start = await import('./start');
  return start.readLink(input);
});

/** The link to what is shown; the address writer loads with the first address to write, not with the page. */
const link = fromPromise<string, AnalysisContext>(async ({ input }) => {
  const link = await import('./link');
  return link.linkOf(input.board, input.orientation);
});

type Got = Partial<Record<Part, unknown>>;

const load = fromPromise<Got, { part: Part; load: AnalysisInput['load'] }>(
  async ({ input: { part, load } }) => ({
    [part]: await load[part](),
  }),
);

/** Load a part; `done` once it is there, `fail` (and say so) when it cannot load. */
const loading = (part: Part, done: string, fail: string) => ({
  id: part,
  src: 'load' as const,
  input: ({ context }: { context: AnalysisContext }) => ({ part, load: context.load }),
  onDone: {
    target: done,
    actions: { type: 'got' as const, params: ({ event }: { event: { output: Got } }) => event.output },
  },
  onError: { target: fail, actions: 'failed' as const },
});

export const analysisMachine = setup({
  // Types only: `{}` at run time.
  types: {} as { context: AnalysisContext; events: AnalysisEvent; input: AnalysisInput },
  actors: { read, link, load },
  guards: {
    // A repetition needs quiet moves, so with no move in the tree, no quiet-move count and no endgame count
    // there is nothing for the move list or the draw notes to say; nor for the game's headers without any.
    // A loaded game's headers are shown with them.
    needsLines: ({ context: { board, game } }) =>
      board.tree.children.length > 0 ||
      board.result !== null ||
      Object.keys(board.tags).length > 0 ||
      (!!game && (game.counters.quietPlies > 0 || game.counters.endgame !== null)),
  },
  actions: {
    got: assign(({ context }, got: Got) => ({ got: { ...context.got, ...got } })),
    start: assign((_, s: Read) => (s ? { ...at(s.board), orientation: s.orientation, error: s.error } : {})),
    failed: assign({ failed: true }),
    changed: raise({ type: 'changed' }),
  },
}).createMachine({
  id: 'analysis',
  // The server draws the default start; a link's position replaces it once read in the browser.
  context: ({ input }) => ({
    ...input,
    ...at(startBoard(DEFAULT_VARIANT)),
    orientation: 'white',
    numbers: true,
    notice: '',
    error: null,
    hint: null,
    got: {},
    failed: false,
  }),
  type: 'parallel',
  on: {
    board: {
      guard: ({ event }) => event.board !== null,
      actions: [assign(({ event }) => at(event.board as Board)), 'changed'],
    },
    go: {
      actions: raise(({ context, event }) => ({
        type: 'board' as const,
        board: event.to === context.board.path ? null : { ...context.board, path: event.to },
      })),
    },
    // A move from an earlier position starts a variation; one already there is just followed.
    move: {
      actions: raise(({ context, event }) => ({
        type: 'board' as const,
        board: playAt(context.board, event.move),
      })),
    },
    show: { actions: [assign(({ event }) => ({ ...at(event.board), error: null })), 'changed'] },
    variant: {
      actions: raise(({ event, context }) => {
        const v = variantOf(event.id);
        return { type: 'show' as const, board: v ? startBoard(v) : context.board };
      }),
    },
    flip: {
      actions: [
        assign({ orientation: ({ context }) => (context.orientation === 'white' ? 'black' : 'white') }),
        'changed',
      ],
    },
    numbers: { actions: assign({ numbers: ({ event }) => event.on }) },
    hint: { actions: assign({ hint: ({ event }) => event.arrow }) },
  },
  states: {
    link: {
      initial: 'reading',
      states: {
        // Until the address is read it is left alone.
        reading: {
          invoke: {
            id: 'read',
            src: 'read',
            input: ({ context }) => context,
            onDone: { target: 'ready', actions: { type: 'start', params: ({ event }) => event.output } },
          },
        },
        ready: {
          initial: 'kept',
          on: { changed: '.writing' },
          states: {
            // A refused link stays in the address bar as it was until the user changes something, so it
            // can be read and mended; a reload then says the same thing rather than something else.
            kept: { always: { guard: ({ context }) => !context.error, target: 'writing' } },
            // Keep the address in step, so a reload or a copied address shows the same lines, node and
            // orientation; a change while writing starts again (the older link is never written).
            writing: {
              invoke: {
                id: 'link',
                src: 'link',
                input: ({ context }) => context,
                onDone: { actions: ({ context, event }) => context.write(event.output) },
              },
            },
          },
        },
      },
    },
    notice: {
      initial: 'hidden',
      on: { notice: { target: '.shown', actions: assign({ notice: ({ event }) => event.text }) } },
      states: {
        hidden: {},
        shown: { after: { 2500: 'hidden' } },
      },
    },
    lines: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'needsLines', target: 'loading' } },
        loading: {
          invoke: loading('lines', 'shown', 'failed'),
        },
        shown: {},
        failed: {},
      },
    },
    setup: {
      initial: 'idle',
      states: {
        idle: { on: { 'setup.open': 'loading' } },
        loading: {
          invoke: loading('setup', 'shown', 'idle'),
        },
        shown: {},
      },
    },
    // A part loaded once is shown at once when asked again (the view shows what `got` holds); its load
    // answers at once.
    help: {
      initial: 'hidden',
      // Hiding the help unmounts it, which stops its worker.
      on: { 'help.toggle': { target: '.hidden', actions: assign({ hint: null }) } },
      states: {
        hidden: { on: { 'help.toggle': 'loading' } },
        loading: { invoke: loading('help', 'shown', 'hidden') },
        shown: {},
      },
    },
    editor: {
      initial: 'closed',
      on: {
        'edit.cancel': '.closed',
        // The edited position, as a new analysis of the same variant.
        'edit.done': {
          target: '.closed',
          actions: raise(({ event }) => ({
            type: 'show' as const,
            board: boardFrom(emptyTree(event.position)),
          })),
        },
      },
      states: {
        closed: { on: { 'edit.open': { target: 'loading', actions: assign({ failed: false }) } } },
        loading: { invoke: loading('editor', 'open', 'closed') },
        open: {},
      },
    },
  },
});
