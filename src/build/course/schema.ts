/**
 * The schema of a lesson's data file (src/content/lessons/<variant>/<folder>/lesson.yaml): language-neutral
 * positions, goals and answers, with the strings of every step in both languages. Validation runs the
 * engine's verifier on every step (`verifyExercise`), so a broken exercise fails `astro build` (Astro names
 * the file; the message names the step and the reason) and the unit tests.
 */
import { z } from 'astro/zod';
import type { Exercise, Goal, VariantId } from '../../engine';
import {
  bestFirstMoves,
  ENDGAME_STEP_PIECES,
  EXPLAIN_CODES,
  type ExplainCode,
  VARIANTS,
  variantsFor,
  verifyExercise,
} from '../../engine';
import type { EndgameOracle } from '../../engine/endgame';
import { type Lang, langs } from '../../model/lang';
import { perLang } from '../lang-schema';
import { type HintGoal, hintGivesAway, MAX_SUCCESS_SENTENCES, sentences } from './feedback';

/** Lowercase words joined by single hyphens: safe in a URL as is. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, e.g. "the-board"');

const text = z.string().trim().min(1, 'must not be empty');
/** One string in each language: a missing language is a schema error. */
const both = perLang(text);

/** An explanation code of the engine (src/engine/rules/explain.ts). */
export const explainCodeSchema = z.enum(EXPLAIN_CODES as [ExplainCode, ...ExplainCode[]]);
const code = explainCodeSchema;
const square = z.number().int().positive();
/** A move in PDN, read against the engine where it is used. */
export const moveTextSchema = z.string().trim().min(1);
const moveText = moveTextSchema;
const tempting = z.array(z.object({ move: moveText, code }).strict()).optional();

const claim = z.discriminatedUnion('type', [
  z.object({ type: z.literal('result') }).strict(),
  z.object({ type: z.literal('capture-count'), value: z.number().int().min(0) }).strict(),
  z
    .object({ type: z.literal('legal-count'), value: z.number().int().min(0), piece: square.optional() })
    .strict(),
  z.object({ type: z.literal('notation'), move: moveText, value: moveText }).strict(),
  z.object({ type: z.literal('resets-count'), moves: z.array(moveText) }).strict(),
  z.object({ type: z.literal('opponent-blocked'), move: moveText }).strict(),
]);

/** One ply of a line: the learner's accepted moves or the opponent's scripted reply (lessons and puzzles). */
export const linePlySchema = z.union([
  z.object({ learner: z.array(moveText).min(1) }).strict(),
  z.object({ reply: moveText, forced: z.boolean().optional() }).strict(),
]);

/** What the end of a line must show (material, a crowning, a win), checked by replaying it. */
export const lineEndSchema = z
  .object({
    material: z.number().int().optional(),
    promotion: z.boolean().optional(),
    win: z.boolean().optional(),
  })
  .strict();

/** Goals as written in the file; `choose` takes its option count from the strings. */
const goal = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('move'),
      answers: z.array(moveText).min(1),
      only: z.boolean().optional(),
      tempting,
    })
    .strict(),
  z.object({ kind: z.literal('capture'), answers: z.array(moveText).min(1), tempting }).strict(),
  z
    .object({
      kind: z.literal('reach'),
      target: z.union([square, z.literal('crown')]),
      par: z.number().int().positive(),
      tempting,
    })
    .strict(),
  z.object({ kind: z.literal('clear'), par: z.number().int().positive(), tempting }).strict(),
  z
    .object({
      kind: z.literal('tap'),
      tap: z.enum(['square', 'reachable', 'can-move', 'must-capture', 'set']),
      squares: z.array(square).min(1),
      piece: square.optional(),
      check: z.enum(['corners', 'long-diagonal', 'double-corner-white', 'double-corner-black']).optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('choose'),
      correct: z.number().int().min(0),
      claim: claim.optional(),
      source: z.string().optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('line'),
      line: z.array(linePlySchema).min(1),
      end: lineEndSchema.optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('endgame'),
      /** what the learner must get against the databases' defender: the win, or the draw */
      result: z.enum(['win', 'draw']),
      /** moves each already on the draw count when the step starts (default 0) */
      count: z.number().int().min(0).optional(),
    })
    .strict(),
]);

/** The words of one step in one language. */
const stepText = z
  .object({
    /** what to do, one or two short sentences */
    prompt: text,
    /**
     * two hints, asked for one after the other: a nudge towards the idea (never the answer's move, its square
     * or the right option: the build refuses it), then a stronger one; after them the board shows the answer
     */
    hints: z.array(text).length(2, 'a step has two hints: a nudge towards the idea, then a stronger one'),
    /** said when the step is solved: why it was right */
    success: text.optional(),
    /** said after a wrong but legal move: why it misses the goal */
    miss: text.optional(),
    /** the lesson's own line after a refusal with that code, shown under the engine's explanation (any codes, not all) */
    why: z.partialRecord(code, text).optional(),
    /** `choose` options, in order; each wrong one with the line that names its misconception */
    options: z.array(z.object({ text, why: text.optional() }).strict()).optional(),
    /** `tap` goals: the line for a tempting wrong square, by square ("21": why it is not one of them) */
    taps: z.record(z.string().regex(/^\d+$/, 'a square number'), text).optional(),
  })
  .strict();

