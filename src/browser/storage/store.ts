/**
 * Everything Damiera saves in the browser goes through this module: lesson progress, the board theme, the
 * play settings, the last language read. No Preact here (the hook is in ./preact.ts), so the page script
 * and any island can use it.
 *
 * Each record is saved under `damiera:<key>` as `{"v": <version>, "data": <value>}` and checked by its own
 * validator whenever it is read. What cannot be used is never a broken page:
 * - not JSON, not an envelope, or the wrong shape: removed, the default is used, and a notice is queued;
 * - an older version: migrated by the record's `migrate` and saved again (reset with a notice if that fails);
 * - a newer version (a newer tab of the site wrote it): the default is used for now and a notice says the data
 *   was saved by a newer version; the data is left in storage, and no write of this page replaces it (writes
 *   are kept in memory, as for a full storage) unless the user asks for a reset: an out-of-date tab never
 *   wipes what the newer one saved;
 * - a value from before this module (`legacyKey`, unversioned) is read once as version 0 and moved here.
 * Writes never throw: a value over the record's size bound is refused, and a full or missing storage (quota,
 * private mode, storage turned off) keeps the value in memory for this page, says so in the result and, the
 * first time in the page, raises the 'unsaved' notice (unless the record is `quiet`).
 * Other tabs stay in sync through the `storage` event, which reaches the subscribers of the changed record.
 */
import type { Check } from './validate';

/**
 * Which sentence tells the user that saved data was reset (strings `storage.reset.<kind>`): 'game' for the
 * history of games, 'current-game' for the game in progress alone (the history is kept), 'review' for the
 * engine's saved reviews of games (the games themselves are kept), 'revision' for the review schedule of
 * lesson steps (the progress and the puzzles are kept).
 */
export type NoticeKind = 'progress' | 'settings' | 'game' | 'current-game' | 'review' | 'revision';
/** Why saved data was not used. */
export type ResetReason = 'corrupt' | 'invalid' | 'old' | 'newer';
/** What a notice is about: saved data not used (a reset reason), or a write that did not reach storage. */
export type NoticeReason = ResetReason | 'unsaved';
export interface Notice {
  /** The record's key, e.g. 'progress'. */
  readonly record: string;
  readonly kind: NoticeKind;
  readonly reason: NoticeReason;
}

/**
 * Which sentence of the page says it (`#storage-notices [data-notice=…]`, src/components/site/SiteHeader.astro):
 * 'progress' (was reset), 'newer-progress' (saved by a newer version, left alone), 'unsaved' (cannot be saved
 * right now, whatever the record).
 */
export function noticeId(n: Notice): string {
  if (n.reason === 'unsaved') return 'unsaved';
  if (n.reason === 'newer') return `newer-${n.kind}`;
  return n.kind;
}

export interface RecordOptions<T> {
  /** Short name: the record is saved under `damiera:<key>`. */
  key: string;
  /** Whole number ≥ 1; raise it when the shape changes, and teach `migrate` the old one. */
  version: number;
  validate: Check<T>;
  /** Data saved by version `from` (0: the value under `legacyKey`) → data of the current version; may throw. */
  migrate?: (data: unknown, from: number) => unknown;
  /** An unversioned key written before this module: read once as version 0, then removed. */
  legacyKey?: string;
  /** The value when nothing (usable) is saved. */
  default: T;
  /** Upper bound of the saved key + text in UTF-8 bytes: a larger write is refused. */
  maxBytes: number;
  /** The notice shown when saved data is reset ('settings' unless told). */
  notice?: NoticeKind;
  /**
   * A failed write of this record is not announced: for data no action of the learner's produced (the
   * language last read, written by every page), where the notice would only be noise.
   */
  quiet?: boolean;
}

export interface RecordDef<T>
  extends Readonly<Required<Omit<RecordOptions<T>, 'migrate' | 'legacyKey' | 'quiet'>>> {
  readonly quiet?: boolean;
  readonly migrate?: (data: unknown, from: number) => unknown;
  readonly legacyKey?: string;
  /** `damiera:<key>` */
  readonly storageKey: string;
}

