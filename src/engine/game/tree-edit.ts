/**
 * Changing the lines of a move tree (tree.ts) beyond adding a move: promote a variation, delete a line,
 * annotate, add a move given as text; and the tree of a game. Apart from tree.ts so that a board that shows
 * and extends its lines does not carry them at first load: the analysis board loads its line edits with
 * its move list.
 */

import { ok, type Result } from '../rules/types';
import type { Game } from './game';
import { gameFromPosition } from './game';
import { playMoveText } from './game-actions';
import {
  type Added,
  addPlayed,
  emptyTree,
  isTreeNode,
  leaf,
  type MoveTree,
  mapAt,
  moveId,
  nodeAtPath,
  nodesAlong,
  positionAt,
  splitPath,
  type TreeError,
  type TreeNode,
  type TreeParent,
  type TreePath,
  treeError,
  withChildren,
} from './tree';

/** The moves of a game as a tree with a single line. */
export function treeFromGame(game: Game): MoveTree {
  let children: TreeNode[] = [];
  for (let i = game.moves.length - 1; i >= 0; i--) {
    const m = game.moves[i];
    children = [{ ...leaf(moveId(m.move), i + 1, m.move, m.text), children }];
  }
  return { ...emptyTree(game.start), children };
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
