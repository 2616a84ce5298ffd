/**
 * Precedence puzzles from the corpus (issue 20, item 5): the capture rules met in the positions of the
 * corpus's games exactly as they stood — no piece added or removed. Every position of a game in which the
 * side to move must capture and has a choice (two different captures, or one capture and a tempting one a
 * rule refuses) is offered to each precedence theme of the variant (the generator's finders, generate.ts
 * THEMES); a candidate is kept when the build's proof accepts it (provePuzzle) and the theme's rule alone
 * refuses the tempting capture (isolatePrecedence: for the criteria the captures collapse exactly at the
 * theme's criterion, criterion 4 only where its three readings agree; for the rules that are not filters, no
 * other rule refuses the tempting capture). The position is classified by the theme whose rule isolates it.
 * Each puzzle records its game (id, every move, the ply of the position) and is rated and explained by the
 * generator's describe.ts, as the generated sets are.
 *
 *   npm run puzzles:precedence -- --variant <v> [--dir <corpus dir>] [--write [--puzzles <dir>]]
 * (src/cli/puzzles-precedence.ts) reads a corpus file and merges the harvest into the set files.
 */
import type { PuzzleRecord } from '../../build/puzzles/schema';
import {
  explainText,
  isolatePrecedence,
  KING,
  legalMoves,
  makeFen,
  makeMoveText,
  type Position,
  type Puzzle,
  type PuzzleTheme,
  provePuzzle,
  type VariantId,
} from '../../engine';
import type { CorpusGame } from './corpus';
import { describePuzzle } from './describe';
import { GENERATOR_MAX_NODES, THEMES } from './generate';
import { boardPieces, type HarvestedPuzzle, replayGame } from './harvest-tactics';

/** The precedence themes of a variant, in the order a position is offered to them. */
export function precedenceThemes(variant: VariantId): PuzzleTheme[] {
  return (Object.keys(THEMES) as PuzzleTheme[]).filter(
    (t) => THEMES[t].kind === 'precedence' && THEMES[t].variants.includes(variant),
  );
}

/** What the harvest of one game (or a whole corpus) counted, per theme. */
export interface PrecedenceStats {
  /** positions looked at (each distinct position of a game once) */
  positions: number;
  /** of them, positions where the side to move must capture */
  mustCapture: number;
  /** per theme: candidates the theme's finder returned */
  candidates: Record<string, number>;
  /** per theme: puzzles kept (proved and isolated) */
  found: Record<string, number>;
  /** per theme: candidates the build's proof refused */
  proofRefused: Record<string, number>;
  /** per theme and isolation code: candidates the isolation refused */
  isolationRefused: Record<string, number>;
}

export const emptyPrecedenceStats = (): PrecedenceStats => ({
  positions: 0,
  mustCapture: 0,
  candidates: {},
  found: {},
  proofRefused: {},
  isolationRefused: {},
});

const bump = (r: Record<string, number>, k: string, n = 1) => {
  r[k] = (r[k] ?? 0) + n;
};

/** Add `b`'s counts to `a`. */
export function addPrecedenceStats(a: PrecedenceStats, b: PrecedenceStats): void {
  a.positions += b.positions;
  a.mustCapture += b.mustCapture;
  for (const k of ['candidates', 'found', 'proofRefused', 'isolationRefused'] as const)
    for (const [t, n] of Object.entries(b[k])) bump(a[k], t, n);
}

/**
 * Must the side to move capture? Then it has a choice when it has two different complete captures (from, to
 * and captured set count once) or when a rule that is not a filter refuses a capture it could see (a man
 * next to a king, a crowning capture that could go on, a path across a taken piece): the finders judge which.
 */
function mustCapture(pos: Position): boolean {
  const legal = legalMoves(pos);
  return legal.length > 0 && legal[0].captures.length > 0;
}

/**
 * The precedence puzzle of `pos` as it stands, or null: the first theme of the variant whose finder returns
 * a candidate that the build's proof accepts and whose rule isolates it. `stats` counts per theme.
 */
