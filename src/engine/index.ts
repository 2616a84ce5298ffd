/** Public entry of the rules engine. Pure TypeScript: no DOM, no Node APIs, no UI libraries. */

// The levels of play are data the pages show (names, the picker); the search itself is engine/ai/index.ts.
export * from './ai/levels';
export * from './game/game';
export * from './game/game-actions';
export * from './game/playout';
export * from './game/tree';
export * from './game/tree-edit';
export * from './notation/fen';
export * from './notation/notation';
export * from './notation/pdn';
export * from './notation/pdn-read';
export * from './rules/attempt';
export * from './rules/explain';
export * from './rules/geometry';
export * from './rules/movegen';
export * from './rules/perft';
export * from './rules/position';
export * from './rules/stop';
export * from './rules/transform';
export * from './rules/types';
export * from './rules/variants';
export * from './training/index';
