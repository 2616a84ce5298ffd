/**
 * Judging an attempted move: given a position and a start square with the squares clicked or written after
 * it (possibly only a part of the path), say whether it is legal, still incomplete, or refused. This is all
 * a board needs to follow a move as it is entered; *why* a refused attempt is wrong is worked out by
 * explain.ts from the `Refusal` given here (the boards load it with their first refusal).
 *
 * Matching: the clicked squares after the start must appear, in order, among the landing squares of a legal
 * capture sequence (so one click on the final square is enough when it is unambiguous). Sequences are
 * taken before de-duplication, so every landing square a flying king may choose is accepted.
 */
import {
  applyPrecedence,
  asMove,
  type CaptureSequence,
  captureSequences,
  dedupe,
  quietMoves,
} from './movegen';
import { BLACK, type Position, WHITE } from './position';
import type { Move, Square } from './types';

/** An attempt that is a legal move, complete. */
export interface LegalAttempt {
  readonly status: 'legal';
  readonly move: Move;
}

/** An attempt that is the beginning of one or more legal moves. */
export interface PartialAttempt {
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

/** Why an attempt is refused, as data; explain.ts turns it into an explanation (code, sentence, squares). */
export type Refusal =
  /** no square given */
  | { readonly code: 'not-a-move' }
  /** the side to move has no legal move */
  | { readonly code: 'no-legal-moves' }
  | { readonly code: 'not-playing-square' | 'empty-square' | 'not-your-piece'; readonly square: Square }
  /** a complete attempt that several legal captures match */
  | { readonly code: 'ambiguous'; readonly square: Square; readonly candidates: readonly Move[] }
  /** a complete attempt that stops in the middle of a capture */
  | {
      readonly code: 'capture-unfinished';
      readonly square: Square;
      readonly continuations: readonly Square[];
      readonly candidates: readonly Move[];
    }
  /** no legal move begins this way: explain.ts finds the rule it breaks */
  | {
      readonly code: 'unmatched';
      /** every capture sequence of the position, before the precedence rules */
      readonly all: CaptureSequence[];
      /** the capture sequences the precedence rules allow */
      readonly legalSeqs: CaptureSequence[];
      /** the legal moves of the position */
      readonly legal: readonly Move[];
    };

export interface RefusedAttempt {
  readonly status: 'illegal';
  readonly refusal: Refusal;
}

export type AttemptVerdict = LegalAttempt | PartialAttempt | RefusedAttempt;

export interface AttemptOptions {
  /** the attempt is claimed complete (typed notation, CLI): an unfinished prefix is then illegal */
  readonly complete?: boolean;
  /**
   * the squares are the move's whole path, every landing written (a move of another ruleset, replayed here):
   * no shortcut to the final square, so 11x4 is the single jump 11x4 and never a longer capture ending on 4
   */
  readonly exact?: boolean;
}

export interface Match {
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
function matchPath(seq: Move, squares: readonly Square[], exact: boolean): Match | null {
  const path = seq.path;
  const k = squares.length - 1;
  if (path[0] !== squares[0] || k >= path.length) return null;
  for (let i = 1; i < k; i++) if (path[i] !== squares[i]) return null;
  if (k === 0) return { seq, at: 0, shortcut: false };
  if (k < path.length && path[k] === squares[k]) return { seq, at: k, shortcut: false };
  const last = path.length - 1;
  if (!exact && k < last && path[last] === squares[k]) return { seq, at: last, shortcut: true };
  return null;
}

/** The moves the entered squares match, and how far along each. */
export function matches(moves: readonly Move[], squares: readonly Square[], exact = false): Match[] {
  const out: Match[] = [];
  for (const seq of moves) {
    const m = matchPath(seq, squares, exact);
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

export const uniq = (xs: Square[]): Square[] => [...new Set(xs)].sort((a, b) => a - b);

/** Judge an attempted move: `squares` = [from, …clicked squares]. */
export function judgeAttempt(
  pos: Position,
  squares: readonly Square[],
  options: AttemptOptions = {},
): AttemptVerdict {
  const refuse = (refusal: Refusal): RefusedAttempt => ({ status: 'illegal', refusal });
  const n = pos.variant.geometry.squares;
  for (const sq of squares) {
    if (!Number.isInteger(sq) || sq < 1 || sq > n) return refuse({ code: 'not-playing-square', square: sq });
  }
  if (squares.length === 0) return refuse({ code: 'not-a-move' });
  const from = squares[0];
  const own = pos.turn === 'white' ? WHITE : BLACK;
  const v = pos.cells[from];
  if (!v) return refuse({ code: 'empty-square', square: from });
  if (!(v & own)) return refuse({ code: 'not-your-piece', square: from });

  const all = captureSequences(pos);
  const legalSeqs = applyPrecedence(pos.variant, all);
  const legal: Move[] = legalSeqs.length > 0 ? dedupe(legalSeqs).map(asMove) : quietMoves(pos);
  if (legal.length === 0) return refuse({ code: 'no-legal-moves' });
  const found = matches(legalSeqs.length > 0 ? legalSeqs : legal, squares, options.exact);

  // Squares entered step by step win over a jump to the final square: what the player traced is played.
  const stepwise = found.filter((f) => !f.shortcut);
  const usable = stepwise.length > 0 ? stepwise : found;
  if (usable.length === 0) return refuse({ code: 'unmatched', all, legalSeqs, legal });
  const last = squares.length - 1;
  const ending = last === 0 ? [] : usable.filter((f) => f.at === f.seq.path.length - 1);
  const endingMoves = dedupe(ending.map((f) => f.seq));
  if (endingMoves.length === 1) return { status: 'legal', move: asMove(ending[0].seq) };
  const going = usable.filter((f) => f.at < f.seq.path.length - 1);
  const candidates = dedupe(usable.map((f) => f.seq)).map(asMove);
  if (endingMoves.length > 1) {
    // Only a jump to the final square can be ambiguous: several captures end there by different ways.
    if (options.complete) {
      return refuse({ code: 'ambiguous', square: squares[last], candidates: endingMoves.map(asMove) });
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
    return refuse({
      code: 'capture-unfinished',
      square: squares[last],
      continuations: uniq(going.map((f) => f.seq.path[f.at + 1])),
      candidates,
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
