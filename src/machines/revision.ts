/**
 * A review session of lesson steps ("Ripasso"), as a state machine: loading (the island reads the saved
 * schedule and fetches the due steps) → empty (nothing due) or reviewing → answered (the step was solved:
 * its grade is kept, and the island saves it) → the next step, or done. A load that fails is `failed`.
 * The steps themselves run on the exercise machine, inside the lesson's exercise board; this machine only
 * keeps the queue and the results, so its transitions are pure and tested without a page.
 */
import { assign, setup } from 'xstate';
import type { StepGrade } from '../model/revision';

export interface RevisionContext {
  /** the due steps' keys, in the order they are served */
  queue: readonly string[];
  /** the step on the board (an index in `queue`) */
  index: number;
  /** each answered step's grade, by key */
  results: Readonly<Record<string, StepGrade>>;
}

export type RevisionEvent =
  | { type: 'loaded'; queue: readonly string[] }
  | { type: 'failed' }
  | { type: 'step.solved'; grade: StepGrade }
  | { type: 'next' };

export const revisionMachine = setup({
  types: { context: {} as RevisionContext, events: {} as RevisionEvent },
  guards: {
    nothingDue: ({ event }) => event.type === 'loaded' && event.queue.length === 0,
    last: ({ context }) => context.index >= context.queue.length - 1,
  },
}).createMachine({
  id: 'revision',
  context: { queue: [], index: 0, results: {} },
  initial: 'loading',
  states: {
    loading: {
      on: {
        loaded: [
          { guard: 'nothingDue', target: 'empty' },
          {
            target: 'reviewing',
            actions: assign(({ event }) => ({ queue: [...event.queue], index: 0, results: {} })),
          },
        ],
        failed: 'failed',
      },
    },
    empty: { type: 'final' },
    failed: { type: 'final' },
    reviewing: {
      on: {
        'step.solved': {
          target: 'answered',
          actions: assign(({ context, event }) => ({
            results: { ...context.results, [context.queue[context.index]]: event.grade },
          })),
        },
      },
    },
    answered: {
      on: {
        next: [
          { guard: 'last', target: 'done' },
          { target: 'reviewing', actions: assign(({ context }) => ({ index: context.index + 1 })) },
        ],
      },
    },
    done: { type: 'final' },
  },
});

/** The key of the step on the board, or null when none is. */
export const currentKey = (c: RevisionContext): string | null => c.queue[c.index] ?? null;
