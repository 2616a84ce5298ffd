/**
 * Puzzles and their proof. A puzzle is an exercise with a `line` goal, a kind and a theme; `provePuzzle`
 * proves it with the engine before it may ship:
 *
 * - precedence, on a rule that filters captures (Italian FID criteria 1–4, International maximum capture):
 *   before the filter the side to move has at least two different captures, after it exactly one legal move
 *   remains, and the theme is the rule that removed the last alternative (precedence.ts). Criterion-4
 *   puzzles, like every puzzle, only use positions where both readings of criterion 4 agree (RULES §0.1).
 * - precedence, on a rule that is not a filter (a man may not take a king, crowning ends the capture, the
 *   Turkish strike): the tempting capture is refused by `explainText` with exactly that rule's code, and the
 *   answer is exactly the legal set.
 * - precedence, on the flying king (International and Brazilian): the answer is one king's capture that kings
 *   which do not fly cannot make (the engine refuses it with 'king-no-fly'), and the tempting capture is the
 *   same king's, landing on another square beyond the same piece, refused by the maximum capture (see
 *   FLYING_KING_THEME).
 * - tactic: the tactic proof (proof.ts, issue 19): the claimed outcome is the true one, the gain still holds
 *   PLIES_BEYOND plies after the line (or an endgame oracle says won), at every learner move the line's moves
 *   are exactly the best ones for every king value of KING_VALUES (another path of the same capture is the
 *   same move), every reply is forced or the best defence DEFENCE_EXTRA_PLIES beyond the line's end, and
 *   against any defence the learner still reaches the line's end.
 *
 * English has free choice among captures (RULES §4.3), so English puzzles are tactics only.
 */

import { makeMoveText, moveTextSquares, parseMoveText } from '../notation/notation';
import { type ExplainCode, explainAttempt, explainText } from '../rules/explain';
import { applyPrecedence, type CaptureSequence, captureSequences, sameMove } from '../rules/movegen';
import { KING, type Position, play } from '../rules/position';
import type { Move } from '../rules/types';
import type { Variant } from '../rules/variants';
import type { Exercise, Goal, Tempting } from './exercise';
import { exerciseStart } from './judge';
import { criterion4Readings, PRECEDENCE_RULES, type PrecedenceRule, precedenceReport } from './precedence';
import { type EndgameOracle, type ProofCode, proveTactic as proveTacticLine } from './proof';
import { DEFAULT_MAX_NODES } from './solver';
import { verifyExercise } from './verify';

export type PuzzleKind = 'precedence' | 'tactic';

/** Rules that refuse a capture without choosing among captures, by their explanation code. */
export type RuleTheme = Extract<
  ExplainCode,
  'man-cannot-capture-king' | 'promotion-ends-capture' | 'ghost-blocks'
>;
export const RULE_THEMES: readonly RuleTheme[] = [
  'man-cannot-capture-king',
  'promotion-ends-capture',
  'ghost-blocks',
];

/**
 * The flying king's theme (RULES §3.3–3.5; FMJD 3.9, 4.3, 4.6). Not a rule that removes captures, so it is
 * proved like a rule theme, twice over with the engine's own verdicts:
 * - the flight: the answer is one king's capture, and with flying kings switched off (the same position
 *   under the same rules, kings stepping one square) the engine's capture search finds it by no path and
 *   `explainAttempt` refuses it with 'king-no-fly';
 * - the landing: the tempting capture is the same king's, on the answer's path up to one jump, taking the
 *   same piece there but landing on another square beyond it, and the engine refuses it with
 *   'maximum-capture' — with flying kings the maximum decides where the king lands (RULES §3.5, INT-7).
 */
export const FLYING_KING_THEME = 'flying-king' as const;

/** The tactical themes of CURRICULUM.md §6, one per game: the Italian tiro, the International coup, the English shot. */
export type TacticTheme = 'tiro' | 'coup' | 'shot';

/** Every puzzle theme: a precedence rule, a rule theme, the flying king, or a tactic. */
export type PuzzleTheme = PrecedenceRule | RuleTheme | typeof FLYING_KING_THEME | TacticTheme;

/** Each theme with the kind of puzzle it is: the one list of themes (a Record, so none can be missing). */
export const THEME_KINDS: { readonly [T in PuzzleTheme]: PuzzleKind } = {
  'criterion-1': 'precedence',
  'criterion-2': 'precedence',
  'criterion-3': 'precedence',
  'criterion-4': 'precedence',
  'maximum-capture': 'precedence',
  'man-cannot-capture-king': 'precedence',
  'promotion-ends-capture': 'precedence',
  'ghost-blocks': 'precedence',
  'flying-king': 'precedence',
  tiro: 'tactic',
  coup: 'tactic',
  shot: 'tactic',
};
export const PUZZLE_THEMES = Object.keys(THEME_KINDS) as PuzzleTheme[];

