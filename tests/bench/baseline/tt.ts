/**
 * Transposition table: one Int32Array of two-slot buckets (slot 0 keeps the deepest entry, slot 1 always
 * takes the newest), three ints per entry — lock (the high Zobrist half), move code, and score, depth,
 * bound and age packed together — so that a probe touches one cache line.
 */
export const EXACT = 1;
export const LOWER = 2;
export const UPPER = 3;

// data word: score + 32768 in bits 0..15, depth + 64 in bits 16..23, flag in 24..25, generation in 26..31
const pack = (score: number, depth: number, flag: number, gen: number): number =>
  ((score + 32768) & 0xffff) | (((depth + 64) & 0xff) << 16) | (flag << 24) | (gen << 26);

export class TranspositionTable {
  private readonly mask: number;
  private readonly t: Int32Array;
  private generation = 0;

  // result of the last successful probe
  hitMove = 0;
  hitScore = 0;
  hitDepth = 0;
  hitFlag = 0;

  constructor(bits = 20) {
    const size = 1 << bits;
    this.mask = (size - 1) & ~1;
    this.t = new Int32Array(size * 3);
  }

  newSearch(): void {
    this.generation = (this.generation + 1) & 0x3f;
  }

  clear(): void {
    this.t.fill(0);
  }

  probe(lo: number, hi: number): boolean {
    const t = this.t;
    const i = (lo & this.mask) * 3;
    for (let j = i; j < i + 6; j += 3) {
      const data = t[j + 2];
      if (data !== 0 && t[j] === hi) {
        this.hitMove = t[j + 1];
        this.hitScore = (data & 0xffff) - 32768;
        this.hitDepth = ((data >>> 16) & 0xff) - 64;
        this.hitFlag = (data >>> 24) & 3;
        return true;
      }
    }
    return false;
  }

  store(lo: number, hi: number, depth: number, flag: number, score: number, move: number): void {
    const t = this.t;
    const i = (lo & this.mask) * 3;
    const d0 = t[i + 2];
    let j = i + 3;
    if (d0 === 0 || t[i] === hi || depth >= ((d0 >>> 16) & 0xff) - 64 || d0 >>> 26 !== this.generation) j = i;
    // keep a known best move when the new entry has none (a fail-low)
    if (move === 0 && t[j] === hi && t[j + 2] !== 0) move = t[j + 1];
    t[j] = hi;
    t[j + 1] = move;
    t[j + 2] = pack(score, depth, flag, this.generation);
  }
}
