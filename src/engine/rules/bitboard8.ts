/**
 * Bitboards for 32-square boards with short kings (Italian, English): a fast perft walker, nothing else.
 * Bit i stands for square i + 1. A diagonal step is a shift whose amount depends on the row parity of the
 * source square (RULES §2.2, §4.2), so each direction is two masked shifts. The masks and amounts are read
 * off geometry.ts's step table, never written by hand, so a shift reaches exactly the neighbours the
 * mailbox engine uses. Capture sequences, precedence and de-duplication stay in movegen.ts, run on a cell
 * array kept in step with the bitboards. For speed, though, the walker restates two pieces of rules
 * knowledge in bitboard form: the quiet moves (a man one step forward, a king one step any way, as
 * quietMovesInto) and the preconditions of a first jump (an enemy next to the piece, the square beyond it
 * empty, which men may jump backwards or take kings: `jumpers`, movegen's canJumpFrom for all pieces at
 * once). Those copies are held to movegen by differential tests: tests/unit/engine/bitboard8.test.ts checks
 * `jumpers` and the bulk count against movegen on every Italian and English reference position and perft
 * against the mailbox walker, and tests/unit/engine/perft.test.ts checks the published counts.
 */
import type { Geometry } from './geometry';
import {
  applyPrecedence as applyPrecedenceImport,
  type CaptureSequence,
  captureSequences as captureSequencesImport,
  dedupe as dedupeImport,
} from './movegen';
import { BLACK as B, KING as K, type Position, WHITE as W } from './position';
import type { Color } from './types';

type Scratch = { variant: Position['variant']; turn: Color; cells: Int8Array };

// Module-local copies of imported bindings: some loaders (tsx, Vitest) turn them into getter calls.
const applyPrecedence = applyPrecedenceImport;
const captureSequences = captureSequencesImport;
const dedupe = dedupeImport;
const WHITE = W;
const BLACK = B;
const KING = K;

/** Number of set bits of a 32-bit int, without branches. */
export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  v = (v + (v >>> 4)) & 0x0f0f0f0f;
  return Math.imul(v, 0x01010101) >>> 24;
}

/**
 * One direction as two masked shifts: sources in `mask[k]` move by `offset[k]` squares (negative = up,
 * towards square 1). A group that no square needs has mask 0.
 */
export interface DirectionShift {
  readonly mask: readonly [number, number];
  readonly offset: readonly [number, number];
}

/** The four directions (geometry.ts order: up-left, up-right, down-left, down-right) as masked shifts. */
export function directionShifts(g: Geometry): DirectionShift[] {
  if (g.squares !== 32) throw new RangeError(`bitboard8: needs a 32-square board, not ${g.squares}`);
  const out: DirectionShift[] = [];
  for (let d = 0; d < 4; d++) {
    const groups = new Map<number, number>();
    for (let sq = 1; sq <= 32; sq++) {
      const t = g.step[sq * 4 + d];
      if (!t) continue;
      groups.set(t - sq, (groups.get(t - sq) ?? 0) | (1 << (sq - 1)));
    }
    const offsets = [...groups.keys()];
    // Up steps must shift right and down steps left, and a row holds 4 squares: at most two offsets.
    if (offsets.length > 2 || offsets.some((o) => (d < 2 ? o >= 0 : o <= 0))) {
      throw new Error(`bitboard8: unexpected step offsets ${offsets.join(',')} in direction ${d}`);
    }
    while (offsets.length < 2) offsets.push(d < 2 ? -1 : 1);
    out.push({
      mask: [groups.get(offsets[0]) ?? 0, groups.get(offsets[1]) ?? 0],
      offset: [offsets[0], offsets[1]],
    });
  }
  return out;
}

/** Move every set bit of `bb` one step in direction `d`; bits with no neighbour there vanish. */
export function shiftBits(shifts: readonly DirectionShift[], bb: number, d: number): number {
  const { mask, offset } = shifts[d];
  let out = 0;
  for (let k = 0; k < 2; k++) {
    const o = offset[k];
    out |= o < 0 ? (bb & mask[k]) >>> -o : (bb & mask[k]) << o;
  }
  return out;
}

