/**
 * The explanation is always in sight (issue 12): the input machine keeps why the last capture stopped, the
 * board adapter names the squares a sentence names (so a board without numbers can show them), a refused
 * square's accessible name says what was wrong, and the board draws only the named numbers.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { makeView } from '../../../src/components/board/geometry-view';
import { boardLabels } from '../../../src/components/board/labels';
import { Numbers } from '../../../src/components/board/render';
import {
  EXPLAIN_CODES,
  type ExplainCode,
  type Explanation,
  type Move,
  makeMoveText,
  type Position,
  parseFenFor,
  play,
} from '../../../src/engine/index';
import { type CaptureStop, captureStop } from '../../../src/engine/rules/stop';

import {
  type BoardInputContext,
  type BoardInputEvent,
  boardInputMachine,
} from '../../../src/machines/boardInput';
import { captureStopText, explanationText, namedSquares, stopView } from '../../../src/machines/explainView';
import { runBoard } from './live';

function pos(variant: string, fen: string): Position {
  const r = parseFenFor(variant, fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function run(position: Position, events: BoardInputEvent[], side: 'white' | 'black' | null = null) {
  let [snap] = initialTransition(boardInputMachine, { position, enabled: true, side });
  for (const e of events) [snap] = transition(boardInputMachine, snap, e);
  return snap;
}
const click = (square: number): BoardInputEvent => ({ type: 'square.clicked', square });
/** Why the capture the machine keeps stopped, as the board works it out (src/engine/rules/stop.ts). */
const stopOf = (ctx: BoardInputContext) =>
  ctx.captured ? (captureStop(ctx.captured.before, ctx.captured.move) ?? null) : null;

describe('why the last capture stopped, on the input machine', () => {
  const it8 = pos('italian', 'W:W11:B5,6');

  it('is kept when a man is crowned mid-capture, and names the square', () => {
    const snap = run(it8, [click(11), click(2)]);
    expect(snap.context.lastMove?.promotes).toBe(true);
    const stop = stopOf(snap.context) as CaptureStop;
    expect(stop).toMatchObject({ code: 'promotion-ends-capture', square: 2, end: 2 });
    expect(stopView(stop)).toEqual({ named: [2], highlights: [] });
  });

  it('stays when the parent hands back the same position (the analysis tree, the game machine)', () => {
    const after = run(it8, [click(11), click(2)]);
    const echo = transition(boardInputMachine, after, {
      type: 'position.set',
      position: play(it8, after.context.lastMove as Move),
      lastMove: after.context.lastMove,
    })[0];
    expect(stopOf(echo.context)?.code).toBe('promotion-ends-capture');
    expect(echo.context.previous).not.toBeNull();
  });

  it('goes when the analysis board shows another position, and when the user acts again', () => {
    const after = run(it8, [click(11), click(2)]);
    const back = transition(boardInputMachine, after, { type: 'position.set', position: it8 })[0];
    expect(stopOf(back.context)).toBeNull();
    // Black's man on 5 is selected: the user acts again, the note has done its work.
    const next = transition(boardInputMachine, after, click(5))[0];
    expect(stopOf(next.context)).toBeNull();
  });

  it('in a game it outlives the opponent’s reply, until the user acts again', () => {
    const start = pos('italian', 'W:W11,30:B5,6,1');
    const after = run(start, [click(11), click(2)], 'white');
    expect(stopOf(after.context)?.code).toBe('promotion-ends-capture');
    const lastMove: Move = { from: 5, to: 9, path: [5, 9], captures: [], promotes: false };
    const replied = transition(boardInputMachine, after, {
      type: 'position.set',
      position: play(after.context.position, lastMove),
      lastMove,
    })[0];
    expect(stopOf(replied.context)?.code).toBe('promotion-ends-capture');
    // A new game (no last move) starts clean, and so does one where the computer moves first.
    const fresh = transition(boardInputMachine, after, { type: 'position.set', position: start })[0];
    expect(stopOf(fresh.context)).toBeNull();
    const first: Move = { from: 30, to: 26, path: [30, 26], captures: [], promotes: false };
    const computerFirst = transition(boardInputMachine, after, {
      type: 'position.set',
      position: play(start, first),
      lastMove: first,
    })[0];
    expect(stopOf(computerFirst.context)).toBeNull();
  });

  it('the Turkish strike: the king’s capture from 46 ends on 17, and 28 is pointed at (INT-5)', () => {
    const int5 = pos('international', 'W:WK46:B12,13,28,33');
    const snap = run(int5, [click(46), click(19), click(8), click(17)]);
    const stop = stopOf(snap.context) as CaptureStop;
    expect(stop).toMatchObject({ code: 'ghost-blocks', square: 28, end: 17 });
    expect(stopView(stop)).toEqual({ named: [17, 28], highlights: [{ square: 28, kind: 'hint' }] });
  });

  it('a plain move leaves nothing to say', () => {
    const snap = run(pos('italian', 'W:W21-32:B1-12'), [click(22), click(18)]);
    expect(snap.context.captured).toBeNull();
    expect(stopOf(snap.context)).toBeNull();
  });
});

