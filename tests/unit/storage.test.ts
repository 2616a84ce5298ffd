import { describe, expect, it } from 'vitest';
import { playRecord } from '../../src/browser/storage/play';
import { langRecord, themeRecord } from '../../src/browser/storage/prefs';
import {
  type ImportResult,
  PROGRESS_FORMAT,
  progressApi,
  progressRecord,
} from '../../src/browser/storage/progress';
import {
  createStore,
  defineRecord,
  type Notice,
  noticeId,
  type RecordDef,
  type StorageEventLike,
  type StorageLike,
  type Store,
} from '../../src/browser/storage/store';
import * as v from '../../src/browser/storage/validate';
import { exportFileName, importMessage, messageText } from '../../src/components/site/ProgressTools';
import { tp } from '../../src/i18n/progress';
import { DEFAULT_PREFS } from '../../src/model/play';

/**
 * localStorage as the store sees it, with what tests need to break it: a quota counted as browsers do (the
 * characters of every key and value), a switch that makes every access throw (storage turned off), and
 * `fire` for the `storage` event a change made in another tab sends.
 */
class FakeStorage implements StorageLike {
  readonly data = new Map<string, string>();
  quota = Number.POSITIVE_INFINITY;
  broken = false;
  private readonly listeners = new Set<(e: StorageEventLike) => void>();

