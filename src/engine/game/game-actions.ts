/**
 * What players do with a game besides playing a legal move, and what the game pages show about it: a new
 * game from a FEN, a move given as text, take-backs, resigning, draws by agreement or by claim, the draw
 * countdowns and move numbers. Apart from game.ts (the game itself, which every board with a game needs) so
 * that the pages that only replay games do not ship these at first load.
 */
import { parseFen, startPosition } from '../notation/fen';
import { type MoveTextError, parseMoveText } from '../notation/notation';
import { type Color, err, ok, opposite, type Result } from '../rules/types';
import type { Variant } from '../rules/variants';
import {
  ENDGAME_PLY_LIMIT,
  type EndgameRule,
  type Game,
  type GameStatus,
  gameFromPosition,
  playMove,
  repetitionCount,
} from './game';

/**
 * A new game from the variant's start position or from a FEN. The FEN is trusted (lesson and puzzle
 * content, already validated): a bad one throws. For user input, use parseFen and gameFromPosition.
 */
export function newGame(variant: Variant, startFen?: string): Game {
  if (startFen === undefined) return gameFromPosition(startPosition(variant));
  const parsed = parseFen(variant, startFen);
  if (!parsed.ok) throw new Error(`newGame: bad FEN "${startFen}": ${parsed.error.message}`);
  return gameFromPosition(parsed.value);
}

export type PlayTextError =
  | MoveTextError
  | { readonly code: 'game-over'; readonly message: string; readonly text: string };

/** Play a move given as PDN text (`22-18`, `22x6`, `10x28x44x35`). */
export function playMoveText(game: Game, text: string): Result<Game, PlayTextError> {
  if (game.status.kind !== 'playing') return err({ code: 'game-over', text, message: 'The game is over.' });
  const parsed = parseMoveText(game.position, text);
  if (!parsed.ok) return parsed;
  return ok(playMove(game, parsed.value));
}

/** The game as it was `plies` plies ago (replayed from the start: results by resignation or claim go). */
export function takeBack(game: Game, plies = 1): Game {
  let g = gameFromPosition(game.start, { autoDraws: game.autoDraws });
  for (const m of game.moves.slice(0, Math.max(0, game.moves.length - plies))) g = playMove(g, m.move);
  return g;
}

export function gameStatus(game: Game): GameStatus {
  return game.status;
}

export function isGameOver(game: Game): boolean {
  return game.status.kind !== 'playing';
}

/** The player resigns: the opponent wins. A finished game is returned unchanged. */
export function resign(game: Game, color: Color): Game {
  if (game.status.kind !== 'playing') return game;
  return { ...game, status: { kind: 'win', winner: opposite(color), reason: 'resign' } };
}

/**
 * The player's time ran out (their flag fell): the opponent wins, as the club rule has it in every game the
 * site plays. A finished game is returned unchanged.
 */
export function loseOnTime(game: Game, color: Color): Game {
  if (game.status.kind !== 'playing') return game;
  return { ...game, status: { kind: 'win', winner: opposite(color), reason: 'time' } };
}

/** Both players agree a draw. A finished game is returned unchanged. */
export function agreeDraw(game: Game): Game {
  if (game.status.kind !== 'playing') return game;
  return { ...game, status: { kind: 'draw', reason: 'agreement' } };
}

/**
 * Italian: threefold repetition is a claim, not automatic (RULES §0.3, §2.7): true when the current position
 * has occurred for the third time (or more) with the same side to move. False where repetition is automatic.
 */
export function canClaimRepetition(game: Game): boolean {
  return (
    game.status.kind === 'playing' &&
    game.variant.rules.draws.repetition === 'claim' &&
    repetitionCount(game) >= 3
  );
}

export type ClaimError = { readonly code: 'not-claimable'; readonly message: string };

/** Claim a draw by repetition (Italian). */
export function claimDraw(game: Game): Result<Game, ClaimError> {
  if (!canClaimRepetition(game)) {
    return err({
      code: 'not-claimable',
      message: 'No draw can be claimed: the position has not occurred three times.',
    });
  }
  return ok({ ...game, status: { kind: 'draw', reason: 'repetition' } });
}

export interface DrawCountdown {
  readonly rule: 'forty-moves' | 'twenty-five-moves' | EndgameRule;
  /** plies counted so far */
  readonly plies: number;
  /** the count at which the game is drawn */
  readonly limit: number;
  /** plies left; moves left for each player is Math.ceil(pliesLeft / 2) */
  readonly pliesLeft: number;
}

/**
 * The automatic draw counts running now, nearest first — what the UI shows as "moves until draw". The
 * quiet-move count is listed only once it has started (after the first king move).
 */
export function drawCountdowns(game: Game): DrawCountdown[] {
  const rules = game.variant.rules.draws;
  const out: DrawCountdown[] = [];
  const { quietPlies, endgame } = game.counters;
  if (endgame) {
    const limit = ENDGAME_PLY_LIMIT[endgame.rule];
    out.push({
      rule: endgame.rule,
      plies: endgame.plies,
      limit,
      pliesLeft: Math.max(0, limit - endgame.plies),
    });
  } else if (quietPlies > 0) {
    const limit = rules.quietPlyLimit;
    out.push({ rule: rules.quietRule, plies: quietPlies, limit, pliesLeft: Math.max(0, limit - quietPlies) });
  }
  return out;
}

/**
 * The PDN move number of a ply. The pair starts with the variant's first mover (White; Black in English);
 * a game whose start position has the other side to move begins with `1...`.
 */
export function moveNumberOf(
  variant: Variant,
  startTurn: Color,
  ply: number,
): { number: number; second: boolean } {
  const offset = startTurn === variant.rules.firstMover ? 0 : 1;
  return { number: Math.floor((ply + offset) / 2) + 1, second: (ply + offset) % 2 === 1 };
}
