/**
 * One click, one verdict: the board input judges each click, drag or drop once (issue 17 item 6), and keeps
 * that verdict in its context for the guards and actions that follow.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialTransition, transition } from 'xstate';
import * as engine from '../../../src/engine/index';
import { boardInputMachine } from '../../../src/machines/boardInput';

vi.mock('../../../src/engine/index', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/engine/index')>();
  return { ...real, judgeAttempt: vi.fn(real.judgeAttempt) };
});

const judge = vi.mocked(engine.judgeAttempt);

function pos(variant: string, fen: string): engine.Position {
  const r = engine.parseFenFor(variant, fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Start a board, play `before` clicks, then count the engine's verdicts asked for `click`. */
function verdictsFor(fen: string, before: number[], click: number) {
  let [snap] = initialTransition(boardInputMachine, { position: pos('italian', fen) });
  for (const square of before)
    [snap] = transition(boardInputMachine, snap, { type: 'square.clicked', square });
  judge.mockClear();
  [snap] = transition(boardInputMachine, snap, { type: 'square.clicked', square: click });
  return { snap, calls: judge.mock.calls.map(([, squares]) => squares.join('-')) };
}

describe('board input: the verdict once per click', () => {
  beforeEach(() => {
    judge.mockClear();
  });

  it('a click that continues a capture asks the engine once, and the verdict stays in the context', () => {
    // 22 takes 18 to 13, then 10 to 6: the click on 13 is partial.
    const { snap, calls } = verdictsFor('W:W22,K32:B10,18,K28', [22], 13);
    expect(snap.value).toEqual({ active: { capturing: 'tracing' } });
    expect(calls).toEqual(['22-13']);
    expect(snap.context.judged?.attempt).toEqual([22, 13]);
    expect(snap.context.judged?.verdict?.status).toBe('partial');
  });

  it('a click that completes a move asks once', () => {
    const { snap, calls } = verdictsFor('W:W21-32:B1-12', [22], 18);
    expect(snap.context.lastMove?.path).toEqual([22, 18]);
    expect(calls).toEqual(['22-18']);
    expect(snap.context.judged?.verdict?.status).toBe('legal');
  });

  it('selecting a piece asks once', () => {
    const { snap, calls } = verdictsFor('W:W21-32:B1-12', [], 22);
    expect(snap.value).toEqual({ active: 'selected' });
    expect(calls).toEqual(['22']);
    expect(snap.context.progress?.status).toBe('partial');
  });

  it('switching to another piece asks about the attempt, then the piece alone: each squares once', () => {
    const { snap, calls } = verdictsFor('W:W21-32:B1-12', [22], 23);
    expect(snap.value).toEqual({ active: 'selected' });
    expect(snap.context.entered).toEqual([23]);
    expect(calls).toEqual(['22-23', '23']);
  });

  it('while it is not the user’s turn, nothing is asked', () => {
    let [snap] = initialTransition(boardInputMachine, {
      position: pos('italian', 'W:W21-32:B1-12'),
      side: 'black',
    });
    judge.mockClear();
    [snap] = transition(boardInputMachine, snap, { type: 'square.clicked', square: 22 });
    expect(judge).not.toHaveBeenCalled();
    expect(snap.value).toEqual({ active: 'idle' });
  });
});
