/**
 * What the trainer shows after a missed puzzle, all from the engine: the move the line required, and for a
 * precedence puzzle every capture with, for each one the rules removed, the rule and the capture that beat
 * it (the engine's precedence report); for a tactic, the opponent's best reply to the wrong move (the
 * engine's solver). Loaded by the trainer only after a miss: most puzzles never need it.
 */
import type { ExplainCode, Move, Puzzle } from '../../engine/index';
import {
  materialBalance,
  type PrecedenceReport,
  play,
  precedenceReport,
  readMove,
  solve,
} from '../../engine/index';
import type { Miss } from '../../machines/puzzle';

/** What the trainer shows after a miss, all from the engine. */
export interface MissReport {
  /** the moves the line accepts where the learner went wrong */
  readonly expected: readonly Move[];
  /** precedence puzzles: every capture and, for each one the rules removed, the rule and the better one */
  readonly precedence: PrecedenceReport | null;
  /**
   * the rule that decides a precedence puzzle, by its explanation code: the rule that removed the last
   * alternative, or for a rule that is not a filter (a man may not take a king…) that rule
   */
  readonly deciding: ExplainCode | null;
  /**
   * a tactic: the opponent's best reply to the learner's wrong legal move, found by the solver, when it wins
   * the opponent material or the game (it punishes the move); null otherwise
   */
  readonly reply: Move | null;
  /** a tactic: the wrong legal move lets the opponent off without punishing it (it only misses the win) */
  readonly harmless: boolean;
}

/** The solver's budget for the punishing reply: enough for short lines, and a page never waits long. */
const REPLY_NODES = 200_000;

export function missReport(puzzle: Puzzle, miss: Miss): MissReport {
  const ply = puzzle.goal.line[miss.ply];
  const expected = ply && 'learner' in ply ? ply.learner.map((t) => readMove(miss.position, t)) : [];
  if (puzzle.kind === 'precedence') {
    const precedence = precedenceReport(miss.position);
    const deciding =
      precedence.deciding ?? puzzle.tempting?.code ?? (puzzle.theme as ExplainCode | undefined) ?? null;
    return { expected, precedence, deciding, reply: null, harmless: false };
  }
  if (!miss.move) return { expected, precedence: null, deciding: null, reply: null, harmless: false };
  // Deep enough to see the rest of the line from the opponent's side, plus capture quiescence.
  const depth = Math.min(8, puzzle.goal.line.length - miss.ply + 1);
  const after = play(miss.position, miss.move);
  const r = solve(after, { depth, maxNodes: REPLY_NODES });
  if (r.limitHit) return { expected, precedence: null, deciding: null, reply: null, harmless: false };
  // The opponent's best outcome against what it has now: more means the reply wins it something.
  const punishes = r.value > materialBalance(after) && r.best.length > 0;
  return {
    expected,
    precedence: null,
    deciding: null,
    reply: punishes ? r.best[0] : null,
    harmless: !punishes,
  };
}
