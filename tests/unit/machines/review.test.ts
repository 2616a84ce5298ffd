import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import type { SavedPosition } from '../../../src/browser/storage/review';
import { type PositionInput, progressOf, reviewMachine } from '../../../src/machines/review';

const found = (index: number): SavedPosition => ({ s: index * 10, w: null, pv: ['22-18'], d: 4 });

describe('review machine: pure transitions', () => {
  it('waits in queued, with what was saved already there', () => {
    const [s] = initialTransition(reviewMachine, { total: 5, saved: [found(0), found(1)] });
    expect(s.value).toBe('queued');
    expect(s.context.positions).toHaveLength(2);
    expect(progressOf(s.context)).toBeCloseTo(0.4);
  });

  it('start searches the first position not saved: the actor is started with its index', () => {
    const [s0] = initialTransition(reviewMachine, { total: 5, saved: [found(0), found(1)] });
    const [s1, actions] = transition(reviewMachine, s0, { type: 'review.start' });
    expect(s1.value).toBe('running');
    const spawn = actions.find((a) => a.type === 'xstate.spawnChild') as
      | { params?: { input?: PositionInput } }
      | undefined;
    expect(spawn?.params?.input).toEqual({ index: 2 });
  });

  it('a review saved whole opens done at once: nothing is searched', () => {
    const [s0] = initialTransition(reviewMachine, { total: 2, saved: [found(0), found(1)] });
    const [s1, actions] = transition(reviewMachine, s0, { type: 'review.start' });
    expect(s1.value).toBe('done');
    expect(actions.some((a) => a.type === 'xstate.spawnChild')).toBe(false);
    expect(progressOf(s1.context)).toBe(1);
  });

  it('saved searches beyond the game are not taken (a shorter game under the same name)', () => {
    const [s] = initialTransition(reviewMachine, { total: 2, saved: [found(0), found(1), found(2)] });
    expect(s.context.positions).toHaveLength(2);
  });

  it('cancel keeps what was searched; resume goes on from there', () => {
    let [s] = initialTransition(reviewMachine, { total: 4, saved: [found(0)] });
    [s] = transition(reviewMachine, s, { type: 'review.start' });
    [s] = transition(reviewMachine, s, { type: 'review.cancel' });
    expect(s.value).toBe('cancelled');
    expect(s.context.positions).toHaveLength(1);
    const [r, actions] = transition(reviewMachine, s, { type: 'review.resume' });
    expect(r.value).toBe('running');
    const spawn = actions.find((a) => a.type === 'xstate.spawnChild') as {
      params?: { input?: PositionInput };
    };
    expect(spawn.params?.input).toEqual({ index: 1 });
  });

  it('events that do not belong to a state change nothing', () => {
    const [q] = initialTransition(reviewMachine, { total: 3 });
    expect(transition(reviewMachine, q, { type: 'review.retry' })[0].value).toBe('queued');
    expect(transition(reviewMachine, q, { type: 'review.resume' })[0].value).toBe('queued');
    const [r] = transition(reviewMachine, q, { type: 'review.start' });
    expect(transition(reviewMachine, r, { type: 'review.start' })[0].value).toBe('running');
  });
});

describe('review machine: with a stand-in engine', () => {
  it('searches every position in order and ends done', async () => {
    const asked: number[] = [];
    const machine = reviewMachine.provide({
      actors: {
        analysePosition: fromPromise<SavedPosition, PositionInput>(async ({ input }) => {
          asked.push(input.index);
          return found(input.index);
        }),
      },
    });
    const actor = createActor(machine, { input: { total: 4, saved: [found(0)] } }).start();
    actor.send({ type: 'review.start' });
    const end = await waitFor(actor, (s) => s.matches('done'));
    expect(asked).toEqual([1, 2, 3]);
    expect(end.context.positions.map((p) => p?.s)).toEqual([0, 10, 20, 30]);
  });

  it('a failing search goes to failed with its message, keeps the positions done, and retry resumes there', async () => {
    let fails = true;
    const asked: number[] = [];
    const machine = reviewMachine.provide({
      actors: {
        analysePosition: fromPromise<SavedPosition, PositionInput>(async ({ input }) => {
          asked.push(input.index);
          if (input.index === 2 && fails) throw new Error('the worker crashed');
          return found(input.index);
        }),
      },
    });
    const actor = createActor(machine, { input: { total: 4 } }).start();
    actor.send({ type: 'review.start' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('the worker crashed');
    expect(failed.context.positions).toHaveLength(2);
    fails = false;
    actor.send({ type: 'review.retry' });
    const end = await waitFor(actor, (s) => s.matches('done'));
    expect(end.context.error).toBeNull();
    expect(asked).toEqual([0, 1, 2, 2, 3]);
  });

  it('cancelling stops the search under way (its signal aborts) and keeps nothing of it', async () => {
    let aborted = false;
    const machine = reviewMachine.provide({
      actors: {
        analysePosition: fromPromise<SavedPosition, PositionInput>(
          ({ input, signal }) =>
            new Promise((resolve) => {
              if (input.index === 0) return resolve(found(0));
              signal.addEventListener('abort', () => {
                aborted = true;
              });
            }),
        ),
      },
    });
    const actor = createActor(machine, { input: { total: 3 } }).start();
    actor.send({ type: 'review.start' });
    await waitFor(actor, (s) => s.context.positions.length === 1);
    actor.send({ type: 'review.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(aborted).toBe(true);
    expect(actor.getSnapshot().context.positions).toHaveLength(1);
  });
});