export const KEY_PREFIX = 'damiera:';

export function defineRecord<T>(o: RecordOptions<T>): RecordDef<T> {
  return { ...o, notice: o.notice ?? 'settings', storageKey: KEY_PREFIX + o.key };
}

/**
 * What a write did. `quota` (storage full), `unavailable` (no storage) and `newer` (storage holds this record
 * saved by a newer version of the site, which this page must not replace) keep the value in memory: the page
 * goes on with it, it is just not remembered. `invalid` and `too-large` change nothing.
 */
export type WriteResult =
  | { ok: true }
  | { ok: false; code: 'quota' | 'unavailable' | 'newer' }
  | { ok: false; code: 'too-large'; bytes: number; maxBytes: number }
  | { ok: false; code: 'invalid'; path: string };

/** Data of some version turned into a current value, or why it cannot be. */
export type Upgraded<T> = { ok: true; value: T } | { ok: false; reason: ResetReason; path?: string };

/** What the store needs of `localStorage`. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
/** What the store needs of a `storage` event. */
export interface StorageEventLike {
  readonly key: string | null;
  readonly storageArea?: unknown;
}
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (e: StorageEventLike) => void): void;
}

export interface StoreEnv {
  /** The storage, or null/undefined where there is none; may throw (disabled storage does). */
  storage: () => StorageLike | null | undefined;
  /** Where `storage` events from other tabs arrive (the window), if anywhere. */
  events?: () => StorageEvents | null | undefined;
}

export interface Store {
  /** The record's value: saved, migrated, or its default. Treat it as read-only. */
  read<T>(def: RecordDef<T>): T;
  /** Save a value (checked against the record's schema first); never throws. */
  write<T>(def: RecordDef<T>, value: T): WriteResult;
  /**
   * Write what `change` makes of the current value: the value storage holds now (another tab may have written
   * it a moment ago, before its `storage` event reached this one), unless this tab's last write of the record
   * failed or storage holds a newer version's (then the page's own value, which storage lacks). A change that returns the value itself writes
   * nothing.
   */
  update<T>(def: RecordDef<T>, change: (current: T) => T): WriteResult;
  /**
   * Back to the default, and nothing left in storage. A record saved by a newer version is removed only when
   * the user asked for it (`asked`: the reset button); a reset the page makes on its own (a new game clears
   * the saved one) leaves it, as a write does, and returns `newer`.
   */
  reset<T>(def: RecordDef<T>, options?: { asked?: boolean }): WriteResult;
  /** Whether storage holds this record saved by a newer version of the site (left alone until a reset). */
  newer<T>(def: RecordDef<T>): boolean;
  /**
   * Saved data that passed the record's check but cannot be used (e.g. a saved game whose moves the engine
   * refuses): reset as `reset` does, and the user told, as for data that failed the check.
   */
  discard<T>(def: RecordDef<T>, reason: ResetReason): void;
  /** Called with the new value whenever the record changes, in this tab or another; returns the unsubscriber. */
  subscribe<T>(def: RecordDef<T>, listener: (value: T) => void): () => void;
  /** Called for every reset of saved data; notices raised before anyone listened are delivered at once. */
  onNotice(listener: (notice: Notice) => void): () => void;
  /** Whether what is written reaches the browser's storage (false: it lasts for this page only). */
  persistent(): boolean;
}

const encoder = new TextEncoder();
const isQuota = (e: unknown) => {
  const x = e as { name?: unknown; code?: unknown } | null;
  // The names and codes browsers have used for a full storage (Firefox's NS_ERROR_DOM_QUOTA_REACHED: 1014).
  return /quota/i.test(String(x?.name)) || x?.code === 22 || x?.code === 1014;
};

