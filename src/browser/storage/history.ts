/**
 * The player's last games against the computer (the newest first, at most HISTORY_MAX) and the best score for
 * each variant and level, kept apart from the list so that it outlives the games that fall off it. Each game
 * keeps its PDN, with its tags and result, for the analysis board (which reads and checks it when opened).
 * Loaded with the end of a game: nothing here is needed before.
 */
import {
  GAME_ENDS,
  LEVEL_VALUES,
  type Level,
  type Outcome,
  PLAY_VARIANTS,
  type PlayVariant,
} from '../../model/play';
import { defineRecord, type Store, type WriteResult } from './store';
import type { Infer } from './validate';
import * as v from './validate';

export const HISTORY_MAX = 20;
/** A PDN of a long game is a few KB; anything far beyond is not one of ours. */
const PDN_MAX = 16_000;
/** Points can only come from captures and a win: 10 × 20 pieces + 100 + 50 × 5 is the most in a game. */
const SCORE_MAX = 10_000;

const entry = v.object({
  result: v.enum<Outcome>(['win', 'loss', 'draw']),
  /** how it ended: 'no-moves', 'resign', 'abandoned', 'forty-moves'…; absent for games saved before version 2 */
  end: v.optional(v.enum(GAME_ENDS)),
  variant: v.enum(PLAY_VARIANTS),
  /** the level the score counted (the lowest of the game) */
  level: v.enum(LEVEL_VALUES),
  score: v.number({ int: true, min: 0, max: SCORE_MAX }),
  /** when the game ended */
  date: v.isoDate(),
  /**
   * the game's identity, when it began (the saved game's `startedAt`): a game is recorded once, however many
   * tabs record it (two tabs offered the same saved game both give it up); absent in games recorded before
   */
  id: v.optional(v.isoDate()),
  pdn: v.string({ max: PDN_MAX }),
});
export type HistoryEntry = Infer<typeof entry>;

/** 'italian-3': a variant and a level. */
const BEST_KEY = new RegExp(`^(?:${PLAY_VARIANTS.join('|')})-[1-5]$`);
export const bestKey = (variant: PlayVariant, level: Level) => `${variant}-${level}`;

const history = v.object({
  games: v.array(entry, HISTORY_MAX),
  best: v.record(
    v.string({ max: 20, pattern: BEST_KEY }),
    v.number({ int: true, min: 0, max: SCORE_MAX }),
    20,
  ),
});
export type History = Infer<typeof history>;

/** Version 1 had no `end`: its games are kept as they are, without one. */
function fromV1(data: unknown, from: number): unknown {
  if (from !== 1) throw new Error(`no migration from version ${from}`);
  return data;
}

export const historyRecord = defineRecord<History>({
  key: 'play-history',
  version: 2,
  validate: history,
  migrate: fromV1,
  default: { games: [], best: {} },
  maxBytes: HISTORY_MAX * PDN_MAX + 4096,
  notice: 'game',
});

/**
 * The history with one more finished game: first in the list, the oldest dropped past HISTORY_MAX. A game
 * already there (the same `id`) is not added again: the history itself is returned.
 */
export function addGame(h: History, game: HistoryEntry): History {
  if (game.id !== undefined && h.games.some((g) => g.id === game.id)) return h;
  const key = bestKey(game.variant, game.level);
  const before = h.best[key];
  return {
    games: [game, ...h.games].slice(0, HISTORY_MAX),
    best: before !== undefined && before >= game.score ? h.best : { ...h.best, [key]: game.score },
  };
}

/** Save a finished game in the history (once: see addGame); reads what storage holds now (store.update). */
export const recordGame = (s: Store, game: HistoryEntry): WriteResult =>
  s.update(historyRecord, (h) => addGame(h, game));
