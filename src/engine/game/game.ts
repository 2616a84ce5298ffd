/**
 * A game: the start position, the moves played (with their PDN text), the current position, the history of
 * positions for repetition, the draw counters and the result. Games are values — every function here returns
 * a new Game and never changes the one it was given.
 *
 * Draw rules are those of RULES.md §0.3, kept as data on each ruleset (`variant.rules.draws`, variants.ts):
 * - Italian: automatic draw after 40 moves each (80 plies) with no capture and no man move; threefold
 *   repetition is a claim (`canClaimRepetition`, `claimDraw`), not automatic.
 * - International: FMJD article 6, automatic, with the lidraughts counting semantics of RULES §3.7.
 * - English: automatic threefold repetition and the 40-move rule (80 plies with no man move or capture).
 */
import { makeFen } from '../notation/fen';
import { makeMoveText } from '../notation/notation';
import { applyPrecedence, captureSequences, legalMoves, sameMove } from '../rules/movegen';
import { countPieces, isReversible, type Position, play, positionKey } from '../rules/position';
import { type Color, type Move, opposite } from '../rules/types';
import type { Variant } from '../rules/variants';

export type DrawReason =
  /** the same position, same side to move, for the third time (automatic, or claimed in Italian) */
  | 'repetition'
  /** Italian and English: 40 moves each with no man move and no capture */
  | 'forty-moves'
  /** FMJD 6.2: 25 moves each with only kings moved and no capture */
  | 'twenty-five-moves'
  /** FMJD 6.3: 16 further moves each in three pieces (one a king) against a lone king */
  | 'sixteen-moves'
  /** FMJD 6.4: 5 further moves each in two pieces or fewer (one a king) against a lone king */
  | 'five-moves'
  | 'agreement';

/** 'time': the loser's flag fell (a game with a clock; the engine keeps no clock, the game page does) */
export type WinReason = 'no-moves' | 'no-pieces' | 'resign' | 'time';

export type GameStatus =
  | { readonly kind: 'playing' }
  | { readonly kind: 'win'; readonly winner: Color; readonly reason: WinReason }
  | { readonly kind: 'draw'; readonly reason: DrawReason };

export interface GameMove {
  readonly move: Move;
  /** PDN text in the position before the move, shortest unambiguous form: '22x6' */
  readonly text: string;
  /** who played it */
  readonly color: Color;
}

export type EndgameRule = 'sixteen-moves' | 'five-moves';

export interface DrawCounters {
  /** plies since the last man move or capture: 12 (drives the 40-move and the 25-move rules) */
  readonly quietPlies: number;
  /**
   * International 16/5-move rules: the material configuration and the plies played since it appeared
   * (the capture or promotion that created it not counted): { rule: 'five-moves', plies: 3 }; null otherwise
   */
  readonly endgame: { readonly rule: EndgameRule; readonly plies: number } | null;
}

export interface Game {
  readonly variant: Variant;
  readonly start: Position;
  readonly moves: readonly GameMove[];
  readonly position: Position;
  /** the legal moves in `position` ([] when the side to move has lost by being blocked or having nothing) */
  readonly legalMoves: readonly Move[];
  /** positionKey of every position so far, the start first, the current one last */
  readonly history: readonly string[];
  readonly counters: DrawCounters;
  readonly status: GameStatus;
  /**
   * Apply the automatic draw rules (RULES §0.3) — true in play against the computer. Recorded games are
   * replayed without them: over the board a draw is claimed, and the game may go on.
   */
  readonly autoDraws: boolean;
}

/** Plies allowed in each FMJD endgame configuration: 16 and 5 moves each. */
export const ENDGAME_PLY_LIMIT: Readonly<Record<EndgameRule, number>> = {
  'sixteen-moves': 32,
  'five-moves': 10,
};

const PLAYING: GameStatus = { kind: 'playing' };

/**
 * FMJD 6.3/6.4: a lone king against three pieces including a king (6.3), or against two pieces or fewer
 * including a king (6.4). Anything else (e.g. a lone king against men only) is under the 25-move rule.
 */
export function endgameRule(pos: Position): EndgameRule | null {
  const w = countPieces(pos, 'white');
  const b = countPieces(pos, 'black');
  return endgameRuleOf(w.men, w.kings, b.men, b.kings);
}

/** `endgameRule` from the piece counts alone (the search keeps them up to date as it makes moves). */
export function endgameRuleOf(
  whiteMen: number,
  whiteKings: number,
  blackMen: number,
  blackKings: number,
): EndgameRule | null {
  return (
    loneKingAgainst(whiteMen, whiteKings, blackMen, blackKings) ??
    loneKingAgainst(blackMen, blackKings, whiteMen, whiteKings)
  );
}

/** The FMJD rule when the weak side has a lone king and the strong side a king among its pieces. */
function loneKingAgainst(
  strongMen: number,
  strongKings: number,
  weakMen: number,
  weakKings: number,
): EndgameRule | null {
  if (weakMen !== 0 || weakKings !== 1 || strongKings === 0) return null;
  const total = strongMen + strongKings;
  return total <= 2 ? 'five-moves' : total === 3 ? 'sixteen-moves' : null;
}

function countIn(history: readonly string[], key: string): number {
  let n = 0;
  for (const k of history) if (k === key) n++;
  return n;
}

