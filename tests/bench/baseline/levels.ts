/**
 * The five levels of play against the computer (issue 4). The lower three choose at random among the moves
 * whose score is within a margin of the best one, so that they leave chances; the margin shrinks as the
 * level rises. Times are per move, in milliseconds.
 */
export type Level = 1 | 2 | 3 | 4 | 5;

export interface LevelSettings {
  readonly level: Level;
  /** Italian name as in the Italian web games, and the English one */
  readonly name: { readonly it: string; readonly en: string };
  /** nominal search depth limit, in plies */
  readonly depth: number;
  /** time budget per move, in milliseconds */
  readonly movetime: number;
  /** random choice among moves scoring within this many hundredths of a man of the best; 0 = always the best */
  readonly margin: number;
}

export const LEVELS: readonly LevelSettings[] = [
  { level: 1, name: { it: 'Principiante', en: 'Beginner' }, depth: 2, movetime: 200, margin: 90 },
  { level: 2, name: { it: 'Facile', en: 'Easy' }, depth: 4, movetime: 300, margin: 45 },
  { level: 3, name: { it: 'Normale', en: 'Normal' }, depth: 6, movetime: 500, margin: 15 },
  { level: 4, name: { it: 'Forte', en: 'Strong' }, depth: 9, movetime: 700, margin: 0 },
  { level: 5, name: { it: 'Difficile', en: 'Hard' }, depth: 100, movetime: 2500, margin: 0 },
];

export function levelSettings(level: number): LevelSettings {
  const i = Math.min(5, Math.max(1, Math.round(level))) - 1;
  return LEVELS[i];
}
