/**
 * The precedence report behind capture-precedence puzzles: for a position, the legal moves and, for every
 * capture that the variant's precedence rule removed, the rule that removed it and a legal capture that beat
 * it — what the trainer draws after a wrong answer. Built on the move generator's own pieces
 * (captureSequences, applyPrecedence, fidDecidingCriterion), so it cannot disagree with the rules engine.
 *
 * Also a check on RULES §0.1: the project reads FID criterion 4 lexicographically, while established engines
 * (the KingsRow Italian generator, DCTL) compare the jumps at which kings are taken as bit masks.
 * `criterion4Readings` gives the legal set under both readings, so a puzzle can require that they agree.
 */
import type { ExplainCode } from '../rules/explain';
import {
  applyPrecedence,
  asMove,
  type CaptureSequence,
  captureSequences,
  compareFid,
  dedupe,
  fidDecidingCriterion,
  legalMoves,
  sameMove,
} from '../rules/movegen';
import type { Position } from '../rules/position';
import type { Move } from '../rules/types';

/**
 * A rule that removes captures, named by its explanation code (explain.ts), so the trainer words it with the
 * same sentences as any refused move: FID criteria 1–4 (RULES §2.5) or FMJD's maximum capture (§3.5).
 */
export type PrecedenceRule = Extract<
  ExplainCode,
  'criterion-1' | 'criterion-2' | 'criterion-3' | 'criterion-4' | 'maximum-capture'
>;

export const PRECEDENCE_RULES: readonly PrecedenceRule[] = [
  'criterion-1',
  'criterion-2',
  'criterion-3',
  'criterion-4',
  'maximum-capture',
];

/** A capture that precedence removed. */
export interface RemovedCapture {
  /** the removed capture (from, to, captured set; the path is its highest-ranked one) */
  readonly move: Move;
  /** the rule that removed it: for Italian, the first FID criterion that separates it from the legal ones */
  readonly rule: PrecedenceRule;
  /** a legal capture that beats it under that rule */
  readonly beatenBy: Move;
}

export interface PrecedenceReport {
  /** every legal move (legalMoves: after precedence, de-duplicated) */
  readonly legal: readonly Move[];
  /** every different capture before the precedence filter (de-duplicated by from, to and captured set) */
  readonly captures: readonly Move[];
  /** the captures precedence removed, each once, in generation order; [] under free choice (English) */
  readonly removed: readonly RemovedCapture[];
  /**
   * The rule that removed the last alternative: the criteria apply in order, so the highest criterion among
   * the removals (Italian), or 'maximum-capture' (International); null when nothing was removed.
   */
  readonly deciding: PrecedenceRule | null;
}

/** Does `a` outrank `b` under the variant's precedence rule? (> 0: a is better) */
function outranks(pos: Position, a: CaptureSequence, b: CaptureSequence): number {
  return pos.variant.rules.precedence === 'fid' ? compareFid(a, b) : a.captures.length - b.captures.length;
}

/** The rule that removes `loser` when `winner` is legal. */
function ruleBetween(pos: Position, winner: CaptureSequence, loser: CaptureSequence): PrecedenceRule {
  if (pos.variant.rules.precedence === 'maximum') return 'maximum-capture';
  const { criterion } = fidDecidingCriterion(winner, loser);
  // A removed sequence always differs from a legal one under some criterion (applyPrecedence keeps ties).
  if (criterion === 0) throw new Error('precedence report: a removed capture ties with a legal one');
  return `criterion-${criterion}`;
}

const ORDER: Readonly<Record<PrecedenceRule, number>> = {
  'criterion-1': 1,
  'criterion-2': 2,
  'criterion-3': 3,
  'criterion-4': 4,
  'maximum-capture': 5,
};

