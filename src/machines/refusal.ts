/**
 * Why the board refused an attempt, asked of the engine (explain.ts) when a move is refused: the board-input
 * machine loads this module with its first refusal, as deciding legal / partial / illegal needs only
 * src/engine/rules/attempt.ts.
 */

import type { Position, Square } from '../engine';
import { type Explanation, explainAttempt } from '../engine/rules/explain';
import { EXPLAIN_CLASSES, type ExplainFamily } from '../engine/rules/explain-codes';

export interface RefusalInput {
  position: Position;
  /** the refused squares: [from, …landing squares] */
  attempt: Square[];
  /** in the middle of a capture: the squares entered so far, which stay; null otherwise */
  entered: Square[] | null;
}

/**
 * Reasons that say more about a wrong square in the middle of a capture than "the capture must go on": a
 * captured piece in the way, a piece jumped twice, two pieces in a row, a rule of the game. A stray square
 * (nothing between, not on a diagonal) is answered with "keep capturing" instead.
 */
const PRECISE_FAMILIES: ReadonlySet<ExplainFamily> = new Set<ExplainFamily>([
  'capture-path',
  'game-rule',
  'precedence',
]);

/** The engine's explanation of a refused attempt; null when the engine does not find it illegal. */
export function refusalReason({ position, attempt, entered }: RefusalInput): Explanation | null {
  const tried = explainAttempt(position, attempt);
  if (entered === null) return tried.status === 'illegal' ? tried.reason : null;
  // Mid-capture: say what is wrong with the square just entered (a captured piece in the way, two pieces in
  // a row…); only when the engine has nothing more precise, that the capture must go on from where it stands.
  if (tried.status === 'illegal' && PRECISE_FAMILIES.has(EXPLAIN_CLASSES[tried.reason.code].family))
    return tried.reason;
  const v = explainAttempt(position, entered, { complete: true });
  return v.status === 'illegal' ? v.reason : null;
}