export type LineGoal = Extract<Goal, { kind: 'line' }>;

export interface Puzzle extends Exercise {
  readonly goal: LineGoal;
  readonly kind: PuzzleKind;
  /**
   * precedence: the rule, as a PrecedenceRule ('criterion-1' … 'criterion-4', 'maximum-capture'), a
   * RuleTheme or FLYING_KING_THEME; tactic: a theme of CURRICULUM.md §6 ('tiro', 'shot', 'coup-turc', …)
   */
  readonly theme: PuzzleTheme;
  /**
   * for a rule that is not a filter: the capture that would be legal with that rule switched off; for the
   * flying king: the same capture with a wrong landing square, written with every landing
   */
  readonly tempting?: Tempting;
}

/** The longest line a puzzle may have, in plies (learner moves and replies). */
export const MAX_LINE_PLIES = 15;

export interface ProveOptions {
  /** positions the proof may visit, all searches together (default 1,000,000) */
  readonly maxNodes?: number;
  /** plies searched beyond the line's end by the tactic's uniqueness check (default 0: to the end, then quiescence) */
  readonly extraDepth?: number;
  /** the longest line accepted (default MAX_LINE_PLIES) */
  readonly maxPlies?: number;
  /** the solver's value of a king for the defence and the outcome, a man being 1 (default 3) */
  readonly kingValue?: number;
  /** the king values a tactic must hold under (default KING_VALUES of proof.ts) */
  readonly kingValues?: readonly number[];
  /** an endgame database: a tactic whose line ends in a position it says is won holds past the line */
  readonly oracle?: EndgameOracle;
}

export type Proof =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly id: string;
      /** 1-based ply of the line where the proof failed; null for the puzzle as a whole */
      readonly ply: number | null;
      /** plain English, naming the ply */
      readonly reason: string;
      /** for a tactic, the tactic proof's code (proof.ts): 'gain-given-back', 'second-solution', … */
      readonly code?: ProofCode;
    };

/** One position along the line: ply i is played from it. */
interface Node {
  readonly pos: Position;
  readonly ply: number;
  /** the line's moves from here (several when the learner has several accepted moves) */
  readonly moves: readonly Move[];
  readonly children: readonly Node[];
}

class Rejected extends Error {
  constructor(
    readonly ply: number | null,
    readonly why: string,
    readonly code?: ProofCode,
  ) {
    super(why);
  }
}

const fail = (ply: number | null, why: string): never => {
  throw new Rejected(ply, why);
};

const sameSet = (a: readonly Move[], b: readonly Move[]) =>
  a.length === b.length && a.every((m) => b.some((x) => sameMove(m, x)));

const texts = (pos: Position, moves: readonly Move[]) =>
  moves.map((m) => makeMoveText(pos, m)).join(', ') || 'none';

/**
 * Prove a puzzle against the engine in `variant`. Every way a puzzle can be unsound (an illegal move, a bad
 * FEN, a wrong theme, a second solution, a search over its node budget) is a rejection, not a throw.
 */
export function provePuzzle(variant: Variant, puzzle: Puzzle, options: ProveOptions = {}): Proof {
  try {
    prove(variant, puzzle, options);
    return { ok: true };
  } catch (e) {
    if (!(e instanceof Rejected)) throw e;
    const where = e.ply === null ? '' : `ply ${e.ply}: `;
    return {
      ok: false,
      id: puzzle.id,
      ply: e.ply,
      reason: `${where}${e.why}`,
      ...(e.code ? { code: e.code } : {}),
    };
  }
}

