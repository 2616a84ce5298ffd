/**
 * The page's side of the AI worker: post a request, resolve with the answer. A crash of the worker, an answer
 * that does not come in time, an error answer, a move the engine does not find among the legal moves (or
 * none), or an abort rejects with an error whose `kind` says which; the worker is then terminated and a
 * fresh one is started on the next request, so a worker that failed once never answers a retry. The game machine turns those rejections into
 * its `failed` state (the game is not lost; the player may retry).
 */

import { levelSettings } from '../../engine/ai/levels';
import type { Game, Move } from '../../engine/index';
// Straight from its module: this client loads on demand, and the engine's index would bring the rest along.
import { sameMove } from '../../engine/rules/movegen';
import type { ComputerFailure, ComputerReply, Level } from '../../model/play';
import {
  type AiAnswer,
  type AnalysisAnswer,
  type EndgameAnswer,
  requestFor,
  type WorkerRequest,
} from './protocol';

export type AiErrorKind = ComputerFailure | 'aborted';

/**
 * The legal move among `moves` that a worker's answer names (from, to and the pieces taken: RULES §0.2), or
 * null when it names none (or is not a move at all).
 */
export function legalAmong(moves: readonly Move[], answer: unknown): Move | null {
  const m = answer as Move | null | undefined;
  if (!m || typeof m !== 'object' || !Array.isArray(m.captures)) return null;
  return moves.find((legal) => sameMove(legal, m)) ?? null;
}

export class AiError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

/** The slice of the Worker interface the client uses (a fake one in tests). */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  onmessage: ((e: MessageEvent<AiAnswer | AnalysisAnswer | EndgameAnswer>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  onmessageerror: ((e: MessageEvent) => void) | null;
}

export interface AiClientOptions {
  /** start a worker (default: the module worker of ./ai.worker.ts, bundled by Vite) */
  createWorker?: () => WorkerLike;
  /** how long to wait for a move at a level, in ms (default: three times the level's budget plus 10 s) */
  timeoutFor?: (level: Level) => number;
}

const defaultWorker = (): WorkerLike =>
  new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;

const defaultTimeout = (level: Level) => levelSettings(level).movetime * 3 + 10_000;

export type Answered = (AiAnswer | AnalysisAnswer | EndgameAnswer) & { ok: true };

interface Pending {
  resolve: (a: Answered) => void;
  reject: (e: AiError) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createAiClient(options: AiClientOptions = {}) {
  const create = options.createWorker ?? defaultWorker;
  const timeoutFor = options.timeoutFor ?? defaultTimeout;
  let worker: WorkerLike | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  /** Stop the worker and fail every request still waiting. */
  const kill = (error: AiError) => {
    worker?.terminate();
    worker = null;
    for (const p of pending.values()) {
      clearTimeout(p.timer);
      p.reject(error);
    }
    pending.clear();
  };

  const ensureWorker = (): WorkerLike => {
    if (worker) return worker;
    const w = create();
    w.onmessage = (e) => {
      const a = e.data;
      const p = pending.get(a.id);
      if (!p) return;
      pending.delete(a.id);
      clearTimeout(p.timer);
      if (a.ok) p.resolve(a);
      else {
        // A worker that answered an error is not trusted with the next request: a fresh one takes it.
        p.reject(new AiError('crash', a.message));
        kill(new AiError('crash', a.message));
      }
    };
    w.onerror = (e) => {
      e.preventDefault?.();
      kill(new AiError('crash', e.message || 'The computer player stopped working.'));
    };
    w.onmessageerror = () => kill(new AiError('crash', 'The computer player sent an unreadable answer.'));
    worker = w;
    return w;
  };

  /** Post a request built for `id` and wait for its answer (or the failure that ends the worker). */
  function ask(
    build: (id: number) => WorkerRequest,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<Answered> {
    return new Promise<Answered>((resolve, reject) => {
      if (signal?.aborted) return reject(new AiError('aborted', 'Aborted.'));
      let w: WorkerLike;
      try {
        w = ensureWorker();
      } catch (e) {
        return reject(new AiError('crash', e instanceof Error ? e.message : String(e)));
      }
      const id = nextId++;
      const timer = setTimeout(
        () => kill(new AiError('timeout', 'The computer took too long to answer.')),
        timeoutMs,
      );
      const onAbort = () => kill(new AiError('aborted', 'Aborted.'));
      signal?.addEventListener('abort', onAbort, { once: true });
      pending.set(id, {
        resolve: (a) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(a);
        },
        reject: (e) => {
          signal?.removeEventListener('abort', onAbort);
          reject(e);
        },
        timer,
      });
      w.postMessage(build(id));
    });
  }

  /** The computer's move in `game` at `level`, in `movetime` ms when its clock is shorter than the level's time. */
  async function choose(
    game: Game,
    level: Level,
    signal?: AbortSignal,
    movetime?: number,
  ): Promise<ComputerReply> {
    const a = await ask((id) => requestFor(game, level, id, movetime), timeoutFor(level), signal);
    if (!('move' in a)) throw discard('crash', 'The computer sent an analysis instead of a move.');
    // Checked against the engine's own legal moves, whatever the worker says: the move played is the engine's.
    const move = legalAmong(game.legalMoves, a.move);
    if (!move) throw discard('illegal', 'The computer answered a move that is not legal here.');
    return { move };
  }

  /** The worker answered nonsense: replace it (the next request starts a fresh one); the error to throw. */
  function discard(kind: ComputerFailure, message: string): AiError {
    const error = new AiError(kind, message);
    kill(error);
    return error;
  }

  return {
    choose,
    /** post a request built for its id and wait for the answer (the analysis client builds on this) */
    request: ask,
    /** whether the request with this id is still waiting for its answer */
    waiting: (id: number) => pending.has(id),
    /** stop the worker: everything waiting fails with kind 'aborted' */
    stop: (why: string) => kill(new AiError('aborted', why)),
    /** the worker answered nonsense: replace it; returns the error to throw */
    discard,
    /** stop the worker (leaving the page) */
    dispose: () => kill(new AiError('aborted', 'Disposed.')),
  };
}

export type AiClient = ReturnType<typeof createAiClient>;
