/**
 * What the analysis board needs once there is a line: the move list, the draw rules at the node viewed, and
 * promoting or deleting the line shown. Loaded with the first move, or with a link or position that has
 * moves or a running count; a page opened on the start position to look at it never downloads it.
 */
export { drawNotes, drawNoteText } from './draws';
export { deleteAt, promoteAt } from './edit';
export { MoveList } from './MoveList';
