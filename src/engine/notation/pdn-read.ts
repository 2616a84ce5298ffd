/**
 * PDN games (RULES.md §5), reading side: tag pairs, then move text with comments (`{…}`, `; …`), NAGs (`$7`,
 * `!`, `?!`) and variations (`( … )`, nested) into a move tree (tree.ts). Move numbers are skipped. Every
 * move, in the main line and in the variations, is replayed against the rules, so a file that parses holds
 * only lines that were legal move by move.
 */

import { type Game, gameFromPosition } from '../game/game';
import { moveNumberOf, playMoveText } from '../game/game-actions';
import { moveId, type TreeNode } from '../game/tree';
import { err, ok, type Result } from '../rules/types';
import { gameTypeNumber, VARIANT_IDS, VARIANTS, type Variant } from '../rules/variants';
import { parseFen, startPosition } from './fen';
import { normalizeResult, type PdnError, type PdnErrorCode, type PdnGame, type PdnOptions } from './pdn';

type Token =
  | { readonly kind: 'tag'; readonly name: string; readonly value: string; readonly line: number }
  | { readonly kind: 'move'; readonly text: string; readonly line: number; readonly nag?: number }
  | { readonly kind: 'result'; readonly text: string; readonly line: number }
  | { readonly kind: 'comment'; readonly text: string; readonly line: number }
  | { readonly kind: 'nag'; readonly nag: number; readonly line: number }
  | { readonly kind: 'open'; readonly line: number }
  | { readonly kind: 'close'; readonly line: number };

const fail = (code: PdnErrorCode, message: string, extra: Partial<PdnError> = {}) =>
  err<PdnError>({ code, message, ...extra });

const TAG = /\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\]|\\.)*)"\s*\]/y;
const WORD = /[^\s{}()[\];]+/y;
const NAG = /\$(\d+)/y;
const MOVE_NUMBER = /^(?:\d+\s*\.+|\.\.\.)$/;
const NUMBER_THEN_MOVE = /^\d+\.+(.+)$/;
const RESULT = /^(?:2-0|0-2|1-1|1-0|0-1|1\/2-1\/2|0-0|\*)$/;
const MOVE = /^(\d+(?:[-xX:]\d+)+)([!?*+=]*)$/;
const MARKS = /^[!?]+$/;

/** Strength marks and the NAGs they stand for [PGN 8.2.4, used by PDN]. */
export const MARK_NAGS: Readonly<Record<string, number>> = {
  '!': 1,
  '?': 2,
  '!!': 3,
  '??': 4,
  '!?': 5,
  '?!': 6,
};
const markNag = (marks: string): number | undefined =>
  Object.hasOwn(MARK_NAGS, marks) ? MARK_NAGS[marks] : undefined;

/**
 * A comment as stored: runs of white space made one space, so that writing and reading it back is exact.
 * Clock commands (`[%clk 0:04:57]`, the times a game with a clock records after each move) are not words for
 * the reader: they are left out, and a comment holding nothing else is no comment.
 */
const CLOCK_COMMAND = /\[%clk\s+[^\]]*\]/g;
const cleanComment = (text: string): string => text.replace(CLOCK_COMMAND, ' ').replace(/\s+/g, ' ').trim();

