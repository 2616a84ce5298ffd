/**
 * The review of lesson steps (issue 21 item 4): the saved schedule (versioned, checked, bounded, reset with
 * its own notice when it cannot be read, leaving every other record alone), the scheduling of a result (a
 * miss comes back the next day, a hint is scheduled, a clean solve schedules nothing new), which steps are
 * due, and the session machine's transitions.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { progressRecord } from '../../../src/browser/storage/progress';
import {
  bounded,
  dueCount,
  dueKeys,
  itemKey,
  MAX_ITEMS,
  nextDue,
  type RevisionData,
  type RevisionItem,
  revisionApi,
  revisionRecord,
} from '../../../src/browser/storage/revision';
import { createStore, type Notice, noticeId, type StorageLike } from '../../../src/browser/storage/store';
import { applyStep } from '../../../src/components/course/revision-apply';
import { review } from '../../../src/components/srs';
import { t } from '../../../src/i18n';
import { currentKey, revisionMachine } from '../../../src/machines/revision';
import { gradeOf, schedulesInLesson, splitKey } from '../../../src/model/revision';

class MemoryStorage implements StorageLike {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const setup = (initial: Record<string, string> = {}) => {
  const storage = new MemoryStorage();
  for (const [k, val] of Object.entries(initial)) storage.data.set(k, val);
  const store = createStore({ storage: () => storage });
  const notices: Notice[] = [];
  store.onNotice((n) => notices.push(n));
  return { storage, store, notices, api: revisionApi(store) };
};

const NOW = new Date('2026-12-03T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);
const missed = review(undefined, 'again', NOW);
const item = (due: string, v: RevisionItem['v'] = 'italian'): RevisionItem => ({
  v,
  card: { ...missed, due },
});
const step = { lessonId: 'i3-capture', stepId: 's2', variant: 'italian' as const };

describe('the review store', () => {
  it('saves under damiera:revision as version 1 and reads it back after a reload', () => {
    const a = setup();
    const data: RevisionData = { items: { [itemKey('i3-capture', 's2')]: { v: 'italian', card: missed } } };
    expect(a.api.update(() => data)).toEqual({ ok: true });
    const saved = JSON.parse(a.storage.data.get('damiera:revision') as string);
    expect(saved.v).toBe(1);
    expect(saved.data).toEqual(data);
    // A new page on the same storage (a reload, the other language's page) reads the same schedule.
    const b = createStore({ storage: () => a.storage });
    expect(revisionApi(b).read()).toEqual(data);
  });

  it('refuses a malformed write: a bad key, an unknown game, a card out of bounds', () => {
    const { api, storage } = setup();
    const bad: unknown[] = [
      { items: { 'not a key': { v: 'italian', card: missed } } },
      { items: { 'i3/s2': { v: 'chess', card: missed } } },
      { items: { 'i3/s2': { v: 'italian', card: { ...missed, difficulty: 99 } } } },
      { items: { 'i3/s2': { v: 'italian', card: { ...missed, due: 'tomorrow' } } } },
    ];
    for (const d of bad)
      expect(api.update(() => d as RevisionData)).toMatchObject({ ok: false, code: 'invalid' });
    expect(storage.data.has('damiera:revision')).toBe(false);
  });

  it('a corrupted record is reset with the review notice, and the progress is left alone', () => {
    const progress = JSON.stringify({ v: 1, data: { lessons: {}, lastLesson: null } });
    for (const text of [
      '{not json',
      JSON.stringify({ v: 1, data: { items: { 'i3/s2': { v: 'italian' } } } }),
    ]) {
      const { api, storage, notices, store } = setup({
        'damiera:revision': text,
        'damiera:progress': progress,
      });
      expect(api.read()).toEqual({ items: {} });
      expect(storage.data.has('damiera:revision')).toBe(false);
      expect(storage.data.get('damiera:progress')).toBe(progress);
      expect(store.read(progressRecord)).toEqual({ lessons: {}, lastLesson: null });
      expect(notices).toHaveLength(1);
      expect(noticeId(notices[0])).toBe('revision');
      expect(notices[0].reason).toBe(text.startsWith('{not') ? 'corrupt' : 'invalid');
    }
  });

  it('the notice says the lessons and the puzzles are kept, in both languages', () => {
    expect(t('it', 'storage.reset.revision')).toMatch(/ripasso.*lezioni.*problemi/s);
    expect(t('en', 'storage.reset.revision')).toMatch(/review.*lesson progress.*puzzles/s);
  });

  it('data of a newer version is left in storage and not written over', () => {
    const newer = JSON.stringify({ v: 2, data: { whatever: true } });
    const { api, storage, notices } = setup({ 'damiera:revision': newer });
    expect(api.read()).toEqual({ items: {} });
    expect(noticeId(notices[0])).toBe('newer-revision');
    expect(api.update((d) => d)).toEqual({ ok: false, code: 'newer' });
    expect(storage.data.get('damiera:revision')).toBe(newer);
  });

  it('is bounded: over MAX_ITEMS the steps due last go first, and the full record fits its size bound', () => {
    const items: Record<string, RevisionItem> = {};
    for (let i = 0; i < MAX_ITEMS + 5; i++) items[`lesson-${i}/step-${i}`] = item(later(i).toISOString());
    const kept = bounded(items);
    expect(Object.keys(kept)).toHaveLength(MAX_ITEMS);
    expect(kept['lesson-0/step-0']).toBeDefined();
    expect(kept[`lesson-${MAX_ITEMS + 4}/step-${MAX_ITEMS + 4}`]).toBeUndefined();
    const { api } = setup();
    expect(api.update(() => ({ items }))).toEqual({ ok: true });
    expect(Object.keys(api.read().items)).toHaveLength(MAX_ITEMS);
    expect(revisionRecord.maxBytes).toBeLessThanOrEqual(128 * 1024);
  });
});

describe('scheduling a step', () => {
  it('grades: a mistake or the answer shown is a miss, a hint is hard, else good', () => {
    expect(gradeOf({ mistakes: 1, hints: 0, revealed: false })).toBe('again');
    expect(gradeOf({ mistakes: 0, hints: 2, revealed: true })).toBe('again');
    expect(gradeOf({ mistakes: 0, hints: 1, revealed: false })).toBe('hard');
    expect(gradeOf({ mistakes: 0, hints: 0, revealed: false })).toBe('good');
  });

  it('a miss in a lesson is due the next day, not before', () => {
    const d = applyStep({ items: {} }, { ...step, grade: 'again', inLesson: true }, NOW);
    const it = d.items['i3-capture/s2'];
    expect(it.v).toBe('italian');
    expect(it.card.due).toBe(later(1).toISOString());
    expect(dueCount(d.items, later(1 - 1 / 24))).toBe(0);
    expect(dueCount(d.items, later(1))).toBe(1);
  });

  it('a solve with a hint is scheduled, later than a miss', () => {
    const d = applyStep({ items: {} }, { ...step, grade: 'hard', inLesson: true }, NOW);
    const due = Date.parse(d.items['i3-capture/s2'].card.due);
    expect(due).toBeGreaterThan(later(1).getTime() - 1);
  });

  it('a clean solve in a lesson schedules nothing new, but moves a card the step has', () => {
    const none = applyStep({ items: {} }, { ...step, grade: 'good', inLesson: true }, NOW);
    expect(none.items).toEqual({});
    expect(schedulesInLesson('good', false)).toBe(false);
    const had = applyStep({ items: {} }, { ...step, grade: 'again', inLesson: true }, NOW);
    const moved = applyStep(had, { ...step, grade: 'good', inLesson: true }, later(1));
    expect(moved.items['i3-capture/s2'].card.due > had.items['i3-capture/s2'].card.due).toBe(true);
  });

  it('in the review, a clean solve stretches the interval and a new miss brings it back the next day', () => {
    const first = applyStep({ items: {} }, { ...step, grade: 'again', inLesson: true }, NOW);
    const good = applyStep(first, { ...step, grade: 'good', inLesson: false }, later(1));
    const goodDue = Date.parse(good.items['i3-capture/s2'].card.due);
    expect(goodDue).toBeGreaterThan(later(2).getTime());
    const lapse = applyStep(good, { ...step, grade: 'again', inLesson: false }, new Date(goodDue));
    expect(lapse.items['i3-capture/s2'].card.due).toBe(new Date(goodDue + DAY).toISOString());
    expect(lapse.items['i3-capture/s2'].card.lapses).toBe(1);
  });
});

describe('what is due', () => {
  const items = {
    'b/s1': item(later(0.5).toISOString(), 'english'),
    'a/s1': item(later(0.5).toISOString()),
    'c/s1': item(later(-1).toISOString()),
    'd/s1': item(later(3).toISOString()),
  };
  it('the earliest due first, then by key; one course when asked', () => {
    expect(dueKeys(items, later(1))).toEqual(['c/s1', 'a/s1', 'b/s1']);
    expect(dueKeys(items, later(1), 'english')).toEqual(['b/s1']);
    expect(dueCount(items, NOW)).toBe(1);
    expect(nextDue(items, later(1))).toBe(later(3).toISOString());
    expect(nextDue(items, later(4))).toBeNull();
    expect(splitKey('i3-capture/s2')).toEqual({ lessonId: 'i3-capture', stepId: 's2' });
  });
});

describe('the review session machine', () => {
  const start = () => initialTransition(revisionMachine, undefined)[0];
  it('nothing due: empty', () => {
    const [s] = transition(revisionMachine, start(), { type: 'loaded', queue: [] });
    expect(s.value).toBe('empty');
  });
  it('a failed load: failed', () => {
    const [s] = transition(revisionMachine, start(), { type: 'failed' });
    expect(s.value).toBe('failed');
  });
  it('each step: reviewing → answered (its grade kept) → the next; after the last, done', () => {
    let [s] = transition(revisionMachine, start(), { type: 'loaded', queue: ['a/s1', 'b/s2'] });
    expect(s.value).toBe('reviewing');
    expect(currentKey(s.context)).toBe('a/s1');
    // "next" before an answer does nothing: a step is not skipped.
    expect(transition(revisionMachine, s, { type: 'next' })[0].value).toBe('reviewing');
    [s] = transition(revisionMachine, s, { type: 'step.solved', grade: 'again' });
    expect(s.value).toBe('answered');
    expect(s.context.results).toEqual({ 'a/s1': 'again' });
    [s] = transition(revisionMachine, s, { type: 'next' });
    expect(s.value).toBe('reviewing');
    expect(currentKey(s.context)).toBe('b/s2');
    [s] = transition(revisionMachine, s, { type: 'step.solved', grade: 'good' });
    [s] = transition(revisionMachine, s, { type: 'next' });
    expect(s.value).toBe('done');
    expect(s.context.results).toEqual({ 'a/s1': 'again', 'b/s2': 'good' });
  });
});
