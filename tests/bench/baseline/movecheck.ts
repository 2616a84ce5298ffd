/**
 * Two cheap predicates for the search's leaves: "can the side to move capture?" and "has it any quiet
 * move?". They answer yes/no questions the rules' generator also answers (captureSequences(pos).length > 0,
 * quietMoves(pos).length > 0) without building move objects, so they restate, for speed, the preconditions
 * of a first jump (which pieces men may take, which way they jump, how far a king flies) and of a quiet
 * step. That copy of rules knowledge is held to movegen.ts by a differential test,
 * tests/unit/ai/movecheck.test.ts: both predicates against the generator, for both sides to move, on every
 * reference position and along random games of every variant. Move lists themselves always come from
 * movegen.ts.
 */
import { BLACK as B, KING as K, WHITE as W } from '../../../src/engine';
import type { SearchBoard } from './board';

// Module-local copies of the cell codes (position.ts) for the hot loops: some loaders turn imported
// bindings into getter calls.
const WHITE = W;
const BLACK = B;
const KING = K;

export function canCapture(b: SearchBoard): boolean {
  const cells = b.cells;
  const step = b.variant.geometry.step;
  const rules = b.variant.rules;
  const own = b.turn === 'white' ? WHITE : BLACK;
  const enemy = own ^ (WHITE | BLACK);
  const n = cells.length;
  const backward = rules.menCaptureBackward;
  const menTakeKings = rules.menCaptureKings;
  const flying = rules.flyingKings;
  const d0 = own === WHITE ? 0 : 2;
  for (let sq = 1; sq < n; sq++) {
    const v = cells[sq];
    if (!(v & own)) continue;
    if (v & KING) {
      for (let d = 0; d < 4; d++) {
        let t = step[sq * 4 + d];
        if (flying) while (t && cells[t] === 0) t = step[t * 4 + d];
        if (!t || !(cells[t] & enemy)) continue;
        const land = step[t * 4 + d];
        if (land && cells[land] === 0) return true;
      }
    } else {
      const from = backward ? 0 : d0;
      const to = backward ? 4 : d0 + 2;
      for (let d = from; d < to; d++) {
        const t = step[sq * 4 + d];
        if (!t) continue;
        const victim = cells[t];
        if (!(victim & enemy)) continue;
        if (!menTakeKings && victim & KING) continue;
        const land = step[t * 4 + d];
        if (land && cells[land] === 0) return true;
      }
    }
  }
  return false;
}

export function canMoveQuietly(b: SearchBoard): boolean {
  const cells = b.cells;
  const step = b.variant.geometry.step;
  const own = b.turn === 'white' ? WHITE : BLACK;
  const d0 = own === WHITE ? 0 : 2;
  const n = cells.length;
  for (let sq = 1; sq < n; sq++) {
    const v = cells[sq];
    if (!(v & own)) continue;
    const from = v & KING ? 0 : d0;
    const to = v & KING ? 4 : d0 + 2;
    for (let d = from; d < to; d++) {
      const t = step[sq * 4 + d];
      if (t && cells[t] === 0) return true;
    }
  }
  return false;
}
