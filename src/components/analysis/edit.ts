/**
 * Changing the analysis board's lines: play a move at the node shown, promote its line, delete it. Loaded
 * with the move list (lines.ts), with the first move or the first line: a board only looked at never needs
 * them.
 */
import type { Move } from '../../engine/index';
import { addChild, deleteNode, promoteVariation } from '../../engine/tree-edit';
import { type Board, mainlineEnd } from './board';
import { steps } from './moves';

/** A recorded result (a resignation, say) holds only for the main line it was recorded with. */
function withTree(board: Board, next: Board): Board {
  const sameMain = next.tree === board.tree || mainlineEnd(next.tree) === mainlineEnd(board.tree);
  return sameMain ? next : { ...next, result: null };
}

/**
 * Play a move at the node shown. When the line already goes on with another move, the new one starts a
 * variation and the rest of the game stays; a move already there is just followed. Null if illegal.
 */
export function playAt(board: Board, move: Move): Board | null {
  const added = addChild(board.tree, board.path, move);
  return added.ok ? withTree(board, { ...board, tree: added.value.tree, path: added.value.path }) : null;
}

/** Make the line of the node shown the main line at its nearest branch (lila's promote); the node stays. */
export function promoteAt(board: Board): Board {
  const r = promoteVariation(board.tree, board.path);
  return r.ok ? withTree(board, { ...board, tree: r.value }) : board;
}

/** Delete the node shown and what follows it; the board then shows the move before it. */
export function deleteAt(board: Board): Board {
  const r = deleteNode(board.tree, board.path);
  return r.ok ? withTree(board, { ...board, tree: r.value, path: steps(board).back }) : board;
}
