/**
 * PDN move text (RULES.md §5.3): `22-18` for a quiet move, `22x6` for a capture, the full PDN 3.0 path
 * (`10x28x44x35`) only when two legal captures share start and end square.
 *
 * Reading matches the text against the legal moves: written squares after the start must appear, in order,
 * among the landing squares of one legal capture sequence. Sequences are taken before de-duplication, so
 * every landing square a flying king may choose (and either direction round a ring, EN-4) is accepted, and
 * the returned move keeps the path the player wrote (RULES §0.2).
 */
import {
  applyPrecedence,
  asMove,
  captureSequences,
  dedupe,
  legalMoves,
  quietMoves,
  sameMove,
} from '../rules/movegen';
import type { Position } from '../rules/position';
import { err, type Move, ok, type Result, type Square } from '../rules/types';
import type { Variant } from '../rules/variants';

export type MoveTextErrorCode =
  /** nothing was written */
  | 'empty'
  /** not of the form 22-18 / 22x13x6 */
  | 'syntax'
  /** a square number that this board does not have */
  | 'square-out-of-range'
  /** well formed, but no legal move matches it */
  | 'no-such-move'
  /** several different legal moves match: `candidates` lists them in full PDN form */
  | 'ambiguous';

export interface MoveTextError {
  readonly code: MoveTextErrorCode;
  /** a plain English message; the UI builds its own sentence from code and the fields below */
  readonly message: string;
  /** the text as given */
  readonly text: string;
  readonly square?: Square;
  /** for 'ambiguous': the matching moves, written so that each is unambiguous */
  readonly candidates?: readonly string[];
}

/** Directions by row/column delta sign: same convention as geometry.ts (0 up-left … 3 down-right). */
function dirOf(v: Variant, a: Square, b: Square): number {
  const g = v.geometry;
  return (g.row[b] > g.row[a] ? 2 : 0) + (g.col[b] > g.col[a] ? 1 : 0);
}

/**
 * The PDN 3.0 intermediate squares of a capture [PDN-GRAMMAR restrictions 8–9]: one square for every
 * captured piece except the last — where the piece turned, or, if it went straight on, the square right
 * behind the captured piece. For short-jump games these are simply the landing squares.
 */
export function disambiguationSquares(variant: Variant, move: Move): Square[] {
  const out: Square[] = [];
  const { path, captures } = move;
  const step = variant.geometry.step;
  for (let i = 0; i + 1 < captures.length; i++) {
    const d = dirOf(variant, path[i], captures[i]);
    const next = dirOf(variant, path[i + 1], captures[i + 1]);
    out.push(d === next ? step[captures[i] * 4 + d] : path[i + 1]);
  }
  return out;
}

/** The long PDN form: start, the disambiguation squares, end (`10x28x44x35`). */
export function longMoveText(variant: Variant, move: Move): string {
  if (move.captures.length === 0) return `${move.from}-${move.to}`;
  return [move.from, ...disambiguationSquares(variant, move), move.to].join('x');
}

/**
 * PDN text of a legal move: the shortest unambiguous form. Pass `legal` when you already have the
 * position's legal moves (saves generating them again).
 */
export function makeMoveText(pos: Position, move: Move, legal: readonly Move[] = legalMoves(pos)): string {
  if (move.captures.length === 0) return `${move.from}-${move.to}`;
  let twins = 0;
  for (const m of legal) if (m.from === move.from && m.to === move.to && !sameMove(m, move)) twins++;
  if (twins === 0) return `${move.from}x${move.to}`;
  return longMoveText(pos.variant, move);
}

/**
 * Every landing square of the move in order, start and end included — the squares a player clicks, and the
 * ones an animation stops on: `[22, 13, 6]` for 22x6, `[22, 18]` for 22-18.
 */
export function landingPath(move: Move): Square[] {
  return [...move.path];
}

/**
 * Every square the piece crosses, start and end included, captured squares left out (for drawing the route
 * of a flying king): INT-7's 46x30 (path 46-19-30, taking 28 and 24) → [46, 41, 37, 32, 23, 19, 30].
 */
