/**
 * What the analysis board needs once there is a line: the move list, the draw rules at the node viewed,
 * promoting or deleting the line shown, and a loaded game's headers. Loaded with the first move, or with a
 * link or position that has moves, a running count or headers; a page opened on the start position to look
 * at it never downloads it.
 */
export { Draws, GameInfo, LineEdits } from './LineParts';
export { MoveList } from './MoveList';
