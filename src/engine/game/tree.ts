/**
 * A move tree: a start position and lines that branch (lesson lines, puzzle solutions, analysis variations),
 * after chessops' PGN nodes and lila's tree. The first child of a node is the main line, the others are
 * variations. PDN reads into a tree (pdn-read.ts) and writes from one (pdn.ts). This file finds nodes and
 * replays lines; adding moves;
 * promoting, deleting and annotating are in tree-edit.ts.
 *
 * Trees are values: every function that changes one returns a new tree, copying only the nodes on the path
 * it changes, and never changes the one it was given (the UI keeps earlier trees as its undo history). Every
 * move in a tree built by these functions or by the PDN reader is legal in its position; `positionAt` and
 * `gameAt` trust that.
 *
 * A node is found by its path: the concatenation of the ids of the moves from the start, '' for the start
 * itself (lila's scheme). An id depends only on the move, so a path stays valid when variations are
 * promoted or other lines deleted, and it is URL-safe (letters, digits, `_`) for share links.
 */

import { sameMove } from '../rules/movegen';
import { type Position, play } from '../rules/position';
import { err, type Move, ok, type Result } from '../rules/types';
import type { Variant } from '../rules/variants';
import { type Game, gameFromPosition, playMove } from './game';
import type { PlayTextError } from './game-actions';

/** Concatenated node ids from the start position; '' is the start position itself. */
export type TreePath = string;

export interface TreeNode {
  /** the move's id, unique among its siblings (see `moveId`) */
  readonly id: string;
  /** plies from the tree's start position: 1 for the first move */
  readonly ply: number;
  readonly move: Move;
  /** PDN text in the position before the move, shortest unambiguous form, as the game record writes it */
  readonly text: string;
  /** Numeric Annotation Glyphs in order: 1 `!`, 2 `?`, 3 `!!`, 4 `??`, 5 `!?`, 6 `?!`, 7 forced… */
  readonly nags: readonly number[];
  /**
   * Comments written before the move. PDN can tell them apart only at the start of a variation, so only
   * there do they survive writing and reading back (elsewhere they read as comments after the previous move).
   */
  readonly startingComments: readonly string[];
  /** comments written after the move */
  readonly comments: readonly string[];
  /** the main line first, then the variations */
  readonly children: readonly TreeNode[];
}

export interface MoveTree {
  readonly variant: Variant;
  readonly start: Position;
  /** comments before the first move */
  readonly comments: readonly string[];
  /** the first moves: the main line first, then the variations */
  readonly children: readonly TreeNode[];
}

/** What a path leads to: the tree itself for '', a node otherwise. */
export type TreeParent = MoveTree | TreeNode;

export type TreeErrorCode =
  /** not a path at all (bad characters, cut in the middle of an id) */
  | 'bad-path'
  /** a well-formed path that this tree does not have */
  | 'no-such-node'
  /** the move is not legal (or is ambiguous) in the position at the path */
  | 'illegal-move'
  /** the start position cannot be deleted */
  | 'root';

export interface TreeError {
  readonly code: TreeErrorCode;
  /** a plain English message */
  readonly message: string;
  readonly path: string;
  /** for 'no-such-node': how many moves of the path the tree does have */
  readonly found?: number;
  /** for 'illegal-move' from move text */
  readonly moveError?: PlayTextError;
}

/** A tree error value (also used by tree-edit.ts). */
export const treeError = (
  code: TreeErrorCode,
  path: string,
  message: string,
  extra: Partial<TreeError> = {},
) => err<TreeError>({ code, path, message, ...extra });

export const isTreeNode = (p: TreeParent): p is TreeNode => 'move' in p;

/** One character per square: square 1 is `a`, 50 is `X` (the 10×10 board has the most squares). */
const MOVE_ID_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Marks an id that also lists the captured squares. */
const MOVE_ID_MULTI = '_';
const code = (sq: number): string => MOVE_ID_CHARS[sq - 1];

