/**
 * Changing a move tree (tree.ts): adding moves, promoting a variation, deleting a line, annotating; and the
 * tree of a game, the node or the position at a path, the id of a move. Apart from tree.ts, which finds nodes and replays lines, so that a board that only shows
 * a position does not carry them: the analysis board loads these with its first move or its first line.
 */
import { type Game, gameFromPosition, playMove } from './game';
import { playMoveText } from './game-actions';
import { sameMove } from './movegen';
import { type Position, play } from './position';
import {
  emptyTree,
  isTreeNode,
  MOVE_ID_CHARS,
  MOVE_ID_MULTI,
  type MoveTree,
  nodesAlong,
  splitPath,
  type TreeError,
  type TreeNode,
  type TreeParent,
  type TreePath,
  treeError,
} from './tree';
import { type Move, ok, type Result } from './types';

/** The node at the path; the tree itself for ''. A path the tree does not have is an error value. */
export function nodeAtPath(tree: MoveTree, path: TreePath): Result<TreeParent, TreeError> {
  const line = nodesAlong(tree, path);
  if (!line.ok) return line;
  return ok(line.value.length > 0 ? line.value[line.value.length - 1] : tree);
}

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

const leaf = (id: string, ply: number, move: Move, text: string): TreeNode => ({
  id,
  ply,
  move,
  text,
  nags: [],
  startingComments: [],
  comments: [],
  children: [],
});

/** The moves of a game as a tree with a single line. */
export function treeFromGame(game: Game): MoveTree {
  let children: TreeNode[] = [];
  for (let i = game.moves.length - 1; i >= 0; i--) {
    const m = game.moves[i];
    children = [{ ...leaf(moveId(m.move), i + 1, m.move, m.text), children }];
  }
  return { ...emptyTree(game.start), children };
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
 * Copy the nodes from the root down to `ids`, replacing the one at the end by `f(it)`. The ids must be a
 * path of the tree (checked by the caller).
 */
function mapAt(
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

const withChildren = (p: TreeParent, children: readonly TreeNode[]): TreeParent => ({
  ...p,
  children,
});

export interface Added {
  readonly tree: MoveTree;
  /** the path of the new move (or of the equal move that was already there) */
  readonly path: TreePath;
}

function addPlayed(tree: MoveTree, path: TreePath, ids: string[], game: Game): Added {
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

/** Add a move given as PDN text (`22-18`, `22x6`, `10x28x44x35`) after the path, as `addChild` does. */
export function addMoveText(tree: MoveTree, path: TreePath, text: string): Result<Added, TreeError> {
  const ids = splitPath(path);
  if (!ids.ok) return ids;
  const pos = positionAt(tree, path);
  if (!pos.ok) return pos;
  const played = playMoveText(gameFromPosition(pos.value, { autoDraws: false }), text);
  if (!played.ok) {
    return treeError('illegal-move', path, `${text}: ${played.error.message}`, { moveError: played.error });
  }
  return ok(addPlayed(tree, path, ids.value, played.value));
}

export interface Annotation {
  readonly comments?: readonly string[];
  readonly startingComments?: readonly string[];
  readonly nags?: readonly number[];
}

/**
 * Replace the comments and NAGs of the node at the path (only the fields given); at '' only `comments`
 * applies (the comments before the first move).
 */
export function annotate(tree: MoveTree, path: TreePath, note: Annotation): Result<MoveTree, TreeError> {
  const ids = splitPath(path);
  if (!ids.ok) return ids;
  const found = nodeAtPath(tree, path);
  if (!found.ok) return found;
  return ok(
    mapAt(tree, ids.value, 0, (p) => {
      if (!isTreeNode(p)) return note.comments ? { ...p, comments: note.comments } : p;
      return {
        ...p,
        ...(note.comments && { comments: note.comments }),
        ...(note.startingComments && { startingComments: note.startingComments }),
        ...(note.nags && { nags: note.nags }),
      };
    }) as MoveTree,
  );
}

/**
 * Make the line through the path the main line at the nearest branch point above its end (lila's
 * promoteAt), or at every branch point when `toMainline`, so that the whole line becomes the main line.
 * A path already on the main line returns the same tree.
 */
export function promoteVariation(
  tree: MoveTree,
  path: TreePath,
  toMainline = false,
): Result<MoveTree, TreeError> {
  const line = nodesAlong(tree, path);
  if (!line.ok) return line;
  const nodes = line.value;
  const levels = new Set<number>();
  for (let i = nodes.length - 1; i >= 0; i--) {
    const parent: TreeParent = i === 0 ? tree : nodes[i - 1];
    if (parent.children[0] !== nodes[i]) {
      levels.add(i);
      if (!toMainline) break;
    }
  }
  if (levels.size === 0) return ok(tree);
  const rebuild = (at: TreeParent, i: number): TreeParent => {
    if (i === nodes.length) return at;
    const child = rebuild(nodes[i], i + 1) as TreeNode;
    const rest = at.children.filter((c) => c.id !== nodes[i].id);
    const children = levels.has(i)
      ? [child, ...rest]
      : at.children.map((c) => (c.id === nodes[i].id ? child : c));
    return withChildren(at, children);
  };
  return ok(rebuild(tree, 0) as MoveTree);
}

/** Delete the node at the path and everything after it. The next sibling, if any, takes its place. */
export function deleteNode(tree: MoveTree, path: TreePath): Result<MoveTree, TreeError> {
  const ids = splitPath(path);
  if (!ids.ok) return ids;
  if (ids.value.length === 0) return treeError('root', path, 'The start position cannot be deleted.');
  const found = nodeAtPath(tree, path);
  if (!found.ok) return found;
  const last = ids.value[ids.value.length - 1];
  return ok(
    mapAt(tree, ids.value.slice(0, -1), 0, (p) =>
      withChildren(
        p,
        p.children.filter((c) => c.id !== last),
      ),
    ) as MoveTree,
  );
}
