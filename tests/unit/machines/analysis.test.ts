/**
 * The analysis board's machine as pure transitions (`initialTransition` / `transition`): no actor runs, so
 * what the invoked actors would answer (the link read, a part loaded, a link written) is sent as their done
 * or error events, and the notice's delay as its `after` event.
 */
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, initialTransition, transition } from 'xstate';
import {
  gameFromPosition,
  makeFen,
  parseFen,
  playMoveText,
  startPosition,
  VARIANTS,
} from '../../../src/engine/index';
import { analysisStrings } from '../../../src/i18n/analysis';
import { startBoard } from '../../../src/machines/analysis/board';
import {
  type AnalysisEvent,
  type AnalysisInput,
  analysisMachine,
} from '../../../src/machines/analysis/machine';
import type { readLink } from '../../../src/machines/analysis/start';

type Read = Awaited<ReturnType<typeof readLink>>;

const input: AnalysisInput = {
  lang: 'en',
  strings: analysisStrings('en'),
  search: '',
  load: {
    lines: async () => 'lines',
    setup: async () => 'setup',
    help: async () => 'help',
    editor: async () => 'editor',
  },
  write: () => {},
};

type Snap = ReturnType<typeof initialTransition<typeof analysisMachine>>[0];
type Sent = AnalysisEvent | { type: string; output?: unknown; error?: unknown };