const step = z
  .object({
    id: slugSchema,
    fen: z.string().trim().min(1),
    goal,
    /** a review item from an earlier lesson */
    review: z.boolean().optional(),
    /** show square numbers on the board (default true) */
    numbers: z.boolean().optional(),
    /** draw the board from Black's side */
    flipped: z.boolean().optional(),
    /** squares marked on the board, for questions about them */
    marks: z.array(square).optional(),
    /** false: a question about the rules or history, asked without a board (only for `choose`) */
    board: z.literal(false).optional(),
    text: perLang(stepText),
  })
  .strict();

/** The first word of a success line, to keep two steps in a row from opening the same way. */
const openingOf = (line: string | undefined) =>
  line
    ?.trim()
    .split(/[\s,.!:;]+/u)[0]
    ?.toLowerCase();

/** The games that have lessons: those src/engine/rules/variants.ts offers for lessons. */
export const variantIds = variantsFor('lessons');

/**
 * The endgame databases for `endgame` steps: the oracle once the tables of `variant` up to `pieces` pieces are
 * loaded, null when they cannot be (the build reads them from the Node cache: content.config.ts).
 */
export type EndgameTables = (variant: VariantId, pieces: number) => EndgameOracle | null;

/** The lesson schema, checking `endgame` steps against the databases `tables` gives. */
export const lessonSchemaFor = (tables: EndgameTables) =>
  z
    .object({
      /** language-neutral id, unique across the course: "i3-compulsory-capture" */
      id: slugSchema,
      variant: z.enum(variantIds),
      order: z.number().int().positive(),
      prerequisites: z.array(slugSchema).default([]),
      slug: perLang(slugSchema),
      title: both,
      description: both,
      steps: z.array(step).min(3, 'a lesson has 3 to 8 exercises').max(8, 'a lesson has 3 to 8 exercises'),
    })
    .strict()
    .superRefine((lesson, ctx) => {
      const variant = VARIANTS[lesson.variant];
      const seen = new Set<string>();
      lesson.steps.forEach((s, i) => {
        const where = (msg: string) =>
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: ['steps', i],
            message: `step "${s.id}": ${msg}`,
          });
        // An endgame step is checked against the databases, loaded for the step's game on first need.
        const oracle = s.goal.kind === 'endgame' ? tables(lesson.variant, ENDGAME_STEP_PIECES) : null;
        const exercise = toExercise(s);
        if (seen.has(s.id)) where('the step id is used twice in this lesson');
        const offBoard = (s.marks ?? []).filter((m) => m > variant.geometry.squares);
        if (offBoard.length > 0) where(`marked squares not on this board: ${offBoard.join(', ')}`);
        seen.add(s.id);
        if (s.board === false && s.goal.kind !== 'choose')
          where('only a choice can be asked without a board');
        if (s.goal.kind === 'choose') {
          const counts = langs.map((l) => s.text[l].options?.length ?? 0);
          if (counts[0] < 2 || counts.some((c) => c !== counts[0]))
            where(`a choice needs the same options (at least two) in every language: ${counts.join(' / ')}`);
        }
        for (const l of langs) {
          const t = s.text[l];
          if (s.goal.kind !== 'choose' && t.options) where(`${l}: only a choice has options`);
          if (s.goal.kind !== 'tap' && t.taps) where(`${l}: only a tap goal has lines for wrong taps`);
          if (s.goal.kind === 'choose') {
            const correct = s.goal.correct;
            (t.options ?? []).forEach((o, k) => {
              if (k !== correct && !o.why) where(`${l}: option ${k + 1} is wrong and has no line saying why`);
              if (k === correct && o.why)
                where(`${l}: option ${k + 1} is the right one: its "why" belongs in success`);
            });
          }
          if (s.goal.kind === 'tap') {
            const goalSquares = s.goal.squares;
            for (const key of Object.keys(t.taps ?? {})) {
              const sq = Number(key);
              if (sq < 1 || sq > variant.geometry.squares)
                where(`${l}: taps: ${key} is not a square of this board`);
              else if (goalSquares.includes(sq)) where(`${l}: taps: ${key} is one of the squares asked for`);
            }
          }
          const first = t.hints?.[0];
          // An endgame step's answer is its fastest first moves, by the databases.
          const hintGoal: HintGoal =
            s.goal.kind === 'endgame'
              ? { kind: 'move', answers: oracle ? bestFirstMoves(variant, exercise, oracle) : [] }
              : (s.goal as HintGoal);
          const givesAway =
            first === undefined
              ? null
              : hintGivesAway(
                  hintGoal,
                  first,
                  (t.options ?? []).map((o) => o.text),
                );
          if (givesAway) where(`${l}: ${givesAway}`);
          if (t.success && sentences(t.success).length > MAX_SUCCESS_SENTENCES)
            where(
              `${l}: the success line has ${sentences(t.success).length} sentences; at most ${MAX_SUCCESS_SENTENCES}`,
            );
          const opening = openingOf(t.success);
          const before = i > 0 ? openingOf(lesson.steps[i - 1]?.text[l].success) : undefined;
          if (opening && opening === before)
            where(`${l}: the success line opens like the step before ("${opening}")`);
        }
        for (const problem of verifyExercise(variant, exercise, { oracle })) where(problem);
      });
    });

export type LessonData = z.infer<ReturnType<typeof lessonSchemaFor>>;
export type StepData = LessonData['steps'][number];
export type StepText = StepData['text'][Lang];

/** The engine's view of a step: position and goal, no strings. */
export function toExercise(s: StepData): Exercise {
  const g = s.goal;
  const goal: Goal = g.kind === 'choose' ? { ...g, options: s.text.it.options?.length ?? 0 } : g;
  return { id: s.id, fen: s.fen, goal };
}
