/**
 * The position editor machine as pure transitions (`initialTransition` / `transition`): no actor runs. The
 * setup it holds is unchecked; validity is the engine's `setupPosition`, asked through `editorValidity`.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { makeSetupFen, parseSetup, VARIANTS } from '../../../src/engine/index';
import {
  type EditorEvent,
  type EditorInput,
  editorFen,
  editorMachine,
  editorValidity,
  pieceAfterClick,
} from '../../../src/machines/editor';

function run(input: EditorInput, events: EditorEvent[]) {
  let [snap] = initialTransition(editorMachine, input);
  for (const e of events) [snap] = transition(editorMachine, snap, e);
  return snap.context;
}

const click = (square: number): EditorEvent => ({ type: 'square.clicked', square });
const empty = (variant: 'italian' | 'english' | 'international' | 'brazilian') => ({
  variant,
  setup: { variant, turn: 'white' as const, pieces: [] },
});

describe('editor machine', () => {
  it('starts from the variant start position unless given a setup', () => {
    expect(editorFen(run({ variant: 'italian' }, []))).toBe(
      makeSetupFen(parseOk('italian', VARIANTS.italian.startFen)),
    );
    expect(editorFen(run({ variant: 'english' }, []))).toMatch(/^B:W21,22/);
    expect(run({ variant: 'international' }, []).setup.pieces).toHaveLength(40);
  });

  it('cycles a square: empty → white man → white king → black man → black king → empty', () => {
    const seen: string[] = [];
    for (let n = 1; n <= 5; n++) seen.push(editorFen(run(empty('italian'), Array(n).fill(click(22)))));
    expect(seen).toEqual(['W:W22:B', 'W:WK22:B', 'W:W:B22', 'W:W:BK22', 'W:W:B']);
  });

  it('places the picked piece, and the empty tool removes it', () => {
    const ctx = run(empty('international'), [
      { type: 'tool.picked', tool: 'black-king' },
      click(50),
      click(50),
      { type: 'tool.picked', tool: 'white-man' },
      click(33),
    ]);
    expect(editorFen(ctx)).toBe('W:W33:BK50');
    expect(editorFen(run(ctx as EditorInput, []))).toBe('W:W33:BK50');
    const removed = run({ variant: 'international', setup: ctx.setup }, [
      { type: 'tool.picked', tool: 'empty' },
      click(33),
    ]);
    expect(editorFen(removed)).toBe('W:W:BK50');
  });

  it('ignores a click off the board', () => {
    expect(editorFen(run(empty('italian'), [click(33), click(0)]))).toBe('W:W:B');
  });

  it('sets the side to move, clears and restores the start position', () => {
    const ctx = run({ variant: 'italian' }, [{ type: 'turn.set', turn: 'black' }, { type: 'board.cleared' }]);
    expect(editorFen(ctx)).toBe('B:W:B');
    expect(editorFen(run({ variant: 'italian', setup: ctx.setup }, [{ type: 'board.started' }]))).toBe(
      makeSetupFen(parseOk('italian', VARIANTS.italian.startFen)),
    );
  });

  it('holds an impossible setup and lets the engine say why', () => {
    // A white man on Italian square 2 stands on its crowning row (RULES §2.2): a king, not a man.
    const ctx = run(empty('italian'), [click(2)]);
    expect(editorFen(ctx)).toBe('W:W2:B');
    const v = editorValidity(ctx);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error).toMatchObject({ code: 'man-on-promotion-row', square: 2, color: 'white' });
    // One more click crowns it: now a position.
    expect(editorValidity(run(empty('italian'), [click(2), click(2)])).ok).toBe(true);
  });

  it('reads a pasted FEN in the numbering the user chose, mirrored onto the Italian board', () => {
    // English 23 is the square the Italian board calls 22 (files mirrored, RULES §3.9).
    const asEnglish = run(empty('italian'), [{ type: 'fen.pasted', fen: 'W:W23:B18', numbering: 'english' }]);
    expect(editorFen(asEnglish)).toBe('W:W22:B19');
    const asItalian = run(empty('italian'), [{ type: 'fen.pasted', fen: 'W:W23:B18', numbering: 'italian' }]);
    expect(editorFen(asItalian)).toBe('W:W23:B18');
    expect(asItalian.pasteError).toBeNull();
  });

  it('refuses a bad FEN with its code and keeps the position', () => {
    const bad = run(empty('italian'), [
      click(22),
      { type: 'fen.pasted', fen: 'W:W22,x:B1', numbering: 'italian' },
    ]);
    expect(bad.pasteError?.code).toBe('bad-square');
    expect(editorFen(bad)).toBe('W:W22:B');
    const far = run(empty('italian'), [{ type: 'fen.pasted', fen: 'W:W40:B1', numbering: 'italian' }]);
    expect(far.pasteError).toMatchObject({ code: 'square-out-of-range', square: 40, max: 32 });
    // …even behind another error that the board could show.
    const behind = run(empty('italian'), [{ type: 'fen.pasted', fen: 'W:W1,40:B', numbering: 'italian' }]);
    expect(behind.pasteError).toMatchObject({ code: 'square-out-of-range', square: 40 });
    const size = run(empty('italian'), [
      { type: 'fen.pasted', fen: 'W:W31-50:B1-20', numbering: 'international' },
    ]);
    expect(size.pasteError?.code).toBe('other-size');
    // An edit clears the message.
    expect(run({ variant: 'italian', setup: far.setup }, [click(22)]).pasteError).toBeNull();
  });

  it('loads an impossible but readable FEN, for the validator to explain', () => {
    const ctx = run(empty('english'), [{ type: 'fen.pasted', fen: 'B:W1-13:B20', numbering: 'english' }]);
    expect(ctx.pasteError).toBeNull();
    const v = editorValidity(ctx);
    expect(v.ok ? null : v.error.code).toBe('man-on-promotion-row');
    const many = run(empty('english'), [{ type: 'fen.pasted', fen: 'B:W9-24:B1-4', numbering: 'english' }]);
    const w = editorValidity(many);
    expect(w.ok ? null : w.error).toMatchObject({ code: 'too-many-pieces', color: 'white', max: 12 });
  });

  it('keeps the position when the board changes numbering, and starts over on another size', () => {
    const ctx = run(empty('italian'), [click(22), { type: 'variant.set', variant: 'brazilian' }]);
    expect(ctx.variant).toBe('brazilian');
    expect(editorFen(ctx)).toBe('W:W23:B');
    const big = run({ variant: 'italian' }, [{ type: 'variant.set', variant: 'international' }]);
    expect(big.setup.pieces).toHaveLength(40);
  });

  it('pieceAfterClick follows the cycle and the tools', () => {
    expect(pieceAfterClick('cycle', { color: 'black', role: 'king' })).toBeUndefined();
    expect(pieceAfterClick('white-king', undefined)).toEqual({ color: 'white', role: 'king' });
    expect(pieceAfterClick('empty', { color: 'white', role: 'man' })).toBeUndefined();
  });
});

function parseOk(id: 'italian', fen: string) {
  const r = parseSetup(VARIANTS[id], fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
