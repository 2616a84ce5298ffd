/**
 * PDN games (RULES.md §5), reading side: tag pairs, then move text. Reading skips move numbers (`1.`,
 * `1...`), comments (`{…}`, `; …`), NAGs (`$7`) and variations (`( … )`), then replays every move against the
 * rules, so a file that parses is a game that was legal move by move.
 */
import { parseFen, startPosition } from './fen';
import { gameFromPosition, moveNumberOf, playMoveText } from './game';
import { normalizeResult, type PdnError, type PdnErrorCode, type PdnGame, type PdnOptions } from './pdn';
import { err, ok, type Result } from './types';
import { gameTypeNumber, VARIANT_IDS, VARIANTS, type Variant } from './variants';

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

/** PDN GameType numbers we play, read off the variants' data [PDN-GT]: 20, 21, 22 and 26 today. */
const GAME_TYPES: ReadonlyMap<string, Variant> = new Map(
  VARIANT_IDS.map((id) => [gameTypeNumber(VARIANTS[id]), VARIANTS[id]]),
);

/** The variant a GameType tag names: `22` or the full form `22,W,8,8,N2,1`. */
export function variantFromGameType(value: string): Result<Variant, PdnError> {
  const fields = value.split(',').map((s) => s.trim());
  const variant = GAME_TYPES.get(fields[0]);
  if (!variant) {
    return fail(
      'unknown-game-type',
      `GameType "${value}" is not a game played here: use ${[...GAME_TYPES].map(([n, v]) => `${n} (${v.id})`).join(', ')}.`,
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
