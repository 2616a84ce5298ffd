/**
 * The engine's reviews of games, kept per game so that a review interrupted (cancelled, a closed tab, a
 * worker that failed) goes on where it stopped, and a finished one opens at once. A review is the search of
 * each position of the game, in order: `positions[i]` is the position after i plies (0: the start), null
 * where the side to move had no legal move. The classes and the rules are not saved: they are read again from
 * these searches by the engine (reviewFromAnalyses), so they can never disagree with it.
 *
 * Bounded: the REVIEWS_MAX games reviewed last, each line cut to LINE_MAX moves. Data that cannot be read is
 * reset with its own notice ('review'): the games themselves live elsewhere (the history, the saved game) and
 * are never touched by it.
 */
import type { Analysis } from '../../engine/ai/index';
import type { Game } from '../../engine/index';
import { defineRecord, type Store, type WriteResult } from './store';
import type { Infer } from './validate';
import * as v from './validate';

export const REVIEWS_MAX = 8;
/** The moves of a line kept: enough to show the idea of the better move. */
export const LINE_MAX = 8;
/** Far beyond any game (as the saved game's MAX_PLIES): positions = plies + 1. */
const MAX_POSITIONS = 2001;
/** PDN move text as the engine writes it: '22-18', '22x13x6'. */
const MOVE_TEXT = /^\d{1,2}(?:[-x]\d{1,2})+$/;
/** Hundredths of a man: mate scores are far inside this. */
const SCORE_MAX = 10_000_000;

const position = v.nullable(
  v.object({
    /** the score, hundredths of a man from White's side */
    s: v.number({ int: true, min: -SCORE_MAX, max: SCORE_MAX }),
    /** a proven win: who wins, and in how many of the winner's moves (null: a table's result only) */
    w: v.nullable(
      v.object({
        winner: v.enum(['white', 'black'] as const),
        moves: v.nullable(v.number({ int: true, min: 0, max: 10_000 })),
      }),
    ),
    /** the engine's line, PDN, the best move first */
    pv: v.array(v.string({ max: 80, pattern: MOVE_TEXT }), LINE_MAX),
    /** nominal depth reached */
    d: v.number({ int: true, min: 0, max: 1000 }),
  }),
);
export type SavedPosition = Infer<typeof position>;

const review = v.object({
  /** the game: reviewKey */
  key: v.string({ max: 40, pattern: /^[a-z]+-\d+-[0-9a-f]{8}$/ }),
  /** when it was last worked on: the oldest falls off first */
  at: v.isoDate(),
  positions: v.array(position, MAX_POSITIONS),
});
export type SavedReview = Infer<typeof review>;

const reviews = v.object({ games: v.array(review, REVIEWS_MAX) });
export type SavedReviews = Infer<typeof reviews>;

export const reviewRecord = defineRecord<SavedReviews>({
  key: 'reviews',
  version: 1,
  validate: reviews,
  default: { games: [] },
  // About 90 bytes a position: eight games of 120 plies, with room.
  maxBytes: 120_000,
  notice: 'review',
});

/** FNV-1a, 32 bits, as 8 hex digits: a short name for a long text (not a secret). */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * The name of a game's review: its variant, its number of plies, and a hash of its start and moves —
 * 'italian-42-1a2b3c4d'. Two games share it only if they are the same game (or collide on 32 bits and on
 * their length, which the replay of the moves in the view would then expose as a line that is not legal).
 */
export function reviewKey(game: Game, startFen: string): string {
  const text = `${startFen} ${game.moves.map((m) => m.text).join(' ')}`;
  return `${game.variant.id}-${game.moves.length}-${hash(text)}`;
}

/** The searches saved for this game ([] when none). */
export function savedPositions(s: Store, key: string): readonly SavedPosition[] {
  return s.read(reviewRecord).games.find((g) => g.key === key)?.positions ?? [];
}

/** The reviews with this game's searches first, the oldest dropped past REVIEWS_MAX or past the size bound. */
export function withReview(all: SavedReviews, entry: SavedReview): SavedReviews {
  let games = [entry, ...all.games.filter((g) => g.key !== entry.key)].slice(0, REVIEWS_MAX);
  // The bound is on the whole record: older reviews make room for the newest (which alone always fits, but
  // for a game far longer than any played: then it is refused and lasts for the page).
  while (games.length > 1 && JSON.stringify({ v: 1, data: { games } }).length > reviewRecord.maxBytes - 100)
    games = games.slice(0, -1);
  return { games };
}

/** Save this game's searches so far. */
export function saveReview(
  s: Store,
  key: string,
  positions: readonly SavedPosition[],
  at = new Date(),
): WriteResult {
  return s.update(reviewRecord, (all) =>
    withReview(all, { key, at: at.toISOString(), positions: [...positions] }),
  );
}

/** An analysis (its line as PDN, cut to LINE_MAX) as it is saved. */
export function toSaved(a: Analysis | null, lineText: readonly string[]): SavedPosition {
  if (!a) return null;
  return {
    s: Math.round(a.score),
    w: a.win ? { winner: a.win.winner, moves: a.win.moves } : null,
    pv: lineText.slice(0, LINE_MAX),
    d: a.depth,
  };
}
