/**
 * Puzzle collections (src/content/puzzles/<variant>/<theme>.json): each file is one set — a variant, a theme
 * and its puzzles. A puzzle is the engine's `Puzzle` (an exercise with a `line` goal, a kind and a theme; see
 * src/engine/training/puzzle.ts) plus a difficulty rating and a short explanation in both languages.
 * Validation here is the shape only; the engine's proof of every puzzle runs in the build and the unit tests
 * (src/build/puzzles/prove.ts).
 */
import { z } from 'astro/zod';
import type { Puzzle } from '../../engine';
import { PUZZLE_THEMES, type PuzzleTheme, VARIANT_IDS, type VariantId } from '../../engine';
import { explainCodeSchema, lineEndSchema, linePlySchema, moveTextSchema } from '../course/schema';
import { perLang } from '../lang-schema';

const text = z.string().trim().min(1, 'must not be empty');

export const puzzleSchema = z
  .object({
    /** unique across the collection, URL-safe: "it-c1-0001" */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words and digits joined by hyphens'),
    kind: z.enum(['precedence', 'tactic']),
    /**
     * a precedence rule (criterion-1…4, maximum-capture), a rule theme (man-cannot-capture-king,
     * promotion-ends-capture, ghost-blocks), the flying king (flying-king), or a tactical theme (tiro, shot, …)
     */
    theme: z.enum(PUZZLE_THEMES as [PuzzleTheme, ...PuzzleTheme[]]),
    fen: z.string().trim().min(1),
    /** the solution: the learner's moves and the opponent's replies, in PDN */
    line: z.array(linePlySchema).min(1),
    end: lineEndSchema.optional(),
    /**
     * for rules that are not filters: the capture that would be legal with the rule switched off; for the
     * flying king: the same capture with a wrong landing square
     */
    tempting: z.object({ move: moveTextSchema, code: explainCodeSchema }).strict().optional(),
    /**
     * where the position was met (issue 20): a game the engine played against itself at its strongest
     * setting. `moves` is the whole game from the variant's start position, in PDN; the puzzle's `fen` is the
     * position after its first `ply` moves (the build checks it). Absent only for first-steps puzzles.
     */
    game: z
      .object({
        /** the game's id in the generator's run, URL-safe: "it-g-00042" */
        id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words and digits joined by hyphens'),
        moves: z.array(moveTextSchema).min(1),
        ply: z.number().int().min(0),
      })
      .strict()
      .optional(),
    /**
     * `first-steps`: a small, clean position for a beginner's first drills, not from a game; beginners get
     * them first, and they are at most a fifth of a theme.
     */
    tier: z.literal('first-steps').optional(),
    /** the pattern a tactic uses (e.g. "two-for-one"): a missed puzzle's review offers another with it */
    motif: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words and digits joined by hyphens')
      .optional(),
    /** difficulty on the Glicko scale the trainer uses (1500 = average) */
    rating: z.number().int().min(400).max(3000),
    explanation: perLang(text),
  })
  .strict();

export const puzzleSetSchema = z
  .object({
    variant: z.enum(VARIANT_IDS as [VariantId, ...VariantId[]]),
    theme: z.enum(PUZZLE_THEMES as [PuzzleTheme, ...PuzzleTheme[]]),
    puzzles: z.array(puzzleSchema).min(1),
  })
  .strict();

export type PuzzleRecord = z.infer<typeof puzzleSchema>;
export type PuzzleSet = z.infer<typeof puzzleSetSchema>;

/** The engine's view of a puzzle record. */
export function toPuzzle(p: PuzzleRecord): Puzzle {
  return {
    id: p.id,
    fen: p.fen,
    goal: { kind: 'line', line: p.line, ...(p.end ? { end: p.end } : {}) },
    kind: p.kind,
    theme: p.theme,
    ...(p.tempting ? { tempting: p.tempting } : {}),
  };
}
