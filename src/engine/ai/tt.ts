/**
 * Transposition table: typed arrays in two-slot buckets (slot 0 keeps the deepest entry, slot 1 always
 * takes the newest), indexed by the low Zobrist half and verified by the high half.
 */
export const EXACT = 1;
export const LOWER = 2;
export const UPPER = 3;

export class TranspositionTable {
  private readonly mask: number;
  private readonly lock: Int32Array;
  private readonly move: Int32Array;
  private readonly score: Int16Array;
  private readonly depth: Int8Array;
  private readonly flag: Uint8Array;
  private readonly gen: Uint8Array;
  private generation = 0;

  // result of the last successful probe
  hitMove = 0;
  hitScore = 0;
  hitDepth = 0;
  hitFlag = 0;

  constructor(bits = 20) {
    const size = 1 << bits;
    this.mask = (size - 1) & ~1;
    this.lock = new Int32Array(size);
    this.move = new Int32Array(size);
    this.score = new Int16Array(size);
    this.depth = new Int8Array(size);
    this.flag = new Uint8Array(size);
    this.gen = new Uint8Array(size);
  }

  newSearch(): void {
    this.generation = (this.generation + 1) & 0xff;
  }

  clear(): void {
    this.flag.fill(0);
  }

  probe(lo: number, hi: number): boolean {
    const i = lo & this.mask;
    for (let j = i; j < i + 2; j++) {
      if (this.flag[j] !== 0 && this.lock[j] === hi) {
        this.hitMove = this.move[j];
        this.hitScore = this.score[j];
        this.hitDepth = this.depth[j];
        this.hitFlag = this.flag[j];
        return true;
      }
    }
    return false;
  }

  store(lo: number, hi: number, depth: number, flag: number, score: number, move: number): void {
    const i = lo & this.mask;
    let j = i + 1;
    if (
      this.flag[i] === 0 ||
      this.lock[i] === hi ||
      depth >= this.depth[i] ||
      this.gen[i] !== this.generation
    )
      j = i;
    if (j === i + 1 && this.lock[j] === hi && move === 0) move = this.move[j];
    if (j === i && this.lock[i] === hi && move === 0) move = this.move[i];
    this.lock[j] = hi;
    this.move[j] = move;
    this.score[j] = score;
    this.depth[j] = depth;
    this.flag[j] = flag;
    this.gen[j] = this.generation;
  }
}
