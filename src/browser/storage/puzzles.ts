/**
 * The puzzle trainer's saved data: the learner's Glicko-2 rating, its history (for the chart), when each
 * puzzle was last played, the spaced-repetition card of every missed puzzle (FSRS), and the best streak.
 * One versioned record of the store, checked on every read: corrupted data is reset with the progress
 * notice, and the trainer starts again from a fresh rating. Shared by both languages (puzzle ids are
 * language-neutral). The updates themselves (rating, schedule) are in src/components/puzzles/results.ts, loaded
 * only when a puzzle is finished: the libraries they use are not needed to show one.
 */
import type { LearnerView } from '../../model/puzzles';
import { card } from './card';
import { defineRecord, type Store, store, type WriteResult } from './store';
import type { Infer } from './validate';
import * as v from './validate';

export type { SavedCard } from './card';

/** Puzzle ids: lowercase words and digits joined by hyphens (src/build/puzzles/schema.ts). */
const PUZZLE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const puzzleId = v.string({ max: 80, pattern: PUZZLE_ID });

/** Bounds that keep the record well under the storage quota (about 400 KB when all are full). */
export const MAX_HISTORY = 300;
export const MAX_SEEN = 3000;
export const MAX_CARDS = 1000;

/** A Glicko-2 rating: rating, rating deviation and volatility (Glickman's r, RD, σ). */
const glicko = v.object({
  r: v.number({ min: 0, max: 5000 }),
  rd: v.number({ min: 0, max: 500 }),
  vol: v.number({ min: 0, max: 1 }),
});

/** One finished puzzle whose result moved the rating: the rating after it. */
const historyEntry = v.object({
  at: v.isoDate(),
  id: puzzleId,
  /** the learner's rating after this puzzle, rounded */
  r: v.number({ int: true, min: 0, max: 5000 }),
  win: v.boolean(),
});

const puzzleData = v.object({
  rating: glicko,
  history: v.array(historyEntry, MAX_HISTORY),
  /** puzzle id → when it was last played */
  seen: v.record(puzzleId, v.isoDate(), MAX_SEEN),
  /** puzzle id → its review schedule (missed puzzles only) */
  cards: v.record(puzzleId, card, MAX_CARDS),
  bestStreak: v.number({ int: true, min: 0, max: 1e6 }),
});
/** The whole record. Values read from the store are shared: treat them as read-only. */
export type PuzzleData = Infer<typeof puzzleData>;

/** Glicko-2's starting point for a new player (Glickman 2013, step 1). */
export const INITIAL_RATING = { r: 1500, rd: 350, vol: 0.06 } as const;

export const puzzlesRecord = defineRecord<PuzzleData>({
  key: 'puzzles',
  version: 1,
  validate: puzzleData,
  default: { rating: { ...INITIAL_RATING }, history: [], seen: {}, cards: {}, bestStreak: 0 },
  maxBytes: 512 * 1024,
  notice: 'progress',
});

/** A rating deviation above this means the rating is still provisional (lichess's threshold). */
export const PROVISIONAL_RD = 110;

/** What the choice of the next puzzle needs (src/model/puzzles.ts). */
export function learnerView(d: PuzzleData): LearnerView {
  const due: Record<string, string> = {};
  for (const id in d.cards) due[id] = d.cards[id].due;
  return { rating: d.rating.r, rated: d.history.length, seen: d.seen, due };
}

export interface PuzzlesApi {
  read(): PuzzleData;
  update(change: (d: PuzzleData) => PuzzleData): WriteResult;
  subscribe(listener: (d: PuzzleData) => void): () => void;
  reset(): WriteResult;
}

export function puzzlesApi(s: Store): PuzzlesApi {
  return {
    read: () => s.read(puzzlesRecord),
    update: (change) => s.update(puzzlesRecord, change),
    subscribe: (listener) => s.subscribe(puzzlesRecord, listener),
    reset: () => s.reset(puzzlesRecord),
  };
}

/** The page's puzzle data, in the browser's storage. */
export const puzzles: PuzzlesApi = puzzlesApi(store);