function countLines(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

/** Split the text into tags, moves, comments, NAGs, variation brackets and results. */
function tokenize(text: string): Result<Token[], PdnError> {
  const out: Token[] = [];
  /** the lines where the variations still open were opened */
  const opened: number[] = [];
  const unclosed = () => {
    const at = opened[opened.length - 1];
    return fail('unbalanced-parentheses', `Line ${at}: the variation opened here is never closed with ).`, {
      line: at,
    });
  };
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
      // A tag inside a variation means a ( was left open before the next game's tags.
      if (opened.length > 0) return unclosed();
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
      const body = text.slice(i + 1, close);
      const comment = cleanComment(body);
      if (comment !== '') out.push({ kind: 'comment', text: comment, line });
      line += countLines(body);
      i = close + 1;
    } else if (c === '}') {
      return fail('unbalanced-braces', `Line ${line}: a } closes a comment that was never opened.`, { line });
    } else if (c === '(') {
      opened.push(line);
      out.push({ kind: 'open', line });
      i++;
    } else if (c === ')') {
      if (opened.length === 0) {
        return fail('unbalanced-parentheses', `Line ${line}: a ) closes a variation that was never opened.`, {
          line,
        });
      }
      opened.pop();
      out.push({ kind: 'close', line });
      i++;
    } else if (c === ';') {
      // A line comment runs to the end of the line, whatever it holds: a ) in it closes nothing.
      let end = text.indexOf('\n', i);
      if (end < 0) end = n;
      const comment = cleanComment(text.slice(i + 1, end));
      if (comment !== '') out.push({ kind: 'comment', text: comment, line });
      i = end;
    } else if (c === '%' && (i === 0 || text[i - 1] === '\n')) {
      while (i < n && text[i] !== '\n') i++; // escape line
    } else if (c === '$') {
      NAG.lastIndex = i;
      const m = NAG.exec(text);
      if (!m)
        return fail('syntax', `Line ${line}: "$" must be followed by a number (a NAG such as $7).`, { line });
      out.push({ kind: 'nag', nag: Number(m[1]), line });
      i = NAG.lastIndex;
    } else {
      WORD.lastIndex = i;
      const found = WORD.exec(text);
      if (!found) return fail('syntax', `Line ${line}: unexpected "${c}".`, { line, text: c });
      const word = found[0];
      i = WORD.lastIndex;
      const rest = MOVE_NUMBER.test(word) ? '' : (NUMBER_THEN_MOVE.exec(word)?.[1] ?? word);
      if (rest === '' || /^\.+$/.test(rest)) continue;
      const move = MOVE.exec(rest);
      if (MARKS.test(rest)) {
        const nag = markNag(rest);
        if (nag !== undefined) out.push({ kind: 'nag', nag, line });
      } else if (RESULT.test(rest)) out.push({ kind: 'result', text: rest, line });
      else if (move) {
        // `*`, `+` and `=` are print signs (FMJD 9.1), not NAGs: only the strength marks are kept.
        const nag = markNag(move[2].replace(/[*+=]/g, ''));
        out.push(
          nag === undefined
            ? { kind: 'move', text: move[1], line }
            : { kind: 'move', text: move[1], line, nag },
        );
      } else {
        return fail('syntax', `Line ${line}: "${word}" is not a move, a move number or a result.`, {
          line,
          text: word,
        });
      }
    }
  }
  if (opened.length > 0) return unclosed();
  return ok(out);
}

/**
 * Games in a file: a new game starts with a tag after move text, or after a result of the main line (a
 * result inside a variation ends nothing). Comments on their own, with no tag, move or result, are no game.
 */
function splitGames(tokens: Token[]): Token[][] {
  const games: Token[][] = [];
  let cur: Token[] = [];
  let inMoves = false;
  let ended = false;
  let depth = 0;
  const flush = () => {
    if (cur.some((t) => t.kind === 'tag' || t.kind === 'move' || t.kind === 'result')) games.push(cur);
    cur = [];
    inMoves = false;
    ended = false;
  };
  for (const t of tokens) {
    if ((t.kind === 'tag' && inMoves) || ended) flush();
    if (t.kind !== 'tag') inMoves = true;
    if (t.kind === 'open') depth++;
    else if (t.kind === 'close') depth--;
    else if (t.kind === 'result' && depth === 0) ended = true;
    cur.push(t);
  }
  flush();
  return games;
}

/**
 * The variant whose PDN GameType number is `n` [PDN-GT]: 20, 21, 22 and 26 today, read off the variants'
 * data. A function rather than a table built at load time, so bundles that never read PDN can drop this file.
 */
function variantOfGameType(n: string): Variant | undefined {
  const id = VARIANT_IDS.find((v) => gameTypeNumber(VARIANTS[v]) === n);
  return id === undefined ? undefined : VARIANTS[id];
}

