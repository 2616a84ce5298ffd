/**
 * The review of lesson steps ("Ripasso"): every step missed in a lesson (a wrong answer, or the answer shown)
 * and every step solved with a hint gets an FSRS card, in the same shape as the puzzle trainer's
 * (./card.ts), and comes back on the review page when it is due. Keyed by lesson and step, which are
 * language-neutral, so a step missed in Italian is reviewed in English too.
 *
 * One small versioned record, checked on every read, and bounded (MAX_ITEMS steps; over it, the steps due
 * last, the best learned, go first). Data that cannot be read is reset with its own notice ('revision'): the
 * lesson progress and the puzzles live in other records and are never touched by it. No ts-fsrs here: the
 * pages that only count what is due read the due dates as they are saved (src/model/revision.ts); the
 * scheduling loads when a result is saved (src/components/course/revision-apply.ts).
 */
import type { VariantId } from '../../engine';
import { card } from './card';
import { defineRecord, type Store, store, type WriteResult } from './store';
import type { Infer } from './validate';
import * as v from './validate';

/** "i3-capture/s2": the lesson id and the step id (both slugs, src/build/course/schema.ts). */
const ITEM_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Far beyond the course (some 300 steps in all), and a record of some 100 KB when full. */
export const MAX_ITEMS = 400;

const VARIANTS = ['italian', 'international', 'english', 'brazilian'] as const satisfies readonly VariantId[];

const item = v.object({
  /** the game of the step's course: the review is served course by course */
  v: v.enum(VARIANTS),
  card,
});
export type RevisionItem = Infer<typeof item>;

const revisionData = v.object({
  items: v.record(v.string({ max: 130, pattern: ITEM_KEY }), item, MAX_ITEMS),
});
/** The whole record. Values read from the store are shared: treat them as read-only. */
export type RevisionData = Infer<typeof revisionData>;

export const revisionRecord = defineRecord<RevisionData>({
  key: 'revision',
  version: 1,
  validate: revisionData,
  default: { items: {} },
  // About 250 bytes an item.
  maxBytes: 128 * 1024,
  notice: 'revision',
});

/** The key of a step in the record. */
export const itemKey = (lessonId: string, stepId: string): string => `${lessonId}/${stepId}`;

/** Over the bound, the items due last go first: they are the best learned. */
export function bounded(
  items: Readonly<Record<string, RevisionItem>>,
  max = MAX_ITEMS,
): Record<string, RevisionItem> {
  const keys = Object.keys(items);
  if (keys.length <= max) return { ...items };
  const due = (k: string) => items[k].card.due;
  keys.sort((a, b) => (due(a) < due(b) ? -1 : due(a) > due(b) ? 1 : a < b ? -1 : 1));
  return Object.fromEntries(keys.slice(0, max).map((k) => [k, items[k]]));
}

/*
 * Which steps are due, from the saved due dates: ISO strings of one format, compared as they are, so the
 * pages that only count what is due never load ts-fsrs.
 */

/** What the counts need of a saved item: its course and its due date. */
export interface DueView {
  readonly v: VariantId;
  readonly card: { readonly due: string };
}

/** The items due at `now` (of one course, when given), the earliest due first (then by key). */
export function dueKeys(
  items: Readonly<Record<string, DueView>>,
  now: Date,
  variant: VariantId | null = null,
): string[] {
  const at = now.toISOString();
  return Object.keys(items)
    .filter((k) => items[k].card.due <= at && (variant === null || items[k].v === variant))
    .sort((a, b) => {
      const da = items[a].card.due;
      const db = items[b].card.due;
      return da < db ? -1 : da > db ? 1 : a < b ? -1 : a > b ? 1 : 0;
    });
}

/** How many items are due at `now`, of one course when given. */
export const dueCount = (
  items: Readonly<Record<string, DueView>>,
  now: Date,
  variant: VariantId | null = null,
): number => dueKeys(items, now, variant).length;

/** The next due date after `now` among the items, or null (for "next review: tomorrow"). */
export function nextDue(items: Readonly<Record<string, DueView>>, now: Date): string | null {
  const at = now.toISOString();
  let next: string | null = null;
  for (const k in items) {
    const d = items[k].card.due;
    if (d > at && (next === null || d < next)) next = d;
  }
  return next;
}

export interface RevisionApi {
  read(): RevisionData;
  update(change: (d: RevisionData) => RevisionData): WriteResult;
  subscribe(listener: (d: RevisionData) => void): () => void;
}

export function revisionApi(s: Store): RevisionApi {
  return {
    read: () => s.read(revisionRecord),
    update: (change) => s.update(revisionRecord, (d) => ({ items: bounded(change(d).items) })),
    subscribe: (listener) => s.subscribe(revisionRecord, listener),
  };
}

/** The page's review data, in the browser's storage. */
export const revision: RevisionApi = revisionApi(store);
