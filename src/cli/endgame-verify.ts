/**
 * An independent check of loaded endgame tables, for `npm run endgame:build -- --verify <n>`: random
 * positions (either side to move, built square by square, not from the tables' numbering) whose value must
 * be what one ply of minimax over the rules' public move generator gives from their children's values. With
 * the positions without a move correct, that equation pins every value (by induction on the distance), so a
 * sample that passes everywhere is evidence for the whole table; the unit tests run it on every 3-piece
 * position. Results-only children (4 pieces in the browser files) are not used here: load distances.
 */
import { emptyPosition, legalMoves, type Position, play, VARIANTS, type VariantId } from '../engine';
import { createRandom } from '../engine/ai';
import { type ProbeResult, probeEndgame } from '../engine/endgame';

const text = (r: ProbeResult | null) => (r ? `${r.result}${r.plies ?? ''}` : 'not covered');

/** The value one ply of minimax gives a position from its children's table values. */
function expected(pos: Position): string {
  const moves = legalMoves(pos);
  if (moves.length === 0) return 'loss0';
  let bestLoss = Number.POSITIVE_INFINITY;
  let longestWin = -1;
  let allWins = true;
  for (const m of moves) {
    const c = probeEndgame(play(pos, m));
    if (!c || (c.result !== 'draw' && c.plies === undefined)) return 'not covered';
    if (c.result === 'loss') bestLoss = Math.min(bestLoss, c.plies as number);
    if (c.result === 'win') longestWin = Math.max(longestWin, c.plies as number);
    else allWins = false;
  }
  if (bestLoss < Number.POSITIVE_INFINITY) return `win${bestLoss + 1}`;
  return allWins ? `loss${longestWin + 1}` : 'draw';
}

export interface VerifyReport {
  readonly checked: number;
  /** the first few disagreements: FEN-like cells, table value, expected value */
  readonly wrong: string[];
  readonly mismatches: number;
}

/** Check `count` random positions of exactly `pieces` pieces. */
export function verifyEndgame(variant: VariantId, pieces: number, count: number, seed = 1): VerifyReport {
  const v = VARIANTS[variant];
  const g = v.geometry;
  const rnd = createRandom(seed);
  const codes = [1, 5, 2, 6];
  const wrong: string[] = [];
  let mismatches = 0;
  let checked = 0;
  while (checked < count) {
    const pos = emptyPosition(v, rnd() < 0.5 ? 'white' : 'black');
    const cells = pos.cells as Int8Array;
    let ok = true;
    let white = 0;
    let black = 0;
    for (let i = 0; i < pieces; i++) {
      const sq = 1 + Math.floor(rnd() * g.squares);
      const code = codes[Math.floor(rnd() * 4)];
      if (cells[sq] || (code === 1 && g.row[sq] === 0) || (code === 2 && g.row[sq] === g.size - 1))
        ok = false;
      cells[sq] = code;
      if (code & 1) white++;
      else black++;
    }
    if (!ok || white === 0 || black === 0) continue;
    checked++;
    const got = text(probeEndgame(pos));
    const want = expected(pos);
    if (got !== want) {
      mismatches++;
      if (wrong.length < 5) wrong.push(`${pos.turn} ${[...cells].join(',')}: table ${got}, expected ${want}`);
    }
  }
  return { checked, wrong, mismatches };
}
