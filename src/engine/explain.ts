/**
 * Why-not explanations: given a position and an attempted move (a start square and the squares clicked or
 * written after it, possibly only a part of the path), say whether it is legal, still incomplete, or
 * illegal — and if illegal, exactly why, as a code plus data the UI turns into a sentence in any language.
 *
 * Matching: the clicked squares after the start must appear, in order, among the landing squares of a legal
 * capture sequence (so one click on the final square is enough when it is unambiguous). Sequences are
 * taken before de-duplication, so every landing square a flying king may choose is accepted.
 */
import { directionBetween, distance } from './geometry';
import {
  applyPrecedence,
  asMove,
  type CaptureSequence,
  captureSequences,
  compareFid,
  dedupe,
  fidDecidingCriterion,
  quietMoves,
} from './movegen';
import { makeMoveText, moveTextSquares } from './notation';
import { BLACK, KING, type Position, WHITE } from './position';
import type { Move, Square } from './types';
import type { Variant } from './variants';

export type ExplainCode =
  /** the square is not one of the board's playing squares */
  | 'not-playing-square'
  /** there is no piece on the start square */
  | 'empty-square'
  /** the piece belongs to the opponent */
  | 'not-your-piece'
  /** the side to move has no legal move: the game is over */
  | 'no-legal-moves'
  /** this piece has no legal move (blocked), though others can move */
  | 'piece-blocked'
  /** a capture is compulsory; data.capturers lists the pieces that can capture */
  | 'must-capture'
  /** the destination is occupied */
  | 'square-occupied'
  /** not along a diagonal */
  | 'not-diagonal'
  /** men move forwards only (all variants) */
  | 'man-backward'
  /** men capture forwards only (Italian, English) */
  | 'man-backward-capture'
  /** a man moves one square at a time */
  | 'man-one-square'
  /** kings move and capture one square at a time (Italian, English) */
  | 'king-no-fly'
  /** a man may not capture a king (Italian) */
  | 'man-cannot-capture-king'
  /** a capture cannot jump one's own piece */
  | 'own-piece'
  /** a capture jumps exactly one piece at a time: two in a row cannot be jumped */
  | 'two-pieces'
  /** the same piece cannot be captured twice */
  | 'jump-twice'
  /** a captured piece stays on the board until the move ends and blocks the way (Turkish strike) */
  | 'ghost-blocks'
  /** a jump must pass over an enemy piece */
  | 'nothing-to-capture'
  /** the capture must go on: more pieces can be taken from here */
  | 'capture-unfinished'
  /** the man was crowned by this capture and the move ended there (Italian, English) */
  | 'promotion-ends-capture'
  /** FID criterion 1: capture the most pieces */
  | 'criterion-1'
  /** FID criterion 2: with equal captures, the king must capture */
  | 'criterion-2'
  /** FID criterion 3: take the most kings */
  | 'criterion-3'
  /** FID criterion 4: take the king you meet first */
  | 'criterion-4'
  /** FMJD 4.13: the capture of the most pieces is compulsory */
  | 'maximum-capture'
  /** a complete move was written, but several legal moves match it */
  | 'ambiguous'
  /** anything else that is not a move */
  | 'not-a-move';

/** Every explanation code, for content schemas that name codes (a Record, so none can be missing). */
const CODE_SET: Readonly<Record<ExplainCode, true>> = {
  'not-playing-square': true,
  'empty-square': true,
  'not-your-piece': true,
  'no-legal-moves': true,
  'piece-blocked': true,
  'must-capture': true,
  'square-occupied': true,
  'not-diagonal': true,
  'man-backward': true,
  'man-backward-capture': true,
  'man-one-square': true,
  'king-no-fly': true,
  'man-cannot-capture-king': true,
  'own-piece': true,
  'two-pieces': true,
  'jump-twice': true,
  'ghost-blocks': true,
  'nothing-to-capture': true,
  'capture-unfinished': true,
  'promotion-ends-capture': true,
  'criterion-1': true,
  'criterion-2': true,
  'criterion-3': true,
  'criterion-4': true,
  'maximum-capture': true,
  ambiguous: true,
  'not-a-move': true,
};
export const EXPLAIN_CODES = Object.keys(CODE_SET) as ExplainCode[];

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
}

