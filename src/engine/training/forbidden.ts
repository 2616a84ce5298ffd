/**
 * The captures a game rule forbids: what the side to move could take if one rule of another game held here —
 * a man taking a king (Italian forbids it, RULES §2.3 [FID-ART5 5.3]) or a man capturing backwards (Italian
 * and English forbid it). The review names them where a player may have counted on one (ai/review.ts).
 *
 * Each rule is switched off alone, as the puzzle isolation check does (isolation.ts): the captures of that
 * position are generated again, and those the real rules lack are kept when the explainer's walk of their
 * jumps (explain.ts physicalReason) refuses them by that very rule — so the reason is the explainer's own.
 */
import type { ExplainCode } from '../rules/explain';
import { physicalReason } from '../rules/explain';
import { asMove, captureSequences, dedupe, sameMove } from '../rules/movegen';
import type { Position } from '../rules/position';
import type { Move, Square } from '../rules/types';

/** A rule of this game that stops a capture another game allows, named by its explanation code. */
export type CaptureRule = Extract<ExplainCode, 'man-cannot-capture-king' | 'man-backward-capture'>;

const SWITCHES: ReadonlyArray<{
  readonly code: CaptureRule;
  readonly rule: 'menCaptureKings' | 'menCaptureBackward';
}> = [
  { code: 'man-cannot-capture-king', rule: 'menCaptureKings' },
  { code: 'man-backward-capture', rule: 'menCaptureBackward' },
];

export interface ForbiddenCapture {
  /** the rule that forbids it */
  readonly code: CaptureRule;
  /** the capture as the other game would play it (from, to, path, captured squares) */
  readonly move: Move;
  /** the man that may not make it */
  readonly from: Square;
  /** the piece it may not take: the first jump the rule forbids (explain.ts's square) */
  readonly square: Square;
}

/** The captures of the side to move that only a rule of this game forbids, each once, by rule then generation. */
export function forbiddenCaptures(pos: Position): ForbiddenCapture[] {
  const rules = pos.variant.rules;
  const real = captureSequences(pos);
  const out: ForbiddenCapture[] = [];
  for (const { code, rule } of SWITCHES) {
    if (rules[rule]) continue;
    const off: Position = { ...pos, variant: { ...pos.variant, rules: { ...rules, [rule]: true } } };
    for (const seq of dedupe(captureSequences(off))) {
      if (real.some((r) => sameMove(r, seq))) continue;
      const why = physicalReason(pos, seq.path);
      if (why?.code !== code || why.square === undefined) continue;
      if (out.some((f) => f.from === seq.from && f.square === why.square && f.code === code)) continue;
      out.push({ code, move: asMove(seq), from: seq.from, square: why.square });
    }
  }
  return out;
}
