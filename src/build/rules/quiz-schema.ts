/**
 * The schema of the rules quiz (src/content/rules-quiz/items.json, one item per entry). Past the shape, it
 * asks the engine about every item (`checkItem`): the position and move must read, the verdicts must be the
 * engine's under each ruleset and not all the same, so a wrong or tampered item fails `astro build` (Astro
 * names the file and the item; the message says why) and the unit tests.
 */
import { z } from 'astro/zod';
import { THREE_RULES, type ThreeRulesId } from '../../model/one-position';
import { explainCodeSchema } from '../course/schema';
import { checkItem, QUIZ_KINDS, type QuizItem } from './quiz';

const verdict = z.union([
  z.object({ legal: z.literal(true) }).strict(),
  z.object({ legal: z.literal(false), code: explainCodeSchema }).strict(),
]);

/** The field a problem of `checkItem` is about, so that the build's message points at it. */
function fieldOf(problem: string): (string | number)[] {
  const ruleset = THREE_RULES.find((id) => problem.startsWith(`${id}:`));
  if (ruleset) return ['verdicts', ruleset];
  if (problem.startsWith('the FEN') || problem.startsWith('the position')) return ['fen'];
  if (problem.startsWith('the move')) return ['move'];
  if (problem.startsWith('the kind')) return ['kind'];
  return ['verdicts'];
}

export const quizItemSchema = z
  .object({
    id: z.string().regex(/^q-\d{3}$/, 'an id such as "q-001"'),
    kind: z.enum(QUIZ_KINDS),
    numbering: z.enum(THREE_RULES as unknown as [ThreeRulesId, ...ThreeRulesId[]]),
    fen: z.string().trim().min(1),
    move: z.string().regex(/^\d+(?:[-x]\d+)+$/, 'a full path such as "22x13x6" or "22-18"'),
    verdicts: z.object({ italian: verdict, brazilian: verdict, english: verdict }).strict(),
  })
  .strict()
  .superRefine((item, ctx) => {
    for (const problem of checkItem(item as QuizItem))
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: fieldOf(problem),
        message: `${item.id}: ${problem}`,
      });
  });

export const quizFileSchema = z.array(quizItemSchema).min(1);
