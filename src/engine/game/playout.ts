/**
 * A game played out to its end by a mover: the one game loop of the engine's self-play (the puzzle corpus,
 * src/cli/puzzle-gen/corpus.ts), the match against the frozen baseline and the level ladder
 * (tests/bench/match.ts, ladder.ts). Games follow the play page's rules (game.ts with its automatic
 * draws); an Italian threefold repetition, which is a claim there (RULES §0.3), is taken as claimed — the
 * side that stands worse would claim it.
 */
import type { Position } from '../rules/position';
import type { Move } from '../rules/types';
import { type Game, playMove } from './game';
import { canClaimRepetition, claimDraw } from './game-actions';

/**
 * Picks the move of the side to move, or null when it has none to give. `history` is the positions since
 * the last capture or man move before the current one (the searches' repetition checks); the current
 * position is `game.position`.
 */
export type Mover = (game: Game, history: readonly Position[]) => Move | null;

/** How a played-out game stopped. */
export type PlayOutEnd =
  /** the rules ended it: `game.status` says how */
  | 'rules'
  /** an Italian threefold repetition, claimed: `game.status` is the draw */
  | 'repetition claimed'
  /** still going at the ply limit */
  | 'length cap'
  /** the mover gave no move in a position still being played */
  | 'no move';

export interface PlayedOut {
  readonly game: Game;
  readonly end: PlayOutEnd;
}

/** Play `game` on with `mover` until the rules end it, a repetition is claimed, or `maxPlies` is reached. */
export function playOut(game: Game, mover: Mover, maxPlies: number): PlayedOut {
  let current = game;
  let since: Position[] = [current.position];
  while (current.status.kind === 'playing') {
    if (canClaimRepetition(current)) {
      const claimed = claimDraw(current);
      if (claimed.ok) return { game: claimed.value, end: 'repetition claimed' };
    }
    if (current.moves.length >= maxPlies) return { game: current, end: 'length cap' };
    const move = mover(current, since.slice(0, -1));
    if (!move) return { game: current, end: 'no move' };
    current = playMove(current, move);
    // A capture or a man move restarts the quiet count: no earlier position can come back.
    since = current.counters.quietPlies === 0 ? [current.position] : [...since, current.position];
  }
  return { game: current, end: 'rules' };
}