/**
 * The id of a move: its start and end squares, one character each (`vr` for 22-18), which name one move
 * among the legal moves of a position unless it captures several pieces — two captures can then share start
 * and end square (RULES §5.3) — so those ids are `_`, start, end, the number of captures and the captured
 * squares in increasing order. Among the legal moves of a position, two ids are equal exactly when
 * `sameMove` holds (RULES §0.2).
 */
export function moveId(move: Move): string {
  if (move.captures.length < 2) return code(move.from) + code(move.to);
  const taken = [...move.captures].sort((a, b) => a - b);
  return MOVE_ID_MULTI + code(move.from) + code(move.to) + code(taken.length) + taken.map(code).join('');
}

/** The ids a path is made of, or 'bad-path'. Ids are self-delimiting, so no separator is needed. */
export function splitPath(path: TreePath): Result<string[], TreeError> {
  if (typeof path !== 'string') return treeError('bad-path', String(path), 'A path must be a string.');
  const ids: string[] = [];
  let i = 0;
  while (i < path.length) {
    let len = 2;
    if (path[i] === MOVE_ID_MULTI) {
      const count = i + 3 < path.length ? MOVE_ID_CHARS.indexOf(path[i + 3]) + 1 : 0;
      len = 4 + count;
      if (count < 2) return treeError('bad-path', path, `"${path}" is not a path: a bad capture id at ${i}.`);
    }
    const id = path.slice(i, i + len);
    const body = id[0] === MOVE_ID_MULTI ? id.slice(1) : id;
    if (id.length < len || ![...body].every((c) => MOVE_ID_CHARS.includes(c))) {
      return treeError('bad-path', path, `"${path}" is not a path: an unreadable move id at ${i}.`);
    }
    ids.push(id);
    i += len;
  }
  return ok(ids);
}

/** The path of a line of nodes (e.g. `mainline(tree)` or a prefix of it). */
export const pathOf = (nodes: readonly TreeNode[]): TreePath => nodes.map((n) => n.id).join('');

/** A tree with no moves. */
export function emptyTree(start: Position): MoveTree {
  return { variant: start.variant, start, comments: [], children: [] };
}

/** A node with nothing after it (tree-edit.ts builds with it too). */
export const leaf = (id: string, ply: number, move: Move, text: string): TreeNode => ({
  id,
  ply,
  move,
  text,
  nags: [],
  startingComments: [],
  comments: [],
  children: [],
});

/** The main line after `from` (first children, `from` itself not included). */
export function mainline(from: TreeParent): TreeNode[] {
  const out: TreeNode[] = [];
  for (let n = from.children[0]; n; n = n.children[0]) out.push(n);
  return out;
}

/** The nodes from the start to the end of the path (the start position not included; [] for ''). */
export function nodesAlong(tree: MoveTree, path: TreePath): Result<TreeNode[], TreeError> {
  const ids = splitPath(path);
  if (!ids.ok) return ids;
  const out: TreeNode[] = [];
  let at: TreeParent = tree;
  for (const id of ids.value) {
    const next: TreeNode | undefined = at.children.find((c) => c.id === id);
    if (!next) {
      return treeError(
        'no-such-node',
        path,
        `The tree has no move at "${path}" (only ${out.length} moves of it).`,
        {
          found: out.length,
        },
      );
    }
    out.push(next);
    at = next;
  }
  return ok(out);
}

/** The node at the path; the tree itself for ''. A path the tree does not have is an error value. */
export function nodeAtPath(tree: MoveTree, path: TreePath): Result<TreeParent, TreeError> {
  const line = nodesAlong(tree, path);
  if (!line.ok) return line;
  return ok(line.value.length > 0 ? line.value[line.value.length - 1] : tree);
}

