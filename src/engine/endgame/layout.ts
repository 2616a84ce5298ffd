/**
 * How endgame positions are numbered: material signatures and a dense index within each.
 *
 * Every position is first put in its canonical form, the side to move as White: a position with Black to
 * move is turned by half a turn (square s becomes squares + 1 − s) and its colours are swapped. That is the
 * same position for the rules in all three games (their rules are the same for both colours, and the half
 * turn keeps the dark squares dark and each side's forward direction forward), so only White-to-move
 * positions are stored: half the table. The left-right mirror does not hold: on an even-sized board it
 * maps dark squares onto light ones (it maps the Italian board onto the English one, whose rules differ),
 * and the diagonal reflections reverse the men's direction; so no other symmetry is used.
 *
 * A signature is the material of a canonical position: White (to move) men and kings, Black men and
 * kings (`wm, wk, bm, bk`). Within one, a position's index is a mixed-radix number of four combination
 * ranks (colex order), one per group of like pieces: White men on the squares a White man may stand on
 * (not its crowning row), White kings on any square, and the same for Black. Two groups may name the same
 * square: such slots are not positions (about 1/6 of a 4-piece table) and are stored as draws, never read.
 */
import type { Position } from '../rules/position';
import type { Variant } from '../rules/variants';

/** The largest number of pieces any table covers (the layout code is written for up to 4). */
export const MAX_TABLE_PIECES = 4;

/** The material of a canonical (White to move) position. */
export interface Signature {
  /** White (the side to move) men, White kings, Black men, Black kings */
  readonly wm: number;
  readonly wk: number;
  readonly bm: number;
  readonly bk: number;
  /** pieces in all */
  readonly pieces: number;
  /** men in all (promotion lowers it: signatures with fewer men are solved first) */
  readonly men: number;
  /** positions (index slots) of this signature */
  readonly size: number;
  /** index of its first slot in the table of its piece count */
  readonly offset: number;
  /** number of combinations of each group: [wm, wk, bm, bk] */
  readonly radix: readonly [number, number, number, number];
  /** its place in the table's signature list */
  readonly id: number;
}

/** All signatures of one piece count, in table order, and the slots they take together. */
export interface PieceCountLayout {
  readonly pieces: number;
  readonly signatures: readonly Signature[];
  readonly entries: number;
}

/** The numbering of one board (size, squares); the rules do not change it. */
export interface Layout {
  /** playing squares: 32 or 50 */
  readonly squares: number;
  /** squares per row: 4 or 5 */
  readonly half: number;
  /** squares a man may stand on: all but its crowning row */
  readonly manSquares: number;
  /** layouts by piece count (index 0 and 1 unused) */
  readonly byPieces: readonly PieceCountLayout[];
  /** every signature by materialKey */
  readonly byKey: ReadonlyArray<Signature | undefined>;
}

const BINOM: number[][] = [];
for (let m = 0; m <= 64; m++) {
  BINOM.push([]);
  for (let k = 0; k <= MAX_TABLE_PIECES; k++) {
    BINOM[m].push(k === 0 ? 1 : m === 0 ? 0 : BINOM[m - 1][k - 1] + (k <= m - 1 ? BINOM[m - 1][k] : 0));
  }
}
/** C(m, k) for m ≤ 64, k ≤ 4, as a flat table: BINOM_FLAT[m * 5 + k] */
export const BINOM_FLAT = new Int32Array(65 * (MAX_TABLE_PIECES + 1));
for (let m = 0; m <= 64; m++)
  for (let k = 0; k <= MAX_TABLE_PIECES; k++) BINOM_FLAT[m * (MAX_TABLE_PIECES + 1) + k] = BINOM[m][k];

export const binomial = (m: number, k: number): number => BINOM[m][k];

/** The key of a signature's material, for lookups: wm + 5·wk + 25·bm + 125·bk. */
export const materialKey = (wm: number, wk: number, bm: number, bk: number): number =>
  wm + 5 * wk + 25 * bm + 125 * bk;

const layouts = new Map<number, Layout>();

/** The layout of a board of `squares` playing squares (`half` per row). */
export function layoutFor(squares: number, half: number): Layout {
  const hit = layouts.get(squares);
  if (hit) return hit;
  const manSquares = squares - half;
  const byPieces: PieceCountLayout[] = [];
  const byKey: Array<Signature | undefined> = new Array(625).fill(undefined);
  for (let n = 0; n <= MAX_TABLE_PIECES; n++) {
    const signatures: Signature[] = [];
    let offset = 0;
    if (n >= 2) {
      for (let wm = 0; wm <= n; wm++)
        for (let wk = 0; wm + wk <= n; wk++)
          for (let bm = 0; wm + wk + bm <= n; bm++) {
            const bk = n - wm - wk - bm;
            if (wm + wk === 0 || bm + bk === 0) continue;
            const radix: [number, number, number, number] = [
              binomial(manSquares, wm),
              binomial(squares, wk),
              binomial(manSquares, bm),
              binomial(squares, bk),
            ];
            const size = radix[0] * radix[1] * radix[2] * radix[3];
            signatures.push({
              wm,
              wk,
              bm,
              bk,
              pieces: n,
              men: wm + bm,
              size,
              offset,
              radix,
              id: signatures.length,
            });
            byKey[materialKey(wm, wk, bm, bk)] = signatures[signatures.length - 1];
            offset += size;
          }
    }
    byPieces.push({ pieces: n, signatures, entries: offset });
  }
  const layout: Layout = { squares, half, manSquares, byPieces, byKey };
  layouts.set(squares, layout);
  return layout;
}