function prove(variant: Variant, puzzle: Puzzle, options: ProveOptions): void {
  const goal = puzzle.goal as Goal;
  if (goal?.kind !== 'line' || !Array.isArray(goal.line))
    fail(null, `a puzzle needs a line goal, not "${goal?.kind}"`);
  if (puzzle.kind !== 'precedence' && puzzle.kind !== 'tactic')
    fail(null, `unknown puzzle kind "${String(puzzle.kind)}"`);
  if (!Object.hasOwn(THEME_KINDS, puzzle.theme)) fail(null, `unknown puzzle theme "${String(puzzle.theme)}"`);
  if (THEME_KINDS[puzzle.theme] !== puzzle.kind)
    fail(null, `a ${puzzle.theme} puzzle is a ${THEME_KINDS[puzzle.theme]} puzzle, not a ${puzzle.kind} one`);
  const line = (goal as LineGoal).line;
  const maxPlies = options.maxPlies ?? MAX_LINE_PLIES;
  if (line.length > maxPlies) fail(null, `the line has ${line.length} plies, more than ${maxPlies}`);
  const problems = verifyExercise(variant, puzzle);
  if (problems.length > 0) fail(null, problems.join('; '));
  const start = exerciseStart(variant, puzzle);
  const root = buildLine(start, goal as LineGoal);

  // Every position of the line has one legal set, whichever reading of FID criterion 4 (RULES §0.1).
  for (const node of nodes(root)) {
    const r = criterion4Readings(node.pos);
    if (!r.agree)
      fail(
        node.ply,
        `the legal moves depend on the reading of FID criterion 4 (RULES §0.1): ${texts(node.pos, r.lexicographic)} or ${texts(node.pos, r.bitmask)}`,
      );
  }
  if (puzzle.tempting) checkTempting(start, puzzle.tempting);

  if (puzzle.kind === 'precedence') provePrecedence(start, puzzle, root);
  else proveTactic(start, puzzle, options);
}

/** The line as a tree of positions (the exercise verifier has already read every move). */
function buildLine(start: Position, goal: LineGoal): Node {
  const build = (pos: Position, ply: number): Node => {
    const p = goal.line[ply - 1];
    if (!p) return { pos, ply, moves: [], children: [] };
    const read = (t: string) => {
      const r = parseMoveText(pos, t);
      if (!r.ok) return fail(ply, `"${t}" is not legal: ${r.error.message}`);
      return r.value;
    };
    const moves = 'learner' in p ? p.learner.map(read) : [read(p.reply)];
    return { pos, ply, moves, children: moves.map((m) => build(play(pos, m), ply + 1)) };
  };
  return build(start, 1);
}

function nodes(root: Node): Node[] {
  const out: Node[] = [];
  const walk = (n: Node) => {
    out.push(n);
    n.children.forEach(walk);
  };
  walk(root);
  return out;
}

function checkTempting(start: Position, t: Tempting): void {
  const v = explainText(start, t.move);
  if (v.status !== 'illegal') fail(1, `the tempting move ${t.move} is ${v.status}, not refused`);
  else if (v.reason.code !== t.code)
    fail(1, `the tempting move ${t.move} is refused with ${v.reason.code}, not ${t.code}`);
}

function provePrecedence(start: Position, puzzle: Puzzle, root: Node): void {
  const rules = start.variant.rules;
  if (rules.precedence === 'free')
    fail(null, 'English has free choice among captures: English puzzles are tactics only');
  const learnerPlies = puzzle.goal.line.filter((p) => 'learner' in p).length;
  if (learnerPlies !== 1)
    fail(null, `a precedence puzzle is one move, but its line has ${learnerPlies} learner moves`);
  const report = precedenceReport(start);
  const answer = root.moves;
  const theme = puzzle.theme;

  if ((PRECEDENCE_RULES as readonly string[]).includes(theme)) {
    const rule = theme as PrecedenceRule;
    if ((rule === 'maximum-capture') !== (rules.precedence === 'maximum'))
      fail(null, `the theme ${rule} is not a rule of ${start.variant.id}`);
    if (report.captures.length < 2)
      fail(
        1,
        `before the precedence filter there must be at least two different captures, there are ${report.captures.length} (${texts(start, report.captures)})`,
      );
    if (report.legal.length !== 1)
      fail(
        1,
        `after the precedence filter exactly one legal move must remain, there are ${report.legal.length} (${texts(start, report.legal)})`,
      );
    if (report.deciding !== rule)
      fail(1, `the theme is ${rule}, but the last alternative is removed by ${report.deciding ?? 'no rule'}`);
  } else if ((RULE_THEMES as readonly string[]).includes(theme)) {
    if (!puzzle.tempting) fail(null, `a ${theme} puzzle needs the tempting capture the rule refuses`);
    else if (puzzle.tempting.code !== theme)
      fail(null, `the tempting capture is refused with ${puzzle.tempting.code}, but the theme is ${theme}`);
  } else if (theme === FLYING_KING_THEME) proveFlyingKing(start, puzzle, report.legal);
  else fail(null, `"${theme}" is not a precedence theme`);

  if (!sameSet(answer, report.legal))
    fail(
      1,
      `the answer must be exactly the legal moves: written ${texts(start, answer)}, engine ${texts(start, report.legal)}`,
    );
}

/**
 * The jump at which two captures of one piece part only by the landing square: the same landings up to jump
 * i, the same piece taken at jump i, then different squares beyond it. -1 when they do not part that way.
 */
