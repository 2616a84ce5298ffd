/**
 * `endgame` exercises: the learner plays a small ending out against a perfect defender that plays from the
 * endgame databases (src/engine/endgame), and must win — or hold the draw — before the game's draw count
 * ends it (RULES §0.3, §2.7, §4.5; the counts as game.ts keeps them). Pure functions over an
 * `EndgameOracle`, so the build (tables read from the Node cache), the AI worker (tables fetched) and the
 * tests (tables generated in memory) run the same code.
 *
 * - What the tables say is for the side to move, the distance in plies to the end of the game with best play
 *   (docs/engine.md). A learner's move keeps the win when the defender, to move after it, has a loss; it is
 *   the fastest when that loss is one ply shorter than the win was.
 * - The defender picks, among its moves that keep its best result by the tables, the one that lasts longest
 *   (the longest loss); with a choice left, a move that does not restart the draw count. When it can draw,
 *   it draws with the move that leaves the learner the fewest replies that keep the draw, and when it can
 *   win it wins as fast as it can.
 * - The step starts with `count` moves each already on the count of the 40-move rule (or the 25-move rule),
 *   so that a step can make the count matter without forty moves of play.
 */
import type { EndgameOracle, ProbeResult } from '../endgame/probe';
import { ENDGAME_PIECES } from '../endgame/probe';
import {
  type DrawReason,
  ENDGAME_PLY_LIMIT,
  type EndgameRule,
  type Game,
  type GameStatus,
  gameFromPosition,
  playMove,
} from '../game/game';
import { makeFen, parseFen } from '../notation/fen';
import { makeMoveText } from '../notation/notation';
import { legalMoves, sameMove } from '../rules/movegen';
import { isReversible, KING, type Position, play } from '../rules/position';
import type { Color, Move } from '../rules/types';
import type { Variant } from '../rules/variants';
import type { Exercise, Goal } from './exercise';

export type EndgameGoal = Extract<Goal, { kind: 'endgame' }>;

/**
 * The most pieces an endgame step may start with: the browser's tables hold distances up to three pieces
 * (the four-piece files hold results only, docs/engine.md), and the defender needs distances to last long.
 */
export const ENDGAME_STEP_PIECES = 3;

/** The most moves a `draw` step may ask the learner to hold before the count ends the game. */
export const MAX_HOLD_MOVES = 12;

/** What one of the learner's moves leads to, by the tables, and the defender's reply to it. */
export interface EndgameOption {
  readonly move: Move;
  /** the position after the move, for the defender (to move there) */
  readonly value: ProbeResult;
  /** the defender's reply; null when it has no legal move (the learner has won) */
  readonly reply: Move | null;
}

/** The learner's turn as the tables see it: the position's value for the learner, and every legal move. */
export interface EndgameTurn {
  readonly value: ProbeResult;
  readonly options: readonly EndgameOption[];
}

const pieceCount = (pos: Position) => {
  let n = 0;
  for (let sq = 1; sq < pos.cells.length; sq++) if (pos.cells[sq] !== 0) n++;
  return n;
};

/** The count left before a draw rule that counts moves ends the game, in plies, and the rule. */
export interface CountLeft {
  readonly rule: Variant['rules']['draws']['quietRule'] | EndgameRule;
  /** plies the rule allows */
  readonly limit: number;
  /** plies still to play before it ends the game */
  readonly pliesLeft: number;
}

/**
 * The draw count that comes first in `game`: the 40-move (or 25-move) count, or in International the
 * 16/5-move count when it is shorter. `Math.ceil(pliesLeft / 2)` is the number of moves the side to move may
 * still play; the last of them may still win (game.ts looks for a lost position before a count's draw).
 */
