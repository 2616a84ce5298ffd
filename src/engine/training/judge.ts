/**
 * Exercise progress as pure functions, after lila's puzzle `moveTest`: given an exercise, the moves played so
 * far and the learner's new move, say whether it fails, goes on (with the scripted reply to play) or solves
 * the exercise. Moves are compared by from, to and set of captured squares (RULES §0.2), so another path of
 * the same capture counts as the same move. The lesson player and the puzzle trainer both use these.
 */

import { parseFen } from '../notation/fen';
import { parseMoveText } from '../notation/notation';
import { type Explanation, explainAttempt } from '../rules/explain';
import { squareAt } from '../rules/geometry';
import { legalMoves, sameMove } from '../rules/movegen';
import { BLACK, type Position, play, positionKey, WHITE } from '../rules/position';
import type { Color, Move, Square } from '../rules/types';
import type { Variant } from '../rules/variants';
import { type Exercise, type Goal, isStaticGoal, type LinePly, type TapCheck } from './exercise';

export type FailReason =
  /** the engine refuses the move; the explanation says why */
  { readonly code: 'illegal'; readonly explanation: Explanation } | MissReason;

/** Why a legal move fails the exercise. */
export type MissReason =
  /** a legal move that does not reach the goal */
  | { readonly code: 'not-the-answer' }
  /** a legal move, but not the line's: `expected` are the moves the line accepts here */
  | { readonly code: 'off-line'; readonly expected: readonly Move[] }
  /** the opponent stands still and the learner has no move left: start again */
  | { readonly code: 'stuck' };

export type Judgement = { readonly kind: 'fail'; readonly reason: FailReason } | LegalJudgement;

/** What a legal move does in the exercise. */
export type LegalJudgement =
  | { readonly kind: 'fail'; readonly reason: MissReason }
  /** right: play `reply` (if any), then the learner moves again */
  | { readonly kind: 'next'; readonly reply: Move | null }
  /** solved; `reply` (if any) is shown as the last word of the line */
  | { readonly kind: 'solved'; readonly reply: Move | null };

/** The exercise's start position (the content verifier guarantees the FEN is valid). */
export function exerciseStart(variant: Variant, ex: Exercise): Position {
  const r = parseFen(variant, ex.fen);
  if (!r.ok) throw new Error(`exercise ${ex.id}: ${r.error.message}`);
  return r.value;
}

/** The same placement with `turn` to move (the opponent "passes" in target exercises). */
export const withTurn = (pos: Position, turn: Color): Position =>
  pos.turn === turn ? pos : { variant: pos.variant, turn, cells: pos.cells };

/** Play a move of the exercise: in static goals the turn comes back to the learner. */
export function advance(ex: Exercise, pos: Position, move: Move, learner: Color): Position {
  const after = play(pos, move);
  return isStaticGoal(ex.goal) ? withTurn(after, learner) : after;
}

/** The position after the moves played so far (learner's moves and scripted replies). */
export function exercisePosition(variant: Variant, ex: Exercise, line: readonly Move[]): Position {
  const start = exerciseStart(variant, ex);
  let pos = start;
  for (const m of line) pos = advance(ex, pos, m, start.turn);
  return pos;
}

/** Read a move written in the exercise; the verifier guarantees it is legal where it is used. */
export function readMove(pos: Position, text: string): Move {
  const r = parseMoveText(pos, text);
  if (!r.ok) throw new Error(`"${text}": ${r.error.message}`);
  return r.value;
}

const isIn = (moves: readonly Move[], m: Move) => moves.some((x) => sameMove(x, m));

function pieceCount(pos: Position, color: Color): number {
  const code = color === 'white' ? WHITE : BLACK;
  let n = 0;
  for (let sq = 1; sq < pos.cells.length; sq++) if (pos.cells[sq] & code) n++;
  return n;
}

/** Has the move reached a static goal? */
function reachesGoal(goal: Goal, before: Position, move: Move): boolean {
  if (goal.kind === 'reach') return goal.target === 'crown' ? move.promotes : move.to === goal.target;
  if (goal.kind === 'clear') {
    const them = before.turn === 'white' ? 'black' : 'white';
    return pieceCount(play(before, move), them) === 0;
  }
  return false;
}