export function landingFork(a: Move, b: Move): number {
  if (a.from !== b.from) return -1;
  for (let i = 0; i < a.captures.length && i < b.captures.length; i++) {
    if (a.path[i] !== b.path[i] || a.captures[i] !== b.captures[i]) return -1;
    if (a.path[i + 1] !== b.path[i + 1]) return i;
  }
  return -1;
}

/** `pos` with kings that step one square: the same rules with the flying king switched off. */
export function groundedKings(pos: Position): Position {
  const variant = pos.variant;
  return { ...pos, variant: { ...variant, rules: { ...variant.rules, flyingKings: false } } };
}

/** The capture sequence of `pos` written with every landing square, if `text` is one. */
function wholeCapture(pos: Position, text: string): CaptureSequence | undefined {
  const squares = moveTextSquares(text);
  if (!squares.ok) return undefined;
  const s = squares.value;
  return captureSequences(pos).find((q) => q.path.length === s.length && q.path.every((x, i) => x === s[i]));
}

function proveFlyingKing(start: Position, puzzle: Puzzle, legal: readonly Move[]): void {
  const rules = start.variant.rules;
  if (!rules.flyingKings || rules.precedence !== 'maximum')
    fail(null, `the theme ${FLYING_KING_THEME} is not a rule of ${start.variant.id}`);
  const first = legal[0];
  if (!first || first.captures.length === 0)
    fail(1, `a ${FLYING_KING_THEME} puzzle is a capture, but the legal moves are ${texts(start, legal)}`);
  if (!(start.cells[first.from] & KING))
    fail(1, `the capture ${makeMoveText(start, first)} is a man's, not a flying king's`);
  // Only the last landing may be free (any square beyond the last piece): the capture itself is one.
  const sameCapture = (m: Move) =>
    m.from === first.from &&
    m.captures.length === first.captures.length &&
    m.captures.every((c) => first.captures.includes(c));
  if (!legal.every(sameCapture))
    fail(1, `the legal moves must be one king's one capture, but they are ${texts(start, legal)}`);

  // The flight: kings that do not fly could not make the capture by any path (the engine's own capture
  // search with the rule switched off), and the engine refuses the answer's path to them as a flight.
  const grounded = groundedKings(start);
  const groundedCaptures = captureSequences(grounded);
  for (const m of legal) {
    const text = makeMoveText(start, m);
    if (groundedCaptures.some((s) => sameMove(s, m)))
      fail(1, `the flight is not needed: a king that does not fly makes the same capture, ${text}`);
    const v = explainAttempt(grounded, m.path, { complete: true });
    if (v.status !== 'illegal' || v.reason.code !== 'king-no-fly')
      fail(
        1,
        `the flight is not the point: a king that does not fly is refused ${text} with ${v.status === 'illegal' ? v.reason.code : v.status}, not king-no-fly`,
      );
  }

  // The landing: the tempting capture parts from a legal one only by where the king lands beyond one piece.
  const t = puzzle.tempting;
  if (!t) {
    fail(null, `a ${FLYING_KING_THEME} puzzle needs the tempting capture: a wrong landing square`);
    return;
  }
  if (t.code !== 'maximum-capture')
    fail(
      null,
      `the tempting landing is refused with ${t.code}, but a wrong landing loses to maximum-capture`,
    );
  const wrong = wholeCapture(start, t.move);
  if (!wrong) fail(1, `the tempting move ${t.move} must be a capture written with every landing square`);
  const kept = applyPrecedence(start.variant, captureSequences(start));
  if (!kept.some((k) => landingFork(k, wrong as CaptureSequence) >= 0))
    fail(
      1,
      `the tempting move ${t.move} does not follow the answer and land elsewhere beyond the same piece`,
    );
}

/** A tactic is proved by the tactic proof (proof.ts): outcome, holds past the line, unique, best defence. */
function proveTactic(start: Position, puzzle: Puzzle, options: ProveOptions): void {
  const verdict = proveTacticLine(
    { start, line: puzzle.goal.line, end: puzzle.goal.end },
    {
      maxNodes: options.maxNodes ?? DEFAULT_MAX_NODES,
      uniqueExtra: options.extraDepth ?? 0,
      ...(options.kingValue !== undefined ? { kingValue: options.kingValue } : {}),
      ...(options.kingValues ? { kingValues: options.kingValues } : {}),
      ...(options.oracle ? { oracle: options.oracle } : {}),
    },
  );
  const f = verdict.failures[0];
  if (f) throw new Rejected(f.ply, f.message.replace(/^ply \d+: /, ''), f.code);
}
