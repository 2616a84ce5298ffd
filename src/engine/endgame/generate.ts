/**
 * Retrograde analysis: the exact value of every position with few pieces, by the engine's own rules.
 *
 * The moves of every position come from the rules' generator (movegen.ts legalCaptures and
 * quietMovesInto), so the tables hold exactly the engine's game: compulsory capture, each variant's
 * precedence, men that cannot take kings in Italian, crowning that ends a capture, flying kings. No
 * move is ever generated backwards: the predecessors a retrograde pass needs are the reversed list of the
 * forward moves, built once per group of signatures.
 *
 * Order. A capture leaves fewer pieces, a promotion fewer men, and every other move (a quiet, uncrowning
 * move) keeps the material, with the sides' roles swapped. So the signatures of one piece count are solved
 * in groups {wm wk bm bk, bm bk wm wk}, fewest men first, after every smaller piece count: a move out of
 * the group always lands in a position already solved.
 *
 * Within a group, values are settled in order of distance, as a breadth-first search from the ends of the
 * game: a position is lost in d plies when every move leads to a win for the opponent, the longest in
 * d − 1; won in d plies when some move leads to a loss for the opponent in d − 1, the shortest. Whatever is
 * never settled is a draw (neither side can force the end of the game). The distance is the number of
 * plies to the end of the game (the loser left with no legal move) with the winner hurrying and the loser
 * delaying, counting captures and promotions as ordinary plies; see index.ts for what it does not count.
 *
 * Values are stored one byte per slot: 0 a draw (or a slot that is no position), otherwise plies + 1. The
 * parity of the plies is the result: odd a win for the side to move, even a loss.
 */
import { legalCaptures, MAX_QUIET_MOVES, quietMovesInto } from '../rules/movegen';
import { BLACK, KING, type Position, WHITE } from '../rules/position';
import type { Variant } from '../rules/variants';
import {
  combinations,
  groupIndex,
  type Layout,
  MAX_TABLE_PIECES,
  materialKey,
  type Signature,
  variantLayout,
} from './layout';

/** The largest distance a byte holds (plies + 1 ≤ 255). */
export const MAX_PLIES = 254;

/** Value bytes of every slot of one piece count, and which signatures are solved. */
export interface SolvedTable {
  readonly pieces: number;
  /** one byte per slot: 0 draw, else plies + 1 */
  readonly values: Uint8Array;
  /** solved[signature id] = 1 once its group is solved */
  readonly solved: Uint8Array;
}

export interface GenerateOptions {
  /** the largest piece count to solve (every smaller one is solved too) */
  readonly maxPieces: number;
  /**
   * at the largest piece count, solve only the groups with at most this many men (and so everything they
   * depend on); tests use it to solve one corner of a large table (default: all)
   */
  readonly maxMen?: number;
  /** called after each group of signatures, for progress */
  readonly onGroup?: (sig: Signature, seconds: number) => void;
}

/** Tables by piece count (index 0 and 1 unused). */
export type SolvedTables = ReadonlyArray<SolvedTable | undefined>;

/** Solve every table of `variant` up to `options.maxPieces` pieces. */
export function generateEndgame(variant: Variant, options: GenerateOptions): SolvedTable[] {
  const layout = variantLayout(variant);
  if (options.maxPieces > MAX_TABLE_PIECES || options.maxPieces < 2)
    throw new RangeError(`maxPieces must be 2 to ${MAX_TABLE_PIECES}`);
  const gen = new Generator(variant, layout);
  const tables: SolvedTable[] = [];
  for (let n = 2; n <= options.maxPieces; n++) {
    const pc = layout.byPieces[n];
    const table: SolvedTable = {
      pieces: n,
      values: new Uint8Array(pc.entries),
      solved: new Uint8Array(pc.signatures.length),
    };
    tables[n] = table;
    gen.tables = tables;
    const maxMen = n === options.maxPieces ? (options.maxMen ?? n) : n;
    const order = [...pc.signatures].sort((a, b) => a.men - b.men || a.id - b.id);
    for (const sig of order) {
      if (sig.men > maxMen || table.solved[sig.id]) continue;
      const start = Date.now();
      gen.solveGroup(n, sig);
      options.onGroup?.(sig, (Date.now() - start) / 1000);
    }
  }
  return tables;
}

