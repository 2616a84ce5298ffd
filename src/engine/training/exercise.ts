/**
 * Exercises: what lesson steps and puzzles have in common — a position, a goal, the answers that reach it and
 * what happens after each move (RULES-checked by `verifyExercise`, progressed by `judge`). This file is the
 * vocabulary only: positions are PDN FEN and moves PDN move text, read against the engine when used, so an
 * exercise is plain data that content files and puzzle collections can hold. No strings for people live
 * here: the content layer adds them in each language.
 */
import type { ExplainCode } from '../rules/explain';
import type { Square } from '../rules/types';

/** A tempting wrong move and the refusal code the engine must give it (`explainText`). */
export interface Tempting {
  /** PDN move text as a learner might try it: '22-19', '24x15' */
  readonly move: string;
  readonly code: ExplainCode;
}

/**
 * Squares the learner taps:
 * - `square`: the squares are asked one at a time, in order ("tap square 5");
 * - `reachable`: every destination of the piece on `piece`;
 * - `can-move`: every piece of the side to move that has a legal move;
 * - `must-capture`: every piece that has a legal capture;
 * - `set`: a set the author names (the corners, the long diagonal) — checked against board geometry by the
 *   `check` field.
 */
export type TapKind = 'square' | 'reachable' | 'can-move' | 'must-capture' | 'set';

/** Geometric facts a `set` tap can be checked against. */
export type TapCheck = 'corners' | 'long-diagonal' | 'double-corner-white' | 'double-corner-black';

/**
 * A checkable claim behind a `choose` question about the position:
 * - `result`: the side to move has no legal move, so it has lost (`value`: true);
 * - `capture-count`: every legal move captures exactly `value` pieces;
 * - `legal-count`: the side to move (or the piece on `piece`, moved by its owner) has `value` legal moves;
 * - `notation`: the engine writes `move` as `value`;
 * - `resets-count`: exactly `moves` are the legal moves that reset the draw count (man moves and captures);
 * - `opponent-blocked`: after `move`, the opponent has no legal move.
 */
export type Claim =
  | { readonly type: 'result' }
  | { readonly type: 'capture-count'; readonly value: number }
  | { readonly type: 'legal-count'; readonly value: number; readonly piece?: Square }
  | { readonly type: 'notation'; readonly move: string; readonly value: string }
  | { readonly type: 'resets-count'; readonly moves: readonly string[] }
  | { readonly type: 'opponent-blocked'; readonly move: string };

/** One ply of a `line`: the learner's accepted moves, or the opponent's scripted reply. */
export type LinePly =
  | { readonly learner: readonly string[] }
  | { readonly reply: string /** the reply is the opponent's only legal move */; readonly forced?: boolean };

/** What the end of a `line` must show, checked by replaying it. */
export interface LineEnd {
  /** learner's pieces minus the opponent's, change from the start: +1 */
  readonly material?: number;
  /** a learner's man was crowned during the line */
  readonly promotion?: boolean;
  /** the opponent, to move, has no legal move (or no piece) */
  readonly win?: boolean;
}

/** The closed set of goals (CURRICULUM.md §2). */
export type Goal =
  /** play one of `answers`; with `only`, the answers must be exactly the legal moves */
  | {
      readonly kind: 'move';
      readonly answers: readonly string[];
      readonly only?: boolean;
      readonly tempting?: readonly Tempting[];
    }
  /** play the capture the rules require: `answers` must be exactly the engine's legal set */
  | { readonly kind: 'capture'; readonly answers: readonly string[]; readonly tempting?: readonly Tempting[] }
  /** bring a piece to `target` (or crown a man), the opponent standing still; `par` = fewest moves */
  | {
      readonly kind: 'reach';
      readonly target: Square | 'crown';
      readonly par: number;
      readonly tempting?: readonly Tempting[];
    }
  /** capture every enemy piece, the opponent standing still, within `par` moves */
  | { readonly kind: 'clear'; readonly par: number; readonly tempting?: readonly Tempting[] }
  /** tap squares */
  | {
      readonly kind: 'tap';
      readonly tap: TapKind;
      readonly squares: readonly Square[];
      readonly piece?: Square;
      readonly check?: TapCheck;
    }
  /** pick an answer; a claim about the position makes it checkable, else `source` names the rule */
  | {
      readonly kind: 'choose';
      readonly options: number;
      readonly correct: number;
      readonly claim?: Claim;
      readonly source?: string;
    }
  /** play a line against scripted replies */
  | { readonly kind: 'line'; readonly line: readonly LinePly[]; readonly end?: LineEnd }
  /**
   * play a small ending out against the endgame databases' defender (endgame.ts): win it, or hold the draw,
   * before the draw count ends the game; `count`: moves each already on the count at the start
   */
  | { readonly kind: 'endgame'; readonly result: 'win' | 'draw'; readonly count?: number };

export type GoalKind = Goal['kind'];

export interface Exercise {
  /** unique within its lesson or collection: 'capture-22' */
  readonly id: string;
  /** PDN FEN, in the numbering of the lesson's variant */
  readonly fen: string;
  readonly goal: Goal;
}

/** Goals played by moving pieces (the others are answered by tapping or choosing). */
export const isMoveGoal = (
  g: Goal,
): g is Extract<Goal, { kind: 'move' | 'capture' | 'reach' | 'clear' | 'line' | 'endgame' }> =>
  g.kind !== 'tap' && g.kind !== 'choose';

/** Goals where the opponent stands still and the learner moves again after each move. */
export const isStaticGoal = (g: Goal): g is Extract<Goal, { kind: 'reach' | 'clear' }> =>
  g.kind === 'reach' || g.kind === 'clear';

/** The fewest actions that solve the exercise: its par for the stars. */
export function parOf(g: Goal): number {
  switch (g.kind) {
    case 'reach':
    case 'clear':
      return g.par;
    case 'line':
      return g.line.filter((p) => 'learner' in p).length;
    case 'tap':
      return g.squares.length;
    default:
      return 1;
  }
}

/**
 * Stars as lichess Learn scores a level (ui/learn `score.ts`): three for a step solved within par with no
 * wrong attempt and no hint; two with one wrong attempt or one hint (each tier of a hint counts as one) and at
 * most a little over par; one otherwise. `actions` counts the learner's moves, taps or choices that were
 * accepted; `hints` the hint tiers shown.
 */
export function starsFor(par: number, actions: number, mistakes: number, hints = 0): 1 | 2 | 3 {
  const slack = Math.max(1, Math.floor(par / 8));
  if (mistakes + hints === 0 && actions <= par) return 3;
  if (mistakes + hints <= 1 && actions <= par + slack) return 2;
  return 1;
}
