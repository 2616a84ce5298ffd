/**
 * Static evaluation, from the point of view of the side to move, in hundredths of a man. One function for
 * every variant; what differs between rulesets is data (EvalParams) chosen in one place (paramsFor).
 */

import type { RulesetId, Variant } from '../../../src/engine';
import { BLACK as B, KING as K, WHITE as W } from '../../../src/engine';
import type { SearchBoard } from './board';

// Module-local copies of the cell codes for the hot loop (some loaders turn imports into getter calls).
const WHITE = W;
const BLACK = B;
const KING = K;

export interface EvalParams {
  readonly man: number;
  readonly king: number;
  /** extra value of an Italian king while the opponent has no king: men can never attack it */
  readonly safeKing: number;
  /** per row of advance of a man, in the middlegame and in the endgame */
  readonly advanceMid: number;
  readonly advanceEnd: number;
  /** a man still on its own back row, scaled by how full the board is */
  readonly backRank: number;
  readonly centre: number;
  readonly kingCentre: number;
  readonly edge: number;
  /** a man with its front cone free of enemies (no enemy kings on the board) */
  readonly runaway: number;
  readonly mobility: number;
  /** a man backed by a friend on a square behind it (it cannot be jumped from the front) */
  readonly support: number;
}

const BASE: Record<RulesetId, EvalParams> = {
  italian: {
    man: 100,
    king: 165,
    safeKing: 25,
    advanceMid: 2,
    advanceEnd: 7,
    backRank: 10,
    centre: 6,
    kingCentre: 6,
    edge: -3,
    runaway: 40,
    mobility: 2,
    support: 3,
  },
  english: {
    man: 100,
    king: 145,
    safeKing: 0,
    advanceMid: 2,
    advanceEnd: 7,
    backRank: 10,
    centre: 6,
    kingCentre: 6,
    edge: -3,
    runaway: 40,
    mobility: 2,
    support: 3,
  },
  international: {
    man: 100,
    king: 310,
    safeKing: 0,
    advanceMid: 1,
    advanceEnd: 6,
    backRank: 8,
    centre: 5,
    kingCentre: 6,
    edge: -4,
    runaway: 90,
    mobility: 1,
    support: 3,
  },
};

/** Tables derived from the geometry and the parameters, built once per variant. */
export interface EvalTables {
  readonly p: EvalParams;
  readonly flying: boolean;
  readonly menCaptureKings: boolean;
  readonly size: number;
  readonly n: number;
  /** rows of advance of a man of each colour on each square: [white: 0..n][black: 0..n] */
  readonly advW: Int8Array;
  readonly advB: Int8Array;
  readonly centre: Uint8Array;
  readonly edge: Uint8Array;
  /** front cones: squares ahead of a man, flattened; coneStart[sq], coneEnd[sq] index into cone* */
  readonly coneW: Int16Array;
  readonly coneWStart: Int32Array;
  readonly coneB: Int16Array;
  readonly coneBStart: Int32Array;
  readonly startPieces: number;
}

const cache = new Map<string, EvalTables>();

export function paramsFor(v: Variant): EvalParams {
  const base = BASE[v.rules.id];
  // Brazilian: flying kings on a small board are a little less dominant than on 10×10.
  if (v.rules.flyingKings && v.geometry.size === 8) return { ...base, king: 260, runaway: 70 };
  return base;
}

export function tablesFor(v: Variant): EvalTables {
  const hit = cache.get(v.id);
  if (hit) return hit;
  const g = v.geometry;
  const n = g.squares;
  const size = g.size;
  const advW = new Int8Array(n + 1);
  const advB = new Int8Array(n + 1);
  const centre = new Uint8Array(n + 1);
  const edge = new Uint8Array(n + 1);
  const cw: number[] = [];
  const cb: number[] = [];
  const coneWStart = new Int32Array(n + 2);
  const coneBStart = new Int32Array(n + 2);
  for (let sq = 1; sq <= n; sq++) {
    const r = g.row[sq];
    const c = g.col[sq];
    advW[sq] = size - 1 - r;
    advB[sq] = r;
    const mid = size / 2;
    if (c >= 2 && c <= size - 3 && r >= mid - 2 && r <= mid + 1) centre[sq] = 1;
    if (c === 0 || c === size - 1) edge[sq] = 1;
  }
  for (let sq = 1; sq <= n; sq++) {
    coneWStart[sq] = cw.length;
    for (let t = 1; t <= n; t++) {
      const dr = g.row[sq] - g.row[t];
      if (dr > 0 && Math.abs(g.col[t] - g.col[sq]) <= dr) cw.push(t);
    }
    coneBStart[sq] = cb.length;
    for (let t = 1; t <= n; t++) {
      const dr = g.row[t] - g.row[sq];
      if (dr > 0 && Math.abs(g.col[t] - g.col[sq]) <= dr) cb.push(t);
    }
  }
  coneWStart[n + 1] = cw.length;
  coneBStart[n + 1] = cb.length;
  const t: EvalTables = {
    p: paramsFor(v),
    flying: v.rules.flyingKings,
    menCaptureKings: v.rules.menCaptureKings,
    size,
    n,
    advW,
    advB,
    centre,
    edge,
    coneW: Int16Array.from(cw),
    coneWStart,
    coneB: Int16Array.from(cb),
    coneBStart,
    startPieces: 2 * v.piecesPerSide,
  };
  cache.set(v.id, t);
  return t;
}

