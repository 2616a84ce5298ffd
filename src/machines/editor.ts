/**
 * The position editor, as a state machine: it holds an unchecked `Setup` (a position being made may be
 * illegal for a while: a man on its crowning row, too many pieces) in the numbering of the board's variant,
 * and changes it on clicks, keys and pasted FENs. Whether the setup is a position is the engine's question
 * (`setupPosition`, the one validator): `editorValidity` asks it; nothing is checked here.
 */
import { assign, setup as machineSetup } from 'xstate';
import {
  type Color,
  emptySetup,
  type FenError,
  makeSetupFen,
  type Piece,
  type Position,
  parseSetup,
  putPiece,
  type Result,
  type Setup,
  type Square,
  setupFromPosition,
  setupPosition,
  startPosition,
  transformSetup,
  VARIANTS,
  type VariantId,
} from '../engine/index';

/**
 * What a click does: `cycle` steps the square through empty → white man → white king → black man → black
 * king → empty; the others put that piece (or empty the square).
 */
export type EditorTool = 'cycle' | 'empty' | 'white-man' | 'white-king' | 'black-man' | 'black-king';

export const EDITOR_TOOLS: readonly EditorTool[] = [
  'cycle',
  'white-man',
  'white-king',
  'black-man',
  'black-king',
  'empty',
];

/** The order a click cycles through, empty first. */
const CYCLE: readonly (Piece | undefined)[] = [
  undefined,
  { color: 'white', role: 'man' },
  { color: 'white', role: 'king' },
  { color: 'black', role: 'man' },
  { color: 'black', role: 'king' },
];

const samePiece = (a: Piece | undefined, b: Piece | undefined) =>
  a === b || (!!a && !!b && a.color === b.color && a.role === b.role);

/** The piece a tool puts on a square that now holds `current`. */
export function pieceAfterClick(tool: EditorTool, current: Piece | undefined): Piece | undefined {
  if (tool === 'cycle') {
    const i = CYCLE.findIndex((p) => samePiece(p, current));
    return CYCLE[(i + 1) % CYCLE.length];
  }
  if (tool === 'empty') return undefined;
  const [color, role] = tool.split('-') as [Color, Piece['role']];
  return { color, role };
}

/** The piece on `square` of a setup (the last one listed, should a pasted FEN list the square twice). */
export function setupPieceAt(setup: Setup, square: Square): Piece | undefined {
  let found: Piece | undefined;
  for (const p of setup.pieces) if (p.square === square) found = { color: p.color, role: p.role };
  return found;
}

/** The start position of a variant, as a setup. */
export const startSetup = (variant: VariantId): Setup => setupFromPosition(startPosition(VARIANTS[variant]));

/** Is the setup a position of the board's variant? The engine's answer, with its coded error. */
export function editorValidity(ctx: Pick<EditorContext, 'variant' | 'setup'>): Result<Position, FenError> {
  return setupPosition(VARIANTS[ctx.variant], ctx.setup);
}

/**
 * Read a pasted FEN numbered for `numbering` onto a board of `variant`: parse it, then move it into the
 * board's numbering with `transformSetup` (never read one variant's numbers as another's). Refused: a FEN
 * that does not parse, a board of another size, and squares that do not exist on the board (the editor
 * could neither show nor remove them). Anything else — a man on its crowning row, too many pieces — is
 * loaded and reported by `editorValidity`, as the editor's own positions are.
 */
export function readPastedFen(
  variant: VariantId,
  numbering: VariantId,
  fen: string,
): Result<Setup, FenError | { code: 'other-size'; message: string }> {
  const parsed = parseSetup(VARIANTS[numbering], fen);
  if (!parsed.ok) return parsed;
  // A square off the board is refused here, whatever else is wrong (the board could neither show nor remove
  // it); the validator words the error, given only those pieces.
  const n = VARIANTS[numbering].geometry.squares;
  const off = parsed.value.pieces.filter((p) => !(p.square >= 1 && p.square <= n));
  if (off.length > 0) {
    const checked = setupPosition(VARIANTS[numbering], { ...parsed.value, pieces: off });
    if (!checked.ok) return checked;
  }
  const moved = transformSetup(parsed.value, variant);
  if (!moved.ok) return { ok: false, error: { code: 'other-size', message: moved.error.message } };
  return moved;
}

