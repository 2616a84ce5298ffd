/**
 * The rules quiz (issue 11): "is this move legal under Italian rules? under International rules on 8×8?
 * under English rules?" on positions where the three answers are not all the same.
 *
 * An item is a physical position and one candidate move, written in one ruleset's numbering. Its verdicts are
 * the engine's: the position goes to each ruleset's board with `threePositions` (the Italian board is the
 * file mirror of the other two, RULES §3.9 — no FEN is passed between variants), the move's path is moved
 * square by square with `sameSquare`, and `explainAttempt` judges it there as a complete move, landing by
 * landing (`exact`, as the one-position page asks: 11x4 is that single jump, never a longer capture that also
 * ends on 4, and a lost position still names the rule the move breaks). A legal verdict must also take the
 * same pieces on the real board as the other legal verdicts, or the item is not one move. This module holds no rule of its own: the generator picks candidates among the moves
 * `threeRules` already finds differing, and `checkItem` re-asks the engine for every shipped item.
 */

import { createRandom, type Random } from '../../engine/ai';
import {
  type ExplainCode,
  type Explanation,
  explainAttempt,
  type Move,
  moveTextSquares,
  type Position,
  parseSetup,
  type Setup,
  type Square,
  VARIANTS,
} from '../../engine/index';
import {
  sameSquare,
  THREE_RULES,
  type ThreeRulesId,
  threePositions,
  threeRules,
} from '../../model/one-position';

/** The kinds of difference the quiz covers, named after the rule that tells the rulesets apart. */
export const QUIZ_KINDS = [
  'man-takes-king',
  'backward-capture',
  'flying-king',
  'precedence',
  'compulsory',
  'crowning',
  'unfinished',
] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];

/**
 * The refusal codes an item may rest on, each with the kind it belongs to, in the order that decides an
 * item's kind when its refusals have several codes (the most specific rule first). Codes outside this list
 * (an occupied square, two pieces in a row, …) do not tell the rulesets apart, so no item rests on them.
 */
const KIND_OF_CODE: ReadonlyArray<readonly [ExplainCode, QuizKind]> = [
  ['man-cannot-capture-king', 'man-takes-king'],
  ['king-no-fly', 'flying-king'],
  ['man-backward-capture', 'backward-capture'],
  ['promotion-ends-capture', 'crowning'],
  ['criterion-1', 'precedence'],
  ['criterion-2', 'precedence'],
  ['criterion-3', 'precedence'],
  ['criterion-4', 'precedence'],
  ['maximum-capture', 'precedence'],
  ['must-capture', 'compulsory'],
  ['capture-unfinished', 'unfinished'],
];
export const QUIZ_CODES: readonly ExplainCode[] = KIND_OF_CODE.map(([c]) => c);

/** One ruleset's verdict on the candidate move: legal, or refused with the engine's code. */
export type QuizVerdict = { readonly legal: true } | { readonly legal: false; readonly code: ExplainCode };

/** A quiz item as written in src/content/rules-quiz/items.json. */
export interface QuizItem {
  /** "q-001" */
  readonly id: string;
  readonly kind: QuizKind;
  /** whose numbering `fen` and `move` use */
  readonly numbering: ThreeRulesId;
  readonly fen: string;
  /** the candidate's full path, `x` between squares for a capture: "22x13x6", "22-18" */
  readonly move: string;
  /** the expected verdicts, which the engine must give */
  readonly verdicts: Readonly<Record<ThreeRulesId, QuizVerdict>>;
}

/** One ruleset's judgement of an item, with what the page needs to show it. */
export interface RulesJudgement {
  readonly variant: ThreeRulesId;
  readonly position: Position;
  /** the candidate's path in this ruleset's numbering */
  readonly path: readonly Square[];
  /** the engine's legal move, when legal */
  readonly move?: Move;
  /** the engine's reason, when refused */
  readonly reason?: Explanation;
}