/** The variant a GameType tag names: `22` or the full form `22,W,8,8,N2,1`. */
export function variantFromGameType(value: string): Result<Variant, PdnError> {
  const fields = value.split(',').map((s) => s.trim());
  const variant = variantOfGameType(fields[0]);
  if (!variant) {
    return fail(
      'unknown-game-type',
      `GameType "${value}" is not a game played here: use ${VARIANT_IDS.map((v) => `${gameTypeNumber(VARIANTS[v])} (${v})`).join(', ')}.`,
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

/** A tree node while it is being read: the same shape as TreeNode, with arrays still growing. */
interface NodeBuilder {
  readonly id: string;
  readonly ply: number;
  readonly move: TreeNode['move'];
  readonly text: string;
  readonly nags: number[];
  readonly startingComments: string[];
  readonly comments: string[];
  readonly children: NodeBuilder[];
}

type ParentBuilder = { readonly comments: string[]; readonly children: NodeBuilder[] };

/** A line being read: the main line, or a variation and where it branches from. */
interface Frame {
  /** where the line's first move hangs */
  readonly parent: ParentBuilder;
  /** the line's last move so far, the node it hangs from, the game before and after it */
  last: NodeBuilder | null;
  lastParent: ParentBuilder;
  before: Game;
  game: Game;
  /** comments read before the line's first move */
  pending: string[];
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
  const game0 = gameFromPosition(start, { autoDraws: false });
  const root: ParentBuilder = { comments: [], children: [] };
  const stack: Frame[] = [
    { parent: root, last: null, lastParent: root, before: game0, game: game0, pending: [] },
  ];
  let terminator: string | undefined;
  for (const t of tokens) {
    const frame = stack[stack.length - 1];
    switch (t.kind) {
      case 'result':
        if (stack.length === 1) terminator = t.text;
        break;
      case 'comment':
        if (frame.last) frame.last.comments.push(t.text);
        else if (stack.length === 1) root.comments.push(t.text);
        else frame.pending.push(t.text);
        break;
      case 'nag':
        // `18x11! $1` says one thing twice: a NAG is kept once.
        if (frame.last && !frame.last.nags.includes(t.nag)) frame.last.nags.push(t.nag);
        break;
      case 'open':
        // PGN's rule, which PDN follows: a variation replaces the move before it, so it starts from the
        // position before that move.
        if (!frame.last) {
          return fail('syntax', `Line ${t.line}: a variation ( … ) must follow the move it replaces.`, {
            line: t.line,
          });
        }
        stack.push({
          parent: frame.lastParent,
          last: null,
          lastParent: frame.lastParent,
          before: frame.before,
          game: frame.before,
          pending: [],
        });
        break;
      case 'close':
        // The tokenizer has matched every ) with its (, and a game never starts inside a variation.
        if (stack.length > 1) stack.pop();
        break;
      case 'move': {
        const game = frame.game;
        const played = playMoveText(game, t.text);
        if (!played.ok) {
          const { number, second } = moveNumberOf(variant, start.turn, game.moves.length);
          const label = `${number}${second ? '...' : '.'}`;
          const depth = stack.length - 1;
          const e = played.error;
          const why =
            e.code === 'game-over'
              ? 'the game was already over'
              : e.code === 'ambiguous'
                ? `it could be several moves (${e.candidates?.join(' or ')})`
                : 'it is not a legal move in the position reached';
          return fail(
            e.code === 'ambiguous' ? 'ambiguous-move' : 'illegal-move',
            `Line ${t.line}, move ${label} ${t.text}${depth > 0 ? ' in a variation' : ''}: ${why}.`,
            {
              line: t.line,
              moveNumber: number,
              color: game.position.turn,
              text: t.text,
              moveError: e,
              ...(depth > 0 && { variationDepth: depth }),
            },
          );
        }
        const m = played.value.moves[played.value.moves.length - 1];
        const id = moveId(m.move);
        const parent = frame.last ?? frame.parent;
        // A variation that repeats a move already there (RULES §0.2: same start, end and captures) goes on
        // from that move: the ids of siblings stay unique, as paths need.
        const main = stack.length === 1;
        let node = parent.children.find((c) => c.id === id);
        if (node && main && parent.children[0] !== node) {
          // The main line's moves stay first children, even where a variation went on after them earlier.
          parent.children.splice(parent.children.indexOf(node), 1);
          parent.children.unshift(node);
        } else if (!node) {
          node = {
            id,
            ply: played.value.moves.length,
            move: m.move,
            text: m.text,
            nags: [],
            startingComments: [],
            comments: [],
            children: [],
          };
          if (main) parent.children.unshift(node);
          else parent.children.push(node);
        }
        node.startingComments.push(...frame.pending);
        frame.pending = [];
        if (t.nag !== undefined && !node.nags.includes(t.nag)) node.nags.push(t.nag);
        frame.last = node;
        frame.lastParent = parent;
        frame.before = game;
        frame.game = played.value;
        break;
      }
    }
  }
  const recorded = tags.Result ?? terminator ?? '*';
  return ok({
    tags,
    variant,
    // the main line: the moves read outside every variation, which are the first children
    game: stack[0].game,
    tree: { variant, start, comments: root.comments, children: root.children },
    result: normalizeResult(variant, recorded),
  });
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