/** Growable Int32 list (no per-element allocation). */
class IntList {
  data: Int32Array;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Int32Array(capacity);
  }
  push(x: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = x;
  }
}

const NO_WIN = 0xffff;
const HAS_DRAW = 1;
const INVALID = 2;

class Generator {
  readonly variant: Variant;
  readonly layout: Layout;
  tables: SolvedTable[] = [];
  private readonly squares: number;
  private readonly half: number;
  private readonly pos: Position;
  private readonly cells: Int8Array;
  private readonly quiet = new Int32Array(MAX_QUIET_MOVES);
  /** the pieces of the position being expanded: squares and cell codes */
  private readonly psq = new Int32Array(MAX_TABLE_PIECES);
  private readonly pcode = new Int32Array(MAX_TABLE_PIECES);
  private np = 0;
  /** scratch for a child's groups */
  private readonly csq = new Int32Array(4 * MAX_TABLE_PIECES);
  private readonly clen = new Int32Array(4);
  private readonly sigByKey: Array<Signature | undefined>[] = [];
  private readonly combos = new Map<string, Uint8Array>();
  private readonly capSquares = new Int32Array(64);

  constructor(variant: Variant, layout: Layout) {
    this.variant = variant;
    this.layout = layout;
    this.squares = layout.squares;
    this.half = layout.half;
    this.cells = new Int8Array(layout.squares + 1);
    this.pos = { variant, turn: 'white', cells: this.cells };
    for (let n = 0; n <= MAX_TABLE_PIECES; n++) {
      const byKey: Array<Signature | undefined> = new Array(625);
      for (const s of layout.byPieces[n].signatures) byKey[materialKey(s.wm, s.wk, s.bm, s.bk)] = s;
      this.sigByKey.push(byKey);
    }
  }

  private combinationsOf(m: number, k: number): Uint8Array {
    const key = `${m}/${k}`;
    let c = this.combos.get(key);
    if (!c) {
      c = combinations(m, k);
      this.combos.set(key, c);
    }
    return c;
  }

  /**
   * The child of the current position (pieces in psq/pcode, White to move) after a move from `from` to `to`
   * taking the `ncap` pieces on capSquares: its slot in the table of `childPieces` pieces, signature
   * `childSig`, canonical form (the opponent to move, turned to White). −1 when the side to move in the
   * child has no piece left: a loss in 0.
   */
  childPieces = 0;
  childSig: Signature | undefined;
  private child(from: number, to: number, promotes: boolean, ncap: number): number {
    const { psq, pcode, csq, clen, squares, half, capSquares } = this;
    clen[0] = 0;
    clen[1] = 0;
    clen[2] = 0;
    clen[3] = 0;
    let n = 0;
    for (let i = 0; i < this.np; i++) {
      let sq = psq[i];
      let code = pcode[i];
      let taken = false;
      for (let c = 0; c < ncap; c++) if (capSquares[c] === sq) taken = true;
      if (taken) continue;
      if (sq === from) {
        sq = to;
        if (promotes) code |= KING;
      }
      n++;
      // In the child Black (here) is to move: half a turn and the colours swapped make it White.
      const s = squares + 1 - sq;
      const white = (code & BLACK) !== 0;
      const king = (code & KING) !== 0;
      const z = king ? s - 1 : white ? s - half - 1 : s - 1;
      const g = (white ? 0 : 2) + (king ? 1 : 0);
      csq[g * MAX_TABLE_PIECES + clen[g]++] = z;
    }
    if (clen[0] + clen[1] === 0) return -1;
    const sig = this.sigByKey[n][materialKey(clen[0], clen[1], clen[2], clen[3])] as Signature;
    this.childPieces = n;
    this.childSig = sig;
    return sig.offset + groupIndex(sig, csq, clen);
  }

