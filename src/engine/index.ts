/** Public entry of the rules engine. Pure TypeScript: no DOM, no Node APIs, no UI libraries. */
export * from './types';
export * from './geometry';
export * from './variants';
export * from './position';
export * from './fen';
export * from './movegen';
export * from './perft';
export * from './explain';
export * from './notation';
export * from './pdn';
export * from './game';
