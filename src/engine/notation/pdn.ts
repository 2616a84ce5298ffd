/**
 * PDN games (RULES.md §5), writing side: tags, numbered moves with their comments, NAGs and variations,
 * wrapped at 80 columns, and the result; and the vocabulary shared with the reader (pdn-read.ts), which
 * pages load only when they have PDN to read.
 */

import { type Game, resultString } from '../game/game';
import { moveNumberOf, type PlayTextError } from '../game/game-actions';
import { gameAt, type MoveTree, mainline, pathOf, type TreeNode } from '../game/tree';
import { treeFromGame } from '../game/tree-edit';
import type { Color } from '../rules/types';
import type { Variant } from '../rules/variants';
import type { FenError } from './fen';
import { makeFen, startPosition } from './fen';

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
  /** for move errors inside a variation: how deeply it is nested (1 = a variation of the main line) */
  readonly variationDepth?: number;
}

export interface PdnGame {
  /** every tag as read, e.g. { Event: 'Coppa Italia', GameType: '22', FEN: '…' } */
  readonly tags: Readonly<Record<string, string>>;
  readonly variant: Variant;
  /** the main line replayed from its start position */
  readonly game: Game;
  /** every line of the game: the main line (`game`) with its variations, comments and NAGs */
  readonly tree: MoveTree;
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
  const intl = variant.resultSet === 'international';
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

/** Strength marks written glued to the move for NAGs 1–6 [PGN 8.2.4]; the reader maps them back. */
const NAG_MARKS: Readonly<Record<number, string>> = { 1: '!', 2: '?', 3: '!!', 4: '??', 5: '!?', 6: '?!' };

/** A comment as words to wrap; `}` cannot be written inside braces and is dropped. */
function commentWords(comment: string): string[] {
  const words = comment
    .replace(/\}/g, '')
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length === 0) return [];
  words[0] = `{${words[0]}`;
  words[words.length - 1] += '}';
  return words;
}

/**
 * The move text of a tree as words, in the order chessops' makePgn uses: a move, its comments, then the
 * variations that replace it, each in parentheses, then the main line goes on. The first player's moves get
 * their number (`12.`); the second player's get `12...` where a reader could not tell the number otherwise:
 * at the start of a variation, after a comment and after a variation (RULES §5.3).
 */
function moveWords(tree: MoveTree): string[] {
  const words: string[] = [];
  let open = 0;
  const push = (w: string) => {
    words.push(open > 0 ? '('.repeat(open) + w : w);
    open = 0;
  };
  const line = (first: TreeNode, alternatives: readonly TreeNode[], forceNumber: boolean) => {
    let node: TreeNode | undefined = first;
    let alts = alternatives;
    let force = forceNumber;
    while (node) {
      for (const c of node.startingComments) for (const w of commentWords(c)) push(w);
      const { number, second } = moveNumberOf(tree.variant, tree.start.turn, node.ply - 1);
      const label = !second
        ? `${number}. `
        : force || node.ply === 1 || node.startingComments.length > 0
          ? `${number}... `
          : '';
      const [nag, ...nags] = node.nags;
      const mark = nag !== undefined && Object.hasOwn(NAG_MARKS, nag) ? NAG_MARKS[nag] : undefined;
      // One word with its number, so that a line never ends between the two.
      push(label + node.text + (mark ?? ''));
      for (const n of mark === undefined ? node.nags : nags) push(`$${n}`);
      for (const c of node.comments) for (const w of commentWords(c)) push(w);
      force = node.comments.length > 0;
      for (const alt of alts) {
        open++;
        line(alt, [], true);
        words[words.length - 1] += ')';
        force = true;
      }
      alts = node.children.slice(1);
      node = node.children[0];
    }
  };
  for (const c of tree.comments) for (const w of commentWords(c)) push(w);
  if (tree.children.length > 0) line(tree.children[0], tree.children.slice(1), tree.comments.length > 0);
  return words;
}

/** The result the rules give at the end of the main line: a win when the side to move has no move. */
function mainlineResult(tree: MoveTree): string {
  const end = gameAt(tree, pathOf(mainline(tree)));
  return end.ok ? resultString(end.value) : '*';
}

/**
 * Write a move tree as PDN: tags, a blank line, the numbered moves with comments, NAGs and variations,
 * wrapped at 80 columns, and the result (default: the end of the main line, `*` while it goes on).
 */
export function makePdnTree(tree: MoveTree, options: WritePdnOptions = {}): string {
  return writePdn(tree, options.result ?? mainlineResult(tree), options);
}

/** The writer itself, given the result: makePdn already knows it and need not replay the game. */
function writePdn(tree: MoveTree, recorded: string, options: WritePdnOptions): string {
  const variant = tree.variant;
  const result = normalizeResult(variant, recorded);
  const tags: Record<string, string> = { ...(options.tags ?? {}) };
  tags.Result = result;
  tags.GameType = variant.gameType;
  const startFen = makeFen(tree.start);
  if (startFen !== makeFen(startPosition(variant))) tags.FEN = startFen;
  else delete tags.FEN;
  const names = [
    ...TAG_ORDER.filter((t) => t in tags),
    ...Object.keys(tags).filter((t) => !TAG_ORDER.includes(t)),
  ];
  const head = names.map((name) => `[${name} "${quote(tags[name])}"]`);

  const words = moveWords(tree);
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

/** Write a game as PDN: tags, a blank line, numbered moves wrapped at 80 columns, the result. */
export function makePdn(game: Game, options: WritePdnOptions = {}): string {
  return writePdn(treeFromGame(game), options.result ?? resultString(game), options);
}

/** Write a game read by parsePdn back: its tags, every line with its comments, and the recorded result. */
export function makePdnGame(record: PdnGame, options: Omit<WritePdnOptions, 'tags' | 'result'> = {}): string {
  return makePdnTree(record.tree, { ...options, tags: record.tags, result: record.result });
}
