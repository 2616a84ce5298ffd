/**
 * The search board: the AI's private copy of a position, changed in place by make/unmake. It has the shape
 * of a Position (variant, turn, cells), so the rules' own generator (movegen.ts legalMoves) runs on it
 * directly; make/unmake keep the Zobrist key, the piece counts and the draw counters of RULES §0.3 up to
 * date incrementally.
 */

import type { Color, Move, Variant } from '../../../src/engine';
import {
  BLACK as B,
  type DrawCounters,
  type EndgameRule,
  endgameRuleOf,
  isReversible as isReversibleImpl,
  KING as K,
  type Position,
} from '../../../src/engine';
import { hashCells, SIDE_HI as SH, SIDE_LO as SL, ZHI as ZH, ZLO as ZL } from './zobrist';

// Local copies: hot code reads module-local bindings (some loaders turn imports into getter calls).
const ZLO = ZL;
const ZHI = ZH;
const SIDE_LO = SL;
const SIDE_HI = SH;
const BLACK = B;
const KING = K;
const isReversible = isReversibleImpl;

/** `SearchBoard.endgame` codes of the FMJD endgame configurations */
export const NO_ENDGAME = 0;
export const SIXTEEN_MOVES = 1;
export const FIVE_MOVES = 2;
const ENDGAME_CODE: Readonly<Record<EndgameRule, number>> = {
  'sixteen-moves': SIXTEEN_MOVES,
  'five-moves': FIVE_MOVES,
};
/** deepest line of moves made and not yet unmade (the search stops at 128 plies) */
const MAX_MADE = 1024;

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
  /**
   * Plies since the last capture or man move, as `DrawCounters.quietPlies`: every move but a quiet king move
   * restarts it [FID-10old; WCDF 1.32.2; FMJD 6.2]. While it is above 0 the moves since then are all
   * reversible, so only the last `quiet` positions can come back.
   */
  quiet = 0;
  /** International (FMJD 6.3/6.4): the configuration on the board (NO_ENDGAME, SIXTEEN_MOVES, FIVE_MOVES) */
  endgame = NO_ENDGAME;
  /** plies played in that configuration, as `DrawCounters.endgame.plies` */
  endgamePlies = 0;
  /** whether the variant has the FMJD endgame rules (only then is `endgame` kept) */
  private readonly endgameRules: boolean;
  /** the counters before each move made, packed, for unmake */
  private readonly saved = new Int32Array(MAX_MADE);
  private savedTop = 0;

  constructor(pos: Position, counters?: DrawCounters) {
    this.variant = pos.variant;
    this.turn = pos.turn;
    this.cells = pos.cells.slice();
    [this.lo, this.hi] = hashCells(this.cells, this.turn === 'black');
    for (let sq = 1; sq < this.cells.length; sq++) {
      const c = this.cells[sq];
      if (c) this.count[countIndex(c)]++;
    }
    this.endgameRules = pos.variant.rules.draws.endgameRules;
    if (counters) {
      this.quiet = Math.max(0, Math.min(10_000, counters.quietPlies | 0));
      if (this.endgameRules && counters.endgame) {
        this.endgame = ENDGAME_CODE[counters.endgame.rule];
        this.endgamePlies = Math.max(0, Math.min(10_000, counters.endgame.plies | 0));
      }
    }
    // With no counters, or counters that disagree with the pieces, the count starts here (as
    // gameFromPosition does): nothing is known about earlier moves.
    const rule = this.endgameRules ? this.endgameCode() : NO_ENDGAME;
    if (rule !== this.endgame) {
      this.endgame = rule;
      this.endgamePlies = 0;
    }
  }

  /** The FMJD 6.3/6.4 configuration of the pieces on the board, by game.ts's `endgameRuleOf`. */
  private endgameCode(): number {
    const c = this.count;
    const rule = endgameRuleOf(c[0], c[1], c[2], c[3]);
    return rule ? ENDGAME_CODE[rule] : NO_ENDGAME;
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

    // Draw counters, as game.ts playMove keeps them.
    this.saved[this.savedTop++] = this.quiet | (this.endgame << 16) | (this.endgamePlies << 18);
    this.quiet = isReversible(m, moving) ? this.quiet + 1 : 0;
    if (this.endgameRules) {
      // Only a capture or a promotion changes the configuration. Its count starts when it appears (the
      // move that creates it not counted) and goes on while it stays (RULES §3.7).
      if (caps.length > 0 || m.promotes) {
        const rule = this.endgameCode();
        this.endgamePlies = rule === this.endgame && rule !== NO_ENDGAME ? this.endgamePlies + 1 : 0;
        this.endgame = rule;
      } else if (this.endgame !== NO_ENDGAME) this.endgamePlies++;
    }
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
    const saved = this.saved[--this.savedTop];
    this.quiet = saved & 0xffff;
    this.endgame = (saved >>> 16) & 3;
    this.endgamePlies = saved >>> 18;
  }
}

/** index into SearchBoard.count for a cell code */
export function countIndex(code: number): number {
  return (code & BLACK ? 2 : 0) + (code & KING ? 1 : 0);
}