export function findGamePrecedence(pos: Position, stats?: PrecedenceStats): Puzzle | null {
  const variant = pos.variant;
  for (const theme of precedenceThemes(variant.id)) {
    const candidates = candidatesOf(pos, theme);
    if (candidates.length === 0) continue;
    if (stats) bump(stats.candidates, theme);
    let refusal: string | null = null;
    for (const found of candidates) {
      if (!provePuzzle(variant, found, { maxNodes: GENERATOR_MAX_NODES }).ok) {
        refusal ??= 'proof';
        continue;
      }
      const iso = isolatePrecedence(pos, theme, found.tempting);
      if (!iso.ok) {
        if (refusal === null || refusal === 'proof') refusal = iso.code;
        continue;
      }
      if (stats) bump(stats.found, theme);
      return found;
    }
    if (stats && refusal === 'proof') bump(stats.proofRefused, theme);
    else if (stats && refusal) bump(stats.isolationRefused, `${theme}:${refusal}`);
  }
  return null;
}

/**
 * The candidates of one theme in `pos`: the generator's finder's, and for a man may not take a king every
 * capture that only that rule refuses — each capture a man makes through a king once men may take kings
 * (menCaptureKings switched on, nothing else), written as the engine writes it there — since in a game the
 * first such jump the finder sees is often not the complete capture, or one another rule refuses too.
 */
function candidatesOf(pos: Position, theme: PuzzleTheme): Puzzle[] {
  const first = THEMES[theme].find(pos);
  if (theme !== 'man-cannot-capture-king' || pos.variant.rules.menCaptureKings) return first ? [first] : [];
  const legal = legalMoves(pos);
  if (legal.length !== 1 || legal[0].captures.length === 0) return first ? [first] : [];
  const off: Position = {
    ...pos,
    variant: { ...pos.variant, rules: { ...pos.variant.rules, menCaptureKings: true } },
  };
  const offLegal = legalMoves(off);
  const out: Puzzle[] = first ? [first] : [];
  for (const m of offLegal) {
    if (pos.cells[m.from] & KING || !m.captures.some((c) => pos.cells[c] & KING)) continue;
    const t = makeMoveText(off, m, offLegal);
    const v = explainText(pos, t);
    if (v.status !== 'illegal' || v.reason.code !== theme) continue;
    if (out.some((p) => p.tempting?.move === t)) continue;
    out.push({
      id: 'candidate',
      fen: makeFen(pos),
      kind: 'precedence',
      theme,
      goal: { kind: 'line', line: [{ learner: [makeMoveText(pos, legal[0])] }] },
      tempting: { move: t, code: theme },
    });
  }
  return out;
}

/**
 * Every precedence puzzle of one game, in ply order, each with its game, rating and explanation. The same
 * position twice in a game (a repetition) is looked at once.
 */
export function harvestPrecedenceGame(game: CorpusGame, stats?: PrecedenceStats): HarvestedPuzzle[] {
  const positions = replayGame(game);
  const out: HarvestedPuzzle[] = [];
  const seen = new Set<string>();
  // The last position has no move after it in the game: the build asks for one (gameProblem).
  for (let ply = 0; ply < positions.length - 1; ply++) {
    const pos = positions[ply];
    const fen = makeFen(pos);
    if (seen.has(fen)) continue;
    seen.add(fen);
    if (stats) stats.positions++;
    if (!mustCapture(pos)) continue;
    if (stats) stats.mustCapture++;
    const found = findGamePrecedence(pos, stats);
    if (found) out.push(dressPrecedence(pos, { ...found, fen }, game, ply));
  }
  return out;
}

/**
 * A game's precedence puzzle as a collection record (without its id): its answer and tempting move, its
 * game, and the rating and explanation describe.ts reads off it now (collect.ts dresses every puzzle again,
 * so a change to the wording applies to a harvest already made).
 */
export function dressPrecedence(
  start: Position,
  puzzle: Puzzle,
  game: Pick<CorpusGame, 'id' | 'moves'>,
  ply: number,
): HarvestedPuzzle {
  const { rating, explanation } = describePuzzle(start.variant, puzzle);
  const record: Omit<PuzzleRecord, 'id'> = {
    kind: 'precedence',
    theme: puzzle.theme,
    fen: makeFen(start),
    line: puzzle.goal.line.map((p) => ('learner' in p ? { learner: [...p.learner] } : { ...p })),
    ...(puzzle.tempting ? { tempting: { ...puzzle.tempting } } : {}),
    game: { id: game.id, moves: [...game.moves], ply },
    rating,
    explanation,
  };
  return record;
}

/** The median of some counts (issue 20: the median piece count outside first steps is at least 10). */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export { boardPieces };
