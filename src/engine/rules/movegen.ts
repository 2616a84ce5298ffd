/**
 * Legal move generation for all variants: complete capture sequences first (depth-first, captured pieces
 * stay on the board as blocking "ghosts" until the move ends), then the variant's precedence filter, then
 * quiet moves only if no capture exists — so compulsory capture falls out of the structure.
 *
 * Two things callers should know. The capture search blanks the moving piece's start square in the cells
 * it is given while it searches from that piece, and restores it before going on: the position is the same
 * when the call returns, but it is written to during the call (copying the cells instead cost about 5% of
 * perft's speed). And the hot paths reuse module-level scratch state (one capture search, the quiet-move
 * and sequence buffers), so these functions are not re-entrant; they never call outside code, so one call
 * always ends before the next begins, and each Web Worker has its own copy of the module.
 */
import { BLACK as B, KING as K, type Position, WHITE as W } from './position';
import type { Move, Square } from './types';
import type { Variant } from './variants';

/** A complete capture sequence before precedence filtering and de-duplication. */
export interface CaptureSequence extends Move {
  /** the capturing piece is a king (FID criterion 2) */
  readonly byKing: boolean;
  /** 0-based jump indices at which an enemy king was captured, ascending (FID criteria 3 and 4) */
  readonly kingJumps: readonly number[];
}

// Module-local copies of the cell codes: some loaders (tsx, Vitest) turn imported bindings into getter
// calls, which showed up as the top item of a profile of this hot code.
const WHITE = W;
const BLACK = B;
const KING = K;

/** Quiet moves share one frozen empty list of captures. */
const NO_CAPTURES: readonly Square[] = Object.freeze([]);

const WHITE_DIRS = [0, 1];
const BLACK_DIRS = [2, 3];
const ALL_DIRS = [0, 1, 2, 3];

/**
 * Scratch state of one capture search; reused so the hot path allocates only for recorded sequences. One
 * instance serves the module (`search` below): a search must end before the next starts.
 */
class CaptureSearch {
  captured = new Uint8Array(64);
  /** landing squares so far, start square first: pathBuf[0..pathLen) */
  pathBuf = new Int32Array(128);
  pathLen = 0;
  /** captured squares so far, in order: capBuf[0..capLen) */
  capBuf = new Int32Array(64);
  capLen = 0;
  out: CaptureSequence[] = [];
  cells!: Int8Array;
  variant!: Variant;
  step!: Int8Array;
  enemy = 0;
  own = 0;
  from = 0;
  lastRow = 0;
  manDirs: number[] = ALL_DIRS;

  run(pos: Position, out: CaptureSequence[], onlyFrom = 0): void {
    const { cells, variant } = pos;
    this.cells = cells;
    this.variant = variant;
    this.step = variant.geometry.step;
    this.out = out;
    this.own = pos.turn === 'white' ? WHITE : BLACK;
    this.enemy = this.own === WHITE ? BLACK : WHITE;
    this.lastRow = this.own === WHITE ? 0 : variant.geometry.size - 1;
    this.manDirs = variant.rules.menCaptureBackward ? ALL_DIRS : this.own === WHITE ? WHITE_DIRS : BLACK_DIRS;
    const flying = variant.rules.flyingKings;
    const n = variant.geometry.squares;
    const own = this.own;
    for (let sq = onlyFrom || 1; sq <= (onlyFrom || n); sq++) {
      const v = cells[sq];
      if (!(v & own)) continue;
      // Most pieces have nothing to jump: look one step around before setting up a search.
      if (!(v & KING && flying) && !this.canJumpFrom(sq, (v & KING) !== 0)) continue;
      this.from = sq;
      // The moving piece's start square counts as empty from the first jump on (EN-4: a king may end there).
      // Blanked in the caller's cells for the search from this piece, and restored right after it.
      cells[sq] = 0;
      this.pathBuf[0] = sq;
      this.pathLen = 1;
      this.capLen = 0;
      if (v & KING) {
        if (flying) this.flyingKing(sq);
        else this.shortJumps(sq, true);
      } else this.shortJumps(sq, false);
      cells[sq] = v;
    }
  }

