import { describe, expect, it } from 'vitest';
import { makeFen, type Position, parseFenFor } from '../../../src/engine/index';
import type { BoardInputEvent } from '../../../src/machines/boardInput';
import { boardView } from '../../../src/machines/boardView';
import { refusalView } from '../../../src/machines/explainView';
import { runBoard } from './live';

function pos(variant: string, fen: string): Position {
  const r = parseFenFor(variant, fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const run = runBoard;
const click = (square: number): BoardInputEvent => ({ type: 'square.clicked', square });

describe('board input machine', () => {
  it('selects a piece, shows its destinations and plays a quiet move', async () => {
    const start = pos('italian', 'W:W21-32:B1-12');
    const sel = await run(start, [click(22)]);
    expect(sel.snap.value).toEqual({ active: 'selected' });
    expect(boardView(sel.snap.context).dests.sort()).toEqual([18, 19]);
    const { snap, emitted } = await run(start, [click(22), click(18)]);
    expect(snap.value).toEqual({ active: 'idle' });
    expect(makeFen(snap.context.position)).toBe(
      'B:W18,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12',
    );
    expect(emitted).toHaveLength(1);
    expect((emitted[0] as unknown as { move: { path: number[] } }).move.path).toEqual([22, 18]);
  });

  it('plays a multi-capture with one click on the final square when unambiguous (IT-1)', async () => {
    const { snap } = await run(pos('italian', 'W:W22,K32:B10,18,K28'), [click(22), click(6)]);
    expect(snap.context.lastMove?.captures).toEqual([18, 10]);
    expect(makeFen(snap.context.position)).toBe('B:W6,K32:BK28');
  });

  it('enters a multi-capture square by square, with ghosts for the pieces already jumped', async () => {
    const { snap } = await run(pos('italian', 'W:W22,K32:B10,18,K28'), [click(22), click(13)]);
    expect(snap.value).toEqual({ active: { capturing: 'tracing' } });
    const view = boardView(snap.context);
    expect(view.ghosts).toEqual([18]);
    expect(view.selected).toBe(13);
    expect(view.pieces.find((p) => p.square === 13)?.color).toBe('white');
    expect(view.pieces.some((p) => p.square === 22)).toBe(false);
    const done = await run(pos('italian', 'W:W22,K32:B10,18,K28'), [click(22), click(13), click(6)]);
    expect(done.snap.context.lastMove?.path).toEqual([22, 13, 6]);
  });

  it('rejects a capture that precedence forbids and explains with the better capture (IT-2: criterion 2)', async () => {
    const { snap, emitted } = await run(pos('italian', 'W:W22,K14:B18'), [click(22)]);
    expect(snap.value).toEqual({ active: 'rejected' });
    expect(snap.context.rejection?.code).toBe('criterion-2');
    expect(snap.context.rejection?.better?.path).toEqual([14, 21]);
    expect(emitted).toEqual([{ type: 'move.rejected', reason: snap.context.rejection, attempt: [22] }]);
    expect(refusalView(snap.context).arrows).toContainEqual({ from: 14, to: 21, kind: 'hint' });
    // The position is unchanged.
    expect(makeFen(snap.context.position)).toBe('W:WK14,22:B18');
  });

  it('shows which pieces must capture when a quiet move is tried', async () => {
    const { snap } = await run(pos('english', 'B:W14,16,24:B9,11,1'), [click(1)]);
    expect(snap.context.rejection?.code).toBe('must-capture');
    expect(
      refusalView(snap.context)
        .highlights.filter((h) => h.kind === 'must')
        .map((h) => h.square),
    ).toEqual([9, 11]);
  });

  it('asks for the way square by square when two captures share start and end (INT-8)', async () => {
    const p = pos('international', 'W:WK10:B14,33,38,40');
    const amb = await run(p, [click(10), click(35)]);
    expect(amb.snap.context.stepByStep).toBe(true);
    expect(amb.snap.context.entered).toEqual([10]);
    expect(boardView(amb.snap.context).dests.map((d) => (typeof d === 'number' ? d : d.square))).toEqual([
      28, 32,
    ]);
    const done = await run(p, [click(10), click(35), click(32), click(35)]);
    expect(done.snap.context.lastMove?.captures).toEqual([14, 38, 40]);
  });

  it('accepts a capture that ends on its own start square (EN-4)', async () => {
    const { snap } = await run(pos('english', 'B:W14,15,22,23:BK10'), [click(10), click(10)]);
    expect(snap.context.lastMove?.captures.slice().sort((a, b) => a - b)).toEqual([14, 15, 22, 23]);
    expect(makeFen(snap.context.position)).toBe('W:W:BK10');
  });

  it('deselects on a second click and ignores input while disabled', async () => {
    const start = pos('italian', 'W:W21-32:B1-12');
    expect((await run(start, [click(22), click(22)])).snap.value).toEqual({ active: 'idle' });
    const off = await run(start, [click(22), click(18)], false);
    expect(off.snap.value).toBe('disabled');
    expect(off.snap.context.lastMove).toBeNull();
  });

  it('switches to another own piece that can move, and rejects one that cannot (isReselect)', async () => {
    const start = pos('italian', 'W:W21-32:B1-12');
    const moved = await run(start, [click(22), click(23)]);
    expect(moved.snap.value).toEqual({ active: 'selected' });
    expect(moved.snap.context.entered).toEqual([23]);
    // 27 is boxed in by 23 and 24: no switch, the click is refused with the engine's explanation.
    const boxed = await run(start, [click(22), click(27)]);
    expect(boxed.snap.value).toEqual({ active: 'rejected' });
    expect(boxed.snap.context.entered).toEqual([]);
    expect(boxed.snap.context.rejectedAttempt).toEqual([22, 27]);
    expect(boxed.snap.context.rejection).not.toBeNull();
  });

  it('plays a drag and drop, and explains an illegal drop', async () => {
    const start = pos('italian', 'W:W21-32:B1-12');
    const ok = await run(start, [
      { type: 'piece.dragged', square: 22 },
      { type: 'piece.dropped', from: 22, to: 19 },
    ]);
    expect(ok.snap.context.lastMove?.path).toEqual([22, 19]);
    const bad = await run(start, [{ type: 'piece.dropped', from: 22, to: 26 }]);
    expect(bad.snap.context.rejection?.code).toBe('square-occupied');
  });

  it('a wrong square in the middle of a capture keeps the capture and says it must go on', async () => {
    const { snap, emitted } = await run(pos('italian', 'W:W27:B23,15,2'), [click(27), click(20), click(16)]);
    expect(snap.value).toEqual({ active: { capturing: 'refused' } });
    expect(snap.context.entered).toEqual([27, 20]);
    expect(snap.context.rejection?.code).toBe('capture-unfinished');
    // Reported once the engine has said why, with the explanation and the squares tried.
    expect(emitted).toEqual([
      { type: 'move.rejected', reason: snap.context.rejection, attempt: [27, 20, 16] },
    ]);
    expect(boardView(snap.context).dests).toContainEqual({ square: 11, capture: true });
    const done = await run(pos('italian', 'W:W27:B23,15,2'), [click(27), click(20), click(16), click(11)]);
    expect(done.snap.context.lastMove?.captures).toEqual([23, 15]);
  });

  it('a wrong square mid-capture says what is wrong with it, when the engine can say (Turkish strike)', async () => {
    // INT: the king has taken 12 and 28 (landing on 17); going on towards 39 would cross 28 again, which
    // stays on the board until the move ends.
    const fen = 'W:WK46:B11,12,13,28,33';
    const { snap } = await run(pos('international', fen), [
      click(46),
      click(19),
      click(8),
      click(17),
      click(39),
    ]);
    expect(snap.value).toEqual({ active: { capturing: 'refused' } });
    expect(snap.context.rejection?.code).toBe('ghost-blocks');
    expect(snap.context.entered).toEqual([46, 19, 8, 17]);
  });

  it('a capture stopped halfway (the landing square tapped again) is kept, and the engine says it must go on', async () => {
    // 27x20 has taken 23; from 20 the man must go on over 15 to 11.
    const { snap, emitted } = await run(pos('italian', 'W:W27:B23,15,2'), [click(27), click(20), click(20)]);
    expect(snap.value).toEqual({ active: { capturing: 'refused' } });
    expect(snap.context.entered).toEqual([27, 20]);
    expect(snap.context.rejection?.code).toBe('capture-unfinished');
    expect(emitted).toEqual([{ type: 'move.rejected', reason: snap.context.rejection, attempt: [27, 20] }]);
    // The start square too: the capture is still there to finish.
    const back = await run(pos('italian', 'W:W27:B23,15,2'), [click(27), click(20), click(27)]);
    expect(back.snap.context.rejection?.code).toBe('capture-unfinished');
    expect(back.snap.context.entered).toEqual([27, 20]);
    const done = await run(pos('italian', 'W:W27:B23,15,2'), [click(27), click(20), click(20), click(11)]);
    expect(done.snap.context.lastMove?.captures).toEqual([23, 15]);
  });

  it('traced square by square, a capture that ends where it started is played there, not refused (EN-4)', async () => {
    const { snap } = await run(pos('english', 'B:W14,15,22,23:BK10'), [
      click(10),
      click(17),
      click(26),
      click(19),
      click(10),
    ]);
    expect(snap.value).toEqual({ active: 'idle' });
    expect(snap.context.lastMove?.path).toEqual([10, 17, 26, 19, 10]);
  });

  it('keeps the explanation on screen when the refused attempt ends on an empty square', async () => {
    const { snap } = await run(pos('italian', 'W:W22,K14:B18'), [click(22), click(13)]);
    expect(snap.context.rejection?.code).toBe('criterion-2');
  });

  it('in a game, the other side never moves, even while the board is still enabled', async () => {
    const start = pos('italian', 'W:W21-32:B1-12');
    // The user plays White and has just moved: Black (the computer) is to move on the board.
    const { snap } = await run(start, [click(22), click(18), click(11), click(15)], true, 'white');
    expect(snap.context.lastMove?.path).toEqual([22, 18]);
    expect(snap.context.position.turn).toBe('black');
    const played = await run(start, [click(22), click(18), click(11), click(15)], true, null);
    expect(played.snap.context.lastMove?.path).toEqual([11, 15]);
  });

  it('a man may not capture a king: explained, not just refused (IT-6)', async () => {
    const { snap } = await run(pos('italian', 'W:W22,24:BK18'), [click(22), click(13)]);
    expect(snap.context.rejection?.code).toBe('man-cannot-capture-king');
  });
});
