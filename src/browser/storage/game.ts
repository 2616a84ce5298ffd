/**
 * The game in progress against the computer, saved after every move so that it survives a reload, a language
 * switch and a closed tab. What is saved is the start (the variant and a FEN, or none for the usual start),
 * the moves as PDN move text, and the bookkeeping the engine cannot know: the colours, the level, the lowest
 * level of the game (the score's) and the orientation. A position is never trusted: the game is replayed by
 * the engine from its start, move by move; saved data the engine refuses is reset with a notice.
 */
import {
  type Color,
  type Game,
  gameFromPosition,
  makeFen,
  parseFen,
  playMoveText,
  startPosition,
  VARIANTS,
} from '../../engine/index';
import {
  type Clock,
  type GameContext,
  LEVEL_VALUES,
  newClock,
  PLAY_VARIANTS,
  type PlayVariant,
  type Resume,
  TIME_CONTROLS,
} from '../../model/play';
import { defineRecord, type Store } from './store';
import type { Infer } from './validate';
import * as v from './validate';

const COLORS: readonly Color[] = ['white', 'black'];
/** PDN move text as the engine writes it: '22-18', '22x13x6', '32x23'. */
const MOVE_TEXT = /^\d{1,2}(?:[-x]\d{1,2})+$/;
/** Far beyond any game: the 40-move and 25-move rules end a game long before. */
const MAX_PLIES = 2000;
/** A day on one clock: far beyond 15 minutes and 2000 increments of 10 s. */
const MAX_CLOCK_MS = 24 * 3600_000;

const savedGame = v.object({
  variant: v.enum(PLAY_VARIANTS),
  /** null: the variant's start position */
  startFen: v.nullable(v.string({ max: 300 })),
  moves: v.array(v.string({ max: 80, pattern: MOVE_TEXT }), MAX_PLIES),
  player: v.enum(COLORS),
  level: v.enum(LEVEL_VALUES),
  scoreLevel: v.enum(LEVEL_VALUES),
  orientation: v.enum(COLORS),
  /** when the game began: '2026-11-30T12:00:00.000Z' */
  startedAt: v.isoDate(),
  /**
   * the clock, absent for a game without one (and in games saved before the clock): its setting and the time
   * the mover had left after each move, in ms — one number per move
   */
  clock: v.optional(
    v.object({
      control: v.enum(TIME_CONTROLS),
      plies: v.array(v.number({ int: true, min: 0, max: MAX_CLOCK_MS }), MAX_PLIES),
    }),
  ),
});
export type SavedGame = Infer<typeof savedGame>;

export const savedGameRecord = defineRecord<SavedGame | null>({
  key: 'play-game',
  version: 1,
  validate: v.nullable(savedGame),
  default: null,
  maxBytes: 32 * 1024,
  // Only the game in progress is lost: the notice says the past games are kept.
  notice: 'current-game',
});

/** The game of `context` as saved data (the moves' text; the start FEN only when it is not the usual one). */
export function toSaved(context: GameContext, game: Game, startedAt: string): SavedGame {
  const fen = makeFen(game.start);
  return {
    variant: game.variant.id as PlayVariant,
    startFen: fen === makeFen(startPosition(game.variant)) ? null : fen,
    moves: game.moves.map((m) => m.text),
    player: context.player,
    level: context.level,
    scoreLevel: context.scoreLevel,
    orientation: context.orientation,
    startedAt,
    clock: context.clock
      ? { control: context.clock.control, plies: context.clock.plies.map((ms) => Math.round(ms)) }
      : undefined,
  };
}

/**
 * The saved game replayed by the engine from its start, or null when it cannot be: a start the FEN reader
 * refuses, a move that is not legal where it stands, a game that is already over, or a score level above the
 * level (the score counts the lowest level played, which cannot exceed the current one), or a clock whose times
 * are not one per move.
 */
export function replaySaved(saved: SavedGame): Resume | null {
  const variant = VARIANTS[saved.variant];
  let start = startPosition(variant);
  if (saved.startFen !== null) {
    const r = parseFen(variant, saved.startFen);
    if (!r.ok) return null;
    start = r.value;
  }
  let game = gameFromPosition(start);
  for (const text of saved.moves) {
    const r = playMoveText(game, text);
    if (!r.ok) return null;
    game = r.value;
  }
  if (game.status.kind !== 'playing' || saved.scoreLevel > saved.level) return null;
  let clock: Clock | null = null;
  if (saved.clock) {
    if (saved.clock.plies.length !== game.moves.length) return null;
    clock = newClock(
      saved.clock.control,
      saved.clock.plies,
      game.moves.map((m) => m.color),
    );
  }
  return {
    game,
    player: saved.player,
    level: saved.level,
    scoreLevel: saved.scoreLevel,
    orientation: saved.orientation,
    startFen: saved.startFen,
    clock,
  };
}

/** The saved game, replayed; saved data the engine refuses is removed, and the user told (notice 'current-game'). */
export function loadSaved(s: Store): { saved: SavedGame; resume: Resume } | null {
  const saved = s.read(savedGameRecord);
  if (!saved) return null;
  const resume = replaySaved(saved);
  if (resume) return { saved, resume };
  s.discard(savedGameRecord, 'invalid');
  return null;
}
