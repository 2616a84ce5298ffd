/**
 * What the analysis board needs once there is a line: the move list, the draw rules at the node viewed, and
 * promoting or deleting the line shown (with whether it is a variation, which only the promote button
 * asks), and a loaded game's headers. Loaded with the first move, or with a link or position that has moves,
 * a running count or headers; a page opened on the start position to look at it never downloads it.
 */
export { gameInfo } from '../../machines/analysis/headers';
export { drawNotes, drawNoteText } from './draws';
export { deleteAt, inVariation, promoteAt } from './edit';
export { MoveList } from './MoveList';