  /** Is there a first short jump from `sq` (same conditions as shortJumps, nothing captured yet)? */
  private canJumpFrom(sq: number, king: boolean): boolean {
    const { cells, enemy, step } = this;
    const dirs = king ? ALL_DIRS : this.manDirs;
    const menTakeKings = this.variant.rules.menCaptureKings;
    for (let i = 0; i < dirs.length; i++) {
      const d = dirs[i];
      const over = step[sq * 4 + d];
      if (!over || !(cells[over] & enemy)) continue;
      if (!king && !menTakeKings && cells[over] & KING) continue;
      const land = step[over * 4 + d];
      if (land && cells[land] === 0) return true;
    }
    return false;
  }

  private shortJumps(sq: number, king: boolean): void {
    const { cells, captured, enemy, step } = this;
    const rules = this.variant.rules;
    const dirs = king ? ALL_DIRS : this.manDirs;
    let found = false;
    for (let i = 0; i < dirs.length; i++) {
      const d = dirs[i];
      const over = step[sq * 4 + d];
      if (!over) continue;
      const victim = cells[over];
      if (!(victim & enemy) || captured[over]) continue;
      // FID Art. 5.3 b: an Italian man may not capture a king.
      if (!king && !rules.menCaptureKings && victim & KING) continue;
      const land = step[over * 4 + d];
      if (!land || cells[land] !== 0) continue;
      found = true;
      captured[over] = 1;
      this.capBuf[this.capLen++] = over;
      this.pathBuf[this.pathLen++] = land;
      if (!king && rules.crownEndsCapture && this.variant.geometry.row[land] === this.lastRow) {
        // Italian and English: a man crowned during a capture stops there [FID-EN; WCDF 1.16].
        this.record(land, false, true);
      } else {
        this.shortJumps(land, king);
      }
      this.pathLen--;
      this.capLen--;
      captured[over] = 0;
    }
    if (!found && this.capLen > 0) {
      this.record(sq, king, !king && this.variant.geometry.row[sq] === this.lastRow);
    }
  }

  private flyingKing(sq: number): void {
    const { cells, captured, enemy, step } = this;
    let found = false;
    for (let d = 0; d < 4; d++) {
      let t = step[sq * 4 + d];
      while (t && cells[t] === 0) t = step[t * 4 + d];
      // The first piece on the line must be an enemy not yet taken; a ghost blocks (Turkish strike, FMJD 4.11).
      if (!t || !(cells[t] & enemy) || captured[t]) continue;
      let land = step[t * 4 + d];
      if (!land || cells[land] !== 0) continue;
      found = true;
      captured[t] = 1;
      this.capBuf[this.capLen++] = t;
      while (land && cells[land] === 0) {
        this.pathBuf[this.pathLen++] = land;
        this.flyingKing(land);
        this.pathLen--;
        land = step[land * 4 + d];
      }
      this.capLen--;
      captured[t] = 0;
    }
    if (!found && this.capLen > 0) this.record(sq, true, false);
  }

  private record(to: number, king: boolean, promotes: boolean): void {
    const caps: number[] = new Array(this.capLen);
    const kingJumps: number[] = [];
    for (let i = 0; i < this.capLen; i++) {
      caps[i] = this.capBuf[i];
      if (this.cells[caps[i]] & KING) kingJumps.push(i);
    }
    const path: number[] = new Array(this.pathLen);
    for (let i = 0; i < this.pathLen; i++) path[i] = this.pathBuf[i];
    this.out.push({ from: this.from, to, path, captures: caps, promotes, byKing: king, kingJumps });
  }
}

const search = new CaptureSearch();

