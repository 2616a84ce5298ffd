/**
 * What the build asks of a step's words beyond their shape (issue 21): a first hint that points at the idea
 * without giving the answer away, a line for every wrong option of a choice, and short success lines.
 * Pure functions over the parsed data, used by the lesson schema (schema.ts) and its tests.
 */

/** The squares a move text names, in order ("22x13x4" → [22, 13, 4]). */
const squaresOf = (move: string) => (move.match(/\d+/g) ?? []).map(Number);

/** Whether `text` names the number `n` on its own (not as part of another number). */
const namesNumber = (text: string, n: number) => new RegExp(`(?<![\\d])${n}(?![\\d])`).test(text);

/** The goal of a step, as far as the hint check needs it. */
export type HintGoal =
  | { kind: 'move' | 'capture'; answers: readonly string[] }
  | { kind: 'reach'; target: number | 'crown' }
  | { kind: 'clear' }
  | { kind: 'tap'; squares: readonly number[] }
  | { kind: 'choose'; correct: number }
  | { kind: 'line'; line: readonly ({ learner: readonly string[] } | { reply: string })[] };

/**
 * Why a first-tier hint gives the answer away, or null when it does not: it writes an answer's move, names
 * the square an answer lands on (or the square to reach, a square to tap), or, for a choice, repeats the
 * right option or a number only the right option has (a year, a count).
 */
export function hintGivesAway(goal: HintGoal, hint: string, options: readonly string[] = []): string | null {
  const moves: readonly string[] =
    goal.kind === 'move' || goal.kind === 'capture'
      ? goal.answers
      : goal.kind === 'line'
        ? ((goal.line.find((p) => 'learner' in p) as { learner: readonly string[] } | undefined)?.learner ??
          [])
        : [];
  for (const m of moves) {
    if (hint.replace(/\s/g, '').includes(m.replace(/\s/g, '')))
      return `the first hint writes the answer ${m}`;
    const to = squaresOf(m).at(-1);
    if (to !== undefined && namesNumber(hint, to))
      return `the first hint names ${to}, where the answer ${m} lands`;
  }
  if (goal.kind === 'reach' && goal.target !== 'crown' && namesNumber(hint, goal.target))
    return `the first hint names ${goal.target}, the square to reach`;
  if (goal.kind === 'tap') {
    const named = goal.squares.filter((s) => namesNumber(hint, s));
    if (named.length > 0) return `the first hint names ${named.join(', ')}, a square to tap`;
  }
  if (goal.kind === 'choose') {
    const right = options[goal.correct];
    if (right === undefined) return null;
    const norm = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    if (norm(right).length > 0 && norm(hint).includes(norm(right)))
      return 'the first hint repeats the right option';
    const others = options.filter((_, i) => i !== goal.correct).join(' ');
    const own = (right.match(/\d+/g) ?? []).map(Number).filter((n) => !namesNumber(others, n));
    const named = own.filter((n) => namesNumber(hint, n));
    if (named.length > 0) return `the first hint names ${named.join(', ')}, which only the right option says`;
  }
  return null;
}

/** The sentences of a line ("22x13." and "1.5" do not end one). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=["“«(]?\p{Lu})/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The most sentences a success line may have: the board does the showing. */
export const MAX_SUCCESS_SENTENCES = 2;
