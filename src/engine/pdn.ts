/**
 * PDN games (RULES.md §5), writing side: tags, numbered moves wrapped at 80 columns and the result; and the
 * vocabulary shared with the reader (pdn-read.ts), which pages load only when they have PDN to read.
 */
import type { FenError } from './fen';
import { makeFen, startPosition } from './fen';
import { type Game, moveNumberOf, type PlayTextError, resultString } from './game';
import type { Color } from './types';
import type { Variant } from './variants';

export type PdnErrorCode =
  | 'empty'
  /** a `[Tag "value"]` pair that cannot be read */
  | 'bad-tag'
  | 'unbalanced-braces'
  | 'unbalanced-parentheses'
  /** something in the move text that is neither a move, a move number, a NAG nor a result */
  | 'syntax'
  | 'unknown-game-type'
  | 'bad-fen'
  /** a move that is not legal (or not a move) in the position reached */
  | 'illegal-move'
  /** a move that could be several legal moves */
  | 'ambiguous-move'
  /** parsePdn was given a file holding several games */
  | 'several-games';

export interface PdnError {
  readonly code: PdnErrorCode;
  /** a plain English message naming the line or the move */
  readonly message: string;
  /** 1-based line of the text where the problem is */
  readonly line?: number;
  /** for move errors: the PDN move number (`12`), whether it is the second player's move, the text */
  readonly moveNumber?: number;
  readonly color?: Color;
  readonly text?: string;
  /** 1-based index of the game in the file (parsePdnGames) */
  readonly game?: number;
  readonly fenError?: FenError;
  readonly moveError?: PlayTextError;
}

export interface PdnGame {
  /** every tag as read, e.g. { Event: 'Coppa Italia', GameType: '22', FEN: '…' } */
  readonly tags: Readonly<Record<string, string>>;
  readonly variant: Variant;
  /** the game replayed from its start position */
  readonly game: Game;
  /**
   * The result as recorded (Result tag, else the terminator of the move text, else `*`), written in the
   * variant's result set: a file that says `1-0` for an International game reads as `2-0`.
   */
  readonly result: string;
}

export interface PdnOptions {
  /** the variant when the file has no GameType tag (PDN's own default is 20, International) */
  readonly variant?: Variant;
  /** reject FEN tags with more pieces than the start position has (default true) */
  readonly strict?: boolean;
}

type Outcome = 'white' | 'black' | 'draw' | 'none' | 'unknown';

function outcomeOf(result: string): Outcome {
  switch (result.trim()) {
    case '1-0':
    case '2-0':
      return 'white';
    case '0-1':
    case '0-2':
      return 'black';
    case '1/2-1/2':
    case '1-1':
      return 'draw';
    case '0-0':
      return 'none';
    default:
      return 'unknown';
  }
}

/** A result string in the variant's set (RULES §5.4); anything unreadable becomes `*`. */
export function normalizeResult(variant: Variant, result: string): string {
  const intl = variant.rules.resultSet === 'international';
  switch (outcomeOf(result)) {
    case 'white':
      return intl ? '2-0' : '1-0';
    case 'black':
      return intl ? '0-2' : '0-1';
    case 'draw':
      return intl ? '1-1' : '1/2-1/2';
    case 'none':
      return '0-0';
    default:
      return '*';
  }
}

export interface WritePdnOptions {
  /** tags to write (Result, GameType and FEN are always derived from the game and the result) */
  readonly tags?: Readonly<Record<string, string>>;
  /** the result to record; default: the game's own (`*` while it goes on) */
  readonly result?: string;
  /** wrap the move text at this many columns (default 80) */
  readonly lineWidth?: number;
}

const TAG_ORDER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result', 'GameType', 'FEN'];

const quote = (s: string): string => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/** Write a game as PDN: tags, a blank line, numbered moves wrapped at 80 columns, the result. */
export function makePdn(game: Game, options: WritePdnOptions = {}): string {
  const variant = game.variant;
  const result = normalizeResult(variant, options.result ?? resultString(game));
  const tags: Record<string, string> = { ...(options.tags ?? {}) };
  tags.Result = result;
  tags.GameType = variant.gameType;
  const startFen = makeFen(game.start);
  if (startFen !== makeFen(startPosition(variant))) tags.FEN = startFen;
  else delete tags.FEN;
  const names = [
    ...TAG_ORDER.filter((t) => t in tags),
    ...Object.keys(tags).filter((t) => !TAG_ORDER.includes(t)),
  ];
  const head = names.map((name) => `[${name} "${quote(tags[name])}"]`);

  const words: string[] = [];
  game.moves.forEach((m, ply) => {
    const { number, second } = moveNumberOf(variant, game.start.turn, ply);
    if (!second) words.push(`${number}.`);
    else if (ply === 0) words.push(`${number}...`);
    words.push(m.text);
  });
  words.push(result);

  const width = options.lineWidth ?? 80;
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    if (cur === '') cur = w;
    else if (cur.length + 1 + w.length <= width) cur += ` ${w}`;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  lines.push(cur);
  return `${head.join('\n')}\n\n${lines.join('\n')}\n`;
}

/** Write a game read by parsePdn back (its tags and recorded result). */
export function makePdnGame(record: PdnGame, options: Omit<WritePdnOptions, 'tags' | 'result'> = {}): string {
  return makePdn(record.game, { ...options, tags: record.tags, result: record.result });
}