export function countLeft(game: Game): CountLeft {
  const rules = game.variant.rules.draws;
  let best: CountLeft = {
    rule: rules.quietRule,
    limit: rules.quietPlyLimit,
    pliesLeft: Math.max(0, rules.quietPlyLimit - game.counters.quietPlies),
  };
  const e = game.counters.endgame;
  if (e) {
    const limit = ENDGAME_PLY_LIMIT[e.rule];
    const pliesLeft = Math.max(0, limit - e.plies);
    if (pliesLeft < best.pliesLeft) best = { rule: e.rule, limit, pliesLeft };
  }
  return best;
}

/** The step's game at its start: the position, with `count` moves each already on the quiet-move count. */
export function endgameGame(variant: Variant, ex: Exercise): Game {
  const r = parseFen(variant, ex.fen);
  if (!r.ok) throw new Error(`exercise ${ex.id}: ${r.error.message}`);
  const game = gameFromPosition(r.value);
  const count = ex.goal.kind === 'endgame' ? (ex.goal.count ?? 0) : 0;
  return count === 0 ? game : { ...game, counters: { ...game.counters, quietPlies: 2 * count } };
}

/**
 * How good a child position is for the side that moved into it (the child's value is for the other side),
 * higher is better: a win, the fastest first; a draw; a loss, the longest first. A length the tables do not
 * hold counts as the slowest win and the longest loss.
 */
function forMover(child: ProbeResult): number {
  if (child.result === 'loss') return 3000 - (child.plies ?? 1000);
  if (child.result === 'draw') return 0;
  return -3000 + (child.plies ?? 1000);
}

/** How many of the learner's replies in `pos` keep at least a draw for the learner (by the tables). */
function holdingReplies(pos: Position, oracle: EndgameOracle): number {
  let n = 0;
  for (const m of legalMoves(pos)) {
    const v = oracle(play(pos, m));
    if (v && v.result !== 'win') n++;
  }
  return n;
}

/**
 * The defender's move in `pos` (the defender to move): among the moves that keep its best result by the
 * tables, the one that lasts longest (the longest loss); between equals, one that does not restart the draw
 * count (a king's quiet move), then the first in the engine's order. With a draw to keep, the draw that
 * leaves the learner the fewest holding replies; with a win, the fastest. Null when the defender has no legal
 * move, or when a table the choice needs is not loaded.
 */
export function defenderMove(pos: Position, oracle: EndgameOracle): Move | null {
  let best: Move | null = null;
  let bestKey: number[] = [];
  for (const m of legalMoves(pos)) {
    const after = play(pos, m);
    const child = oracle(after);
    if (!child) return null;
    const score = forMover(child);
    const key = [
      score,
      isReversible(m, pos.cells[m.from]) ? 1 : 0,
      child.result === 'draw' ? -holdingReplies(after, oracle) : 0,
    ];
    if (best === null || greater(key, bestKey)) {
      best = m;
      bestKey = key;
    }
  }
  return best;
}

const greater = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
};

/**
 * The learner's turn in `pos` (the learner to move): its value, and for every legal move the value after it
 * and the defender's reply. Null when the position is over the step's size or a table it needs is not loaded.
 */
export function endgameTurn(pos: Position, oracle: EndgameOracle): EndgameTurn | null {
  const value = oracle(pos);
  if (!value) return null;
  const options: EndgameOption[] = [];
  for (const move of legalMoves(pos)) {
    const after = play(pos, move);
    const v = oracle(after);
    if (!v) return null;
    const reply = legalMoves(after).length === 0 ? null : defenderMove(after, oracle);
    if (reply === null && legalMoves(after).length > 0) return null;
    options.push({ move, value: v, reply });
  }
  return { value, options };
}

/** Whether a position holds kings only: no man move can restart a count, and no man can be crowned. */
export function kingsOnly(pos: Position): boolean {
  for (let sq = 1; sq < pos.cells.length; sq++)
    if (pos.cells[sq] !== 0 && !(pos.cells[sq] & KING)) return false;
  return true;
}

