/**
 * Why-not explanations: given a position and an attempted move (a start square and the squares clicked or
 * written after it, possibly only a part of the path), say whether it is legal, still incomplete, or
 * illegal — and if illegal, exactly why, as a code plus data the UI turns into a sentence in any language.
 * Whether it is legal is judged by attempt.ts (all a board needs while a move is entered); this module says
 * why a refused attempt is wrong, so the boards load it with their first refusal.
 */

import { makeMoveText, moveTextSquares } from '../notation/notation';
import {
  type AttemptOptions,
  judgeAttempt,
  type LegalAttempt,
  matches,
  type PartialAttempt,
  type Refusal,
  uniq,
} from './attempt';
import type { ExplainCode } from './explain-codes';
import { directionBetween, distance } from './geometry';
import {
  asMove,
  type CaptureSequence,
  captureSequences,
  compareFid,
  dedupe,
  fidDecidingCriterion,
  quietMoves,
} from './movegen';
import { BLACK, KING, type Position, WHITE } from './position';
import type { Move, Square } from './types';

export {
  codesOf,
  EXPLAIN_CLASSES,
  EXPLAIN_CODES,
  type ExplainClass,
  type ExplainFamily,
} from './explain-codes';
export type { ExplainCode };

export interface Explanation {
  readonly code: ExplainCode;
  /** plain English, for logs and the CLI; the UI writes its own sentence from code and data */
  readonly message: string;
  /** the square the explanation is about (the offending one) */
  readonly square?: Square;
  /** pieces that can (and must) capture */
  readonly capturers?: readonly Square[];
  /** a legal move that is better (precedence) or the legal captures */
  readonly better?: Move;
  /** the capture the player attempted, completed, when precedence rules it out */
  readonly attempted?: Move;
  /** squares from which the capture can go on, or candidate moves for 'ambiguous' */
  readonly continuations?: readonly Square[];
  readonly candidates?: readonly Move[];
  /** the legal moves of the position, for the UI to show */
  readonly legal?: readonly Move[];
  /** for 'no-legal-moves': the rule the attempted move itself breaks, when the attempt is a whole path */
  readonly cause?: Explanation;
}

export type Verdict =
  | LegalAttempt
  | PartialAttempt
  | { readonly status: 'illegal'; readonly reason: Explanation };

export type ExplainOptions = AttemptOptions;

/** PDN text of a move, disambiguated against every capture the piece could make (legal or not). */
const moveText = (pos: Position, m: Move): string => {
  const all = captureSequences(pos);
  return makeMoveText(pos, m, all.length > 0 ? dedupe(all) : quietMoves(pos));
};

/** Explain an attempted move: `squares` = [from, …clicked squares]; judged by attempt.ts, explained here. */
export function explainAttempt(
  pos: Position,
  squares: readonly Square[],
  options: ExplainOptions = {},
): Verdict {
  const v = judgeAttempt(pos, squares, options);
  return v.status === 'illegal'
    ? { status: 'illegal', reason: explainRefusal(pos, squares, v.refusal, options.exact ?? false) }
    : v;
}

/** Why the attempt `squares` was refused, as the explanation a player reads. */
function explainRefusal(pos: Position, squares: readonly Square[], r: Refusal, exact: boolean): Explanation {
  switch (r.code) {
    case 'not-playing-square':
      return {
        code: r.code,
        square: r.square,
        message: `${r.square} is not a playing square of this board (1–${pos.variant.geometry.squares}).`,
      };
    case 'not-a-move':
      return { code: r.code, message: 'No square given.' };
    case 'empty-square':
      return { code: r.code, square: r.square, message: `There is no piece on ${r.square}.` };
    case 'not-your-piece':
      return { code: r.code, square: r.square, message: `The piece on ${r.square} is your opponent's.` };
    case 'no-legal-moves': {
      // The game is over; but a move written out in full (from another ruleset) also breaks a rule of its own,
      // which is worth naming: W:W22:BK18,K19 has no move because a man may not take a king [FID-ART5 5.3].
      const cause = exact && squares.length > 1 ? physicalReason(pos, squares) : undefined;
      return {
        code: r.code,
        message: `${cause ? `${cause.message} ` : ''}There is no legal move: the side to move has lost.`,
        ...(cause ? { cause } : {}),
      };
    }
    case 'ambiguous':
      return {
        code: r.code,
        square: r.square,
        candidates: r.candidates,
        message: `Several captures end on ${r.square}: write the squares in between (${r.candidates.map((m) => moveText(pos, m)).join(' or ')}).`,
      };
    case 'capture-unfinished':
      return {
        code: r.code,
        square: r.square,
        continuations: r.continuations,
        candidates: r.candidates,
        message: `The capture is not finished: from ${r.square} it must go on (${r.candidates.map((m) => moveText(pos, m)).join(', ')}).`,
      };
    case 'unmatched':
      // Not consistent with any legal move: find out why.
      return { ...whyNot(pos, squares, r.all, r.legalSeqs, exact), legal: r.legal };
  }
}

