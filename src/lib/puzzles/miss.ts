/**
 * What the trainer shows after a missed puzzle, all from the engine: the move the line required, and for a
 * precedence puzzle every capture with, for each one the rules removed, the rule and the capture that beat
 * it (the engine's precedence report); for a tactic, the opponent's best reply to the wrong move (the
 * engine's solver). Loaded by the trainer only after a miss: most puzzles never need it.
 */
import type { ExplainCode, Move, Puzzle } from '../../engine/index';
import { type PrecedenceReport, play, precedenceReport, readMove, solve } from '../../engine/index';
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
  /** a tactic: the opponent's best reply to the learner's wrong legal move, found by the solver */
  readonly reply: Move | null;
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
    return { expected, precedence, deciding, reply: null };
  }
  let reply: Move | null = null;
  if (miss.move) {
    // Deep enough to see the rest of the line from the opponent's side, plus capture quiescence.
    const depth = Math.min(8, puzzle.goal.line.length - miss.ply + 1);
    const r = solve(play(miss.position, miss.move), { depth, maxNodes: REPLY_NODES });
    reply = r.limitHit ? null : (r.best[0] ?? null);
  }
  return { expected, precedence: null, deciding: null, reply };
}