export type Verdict =
  | { readonly status: 'legal'; readonly move: Move }
  | {
      readonly status: 'partial';
      /** the legal moves still consistent with what was entered (de-duplicated) */
      readonly candidates: readonly Move[];
      /** the next landing squares (step-by-step entry) */
      readonly next: readonly Square[];
      /** the final squares of the candidates */
      readonly finals: readonly Square[];
      /** several different moves end on the square just entered: enter the path square by square */
      readonly ambiguous: boolean;
      /** pieces already jumped by the part entered so far (shown as ghosts until the move ends) */
      readonly taken: readonly Square[];
    }
  | { readonly status: 'illegal'; readonly reason: Explanation };

export interface ExplainOptions {
  /** the attempt is claimed complete (typed notation, CLI): an unfinished prefix is then illegal */
  readonly complete?: boolean;
}

interface Match {
  readonly seq: Move;
  /** index in seq.path of the last entered square */
  readonly at: number;
  /** the last square was the move's final square, reached by skipping the landings in between */
  readonly shortcut: boolean;
}

/**
 * Match entered squares against a path. squares[0] is the start; the squares after it are the path's
 * landing squares in order, one per jump — except that the last one may be the move's final square, which
 * lets a player finish a capture with one click (RULES §5.3 short notation does the same).
 */
function matchPath(seq: Move, squares: readonly Square[]): Match | null {
  const path = seq.path;
  const k = squares.length - 1;
  if (path[0] !== squares[0] || k >= path.length) return null;
  for (let i = 1; i < k; i++) if (path[i] !== squares[i]) return null;
  if (k === 0) return { seq, at: 0, shortcut: false };
  if (k < path.length && path[k] === squares[k]) return { seq, at: k, shortcut: false };
  const last = path.length - 1;
  if (k < last && path[last] === squares[k]) return { seq, at: last, shortcut: true };
  return null;
}

function matches(moves: readonly Move[], squares: readonly Square[]): Match[] {
  const out: Match[] = [];
  for (const seq of moves) {
    const m = matchPath(seq, squares);
    if (m) out.push(m);
  }
  return out;
}

/** Pieces jumped so far that every still-possible sequence agrees on. */
function commonTaken(found: Match[]): Square[] {
  if (found.length === 0) return [];
  const first = found[0].seq.captures.slice(0, found[0].at);
  return first.filter((sq) => found.every((f) => f.seq.captures.slice(0, f.at).includes(sq)));
}

const uniq = (xs: Square[]): Square[] => [...new Set(xs)].sort((a, b) => a - b);

/** PDN text of a move, disambiguated against every capture the piece could make (legal or not). */
const moveText = (pos: Position, m: Move): string => {
  const all = captureSequences(pos);
  return makeMoveText(pos, m, all.length > 0 ? dedupe(all) : quietMoves(pos));
};

