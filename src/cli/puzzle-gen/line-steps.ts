/**
 * A tactic's line as positions and moves, and the names of its motifs: shared by the harvest and the
 * explanations (harvest-tactics.ts, explain-tactic.ts), which import it rather than each other.
 */
import {
  legalMoves,
  type Move,
  makeFen,
  type Position,
  type Puzzle,
  parseMoveText,
  play,
} from '../../engine';

export type Motif =
  | 'block'
  | 'wipe-out'
  | 'breakthrough'
  | 'precedence'
  | 'two-for-one'
  | 'multi-offer'
  | 'multi-capture'
  | 'exchange-gain';

export interface LineStep {
  readonly pos: Position;
  readonly move: Move;
  readonly learner: boolean;
  readonly forced: boolean;
}

/** The line's first path (the first accepted move at each learner ply) as positions and moves. */
export function lineSteps(start: Position, puzzle: Puzzle): LineStep[] {
  const out: LineStep[] = [];
  let pos = start;
  for (const ply of puzzle.goal.line) {
    const text = 'learner' in ply ? ply.learner[0] : ply.reply;
    const r = parseMoveText(pos, text);
    if (!r.ok) throw new Error(`harvest: ${text} is not legal in ${makeFen(pos)}`);
    out.push({ pos, move: r.value, learner: 'learner' in ply, forced: legalMoves(pos).length === 1 });
    pos = play(pos, r.value);
  }
  return out;
}
