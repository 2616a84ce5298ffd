/**
 * What a finished puzzle does to the saved data: the learner's Glicko-2 rating moves (only the first time a
 * puzzle is played, so a puzzle learned by heart does not raise it again), the result joins the history,
 * and a missed puzzle gets an FSRS card that brings it back for review — after a day, then at growing
 * intervals each time it is solved. A review may be played on another puzzle of the same pattern
 * (src/model/puzzles.ts reviewPuzzle): its result moves the missed puzzle's card. Pure: the time is passed in. The libraries (glicko2, ts-fsrs) are only
 * needed here, so the trainer loads this module when a puzzle is finished, not with the page.
 */
import glicko2 from 'glicko2';
import {
  INITIAL_RATING,
  MAX_CARDS,
  MAX_HISTORY,
  MAX_SEEN,
  PROVISIONAL_RD,
  type PuzzleData,
  type SavedCard,
} from '../../browser/storage/puzzles';
import { review } from '../srs';

export interface PuzzleResult {
  readonly id: string;
  /** the puzzle's own rating, its opponent's rating in Glicko terms */
  readonly puzzleRating: number;
  readonly win: boolean;
  /**
   * a review: the missed puzzle whose schedule this result moves. A fresh puzzle of its pattern stands in for
   * it, and its result counts as the missed puzzle's review (the stand-in gets no card of its own).
   */
  readonly reviewOf?: string | null;
}

export interface Applied {
  readonly data: PuzzleData;
  /** how much the rating moved (rounded), or null when it did not count (the puzzle was played before) */
  readonly change: number | null;
}

/** Glicko-2's system constant (Glickman suggests 0.3–1.2; 0.5 is the common choice). */
const TAU = 0.5;
/**
 * Puzzle ratings come from a formula (line length, tempting alternatives, pieces), not from games, so each
 * counts as an opponent with a fixed, moderate deviation.
 */
export const PUZZLE_RD = 100;
/** Bounds that keep the rating responsive: the deviation never settles below 60, the volatility stays sane. */
const MIN_RD = 60;
const MAX_VOL = 0.1;
/**
 * The most a miss lowers a provisional rating (deviation above PROVISIONAL_RD). A new learner starts at
 * 1500 ± 350, so plain Glicko-2 reads a first miss as strong evidence: −175 points on a puzzle of 1500, about
 * −590 on an easy one of 870, which is what a beginner meets first. A beginner's first misses are mostly
 * about learning the board, not their level: the deviation still shrinks as Glicko-2 says, so the rating
 * settles, but it comes down in steps of at most this much while provisional.
 */
export const PROVISIONAL_MISS_MAX = 50;

/** The learner's rating after one puzzle, by Glicko-2 (one rating period per puzzle, as lichess does). */
export function rate(player: PuzzleData['rating'], puzzleRating: number, win: boolean): PuzzleData['rating'] {
  const system = new glicko2.Glicko2({
    tau: TAU,
    rating: INITIAL_RATING.r,
    rd: INITIAL_RATING.rd,
    vol: INITIAL_RATING.vol,
  });
  const me = system.makePlayer(player.r, player.rd, player.vol);
  const puzzle = system.makePlayer(puzzleRating, PUZZLE_RD, INITIAL_RATING.vol);
  system.updateRatings([[me, puzzle, win ? 1 : 0]]);
  const glicko = me.getRating();
  const r = !win && player.rd > PROVISIONAL_RD ? Math.max(glicko, player.r - PROVISIONAL_MISS_MAX) : glicko;
  return {
    r: Math.max(0, Math.min(5000, r)),
    rd: Math.max(MIN_RD, Math.min(INITIAL_RATING.rd, me.getRd())),
    vol: Math.min(MAX_VOL, me.getVol()),
  };
}

/** The review schedule of a puzzle after a result: a miss starts (or restarts) it; a solve stretches it. */
export function schedule(before: SavedCard | undefined, win: boolean, now: Date): SavedCard | undefined {
  if (!before && win) return undefined;
  return review(before, win ? 'good' : 'again', now);
}

/** Keep the `max` entries that sort last by `key` (for times: the most recent). */
function keepLast<T>(
  rec: Readonly<Record<string, T>>,
  max: number,
  key: (t: T) => string,
): Record<string, T> {
  const ids = Object.keys(rec);
  if (ids.length <= max) return { ...rec };
  ids.sort((a, b) => (key(rec[a]) < key(rec[b]) ? -1 : key(rec[a]) > key(rec[b]) ? 1 : 0));
  return Object.fromEntries(ids.slice(ids.length - max).map((id) => [id, rec[id]]));
}

export function applyResult(data: PuzzleData, result: PuzzleResult, now: Date): Applied {
  const at = now.toISOString();
  const first = data.seen[result.id] === undefined;
  const rating = first ? rate(data.rating, result.puzzleRating, result.win) : data.rating;
  const history = first
    ? [...data.history, { at, id: result.id, r: Math.round(rating.r), win: result.win }].slice(-MAX_HISTORY)
    : data.history;
  const seen = keepLast({ ...data.seen, [result.id]: at }, MAX_SEEN, (t) => t);
  const cards: Record<string, SavedCard> = { ...data.cards };
  const scheduled = result.reviewOf ?? result.id;
  const card = schedule(cards[scheduled], result.win, now);
  if (card) cards[scheduled] = card;
  return {
    data: { ...data, rating, history, seen, cards: soonest(cards, MAX_CARDS) },
    change: first ? Math.round(rating.r) - Math.round(data.rating.r) : null,
  };
}

/** Over the bound, the cards due last go first: they are the best learned. */
function soonest(cards: Record<string, SavedCard>, max: number): Record<string, SavedCard> {
  const ids = Object.keys(cards);
  if (ids.length <= max) return cards;
  ids.sort((a, b) => (cards[a].due < cards[b].due ? -1 : cards[a].due > cards[b].due ? 1 : 0));
  return Object.fromEntries(ids.slice(0, max).map((id) => [id, cards[id]]));
}

/** A streak ended (or is going on) at `n`: the best one is kept. */
export const withStreak = (data: PuzzleData, n: number): PuzzleData =>
  n > data.bestStreak ? { ...data, bestStreak: n } : data;