function run(events: Sent[], from?: Snap) {
  let [snap, actions] = from ? [from, []] : initialTransition(analysisMachine, input);
  for (const e of events) [snap, actions] = transition(analysisMachine, snap, e as AnalysisEvent);
  return { snap, actions };
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
/** A lazy part loaded (the load actor answers with the part by name). */
const loaded = (part: string, value: unknown) => done(part, { [part]: value });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') });
const state = (snap: AnyMachineSnapshot) => snap.value as Record<string, unknown>;

/** The first move of the italian start, as the board would report it. */
function firstMove(text = '21-18') {
  const g = playMoveText(gameFromPosition(startPosition(VARIANTS.italian)), text);
  if (!g.ok) throw new Error(g.error.message);
  return g.value.moves[0].move;
}

const fenOf = (snap: Snap) => (snap.context.game ? makeFen(snap.context.game.position) : null);

describe('analysis machine', () => {
  it('starts on the default start position, reading the address, every part unloaded', () => {
    const { snap } = run([]);
    expect(state(snap)).toEqual({
      link: 'reading',
      notice: 'hidden',
      lines: 'idle',
      setup: 'idle',
      help: 'hidden',
      editor: 'closed',
    });
    expect(fenOf(snap)).toBe(makeFen(startPosition(VARIANTS.italian)));
    expect(snap.context.orientation).toBe('white');
  });

  it('shows what the link held once read, and keeps a refused link in the address until a change', () => {
    const refused: Read = {
      board: startBoard(VARIANTS.english),
      orientation: 'black',
      error: { code: 'unknown-variant', text: 'no such variant' },
    };
    const { snap } = run([done('read', refused)]);
    expect(state(snap).link).toEqual({ ready: 'kept' });
    expect(snap.context.board.tree.variant.id).toBe('english');
    expect(snap.context.orientation).toBe('black');
    expect(snap.context.error?.code).toBe('unknown-variant');
    // The first change writes the address again.
    const flipped = run([{ type: 'flip' }], snap).snap;
    expect(state(flipped).link).toEqual({ ready: 'writing' });
    expect(flipped.context.orientation).toBe('white');
  });

  it('writes the address without a link, and again (from scratch) on every change', () => {
    const ready = run([done('read', null)]).snap;
    expect(state(ready).link).toEqual({ ready: 'writing' });
    const { snap, actions } = run([done('link', 'v=italian')], ready);
    expect(actions.length).toBeGreaterThan(0);
    const again = run([{ type: 'move', move: firstMove() }], snap);
    expect(state(again.snap).link).toEqual({ ready: 'writing' });
    // The writer is started anew with the new board.
    expect(again.actions.some((a) => a.type === 'xstate.spawnChild')).toBe(true);
  });

  it('leaves the address alone while the link is read, even after a move', () => {
    const { snap } = run([{ type: 'move', move: firstMove() }]);
    expect(state(snap).link).toBe('reading');
    expect(snap.context.board.tree.children).toHaveLength(1);
  });

  it('plays a move, loads the move list for it, and steps back and forward', () => {
    const moved = run([{ type: 'move', move: firstMove() }]).snap;
    expect(moved.context.board.path).not.toBe('');
    expect(state(moved).lines).toBe('loading');
    const shown = run([loaded('lines', 'the lines')], moved).snap;
    expect(state(shown).lines).toBe('shown');
    expect(shown.context.got.lines).toBe('the lines');
    const back = run([{ type: 'go', to: '' }], shown).snap;
    expect(back.context.board.path).toBe('');
    expect(fenOf(back)).toBe(makeFen(startPosition(VARIANTS.italian)));
    // The tree keeps the move: a second board with the move list still shown.
    expect(back.context.board.tree.children).toHaveLength(1);
  });

  it('ignores an illegal move and a step to the node already shown', () => {
    const start = run([done('read', null)]).snap;
    const illegal = { ...firstMove(), to: 1 };
    const after = run(
      [
        { type: 'move', move: illegal },
        { type: 'go', to: '' },
      ],
      start,
    );
    expect(after.snap.context.board).toBe(start.context.board);
  });

  it('loads the move list for a position with a running quiet-move count, not for the bare start', () => {
    const pos = parseFen(VARIANTS.international, 'W:WK28,K30:BK5');
    if (!pos.ok) throw new Error('fen');
    const international = run([{ type: 'variant', id: 'international' }]).snap;
    const { snap } = run(
      [{ type: 'edit.open' }, loaded('editor', 'ed'), { type: 'edit.done', position: pos.value }],
      international,
    );
    expect(state(snap).editor).toBe('closed');
    expect(fenOf(snap)).toBe('W:WK28,K30:BK5');
    expect(state(international).lines).toBe('idle');
    // Three kings against one (international): the endgame count runs from here.
    expect(state(snap).lines).toBe('loading');
    expect(state(run([]).snap).lines).toBe('idle');
  });

  it('changes variant to its start, clearing a refusal shown', () => {
    const refused: Read = {
      board: startBoard(VARIANTS.italian),
      orientation: 'white',
      error: { code: 'fen', text: 'bad fen' },
    };
    const { snap } = run([done('read', refused), { type: 'variant', id: 'international' }]);
    expect(snap.context.board.tree.variant.id).toBe('international');
    expect(snap.context.error).toBeNull();
    expect(run([{ type: 'variant', id: 'no-such' }], snap).snap.context.board).toBe(snap.context.board);
  });

  it('shows a notice, and hides it after its delay; a second notice starts the delay again', () => {
    const shown = run([{ type: 'notice', text: 'FEN: copied' }]);
    expect(state(shown.snap).notice).toBe('shown');
    expect(shown.snap.context.notice).toBe('FEN: copied');
    const after = `xstate.after.2500.analysis.notice.shown`;
    expect(state(run([{ type: after }], shown.snap).snap).notice).toBe('hidden');
  });

  it('loads the help on the first request, hides it (dropping its arrow), and keeps it loaded', () => {
    const loading = run([{ type: 'help.toggle' }]).snap;
    expect(state(loading).help).toBe('loading');
    const shown = run([loaded('help', 'Help'), { type: 'hint', arrow: { from: 22, to: 18 } }], loading).snap;
    expect(state(shown).help).toBe('shown');
    expect(shown.context.hint).toEqual({ from: 22, to: 18 });
    const hidden = run([{ type: 'help.toggle' }], shown).snap;
    expect(state(hidden).help).toBe('hidden');
    expect(hidden.context.hint).toBeNull();
    // Asked again, it loads again (the module already there answers at once) and keeps what it had.
    const again = run([{ type: 'help.toggle' }], hidden).snap;
    expect(state(again).help).toBe('loading');
    expect(again.context.got.help).toBe('Help');
  });

  it('says when a part cannot load, and closes what waited for it; opening the editor again clears it', () => {
    const help = run([{ type: 'help.toggle' }, failed('help')]).snap;
    expect(state(help).help).toBe('hidden');
    expect(help.context.failed).toBe(true);
    const editor = run([{ type: 'edit.open' }], help).snap;
    expect(editor.context.failed).toBe(false);
    const closed = run([failed('editor')], editor).snap;
    expect(state(closed).editor).toBe('closed');
    expect(closed.context.failed).toBe(true);
    expect(state(run([{ type: 'setup.open' }, failed('setup')]).snap).setup).toBe('idle');
  });

  it('opens the editor and cancels it without changing the board', () => {
    const open = run([{ type: 'edit.open' }, loaded('editor', 'ed')]).snap;
    expect(state(open).editor).toBe('open');
    const cancelled = run([{ type: 'edit.cancel' }], open).snap;
    expect(state(cancelled).editor).toBe('closed');
    expect(cancelled.context.board).toBe(open.context.board);
    const again = run([{ type: 'edit.open' }], cancelled).snap;
    expect(state(again).editor).toBe('loading');
    expect(again.context.got.editor).toBe('ed');
    // Cancelled while it loads.
    expect(state(run([{ type: 'edit.cancel' }], again).snap).editor).toBe('closed');
  });

  it('loads the paste box once, and shows a pasted board as a new analysis', () => {
    const shown = run([{ type: 'setup.open' }, loaded('setup', 'Setup')]).snap;
    expect(state(shown).setup).toBe('shown');
    const board = startBoard(VARIANTS.english);
    expect(run([{ type: 'show', board }], shown).snap.context.board.tree.variant.id).toBe('english');
  });
});