export interface Judged {
  readonly setup: Setup;
  readonly capture: boolean;
  readonly judgements: Readonly<Record<ThreeRulesId, RulesJudgement>>;
  readonly verdicts: Readonly<Record<ThreeRulesId, QuizVerdict>>;
}

/** The candidate's path text in a numbering: "22x13x6" for a capture, "22-18" for a quiet move. */
export const pathText = (path: readonly Square[], capture: boolean): string => path.join(capture ? 'x' : '-');

const capturedOnItalianBoard = (variant: ThreeRulesId, m: Move): string =>
  m.captures
    .map((s) => sameSquare(variant, 'italian', s))
    .sort((a, b) => a - b)
    .join(',');

/**
 * Judge a move (its full path in the setup's numbering) under the three rulesets. An error (a string) when
 * the setup is not a position or the legal verdicts do not take the same pieces.
 */
export function judgeMove(setup: Setup, path: readonly Square[]): Judged | string {
  const positions = threePositions(setup);
  if (!positions.ok) return `the position is impossible: ${positions.error.message}`;
  const judgements = {} as Record<ThreeRulesId, RulesJudgement>;
  const verdicts = {} as Record<ThreeRulesId, QuizVerdict>;
  const taken = new Set<string>();
  let capture = false;
  for (const id of THREE_RULES) {
    const position = positions.value[id];
    const here = path.map((s) => sameSquare(setup.variant, id, s));
    const v = explainAttempt(position, here, { complete: true, exact: true });
    if (v.status === 'legal') {
      judgements[id] = { variant: id, position, path: here, move: v.move };
      verdicts[id] = { legal: true };
      taken.add(capturedOnItalianBoard(id, v.move));
      capture ||= v.move.captures.length > 0;
    } else if (v.status === 'illegal') {
      judgements[id] = { variant: id, position, path: here, reason: v.reason };
      verdicts[id] = { legal: false, code: v.reason.code };
    } else {
      return `under ${id} rules the path ${here.join('-')} is not a whole move`;
    }
  }
  if (taken.size > 1) return 'the legal verdicts take different pieces: this path is not one move';
  return { setup, capture, judgements, verdicts };
}

/**
 * The refusal that decides an item's kind: the most specific quiz code among the refusals (see
 * KIND_OF_CODE), with its kind; null when no refusal rests on a quiz code.
 */
export function decidingCode(
  verdicts: Readonly<Record<ThreeRulesId, QuizVerdict>>,
): { code: ExplainCode; kind: QuizKind } | null {
  const codes = new Set(THREE_RULES.flatMap((id) => (verdicts[id].legal ? [] : [verdicts[id].code])));
  for (const [code, kind] of KIND_OF_CODE) if (codes.has(code)) return { code, kind };
  return null;
}

/** The kind of difference a set of verdicts shows, or null when no refusal rests on a quiz code. */
export const kindOf = (verdicts: Readonly<Record<ThreeRulesId, QuizVerdict>>): QuizKind | null =>
  decidingCode(verdicts)?.kind ?? null;

const sameVerdict = (a: QuizVerdict, b: QuizVerdict): boolean =>
  a.legal === b.legal && (a.legal || (b.legal === false && a.code === b.code));

/** Read an item's position and path; an error (a string) when either cannot be read. */
export function readItem(item: QuizItem): { setup: Setup; path: Square[] } | string {
  const setup = parseSetup(VARIANTS[item.numbering], item.fen);
  if (!setup.ok) return `the FEN cannot be read: ${setup.error.message}`;
  const path = moveTextSquares(item.move);
  if (!path.ok) return `the move cannot be read: ${path.error.message}`;
  return { setup: setup.value, path: path.value };
}

/**
 * Everything wrong with an item, checked with the engine (an empty list when it is right): the position and
 * move must read, the verdicts must be the engine's, not all the same, every refusal on a code the quiz
 * explains, the kind the one those codes give, and the move written as a capture exactly when it is one.
 */
