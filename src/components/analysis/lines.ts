/**
 * What the analysis board needs once there is a line to show: the move list, and the draw rules at the node
 * viewed. Loaded with the first move, or with a link or position that has moves or a running count; a page
 * opened on the start position to look at it never downloads them.
 */
export { drawNotes, drawNoteText } from './draws';
export { MoveList } from './MoveList';