/** White, black and king bitboards of a cell array (index = square number). */
export function boardBits(cells: Int8Array): { white: number; black: number; kings: number } {
  let white = 0;
  let black = 0;
  let kings = 0;
  for (let sq = 1; sq <= 32; sq++) {
    const v = cells[sq];
    const bit = 1 << (sq - 1);
    if (v & WHITE) white |= bit;
    if (v & BLACK) black |= bit;
    if (v & KING) kings |= bit;
  }
  return { white, black, kings };
}

/**
 * The perft walker (exported for its tests). Shift amounts and masks are fields of one monomorphic object (one per geometry), so
 * the hot functions read them without lookups. Up directions shift right (>>>), down directions left.
 */
export class Walker8 {
  // up-left, up-right (amounts for >>>), down-left, down-right (amounts for <<)
  readonly ulM0: number;
  readonly ulS0: number;
  readonly ulM1: number;
  readonly ulS1: number;
  readonly urM0: number;
  readonly urS0: number;
  readonly urM1: number;
  readonly urS1: number;
  readonly dlM0: number;
  readonly dlS0: number;
  readonly dlM1: number;
  readonly dlS1: number;
  readonly drM0: number;
  readonly drS0: number;
  readonly drM1: number;
  readonly drS1: number;

  white = 0;
  black = 0;
  kings = 0;
  /** men may take kings (false in Italian, FID Art. 5.3 b) */
  menTakeKings = true;
  /** men capture backwards too (no 32-square short-king variant does, but the rules are data) */
  menBackward = false;
  /** the squares where a man of each colour is crowned (geometry's last rows, as in quietMovesInto) */
  readonly whitePromotion: number;
  readonly blackPromotion: number;
  /** the mailbox copy kept in step with the bitboards, for the capture generator */
  scratch!: Scratch;

  /** Set the walker on a position (bitboards, rules that matter here, and a scratch copy of the cells). */
  load(pos: Position): this {
    const { white, black, kings } = boardBits(pos.cells);
    this.white = white;
    this.black = black;
    this.kings = kings;
    this.menTakeKings = pos.variant.rules.menCaptureKings;
    this.menBackward = pos.variant.rules.menCaptureBackward;
    this.scratch = { variant: pos.variant, turn: pos.turn, cells: pos.cells.slice() };
    return this;
  }

  constructor(g: Geometry) {
    let white = 0;
    let black = 0;
    for (let sq = 1; sq <= 32; sq++) {
      if (g.row[sq] === 0) white |= 1 << (sq - 1);
      if (g.row[sq] === g.size - 1) black |= 1 << (sq - 1);
    }
    this.whitePromotion = white;
    this.blackPromotion = black;
    const s = directionShifts(g);
    [this.ulM0, this.ulM1] = s[0].mask;
    [this.ulS0, this.ulS1] = [-s[0].offset[0], -s[0].offset[1]];
    [this.urM0, this.urM1] = s[1].mask;
    [this.urS0, this.urS1] = [-s[1].offset[0], -s[1].offset[1]];
    [this.dlM0, this.dlM1] = s[2].mask;
    [this.dlS0, this.dlS1] = s[2].offset;
    [this.drM0, this.drM1] = s[3].mask;
    [this.drS0, this.drS1] = s[3].offset;
  }

  ul(b: number): number {
    return ((b & this.ulM0) >>> this.ulS0) | ((b & this.ulM1) >>> this.ulS1);
  }
  ur(b: number): number {
    return ((b & this.urM0) >>> this.urS0) | ((b & this.urM1) >>> this.urS1);
  }
  dl(b: number): number {
    return ((b & this.dlM0) << this.dlS0) | ((b & this.dlM1) << this.dlS1);
  }
  dr(b: number): number {
    return ((b & this.drM0) << this.drS0) | ((b & this.drM1) << this.drS1);
  }