export function checkItem(item: QuizItem): string[] {
  const read = readItem(item);
  if (typeof read === 'string') return [read];
  const judged = judgeMove(read.setup, read.path);
  if (typeof judged === 'string') return [judged];
  const problems: string[] = [];
  for (const id of THREE_RULES) {
    const want = item.verdicts[id];
    const got = judged.verdicts[id];
    if (!sameVerdict(want, got)) {
      const say = (v: QuizVerdict) => (v.legal ? 'legal' : `illegal (${v.code})`);
      const why = judged.judgements[id].reason?.message;
      problems.push(`${id}: the item says ${say(want)}, the engine says ${say(got)}${why ? `: ${why}` : ''}`);
    }
  }
  const legal = THREE_RULES.filter((id) => judged.verdicts[id].legal);
  if (legal.length === 0 || legal.length === THREE_RULES.length)
    problems.push(`the three rulesets agree (${legal.length === 0 ? 'illegal' : 'legal'} everywhere)`);
  for (const id of THREE_RULES) {
    const v = judged.verdicts[id];
    if (!v.legal && !QUIZ_CODES.includes(v.code))
      problems.push(`${id}: "${v.code}" is not a quiz difference`);
  }
  const kind = kindOf(judged.verdicts);
  if (kind !== null && kind !== item.kind) problems.push(`the kind is "${kind}", not "${item.kind}"`);
  if (item.move.includes('x') !== judged.capture && legal.length > 0)
    problems.push(
      `the move must be written with ${judged.capture ? '"x" (a capture)' : '"-" (a quiet move)'}`,
    );
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// The generator
// ---------------------------------------------------------------------------------------------------------

/**
 * How many items of each kind the shipped set has: about fifty in all, more for precedence (four FID
 * criteria and FMJD's maximum) and the man that may not take a king, the differences learners meet most.
 */
export const DEFAULT_PER_KIND: Readonly<Record<QuizKind, number>> = {
  'man-takes-king': 8,
  'backward-capture': 7,
  'flying-king': 7,
  precedence: 9,
  compulsory: 7,
  crowning: 6,
  unfinished: 6,
};

export interface GenerateOptions {
  readonly seed: number;
  /** items wanted per kind (a kind that is rare may end with fewer) */
  readonly perKind: Readonly<Record<QuizKind, number>>;
  /** random positions to try before giving up */
  readonly maxTries?: number;
}

/** A candidate found by the generator, before it is numbered. */
export type Candidate = Omit<QuizItem, 'id'>;

/**
 * A random 8×8 setup in the Italian numbering: 1–4 pieces a side, some kings, no man on its crowning row
 * (rows 1–4 and 29–32 of the Italian board), either side to move.
 */
function randomSetup(rnd: Random): Setup {
  const pick = (n: number) => Math.floor(rnd() * n);
  const used = new Set<number>();
  const pieces: Setup['pieces'][number][] = [];
  for (const color of ['white', 'black'] as const) {
    const n = 1 + pick(4);
    for (let i = 0; i < n; i++) {
      const king = rnd() < 0.35;
      let sq = 0;
      for (let t = 0; t < 20; t++) {
        const s = 1 + pick(32);
        const crowning = color === 'white' ? s <= 4 : s >= 29;
        if (used.has(s) || (!king && crowning)) continue;
        sq = s;
        break;
      }
      if (sq === 0) continue;
      used.add(sq);
      pieces.push({ square: sq, color, role: king ? 'king' : 'man' });
    }
  }
  return { variant: 'italian', turn: rnd() < 0.5 ? 'white' : 'black', pieces };
}

const signature = (j: Judged): string =>
  THREE_RULES.map((id) => {
    const v = j.verdicts[id];
    return v.legal ? '+' : v.code;
  }).join('|');

/**
 * The setup without the pieces that do not matter: each piece other than the mover is taken away when the
 * verdicts (and their codes) stay the same and both sides keep a piece.
 */
function strip(setup: Setup, path: readonly Square[], j: Judged): { setup: Setup; judged: Judged } {
  let best = { setup, judged: j };
  const want = signature(j);
  for (let i = best.setup.pieces.length - 1; i >= 0; i--) {
    const piece = best.setup.pieces[i];
    if (piece.square === path[0]) continue;
    const pieces = best.setup.pieces.filter((_, k) => k !== i);
    if (!pieces.some((p) => p.color === 'white') || !pieces.some((p) => p.color === 'black')) continue;
    const next = { ...best.setup, pieces };
    const again = judgeMove(next, path);
    if (typeof again !== 'string' && signature(again) === want) best = { setup: next, judged: again };
  }
  return best;
}

const fenOf = (s: Setup): string => {
  const sorted = [...s.pieces].sort((a, b) => a.square - b.square);
  const list = (c: 'white' | 'black') =>
    sorted
      .filter((p) => p.color === c)
      .map((p) => (p.role === 'king' ? 'K' : '') + p.square)
      .join(',');
  return `${s.turn === 'white' ? 'W' : 'B'}:W${list('white')}:B${list('black')}`;
};

/**
 * Find quiz items in random positions: in each, one of the moves that `threeRules` finds legal under some
 * rulesets and not others is judged, stripped of the pieces that do not matter and kept when its refusals
 * rest on quiz codes, its kind still wants items and no item has the same path and side to move.
 * Deterministic for a seed: one seeded source makes every choice. The items come a kind at a time.
 */
export function generateQuiz(options: GenerateOptions): Candidate[] {
  const rnd = createRandom(options.seed);
  const maxTries = options.maxTries ?? 200_000;
  const left = { ...options.perKind };
  const seen = new Set<string>();
  const out: Candidate[] = [];
  const wanted = () => QUIZ_KINDS.some((k) => left[k] > 0);
  for (let tries = 0; tries < maxTries && wanted(); tries++) {
    const setup = randomSetup(rnd);
    const report = threeRules(setup);
    if (!report.ok || report.value.refusals.length === 0) continue;
    // One of the position's differing moves, at random (not always the first), as a path on the Italian
    // board: the refusal's move is written in the numbering of the ruleset that allows it.
    const f = report.value.refusals[Math.floor(rnd() * report.value.refusals.length)];
    const path = f.move.path.map((s) => sameSquare(f.legalIn, 'italian', s));
    const judged = judgeMove(setup, path);
    if (typeof judged === 'string') continue;
    const kind = kindOf(judged.verdicts);
    if (kind === null || left[kind] <= 0) continue;
    const codes = THREE_RULES.map((id) => judged.verdicts[id]);
    if (codes.some((v) => !v.legal && !QUIZ_CODES.includes(v.code))) continue;
    const small = strip(setup, path, judged);
    // Stripping can change which rule decides (a piece gone can leave a different reason): re-derive.
    const smallKind = kindOf(small.judged.verdicts);
    if (smallKind !== kind) continue;
    const fen = fenOf(small.setup);
    const move = pathText(path, small.judged.capture);
    // One item per path and side: the same move with other pieces around teaches the same thing twice.
    const key = `${small.setup.turn} ${move}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const item: Candidate = { kind, numbering: 'italian', fen, move, verdicts: small.judged.verdicts };
    if (checkItem({ id: 'q-new', ...item }).length > 0) continue;
    left[kind]--;
    out.push(item);
  }
  return interleave(out);
}

/** The items taken a kind at a time, in the kinds' order, so that neighbours teach different rules. */
function interleave(items: readonly Candidate[]): Candidate[] {
  const queues = QUIZ_KINDS.map((k) => items.filter((i) => i.kind === k));
  const out: Candidate[] = [];
  for (let round = 0; out.length < items.length; round++)
    for (const q of queues) if (round < q.length) out.push(q[round]);
  return out;
}

/** Number items "q-001", "q-002", … in their order. */
export function numberItems(items: readonly Candidate[]): QuizItem[] {
  return items.map((c, i) => ({ id: `q-${String(i + 1).padStart(3, '0')}`, ...c }));
}