/**
 * Judge the learner's `move` after `line` (every move played so far, replies included). Total: an illegal
 * move fails with the engine's explanation rather than throwing.
 */
export function judge(variant: Variant, ex: Exercise, line: readonly Move[], move: Move): Judgement {
  const pos = exercisePosition(variant, ex, line);
  if (!isIn(legalMoves(pos), move)) {
    const v = explainAttempt(pos, move.path, { complete: true });
    const explanation: Explanation =
      v.status === 'illegal' ? v.reason : { code: 'not-a-move', message: 'That is not a legal move here.' };
    return { kind: 'fail', reason: { code: 'illegal', explanation } };
  }
  return judgeAt(ex, pos, line, move);
}

/**
 * Judge a `move` known to be legal after `line`: what an exercise's own board reports (it plays only the
 * moves the engine finds legal, and explains the others itself), so the judging needs no explanations.
 */
export function judgeLegal(
  variant: Variant,
  ex: Exercise,
  line: readonly Move[],
  move: Move,
): LegalJudgement {
  return judgeAt(ex, exercisePosition(variant, ex, line), line, move);
}

function judgeAt(ex: Exercise, pos: Position, line: readonly Move[], move: Move): LegalJudgement {
  const goal = ex.goal;
  switch (goal.kind) {
    case 'move':
    case 'capture': {
      const answers = goal.answers.map((t) => readMove(pos, t));
      return isIn(answers, move)
        ? { kind: 'solved', reply: null }
        : { kind: 'fail', reason: { code: 'not-the-answer' } };
    }
    case 'reach':
    case 'clear': {
      if (reachesGoal(goal, pos, move)) return { kind: 'solved', reply: null };
      const after = advance(ex, pos, move, pos.turn);
      if (legalMoves(after).length === 0) return { kind: 'fail', reason: { code: 'stuck' } };
      return { kind: 'next', reply: null };
    }
    case 'line':
      return judgeLine(goal.line, pos, line.length, move);
    default:
      return { kind: 'fail', reason: { code: 'not-the-answer' } };
  }
}

function judgeLine(plies: readonly LinePly[], pos: Position, at: number, move: Move): LegalJudgement {
  const ply = plies[at];
  if (!ply || !('learner' in ply)) return { kind: 'fail', reason: { code: 'not-the-answer' } };
  const accepted = ply.learner.map((t) => readMove(pos, t));
  if (!isIn(accepted, move)) return { kind: 'fail', reason: { code: 'off-line', expected: accepted } };
  const next = plies[at + 1];
  if (!next) return { kind: 'solved', reply: null };
  if ('learner' in next) return { kind: 'next', reply: null };
  const reply = readMove(play(pos, move), next.reply);
  return at + 2 >= plies.length ? { kind: 'solved', reply } : { kind: 'next', reply };
}

/** How far the search for the shortest way to a `reach` or `clear` goal looks, and how many positions it may visit. */
export const MAX_PAR = 12;
const MAX_NODES = 200_000;

/** The shortest way to a static goal: how many moves it takes, and the first of them. */
export interface Way {
  readonly moves: number;
  readonly first: Move;
}

/**
 * The shortest way from `start` (the learner to move) to the exercise's `reach` or `clear` goal, the opponent
 * standing still: breadth-first over the learner's legal moves. Null for other goals, and when the goal is
 * out of reach within MAX_PAR moves or MAX_NODES positions.
 */
