/**
 * PDN games (RULES.md §5): tag pairs, then move text. Reading skips move numbers (`1.`, `1...`), comments
 * (`{…}`, `; …`), NAGs (`$7`) and variations (`( … )`), then replays every move against the rules, so a
 * file that parses is a game that was legal move by move. Writing gives tags, numbered moves wrapped at 80
 * columns and the result.
 */
import { type FenError, makeFen, parseFen, startPosition } from './fen';
import {
  type Game,
  gameFromPosition,
  moveNumberOf,
  type PlayTextError,
  playMoveText,
  resultString,
} from './game';
import { type Color, err, ok, type Result } from './types';
import { VARIANTS, type Variant } from './variants';

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

type Token =
  | { readonly kind: 'tag'; readonly name: string; readonly value: string; readonly line: number }
  | { readonly kind: 'move'; readonly text: string; readonly line: number }
  | { readonly kind: 'result'; readonly text: string; readonly line: number };

const fail = (code: PdnErrorCode, message: string, extra: Partial<PdnError> = {}) =>
  err<PdnError>({ code, message, ...extra });

const TAG = /\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\]|\\.)*)"\s*\]/y;
const WORD = /[^\s{}()[\];]+/y;
const NAG = /\$\d+/y;
const MOVE_NUMBER = /^(?:\d+\s*\.+|\.\.\.)$/;
const NUMBER_THEN_MOVE = /^\d+\.+(.+)$/;
const RESULT = /^(?:2-0|0-2|1-1|1-0|0-1|1\/2-1\/2|0-0|\*)$/;
const MOVE = /^\d+(?:[-xX:]\d+)+[!?*+=]*$/;
const MARKS = /^[!?]+$/;

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Split the text into tags, moves and results; everything else is skipped or an error. */
function tokenize(text: string): Result<Token[], PdnError> {
  const out: Token[] = [];
  let i = 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c) || c === '\uFEFF') {
      i++;
    } else if (c === '[') {
      TAG.lastIndex = i;
      const m = TAG.exec(text);
      if (!m) return fail('bad-tag', `Line ${line}: a tag must look like [Event "Name"].`, { line });
      out.push({ kind: 'tag', name: m[1], value: m[2].replace(/\\(.)/g, '$1'), line });
      i = TAG.lastIndex;
    } else if (c === '{') {
      const close = text.indexOf('}', i + 1);
      if (close < 0)
        return fail('unbalanced-braces', `Line ${line}: the comment opened here is never closed with }.`, {
          line,
        });
      line += lineAt(text.slice(i, close), close - i) - 1;
      i = close + 1;
    } else if (c === '}') {
      return fail('unbalanced-braces', `Line ${line}: a } closes a comment that was never opened.`, { line });
    } else if (c === '(') {
      const start = line;
      let depth = 0;
      for (; i < n; i++) {
        const d = text[i];
        if (d === '\n') line++;
        else if (d === '(') depth++;
        else if (d === ')') {
          depth--;
          if (depth === 0) break;
        } else if (d === '{') {
          const close = text.indexOf('}', i + 1);
          if (close < 0)
            return fail(
              'unbalanced-braces',
              `Line ${line}: the comment opened here is never closed with }.`,
              { line },
            );
          line += lineAt(text.slice(i, close), close - i) - 1;
          i = close;
        }
      }
      if (i >= n) {
        return fail(
          'unbalanced-parentheses',
          `Line ${start}: the variation opened here is never closed with ).`,
          { line: start },
        );
      }
      i++;
    } else if (c === ')') {
      return fail('unbalanced-parentheses', `Line ${line}: a ) closes a variation that was never opened.`, {
        line,
      });
    } else if (c === ';') {
      while (i < n && text[i] !== '\n') i++;
    } else if (c === '%' && (i === 0 || text[i - 1] === '\n')) {
      while (i < n && text[i] !== '\n') i++; // escape line
    } else if (c === '$') {
      NAG.lastIndex = i;
      if (!NAG.exec(text))
        return fail('syntax', `Line ${line}: "$" must be followed by a number (a NAG such as $7).`, { line });
      i = NAG.lastIndex;
    } else {
      WORD.lastIndex = i;
      const found = WORD.exec(text);
      if (!found) return fail('syntax', `Line ${line}: unexpected "${c}".`, { line, text: c });
      const word = found[0];
      i = WORD.lastIndex;
      const rest = MOVE_NUMBER.test(word) ? '' : (NUMBER_THEN_MOVE.exec(word)?.[1] ?? word);
      if (rest === '' || MARKS.test(rest) || /^\.+$/.test(rest)) continue;
      if (RESULT.test(rest)) out.push({ kind: 'result', text: rest, line });
      else if (MOVE.test(rest)) out.push({ kind: 'move', text: rest, line });
      else {
        return fail('syntax', `Line ${line}: "${word}" is not a move, a move number or a result.`, {
          line,
          text: word,
        });
      }
    }
  }
  return ok(out);
}

