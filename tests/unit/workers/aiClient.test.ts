/**
 * The page's side of the AI worker (src/browser/workers/aiClient.ts) against a fake worker: an answer resolves, and
 * a timeout, a crash, an unreadable or failed answer, an abort and a dispose each reject with their kind;
 * a failed worker is terminated and the next request starts a fresh one; answers nobody waits for (stale
 * ids, a terminated worker's late reply) are ignored. Timers are Vitest's fake ones: nothing waits.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiError, createAiClient, type WorkerLike } from '../../../src/browser/workers/aiClient';
import { createAnalysisClient } from '../../../src/browser/workers/analysisClient';
import type {
  AiAnswer,
  AnalysisAnswer,
  EndgameAnswer,
  WorkerRequest,
} from '../../../src/browser/workers/protocol';
import { type Game, type Move, newGame, playMove, VARIANTS } from '../../../src/engine';
import type { Level } from '../../../src/model/play';

class FakeWorker implements WorkerLike {
  onmessage: ((e: MessageEvent<AiAnswer | AnalysisAnswer | EndgameAnswer>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: ((e: MessageEvent) => void) | null = null;
  readonly posted: WorkerRequest[] = [];
  terminated = false;
  /** how many crash events the client asked the browser not to report */
  prevented = 0;

  postMessage(message: WorkerRequest): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** the worker answers (a terminated worker's handlers stay set: a late message can still arrive) */
  answer(a: AiAnswer | AnalysisAnswer | EndgameAnswer): void {
    this.onmessage?.({ data: a } as MessageEvent<AiAnswer | AnalysisAnswer>);
  }
  /** an analysis answer (score from White's side, the line) to the last request or to `id` */
  answerAnalysis(score: number, pv: Move[], id = this.posted[this.posted.length - 1].id): void {
    this.answer({ id, ok: true, kind: 'analysis', score, win: null, pv, depth: 4, nodes: 100 });
  }
  /** the move answer to the last request */
  answerMove(move: Move, id = this.posted[this.posted.length - 1].id): void {
    this.answer({ id, ok: true, move, score: 0, depth: 1, nodes: 1, forced: false });
  }
  crash(message: string): void {
    this.onerror?.({ message, preventDefault: () => this.prevented++ } as unknown as ErrorEvent);
  }
  garble(): void {
    this.onmessageerror?.({} as MessageEvent);
  }
}

/** An analysis client whose workers are fakes, and the list of the workers it started. */
function setupAnalysis() {
  const workers: FakeWorker[] = [];
  const client = createAnalysisClient({
    createWorker: () => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    },
  });
  return { client, workers };
}

/** A client whose workers are fakes, and the list of the workers it started. */
function setup(timeoutMs = 5000) {
  const workers: FakeWorker[] = [];
  const timeouts: Level[] = [];
  const client = createAiClient({
    createWorker: () => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    },
    timeoutFor: (level) => {
      timeouts.push(level);
      return timeoutMs;
    },
  });
  return { client, workers, timeouts };
}

