/**
 * What the play page needs once a game is going on, or one is offered back: the status panel, the move list
 * and the resume question. Loaded then, not with the page: the setup comes first.
 */

export { GameClock } from './GameClock';
export { GameStatusPanel } from './GameStatusPanel';
export { MoveList } from './MoveList';
export { OtherTabPanel } from './OtherTabPanel';
export { ResumePanel } from './ResumePanel';
