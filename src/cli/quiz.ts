/**
 * The rules quiz generator's command line:
 *   npm run quiz:generate -- --seed <s> [--per-kind <n>] [--max-tries <n>] [--out <file>]
 * Finds items where Italian, International (8×8) and English rules disagree (src/build/rules/quiz.ts) and
 * writes them, numbered, to <out> (default src/content/rules-quiz/items.json) for review; the build re-checks
 * every item with the engine. Deterministic for a given seed. Prints the count per kind.
 * Exit codes: 0 done, 1 some kind got fewer items than asked (the ones found are written), 2 bad arguments.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEFAULT_PER_KIND, generateQuiz, numberItems, QUIZ_KINDS, type QuizKind } from '../build/rules/quiz';
import { type Io, options, required, runScript, wholeNumber } from './args';

export const usage = 'quiz:generate -- --seed <s> [--per-kind <n>] [--max-tries <n>] [--out <file>]';

/** The items as JSON, as Biome formats it (2 spaces), so a regenerated file shows a clean diff. */
const itemsJson = (items: ReturnType<typeof numberItems>): string => `${JSON.stringify(items, null, 2)}\n`;

export async function run(args: string[], io: Io): Promise<number> {
  const values = options(args, ['seed', 'per-kind', 'max-tries', 'out']);
  const seed = wholeNumber('seed', required(values, 'seed'), 0);
  const each = values['per-kind'] === undefined ? undefined : wholeNumber('per-kind', values['per-kind'], 1);
  const maxTries = wholeNumber('max-tries', values['max-tries'], 1, 200_000);
  const out = values.out ?? join('src', 'content', 'rules-quiz', 'items.json');
  const perKind =
    each === undefined
      ? DEFAULT_PER_KIND
      : (Object.fromEntries(QUIZ_KINDS.map((k) => [k, each])) as Record<QuizKind, number>);
  const items = numberItems(generateQuiz({ seed, perKind, maxTries }));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, itemsJson(items));
  const counts = QUIZ_KINDS.map((k) => `${k} ${items.filter((i) => i.kind === k).length}`);
  io.stdout.write(`${items.length} items written to ${out} (${counts.join(', ')})\n`);
  return QUIZ_KINDS.every((k) => items.filter((i) => i.kind === k).length >= perKind[k]) ? 0 : 1;
}

/** Run with usage errors printed (exit code 2) rather than thrown. */
export const main = (argv: string[], io: Io): Promise<number> => runScript(run, usage, argv, io);

// Run when started as a script (tsx src/cli/quiz.ts), not when imported by a test.
if (process.argv[1] && /quiz\.ts$/.test(process.argv[1]))
  process.exitCode = await main(process.argv.slice(2), process);