/**
 * A table value under the draw count, for the side to move in `pos` with `pliesLeft` plies before the count
 * ends the game: a win or loss that ends the game within the count is certain (the last ply may still win,
 * game.ts looks for a lost position first); a longer one is a draw by the count when the board holds kings
 * only (no man move can restart the count, and a capture by the winner ends these endings — one by the loser
 * only makes it a smaller table's ending, which the distance already weighs); with men, or without a
 * length, the tables cannot say ('unsure').
 */
export function underCount(
  value: ProbeResult,
  pliesLeft: number,
  pos: Position,
): 'win' | 'draw' | 'loss' | 'unsure' {
  if (value.result === 'draw') return 'draw';
  if (value.plies === undefined) return 'unsure';
  if (value.plies <= pliesLeft) return value.result;
  return kingsOnly(pos) ? 'draw' : 'unsure';
}

/**
 * What a learner's move does to the step's aim, the game after it being `after`: it keeps the win (or the
 * draw); it gives the win away for a draw, or the game away for a loss; or (a win step) it still wins on the
 * board but no longer before the count ends the game ('slow').
 */
export type Aim = 'keeps' | 'draw' | 'loss' | 'slow';

export function aimOf(goal: EndgameGoal, option: EndgameOption, after: Game): Aim {
  const v = option.value;
  const r = underCount(v, countLeft(after).pliesLeft, after.position);
  if (goal.result === 'draw') return r === 'win' ? 'loss' : 'keeps';
  if (v.result === 'win') return 'loss';
  if (v.result === 'draw') return 'draw';
  return r === 'draw' ? 'slow' : 'keeps';
}

/** Whether an option keeps the step's aim from `game` (the learner to move there). */
export const keepsAim = (goal: EndgameGoal, game: Game, option: EndgameOption): boolean =>
  aimOf(goal, option, playMove(game, option.move)) === 'keeps';

/** Whether an option wins as fast as the position allows (in a draw step every move that keeps the draw counts). */
export function isFastest(goal: EndgameGoal, turn: EndgameTurn, option: EndgameOption): boolean {
  if (goal.result === 'draw') return true;
  if (option.value.result !== 'loss' || turn.value.plies === undefined) return false;
  return option.value.plies === turn.value.plies - 1;
}

/**
 * The learner's best move by the tables, to show as the answer: the fastest win; in a draw step the move
 * that keeps the draw and makes the opponent's win, if it has one on the board, the longest.
 */
export function bestOption(goal: EndgameGoal, game: Game, turn: EndgameTurn): EndgameOption | null {
  const keeping = turn.options.filter((o) => keepsAim(goal, game, o));
  if (goal.result === 'win') return keeping.find((o) => isFastest(goal, turn, o)) ?? keeping[0] ?? null;
  const length = (o: EndgameOption) =>
    o.value.result === 'win' ? (o.value.plies ?? 0) : Number.POSITIVE_INFINITY;
  return keeping.reduce<EndgameOption | null>((b, o) => (b === null || length(o) > length(b) ? o : b), null);
}

/** How the step ended. */
export type EndgameOutcome =
  /** the defender has no legal move: the learner has won */
  | { readonly kind: 'won' }
  /** a draw step: the count (or a repetition) ended the game in a draw, as the learner wanted */
  | { readonly kind: 'held'; readonly reason: DrawReason }
  /** a win step: the count (or a repetition) ended the game in a draw before the learner won */
  | { readonly kind: 'drawn'; readonly reason: DrawReason }
  /**
   * a win step lost to the count: the learner's last move still wins on the board, but the fastest win from
   * there takes `need` of the learner's moves and the count leaves `left`, so the defender holds the draw
   * until the count ends the game (kings only: nothing can restart it); the step ends there
   */
  | { readonly kind: 'short'; readonly need: number; readonly left: number }
  /** the learner has no legal move: lost (a draw step given away would be taken back first) */
  | { readonly kind: 'lost' };

