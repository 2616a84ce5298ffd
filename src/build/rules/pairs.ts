/**
 * Concept pairs (issue 11): for each rule difference that can be shown on a board, the same idea on two small
 * live boards, each in its own game's convention (src/content/rules/pairs.yaml). The learner tries the same
 * tempting move on both; one ruleset allows it and the other refuses it, and each board answers with its
 * verdict: the engine's reason for a refusal, the comparison table's cell for that rule.
 *
 * Every board is an exercise for the engine's verifier (`verifyExercise`): a `move` goal whose answer is the
 * move the "show" button plays — the tempting move itself where it is legal — and, where it is refused, the
 * tempting move with the refusal code the engine must give. Across the pair the schema checks that the row
 * names a rule on which the two games' data differ, that the verdicts differ, and, when both boards are
 * 8×8, that they hold the same physical position and the same physical move (the file mirror of
 * src/engine/rules/transform.ts, RULES §3.9): no FEN is ever read in another game's numbering. A broken pair fails
 * `astro build` (Astro names the file and entry; the message names the board and the reason) and the unit
 * tests.
 */
import { z } from 'astro/zod';
import type { Exercise, Square } from '../../engine';
import {
  boardMapping,
  EXPLAIN_CODES,
  type ExplainCode,
  makeSetupFen,
  moveTextSquares,
  parseSetup,
  transformSetup,
  transformSquare,
  VARIANT_IDS,
  VARIANTS,
  type VariantId,
  verifyExercise,
} from '../../engine';
import { perLang } from '../lang-schema';
import { ROWS, type RowId } from './compare';

const text = z.string().trim().min(1, 'must not be empty');
const both = perLang(text);
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, e.g. "flying-king"');
const moveText = z.string().trim().min(1);
const rowIds = ROWS.map((r) => r.id) as [RowId, ...RowId[]];

/** One board of a pair, in its own game's numbering. */
const pairBoardSchema = z
  .object({
    variant: z.enum(VARIANT_IDS as [VariantId, ...VariantId[]]),
    /** PDN FEN in this variant's numbering; the side to move is the learner */
    fen: z.string().trim().min(1),
    /** the tempting move, PDN move text with every landing square ('10x3x12') */
    try: moveText,
    /** absent: the tempting move is legal here; else the refusal code the engine must give it */
    refused: z.enum(EXPLAIN_CODES as [ExplainCode, ...ExplainCode[]]).optional(),
    /** the legal move the "show" button plays where the tempting move is refused (else the tempting move) */
    answer: moveText.optional(),
  })
  .strict();

export type PairBoard = z.infer<typeof pairBoardSchema>;

/** The engine's view of one board: the move to show is the answer, the tempting move refused with its code. */
export function pairExercise(pairId: string, board: PairBoard): Exercise {
  return {
    id: `${pairId}-${board.variant}`,
    fen: board.fen,
    goal: {
      kind: 'move',
      answers: [board.answer ?? board.try],
      tempting: board.refused ? [{ move: board.try, code: board.refused }] : undefined,
    },
  };
}

/** The squares of a move text, in order (the start, then every landing square written). */
export function moveSquares(move: string): Square[] {
  const r = moveTextSquares(move);
  return r.ok ? r.value : [];
}

/** The problems of one pair, in plain English (empty when the pair is sound). */
export function pairProblems(pair: { id: string; row: RowId; boards: readonly PairBoard[] }): string[] {
  const problems: string[] = [];
  const [a, b] = pair.boards;
  pair.boards.forEach((board, i) => {
    const where = `board ${i + 1} (${board.variant})`;
    if (board.refused && !board.answer)
      problems.push(`${where}: a refused move needs the legal "answer" to show`);
    if (!board.refused && board.answer)
      problems.push(`${where}: the tempting move is legal here, so it is the answer`);
    for (const p of verifyExercise(VARIANTS[board.variant], pairExercise(pair.id, board)))
      problems.push(`${where}: ${p}`);
  });
  if (a.variant === b.variant) problems.push(`both boards are ${a.variant}: a pair compares two games`);
  const row = ROWS.find((r) => r.id === pair.row);
  if (row && row.key(VARIANTS[a.variant]) === row.key(VARIANTS[b.variant]))
    problems.push(
      `row "${pair.row}" is the same in ${a.variant} and ${b.variant} (${row.key(VARIANTS[a.variant])}): no difference to show`,
    );
  if ((a.refused ?? 'legal') === (b.refused ?? 'legal'))
    problems.push(
      `both boards give the same verdict (${a.refused ?? 'legal'}): the pair shows no difference`,
    );
  problems.push(...physicalProblems(a, b));
  return problems;
}

/**
 * Two boards of the same size must hold the same position and the same tempting move, each in its own
 * numbering (RULES §3.9): checked by moving the first board's setup and move to the second's numbering.
 */
function physicalProblems(a: PairBoard, b: PairBoard): string[] {
  const va = VARIANTS[a.variant];
  const vb = VARIANTS[b.variant];
  if (boardMapping(va, vb) === null) return [];
  const setup = parseSetup(va, a.fen);
  const other = parseSetup(vb, b.fen);
  if (!setup.ok || !other.ok) return []; // the verifier has already said why
  const moved = transformSetup(setup.value, b.variant);
  const problems: string[] = [];
  if (moved.ok && makeSetupFen(moved.value) !== makeSetupFen(other.value))
    problems.push(
      `the boards are the same size but not the same position: ${a.variant} "${a.fen}" is ${b.variant} "${makeSetupFen(moved.value)}", not "${b.fen}"`,
    );
  const mapped = moveSquares(a.try).map((s) => transformSquare(va, vb, s));
  const written = moveSquares(b.try);
  if (mapped.join('-') !== written.join('-'))
    problems.push(
      `the tempting moves are not the same move: ${a.variant} "${a.try}" is ${b.variant} "${mapped.join('x')}", not "${b.try}"`,
    );
  return problems;
}

export const conceptPairSchema = z
  .object({
    /** the anchor of the pair on the comparison page: #pair-<id> */
    id: slug,
    /** the comparison table's row the pair shows (src/build/rules/compare.ts) */
    row: z.enum(rowIds),
    title: both,
    /** one or two sentences: the idea, and how each game answers it */
    text: both,
    boards: z.array(pairBoardSchema).length(2, 'a pair has exactly two boards'),
    /** the entry's place in the file, set by the collection's loader (src/content.config.ts) */
    order: z.number().int().nonnegative().optional(),
  })
  .strict()
  .superRefine((pair, ctx) => {
    for (const message of pairProblems(pair))
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['boards'],
        message: `pair "${pair.id}": ${message}`,
      });
  });

export type ConceptPair = z.infer<typeof conceptPairSchema>;

/** The pairs of the content collection in the file's order, the order of the pages. */
export const inFileOrder = (pairs: ConceptPair[]): ConceptPair[] =>
  [...pairs].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

/** The whole file: the pairs in page order (the content collection validates them one by one). */
export const conceptPairsSchema = z
  .array(conceptPairSchema)
  .min(1)
  .superRefine((pairs, ctx) => {
    const seen = new Set<string>();
    pairs.forEach((p, i) => {
      if (seen.has(p.id))
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [i, 'id'],
          message: `pair id "${p.id}" is used twice`,
        });
      seen.add(p.id);
    });
  });
