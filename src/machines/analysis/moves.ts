/**
 * What the analysis board does to its lines, on the engine's move tree (src/engine/game/tree.ts): play a move
 * at the node shown (a new variation when the line already goes on), step through the tree. Promoting and
 * deleting lines are in edit.ts, which loads with the move list. Pure functions of a Board, so the page and
 * the tests use the same ones.
 */
import {
  addChild,
  type Move,
  mainline,
  nodesAlong,
  pathOf,
  type TreeNode,
  type TreePath,
} from '../../engine/index';
import { type Board, mainlineEnd } from './board';

/** A recorded result (a resignation, say) holds only for the main line it was recorded with. */
export function withTree(board: Board, next: Board): Board {
  const sameMain = next.tree === board.tree || mainlineEnd(next.tree) === mainlineEnd(board.tree);
  return sameMain ? next : { ...next, result: null };
}

/** The nodes from the start to the node shown ([] at the start). The board's path is always in its tree. */
function line(board: Board): TreeNode[] {
  const nodes = nodesAlong(board.tree, board.path);
  return nodes.ok ? nodes.value : [];
}

/**
 * Play a move at the node shown. When the line already goes on with another move, the new one starts a
 * variation and the rest of the game stays; a move already there is just followed. Null if illegal.
 */
export function playAt(board: Board, move: Move): Board | null {
  const added = addChild(board.tree, board.path, move);
  return added.ok ? withTree(board, { ...board, tree: added.value.tree, path: added.value.path }) : null;
}

/** Where each step goes: the start, the previous move, the next move of this line, the end of this line. */
export interface Steps {
  readonly first: TreePath;
  readonly back: TreePath;
  readonly forward: TreePath;
  readonly last: TreePath;
}

export function steps(board: Board): Steps {
  const nodes = line(board);
  const here = nodes[nodes.length - 1] ?? board.tree;
  return {
    first: '',
    back: pathOf(nodes.slice(0, -1)),
    forward: board.path + (here.children[0]?.id ?? ''),
    last: board.path + pathOf(mainline(here)),
  };
}

/** The step a key asks for (←, →, Home, End), or null for any other key. */
export function stepForKey(board: Board, key: string): TreePath | null {
  const s = steps(board);
  switch (key) {
    case 'ArrowLeft':
      return s.back;
    case 'ArrowRight':
      return s.forward;
    case 'Home':
      return s.first;
    case 'End':
      return s.last;
    default:
      return null;
  }
}

/** Whether the node shown is on a variation: some move of its line is not its parent's first child. */
export function inVariation(board: Board): boolean {
  const nodes = line(board);
  return nodes.some((n, i) => (i === 0 ? board.tree : nodes[i - 1]).children[0] !== n);
}