  solveGroup(n: number, first: Signature): void {
    const table = this.tables[n];
    const other = this.sigByKey[n][materialKey(first.bm, first.bk, first.wm, first.wk)] as Signature;
    const sigs = other === first ? [first] : [first, other];
    const sizeA = first.size;
    const total = sigs.reduce((s, g) => s + g.size, 0);
    const globalOf = (local: number) =>
      local < sizeA ? first.offset + local : other.offset + (local - sizeA);

    const count = new Uint8Array(total);
    const flags = new Uint8Array(total);
    const bestWin = new Uint16Array(total).fill(NO_WIN);
    const maxLoss = new Uint16Array(total);
    const done = new Uint8Array(total);
    // Forward edges inside the group, by parent (CSR), then reversed.
    const fwdStart = new Int32Array(total + 1);
    const fwd = new IntList(total * 4);
    const seeds = new IntList(1024);

    const { cells, psq, pcode } = this;
    const ranks = new Int32Array(4);
    let local = 0;
    for (const sig of sigs) {
      const groups: Array<{ k: number; combos: Uint8Array; count: number; code: number; man: boolean }> = [
        {
          k: sig.wm,
          combos: this.combinationsOf(this.layout.manSquares, sig.wm),
          count: sig.radix[0],
          code: WHITE,
          man: true,
        },
        {
          k: sig.wk,
          combos: this.combinationsOf(this.squares, sig.wk),
          count: sig.radix[1],
          code: WHITE | KING,
          man: false,
        },
        {
          k: sig.bm,
          combos: this.combinationsOf(this.layout.manSquares, sig.bm),
          count: sig.radix[2],
          code: BLACK,
          man: true,
        },
        {
          k: sig.bk,
          combos: this.combinationsOf(this.squares, sig.bk),
          count: sig.radix[3],
          code: BLACK | KING,
          man: false,
        },
      ];
      // Square of zero-based item z of each group: White men skip the crowning row (row 0).
      const squareOf = [this.half + 1, 1, 1, 1];
      const [g0, g1, g2, g3] = groups;
      for (let r0 = 0; r0 < g0.count; r0++)
        for (let r1 = 0; r1 < g1.count; r1++)
          for (let r2 = 0; r2 < g2.count; r2++)
            for (let r3 = 0; r3 < g3.count; r3++, local++) {
              fwdStart[local] = fwd.length;
              // Place the pieces; two on one square make no position.
              this.np = 0;
              let clash = false;
              ranks[0] = r0;
              ranks[1] = r1;
              ranks[2] = r2;
              ranks[3] = r3;
              for (let g = 0; g < 4; g++) {
                const grp = groups[g];
                for (let i = 0; i < grp.k; i++) {
                  const sq = grp.combos[ranks[g] * grp.k + i] + squareOf[g];
                  if (cells[sq] !== 0) clash = true;
                  cells[sq] = grp.code;
                  psq[this.np] = sq;
                  pcode[this.np++] = grp.code;
                }
              }
              if (!clash) this.expand(local, table, sigs, count, flags, bestWin, maxLoss, fwd, seeds);
              else flags[local] = INVALID;
              for (let i = 0; i < this.np; i++) cells[psq[i]] = 0;
            }
    }
    fwdStart[total] = fwd.length;

    // Reverse the edges: parents of each position.
    const revStart = new Int32Array(total + 1);
    const fwdData = fwd.data;
    for (let e = 0; e < fwd.length; e++) revStart[fwdData[e] + 1]++;
    for (let i = 0; i < total; i++) revStart[i + 1] += revStart[i];
    const rev = new Int32Array(fwd.length);
    const fill = revStart.slice(0, total);
    for (let p = 0; p < total; p++)
      for (let e = fwdStart[p]; e < fwdStart[p + 1]; e++) rev[fill[fwdData[e]]++] = p;

    // Settle by distance. buckets[d] holds candidates for distance d (re-checked when taken).
    const buckets: IntList[] = [];
    const bucket = (d: number) => {
      if (d > MAX_PLIES) throw new RangeError(`endgame distance above ${MAX_PLIES} plies`);
      while (buckets.length <= d) buckets.push(new IntList(64));
      return buckets[d];
    };
    for (let i = 0; i < seeds.length; i++) {
      const p = seeds.data[i];
      bucket(bestWin[p] !== NO_WIN ? bestWin[p] : maxLoss[p]).push(p);
    }
    const values = table.values;
    for (let d = 0; d < buckets.length; d++) {
      const list = buckets[d];
      for (let i = 0; i < list.length; i++) {
        const p = list.data[i];
        if (done[p]) continue;
        done[p] = 1;
        values[globalOf(p)] = d + 1;
        const lost = (d & 1) === 0;
        for (let e = revStart[p]; e < revStart[p + 1]; e++) {
          const q = rev[e];
          if (done[q]) continue;
          if (lost) {
            if (bestWin[q] > d + 1) {
              bestWin[q] = d + 1;
              bucket(d + 1).push(q);
            }
          } else {
            if (d + 1 > maxLoss[q]) maxLoss[q] = d + 1;
            if (--count[q] === 0 && !(flags[q] & HAS_DRAW) && bestWin[q] === NO_WIN)
              bucket(maxLoss[q]).push(q);
          }
        }
      }
    }
    for (const sig of sigs) table.solved[sig.id] = 1;
  }