/** Games in a file: a new game starts with a tag after move text, or after a result. */
function splitGames(tokens: Token[]): Token[][] {
  const games: Token[][] = [];
  let cur: Token[] = [];
  let inMoves = false;
  for (const t of tokens) {
    if ((t.kind === 'tag' && inMoves) || (cur.length > 0 && cur[cur.length - 1].kind === 'result')) {
      games.push(cur);
      cur = [];
      inMoves = false;
    }
    if (t.kind !== 'tag') inMoves = true;
    cur.push(t);
  }
  if (cur.length > 0) games.push(cur);
  return games;
}

/** PDN GameType numbers we play: 20 International, 21 English, 22 Italian, 26 Brazilian [PDN-GT]. */
const GAME_TYPES: Readonly<Record<string, Variant>> = {
  '20': VARIANTS.international,
  '21': VARIANTS.english,
  '22': VARIANTS.italian,
  '26': VARIANTS.brazilian,
};

/** The variant a GameType tag names: `22` or the full form `22,W,8,8,N2,1`. */
export function variantFromGameType(value: string): Result<Variant, PdnError> {
  const fields = value.split(',').map((s) => s.trim());
  const variant = Object.hasOwn(GAME_TYPES, fields[0]) ? GAME_TYPES[fields[0]] : undefined;
  if (!variant) {
    return fail(
      'unknown-game-type',
      `GameType "${value}" is not a game played here: use 20 (International), 21 (English), 22 (Italian) or 26 (Brazilian).`,
      {
        text: value,
      },
    );
  }
  if (fields.length > 1) {
    const size = variant.geometry.size;
    const [, colour, width, height] = fields;
    const okColour = colour === undefined || colour === 'W' || colour === 'B';
    const okSize =
      (width === undefined || Number(width) === size) && (height === undefined || Number(height) === size);
    if (!okColour || !okSize) {
      return fail(
        'unknown-game-type',
        `GameType "${value}" does not match game ${fields[0]}, played on ${size}×${size}.`,
        { text: value },
      );
    }
  }
  return ok(variant);
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

function buildGame(tokens: Token[], options: PdnOptions): Result<PdnGame, PdnError> {
  const tags: Record<string, string> = {};
  for (const t of tokens) if (t.kind === 'tag') tags[t.name] = t.value;

  let variant = options.variant ?? VARIANTS.international;
  if (tags.GameType !== undefined) {
    const v = variantFromGameType(tags.GameType);
    if (!v.ok) return v;
    variant = v.value;
  }
  let start = startPosition(variant);
  if (tags.FEN !== undefined) {
    const parsed = parseFen(variant, tags.FEN, { strict: options.strict ?? true });
    if (!parsed.ok) {
      return fail(
        'bad-fen',
        `The FEN tag "${tags.FEN}" is not a valid ${variant.id} position: ${parsed.error.message}`,
        {
          fenError: parsed.error,
          text: tags.FEN,
        },
      );
    }
    start = parsed.value;
  }

  // A recorded game is replayed as played: draws were claimed (or not) over the board.
  let game = gameFromPosition(start, { autoDraws: false });
  let terminator: string | undefined;
  for (const t of tokens) {
    if (t.kind === 'result') terminator = t.text;
    if (t.kind !== 'move') continue;
    const ply = game.moves.length;
    const { number, second } = moveNumberOf(variant, start.turn, ply);
    const label = `${number}${second ? '...' : '.'}`;
    const played = playMoveText(game, t.text);
    if (!played.ok) {
      const e = played.error;
      const why =
        e.code === 'game-over'
          ? 'the game was already over'
          : e.code === 'ambiguous'
            ? `it could be several moves (${e.candidates?.join(' or ')})`
            : 'it is not a legal move in the position reached';
      return fail(
        e.code === 'ambiguous' ? 'ambiguous-move' : 'illegal-move',
        `Line ${t.line}, move ${label} ${t.text}: ${why}.`,
        {
          line: t.line,
          moveNumber: number,
          color: game.position.turn,
          text: t.text,
          moveError: e,
        },
      );
    }
    game = played.value;
  }
  const recorded = tags.Result ?? terminator ?? '*';
  return ok({ tags, variant, game, result: normalizeResult(variant, recorded) });
}

/** Read every game of a PDN file. */
export function parsePdnGames(text: string, options: PdnOptions = {}): Result<PdnGame[], PdnError> {
  if (typeof text !== 'string' || text.trim() === '') return fail('empty', 'The PDN text is empty.');
  const tokens = tokenize(text);
  if (!tokens.ok) return tokens;
  const out: PdnGame[] = [];
  const groups = splitGames(tokens.value);
  if (groups.length === 0) return fail('empty', 'The PDN text holds no game: no tags and no moves.');
  for (let i = 0; i < groups.length; i++) {
    const g = buildGame(groups[i], options);
    if (!g.ok)
      return err({
        ...g.error,
        game: i + 1,
        message: groups.length > 1 ? `Game ${i + 1}: ${g.error.message}` : g.error.message,
      });
    out.push(g.value);
  }
  return ok(out);
}

/** Read a PDN text holding one game. */
export function parsePdn(text: string, options: PdnOptions = {}): Result<PdnGame, PdnError> {
  const all = parsePdnGames(text, options);
  if (!all.ok) return all;
  if (all.value.length > 1) {
    return fail('several-games', `The text holds ${all.value.length} games; read it with parsePdnGames.`);
  }
  return ok(all.value[0]);
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
