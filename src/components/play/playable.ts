/**
 * The play page's interactive board and the sentence it announces a move with, loaded together when the
 * browser is idle or a game starts (Play.tsx). This module is the lazy import's own entry on purpose: when a
 * lazily imported module also sits in a chunk other pages load at once (the board is in the analysis and
 * lesson pages' first load), the bundler builds its namespace object at run time with a helper of its own,
 * 0.4 KB more on every page that loads the chunk.
 */

export { announceMove } from '../board/explained';
export { PlayableBoard } from '../PlayableBoard';