export function shortestWay(ex: Exercise, start: Position): Way | null {
  const goal = ex.goal;
  if (!isStaticGoal(goal)) return null;
  let frontier: [Position, Move | null][] = [[start, null]];
  const seen = new Set([positionKey(start)]);
  let nodes = 0;
  for (let moves = 1; moves <= MAX_PAR; moves++) {
    const next: [Position, Move][] = [];
    for (const [p, first] of frontier) {
      for (const m of legalMoves(p)) {
        if (reachesGoal(goal, p, m)) return { moves, first: first ?? m };
        const after = advance(ex, p, m, start.turn);
        const key = positionKey(after);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push([after, first ?? m]);
        if (++nodes > MAX_NODES) return null;
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * The learner's next right move in `pos`, after `ply` moves of the exercise (replies included), to show as
 * the answer: the first written answer of a move or capture goal, the first accepted move of the line's next
 * ply, the first move of a shortest way to a static goal. Null when the learner is not to move, and for goals
 * answered without moving.
 */
export function answerMove(ex: Exercise, pos: Position, ply: number): Move | null {
  const g = ex.goal;
  const next =
    g.kind === 'move' || g.kind === 'capture'
      ? ply === 0 && g.answers[0]
      : g.kind === 'line' && 'learner' in (g.line[ply] ?? {})
        ? (g.line[ply] as { learner: readonly string[] }).learner[0]
        : null;
  return next ? readMove(pos, next) : (shortestWay(ex, pos)?.first ?? null);
}

export type TapJudgement =
  | { readonly kind: 'hit'; readonly done: boolean }
  | { readonly kind: 'repeat' }
  | { readonly kind: 'miss' /** for `square` taps: the square that was asked */; readonly expected?: Square };

/** Judge a tap: `tapped` are the squares already found (or, for `square`, already answered in order). */
export function judgeTap(
  goal: Extract<Goal, { kind: 'tap' }>,
  tapped: readonly Square[],
  sq: Square,
): TapJudgement {
  if (goal.tap === 'square') {
    const expected = goal.squares[tapped.length];
    if (sq !== expected) return { kind: 'miss', expected };
    return { kind: 'hit', done: tapped.length + 1 === goal.squares.length };
  }
  if (tapped.includes(sq)) return { kind: 'repeat' };
  if (!goal.squares.includes(sq)) return { kind: 'miss' };
  return { kind: 'hit', done: tapped.length + 1 === goal.squares.length };
}

/** The squares a tap goal asks for, computed by the engine (the verifier compares them with the author's). */
export function tapTargets(pos: Position, goal: Extract<Goal, { kind: 'tap' }>): Square[] | null {
  const legal = legalMoves(pos);
  const uniqSorted = (xs: Square[]) => [...new Set(xs)].sort((a, b) => a - b);
  switch (goal.tap) {
    case 'reachable':
      return uniqSorted(legal.filter((m) => m.from === goal.piece).map((m) => m.to));
    case 'can-move':
      return uniqSorted(legal.map((m) => m.from));
    case 'must-capture':
      return uniqSorted(legal.filter((m) => m.captures.length > 0).map((m) => m.from));
    case 'set':
      return goal.check ? uniqSorted(geometrySet(pos.variant, goal.check)) : null;
    default:
      return null;
  }
}

/** Named sets of squares, from the board's geometry alone. */
export function geometrySet(variant: Variant, check: TapCheck): Square[] {
  const g = variant.geometry;
  const n = g.size - 1;
  const corners = [
    [0, 0],
    [0, n],
    [n, 0],
    [n, n],
  ];
  switch (check) {
    case 'corners':
      return corners.map(([r, c]) => squareAt(g, r, c)).filter((s) => s > 0);
    case 'long-diagonal': {
      // The diagonal joining the two dark corners.
      const [r0, c0] = corners.find(([r, c]) => r === 0 && squareAt(g, r, c) > 0) as number[];
      const dc = c0 === 0 ? 1 : -1;
      const out: Square[] = [];
      for (let i = 0; i <= n; i++) out.push(squareAt(g, r0 + i, c0 + dc * i));
      return out;
    }
    case 'double-corner-white':
    case 'double-corner-black': {
      // The two dark squares beside the light corner on that player's back row.
      const r = check === 'double-corner-white' ? n : 0;
      const c = squareAt(g, r, 0) === 0 ? 0 : n;
      const inward = r === 0 ? 1 : -1;
      const side = c === 0 ? 1 : -1;
      return [squareAt(g, r, c + side), squareAt(g, r + inward, c)];
    }
  }
}