export type PasteError = FenError | { code: 'other-size'; message: string };

export interface EditorContext {
  /** the board's variant: its size and numbering (the setup is always in this numbering) */
  variant: VariantId;
  setup: Setup;
  tool: EditorTool;
  /** why the last pasted FEN was refused; null after a successful paste or any edit */
  pasteError: PasteError | null;
}

export type EditorEvent =
  | { type: 'square.clicked'; square: Square }
  | { type: 'tool.picked'; tool: EditorTool }
  | { type: 'turn.set'; turn: Color }
  | { type: 'board.cleared' }
  | { type: 'board.started' }
  | { type: 'fen.pasted'; fen: string; numbering: VariantId }
  | { type: 'variant.set'; variant: VariantId }
  | { type: 'setup.set'; setup: Setup };

export interface EditorInput {
  variant: VariantId;
  /** the setup to start from, in any numbering of a board of the same size; the start position by default */
  setup?: Setup;
  tool?: EditorTool;
}

/** A setup moved into the numbering of `variant`, or null when the boards differ in size. */
function into(variant: VariantId, s: Setup): Setup | null {
  const r = transformSetup(s, variant);
  return r.ok ? r.value : null;
}

export const editorMachine = machineSetup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as EditorInput,
  },
  actions: {
    click: assign(({ context }, p: { square: Square }) => {
      // Only squares of the board: the rules-free board reports nothing else, a stray event changes nothing.
      if (p.square < 1 || p.square > VARIANTS[context.variant].geometry.squares) return {};
      const next = pieceAfterClick(context.tool, setupPieceAt(context.setup, p.square));
      return { setup: putPiece(context.setup, p.square, next), pasteError: null };
    }),
    paste: assign(({ context }, p: { fen: string; numbering: VariantId }) => {
      const r = readPastedFen(context.variant, p.numbering, p.fen);
      return r.ok ? { setup: r.value, pasteError: null } : { pasteError: r.error };
    }),
  },
}).createMachine({
  id: 'editor',
  context: ({ input }) => ({
    variant: input.variant,
    setup: (input.setup && into(input.variant, input.setup)) ?? startSetup(input.variant),
    tool: input.tool ?? 'cycle',
    pasteError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'square.clicked': {
          actions: { type: 'click', params: ({ event }) => ({ square: event.square }) },
        },
        'tool.picked': { actions: assign({ tool: ({ event }) => event.tool }) },
        'turn.set': {
          actions: assign({
            setup: ({ context, event }) => ({ ...context.setup, turn: event.turn }),
            pasteError: null,
          }),
        },
        'board.cleared': {
          actions: assign({
            setup: ({ context }) => emptySetup(VARIANTS[context.variant], context.setup.turn),
            pasteError: null,
          }),
        },
        'board.started': {
          actions: assign({ setup: ({ context }) => startSetup(context.variant), pasteError: null }),
        },
        'fen.pasted': {
          actions: { type: 'paste', params: ({ event }) => ({ fen: event.fen, numbering: event.numbering }) },
        },
        'variant.set': {
          // The same position on the new board when the sizes agree (the mirror between Italian and the
          // others, RULES §3.9); the new variant's start position when they do not.
          actions: assign(({ context, event }) => ({
            variant: event.variant,
            setup: into(event.variant, context.setup) ?? startSetup(event.variant),
            pasteError: null,
          })),
        },
        'setup.set': {
          actions: assign(({ context, event }) => ({
            setup: into(context.variant, event.setup) ?? context.setup,
            pasteError: null,
          })),
        },
      },
    },
  },
});

/** The setup as a FEN in the board's numbering (legal or not: a share link keeps unfinished work). */
export const editorFen = (ctx: Pick<EditorContext, 'setup'>): string => makeSetupFen(ctx.setup);
