/**
 * Tactics from the corpus (issue 20): the Italian tiro, the English shot and the International combination,
 * found in the positions of the corpus's games exactly as they stood — no piece added or removed — and proved
 * with the engine's tactic proof (proof.ts: the gain holds PLIES_BEYOND plies past the line, the first move is
 * the only best one for every king value of KING_VALUES, every reply is the best defence, the outcome is
 * named as it is). Each puzzle records its game (id, every move, the ply of the position) and a motif read
 * off the line (motifOf), and is rated by the generator's rating.
 *
 * The finder looks only where a tactic can be: a quiet position (the side to move has no capture and the
 * other side none pending) in which some quiet move offers material (every reply to it is a capture). Only
 * those offers are searched, so a whole game is harvested in a few seconds.
 */
import type { PuzzleRecord } from '../../build/puzzles/schema';
import {
  BLACK,
  legalMoves,
  lineOutcome,
  makeFen,
  materialBalance,
  type Position,
  type Puzzle,
  type PuzzleTheme,
  parseMoveText,
  play,
  precedenceReport,
  provePuzzle,
  solve,
  startPosition,
  type TacticTheme,
  VARIANTS,
  type VariantId,
  WHITE,
} from '../../engine';
import type { CorpusGame } from './corpus';
import { describePuzzle } from './describe';
import { explainGameTactic } from './explain-tactic';
import { GENERATOR_MAX_NODES, opponentCanCapture, tacticLine } from './generate';

/** The tactic theme of each variant. */
export const TACTIC_THEME: Readonly<Record<VariantId, TacticTheme>> = {
  italian: 'tiro',
  english: 'shot',
  international: 'coup',
  brazilian: 'coup',
};

/** Horizons tried for a tactic, shortest first: a tactic is shown at its shortest. */
const DEPTHS = [3, 5, 7] as const;

/** The solver's budget for one offer at one depth, and for the whole position's check. */
const OFFER_NODES = 60_000;
const ROOT_NODES = 250_000;

/** Plies of a game before which no position is looked at (the opening's first moves hold no tactic). */
const FIRST_PLY = 4;

/**
 * The motifs a harvested tactic is tagged with, read off the engine's facts about its line (first match):
 * - `block`: the opponent is left without a move while it still has pieces;
 * - `wipe-out`: the opponent is left without pieces;
 * - `breakthrough`: a man is crowned in the line and the new king survives the next reply;
 * - `precedence`: a reply is forced by the capture precedence (the opponent had several captures and the
 *   rules left one) — Italian and International only;
 * - `two-for-one`: one piece offered, then one capture of two;
 * - `multi-offer`: two or more pieces offered (taken by replies to the learner's quiet moves);
 * - `multi-capture`: a final capture of three or more pieces.
 * Otherwise `exchange-gain`: the offers and the captures end with a man more.
 */
export type { Motif } from './line-steps';
export { type LineStep, lineSteps } from './line-steps';

import { lineSteps, type Motif } from './line-steps';

export const MOTIFS: readonly Motif[] = [
  'block',
  'wipe-out',
  'breakthrough',
  'precedence',
  'two-for-one',
  'multi-offer',
  'multi-capture',
  'exchange-gain',
];

/** The positions of a line, each with the move played from it. */
function piecesOf(pos: Position, code: number): number {
  let n = 0;
  for (let sq = 1; sq < pos.cells.length; sq++) if (pos.cells[sq] & code) n++;
  return n;
}

/** The motif of a proved tactic (see Motif). */
export function motifOf(start: Position, puzzle: Puzzle): Motif {
  const end = puzzle.goal.end ?? {};
  const steps = lineSteps(start, puzzle);
  const last = steps[steps.length - 1];
  const final = play(last.pos, last.move);
  const them = start.turn === 'white' ? BLACK : WHITE;
  if (end.win) return piecesOf(final, them) > 0 ? 'block' : 'wipe-out';
  if (end.promotion) return 'breakthrough';
  const rules = start.variant.rules;
  if (rules.precedence !== 'free')
    for (const s of steps)
      if (!s.learner && s.move.captures.length > 0) {
        const report = precedenceReport(s.pos);
        if (report.captures.length >= 2 && report.legal.length === 1) return 'precedence';
      }
  // Pieces the learner offered (taken by the reply to a quiet move of the learner), and its captures.
  const given = steps
    .filter((s, i) => !s.learner && i > 0 && steps[i - 1].move.captures.length === 0)
    .reduce((n, s) => n + s.move.captures.length, 0);
  const takes = steps
    .filter((s) => s.learner && s.move.captures.length > 0)
    .map((s) => s.move.captures.length);
  const lastTake = takes[takes.length - 1] ?? 0;
  if (given === 1 && takes.length === 1 && lastTake === 2) return 'two-for-one';
  if (given >= 2) return 'multi-offer';
  if (lastTake >= 3) return 'multi-capture';
  return 'exchange-gain';
}