  /** Generate the moves of the position in `cells` and record what is known of its children. */
  private expand(
    p: number,
    table: SolvedTable,
    sigs: Signature[],
    count: Uint8Array,
    flags: Uint8Array,
    bestWin: Uint16Array,
    maxLoss: Uint16Array,
    fwd: IntList,
    seeds: IntList,
  ): void {
    const caps = legalCaptures(this.pos);
    const nmoves = caps.length > 0 ? caps.length : quietMovesInto(this.pos, this.quiet);
    if (nmoves === 0) {
      // No legal move: lost now.
      bestWin[p] = NO_WIN;
      maxLoss[p] = 0;
      seeds.push(p);
      return;
    }
    const sizeA = sigs[0].size;
    for (let m = 0; m < nmoves; m++) {
      let slot: number;
      if (caps.length > 0) {
        const mv = caps[m];
        for (let c = 0; c < mv.captures.length; c++) this.capSquares[c] = mv.captures[c];
        slot = this.child(mv.from, mv.to, mv.promotes, mv.captures.length);
      } else {
        const code = this.quiet[m];
        slot = this.child(code & 0xff, (code >> 8) & 0xff, (code & 0x10000) !== 0, 0);
      }
      let v: number;
      if (slot < 0) v = 1;
      else {
        const sig = this.childSig as Signature;
        if (this.childPieces === table.pieces && (sig === sigs[0] || sig === sigs[1])) {
          // Inside the group: settled later, through the reversed edge.
          fwd.push(sig === sigs[0] ? slot - sig.offset : sizeA + slot - sig.offset);
          count[p]++;
          continue;
        }
        const t = this.tables[this.childPieces];
        if (!t?.solved[sig.id]) throw new Error('endgame: a child table is not solved yet');
        v = t.values[slot];
      }
      if (v === 0) flags[p] |= HAS_DRAW;
      else if (((v - 1) & 1) === 0) {
        // The opponent is lost in v − 1: we win in v.
        if (v < bestWin[p]) bestWin[p] = v;
      } else if (v > maxLoss[p]) maxLoss[p] = v;
    }
    if (bestWin[p] !== NO_WIN || (count[p] === 0 && !(flags[p] & HAS_DRAW))) seeds.push(p);
  }
}