/** The legal moves of `pos` and, for each capture precedence removed, why and by which legal capture. */
export function precedenceReport(pos: Position): PrecedenceReport {
  const legal = legalMoves(pos);
  const seqs = captureSequences(pos);
  const captures = dedupe(seqs.slice()).map(asMove);
  if (pos.variant.rules.precedence === 'free' || seqs.length <= 1)
    return { legal, captures, removed: [], deciding: null };
  const kept = applyPrecedence(pos.variant, seqs);
  const winner = dedupe(kept.slice())[0];
  // A move (from, to, captured set) is legal when any of its paths survives (RULES §0.2), so only moves with
  // no surviving path were removed; each is reported once, by its highest-ranked path.
  const removedSeqs: CaptureSequence[] = [];
  for (const s of seqs) {
    if (kept.includes(s) || kept.some((k) => sameMove(k, s))) continue;
    const i = removedSeqs.findIndex((r) => sameMove(r, s));
    if (i < 0) removedSeqs.push(s);
    else if (outranks(pos, s, removedSeqs[i]) > 0) removedSeqs[i] = s;
  }
  const removed = removedSeqs.map((s) => ({
    move: asMove(s),
    rule: ruleBetween(pos, winner, s),
    beatenBy: asMove(winner),
  }));
  let deciding: PrecedenceRule | null = null;
  for (const r of removed) if (deciding === null || ORDER[r.rule] > ORDER[deciding]) deciding = r.rule;
  return { legal, captures, removed, deciding };
}

/**
 * The bit-mask reading of FID criterion 4 used by the KingsRow Italian generator and DCTL (RULES §0.1):
 * among sequences tied on criteria 1–3, each is given the mask Σ 2^j over the 0-based jumps j at which a
 * king is taken, and the smallest mask wins. Only a check for puzzles: the engine plays the lexicographic
 * reading (movegen.ts compareFid). > 0 when a outranks b.
 */
export function compareFidBitmask(a: CaptureSequence, b: CaptureSequence): number {
  const { criterion, sign } = fidDecidingCriterion(a, b);
  if (criterion !== 4) return sign;
  return kingMask(b) - kingMask(a);
}

/** Σ 2^j over the jumps j that take a king (at most 20 pieces per side, so the number is exact). */
const kingMask = (s: CaptureSequence): number => s.kingJumps.reduce((m, j) => m + 2 ** j, 0);

export interface Criterion4Readings {
  /** the legal moves as the engine plays them (RULES §0.1, lexicographic) */
  readonly lexicographic: readonly Move[];
  /** the legal moves under the bit-mask reading */
  readonly bitmask: readonly Move[];
  /** both readings give the same set of moves (compared by from, to and captured set) */
  readonly agree: boolean;
  /**
   * the legal moves under the first-king-only reading: among sequences tied on criteria 1–3, only the jump at
   * which the first king is taken counts (earliest wins), later kings are free choice
   */
  readonly firstKing: readonly Move[];
  /** all three readings give the same set of moves (issue 20: a criterion-4 puzzle ships only then) */
  readonly agreeAll: boolean;
}

/** The first-king-only reading of criterion 4 (see Criterion4Readings.firstKing). > 0 when a outranks b. */
export function compareFidFirstKing(a: CaptureSequence, b: CaptureSequence): number {
  const { criterion, sign } = fidDecidingCriterion(a, b);
  if (criterion !== 4) return sign;
  return (b.kingJumps[0] ?? 0) - (a.kingJumps[0] ?? 0);
}

const sameSetOf = (a: readonly Move[], b: readonly Move[]) =>
  a.length === b.length && a.every((m) => b.some((l) => sameMove(l, m)));

function readingLegal(
  seqs: readonly CaptureSequence[],
  cmp: (a: CaptureSequence, b: CaptureSequence) => number,
) {
  let best = seqs[0];
  for (const s of seqs) if (cmp(s, best) > 0) best = s;
  return dedupe(seqs.filter((s) => cmp(s, best) === 0)).map(asMove);
}

/**
 * The legal moves under both readings of FID criterion 4. Outside Italian rules, or without a capture, the
 * readings cannot differ and both are the legal moves.
 */
export function criterion4Readings(pos: Position): Criterion4Readings {
  const lexicographic = legalMoves(pos);
  const seqs = captureSequences(pos);
  if (pos.variant.rules.precedence !== 'fid' || seqs.length <= 1)
    return { lexicographic, bitmask: lexicographic, agree: true, firstKing: lexicographic, agreeAll: true };
  const bitmask = readingLegal(seqs, compareFidBitmask);
  const firstKing = readingLegal(seqs, compareFidFirstKing);
  const agree = sameSetOf(bitmask, lexicographic);
  return { lexicographic, bitmask, agree, firstKing, agreeAll: agree && sameSetOf(firstKing, lexicographic) };
}