/**
 * The tactic in `pos` as it stands, or null: a quiet move that offers material and, searched to 3, 5 or 7
 * plies plus quiescence, is the one best move and gains at least a man (or crowns, or wins) — the line then
 * followed by the generator's tacticLine, and its claimed outcome set to the true one (lineOutcome).
 */
export function findGameTactic(pos: Position, theme: PuzzleTheme): Puzzle | null {
  const first = legalMoves(pos);
  if (first.length < 2 || first[0].captures.length > 0 || opponentCanCapture(pos)) return null;
  const offers = first.filter((m) => {
    const replies = legalMoves(play(pos, m));
    return replies.length > 0 && replies[0].captures.length > 0;
  });
  if (offers.length === 0) return null;
  const base = materialBalance(pos);
  for (const depth of DEPTHS) {
    let gain = false;
    for (const m of offers) {
      const r = solve(play(pos, m), { depth: depth - 1, maxNodes: OFFER_NODES });
      if (!r.limitHit && -r.value - base >= 1) gain = true;
    }
    if (!gain) continue;
    const r = solve(pos, { depth, maxNodes: ROOT_NODES });
    if (r.limitHit || r.value - base < 1 || r.best.length !== 1) return null;
    const found = tacticLine(pos, theme, r.best[0], r.value, depth);
    return found ? truthfulEnd(pos, found) : null;
  }
  return null;
}

/** The puzzle with its claim set to what the line really reaches (a king only if it survives the reply). */
function truthfulEnd(start: Position, puzzle: Puzzle): Puzzle | null {
  const o = lineOutcome(
    start,
    lineSteps(start, puzzle).map((s) => s.move),
  );
  if (!(o.win || o.king || o.material > 0)) return null;
  const end = {
    ...(o.material > 0 && !o.win ? { material: o.material } : {}),
    ...(o.king && !o.win ? { promotion: true } : {}),
    ...(o.win ? { win: true } : {}),
  };
  return { ...puzzle, goal: { ...puzzle.goal, end } };
}

/** A harvested puzzle, without its id (numbered when it joins a set: setfile.ts mergeSet). */
export type HarvestedPuzzle = Omit<PuzzleRecord, 'id'>;

/** The position after the first `ply` moves of a game, and the moves as the engine reads them. */
export function replayGame(game: Pick<CorpusGame, 'variant' | 'moves'>): Position[] {
  let pos = startPosition(VARIANTS[game.variant]);
  const out = [pos];
  for (const text of game.moves) {
    const r = parseMoveText(pos, text);
    if (!r.ok) throw new Error(`corpus: ${text} is not legal in ${makeFen(pos)}: ${r.error.message}`);
    pos = play(pos, r.value);
    out.push(pos);
  }
  return out;
}

export interface HarvestStats {
  /** positions looked at */
  tried: number;
  /** tactics found by the finder but refused by the proof */
  refused: number;
}

/**
 * Every proved tactic of one game, in ply order, each with its game, motif, rating and explanation. The
 * same position twice in a game (a repetition) gives one puzzle.
 */
export function harvestGame(game: CorpusGame, stats?: HarvestStats): HarvestedPuzzle[] {
  const variant = VARIANTS[game.variant];
  const theme = TACTIC_THEME[game.variant];
  const positions = replayGame(game);
  const out: HarvestedPuzzle[] = [];
  const seen = new Set<string>();
  for (let ply = FIRST_PLY; ply < positions.length; ply++) {
    const pos = positions[ply];
    const fen = makeFen(pos);
    if (seen.has(fen)) continue;
    seen.add(fen);
    if (stats) stats.tried++;
    const found = findGameTactic(pos, theme);
    if (!found) continue;
    const puzzle = { ...found, fen };
    if (!provePuzzle(variant, puzzle, { maxNodes: GENERATOR_MAX_NODES }).ok) {
      if (stats) stats.refused++;
      continue;
    }
    out.push(dressTactic(pos, puzzle, game, ply));
  }
  return out;
}

/**
 * A proved game tactic as a collection record (without its id): its line and claim, its game, and the
 * motif, rating and explanation read off it now (so a change to the wording applies to a harvest already
 * made: collect.ts dresses every puzzle again).
 */
export function dressTactic(
  start: Position,
  puzzle: Puzzle,
  game: Pick<CorpusGame, 'id' | 'moves'>,
  ply: number,
): HarvestedPuzzle {
  const { rating } = describePuzzle(start.variant, puzzle);
  const motif = motifOf(start, puzzle);
  const explanation = explainGameTactic(start, puzzle, { game, ply, motif });
  return {
    kind: 'tactic',
    theme: puzzle.theme,
    fen: makeFen(start),
    line: puzzle.goal.line.map((p) => ('learner' in p ? { learner: [...p.learner] } : { ...p })),
    ...(puzzle.goal.end ? { end: { ...puzzle.goal.end } } : {}),
    game: { id: game.id, moves: [...game.moves], ply },
    motif,
    rating,
    explanation,
  };
}

/** Pieces on the board of a puzzle's position (the median target counts these). */
export function boardPieces(pos: Position): number {
  return piecesOf(pos, WHITE) + piecesOf(pos, BLACK);
}