/** The status a position and its counters imply by the rules alone. */
function ruleStatus(
  variant: Variant,
  pos: Position,
  legal: readonly Move[],
  history: readonly string[],
  counters: DrawCounters,
  autoDraws = true,
): GameStatus {
  if (legal.length === 0) {
    const mine = countPieces(pos, pos.turn);
    return {
      kind: 'win',
      winner: opposite(pos.turn),
      reason: mine.men + mine.kings === 0 ? 'no-pieces' : 'no-moves',
    };
  }
  if (!autoDraws) return PLAYING;
  const rules = variant.rules.draws;
  if (rules.repetition === 'automatic' && countIn(history, history[history.length - 1]) >= 3) {
    return { kind: 'draw', reason: 'repetition' };
  }
  if (counters.endgame && counters.endgame.plies >= ENDGAME_PLY_LIMIT[counters.endgame.rule]) {
    return { kind: 'draw', reason: counters.endgame.rule };
  }
  if (counters.quietPlies >= rules.quietPlyLimit) return { kind: 'draw', reason: rules.quietRule };
  return PLAYING;
}

export interface GameOptions {
  /** apply the automatic draw rules (default true); false replays a recorded game as it was played */
  readonly autoDraws?: boolean;
}

/** A game starting from a position (counters at zero: nothing is known about earlier moves). */
export function gameFromPosition(start: Position, options: GameOptions = {}): Game {
  const autoDraws = options.autoDraws ?? true;
  const variant = start.variant;
  const legal = legalMoves(start);
  const history = [positionKey(start)];
  const rule = variant.rules.draws.endgameRules ? endgameRule(start) : null;
  const counters: DrawCounters = { quietPlies: 0, endgame: rule ? { rule, plies: 0 } : null };
  return {
    variant,
    start,
    moves: [],
    position: start,
    legalMoves: legal,
    history,
    counters,
    status: ruleStatus(variant, start, legal, history, counters, autoDraws),
    autoDraws,
  };
}

/** The legal move equal to `move` (RULES §0.2), keeping the player's path when it is a legal one. */
function findLegal(game: Game, move: Move): Move | undefined {
  const legal = game.legalMoves.find((m) => sameMove(m, move));
  if (!legal || legal.captures.length < 2 || samePath(legal.path, move.path)) return legal;
  const seqs = applyPrecedence(game.variant, captureSequences(game.position, move.from));
  const chosen = seqs.find((s) => sameMove(s, move) && samePath(s.path, move.path));
  return chosen
    ? {
        from: chosen.from,
        to: chosen.to,
        path: chosen.path,
        captures: chosen.captures,
        promotes: chosen.promotes,
      }
    : legal;
}

function samePath(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Play a legal move. Throws when the move is not legal or the game is over: callers hold moves from
 * `game.legalMoves` (or `parseMoveText`); untrusted text goes through `playMoveText`.
 */
export function playMove(game: Game, move: Move): Game {
  if (game.status.kind !== 'playing') throw new Error('playMove: the game is over');
  const chosen = findLegal(game, move);
  if (!chosen)
    throw new Error(`playMove: ${move.from}→${move.to} is not a legal move in ${makeFen(game.position)}`);
  const before = game.position;
  const text = makeMoveText(before, chosen, game.legalMoves);
  const position = play(before, chosen);
  const legal = legalMoves(position);
  const history = [...game.history, positionKey(position)];

  // Every counter restarts on a man move or a capture [FID-10old; WCDF 1.32.2; FMJD 6.2].
  const quietPlies = isReversible(chosen, before.cells[chosen.from]) ? game.counters.quietPlies + 1 : 0;
  // FMJD 6.3/6.4 with lidraughts semantics (RULES §3.7): the count starts when the configuration first
  // appears, so the capture or promotion that creates it is not counted; a capture turning 6.3 into 6.4
  // restarts with the 5-move count; the 5-move count never resets.
  let endgame: DrawCounters['endgame'] = null;
  if (game.variant.rules.draws.endgameRules) {
    const rule = endgameRule(position);
    if (rule)
      endgame =
        game.counters.endgame?.rule === rule
          ? { rule, plies: game.counters.endgame.plies + 1 }
          : { rule, plies: 0 };
  }
  const counters: DrawCounters = { quietPlies, endgame };
  return {
    variant: game.variant,
    start: game.start,
    moves: [...game.moves, { move: chosen, text, color: before.turn }],
    position,
    legalMoves: legal,
    history,
    counters,
    status: ruleStatus(game.variant, position, legal, history, counters, game.autoDraws),
    autoDraws: game.autoDraws,
  };
}

/** How many times the current position (same side to move) has occurred, this time included. */
export function repetitionCount(game: Game): number {
  return countIn(game.history, game.history[game.history.length - 1]);
}

/**
 * The PDN result string (RULES §5.4): the left number is always White's score. International:
 * `2-0 0-2 1-1`, the others `1-0 0-1 1/2-1/2`; `*` while the game goes on.
 */
export function resultString(game: Game): string {
  return statusResult(game.variant, game.status);
}

export function statusResult(variant: Variant, status: GameStatus): string {
  const intl = variant.resultSet === 'international';
  switch (status.kind) {
    case 'playing':
      return '*';
    case 'draw':
      return intl ? '1-1' : '1/2-1/2';
    case 'win':
      if (status.winner === 'white') return intl ? '2-0' : '1-0';
      return intl ? '0-2' : '0-1';
  }
}