/** Every complete capture sequence for the side to move (or for one piece), before precedence. */
export function captureSequences(pos: Position, onlyFrom: Square = 0): CaptureSequence[] {
  const out: CaptureSequence[] = [];
  if (search.captured.length < pos.cells.length) search.captured = new Uint8Array(pos.cells.length);
  search.run(pos, out, onlyFrom);
  return out;
}

/** Compare two sequences under FID criteria 1–4 (RULES §2.5, decision §0.1): > 0 when a outranks b. */
export function compareFid(a: CaptureSequence, b: CaptureSequence): number {
  return fidDecidingCriterion(a, b).sign;
}

/**
 * Which FID criterion separates two sequences, and in whose favour (sign > 0: a outranks b).
 * criterion 0 = complete tie (free choice).
 */
export function fidDecidingCriterion(
  a: CaptureSequence,
  b: CaptureSequence,
): { criterion: 0 | 1 | 2 | 3 | 4; sign: number } {
  // 1. Quantity: more pieces captured; kings and men count 1 each.
  if (a.captures.length !== b.captures.length)
    return { criterion: 1, sign: a.captures.length - b.captures.length };
  // 2. Quality of the capturing piece: with equal quantity the king must capture.
  if (a.byKing !== b.byKing) return { criterion: 2, sign: a.byKing ? 1 : -1 };
  // 3. Quality of the captured pieces: more kings.
  if (a.kingJumps.length !== b.kingJumps.length)
    return { criterion: 3, sign: a.kingJumps.length - b.kingJumps.length };
  // 4. Order: the king met earliest, compared lexicographically over all captured kings (decision §0.1).
  for (let i = 0; i < a.kingJumps.length; i++) {
    if (a.kingJumps[i] !== b.kingJumps[i]) return { criterion: 4, sign: b.kingJumps[i] - a.kingJumps[i] };
  }
  return { criterion: 0, sign: 0 };
}

/** Keep the sequences the variant's precedence rule allows. */
export function applyPrecedence(variant: Variant, seqs: CaptureSequence[]): CaptureSequence[] {
  const mode = variant.rules.precedence;
  if (mode === 'free' || seqs.length <= 1) return seqs;
  if (mode === 'maximum') {
    // FMJD 4.13: the largest number of pieces; a king counts as one piece like a man.
    let max = 0;
    for (const s of seqs) if (s.captures.length > max) max = s.captures.length;
    return seqs.filter((s) => s.captures.length === max);
  }
  let best = seqs[0];
  for (const s of seqs) if (compareFid(s, best) > 0) best = s;
  return seqs.filter((s) => compareFid(s, best) === 0);
}

/** Two moves are the same move when from, to and the set of captured squares agree (RULES §0.2). */
export function sameMove(a: Move, b: Move): boolean {
  if (a.from !== b.from || a.to !== b.to || a.captures.length !== b.captures.length) return false;
  outer: for (const c of a.captures) {
    for (const d of b.captures) if (c === d) continue outer;
    return false;
  }
  return true;
}

/** Drop later duplicates (keeping the first path generated). */
export function dedupe<M extends Move>(moves: M[]): M[] {
  if (moves.length < 2) return moves;
  const out: M[] = [];
  for (const m of moves) {
    let dup = false;
    for (const o of out) {
      if (sameMove(m, o)) {
        dup = true;
        break;
      }
    }
    if (!dup) out.push(m);
  }
  return out;
}

/** Room for every quiet move of any position (20 flying kings have at most 340 moves). */
export const MAX_QUIET_MOVES = 512;

/** Packed quiet move: from | to << 8 | promotes << 16. */
export const quietFrom = (code: number): Square => code & 0xff;
export const quietTo = (code: number): Square => (code >> 8) & 0xff;
export const quietPromotes = (code: number): boolean => (code & 0x10000) !== 0;

/**
 * Write every non-capturing move of the side to move (legal only when no capture exists) into `buf` as
 * packed integers and return how many there are. Allocation-free: the one place where quiet moves are
 * defined, shared by quietMoves, countLegalMoves and perft.
 */