const byVariant = new WeakMap<Variant, Layout>();
export function variantLayout(variant: Variant): Layout {
  let l = byVariant.get(variant);
  if (!l) {
    l = layoutFor(variant.geometry.squares, variant.geometry.size / 2);
    byVariant.set(variant, l);
  }
  return l;
}

/** The signature of a material in its piece count's layout, or undefined. */
export function findSignature(
  layout: Layout,
  wm: number,
  wk: number,
  bm: number,
  bk: number,
): Signature | undefined {
  if (wm + wk + bm + bk > MAX_TABLE_PIECES) return undefined;
  return layout.byKey[materialKey(wm, wk, bm, bk)];
}

/**
 * Every combination of `k` of `m` items in colex rank order, `k` bytes each: combos[r * k + i] is the i-th
 * smallest item of the combination of rank r.
 */
export function combinations(m: number, k: number): Uint8Array {
  const total = binomial(m, k);
  const out = new Uint8Array(total * k);
  if (k === 0) return out;
  const c = new Int32Array(k);
  for (let i = 0; i < k; i++) c[i] = i;
  for (let r = 0; r < total; r++) {
    for (let i = 0; i < k; i++) out[r * k + i] = c[i];
    // Colex successor: raise the lowest element that can rise, reset those below it.
    let i = 0;
    while (i < k - 1 && c[i] + 1 === c[i + 1]) {
      c[i] = i;
      i++;
    }
    c[i]++;
  }
  return out;
}

/**
 * The canonical index of a position: its piece count, signature and slot (the signature's offset plus the
 * index within it), or null when it has more than MAX_TABLE_PIECES pieces, a side without pieces, or a man
 * on its own crowning row (not a position of the game).
 */
export interface CanonicalIndex {
  readonly pieces: number;
  readonly signature: Signature;
  readonly index: number;
}

const groupSq = new Int32Array(4 * MAX_TABLE_PIECES);
const groupLen = new Int32Array(4);

export function canonicalIndex(pos: Position): CanonicalIndex | null {
  const index = canonicalSlot(pos);
  return index < 0 ? null : { pieces: slotOf.pieces, signature: slotOf.signature as Signature, index };
}

/** Where canonicalSlot found its position: piece count and signature (valid when it returned ≥ 0). */
export const slotOf: { pieces: number; signature: Signature | undefined } = {
  pieces: 0,
  signature: undefined,
};

/** canonicalIndex without allocating: the slot, or −1; the piece count and signature are left in `slotOf`. */
export function canonicalSlot(pos: Position): number {
  const layout = variantLayout(pos.variant);
  const { squares, half } = layout;
  const cells = pos.cells;
  const flip = pos.turn === 'black';
  groupLen[0] = 0;
  groupLen[1] = 0;
  groupLen[2] = 0;
  groupLen[3] = 0;
  let n = 0;
  for (let sq = 1; sq <= squares; sq++) {
    const v = cells[sq];
    if (v === 0) continue;
    if (++n > MAX_TABLE_PIECES) return -1;
    // Canonical colour: the side to move is White.
    const white = ((v & 1) !== 0) !== flip;
    const king = (v & 4) !== 0;
    const s = flip ? squares + 1 - sq : sq;
    let z: number;
    if (king) z = s - 1;
    else if (white) {
      z = s - half - 1;
      if (z < 0) return -1;
    } else {
      z = s - 1;
      if (z >= squares - half) return -1;
    }
    const g = (white ? 0 : 2) + (king ? 1 : 0);
    groupSq[g * MAX_TABLE_PIECES + groupLen[g]++] = z;
  }
  const sig = findSignature(layout, groupLen[0], groupLen[1], groupLen[2], groupLen[3]);
  if (!sig) return -1;
  slotOf.pieces = n;
  slotOf.signature = sig;
  return sig.offset + groupIndex(sig, groupSq, groupLen);
}

/** The index within a signature of groups of zero-based squares (each group's squares in any order). */
export function groupIndex(sig: Signature, sqs: Int32Array, lens: Int32Array): number {
  let index = 0;
  for (let g = 0; g < 4; g++) {
    const base = g * MAX_TABLE_PIECES;
    const len = lens[g];
    // Insertion sort of at most 4 squares, in place.
    for (let i = 1; i < len; i++) {
      const x = sqs[base + i];
      let j = i - 1;
      while (j >= 0 && sqs[base + j] > x) {
        sqs[base + j + 1] = sqs[base + j];
        j--;
      }
      sqs[base + j + 1] = x;
    }
    let rank = 0;
    for (let i = 0; i < len; i++) rank += BINOM_FLAT[sqs[base + i] * (MAX_TABLE_PIECES + 1) + i + 1];
    index = index * sig.radix[g] + rank;
  }
  return index;
}
