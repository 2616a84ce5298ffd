/**
 * The search board: the AI's private copy of a position, changed in place by make/unmake. It has the shape
 * of a Position (variant, turn, cells), so the rules' own generator (movegen.ts legalMoves) runs on it
 * directly; make/unmake keep the Zobrist key and the piece counts up to date incrementally.
 */
import { BLACK as B, KING as K, type Position } from '../position';
import type { Color, Move } from '../types';
import type { Variant } from '../variants';
import { hashCells, SIDE_HI as SH, SIDE_LO as SL, ZHI as ZH, ZLO as ZL } from './zobrist';

// Local copies: hot code reads module-local bindings (some loaders turn imports into getter calls).
const ZLO = ZL;
const ZHI = ZH;
const SIDE_LO = SL;
const SIDE_HI = SH;
const BLACK = B;
const KING = K;

export class SearchBoard {
  readonly variant: Variant;
  turn: Color;
  readonly cells: Int8Array;
  lo = 0;
  hi = 0;
  /** piece counts: [white men, white kings, black men, black kings] */
  readonly count = new Int32Array(4);
  /** codes of captured pieces, a stack shared by all plies (unmake pops them) */
  private removed = new Int8Array(4096);
  private removedTop = 0;

  constructor(pos: Position) {
    this.variant = pos.variant;
    this.turn = pos.turn;
    this.cells = pos.cells.slice();
    [this.lo, this.hi] = hashCells(this.cells, this.turn === 'black');
    for (let sq = 1; sq < this.cells.length; sq++) {
      const c = this.cells[sq];
      if (c) this.count[countIndex(c)]++;
    }
  }

  make(m: Move): void {
    const cells = this.cells;
    const moving = cells[m.from];
    let lo = this.lo ^ ZLO[m.from * 8 + moving] ^ SIDE_LO;
    let hi = this.hi ^ ZHI[m.from * 8 + moving] ^ SIDE_HI;
    cells[m.from] = 0;
    const caps = m.captures;
    for (let i = 0; i < caps.length; i++) {
      const sq = caps[i];
      const c = cells[sq];
      this.removed[this.removedTop++] = c;
      lo ^= ZLO[sq * 8 + c];
      hi ^= ZHI[sq * 8 + c];
      this.count[countIndex(c)]--;
      cells[sq] = 0;
    }
    const placed = m.promotes ? moving | KING : moving;
    cells[m.to] = placed;
    lo ^= ZLO[m.to * 8 + placed];
    hi ^= ZHI[m.to * 8 + placed];
    if (m.promotes) {
      this.count[countIndex(moving)]--;
      this.count[countIndex(placed)]++;
    }
    this.lo = lo;
    this.hi = hi;
    this.turn = this.turn === 'white' ? 'black' : 'white';
  }

  unmake(m: Move): void {
    const cells = this.cells;
    const placed = cells[m.to];
    const moving = m.promotes ? placed & ~KING : placed;
    let lo = this.lo ^ ZLO[m.to * 8 + placed] ^ SIDE_LO ^ ZLO[m.from * 8 + moving];
    let hi = this.hi ^ ZHI[m.to * 8 + placed] ^ SIDE_HI ^ ZHI[m.from * 8 + moving];
    cells[m.to] = 0;
    if (m.promotes) {
      this.count[countIndex(placed)]--;
      this.count[countIndex(moving)]++;
    }
    const caps = m.captures;
    for (let i = caps.length - 1; i >= 0; i--) {
      const sq = caps[i];
      const c = this.removed[--this.removedTop];
      cells[sq] = c;
      lo ^= ZLO[sq * 8 + c];
      hi ^= ZHI[sq * 8 + c];
      this.count[countIndex(c)]++;
    }
    cells[m.from] = moving;
    this.lo = lo;
    this.hi = hi;
    this.turn = this.turn === 'white' ? 'black' : 'white';
  }
}

/** index into SearchBoard.count for a cell code */
export function countIndex(code: number): number {
  return (code & BLACK ? 2 : 0) + (code & KING ? 1 : 0);
}