/** What the game's status means for the step; null while it goes on. */
export function outcomeOf(goal: EndgameGoal, learner: Color, status: GameStatus): EndgameOutcome | null {
  if (status.kind === 'playing') return null;
  if (status.kind === 'win') return status.winner === learner ? { kind: 'won' } : { kind: 'lost' };
  return goal.result === 'draw'
    ? { kind: 'held', reason: status.reason }
    : { kind: 'drawn', reason: status.reason };
}

/** Whether an outcome solves the step. */
export const solvesStep = (o: EndgameOutcome): boolean => o.kind === 'won' || o.kind === 'held';

/** The judgement of a learner's move in an endgame step. */
export type EndgameJudgement =
  /** the move is not among the turn's options (not legal here) */
  | { readonly kind: 'unknown' }
  /** the move throws away what the step asks for — the learner would now draw, or lose; it is taken back */
  | { readonly kind: 'gives-away'; readonly now: 'draw' | 'loss'; readonly option: EndgameOption }
  /** the move ends the game (a win, the count's draw), or leaves a win the count no longer allows ('short') */
  | { readonly kind: 'over'; readonly game: Game; readonly outcome: EndgameOutcome }
  /** the game goes on: the defender replies with `reply`; `fastest` when no win is quicker */
  | { readonly kind: 'on'; readonly game: Game; readonly reply: Move; readonly fastest: boolean };

/** Judge the learner's move `move` in `game` (the learner to move), on the tables' `turn` for this position. */
export function judgeEndgame(goal: EndgameGoal, game: Game, turn: EndgameTurn, move: Move): EndgameJudgement {
  const option = turn.options.find((o) => sameMove(o.move, move));
  if (!option) return { kind: 'unknown' };
  const learner = game.position.turn;
  const after = playMove(game, move);
  const ended = outcomeOf(goal, learner, after.status);
  // A move that wins on the spot, or the last one the count allows, ends the game whatever the tables say.
  if (ended) return { kind: 'over', game: after, outcome: ended };
  const aim = aimOf(goal, option, after);
  // Too slow for the count: the game is lost to it whatever comes next, so the step ends here, as it would
  // a few (or many) moves on, and says why.
  if (aim === 'slow' && option.value.plies !== undefined) {
    const need = Math.ceil(option.value.plies / 2);
    const left = Math.floor(countLeft(after).pliesLeft / 2);
    return { kind: 'over', game: after, outcome: { kind: 'short', need, left } };
  }
  if (aim !== 'keeps') return { kind: 'gives-away', now: aim === 'loss' ? 'loss' : 'draw', option };
  if (!option.reply) return { kind: 'over', game: after, outcome: { kind: 'won' } };
  return { kind: 'on', game: after, reply: option.reply, fastest: isFastest(goal, turn, option) };
}

/** Play the defender's reply: the game after it, and how the step ended if it did. */
export function playDefence(
  goal: EndgameGoal,
  game: Game,
  reply: Move,
  learner: Color,
): { readonly game: Game; readonly outcome: EndgameOutcome | null } {
  const after = playMove(game, reply);
  return { game: after, outcome: outcomeOf(goal, learner, after.status) };
}

/** The learner's own moves in the fastest win from a position the tables value `value` (learner to move). */
export const fastestMoves = (value: ProbeResult): number | null =>
  value.result === 'win' && value.plies !== undefined ? Math.ceil(value.plies / 2) : null;

/**
 * Stars for a won endgame step, by the margin over the fastest win (`moves − fastest`, never below 0 against
 * this defender): three for the fastest win with no mistake and no hint; two with one of them at most and a
 * margin of at most a quarter of the fastest win (one move at least); one otherwise.
 */
export function endgameStars(fastest: number, moves: number, mistakes: number, hints = 0): 1 | 2 | 3 {
  const margin = Math.max(0, moves - fastest);
  const slack = Math.max(1, Math.ceil(fastest / 4));
  if (mistakes + hints === 0 && margin === 0) return 3;
  if (mistakes + hints <= 1 && margin <= slack) return 2;
  return 1;
}