/** The position at the path, replayed from the start with the engine's `play`. */
export function positionAt(tree: MoveTree, path: TreePath): Result<Position, TreeError> {
  const line = nodesAlong(tree, path);
  if (!line.ok) return line;
  let pos = tree.start;
  for (const n of line.value) pos = play(pos, n.move);
  return ok(pos);
}

/**
 * The line to the path as a Game (for move lists, draw counters, status). Replayed without automatic draws,
 * as a recorded game is: a line goes on past a repetition, which over the board is a claim.
 */
export function gameAt(tree: MoveTree, path: TreePath): Result<Game, TreeError> {
  const line = nodesAlong(tree, path);
  if (!line.ok) return line;
  let game = gameFromPosition(tree.start, { autoDraws: false });
  for (const n of line.value) game = playMove(game, n.move);
  return ok(game);
}

/**
 * Copy the nodes from the root down to `ids`, replacing the one at the end by `f(it)`. The ids must be a
 * path of the tree (checked by the caller). Also used by tree-edit.ts.
 */
export function mapAt(
  at: TreeParent,
  ids: readonly string[],
  i: number,
  f: (p: TreeParent) => TreeParent,
): TreeParent {
  if (i === ids.length) return f(at);
  const k = at.children.findIndex((c) => c.id === ids[i]);
  const child = mapAt(at.children[k], ids, i + 1, f) as TreeNode;
  if (child === at.children[k]) return at;
  const children = at.children.slice();
  children[k] = child;
  return { ...at, children };
}

export const withChildren = (p: TreeParent, children: readonly TreeNode[]): TreeParent => ({
  ...p,
  children,
});

export interface Added {
  readonly tree: MoveTree;
  /** the path of the new move (or of the equal move that was already there) */
  readonly path: TreePath;
}

export function addPlayed(tree: MoveTree, path: TreePath, ids: string[], game: Game): Added {
  const played = game.moves[0];
  const id = moveId(played.move);
  const parent = nodeAtPath(tree, path);
  // The same move (RULES §0.2) is never added twice: the tree just moves there.
  if (parent.ok && parent.value.children.some((c) => c.id === id)) return { tree, path: path + id };
  const ply = ids.length + 1;
  const node = leaf(id, ply, played.move, played.text);
  const next = mapAt(tree, ids, 0, (p) => withChildren(p, [...p.children, node])) as MoveTree;
  return { tree: next, path: path + id };
}

/**
 * Add a move after the path, as the last variation (the main line when it is the first child). A move equal
 * to a child already there (same start, end and captured pieces) adds nothing and returns that child's path.
 * An illegal move is an 'illegal-move' error.
 */
export function addChild(tree: MoveTree, path: TreePath, move: Move): Result<Added, TreeError> {
  const ids = splitPath(path);
  if (!ids.ok) return ids;
  const pos = positionAt(tree, path);
  if (!pos.ok) return pos;
  const game = gameFromPosition(pos.value, { autoDraws: false });
  if (!game.legalMoves.some((m) => sameMove(m, move))) {
    return treeError(
      'illegal-move',
      path,
      `${move.from}→${move.to} is not a legal move in the position at "${path}".`,
    );
  }
  return ok(addPlayed(tree, path, ids.value, playMove(game, move)));
}

/**
 * Every node of the tree with its path, depth first, first children first: the whole main line comes
 * before any variation, and each variation's own line before the variations that branch from it.
 */
export function* treeNodes(tree: MoveTree): Generator<{ readonly node: TreeNode; readonly path: TreePath }> {
  // An explicit stack: a long main line would be a deep recursion.
  const stack: Array<{ node: TreeNode; path: TreePath }> = [];
  const push = (children: readonly TreeNode[], prefix: TreePath) => {
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ node: children[i], path: prefix + children[i].id });
  };
  push(tree.children, '');
  for (let top = stack.pop(); top; top = stack.pop()) {
    yield top;
    push(top.node.children, top.path);
  }
}