/** Evaluate from the side to move's point of view. */
export function evaluate(b: SearchBoard, t: EvalTables): number {
  const cells = b.cells;
  const step = b.variant.geometry.step;
  const p = t.p;
  const n = t.n;
  const wm = b.count[0];
  const wk = b.count[1];
  const bm = b.count[2];
  const bk = b.count[3];
  const total = wm + wk + bm + bk;
  // phase: 1 with a full board, 0 with an empty one (scaled to 0..64 to stay in integers)
  const phase = Math.min(64, Math.round((total * 64) / t.startPieces));
  const advance = (p.advanceMid * phase + p.advanceEnd * (64 - phase)) / 64;

  let materialW = wm * p.man + wk * p.king;
  let materialB = bm * p.man + bk * p.king;
  if (p.safeKing && !t.menCaptureKings) {
    if (bk === 0) materialW += wk * p.safeKing;
    if (wk === 0) materialB += bk * p.safeKing;
  }
  let pos = 0; // positional terms, white minus black
  let advW = 0;
  let advB = 0;
  let mobW = 0;
  let mobB = 0;
  const last = t.size - 1;
  for (let sq = 1; sq <= n; sq++) {
    const c = cells[sq];
    if (!c) continue;
    if (c & KING) {
      let mob = 0;
      for (let d = 0; d < 4; d++) {
        let s = step[sq * 4 + d];
        while (s && cells[s] === 0) {
          mob++;
          if (!t.flying) break;
          s = step[s * 4 + d];
        }
      }
      const v = (t.centre[sq] ? p.kingCentre : 0) + (t.flying ? mob : mob * 2);
      if (c & WHITE) {
        pos += v;
        mobW += mob;
      } else {
        pos -= v;
        mobB += mob;
      }
      continue;
    }
    let v = 0;
    if (t.centre[sq]) v += p.centre;
    if (t.edge[sq]) v += p.edge;
    if (c & WHITE) {
      const a = t.advW[sq];
      advW += a;
      if (a === 0) v += (p.backRank * phase) >> 6;
      const l = step[sq * 4];
      const r = step[sq * 4 + 1];
      if (l && cells[l] === 0) mobW++;
      if (r && cells[r] === 0) mobW++;
      const bl = step[sq * 4 + 2];
      const br = step[sq * 4 + 3];
      if ((bl === 0 || cells[bl] & WHITE) && (br === 0 || cells[br] & WHITE)) v += p.support;
      if (bk === 0 && a >= last - t.size / 2) {
        let free = true;
        for (let i = t.coneWStart[sq], e = t.coneWStart[sq + 1]; i < e; i++) {
          if (cells[t.coneW[i]] & BLACK) {
            free = false;
            break;
          }
        }
        if (free) v += (p.runaway * (2 + a)) / (last + 1);
      }
      pos += v;
    } else {
      const a = t.advB[sq];
      advB += a;
      if (a === 0) v += (p.backRank * phase) >> 6;
      const l = step[sq * 4 + 2];
      const r = step[sq * 4 + 3];
      if (l && cells[l] === 0) mobB++;
      if (r && cells[r] === 0) mobB++;
      const bl = step[sq * 4];
      const br = step[sq * 4 + 1];
      if ((bl === 0 || cells[bl] & BLACK) && (br === 0 || cells[br] & BLACK)) v += p.support;
      if (wk === 0 && a >= last - t.size / 2) {
        let free = true;
        for (let i = t.coneBStart[sq], e = t.coneBStart[sq + 1]; i < e; i++) {
          if (cells[t.coneB[i]] & WHITE) {
            free = false;
            break;
          }
        }
        if (free) v += (p.runaway * (2 + a)) / (last + 1);
      }
      pos -= v;
    }
  }
  pos += (advW - advB) * advance;
  pos += (mobW - mobB) * p.mobility;

  const diff = materialW - materialB;
  let score = diff + pos;
  // Trade down when ahead: the same lead is worth more with fewer pieces left.
  if (diff !== 0) score += (diff * (t.startPieces - total)) / (4 * t.startPieces);

  // Winning endgames: the stronger side wants the opponent boxed in and its own kings close.
  const wTotal = wm + wk;
  const bTotal = bm + bk;
  if (bTotal <= 3 && diff >= p.king && wk > 0) score += 40 - 6 * mobB;
  else if (wTotal <= 3 && -diff >= p.king && bk > 0) score -= 40 - 6 * mobW;

  score = drawScale(score, wm, wk, bm, bk, t.flying);
  score = Math.round(score);
  return b.turn === 'white' ? score : -score;
}

/** Shrink scores of endings that are known to be (nearly always) drawn. */
function drawScale(score: number, wm: number, wk: number, bm: number, bk: number, flying: boolean): number {
  if (wm + bm === 0) {
    if (wk === bk) return score / 16;
    if (flying) {
      // Flying kings: up to three kings cannot catch a lone king that holds the long diagonal.
      if ((bk === 1 && wk <= 3) || (wk === 1 && bk <= 3)) return score / 8;
    } else if (Math.min(wk, bk) >= 2 && Math.abs(wk - bk) === 1) return score / 2;
  }
  if (flying) {
    const w = wm + wk;
    const b = bm + bk;
    if ((bk > 0 && w <= 3 && score > 0) || (wk > 0 && b <= 3 && score < 0)) return score / 4;
  }
  return score;
}