describe('the squares a sentence names', () => {
  it('a refusal on the board names its pieces: "you must capture with the piece on 22"', async () => {
    const p = pos('italian', 'W:W22,30:B18');
    const { snap } = await runBoard(p, [click(30)]);
    expect(snap.context.rejection?.code).toBe('must-capture');
    expect(namedSquares(snap.context.rejection as Explanation)).toEqual([22]);
  });

  // One explanation per code, with data as the engine gives it, to check the sentences against the data.
  const better: Move = { from: 22, to: 6, path: [22, 13, 6], captures: [18, 10], promotes: false };
  const attempted: Move = { from: 30, to: 21, path: [30, 21], captures: [25], promotes: false };
  const sample = (code: ExplainCode): Explanation => ({
    code,
    message: '',
    square: 17,
    capturers: code === 'must-capture' ? [22, 23] : undefined,
    better,
    attempted,
    candidates: [better],
  });
  const plainFmt = (m: Move) => m.path.join('x');
  const numbersIn = (text: string) => [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));

  it.each(EXPLAIN_CODES)('every square the sentence for %s names is marked, in both languages', (code) => {
    const r = sample(code);
    const named = namedSquares(r);
    for (const lang of ['it', 'en'] as const) {
      // Criterion numbers and piece counts are not squares: drop them from what the sentence says.
      const text = explanationText(r, lang, plainFmt, 'italian').replace(/^(Criterio|Criterion) \d/, '');
      const counts = [r.better?.captures.length, r.attempted?.captures.length];
      const squares = numbersIn(text).filter((n) => !counts.includes(n));
      for (const sq of squares) expect(named, `${lang}: ${text}`).toContain(sq);
    }
  });

  it.each([
    ['promotion-ends-capture', 2, 2],
    ['ghost-blocks', 28, 17],
    ['jump-twice', 18, 22],
    ['two-pieces', 23, 28],
  ] as const)('a stopped capture (%s) names the piece and the square it ended on', (code, square, end) => {
    const stop: CaptureStop = { code, square, end, message: '' };
    const named = namedSquares(stop);
    for (const lang of ['it', 'en'] as const) {
      for (const n of numbersIn(captureStopText(stop, lang))) expect(named).toContain(n);
    }
    expect(named).toEqual([...new Set([square, end])].sort((a, b) => a - b));
  });

  it('the board draws just the named numbers, on badges, when the numbers are hidden', () => {
    const view = makeView(8, 0, 'white');
    const html = renderToString(h(Numbers, { view, only: new Set([17, 22]) }));
    expect([...html.matchAll(/data-named="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([17, 22]);
    const all = renderToString(h(Numbers, { view }));
    expect(all.match(/<text/g)).toHaveLength(32);
  });
});

describe('a refused square’s accessible name', () => {
  it('says what was wrong', async () => {
    const p = pos('italian', 'W:W22,30:B18');
    const { snap } = await runBoard(p, [click(30)]);
    const r = snap.context.rejection as Explanation;
    const why = explanationText(r, 'en', (m) => makeMoveText(p, m), 'italian');
    const labels = boardLabels('en', 'Board', { squares: snap.context.rejectedAttempt, why });
    const state = { selected: false, dest: false, capture: false, ghost: false, movable: false };
    expect(
      labels.square(30, { square: 30, color: 'white', role: 'man' }, { ...state, highlight: 'error' }),
    ).toBe(
      'Square 30, white man, move refused: Capturing is compulsory: you must capture with the piece on 22.',
    );
    // Other squares keep their plain names.
    expect(
      labels.square(22, { square: 22, color: 'white', role: 'man' }, { ...state, highlight: 'must' }),
    ).toBe('Square 22, white man, must capture');
  });
});
