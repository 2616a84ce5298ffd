/** Training: exercises (lesson steps and puzzles), their judge and their build-time verifier. */
export * from './exercise';
export * from './judge';
export * from './verify';
