import { defineCollection, z } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { parse as parseYaml } from 'yaml';
import { type EndgameTables, lessonSchemaFor } from './build/course/schema';
import { glossaryEntrySchema } from './build/glossary/schema';
import { puzzleSetSchema } from './build/puzzles/schema';
import { conceptPairSchema } from './build/rules/pairs';
import { quizItemSchema } from './build/rules/quiz-schema';
import { ensureEndgameTablesFor } from './cli/endgame-cache';
import { probeEndgame } from './engine/endgame';

/**
 * The endgame databases for the lessons' `endgame` steps, from the Node cache (generated there on first need,
 * src/cli/endgame-cache.ts): a step is checked against the exact tables its defender plays from.
 */
const endgameTables: EndgameTables = (variant, pieces) => {
  ensureEndgameTablesFor(variant, pieces);
  return probeEndgame;
};

/**
 * The course. Each lesson is a folder, src/content/lessons/<variant>/<NN-name>/, holding:
 * - lesson.yaml: the language-neutral data — id, order, titles, and the steps (positions, goals, answers,
 *   replies) with their strings in both languages. Its schema runs the engine's verifier on every step (an
 *   `endgame` step against the endgame databases), so a broken exercise fails the build with the file, the
 *   step and the reason.
 * - it.mdx and en.mdx: the prose of each language, placing the steps with <Step id="…" />.
 * Checks across the files (both languages, the same steps placed) run in src/build/course/index.ts.
 */
const lessons = defineCollection({
  loader: glob({
    pattern: '**/lesson.yaml',
    base: './src/content/lessons',
    // "italian/03-capture": the lesson's folder (the default would read `slug`, which is per language here).
    generateId: ({ entry }) => entry.replace(/\/lesson\.yaml$/, ''),
  }),
  schema: lessonSchemaFor(endgameTables),
});

const lessonTexts = defineCollection({
  loader: glob({
    pattern: '**/{it,en}.mdx',
    base: './src/content/lessons',
    // "italian/03-compulsory-capture/it": the folder of the lesson, then the language.
    generateId: ({ entry }) => entry.replace(/\.mdx$/, ''),
  }),
  schema: z.object({}).strict(),
});

/**
 * Puzzles: src/content/puzzles/<variant>/<set>.json, one set (a variant, a theme, its puzzles) per file.
 * The schema checks the shape; every puzzle's proof by the engine runs in the build (src/build/puzzles).
 */
const puzzleSets = defineCollection({
  loader: glob({ pattern: '**/*.json', base: './src/content/puzzles' }),
  schema: puzzleSetSchema,
});

/**
 * The glossary: src/content/glossary/terms.yaml, a list of entries (id, the term and its definition in each
 * language, what the other games call it, related ids). The lessons' <Term id="…"> marks must name one
 * (checked with the course, src/build/course/check.ts); the glossary pages list them.
 */
const glossary = defineCollection({
  loader: file('src/content/glossary/terms.yaml'),
  schema: glossaryEntrySchema,
});

/**
 * The rules quiz: src/content/rules-quiz/items.json, one item an entry (a position, a move, the verdict of
 * each ruleset), written by `npm run quiz:generate`. The schema asks the engine about every item
 * (src/build/rules/quiz-schema.ts), so a wrong one fails the build with the item and the reason.
 */
const rulesQuiz = defineCollection({
  loader: file('src/content/rules-quiz/items.json'),
  schema: quizItemSchema,
});

/**
 * Concept pairs: src/content/rules/pairs.yaml, one rule difference per entry shown on two boards, each in its
 * own game's numbering. The schema runs the engine's verifier on both boards and checks the pair across them
 * (src/build/rules/pairs.ts): a broken pair fails the build with the file, the pair, the board and the reason.
 */
const conceptPairs = defineCollection({
  // Each entry keeps its place in the file (`order`): the pages show the pairs in that order, and Astro 7
  // hands a collection back sorted by id.
  loader: file('src/content/rules/pairs.yaml', {
    parser: (text) =>
      (parseYaml(text) as Record<string, unknown>[]).map((entry, order) => ({ ...entry, order })),
  }),
  schema: conceptPairSchema,
});

export const collections = { lessons, lessonTexts, puzzleSets, glossary, rulesQuiz, conceptPairs };
