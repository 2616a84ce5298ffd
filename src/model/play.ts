/**
 * The vocabulary of a game against the computer: the variants and colours one can choose, the levels, the
 * remembered choices, the score, the outcome, what the computer's player answers and what a saved game
 * brings back. The game machine (src/machines/game.ts), the saved records (src/browser/storage) and the AI
 * worker's client all speak it, so it lives below them all.
 */
import type { Color, DrawReason, Game, GameStatus, Move, WinReason } from '../engine';
// Values straight from their modules, not through the engine's index: the saved records and the play page's
// lazily loaded parts import this file without the rest of the engine, and the index would bring it along.
import { LEVEL_VALUES, type Level, levelSettings } from '../engine/ai/levels';
import { isOffered, type OfferedVariant, variantsFor } from '../engine/rules/variants';

export { LEVEL_VALUES, type Level };

/** The variants one can play against the computer: those src/engine/rules/variants.ts offers for play. */
export type PlayVariant = OfferedVariant<'play'>;
export const PLAY_VARIANTS: readonly PlayVariant[] = variantsFor('play');

export type ColorChoice = Color | 'random';
export const COLOR_CHOICES: readonly ColorChoice[] = ['white', 'black', 'random'];

/** 1 Principiante … 5 Difficile (names in src/engine/ai/levels.ts and the i18n files). */
/** Normale, as in the Italian web games. */
export const DEFAULT_LEVEL: Level = 3;

/**
 * The clock: none (the default), or the usual club settings with a Fischer increment — so many minutes each
 * for the game, and so many seconds added after each move one makes.
 */
export type ClockSetting = 'none' | '5+3' | '15+10';
export type TimeControl = Exclude<ClockSetting, 'none'>;
export const CLOCK_SETTINGS: readonly ClockSetting[] = ['none', '5+3', '15+10'];
export const TIME_CONTROLS: readonly TimeControl[] = ['5+3', '15+10'];
/** Milliseconds for the game and added after each move. */
export const TIME_CONTROL: Record<TimeControl, { readonly base: number; readonly increment: number }> = {
  '5+3': { base: 5 * 60_000, increment: 3_000 },
  '15+10': { base: 15 * 60_000, increment: 10_000 },
};
export const isClockSetting = (x: unknown): x is ClockSetting =>
  typeof x === 'string' && (CLOCK_SETTINGS as readonly string[]).includes(x);

/** What the player chose, remembered between visits by src/browser/storage/play.ts. */
export interface PlayPrefs {
  /** 'italian' */
  readonly variant: PlayVariant;
  /** 'white', 'black' or 'random' */
  readonly color: ColorChoice;
  /** 3 */
  readonly level: Level;
  /** 'none', '5+3' or '15+10' */
  readonly clock: ClockSetting;
}

export const DEFAULT_PREFS: PlayPrefs = {
  variant: 'italian',
  color: 'white',
  level: DEFAULT_LEVEL,
  clock: 'none',
};

/**
 * A game's clock, as pure data: each side's time left when its turn began, the time the side to move started
 * thinking (`since`, from the machine's own `now()`; null when the clock stands: the game is over), and the
 * time each player had left just after each of their moves (for the PDN's `%clk` comments and the saved game).
 */
export interface Clock {
  readonly control: TimeControl;
  /** ms */
  readonly white: number;
  readonly black: number;
  readonly since: number | null;
  /** ms left to the mover after ply i (increment included) */
  readonly plies: readonly number[];
}

/** A new clock, standing until `startClock`: both sides have the whole time. */
export function newClock(
  control: TimeControl,
  plies: readonly number[] = [],
  movers: readonly Color[] = [],
): Clock {
  const { base } = TIME_CONTROL[control];
  const left = { white: base, black: base };
  plies.forEach((ms, i) => {
    left[movers[i]] = ms;
  });
  return { control, ...left, since: null, plies };
}

/** The clock of a setting, running from `now` (null: no clock). */
export const clockFor = (setting: ClockSetting, now: number): Clock | null =>
  setting === 'none' ? null : startClock(newClock(setting), now);

/** The side to move's time runs from `now` (a resumed game: the time the page was closed is not charged). */
export const startClock = (clock: Clock, now: number): Clock => ({ ...clock, since: now });

/** What `side` has left at `now`: its time, less what has gone by since its turn began when it is to move. */
export function timeLeft(clock: Clock, side: Color, toMove: Color, now: number): number {
  const spent = side === toMove && clock.since !== null ? now - clock.since : 0;
  return Math.max(0, clock[side] - spent);
}

/** `mover` moved at `now`: its thinking time is charged, the increment added, and the other side's time runs. */
export function clockAfterMove(clock: Clock, mover: Color, now: number): Clock {
  const left = timeLeft(clock, mover, mover, now) + TIME_CONTROL[clock.control].increment;
  return { ...clock, [mover]: left, since: now, plies: [...clock.plies, left] };
}

/** The game is over at `now`: the side to move is charged its time so far, and the clock stands. */
export function stopClock(clock: Clock, toMove: Color, now: number): Clock {
  if (clock.since === null) return clock;
  return { ...clock, [toMove]: timeLeft(clock, toMove, toMove, now), since: null };
}