export function quietMovesInto(pos: Position, buf: Int32Array, onlyFrom: Square = 0): number {
  const { cells, variant } = pos;
  const g = variant.geometry;
  const step = g.step;
  const own = pos.turn === 'white' ? WHITE : BLACK;
  const f0 = own === WHITE ? 0 : 2;
  const lastRow = own === WHITE ? 0 : g.size - 1;
  const flying = variant.rules.flyingKings;
  const row = g.row;
  let n = 0;
  for (let sq = onlyFrom || 1; sq <= (onlyFrom || g.squares); sq++) {
    const v = cells[sq];
    if (!(v & own)) continue;
    if (v & KING) {
      // Kings move one square in any diagonal direction; International kings fly [FMJD 3.9].
      for (let d = 0; d < 4; d++) {
        let t = step[sq * 4 + d];
        while (t && cells[t] === 0) {
          buf[n++] = sq | (t << 8);
          if (!flying) break;
          t = step[t * 4 + d];
        }
      }
    } else {
      // Men move one square diagonally forward [FID-10 r.2; FMJD 3.4; WCDF].
      const a = step[sq * 4 + f0];
      if (a && cells[a] === 0) buf[n++] = sq | (a << 8) | (row[a] === lastRow ? 0x10000 : 0);
      const b = step[sq * 4 + f0 + 1];
      if (b && cells[b] === 0) buf[n++] = sq | (b << 8) | (row[b] === lastRow ? 0x10000 : 0);
    }
  }
  return n;
}

const scratchQuiet = new Int32Array(MAX_QUIET_MOVES);

/** Non-capturing moves for the side to move (legal only when no capture exists). */
export function quietMoves(pos: Position, onlyFrom: Square = 0): Move[] {
  const n = quietMovesInto(pos, scratchQuiet, onlyFrom);
  const out: Move[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const c = scratchQuiet[i];
    const from = c & 0xff;
    const to = (c >> 8) & 0xff;
    out[i] = { from, to, path: [from, to], captures: NO_CAPTURES, promotes: (c & 0x10000) !== 0 };
  }
  return out;
}

/** The legal capture moves after precedence and de-duplication ([] when no capture exists). */
export function legalCaptures(pos: Position): CaptureSequence[] {
  const seqs = captureSequences(pos);
  if (seqs.length <= 1) return seqs;
  return dedupe(applyPrecedence(pos.variant, seqs));
}

/** Every legal move of the side to move. An empty list means the side to move has lost. */
export function legalMoves(pos: Position): Move[] {
  const caps = legalCaptures(pos);
  return caps.length > 0 ? caps.map(asMove) : quietMoves(pos);
}

/** A move without the precedence bookkeeping of a capture sequence. */
export function asMove(s: Move): Move {
  return { from: s.from, to: s.to, path: s.path, captures: s.captures, promotes: s.promotes };
}

/** The key used by the reference data: `from>to:sorted-captures`. */
export function moveKey(m: Move): string {
  return `${m.from}>${m.to}:${[...m.captures].sort((a, b) => a - b).join(',')}`;
}

/**
 * The number of legal moves, without building quiet moves: perft's last ply and the AI's mobility term.
 * Equals legalMoves(pos).length.
 */
export function countLegalMoves(pos: Position): number {
  // Most positions have no capture: search into a reused list and count quiet moves in place.
  scratchSeqs.length = 0;
  if (search.captured.length < pos.cells.length) search.captured = new Uint8Array(pos.cells.length);
  search.run(pos, scratchSeqs);
  if (scratchSeqs.length === 0) return quietMovesInto(pos, scratchQuiet);
  if (scratchSeqs.length === 1) return 1;
  return dedupe(applyPrecedence(pos.variant, scratchSeqs.slice())).length;
}

const scratchSeqs: CaptureSequence[] = [];
