/**
 * The engine's review of a finished game, one position at a time (issue 23):
 *
 *   queued ──review.start──▶ running ──(each position searched, the next one)──▶ done
 *                              │  ▲                     └──(the search fails)──▶ failed ──review.retry──▶ running
 *                  review.cancel  review.resume
 *                              ▼  │
 *                            cancelled
 *
 * `positions` holds what is known, in order (the position after i plies is `positions[i]`): a review given
 * the searches saved earlier starts where they stop, and a cancelled or failed one goes on from the position
 * it stopped at, never from the start. The search itself is the `analysePosition` actor (the AI worker in
 * the browser, a stub in tests): cancelling stops it, and what it had not finished is searched again.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { SavedPosition } from '../browser/storage/review';

export type ReviewEvent =
  | { type: 'review.start' }
  | { type: 'review.cancel' }
  | { type: 'review.resume' }
  | { type: 'review.retry' };

export interface ReviewInput {
  /** the positions of the game: its plies + 1 */
  total: number;
  /** the searches saved earlier, from the start position on */
  saved?: readonly SavedPosition[];
}

export interface ReviewContext {
  readonly total: number;
  readonly positions: readonly SavedPosition[];
  /** why the last search failed (its message), null otherwise */
  readonly error: string | null;
}

/** The search of the position after `index` plies. */
export interface PositionInput {
  readonly index: number;
}

/** The default refuses: the page provides the worker's search, tests a stub. */
const analysePosition = fromPromise<SavedPosition, PositionInput>(async () => {
  throw new Error('No engine was provided for the review.');
});

const complete = (c: ReviewContext) => c.positions.length >= c.total;

export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as ReviewInput,
  },
  actors: { analysePosition },
  guards: {
    complete: ({ context }) => complete(context),
    /** the search that just ended was of the last position */
    lastOne: ({ context }) => context.positions.length + 1 >= context.total,
  },
  actions: {
    keep: assign(({ context }, found: SavedPosition) => ({
      positions: [...context.positions, found],
      error: null,
    })),
    fail: assign((_, message: string) => ({ error: message })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'review',
  context: ({ input }) => ({
    total: Math.max(0, input.total),
    positions: (input.saved ?? []).slice(0, Math.max(0, input.total)),
    error: null,
  }),
  initial: 'queued',
  states: {
    /** waiting for the player to ask (what was saved is already there) */
    queued: {
      on: {
        'review.start': [{ guard: 'complete', target: 'done' }, { target: 'running' }],
      },
    },
    running: {
      invoke: {
        src: 'analysePosition',
        input: ({ context }) => ({ index: context.positions.length }),
        onDone: [
          {
            guard: 'lastOne',
            target: 'done',
            actions: { type: 'keep', params: ({ event }) => event.output },
          },
          {
            target: 'running',
            reenter: true,
            actions: { type: 'keep', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'fail',
            params: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          },
        },
      },
      on: { 'review.cancel': { target: 'cancelled' } },
    },
    /** stopped by the player: what was searched is kept */
    cancelled: {
      on: { 'review.resume': [{ guard: 'complete', target: 'done' }, { target: 'running' }] },
    },
    /** the engine failed (its worker crashed, timed out or answered nonsense): the game is untouched */
    failed: {
      on: { 'review.retry': { target: 'running', actions: 'clearError' } },
    },
    done: { type: 'final' },
  },
});

/** How far the review has come: positions searched out of all of them, 0…1 (1 for an empty game). */
export function progressOf(context: ReviewContext): number {
  return context.total === 0 ? 1 : Math.min(1, context.positions.length / context.total);
}
