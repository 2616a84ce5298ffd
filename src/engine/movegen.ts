/**
 * Legal move generation for all variants: complete capture sequences first (depth-first, captured pieces
 * stay on the board as blocking "ghosts" until the move ends), then the variant's precedence filter, then
 * quiet moves only if no capture exists — so compulsory capture falls out of the structure.
 */
import { BLACK, KING, type Position, WHITE } from './position';
import type { Move, Square } from './types';
import type { Variant } from './variants';

/** A complete capture sequence before precedence filtering and de-duplication. */
export interface CaptureSequence extends Move {
  /** the capturing piece is a king (FID criterion 2) */
  readonly byKing: boolean;
  /** 0-based jump indices at which an enemy king was captured, ascending (FID criteria 3 and 4) */
  readonly kingJumps: readonly number[];
}

const WHITE_DIRS = [0, 1];
const BLACK_DIRS = [2, 3];
const ALL_DIRS = [0, 1, 2, 3];

/** Scratch state of one capture search; reused to avoid allocation in the hot path. */
class CaptureSearch {
  captured = new Uint8Array(64);
  path: number[] = [];
  caps: number[] = [];
  out: CaptureSequence[] = [];
  cells!: Int8Array;
  variant!: Variant;
  enemy = 0;
  own = 0;
  from = 0;
  manDirs: number[] = ALL_DIRS;

  run(pos: Position, out: CaptureSequence[], onlyFrom = 0): void {
    const { cells, variant } = pos;
    this.cells = cells;
    this.variant = variant;
    this.out = out;
    this.own = pos.turn === 'white' ? WHITE : BLACK;
    this.enemy = this.own === WHITE ? BLACK : WHITE;
    this.manDirs = variant.rules.menCaptureBackward ? ALL_DIRS : this.own === WHITE ? WHITE_DIRS : BLACK_DIRS;
    const n = variant.geometry.squares;
    for (let sq = onlyFrom || 1; sq <= (onlyFrom || n); sq++) {
      const v = cells[sq];
      if (!(v & this.own)) continue;
      this.from = sq;
      // The moving piece's start square counts as empty from the first jump on (EN-4: a king may end there).
      cells[sq] = 0;
      this.path.length = 0;
      this.caps.length = 0;
      this.path.push(sq);
      if (v & KING) {
        if (variant.rules.flyingKings) this.flyingKing(sq);
        else this.shortJumps(sq, true);
      } else this.shortJumps(sq, false);
      cells[sq] = v;
    }
  }

  private shortJumps(sq: number, king: boolean): void {
    const { cells, captured, enemy } = this;
    const step = this.variant.geometry.step;
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
      this.caps.push(over);
      this.path.push(land);
      if (!king && rules.crownEndsCapture && this.isLastRow(land)) {
        // Italian and English: a man crowned during a capture stops there [FID-EN; WCDF 1.16].
        this.record(land, false, true);
      } else {
        this.shortJumps(land, king);
      }
      this.path.pop();
      this.caps.pop();
      captured[over] = 0;
    }
    if (!found && this.caps.length > 0) this.record(sq, king, !king && this.isLastRow(sq));
  }

  private flyingKing(sq: number): void {
    const { cells, captured, enemy } = this;
    const step = this.variant.geometry.step;
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
      this.caps.push(t);
      while (land && cells[land] === 0) {
        this.path.push(land);
        this.flyingKing(land);
        this.path.pop();
        land = step[land * 4 + d];
      }
      this.caps.pop();
      captured[t] = 0;
    }
    if (!found && this.caps.length > 0) this.record(sq, true, false);
  }

  private isLastRow(sq: number): boolean {
    const r = this.variant.geometry.row[sq];
    return this.own === WHITE ? r === 0 : r === this.variant.geometry.size - 1;
  }

  private record(to: number, king: boolean, promotes: boolean): void {
    const caps = this.caps.slice();
    const kingJumps: number[] = [];
    for (let i = 0; i < caps.length; i++) if (this.cells[caps[i]] & KING) kingJumps.push(i);
    this.out.push({
      from: this.from,
      to,
      path: this.path.slice(),
      captures: caps,
      promotes,
      byKing: king,
      kingJumps,
    });
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

/** Non-capturing moves for the side to move (legal only when no capture exists). */
export function quietMoves(pos: Position, onlyFrom: Square = 0): Move[] {
  const { cells, variant } = pos;
  const g = variant.geometry;
  const step = g.step;
  const own = pos.turn === 'white' ? WHITE : BLACK;
  const fwd = own === WHITE ? WHITE_DIRS : BLACK_DIRS;
  const lastRow = own === WHITE ? 0 : g.size - 1;
  const flying = variant.rules.flyingKings;
  const out: Move[] = [];
  for (let sq = onlyFrom || 1; sq <= (onlyFrom || g.squares); sq++) {
    const v = cells[sq];
    if (!(v & own)) continue;
    if (v & KING) {
      for (let d = 0; d < 4; d++) {
        let t = step[sq * 4 + d];
        while (t && cells[t] === 0) {
          out.push({ from: sq, to: t, path: [sq, t], captures: [], promotes: false });
          if (!flying) break;
          t = step[t * 4 + d];
        }
      }
    } else {
      for (const d of fwd) {
        const t = step[sq * 4 + d];
        if (t && cells[t] === 0) {
          out.push({ from: sq, to: t, path: [sq, t], captures: [], promotes: g.row[t] === lastRow });
        }
      }
    }
  }
  return out;
}

/** The legal capture moves after precedence and de-duplication ([] when no capture exists). */
export function legalCaptures(pos: Position): CaptureSequence[] {
  const seqs = captureSequences(pos);
  if (seqs.length === 0) return seqs;
  return dedupe(applyPrecedence(pos.variant, seqs));
}

/** Every legal move of the side to move. An empty list means the side to move has lost. */
export function legalMoves(pos: Position): Move[] {
  const caps = legalCaptures(pos);
  return caps.length > 0 ? caps.map(stripSequence) : quietMoves(pos);
}

function stripSequence(s: CaptureSequence): Move {
  return { from: s.from, to: s.to, path: s.path, captures: s.captures, promotes: s.promotes };
}

/** The key used by the reference data: `from>to:sorted-captures`. */
export function moveKey(m: Move): string {
  return `${m.from}>${m.to}:${[...m.captures].sort((a, b) => a - b).join(',')}`;
}