function best(pos: Position, seqs: CaptureSequence[]): CaptureSequence {
  let b = seqs[0];
  for (const s of seqs) {
    if (pos.variant.rules.precedence === 'fid' ? compareFid(s, b) > 0 : s.captures.length > b.captures.length)
      b = s;
  }
  return b;
}

function whyNot(
  pos: Position,
  squares: readonly Square[],
  allSeqs: CaptureSequence[],
  legalSeqs: CaptureSequence[],
  exact: boolean,
): Explanation {
  const from = squares[0];
  const mustCapture = legalSeqs.length > 0;
  const capturers = uniq(legalSeqs.map((s) => s.from));
  const mustCaptureReason = (): Explanation => ({
    code: 'must-capture',
    capturers,
    better: asMove(legalSeqs[0]),
    message: `Capturing is compulsory: ${capturers.length === 1 ? `the piece on ${capturers[0]} must` : `one of the pieces on ${capturers.join(', ')} must`} capture (${dedupe(
      legalSeqs,
    )
      .map((m) => moveText(pos, m))
      .join(', ')}).`,
  });

  // A capture the precedence rules ruled out (the attempt matches a complete sequence of this piece).
  const ruledOut = matches(allSeqs, squares, exact).map((f) => f.seq as CaptureSequence);
  if (ruledOut.length > 0 || (squares.length === 1 && allSeqs.some((s) => s.from === from))) {
    const mine = ruledOut.length > 0 ? ruledOut : allSeqs.filter((s) => s.from === from);
    return precedenceReason(pos, best(pos, mine), legalSeqs);
  }
  if (squares.length === 1) {
    if (mustCapture) return mustCaptureReason();
    return { code: 'piece-blocked', square: from, message: `The piece on ${from} has no legal move.` };
  }
  const physical = physicalReason(pos, squares);
  if (physical) return physical;
  if (mustCapture) return mustCaptureReason();
  return { code: 'not-a-move', square: squares[squares.length - 1], message: 'That is not a legal move.' };
}

function precedenceReason(
  pos: Position,
  attempted: CaptureSequence,
  legalSeqs: CaptureSequence[],
): Explanation {
  const top = best(pos, legalSeqs);
  const better = asMove(top);
  const a = asMove(attempted);
  if (pos.variant.rules.precedence === 'maximum') {
    return {
      code: 'maximum-capture',
      attempted: a,
      better,
      message: `You must capture the most pieces: ${moveText(pos, better)} takes ${better.captures.length}, ${moveText(pos, a)} only ${a.captures.length}.`,
    };
  }
  const { criterion } = fidDecidingCriterion(top, attempted);
  const texts: Record<1 | 2 | 3 | 4, string> = {
    1: `Criterion 1: you must capture where there are more pieces — ${moveText(pos, better)} takes ${better.captures.length}, ${moveText(pos, a)} only ${a.captures.length}.`,
    2: `Criterion 2: with equal captures you must take with the king — ${moveText(pos, better)}.`,
    3: `Criterion 3: you must take the most kings — ${moveText(pos, better)}.`,
    4: `Criterion 4: you must take where you meet the king first — ${moveText(pos, better)}.`,
  };
  const c = (criterion === 0 ? 1 : criterion) as 1 | 2 | 3 | 4;
  return { code: `criterion-${c}`, attempted: a, better, message: texts[c] };
}

/**
 * Walk the attempted jumps with the board's geometry and report the first one the rules forbid (also the
 * review's reading of a capture a game rule rules out: training/forbidden.ts).
 */