/** Explain an attempted move: `squares` = [from, …clicked squares]. */
export function explainAttempt(
  pos: Position,
  squares: readonly Square[],
  options: ExplainOptions = {},
): Verdict {
  const illegal = (reason: Explanation): Verdict => ({ status: 'illegal', reason });
  const n = pos.variant.geometry.squares;
  for (const sq of squares) {
    if (!Number.isInteger(sq) || sq < 1 || sq > n) {
      return illegal({
        code: 'not-playing-square',
        square: sq,
        message: `${sq} is not a playing square of this board (1–${n}).`,
      });
    }
  }
  if (squares.length === 0) return illegal({ code: 'not-a-move', message: 'No square given.' });
  const from = squares[0];
  const own = pos.turn === 'white' ? WHITE : BLACK;
  const v = pos.cells[from];
  if (!v) return illegal({ code: 'empty-square', square: from, message: `There is no piece on ${from}.` });
  if (!(v & own))
    return illegal({
      code: 'not-your-piece',
      square: from,
      message: `The piece on ${from} is your opponent's.`,
    });

  const allSeqs = captureSequences(pos);
  const legalSeqs = applyPrecedence(pos.variant, allSeqs);
  const legalMovesAll: Move[] = legalSeqs.length > 0 ? dedupe(legalSeqs).map(asMove) : quietMoves(pos);
  if (legalMovesAll.length === 0) {
    return illegal({ code: 'no-legal-moves', message: 'There is no legal move: the side to move has lost.' });
  }
  const candidatesAll: Move[] = legalSeqs.length > 0 ? legalSeqs : legalMovesAll;
  const found = matches(candidatesAll, squares);

  // Squares entered step by step win over a jump to the final square: what the player traced is played.
  const stepwise = found.filter((f) => !f.shortcut);
  const usable = stepwise.length > 0 ? stepwise : found;
  if (usable.length > 0) {
    const last = squares.length - 1;
    const ending = last === 0 ? [] : usable.filter((f) => f.at === f.seq.path.length - 1);
    const endingMoves = dedupe(ending.map((f) => f.seq));
    if (endingMoves.length === 1) return { status: 'legal', move: asMove(ending[0].seq) };
    const going = usable.filter((f) => f.at < f.seq.path.length - 1);
    const candidates = dedupe(usable.map((f) => f.seq)).map(asMove);
    if (endingMoves.length > 1) {
      // Only a jump to the final square can be ambiguous: several captures end there by different ways.
      if (options.complete) {
        return illegal({
          code: 'ambiguous',
          square: squares[last],
          candidates: endingMoves.map(asMove),
          message: `Several captures end on ${squares[last]}: write the squares in between (${endingMoves.map((m) => moveText(pos, m)).join(' or ')}).`,
        });
      }
      return {
        status: 'partial',
        candidates: endingMoves.map(asMove),
        next: uniq(ending.map((f) => f.seq.path[last])),
        finals: [squares[last]],
        ambiguous: true,
        taken: commonTaken(ending.map((f) => ({ ...f, at: last - 1 }))),
      };
    }
    if (options.complete && last > 0) {
      return illegal({
        code: 'capture-unfinished',
        square: squares[last],
        continuations: uniq(going.map((f) => f.seq.path[f.at + 1])),
        candidates,
        message: `The capture is not finished: from ${squares[last]} it must go on (${candidates.map((m) => moveText(pos, m)).join(', ')}).`,
      });
    }
    return {
      status: 'partial',
      candidates,
      next: uniq(going.map((f) => f.seq.path[f.at + 1])),
      finals: uniq(going.map((f) => f.seq.to)),
      ambiguous: false,
      taken: commonTaken(going),
    };
  }

  // Not consistent with any legal move: find out why.
  const reason = whyNot(pos, squares, allSeqs, legalSeqs);
  return illegal({ ...reason, legal: legalMovesAll });
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
  const ruledOut = matches(allSeqs, squares).map((f) => f.seq as CaptureSequence);
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

/** Walk the attempted jumps with the board's geometry and report the first one the rules forbid. */
function physicalReason(pos: Position, squares: readonly Square[]): Explanation | undefined {
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

/** A man crowned by a capture, in a game where that ends the move (FID; WCDF 1.19 — RULES §2.4, §4.4). */
export const crownEndsThisCapture = (variant: Variant, move: Move): boolean =>
  move.promotes && move.captures.length > 0 && variant.rules.crownEndsCapture;

/** Explain a move written in PDN (`22x13x6`, `22-18`, `22:6`, spaces and marks allowed), taken as complete. */
export function explainText(pos: Position, text: string): Verdict {
  const squares = moveTextSquares(text);
  if (!squares.ok) {
    return { status: 'illegal', reason: { code: 'not-a-move', message: squares.error.message } };
  }
  return explainAttempt(pos, squares.value, { complete: true });
}