export function routeSquares(variant: Variant, move: Move): Square[] {
  const step = variant.geometry.step;
  const captured = new Set(move.captures);
  const out: Square[] = [move.path[0]];
  for (let i = 0; i + 1 < move.path.length; i++) {
    const a = move.path[i];
    const b = move.path[i + 1];
    const d = dirOf(variant, a, b);
    let s = step[a * 4 + d];
    while (s && s !== b) {
      if (!captured.has(s)) out.push(s);
      s = step[s * 4 + d];
    }
    out.push(b);
  }
  return out;
}

/** Strength marks (`!`, `?`, `!?`…) and the `*`/`+` print signs attach to a move without a space. */
const TRAILING_MARKS = /[!?*+=]+$/;
const MOVE_SYNTAX = /^(\d+)((?:\s*[-x:]\s*\d+)+)$/i;

/** The squares written in a move text, or an error. Does not look at the position. */
export function moveTextSquares(text: string): Result<Square[], MoveTextError> {
  const clean = String(text).trim().replace(TRAILING_MARKS, '');
  if (clean === '') return err({ code: 'empty', text, message: 'No move was written.' });
  const m = MOVE_SYNTAX.exec(clean);
  if (!m) {
    return err({
      code: 'syntax',
      text,
      message: `"${text}" is not a move: write the start and end squares, as in 22-18 or 22x13.`,
    });
  }
  return ok(clean.split(/\s*[-x:]\s*/i).map((s) => Number.parseInt(s, 10)));
}

/** Is `squares` (start, then written squares) a route through `path`: same start, the rest in order? */
function followsPath(path: readonly Square[], squares: readonly Square[]): boolean {
  if (path[0] !== squares[0] || path[path.length - 1] !== squares[squares.length - 1]) return false;
  let j = 1;
  for (let i = 1; i < squares.length - 1; i++) {
    while (j < path.length - 1 && path[j] !== squares[i]) j++;
    if (j >= path.length - 1) return false;
    j++;
  }
  return true;
}

function samePath(a: readonly Square[], b: readonly Square[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Read PDN move text against the position's legal moves. Accepts `-`, `x` and `:` as separators (whatever
 * kind of move it is), full paths even when not needed, leading zeros, strength marks and trailing `*`/`+`.
 */
export function parseMoveText(pos: Position, text: string): Result<Move, MoveTextError> {
  const parsed = moveTextSquares(text);
  if (!parsed.ok) return parsed;
  const squares = parsed.value;
  const n = pos.variant.geometry.squares;
  for (const sq of squares) {
    if (sq < 1 || sq > n) {
      return err({
        code: 'square-out-of-range',
        text,
        square: sq,
        message: `Square ${sq} does not exist: this board has squares 1 to ${n}.`,
      });
    }
  }
  const seqs = captureSequences(pos);
  const candidates: Move[] = seqs.length > 0 ? applyPrecedence(pos.variant, seqs) : quietMoves(pos);
  let found = candidates.filter((m) => followsPath(m.path, squares));
  if (dedupe(found).length > 1) {
    // English free choice: 31x22x13 is a part of 31x24x15x22x13. A text that is exactly a move's full path
    // or its PDN form names that move.
    const exact = found.filter(
      (m) =>
        samePath(m.path, squares) ||
        samePath([m.from, ...disambiguationSquares(pos.variant, m), m.to], squares),
    );
    if (exact.length > 0) found = exact;
  }
  const distinct = dedupe(found);
  if (distinct.length === 1) return ok(asMove(found[0]));
  if (distinct.length === 0) {
    return err({
      code: 'no-such-move',
      text,
      message: `${text.trim()} is not a legal move in this position.`,
    });
  }
  const legal = legalMoves(pos);
  const texts = distinct.map((m) => makeMoveText(pos, m, legal));
  return err({
    code: 'ambiguous',
    text,
    candidates: texts,
    message: `${text.trim()} could be several moves: write ${texts.join(' or ')}.`,
  });
}