  /**
   * The pieces of the side to move that have a first jump (movegen's canJumpFrom, for all pieces at once):
   * a piece jumps in direction d when the square beyond an enemy in d is empty, so walk back from the
   * empty squares over the enemies (the opposite direction of a step is its inverse).
   */
  jumpers(white: boolean): number {
    const own = white ? this.white : this.black;
    const enemy = white ? this.black : this.white;
    const empty = ~(this.white | this.black);
    const kings = own & this.kings;
    const men = own & ~this.kings;
    const prey = this.menTakeKings ? enemy : enemy & ~this.kings;
    const up = white || this.menBackward ? men : 0;
    const down = !white || this.menBackward ? men : 0;
    let out =
      (up & (this.dr(this.dr(empty) & prey) | this.dl(this.dl(empty) & prey))) |
      (down & (this.ur(this.ur(empty) & prey) | this.ul(this.ul(empty) & prey)));
    if (kings !== 0) {
      out |=
        kings &
        (this.dr(this.dr(empty) & enemy) |
          this.dl(this.dl(empty) & enemy) |
          this.ur(this.ur(empty) & enemy) |
          this.ul(this.ul(empty) & enemy));
    }
    return out;
  }

  /**
   * Every legal capture, as movegen's legalCaptures builds it (precedence, then de-duplication), with the
   * search started only from the pieces in `jumpers`.
   */
  captures(jumpers: number): CaptureSequence[] {
    const pos = this.scratch;
    let seqs: CaptureSequence[] = [];
    for (let b = jumpers; b !== 0; b &= b - 1) {
      const found = captureSequences(pos, 32 - Math.clz32(b & -b));
      seqs = seqs.length === 0 ? found : seqs.concat(found);
    }
    return seqs.length <= 1 ? seqs : dedupe(applyPrecedence(pos.variant, seqs));
  }

  /** The number of legal moves of the side to move (perft's last ply). */
  count(white: boolean): number {
    const j = this.jumpers(white);
    return j === 0 ? this.quietCount(white) : this.captures(j).length;
  }

  /** The number of quiet moves of one side: legal only when it has no capture. */
  quietCount(white: boolean): number {
    const empty = ~(this.white | this.black);
    const own = white ? this.white : this.black;
    const kings = own & this.kings;
    const men = own & ~this.kings;
    let n = white
      ? popcount(this.ul(men) & empty) + popcount(this.ur(men) & empty)
      : popcount(this.dl(men) & empty) + popcount(this.dr(men) & empty);
    if (kings !== 0) {
      n +=
        popcount(this.ul(kings) & empty) +
        popcount(this.ur(kings) & empty) +
        popcount(this.dl(kings) & empty) +
        popcount(this.dr(kings) & empty);
    }
    return n;
  }

