/** Public entry of the rules engine. Pure TypeScript: no DOM, no Node APIs, no UI libraries. */

export * from './attempt';
export * from './explain';
export * from './fen';
export * from './game';
export * from './game-actions';
export * from './geometry';
export * from './movegen';
export * from './notation';
export * from './pdn';
export * from './pdn-read';
export * from './perft';
export * from './position';
export * from './training/index';
export * from './transform';
export * from './tree';
export * from './tree-edit';
export * from './types';
export * from './variants';
