/**
 * The puzzle generator's command line:
 *   npm run puzzles:generate -- --variant <v> --theme <theme> --count <n> --seed <s> [--max-tries <n>] [--dir <d>]
 * Finds `count` new proved puzzles of one theme (src/cli/puzzle-gen/generate.ts) and merges them into
 * <dir>/<variant>/<theme>.json (default dir src/content/puzzles) for review. Deterministic for a given seed and
 * set file. On a terminal it shows its progress (positions tried, puzzles found, time left) on stderr; piped
 * or in CI it prints only the one-line summary on stdout.
 * Exit codes: 0 done, 1 fewer puzzles found than asked (the ones found are written), 2 bad arguments.
 */
import { join, relative } from 'node:path';
import { PUZZLE_THEMES, VARIANTS } from '../engine';
import { type Io, options, required, runScript, UsageError, variantOption, wholeNumber } from './args';
import { GENERATOR_MAX_NODES, generate, type Progress, THEMES, themesFor } from './puzzle-gen/generate';
import { mergeSet, readSetFile, writeSetFile } from './puzzle-gen/setfile';

export const usage =
  'puzzles:generate -- --variant <v> --theme <theme> --count <n> --seed <s> [--max-tries <n>] [--dir <d>]';

const clock = (ms: number) => {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** A progress line redrawn in place, only on a terminal and never in CI. */
function progressLine(io: Io, started: number): ((p: Progress) => void) | undefined {
  const err = io.stderr as NodeJS.WriteStream;
  if (!err.isTTY || process.env.CI) return undefined;
  let drawn = 0;
  return ({ tried, found, count }) => {
    const now = performance.now();
    // Redrawn at most ten times a second: the finders report far more often on fast themes.
    if (now - drawn < 100 && found < count) return;
    drawn = now;
    const elapsed = now - started;
    const left = found > 0 ? clock((elapsed / found) * (count - found)) : '?';
    err.write(`\r\x1b[K${tried} positions tried, ${found}/${count} puzzles found, ${left} left`);
  };
}

export async function run(args: string[], io: Io): Promise<number> {
  const values = options(args, ['variant', 'theme', 'count', 'seed', 'max-tries', 'dir']);
  const variant = variantOption(values);
  const named = required(values, 'theme');
  const theme = PUZZLE_THEMES.find((t) => t === named && THEMES[t].variants.includes(variant.id));
  if (!theme)
    throw new UsageError(
      `No generator for "${named}" in ${variant.id}: use ${themesFor(variant.id).join(', ')}.`,
    );
  const count = wholeNumber('count', values.count, 1);
  const seed = wholeNumber('seed', required(values, 'seed'), 0);
  const maxTries = wholeNumber('max-tries', values['max-tries'], 1, 200_000);
  const dir = values.dir ?? join('src', 'content', 'puzzles');
  const file = join(dir, variant.id, `${theme}.json`);

  const existing = readSetFile(file);
  const started = performance.now();
  const onProgress = progressLine(io, started);
  const result = generate({
    variant: VARIANTS[variant.id],
    theme,
    count,
    seed,
    maxTries,
    existing: existing?.puzzles,
    onProgress,
  });
  if (onProgress) io.stderr.write('\r\x1b[K');
  const set = mergeSet(variant.id, theme, existing, result.puzzles);
  if (result.puzzles.length > 0) writeSetFile(file, set);
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  io.stdout.write(
    `${relative(process.cwd(), file) || file}: ${result.puzzles.length} new ${theme} puzzles (${set.puzzles.length} in the set), ${result.tried} positions tried, ${secs} s, proofs within ${GENERATOR_MAX_NODES} nodes\n`,
  );
  return result.puzzles.length < count ? 1 : 0;
}

/** Run with usage errors printed (exit code 2) rather than thrown. */
export const main = (argv: string[], io: Io): Promise<number> => runScript(run, usage, argv, io);

// Run when started as a script (tsx src/cli/puzzles.ts), not when imported by a test.
if (process.argv[1] && /puzzles\.ts$/.test(process.argv[1]))
  process.exitCode = await main(process.argv.slice(2), process);
