/**
 * One position under three rulesets (issue 11): the legal moves of an 8×8 position under Italian rules,
 * International rules on 8×8 (Brazilian) and English rules, which of them differ, and why — all asked of the
 * engine. Each ruleset sees the position in its own numbering, moved there with `transformSetup` (the
 * Italian board is the file mirror of the other two, RULES §3.9): no FEN is passed between variants. Moves
 * are compared as physical moves (the same from, to and captured pieces on the real board); a move legal
 * under one ruleset and not another is explained by `explainAttempt` on the other ruleset's position, with
 * the move's path written in that ruleset's numbering.
 */
import {
  type Explanation,
  explainAttempt,
  type FenError,
  legalMoves,
  type Move,
  type Position,
  type Result,
  type Setup,
  type Square,
  setupPosition,
  transformSetup,
  transformSquare,
  VARIANTS,
  type VariantId,
} from '../engine/index';

/** The three rulesets compared, in the order the page shows them. */
export const THREE_RULES = ['italian', 'brazilian', 'english'] as const satisfies readonly VariantId[];
export type ThreeRulesId = (typeof THREE_RULES)[number];

/** One ruleset's view: the position in its numbering and its legal moves, each once. */
export interface RulesColumn {
  readonly variant: ThreeRulesId;
  readonly position: Position;
  readonly moves: readonly Move[];
  /** for each move (same index): true when some other ruleset does not allow this physical move */
  readonly differs: readonly boolean[];
  /** every move differs (and there is at least one): the page says so once rather than marking each */
  readonly allDiffer: boolean;
}

/** A move one ruleset allows and another refuses, with the refusing ruleset's reason. */
export interface Refusal {
  /** the ruleset that allows the move */
  readonly legalIn: ThreeRulesId;
  /** the move in `legalIn`'s numbering */
  readonly move: Move;
  /** the ruleset that refuses it */
  readonly refusedIn: ThreeRulesId;
  /** the same move in `refusedIn`'s numbering (its path), as attempted there */
  readonly attempted: readonly Square[];
  /** the engine's reason (explainAttempt with the complete path) */
  readonly reason: Explanation;
}

/**
 * One physical move on which the rulesets disagree: where it is legal (each in its own numbering) and where
 * it is refused, with each refusing ruleset's reason — one line on the page, not one per pair of rulesets.
 */
export interface MoveDisagreement {
  /** the rulesets that allow the move, in column order, each with the move in its numbering */
  readonly legal: readonly { readonly variant: ThreeRulesId; readonly move: Move }[];
  /** the rulesets that refuse it, in column order, each with the first allowing ruleset's refusal */
  readonly refused: readonly Refusal[];
}

export interface ThreeRulesReport {
  readonly columns: readonly RulesColumn[];
  /** every refusal, grouped by the ruleset that allows the move, in column and move order */
  readonly refusals: readonly Refusal[];
  /** the refusals grouped by physical move, in the order of their first refusal */
  readonly disagreements: readonly MoveDisagreement[];
}

/** What makes two moves the same on the real board: from, to and the set of captured squares. */
function physicalKey(from: VariantId, to: VariantId, m: Move): string {
  const sq = (s: Square) => transformSquare(VARIANTS[from], VARIANTS[to], s) ?? 0;
  const caps = m.captures.map(sq).sort((a, b) => a - b);
  return `${sq(m.from)}-${sq(m.to)}x${caps.join(',')}`;
}

/** A square of `from`'s board in `to`'s numbering (the boards are the same size here). */
export function sameSquare(from: VariantId, to: VariantId, sq: Square): Square {
  return transformSquare(VARIANTS[from], VARIANTS[to], sq) ?? sq;
}

/**
 * The position of an 8×8 setup under each of the three rulesets, or the engine's coded error when it is not
 * a position (every ruleset shares the board's rows and piece counts, so the first error is everyone's).
 */
export function threePositions(setup: Setup): Result<Record<ThreeRulesId, Position>, FenError> {
  const out = {} as Record<ThreeRulesId, Position>;
  for (const id of THREE_RULES) {
    const moved = transformSetup(setup, id);
    if (!moved.ok) {
      return {
        ok: false,
        error: { code: 'other-numbering', message: moved.error.message, token: setup.variant },
      };
    }
    const pos = setupPosition(VARIANTS[id], moved.value);
    if (!pos.ok) return pos;
    out[id] = pos.value;
  }
  return { ok: true, value: out };
}

/** The legal moves of a setup under the three rulesets, the moves that differ and why. */
export function threeRules(setup: Setup): Result<ThreeRulesReport, FenError> {
  const positions = threePositions(setup);
  if (!positions.ok) return positions;
  const ref: VariantId = 'italian';
  const moves = {} as Record<ThreeRulesId, Move[]>;
  const keys = {} as Record<ThreeRulesId, Set<string>>;
  for (const id of THREE_RULES) {
    moves[id] = legalMoves(positions.value[id]);
    keys[id] = new Set(moves[id].map((m) => physicalKey(id, ref, m)));
  }
  const refusals: Refusal[] = [];
  const groups = new Map<string, { legal: MoveDisagreement['legal'][number][]; refused: Refusal[] }>();
  const columns: RulesColumn[] = THREE_RULES.map((id) => {
    const differs = moves[id].map((m) => {
      const key = physicalKey(id, ref, m);
      let any = false;
      for (const other of THREE_RULES) {
        if (other === id || keys[other].has(key)) continue;
        any = true;
        const attempted = m.path.map((s) => sameSquare(id, other, s));
        // The whole path, matched exactly: 11x4 written by another ruleset is that single jump here, never a longer
        // capture of this ruleset that also ends on 4 (so the rule that removes it gets named, e.g. FID criterion 1).
        const verdict = explainAttempt(positions.value[other], attempted, { complete: true, exact: true });
        // The other ruleset has no move with this key, so its verdict is a refusal; a 'legal' verdict would
        // mean the same path takes other pieces there, which the key comparison already tells apart.
        const reason: Explanation =
          verdict.status === 'illegal'
            ? verdict.reason
            : { code: 'not-a-move', message: 'Under these rules this path takes other pieces.' };
        const refusal: Refusal = { legalIn: id, move: m, refusedIn: other, attempted, reason };
        refusals.push(refusal);
        const group = groups.get(key) ?? { legal: [], refused: [] };
        groups.set(key, group);
        if (!group.legal.some((l) => l.variant === id)) group.legal.push({ variant: id, move: m });
        if (!group.refused.some((r) => r.refusedIn === other)) group.refused.push(refusal);
      }
      return any;
    });
    const allDiffer = differs.length > 0 && differs.every(Boolean);
    return { variant: id, position: positions.value[id], moves: moves[id], differs, allDiffer };
  });
  const disagreements: MoveDisagreement[] = [...groups.values()].map((g) => ({
    legal: g.legal,
    refused: [...g.refused].sort(
      (a, b) => THREE_RULES.indexOf(a.refusedIn) - THREE_RULES.indexOf(b.refusedIn),
    ),
  }));
  return { ok: true, value: { columns, refusals, disagreements } };
}
