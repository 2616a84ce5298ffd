/**
 * Independent referees for the endgame tables, written over the rules' public API only (legalMoves, play,
 * positions built square by square): nothing of the tables' numbering, symmetry or retrograde order.
 */
import {
  BLACK_KING,
  BLACK_MAN,
  emptyPosition,
  legalMoves,
  type Position,
  play,
  positionKey,
  type Variant,
  WHITE_KING,
  WHITE_MAN,
} from '../../../src/engine';
import type { ProbeResult } from '../../../src/engine/endgame';

export const CODES = [WHITE_MAN, WHITE_KING, BLACK_MAN, BLACK_KING];

/** A position from (square, cell code) pairs; null when two share a square or a man stands on its crowning row. */
export function build(variant: Variant, turn: 'white' | 'black', pieces: ReadonlyArray<[number, number]>) {
  const pos = emptyPosition(variant, turn);
  const cells = pos.cells as Int8Array;
  const g = variant.geometry;
  for (const [sq, code] of pieces) {
    if (cells[sq] !== 0) return null;
    if (code === WHITE_MAN && g.row[sq] === 0) return null;
    if (code === BLACK_MAN && g.row[sq] === g.size - 1) return null;
    cells[sq] = code;
  }
  return pos;
}

/** Every position of `n` pieces with both colours present, `turn` to move, in a plain nested enumeration. */
export function* allPositions(variant: Variant, n: number, turn: 'white' | 'black'): Generator<Position> {
  const squares = variant.geometry.squares;
  const pick: Array<[number, number]> = [];
  function* rec(fromSq: number, left: number): Generator<Position> {
    if (left === 0) {
      const white = pick.some(([, c]) => c === WHITE_MAN || c === WHITE_KING);
      const black = pick.some(([, c]) => c === BLACK_MAN || c === BLACK_KING);
      if (!white || !black) return;
      const pos = build(variant, turn, pick);
      if (pos) yield pos;
      return;
    }
    for (let sq = fromSq; sq <= squares; sq++)
      for (const code of CODES) {
        pick.push([sq, code]);
        yield* rec(sq + 1, left - 1);
        pick.pop();
      }
  }
  yield* rec(1, n);
}

const rank = (r: ProbeResult | null): string => (r ? `${r.result}${r.plies ?? ''}` : 'null');

/**
 * The value a position must have given its children's values (one ply of minimax to the end of the game):
 * a loss in 0 without moves; a win in 1 + the shortest loss among children; else a loss in 1 + the longest
 * win when every child is a win; else a draw. Returns the expected value as text, or 'unknown' when a child
 * is not covered.
 */
export function oneplyValue(pos: Position, probe: (p: Position) => ProbeResult | null): string {
  const moves = legalMoves(pos);
  if (moves.length === 0) return 'loss0';
  let bestLoss = Number.POSITIVE_INFINITY;
  let longestWin = -1;
  let allWins = true;
  for (const m of moves) {
    const c = probe(play(pos, m));
    if (!c || (c.plies === undefined && c.result !== 'draw')) return 'unknown';
    if (c.result === 'loss') bestLoss = Math.min(bestLoss, c.plies as number);
    if (c.result === 'win') longestWin = Math.max(longestWin, c.plies as number);
    else allWins = false;
  }
  if (bestLoss < Number.POSITIVE_INFINITY) return `win${bestLoss + 1}`;
  if (allWins) return `loss${longestWin + 1}`;
  return 'draw';
}

export const valueText = rank;

/**
 * Plain minimax to the end of the game, depth-limited (memoised by position and depth): can the side to
 * move force the opponent out of moves within `depth` plies? And is it lost within `depth` plies?
 */
export class Minimax {
  private memo = new Map<string, boolean>();
  nodes = 0;

  wins(pos: Position, depth: number): boolean {
    if (depth < 1) return false;
    const key = `w${depth}${positionKey(pos)}`;
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    this.nodes++;
    let r = false;
    for (const m of legalMoves(pos))
      if (this.loses(play(pos, m), depth - 1)) {
        r = true;
        break;
      }
    this.memo.set(key, r);
    return r;
  }

  loses(pos: Position, depth: number): boolean {
    const moves = legalMoves(pos);
    if (moves.length === 0) return true;
    if (depth < 2) return false;
    const key = `l${depth}${positionKey(pos)}`;
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    this.nodes++;
    let r = true;
    for (const m of moves)
      if (!this.wins(play(pos, m), depth - 1)) {
        r = false;
        break;
      }
    this.memo.set(key, r);
    return r;
  }
}

/** Half a turn and the colours swapped: the same position for the rules, the other side to move. */
export function turned(pos: Position): Position {
  const n = pos.variant.geometry.squares;
  const out = emptyPosition(pos.variant, pos.turn === 'white' ? 'black' : 'white');
  const cells = out.cells as Int8Array;
  for (let sq = 1; sq <= n; sq++) {
    const v = pos.cells[sq];
    if (v) cells[n + 1 - sq] = v ^ 3; // swap the colour bits (1 ↔ 2), keep the king bit
  }
  return out;
}