  constructor(initial: Record<string, string> = {}) {
    for (const [k, val] of Object.entries(initial)) this.data.set(k, val);
  }
  private check() {
    if (this.broken) throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  getItem(key: string) {
    this.check();
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.check();
    let used = key.length + value.length;
    for (const [k, val] of this.data) if (k !== key) used += k.length + val.length;
    if (used > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.check();
    this.data.delete(key);
  }
  /** The window's side: where the store listens for `storage` events. */
  readonly window = {
    addEventListener: (_type: 'storage', fn: (e: StorageEventLike) => void) => void this.listeners.add(fn),
  };
  /** Another tab changed `key` (null: cleared everything) in `area` (this storage unless told). */
  fire(key: string | null, area: unknown = this) {
    for (const fn of this.listeners) fn({ key, storageArea: area });
  }
}

/** A store over a fake storage, with every notice it raises collected. */
function setup(initial: Record<string, string> = {}) {
  const storage = new FakeStorage(initial);
  const store = createStore({ storage: () => storage, events: () => storage.window });
  const notices: Notice[] = [];
  store.onNotice((n) => notices.push(n));
  return { storage, store, notices };
}

const envelope = (version: number, data: unknown) => JSON.stringify({ v: version, data });

/** A record for the store's own tests: a counter, version 2 (version 1 saved it as a bare number). */
const counter = defineRecord<{ count: number }>({
  key: 'counter',
  version: 2,
  validate: v.object({ count: v.number({ int: true, min: 0 }) }),
  migrate: (data, from) => {
    if (from === 1 && typeof data === 'number') return { count: data };
    throw new Error(`cannot migrate from ${from}`);
  },
  default: { count: 0 },
  maxBytes: 60,
});

describe('validators', () => {
  const step = v.object({
    stars: v.enum([0, 1, 2, 3]),
    tags: v.array(v.string({ max: 5 }), 3),
    at: v.optional(v.isoDate()),
    map: v.record(v.string({ pattern: /^[a-z]+$/ }), v.boolean()),
    prev: v.nullable(v.number({ min: 1, max: 9, int: true })),
  });
  const good = { stars: 2, tags: ['a'], map: { ok: true }, prev: null, extra: 'dropped' };

  it('gives a fresh typed value, without unknown fields', () => {
    const c = step(good);
    expect(c).toEqual({ ok: true, value: { stars: 2, tags: ['a'], map: { ok: true }, prev: null } });
    expect(c.ok && c.value).not.toBe(good);
  });

  it('names the path of the first wrong value', () => {
    const at = (x: unknown) => {
      const c = step(x);
      return c.ok ? 'ok' : c.path;
    };
    expect(at({ ...good, stars: 4 })).toBe('stars');
    expect(at({ ...good, tags: ['a', 'toolong'] })).toBe('tags[1]');
    expect(at({ ...good, tags: ['a', 'b', 'c', 'd'] })).toBe('tags');
    expect(at({ ...good, map: { ok: 'yes' } })).toBe('map["ok"]');
    expect(at({ ...good, map: { 'Not ok': true } })).toBe('map["Not ok"]');
    expect(at({ ...good, prev: 1.5 })).toBe('prev');
    expect(at({ ...good, at: '2025-02-30T10:00:00Z' })).toBe('at');
    expect(at({ ...good, at: 'yesterday' })).toBe('at');
    expect(at({ ...good, at: '2025-02-28T10:00:00.000Z' })).toBe('ok');
    expect(at([good])).toBe('');
    expect(at(null)).toBe('');
  });

  it('never lets NaN, infinities or a "__proto__" key through as anything but data', () => {
    expect(v.number()(Number.NaN).ok).toBe(false);
    expect(v.number()(Number.POSITIVE_INFINITY).ok).toBe(false);
    const c = v.record(v.string(), v.number())(JSON.parse('{"__proto__": 1}'));
    expect(c.ok && Object.getPrototypeOf(c.value)).toBe(null);
    expect(c.ok && Object.getOwnPropertyDescriptor(c.value, '__proto__')?.value).toBe(1);
  });
});

describe('store: reading what is saved', () => {
  it('reads back what it wrote, in an envelope under a namespaced key', () => {
    const { storage, store } = setup();
    expect(store.read(counter)).toEqual({ count: 0 });
    expect(store.write(counter, { count: 5 })).toEqual({ ok: true });
    expect(storage.data.get('damiera:counter')).toBe('{"v":2,"data":{"count":5}}');
    // A fresh store (the next page) reads the same.
    const next = createStore({ storage: () => storage });
    expect(next.read(counter)).toEqual({ count: 5 });
  });

  it('corrupted JSON is removed, gives the default and a notice', () => {
    const { storage, store, notices } = setup({ 'damiera:progress': '{"v":1,"data":{"lessons":' });
    expect(store.read(progressRecord)).toEqual({ lessons: {}, lastLesson: null });
    expect(storage.data.has('damiera:progress')).toBe(false);
    expect(notices).toEqual([{ record: 'progress', kind: 'progress', reason: 'corrupt' }]);
  });

  it('JSON that is not an envelope counts as corrupted', () => {
    for (const text of [
      '42',
      'null',
      '[]',
      '{"data":{}}',
      '{"v":0,"data":{}}',
      '{"v":"1","data":{}}',
      '{"v":1}',
    ]) {
      const { store, notices } = setup({ 'damiera:counter': text });
      expect(store.read(counter), text).toEqual({ count: 0 });
      expect(
        notices.map((n) => n.reason),
        text,
      ).toEqual(['corrupt']);
    }
  });

  it('the wrong shape is removed, gives the default and a notice', () => {
    const bad = envelope(1, { lessons: { 'italian/i1': { s1: { stars: 5, solvedAt: 'x', attempts: 1 } } } });
    const { storage, store, notices } = setup({ 'damiera:progress': bad });
    expect(store.read(progressRecord).lessons).toEqual({});
    expect(storage.data.has('damiera:progress')).toBe(false);
    expect(notices).toEqual([{ record: 'progress', kind: 'progress', reason: 'invalid' }]);
  });

  it('an older version is migrated and saved in the current one, silently', () => {
    const { storage, store, notices } = setup({ 'damiera:counter': envelope(1, 7) });
    expect(store.read(counter)).toEqual({ count: 7 });
    expect(storage.data.get('damiera:counter')).toBe(envelope(2, { count: 7 }));
    expect(notices).toEqual([]);
  });

  it('an older version that cannot be migrated is reset with a notice', () => {
    const { storage, store, notices } = setup({ 'damiera:counter': envelope(1, 'seven') });
    expect(store.read(counter)).toEqual({ count: 0 });
    expect(storage.data.has('damiera:counter')).toBe(false);
    expect(notices).toEqual([{ record: 'counter', kind: 'settings', reason: 'old' }]);
    // No migration at all for the progress record's (non-existent) version 0 either.
    const p = setup({ 'damiera:progress': envelope(0, {}) });
    expect(p.store.read(progressRecord).lessons).toEqual({});
    expect(p.notices.map((n) => n.reason)).toEqual(['corrupt']);
  });

  it('a newer version gives the default and a notice, and is left for the newer tab', () => {
    const saved = envelope(3, { count: 9, more: true });
    const { storage, store, notices } = setup({ 'damiera:counter': saved });
    expect(store.read(counter)).toEqual({ count: 0 });
    expect(notices).toEqual([{ record: 'counter', kind: 'settings', reason: 'newer' }]);
    expect(storage.data.get('damiera:counter')).toBe(saved);
  });

  it('a newer version is never written over by this page: writes stay in memory until a reset', () => {
    const saved = envelope(3, { count: 9, more: true });
    const { storage, store, notices } = setup({ 'damiera:counter': saved });
    expect(store.read(counter)).toEqual({ count: 0 });
    expect(store.newer(counter)).toBe(true);
    expect(store.write(counter, { count: 1 })).toEqual({ ok: false, code: 'newer' });
    expect(store.update(counter, (c) => ({ count: c.count + 1 }))).toEqual({ ok: false, code: 'newer' });
    // The page goes on with its value; storage keeps the newer one.
    expect(store.read(counter)).toEqual({ count: 2 });
    expect(storage.data.get('damiera:counter')).toBe(saved);
    expect(store.persistent()).toBe(false);
    // One notice, about the newer version (not a reset, and not the 'unsaved' one).
    expect(notices.map(noticeId)).toEqual(['newer-settings']);
    // A reset the page makes on its own leaves it too; one the user asks for removes it.
    expect(store.reset(counter)).toEqual({ ok: false, code: 'newer' });
    expect(storage.data.get('damiera:counter')).toBe(saved);
    expect(store.reset(counter, { asked: true })).toEqual({ ok: true });
    expect(store.newer(counter)).toBe(false);
    expect(store.write(counter, { count: 5 })).toEqual({ ok: true });
    expect(storage.data.get('damiera:counter')).toBe(envelope(2, { count: 5 }));
  });

  it('a write that comes before any read still leaves a newer version alone', () => {
    const saved = envelope(3, { count: 9 });
    const { storage, store } = setup({ 'damiera:counter': saved });
    expect(store.write(counter, { count: 1 })).toEqual({ ok: false, code: 'newer' });
    expect(storage.data.get('damiera:counter')).toBe(saved);
  });

  it('a newer tab saving while this one is open: this one stops writing that record', () => {
    const { storage, store } = setup();
    store.subscribe(counter, () => {});
    expect(store.write(counter, { count: 1 })).toEqual({ ok: true });
    const saved = envelope(3, { count: 9 });
    storage.data.set('damiera:counter', saved);
    storage.fire('damiera:counter');
    expect(store.write(counter, { count: 2 })).toEqual({ ok: false, code: 'newer' });
    expect(storage.data.get('damiera:counter')).toBe(saved);
  });

  it('opening a lesson with progress saved by a newer version does not wipe it', () => {
    const saved = envelope(2, { lessons: { 'italian/a': { s1: { stars: 3 } } }, future: true });
    const { storage, store, notices } = setup({ 'damiera:progress': saved });
    const api = progressApi(store, () => new Date('2025-03-01T10:00:00Z'));
    expect(api.markOpened('italian/b')).toEqual({ ok: false, code: 'newer' });
    expect(api.recordStep('italian/b', 's1', { stars: 3, mistakes: 0 })).toEqual({
      ok: false,
      code: 'newer',
    });
    expect(storage.data.get('damiera:progress')).toBe(saved);
    // The step's result holds for this page.
    expect(api.getLessonProgress('italian/b').s1?.stars).toBe(3);
    expect(notices.map(noticeId)).toEqual(['newer-progress']);
    // The reset button, asked for: the newer record goes, and progress is saved again.
    expect(api.resetProgress()).toEqual({ ok: true });
    expect(storage.data.has('damiera:progress')).toBe(false);
    expect(api.markOpened('italian/b')).toEqual({ ok: true });
  });

  it('a reset record is read once: the notice is not repeated on every read', () => {
    const { store, notices } = setup({ 'damiera:counter': 'oops' });
    store.read(counter);
    store.read(counter);
    expect(notices).toHaveLength(1);
  });

  it('notices raised before anyone listens wait for the first listener', () => {
    const storage = new FakeStorage({ 'damiera:counter': 'oops' });
    const store = createStore({ storage: () => storage });
    store.read(counter);
    const seen: Notice[] = [];
    store.onNotice((n) => seen.push(n));
    expect(seen.map((n) => n.reason)).toEqual(['corrupt']);
  });
});

describe('store: writing', () => {
  it('refuses a record over its size bound, and keeps the previous value', () => {
    const { storage, store } = setup();
    store.write(counter, { count: 1 });
    // 'damiera:counter' (15) + '{"v":2,"data":{"count":…}}' (25 + digits) > 60 bytes with 21 digits.
    const r = store.write(counter, { count: 10 ** 20 });
    expect(r).toEqual({ ok: false, code: 'too-large', bytes: 61, maxBytes: 60 });
    expect(store.read(counter)).toEqual({ count: 1 });
    expect(storage.data.get('damiera:counter')).toBe(envelope(2, { count: 1 }));
  });

  it('counts bytes, not characters', () => {
    const label = defineRecord<string>({
      key: 'l',
      version: 1,
      validate: v.string(),
      default: '',
      maxBytes: 40,
    });
    const { store } = setup();
    // 'damiera:l' (9) + '{"v":1,"data":""}' (17) = 26 bytes, leaving 14: seven 2-byte letters fit, eight do not.
    expect(store.write(label, 'è'.repeat(7)).ok).toBe(true);
    expect(store.write(label, 'è'.repeat(8))).toMatchObject({ ok: false, code: 'too-large', bytes: 42 });
  });

  it('refuses a value that does not fit the schema, saying where', () => {
    const { store } = setup();
    expect(store.write(counter, { count: -1 })).toEqual({ ok: false, code: 'invalid', path: 'count' });
    expect(store.read(counter)).toEqual({ count: 0 });
  });

  it('a full storage returns a quota error, and the page goes on with the value in memory', () => {
    const { storage, store } = setup();
    store.write(counter, { count: 1 });
    storage.quota = 20;
    expect(store.write(counter, { count: 2 })).toEqual({ ok: false, code: 'quota' });
    expect(store.read(counter)).toEqual({ count: 2 });
    expect(store.persistent()).toBe(false);
    expect(storage.data.get('damiera:counter')).toBe(envelope(2, { count: 1 }));
    // Room again: the next write goes through.
    storage.quota = Number.POSITIVE_INFINITY;
    expect(store.write(counter, { count: 3 })).toEqual({ ok: true });
    expect(store.persistent()).toBe(true);
  });

  it('storage that throws on every access (turned off) works in memory, never throws', () => {
    const { storage, store, notices } = setup({ 'damiera:counter': envelope(2, { count: 4 }) });
    storage.broken = true;
    expect(store.read(counter)).toEqual({ count: 0 });
    expect(store.write(counter, { count: 8 })).toEqual({ ok: false, code: 'unavailable' });
    expect(store.read(counter)).toEqual({ count: 8 });
    expect(store.reset(counter)).toEqual({ ok: true });
    expect(store.read(counter)).toEqual({ count: 0 });
    expect(store.persistent()).toBe(false);
    // Nothing was reset; the failed write is said once.
    expect(notices).toEqual([{ record: 'counter', kind: 'settings', reason: 'unsaved' }]);
  });

  it('no storage at all, or a getter that throws (private mode), works in memory', () => {
    for (const get of [
      () => undefined,
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    ]) {
      const store = createStore({
        storage: get,
        events: () => {
          throw new Error('no window');
        },
      });
      expect(store.read(counter)).toEqual({ count: 0 });
      expect(store.write(counter, { count: 3 })).toEqual({ ok: false, code: 'unavailable' });
      expect(store.read(counter)).toEqual({ count: 3 });
      expect(store.persistent()).toBe(false);
    }
  });

  it('a write that cannot be saved raises the unsaved notice once per page, whatever the record', () => {
    const { storage, store, notices } = setup();
    storage.quota = 10;
    expect(store.write(counter, { count: 1 })).toEqual({ ok: false, code: 'quota' });
    expect(store.write(counter, { count: 2 })).toEqual({ ok: false, code: 'quota' });
    expect(store.write(themeRecord, 'green')).toEqual({ ok: false, code: 'quota' });
    expect(notices.map(noticeId)).toEqual(['unsaved']);
    expect(store.read(counter)).toEqual({ count: 2 });
    // The next page (a new store) says it again.
    const next = createStore({ storage: () => storage });
    const seen: Notice[] = [];
    next.onNotice((n) => seen.push(n));
    next.write(counter, { count: 3 });
    expect(seen.map(noticeId)).toEqual(['unsaved']);
  });

  it('a quiet record (the language last read) fails without a notice', () => {
    const { storage, store, notices } = setup();
    storage.quota = 10;
    expect(store.write(langRecord, 'en')).toEqual({ ok: false, code: 'quota' });
    expect(notices).toEqual([]);
  });

  it('reset removes the record and gives the default', () => {
    const { storage, store } = setup();
    store.write(counter, { count: 3 });
    expect(store.reset(counter)).toEqual({ ok: true });
    expect(storage.data.has('damiera:counter')).toBe(false);
    expect(store.read(counter)).toEqual({ count: 0 });
  });
});

describe('store: subscribers and other tabs', () => {
  it('a write reaches the subscribers of that record in this tab, until they unsubscribe', () => {
    const { store } = setup();
    const seen: number[] = [];
    const stop = store.subscribe(counter, (c) => seen.push(c.count));
    store.write(counter, { count: 1 });
    store.write(themeRecord, 'green');
    store.reset(counter);
    stop();
    store.write(counter, { count: 2 });
    expect(seen).toEqual([1, 0]);
  });

  it('a change made in another tab updates this tab’s subscribers and reads', () => {
    const { storage, store } = setup();
    const other = createStore({ storage: () => storage });
    expect(store.read(counter)).toEqual({ count: 0 });
    const seen: number[] = [];
    store.subscribe(counter, (c) => seen.push(c.count));

    other.write(counter, { count: 6 });
    storage.fire('damiera:counter');
    expect(seen).toEqual([6]);
    expect(store.read(counter)).toEqual({ count: 6 });

    // Another record's key, and sessionStorage changes, leave the subscribers alone.
    storage.fire('damiera:board-theme');
    other.write(counter, { count: 7 });
    storage.fire('damiera:counter', new FakeStorage());
    expect(seen).toEqual([6]);

    // Storage cleared in another tab (key null): back to the default.
    storage.data.clear();
    storage.fire(null);
    expect(seen).toEqual([6, 0]);
  });

  it('an update starts from what storage holds now, before another tab’s storage event has come', () => {
    const { storage, store } = setup();
    const other = createStore({ storage: () => storage });
    expect(store.read(counter)).toEqual({ count: 0 });
    other.write(counter, { count: 6 });
    // No event yet: a read is still this tab's, but an update adds to the other tab's value.
    expect(store.read(counter)).toEqual({ count: 0 });
    expect(store.update(counter, (c) => ({ count: c.count + 1 }))).toEqual({ ok: true });
    expect(JSON.parse(storage.data.get('damiera:counter')!).data).toEqual({ count: 7 });
    // A change that returns the value itself writes nothing, and tells no subscriber.
    const seen: number[] = [];
    store.subscribe(counter, (c) => seen.push(c.count));
    storage.data.delete('damiera:counter');
    expect(store.update(counter, (c) => c)).toEqual({ ok: true });
    expect(storage.data.has('damiera:counter')).toBe(false);
    expect(seen).toEqual([]);
  });

  it('a record another tab corrupted is reset here with a notice', () => {
    const { storage, store, notices } = setup();
    const seen: unknown[] = [];
    store.subscribe(themeRecord, (t) => seen.push(t));
    storage.data.set('damiera:board-theme', envelope(1, 'purple'));
    storage.fire('damiera:board-theme');
    expect(seen).toEqual(['classic']);
    expect(notices).toEqual([{ record: 'board-theme', kind: 'settings', reason: 'invalid' }]);
  });
});

describe('preferences and the keys they replace', () => {
  it('every record’s default passes its own check, and fits its bound', () => {
    for (const def of [themeRecord, langRecord, playRecord, progressRecord] as RecordDef<unknown>[]) {
      expect(def.validate(def.default).ok, def.key).toBe(true);
      expect(setup().store.write(def, def.default), def.key).toEqual({ ok: true });
    }
  });

  it('the board theme and the language move from their old plain keys once', () => {
    const { storage, store, notices } = setup({ 'damiera.board.theme': 'green', 'damiera.lang': 'en' });
    expect(store.read(themeRecord)).toBe('green');
    expect(store.read(langRecord)).toBe('en');
    expect(Object.fromEntries(storage.data)).toEqual({
      'damiera:board-theme': envelope(1, 'green'),
      'damiera:lang': envelope(1, 'en'),
    });
    expect(notices).toEqual([]);
  });

  it('an old key with a value that means nothing is dropped with a notice', () => {
    const { storage, store, notices } = setup({ 'damiera.board.theme': 'purple' });
    expect(store.read(themeRecord)).toBe('classic');
    expect(storage.data.size).toBe(0);
    expect(notices).toEqual([{ record: 'board-theme', kind: 'settings', reason: 'old' }]);
  });

  it('an old key stays while the new record cannot be saved, and goes with the first write', () => {
    const { storage, store } = setup({ 'damiera.board.theme': 'green' });
    storage.quota = 10;
    expect(store.read(themeRecord)).toBe('green');
    expect(storage.data.get('damiera.board.theme')).toBe('green');
    storage.quota = Number.POSITIVE_INFINITY;
    store.write(themeRecord, 'classic');
    expect(storage.data.has('damiera.board.theme')).toBe(false);
  });

  it('the new record wins over an old key left behind', () => {
    const { store } = setup({
      'damiera:board-theme': envelope(1, 'classic'),
      'damiera.board.theme': 'green',
    });
    expect(store.read(themeRecord)).toBe('classic');
  });

  it('the old play settings are salvaged field by field, as the play page read them', () => {
    const read = (text: string) => setup({ 'damiera.play': text }).store.read(playRecord);
    expect(read('{"variant":"english","color":"random","level":5}')).toEqual({
      variant: 'english',
      color: 'random',
      level: 5,
      clock: 'none',
    });
    expect(read('{"level": 5, ')).toEqual(DEFAULT_PREFS);
    expect(read('null')).toEqual(DEFAULT_PREFS);
    expect(read('"5"')).toEqual(DEFAULT_PREFS);
    // Each field stands on its own: a good level survives a bad variant.
    expect(read('{"level":4,"variant":"chess","color":7}')).toEqual({ ...DEFAULT_PREFS, level: 4 });
    expect(read('{"level":9}').level).toBe(3);
    expect(read('{"level":"4"}').level).toBe(3);
  });

  it('play settings of version 1 (before the clock) keep their choices, without a clock', () => {
    const { store } = setup({
      'damiera:play': JSON.stringify({ v: 1, data: { variant: 'english', color: 'black', level: 4 } }),
    });
    expect(store.read(playRecord)).toEqual({ variant: 'english', color: 'black', level: 4, clock: 'none' });
  });

  it('play settings round-trip, and a bad one is refused', () => {
    const { store } = setup();
    const prefs = { variant: 'international', color: 'black', level: 1, clock: '5+3' } as const;
    expect(store.write(playRecord, prefs)).toEqual({ ok: true });
    expect(createStore({ storage: () => setup().storage }).read(playRecord)).toEqual(DEFAULT_PREFS);
    expect(store.read(playRecord)).toEqual(prefs);
    expect(store.write(playRecord, { ...prefs, level: 6 as 1 })).toMatchObject({ ok: false, path: 'level' });
    expect(store.write(playRecord, { ...prefs, clock: '3+2' as 'none' })).toMatchObject({
      ok: false,
      path: 'clock',
    });
  });
});

/** A progress API over a fresh fake storage, with a clock the test moves. */
function progressSetup(initial: Record<string, string> = {}) {
  const s = setup(initial);
  let time = Date.parse('2025-03-01T10:00:00.000Z');
  const clock = {
    tick(ms = 60_000) {
      time += ms;
    },
  };
  const api = progressApi(s.store, () => new Date(time));
  return { ...s, api, clock };
}

describe('lesson progress', () => {
  const L = 'italian/i3-compulsory-capture';

  it('records a step: best stars kept, every try counted, the last solve and lesson remembered', () => {
    const { api, clock } = progressSetup();
    expect(api.getLessonProgress(L)).toEqual({});
    expect(api.lastLesson()).toBe(null);
    expect(api.recordStep(L, 's1', { stars: 3, mistakes: 0 })).toEqual({ ok: true });
    clock.tick();
    api.recordStep(L, 's1', { stars: 1, mistakes: 2 });
    expect(api.getLessonProgress(L)).toEqual({
      s1: { stars: 3, solvedAt: '2025-03-01T10:01:00.000Z', attempts: 4 },
    });
    clock.tick();
    api.recordStep('italian/i1-board', 'intro', { stars: 2, mistakes: 1 });
    expect(api.lastLesson()).toEqual({ id: 'italian/i1-board', updatedAt: '2025-03-01T10:02:00.000Z' });
    expect(api.getLessonProgress(L).s1.stars).toBe(3);
  });

  it('counts a lesson’s stars over its current steps only', () => {
    const { api } = progressSetup();
    api.recordStep(L, 's1', { stars: 3, mistakes: 0 });
    api.recordStep(L, 's2', { stars: 1, mistakes: 3 });
    api.recordStep(L, 'removed', { stars: 3, mistakes: 0 });
    expect(api.lessonStars(L, ['s1', 's2', 's3'])).toEqual({ stars: 4, max: 9, solved: 2, total: 3 });
    expect(api.lessonStars('english/e1', ['a'])).toEqual({ stars: 0, max: 3, solved: 0, total: 1 });
  });

  it('refuses malformed ids and stars, and keeps what was there', () => {
    const { api } = progressSetup();
    api.recordStep(L, 's1', { stars: 2, mistakes: 0 });
    expect(api.recordStep('italian/../x', 's1', { stars: 3, mistakes: 0 })).toMatchObject({
      code: 'invalid',
    });
    expect(api.recordStep(L, 'a b', { stars: 3, mistakes: 0 })).toMatchObject({ code: 'invalid' });
    expect(api.recordStep(L, 's2', { stars: 4 as 3, mistakes: 0 })).toMatchObject({
      code: 'invalid',
      path: `lessons["${L}"]["s2"].stars`,
    });
    expect(Object.keys(api.getLessonProgress(L))).toEqual(['s1']);
  });

  it('is shared by every tab: a step solved in another one shows here', () => {
    const { api, storage, store } = progressSetup();
    const seen: number[] = [];
    api.subscribe((p) => seen.push(Object.keys(p.lessons).length));
    expect(store.read(progressRecord).lessons).toEqual({});
    progressApi(createStore({ storage: () => storage })).recordStep(L, 's1', { stars: 3, mistakes: 0 });
    storage.fire('damiera:progress');
    expect(api.getLessonProgress(L).s1.stars).toBe(3);
    expect(seen).toEqual([1]);
  });

  it('resets', () => {
    const { api, storage } = progressSetup();
    api.recordStep(L, 's1', { stars: 3, mistakes: 0 });
    expect(api.resetProgress()).toEqual({ ok: true });
    expect(api.getLessonProgress(L)).toEqual({});
    expect(api.lastLesson()).toBe(null);
    expect(storage.data.has('damiera:progress')).toBe(false);
  });

  it('exports a tagged, versioned file that imports back to the same progress', () => {
    const a = progressSetup();
    a.api.recordStep(L, 's1', { stars: 3, mistakes: 0 });
    a.api.recordStep(L, 's2', { stars: 2, mistakes: 1 });
    a.api.recordStep('italian/i1-board', 'intro', { stars: 1, mistakes: 4 });
    const text = a.api.exportProgress();
    const file = JSON.parse(text);
    expect(file).toMatchObject({
      format: PROGRESS_FORMAT,
      version: 1,
      exportedAt: '2025-03-01T10:00:00.000Z',
    });

    const b = progressSetup();
    b.api.recordStep('english/e1', 'x', { stars: 1, mistakes: 0 });
    expect(b.api.importProgress(text)).toEqual({
      ok: true,
      lessons: 2,
      steps: 3,
      saved: true,
      added: 3,
      improved: 0,
      kept: 0,
    });
    expect(b.store.read(progressRecord).lessons).toEqual({
      ...a.store.read(progressRecord).lessons,
      // What this browser had and the file did not stays.
      'english/e1': b.api.getLessonProgress('english/e1'),
    });
    expect(b.api.getLessonProgress('english/e1').x.stars).toBe(1);
    // And it is saved: the next page reads it.
    expect(progressApi(createStore({ storage: () => b.storage })).getLessonProgress(L).s2.attempts).toBe(2);
  });

  it('an import into a storage that cannot save holds for the page and says so', () => {
    const a = progressSetup();
    a.api.recordStep(L, 's1', { stars: 3, mistakes: 0 });
    const b = progressSetup();
    b.storage.broken = true;
    expect(b.api.importProgress(a.api.exportProgress())).toEqual({
      ok: true,
      lessons: 1,
      steps: 1,
      saved: false,
      added: 1,
      improved: 0,
      kept: 0,
    });
    expect(b.api.getLessonProgress(L).s1.stars).toBe(3);
  });

  it('importing an older export keeps what was done since: the better result of each step wins', () => {
    let clock = new Date('2025-03-01T10:00:00Z');
    const a = progressSetup();
    const api = progressApi(a.store, () => clock);
    api.recordStep(L, 's1', { stars: 1, mistakes: 2 });
    api.recordStep(L, 's2', { stars: 3, mistakes: 0 });
    const old = api.exportProgress();
    // Later: s1 done better, s3 and another lesson done for the first time, s2 done worse.
    clock = new Date('2025-03-05T10:00:00Z');
    api.recordStep(L, 's1', { stars: 3, mistakes: 0 });
    api.recordStep(L, 's3', { stars: 2, mistakes: 1 });
    api.recordStep('italian/i9', 'x', { stars: 3, mistakes: 0 });
    const before = a.store.read(progressRecord);
    expect(api.importProgress(old)).toMatchObject({ ok: true, added: 0, improved: 0, kept: 2 });
    expect(a.store.read(progressRecord)).toEqual(before);
    expect(api.lastLesson()?.id).toBe('italian/i9');
  });

  it('an import brings a better result in, and counts what it changed', () => {
    const here = progressSetup();
    here.api.recordStep(L, 's1', { stars: 1, mistakes: 3 });
    here.api.recordStep(L, 's2', { stars: 3, mistakes: 0 });
    const there = progressSetup();
    const later = progressApi(there.store, () => new Date('2025-04-01T10:00:00Z'));
    later.recordStep(L, 's1', { stars: 3, mistakes: 0 });
    later.recordStep(L, 's2', { stars: 2, mistakes: 0 });
    later.recordStep(L, 's4', { stars: 2, mistakes: 0 });
    expect(here.api.importProgress(later.exportProgress())).toMatchObject({
      ok: true,
      added: 1,
      improved: 1,
      kept: 1,
    });
    const p = here.api.getLessonProgress(L);
    expect([p.s1.stars, p.s2.stars, p.s4.stars]).toEqual([3, 3, 2]);
    // The more recent lesson to continue is the file's.
    expect(here.api.lastLesson()?.updatedAt).toBe('2025-04-01T10:00:00.000Z');
  });

  it('an import into a browser holding a newer version’s progress is refused and changes nothing', () => {
    const a = progressSetup();
    a.api.recordStep(L, 's1', { stars: 3, mistakes: 0 });
    const saved = envelope(2, { future: true });
    const b = progressSetup();
    b.storage.data.set('damiera:progress', saved);
    expect(b.api.importProgress(a.api.exportProgress())).toEqual({ ok: false, code: 'newer-saved' });
    expect(b.storage.data.get('damiera:progress')).toBe(saved);
  });

  describe('importing a bad file changes nothing and says why', () => {
    const file = (o: Record<string, unknown>) =>
      JSON.stringify({
        format: PROGRESS_FORMAT,
        version: 1,
        progress: { lessons: {}, lastLesson: null },
        ...o,
      });
    const cases: Array<[string, string, ImportResult]> = [
      ['not JSON', '{"format": "damiera-progress", ', { ok: false, code: 'not-json' }],
      ['empty', '', { ok: false, code: 'not-json' }],
      ['another JSON file', '{"name": "damiera", "version": "0.1.0"}', { ok: false, code: 'wrong-format' }],
      ['a JSON array', '[1, 2]', { ok: false, code: 'wrong-format' }],
      ['no version', file({ version: undefined }), { ok: false, code: 'wrong-format' }],
      ['version 0', file({ version: 0 }), { ok: false, code: 'wrong-format' }],
      ['a newer version', file({ version: 2 }), { ok: false, code: 'newer-version' }],
      ['no progress', file({ progress: undefined }), { ok: false, code: 'invalid', path: '' }],
      [
        'a bad step',
        file({
          progress: {
            lessons: { [L]: { s1: { stars: 3, solvedAt: 'now', attempts: 1 } } },
            lastLesson: null,
          },
        }),
        { ok: false, code: 'invalid', path: `lessons["${L}"]["s1"].solvedAt` },
      ],
      [
        'a bad last lesson',
        file({
          progress: {
            lessons: {},
            lastLesson: { id: 'Italian lesson 1', updatedAt: '2025-03-01T10:00:00Z' },
          },
        }),
        { ok: false, code: 'invalid', path: 'lastLesson.id' },
      ],
      ['too large', ' '.repeat(4 * progressRecord.maxBytes + 1), { ok: false, code: 'too-large' }],
    ];
    for (const [name, text, expected] of cases) {
      it(name, () => {
        const { api, storage } = progressSetup();
        api.recordStep(L, 's1', { stars: 2, mistakes: 0 });
        const before = storage.data.get('damiera:progress');
        expect(api.importProgress(text)).toEqual(expected);
        expect(storage.data.get('damiera:progress')).toBe(before);
        expect(api.getLessonProgress(L).s1.stars).toBe(2);
      });
    }

    it('valid but over the record’s bound once saved', () => {
      const { api, storage } = progressSetup();
      const step = { stars: 3, solvedAt: '2025-03-01T10:00:00.000Z', attempts: 1 };
      const lessons: Record<string, Record<string, typeof step>> = {};
      for (let l = 0; l < 1500; l++) {
        lessons[`italian/lesson-${l}`] = Object.fromEntries(
          Array.from({ length: 3 }, (_, i) => [`step-${i}`, step]),
        );
      }
      expect(api.importProgress(file({ progress: { lessons, lastLesson: null } }))).toEqual({
        ok: false,
        code: 'too-large',
      });
      expect(storage.data.has('damiera:progress')).toBe(false);
    });
  });
});

describe('progress tools (the island’s logic)', () => {
  it('has a sentence for every outcome of an import, in both languages', () => {
    const counts = { added: 2, improved: 1, kept: 4 };
    const results: ImportResult[] = [
      { ok: true, lessons: 1, steps: 1, saved: true, ...counts },
      { ok: true, lessons: 1, steps: 1, saved: false, ...counts },
      ...(['not-json', 'wrong-format', 'newer-version', 'invalid', 'too-large', 'newer-saved'] as const).map(
        (code): ImportResult => ({ ok: false, code }),
      ),
    ];
    const keys = results.map((r) => importMessage(r).key);
    expect(new Set(keys).size).toBe(results.length);
    for (const lang of ['it', 'en'] as const) {
      for (const key of keys) expect(tp(lang, key), `${lang} ${key}`).toMatch(/\S/);
    }
    // A merge says what it changed, with the numbers.
    expect(messageText('en', importMessage(results[0]))).toMatch(/New exercises: 2\. Improved: 1\..*: 4\./);
    expect(messageText('it', importMessage(results[1]))).toMatch(
      /Esercizi nuovi: 2\. Migliorati: 1\..*: 4\./,
    );
    expect(messageText('en', importMessage(results[2]))).not.toMatch(/\d/);
    expect(importMessage(results[0]).ok).toBe(true);
    expect(importMessage(results[1]).ok).toBe(true);
    expect(importMessage(results[2]).ok).toBe(false);
  });

  it('names the exported file by language and local date', () => {
    const d = new Date(2025, 2, 7, 23, 30);
    expect(exportFileName('en', d)).toBe('damiera-progress-2025-03-07.json');
    expect(exportFileName('it', d)).toBe('damiera-progressi-2025-03-07.json');
  });

  it('an export from the page store is a file the page store imports', () => {
    // The island's buttons call the page store's API; with no localStorage in Node it works in memory.
    const store: Store = createStore({ storage: () => undefined });
    const api = progressApi(store);
    api.recordStep('italian/i1-board', 'intro', { stars: 3, mistakes: 0 });
    const text = api.exportProgress();
    api.resetProgress();
    expect(api.importProgress(text)).toMatchObject({ ok: true, saved: false });
    expect(api.lessonStars('italian/i1-board', ['intro']).stars).toBe(3);
  });
});