export function physicalReason(pos: Position, squares: readonly Square[]): Explanation | undefined {
  const { cells, variant } = pos;
  const g = variant.geometry;
  const rules = variant.rules;
  const from = squares[0];
  const piece = cells[from];
  const king = (piece & KING) !== 0;
  const own = piece & (WHITE | BLACK);
  const forward = own === WHITE ? [0, 1] : [2, 3];
  const lastRow = own === WHITE ? 0 : g.size - 1;
  const captured: Square[] = [];
  let cur = from;
  for (let i = 1; i < squares.length; i++) {
    const to = squares[i];
    if (!king && rules.crownEndsCapture && i > 1 && g.row[cur] === lastRow) {
      return {
        code: 'promotion-ends-capture',
        square: cur,
        message: `The man was crowned on ${cur}: the move ends there, the new king can capture only next turn.`,
      };
    }
    if (to === cur) return { code: 'not-a-move', square: to, message: 'A move must leave its square.' };
    const d = directionBetween(g, cur, to);
    if (d < 0)
      return { code: 'not-diagonal', square: to, message: `${to} is not on a diagonal from ${cur}.` };
    const between: Square[] = [];
    let s = g.step[cur * 4 + d];
    while (s && s !== to) {
      if ((cells[s] && s !== from) || captured.includes(s)) between.push(s);
      s = g.step[s * 4 + d];
    }
    const dist = distance(g, cur, to);
    const target = cells[to];
    if (target && to !== from)
      return { code: 'square-occupied', square: to, message: `Square ${to} is occupied.` };
    if (between.length === 0) {
      // Only a capture goes on after its first step.
      if (i > 1 || squares.length > 2)
        return {
          code: 'nothing-to-capture',
          square: to,
          message: `There is no piece to capture between ${cur} and ${to}.`,
        };
      if (!king && !forward.includes(d))
        return { code: 'man-backward', square: to, message: 'Men move only forwards.' };
      if (!king && dist > 1)
        return { code: 'man-one-square', square: to, message: 'A man moves one square at a time.' };
      if (king && !rules.flyingKings && dist > 1) {
        return {
          code: 'king-no-fly',
          square: to,
          message: 'In this game the king moves one square at a time; it does not fly.',
        };
      }
      return undefined;
    }
    const victim = between[0];
    // Only a flying king passes a captured piece and goes on, so only its way can be blocked by one (a man or
    // a short king meeting a piece already taken is jumping it twice, or jumping two pieces).
    const flying = king && rules.flyingKings;
    if (captured.includes(victim)) {
      return flying && victim !== between[between.length - 1]
        ? {
            code: 'ghost-blocks',
            square: victim,
            message: `The piece on ${victim} was already captured in this move; it stays on the board until the move ends and blocks the way.`,
          }
        : {
            code: 'jump-twice',
            square: victim,
            message: `The piece on ${victim} has already been captured in this move; it cannot be jumped twice.`,
          };
    }
    if (cells[victim] & own && !captured.includes(victim)) {
      return { code: 'own-piece', square: victim, message: 'You cannot jump over your own piece.' };
    }
    if (between.length > 1) {
      const ghost = flying ? between.find((b) => captured.includes(b)) : undefined;
      if (ghost) {
        return {
          code: 'ghost-blocks',
          square: ghost,
          message: `The piece on ${ghost} was already captured in this move; it stays on the board until the move ends and blocks the way.`,
        };
      }
      return {
        code: 'two-pieces',
        square: between[1],
        message: 'A capture jumps one piece at a time: two pieces in a row cannot be jumped.',
      };
    }
    const victimDist = distance(g, cur, victim);
    if (!(king && rules.flyingKings) && (victimDist !== 1 || dist !== 2)) {
      return king
        ? {
            code: 'king-no-fly',
            square: to,
            message: 'In this game the king captures only an adjacent piece, landing right behind it.',
          }
        : {
            code: 'man-one-square',
            square: to,
            message: 'A man captures an adjacent piece, landing on the square right behind it.',
          };
    }
    if (!king && !rules.menCaptureBackward && !forward.includes(d)) {
      return {
        code: 'man-backward-capture',
        square: victim,
        message: 'In this game men capture only forwards.',
      };
    }
    if (!king && !rules.menCaptureKings && cells[victim] & KING) {
      return {
        code: 'man-cannot-capture-king',
        square: victim,
        message: 'A man may not capture a king (FID rules).',
      };
    }
    captured.push(victim);
    cur = to;
  }
  return undefined;
}

/** Explain a move written in PDN (`22x13x6`, `22-18`, `22:6`, spaces and marks allowed), taken as complete. */
export function explainText(pos: Position, text: string): Verdict {
  const squares = moveTextSquares(text);
  if (!squares.ok) {
    return { status: 'illegal', reason: { code: 'not-a-move', message: squares.error.message } };
  }
  return explainAttempt(pos, squares.value, { complete: true });
}