  walk(depth: number): number {
    const pos = this.scratch;
    const turn = pos.turn;
    const isWhite = turn === 'white';
    if (depth === 1) return this.count(isWhite);
    const other: Color = isWhite ? 'black' : 'white';
    const cells = pos.cells;
    const white0 = this.white;
    const black0 = this.black;
    const kings0 = this.kings;
    let total = 0;
    const jumpers = this.jumpers(isWhite);
    if (jumpers !== 0) {
      const enemyCode = isWhite ? BLACK : WHITE;
      for (const m of this.captures(jumpers)) {
        const from = 1 << (m.from - 1);
        const to = 1 << (m.to - 1);
        let caps = 0;
        for (let i = 0; i < m.captures.length; i++) caps |= 1 << (m.captures[i] - 1);
        // from === to when a king's tour ends where it began (EN-4): clear `from` first, then set `to`.
        if (isWhite) {
          this.white = (white0 & ~from) | to;
          this.black = black0 & ~caps;
        } else {
          this.black = (black0 & ~from) | to;
          this.white = white0 & ~caps;
        }
        this.kings = kings0 & ~caps & ~from;
        if (kings0 & from || m.promotes) this.kings |= to;
        const v = cells[m.from];
        cells[m.from] = 0;
        for (let i = 0; i < m.captures.length; i++) cells[m.captures[i]] = 0;
        cells[m.to] = m.promotes ? v | KING : v;
        pos.turn = other;
        total += this.walk(depth - 1);
        pos.turn = turn;
        // Unmake: the captured pieces are all the opponent's; the saved king bitboard tells their rank.
        cells[m.to] = 0;
        for (let i = 0; i < m.captures.length; i++) {
          const c = m.captures[i];
          cells[c] = enemyCode | (kings0 & (1 << (c - 1)) ? KING : 0);
        }
        cells[m.from] = v;
      }
      this.white = white0;
      this.black = black0;
      this.kings = kings0;
      return total;
    }
    // Quiet moves straight from the bitboards: men one step forward, kings one step any way (quietCount).
    const own = isWhite ? white0 : black0;
    const empty = ~(white0 | black0);
    const men = own & ~kings0;
    const kings = own & kings0;
    if (isWhite) {
      total += this.quiet(depth, isWhite, men & this.ulM0, this.ulS0, true, empty);
      total += this.quiet(depth, isWhite, men & this.ulM1, this.ulS1, true, empty);
      total += this.quiet(depth, isWhite, men & this.urM0, this.urS0, true, empty);
      total += this.quiet(depth, isWhite, men & this.urM1, this.urS1, true, empty);
    } else {
      total += this.quiet(depth, isWhite, men & this.dlM0, this.dlS0, false, empty);
      total += this.quiet(depth, isWhite, men & this.dlM1, this.dlS1, false, empty);
      total += this.quiet(depth, isWhite, men & this.drM0, this.drS0, false, empty);
      total += this.quiet(depth, isWhite, men & this.drM1, this.drS1, false, empty);
    }
    if (kings !== 0) {
      total += this.quiet(depth, isWhite, kings & this.ulM0, this.ulS0, true, empty);
      total += this.quiet(depth, isWhite, kings & this.ulM1, this.ulS1, true, empty);
      total += this.quiet(depth, isWhite, kings & this.urM0, this.urS0, true, empty);
      total += this.quiet(depth, isWhite, kings & this.urM1, this.urS1, true, empty);
      total += this.quiet(depth, isWhite, kings & this.dlM0, this.dlS0, false, empty);
      total += this.quiet(depth, isWhite, kings & this.dlM1, this.dlS1, false, empty);
      total += this.quiet(depth, isWhite, kings & this.drM0, this.drS0, false, empty);
      total += this.quiet(depth, isWhite, kings & this.drM1, this.drS1, false, empty);
    }
    return total;
  }

  /** Play and walk every quiet move of `movers` (already masked to one shift group) by `amount` up or down. */
  quiet(depth: number, isWhite: boolean, movers: number, amount: number, up: boolean, empty: number): number {
    if (movers === 0) return 0;
    const white0 = this.white;
    const black0 = this.black;
    const kings0 = this.kings;
    const promotion = isWhite ? this.whitePromotion : this.blackPromotion;
    const pos = this.scratch;
    const cells = pos.cells;
    let total = 0;
    for (
      let targets = (up ? movers >>> amount : movers << amount) & empty;
      targets !== 0;
      targets &= targets - 1
    ) {
      const toBit = targets & -targets;
      const fromBit = up ? toBit << amount : toBit >>> amount;
      const king = (kings0 & fromBit) !== 0;
      const promotes = !king && (toBit & promotion) !== 0;
      if (isWhite) this.white = white0 ^ fromBit ^ toBit;
      else this.black = black0 ^ fromBit ^ toBit;
      if (king) this.kings = kings0 ^ fromBit ^ toBit;
      else if (promotes) this.kings = kings0 | toBit;
      // The last ply needs the cell array only when the reply is a capture.
      if (depth === 2 && this.jumpers(!isWhite) === 0) {
        total += this.quietCount(!isWhite);
      } else {
        const from = 32 - Math.clz32(fromBit);
        const to = 32 - Math.clz32(toBit);
        const v = cells[from];
        cells[from] = 0;
        cells[to] = promotes ? v | KING : v;
        pos.turn = isWhite ? 'black' : 'white';
        total += this.walk(depth - 1);
        pos.turn = isWhite ? 'white' : 'black';
        cells[to] = 0;
        cells[from] = v;
      }
      this.white = white0;
      this.black = black0;
      this.kings = kings0;
    }
    return total;
  }
}

const walkers = new Map<Geometry, Walker8>();

/** Perft on a 32-square board with short kings; the caller checks the variant (see perft.ts). */
export function perft8(pos: Position, depth: number): number {
  if (depth <= 0) return 1;
  const g = pos.variant.geometry;
  let w = walkers.get(g);
  if (!w) {
    w = new Walker8(g);
    walkers.set(g, w);
  }
  return w.load(pos).walk(depth);
}