/** Data saved by `version` turned into the current version of `def`, checked. */
export function upgrade<T>(def: RecordDef<T>, data: unknown, version: number): Upgraded<T> {
  if (version > def.version) return { ok: false, reason: 'newer' };
  let d = data;
  if (version < def.version) {
    if (!def.migrate) return { ok: false, reason: 'old' };
    try {
      d = def.migrate(d, version);
    } catch {
      return { ok: false, reason: 'old' };
    }
  }
  const c = def.validate(d);
  if (c.ok) return c;
  return { ok: false, reason: version < def.version ? 'old' : 'invalid', path: c.path };
}

export function createStore(env: StoreEnv): Store {
  const cache = new Map<string, unknown>();
  const subs = new Map<string, { def: RecordDef<never>; fns: Set<(v: never) => void> }>();
  const noticeFns = new Set<(n: Notice) => void>();
  const pending: Notice[] = [];
  /** Storage keys holding a record of a newer version: read as the default, never written over. */
  const newer = new Set<string>();
  let listening = false;
  let failedWrite = false;
  /** Storage keys whose last write failed: the page's value is newer than storage's. */
  const unsaved = new Set<string>();
  /** The 'unsaved' notice is raised once per page. */
  let toldUnsaved = false;

  const backend = (): StorageLike | null => {
    try {
      return env.storage() ?? null;
    } catch {
      return null;
    }
  };
  const get = (s: StorageLike | null, key: string): string | null => {
    try {
      return s ? s.getItem(key) : null;
    } catch {
      return null;
    }
  };
  const remove = (s: StorageLike | null, key: string) => {
    try {
      s?.removeItem(key);
    } catch {
      // storage that refuses access holds nothing to remove
    }
  };

  const notify = (def: RecordDef<unknown>, reason: NoticeReason) => {
    const n: Notice = { record: def.key, kind: def.notice, reason };
    if (noticeFns.size === 0) pending.push(n);
    for (const fn of noticeFns) fn(n);
  };
  const emit = (key: string, value: unknown) => {
    for (const fn of subs.get(key)?.fns ?? []) (fn as (v: unknown) => void)(value);
  };

  /** Save a checked value's text; the legacy key goes once the new one is written. */
  const persist = (def: RecordDef<unknown>, text: string): WriteResult => {
    const s = backend();
    try {
      if (!s) throw new Error('no storage');
      s.setItem(def.storageKey, text);
    } catch (e) {
      failedWrite = true;
      unsaved.add(def.storageKey);
      if (!toldUnsaved && !def.quiet) {
        toldUnsaved = true;
        notify(def, 'unsaved');
      }
      return { ok: false, code: s && isQuota(e) ? 'quota' : 'unavailable' };
    }
    failedWrite = false;
    unsaved.delete(def.storageKey);
    if (def.legacyKey) remove(s, def.legacyKey);
    return { ok: true };
  };
  const serialize = (def: RecordDef<unknown>, value: unknown) =>
    JSON.stringify({ v: def.version, data: value });

  /** The saved value, or the default with the bad data dealt with (see the top of this file). */
  const load = <T>(def: RecordDef<T>): T => {
    newer.delete(def.storageKey);
    const s = backend();
    const text = get(s, def.storageKey);
    if (text === null) {
      const old = def.legacyKey ? get(s, def.legacyKey) : null;
      if (old === null) return def.default;
      const r = upgrade(def, old, 0);
      if (r.ok) {
        // Moved here once saved; if it cannot be saved, the old key stays to be read again next time.
        persist(def, serialize(def, r.value));
        return r.value;
      }
      remove(s, def.legacyKey as string);
      notify(def, r.reason);
      return def.default;
    }
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = null;
    }
    const e = envelope as { v?: unknown; data?: unknown } | null;
    if (
      typeof e !== 'object' ||
      e === null ||
      !Number.isInteger(e.v) ||
      (e.v as number) < 1 ||
      !('data' in e)
    ) {
      remove(s, def.storageKey);
      notify(def, 'corrupt');
      return def.default;
    }
    const version = e.v as number;
    const r = upgrade(def, e.data, version);
    if (!r.ok) {
      if (r.reason === 'newer') newer.add(def.storageKey);
      else remove(s, def.storageKey);
      notify(def, r.reason);
      return def.default;
    }
    if (version < def.version) persist(def, serialize(def, r.value));
    return r.value;
  };

  const onStorage = (e: StorageEventLike) => {
    // Only localStorage matters (sessionStorage changes fire the same event).
    if (e.storageArea != null && e.storageArea !== backend()) return;
    if (e.key === null) cache.clear();
    else cache.delete(e.key);
    for (const [key, entry] of subs) {
      if (e.key === null || e.key === key) emit(key, read(entry.def));
    }
  };
  const listen = () => {
    if (listening) return;
    listening = true;
    try {
      env.events?.()?.addEventListener('storage', onStorage);
    } catch {
      // no window: other tabs cannot be heard
    }
  };

  function read<T>(def: RecordDef<T>): T {
    listen();
    if (cache.has(def.storageKey)) return cache.get(def.storageKey) as T;
    const value = load(def);
    cache.set(def.storageKey, value);
    return value;
  }

  function write<T>(def: RecordDef<T>, value: T): WriteResult {
    const c = def.validate(value);
    if (!c.ok) return { ok: false, code: 'invalid', path: c.path };
    const text = serialize(def, c.value);
    const bytes = encoder.encode(def.storageKey).length + encoder.encode(text).length;
    if (bytes > def.maxBytes) return { ok: false, code: 'too-large', bytes, maxBytes: def.maxBytes };
    // What storage holds is known before it is written over: a record of a newer version stays.
    if (!cache.has(def.storageKey)) read(def);
    listen();
    cache.set(def.storageKey, c.value);
    emit(def.storageKey, c.value);
    if (newer.has(def.storageKey)) return { ok: false, code: 'newer' };
    return persist(def, text);
  }

  function reset<T>(def: RecordDef<T>, options: { asked?: boolean } = {}): WriteResult {
    if (!cache.has(def.storageKey)) read(def);
    const s = backend();
    cache.set(def.storageKey, def.default);
    emit(def.storageKey, def.default);
    if (newer.has(def.storageKey) && !options.asked) return { ok: false, code: 'newer' };
    newer.delete(def.storageKey);
    if (!s) return { ok: false, code: 'unavailable' };
    remove(s, def.storageKey);
    if (def.legacyKey) remove(s, def.legacyKey);
    return { ok: true };
  }

  return {
    read,
    write,
    update(def, change) {
      const key = def.storageKey;
      // A record saved by a newer version, or one storage failed to take, lives in the page's value.
      if (cache.has(key) && !unsaved.has(key) && !newer.has(key) && backend()) cache.delete(key);
      const current = read(def);
      const next = change(current);
      return next === current ? { ok: true } : write(def, next);
    },
    reset,
    newer: (def) => {
      if (!cache.has(def.storageKey)) read(def);
      return newer.has(def.storageKey);
    },
    discard(def, reason) {
      reset(def);
      notify(def as RecordDef<unknown>, reason);
    },
    subscribe(def, listener) {
      listen();
      let entry = subs.get(def.storageKey);
      if (!entry) {
        entry = { def: def as RecordDef<never>, fns: new Set() };
        subs.set(def.storageKey, entry);
      }
      const fn = listener as (v: never) => void;
      entry.fns.add(fn);
      return () => void entry.fns.delete(fn);
    },
    onNotice(listener) {
      noticeFns.add(listener);
      for (const n of pending.splice(0)) listener(n);
      return () => void noticeFns.delete(listener);
    },
    persistent() {
      const s = backend();
      if (!s || failedWrite || newer.size > 0) return false;
      try {
        s.getItem(KEY_PREFIX);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The page's store: the browser's localStorage, and the window for other tabs' changes. */
export const store: Store = createStore({
  storage: () => globalThis.localStorage,
  events: () =>
    typeof globalThis.addEventListener === 'function' ? (globalThis as unknown as StorageEvents) : null,
});
