/**
 * Changing the analysis board's lines: promote the line of the node shown, delete it. Loaded with the move
 * list (lines.ts): the buttons that call these are shown only once there is a line.
 */
import { deleteNode, promoteVariation } from '../../engine/game/tree-edit';
import type { Board } from '../../machines/analysis/board';
import { steps, withTree } from '../../machines/analysis/moves';

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