/** The computer's thinking time for its next move: the level's, or less when its clock is short. */
export function computerMovetime(
  level: Level,
  clock: Clock | null,
  side: Color,
  now: number,
): number | undefined {
  if (!clock) return undefined;
  const left = timeLeft(clock, side, side, now);
  const share = left / 20 + TIME_CONTROL[clock.control].increment;
  return Math.max(MIN_MOVETIME, Math.floor(Math.min(levelSettings(level).movetime, share, left / 2)));
}
/** Even with a second on its clock the computer looks at its moves this long. */
const MIN_MOVETIME = 20;

export const isLevel = (x: unknown): x is Level => typeof x === 'number' && LEVEL_VALUES.includes(x as Level);
export const isPlayVariant = (x: unknown): x is PlayVariant => typeof x === 'string' && isOffered('play', x);
export const isColorChoice = (x: unknown): x is ColorChoice =>
  typeof x === 'string' && (COLOR_CHOICES as readonly string[]).includes(x);

/** Points per captured piece, and for a win: a bonus plus so much per level (issue 4). */
export const SCORE = { perCapture: 10, win: 100, perLevel: 50 } as const;

/** 10 per piece the player captured, plus, for a win, 100 and 50 per level: 12 captures, win at Normale → 370. */
export function scoreOf(captured: number, won: boolean, level: Level): number {
  return captured * SCORE.perCapture + (won ? SCORE.win + SCORE.perLevel * level : 0);
}

/** Pieces captured by `color` in the game so far. */
export function capturedBy(game: Game, color: Color): number {
  let n = 0;
  for (const m of game.moves) if (m.color === color) n += m.move.captures.length;
  return n;
}

/** How the game ended, from the player's side. */
export type Outcome = 'win' | 'loss' | 'draw';

export function outcomeFor(status: GameStatus, player: Color): Outcome | null {
  if (status.kind === 'playing') return null;
  if (status.kind === 'draw') return 'draw';
  return status.winner === player ? 'win' : 'loss';
}

/**
 * How a game ended: the engine's reason for a win or a draw, or 'abandoned' for a game left unfinished (the
 * saved game given up for a new one), which counts as a resignation.
 */
export type GameEnd = WinReason | DrawReason | 'abandoned';
/** Every way a game can end, once each: a reason the engine adds and this table lacks is a type error. */
const ENDS: Readonly<Record<GameEnd, true>> = {
  'no-moves': true,
  'no-pieces': true,
  resign: true,
  time: true,
  abandoned: true,
  repetition: true,
  'forty-moves': true,
  'twenty-five-moves': true,
  'sixteen-moves': true,
  'five-moves': true,
  agreement: true,
};
export const GAME_ENDS = Object.keys(ENDS) as readonly GameEnd[];

/** The engine's reason a finished game ended ('no-moves', 'forty-moves'…); null while it goes on. */
export function endOf(status: GameStatus): GameEnd | null {
  return status.kind === 'playing' ? null : status.reason;
}

/** What the computer actor is given, and what it answers. */
export interface ComputerInput {
  readonly game: Game;
  readonly level: Level;
  /** the thinking time its clock allows (computerMovetime); undefined without a clock: the level's */
  readonly movetime?: number;
}
export interface ComputerReply {
  readonly move: Move;
}

/** Why the computer did not answer: the worker crashed, ran out of time, or answered nonsense. */
export type ComputerFailure = 'crash' | 'timeout' | 'illegal';

export function failureOf(error: unknown): ComputerFailure {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind === 'timeout' || kind === 'illegal' ? kind : 'crash';
}

export interface GameContext {
  /** the choices in the setup panel (and remembered): { variant: 'italian', color: 'random', level: 3 } */
  prefs: PlayPrefs;
  /** the game in progress or just finished; null before the first game */
  game: Game | null;
  /** the colour the player actually plays ('random' resolved at the start): 'white' */
  player: Color;
  /** the level of the computer for its next move: 3 */
  level: Level;
  /** the lowest level the computer played at in this game: the score uses it, so a late switch gains nothing */
  scoreLevel: Level;
  /** which side is at the bottom: the player's colour at the start, then the flip button */
  orientation: Color;
  /** the resign button was pressed and waits for a confirmation */
  confirmingResign: boolean;
  /** why the computer's last attempt failed; null when it did not */
  failure: ComputerFailure | null;
  /** a number in [0, 1), for the random colour */
  random: () => number;
  /** the start position of every game, as FEN; null for the variant's own */
  startFen: string | null;
  /** the game's clock; null for a game without one */
  clock: Clock | null;
  /** the time in ms (Date.now; tests give a simulated clock's) */
  now: () => number;
  /** another tab's game saved over this one, while the player is asked which to keep; null otherwise */
  otherTab: OtherTabGame | null;
}

/** A game another tab saved over this tab's: replayed, with the time it began (the saved game's identity). */
export interface OtherTabGame {
  readonly resume: Resume;
  /** '2026-11-30T12:00:00.000Z' */
  readonly startedAt: string;
}

/** What a saved game brings back (src/browser/storage/game.ts replays and checks it). */
export interface Resume {
  readonly game: Game;
  readonly player: Color;
  readonly level: Level;
  /** ≤ level: the lowest level of the game so far */
  readonly scoreLevel: Level;
  readonly orientation: Color;
  /** the FEN the game started from, null for the variant's start ("play again" starts there too) */
  readonly startFen: string | null;
  /** the clock as saved (standing: it runs again from the resume), null for a game without one */
  readonly clock: Clock | null;
}
