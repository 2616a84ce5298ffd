/**
 * Training: exercises (lesson steps and puzzles), their judge and build-time verifier, the precedence report,
 * the puzzle solver, the tactic proof and the puzzle proof.
 */
export * from './endgame';
export * from './exercise';
export * from './forbidden';
export * from './isolation';
export * from './judge';
export * from './precedence';
export * from './proof';
export * from './puzzle';
export * from './puzzle-key';
export * from './solver';
export * from './verify';