const valueText = (v: ProbeResult) =>
  v.result === 'draw'
    ? 'a draw'
    : `a ${v.result}${v.plies === undefined ? '' : ` in ${v.plies} plies`} for the side to move`;

/**
 * Check an `endgame` step against the tables (build time): the position is small enough, covered, won (or
 * drawn) as the step claims, and the win fits the count the step starts with, so that the tables can promise
 * it; a draw to hold is short enough to play. Plain English problems; empty when the step is sound.
 */
export function verifyEndgame(variant: Variant, ex: Exercise, oracle: EndgameOracle | null): string[] {
  const goal = ex.goal;
  if (goal.kind !== 'endgame') return [];
  const parsed = parseFen(variant, ex.fen);
  if (!parsed.ok) return [];
  const pos = parsed.value;
  const problems: string[] = [];
  const n = pieceCount(pos);
  const max = Math.min(ENDGAME_STEP_PIECES, ENDGAME_PIECES[variant.id]);
  if (n > max)
    return [
      `an endgame step has at most ${max} pieces in ${variant.id} (the tables the browser loads give distances up to that), not ${n}`,
    ];
  const count = goal.count ?? 0;
  const limit = variant.rules.draws.quietPlyLimit;
  if (!Number.isInteger(count) || count < 0 || 2 * count >= limit)
    return [`count ${count}: the step must start with fewer than ${limit / 2} moves on the count`];
  if (legalMoves(pos).length === 0) return [`the side to move (${pos.turn}) has no legal move`];
  if (!oracle) return ['the endgame databases are not loaded, so the step cannot be checked'];
  const value = oracle(pos);
  if (!value) return [`no endgame database covers ${makeFen(pos)}`];
  const game = endgameGame(variant, ex);
  const left = countLeft(game);
  if (goal.result === 'win') {
    if (value.result !== 'win')
      problems.push(`the databases call ${makeFen(pos)} ${valueText(value)}, not a win`);
    else if (value.plies === undefined) problems.push('the databases give this win no length');
    else if (value.plies > left.pliesLeft)
      problems.push(
        `the fastest win takes ${value.plies} plies but the ${left.rule} count leaves ${left.pliesLeft}: the databases cannot promise the win (lower "count")`,
      );
  } else {
    // A draw by the tables, or a loss longer than the count leaves in an ending of kings (a draw by the count).
    if (underCount(value, left.pliesLeft, pos) !== 'draw')
      problems.push(
        `the databases call ${makeFen(pos)} ${valueText(value)}, not a draw${value.result === 'loss' ? ` within the ${left.pliesLeft} plies the ${left.rule} count leaves` : ''}`,
      );
    const moves = Math.ceil(left.pliesLeft / 2);
    if (moves > MAX_HOLD_MOVES)
      problems.push(
        `holding the draw takes ${moves} moves before the ${left.rule} count ends the game; at most ${MAX_HOLD_MOVES} (raise "count")`,
      );
  }
  if (problems.length === 0 && !endgameTurn(pos, oracle))
    problems.push('a position the defender can reach is not covered by the loaded databases');
  return problems;
}

/**
 * The learner's fastest first moves (a draw step: every first move that keeps the draw), as PDN text: the
 * build checks that a first hint names none of them.
 */
export function bestFirstMoves(variant: Variant, ex: Exercise, oracle: EndgameOracle): string[] {
  const goal = ex.goal;
  if (goal.kind !== 'endgame') return [];
  const parsed = parseFen(variant, ex.fen);
  if (!parsed.ok) return [];
  const turn = endgameTurn(parsed.value, oracle);
  if (!turn) return [];
  const game = endgameGame(variant, ex);
  return turn.options
    .filter((o) => keepsAim(goal, game, o) && isFastest(goal, turn, o))
    .map((o) => makeMoveText(parsed.value, o.move));
}