/** Watch a promise: its state after the microtasks queued so far have run. */
function watch<T>(p: Promise<T>) {
  const s: { state: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { state: 'pending' };
  p.then(
    (value) => Object.assign(s, { state: 'resolved', value }),
    (error) => Object.assign(s, { state: 'rejected', error }),
  );
  return s;
}
const flush = () => vi.advanceTimersByTimeAsync(0);
const kindOf = (e: unknown) => (e instanceof AiError ? e.kind : `not an AiError: ${String(e)}`);

let game: Game;
beforeEach(() => {
  vi.useFakeTimers();
  game = newGame(VARIANTS.italian);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AI worker client', () => {
  it('posts the request for the game and resolves with the move; one worker serves request after request', async () => {
    const { client, workers, timeouts } = setup();
    const first = watch(client.choose(game, 2));
    expect(workers).toHaveLength(1);
    const w = workers[0];
    expect(w.posted[0]).toMatchObject({ variant: 'italian', level: 2, counters: game.counters, history: [] });
    expect(timeouts).toEqual([2]);
    w.answerMove(game.legalMoves[3]);
    await flush();
    expect(first).toMatchObject({ state: 'resolved', value: { move: game.legalMoves[3] } });

    const next = playMove(game, game.legalMoves[3]);
    const second = watch(client.choose(next, 4));
    expect(w.posted[1].id).toBeGreaterThan(w.posted[0].id);
    w.answerMove(next.legalMoves[0]);
    await flush();
    expect(second.state).toBe('resolved');
    expect(workers).toHaveLength(1);
    expect(w.terminated).toBe(false);
    // Nothing is left running: the answer cleared its timeout.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a worker that does not answer in time is stopped: the request fails with "timeout", the next one starts afresh', async () => {
    const { client, workers } = setup(5000);
    const late = watch(client.choose(game, 3));
    await vi.advanceTimersByTimeAsync(4999);
    expect(late.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(late.state).toBe('rejected');
    expect(kindOf(late.error)).toBe('timeout');
    expect(workers[0].terminated).toBe(true);

    const retry = watch(client.choose(game, 3));
    expect(workers).toHaveLength(2);
    // The old worker's reply, arriving after all, answers nothing…
    workers[0].answerMove(game.legalMoves[0], workers[0].posted[0].id);
    await flush();
    expect(retry.state).toBe('pending');
    // …the new worker's does.
    workers[1].answerMove(game.legalMoves[1]);
    await flush();
    expect(retry).toMatchObject({ state: 'resolved', value: { move: game.legalMoves[1] } });
  });

  it('a crash of the worker fails every waiting request with "crash" and is not reported to the console', async () => {
    const { client, workers } = setup();
    const a = watch(client.choose(game, 1));
    const b = watch(client.choose(game, 1));
    workers[0].crash('out of memory');
    await flush();
    for (const r of [a, b]) {
      expect(kindOf(r.error)).toBe('crash');
      expect((r.error as Error).message).toBe('out of memory');
    }
    expect(workers[0].prevented).toBe(1);
    expect(workers[0].terminated).toBe(true);
    expect(vi.getTimerCount()).toBe(0);

    // The next request starts a fresh worker, which answers.
    const again = watch(client.choose(game, 1));
    expect(workers).toHaveLength(2);
    workers[1].answerMove(game.legalMoves[0]);
    await flush();
    expect(again.state).toBe('resolved');
  });

  it('an unreadable answer is a crash too', async () => {
    const { client, workers } = setup();
    const r = watch(client.choose(game, 1));
    workers[0].garble();
    await flush();
    expect(kindOf(r.error)).toBe('crash');
    expect(workers[0].terminated).toBe(true);
  });

  it('a refused request fails with "crash" and the worker is replaced: a retry goes to a fresh one (issue 18 item 10)', async () => {
    const { client, workers } = setup();
    const r = watch(client.choose(game, 1));
    workers[0].answer({
      id: workers[0].posted[0].id,
      ok: false,
      message: 'The side to move has no legal move.',
    });
    await flush();
    expect(kindOf(r.error)).toBe('crash');
    expect((r.error as Error).message).toBe('The side to move has no legal move.');
    expect(workers[0].terminated).toBe(true);
    const retry = watch(client.choose(game, 1));
    expect(workers).toHaveLength(2);
    expect(workers[1].posted).toHaveLength(1);
    workers[1].answerMove(game.legalMoves[0]);
    await flush();
    expect(retry.state).toBe('resolved');
  });

  it('an illegal move or no move fails with "illegal" and the worker is replaced (issue 18 item 10)', async () => {
    const { client, workers } = setup();
    const bogus = { from: 1, to: 2, path: [1, 2], captures: [] } as unknown as Move;
    const r = watch(client.choose(game, 1));
    workers[0].answerMove(bogus);
    await flush();
    expect(kindOf(r.error)).toBe('illegal');
    expect(workers[0].terminated).toBe(true);
    // No move at all, or something that is not a move.
    const none = watch(client.choose(game, 1));
    expect(workers).toHaveLength(2);
    workers[1].answerMove(undefined as unknown as Move);
    await flush();
    expect(kindOf(none.error)).toBe('illegal');
    expect(workers[1].terminated).toBe(true);
    const junk = watch(client.choose(game, 1));
    workers[2].answerMove({ from: 22, to: 18 } as unknown as Move);
    await flush();
    expect(kindOf(junk.error)).toBe('illegal');
    // The retry goes to a fresh worker, which answers soundly: the move played is the engine's own.
    const retry = watch(client.choose(game, 1));
    expect(workers).toHaveLength(4);
    workers[3].answerMove({ ...game.legalMoves[2] });
    await flush();
    expect(retry.state).toBe('resolved');
    expect((retry.value as { move: Move }).move).toBe(game.legalMoves[2]);
  });

  it('a worker that cannot be started fails the request with "crash"; the next request tries again', async () => {
    let fail = true;
    const started: FakeWorker[] = [];
    const client = createAiClient({
      createWorker: () => {
        if (fail) throw new Error('Workers are disabled');
        const w = new FakeWorker();
        started.push(w);
        return w;
      },
    });
    const r = watch(client.choose(game, 1));
    await flush();
    expect(kindOf(r.error)).toBe('crash');
    expect((r.error as Error).message).toBe('Workers are disabled');
    expect(vi.getTimerCount()).toBe(0);
    fail = false;
    watch(client.choose(game, 1));
    expect(started).toHaveLength(1);
  });

  it('an abort stops the worker and fails with "aborted"; its late answer is ignored', async () => {
    const { client, workers } = setup();
    const controller = new AbortController();
    const r = watch(client.choose(game, 5, controller.signal));
    controller.abort();
    await flush();
    expect(kindOf(r.error)).toBe('aborted');
    expect(workers[0].terminated).toBe(true);
    expect(vi.getTimerCount()).toBe(0);

    const next = watch(client.choose(game, 5));
    workers[0].answerMove(game.legalMoves[0], workers[0].posted[0].id);
    await flush();
    expect(next.state).toBe('pending');
    workers[1].answerMove(game.legalMoves[2]);
    await flush();
    expect(next).toMatchObject({ state: 'resolved', value: { move: game.legalMoves[2] } });
  });

  it('an already aborted signal fails at once, without starting a worker', async () => {
    const { client, workers } = setup();
    const controller = new AbortController();
    controller.abort();
    const r = watch(client.choose(game, 1, controller.signal));
    await flush();
    expect(kindOf(r.error)).toBe('aborted');
    expect(workers).toHaveLength(0);
  });

  it('an answer to no pending request (a stale or unknown id) is ignored', async () => {
    const { client, workers } = setup();
    const first = watch(client.choose(game, 1));
    const w = workers[0];
    const id = w.posted[0].id;
    w.answerMove(game.legalMoves[0], id + 100);
    await flush();
    expect(first.state).toBe('pending');
    w.answerMove(game.legalMoves[1], id);
    await flush();
    expect(first).toMatchObject({ state: 'resolved', value: { move: game.legalMoves[1] } });
    // The same answer again, now stale, changes nothing for the next request.
    const second = watch(client.choose(game, 1));
    w.answerMove(game.legalMoves[0], id);
    await flush();
    expect(second.state).toBe('pending');
    w.answerMove(game.legalMoves[4]);
    await flush();
    expect(second).toMatchObject({ state: 'resolved', value: { move: game.legalMoves[4] } });
  });

  it('dispose (leaving the page) stops the worker and fails what waits with "aborted"', async () => {
    const { client, workers } = setup();
    const r = watch(client.choose(game, 1));
    client.dispose();
    await flush();
    expect(kindOf(r.error)).toBe('aborted');
    expect(workers[0].terminated).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an analysis posts the position with its counters and history, and resolves with the score and the line', async () => {
    const { client, workers } = setupAnalysis();
    const next = playMove(game, game.legalMoves[0]);
    const r = watch(client.analyse(next, { movetime: 800 }));
    const w = workers[0];
    expect(w.posted[0]).toMatchObject({
      kind: 'analyse',
      variant: 'italian',
      movetime: 800,
      counters: next.counters,
    });
    w.answerAnalysis(-35, [next.legalMoves[2]]);
    await flush();
    expect(r).toMatchObject({
      state: 'resolved',
      value: { score: -35, win: null, pv: [next.legalMoves[2]] },
    });
    expect(w.terminated).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a newer analysis stops the one still running: the old worker is terminated, its late answer ignored', async () => {
    const { client, workers } = setupAnalysis();
    const old = watch(client.analyse(game));
    const moved = playMove(game, game.legalMoves[1]);
    const fresh = watch(client.analyse(moved));
    await flush();
    expect(old.state).toBe('rejected');
    expect(kindOf(old.error)).toBe('aborted');
    expect(workers).toHaveLength(2);
    expect(workers[0].terminated).toBe(true);
    expect(workers[1].posted).toHaveLength(1);
    expect(workers[1].posted[0]).toMatchObject({ kind: 'analyse', counters: moved.counters });
    // The stopped worker's answer about the old position arrives after all: nobody takes it.
    workers[0].answerAnalysis(120, [game.legalMoves[0]], workers[0].posted[0].id);
    await flush();
    expect(fresh.state).toBe('pending');
    workers[1].answerAnalysis(-10, [moved.legalMoves[0]]);
    await flush();
    expect(fresh).toMatchObject({ state: 'resolved', value: { score: -10 } });
    // A finished analysis is not stopped by the next one: the worker serves it.
    watch(client.analyse(game));
    expect(workers).toHaveLength(2);
    expect(workers[1].terminated).toBe(false);
  });

  it('an analysis whose line is not legal fails with "illegal" and replaces the worker: no "1. 1-2" (issue 18 item 9)', async () => {
    const { client, workers } = setupAnalysis();
    const bogus = { from: 1, to: 2, path: [1, 2], captures: [] } as unknown as Move;
    const r = watch(client.analyse(game));
    workers[0].answerAnalysis(30, [bogus]);
    await flush();
    expect(kindOf(r.error)).toBe('illegal');
    expect(workers[0].terminated).toBe(true);
    // A legal first move followed by an illegal one is refused too.
    const second = watch(client.analyse(game));
    workers[1].answerAnalysis(30, [game.legalMoves[0], game.legalMoves[0]]);
    await flush();
    expect(kindOf(second.error)).toBe('illegal');
    // No line at all where there are moves.
    const empty = watch(client.analyse(game));
    workers[2].answerAnalysis(30, []);
    await flush();
    expect(kindOf(empty.error)).toBe('illegal');
    // A sound line from a fresh worker goes through, as the engine's own moves.
    const next = playMove(game, game.legalMoves[0]);
    const good = watch(client.analyse(game));
    expect(workers).toHaveLength(4);
    workers[3].answerAnalysis(30, [{ ...game.legalMoves[0] }, { ...next.legalMoves[1] }]);
    await flush();
    expect(good.state).toBe('resolved');
    expect(good.value?.pv).toEqual([game.legalMoves[0], next.legalMoves[1]]);
  });

  it('an aborted analysis stops the worker', async () => {
    const { client, workers } = setupAnalysis();
    const controller = new AbortController();
    const r = watch(client.analyse(game, { signal: controller.signal }));
    controller.abort();
    await flush();
    expect(kindOf(r.error)).toBe('aborted');
    expect(workers[0].terminated).toBe(true);
  });
});
