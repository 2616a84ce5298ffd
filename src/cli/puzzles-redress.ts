/**
 * The puzzles from games dressed again in place:
 *   npm run puzzles:redress -- [--variant <v>] [--dir <d>] [--check]
 * Reads every set file of the collection (default src/content/puzzles, or only the variant's), gives each
 * puzzle that comes from a game (a `game` field) the motif, rating and explanation of today's generator
 * (src/cli/puzzle-gen/collect.ts redressSet) and writes the files that changed, in Biome's layout. Ids,
 * order, lines and claims stay as they are, as do the puzzles not from games. With --check nothing is
 * written: it only says which puzzles would change.
 * Exit codes: 0 done (or, with --check, nothing to change), 1 with --check and something to change, 2 bad
 * arguments.
 */
import { join, relative } from 'node:path';
import { type Io, options, runScript, variantOption } from './args';
import { redressSet } from './puzzle-gen/collect';
import { readCollection, writeSetFile } from './puzzle-gen/setfile';

export const usage = 'puzzles:redress -- [--variant <v>] [--dir <d>] [--check]';

export async function run(args: string[], io: Io): Promise<number> {
  // --check is a flag; the shared option reader takes `--name value` options only.
  const check = args.includes('--check');
  const values = options(
    args.filter((a) => a !== '--check'),
    ['variant', 'dir'],
  );
  const variant = values.variant === undefined ? null : variantOption(values).id;
  const dir = values.dir ?? join('src', 'content', 'puzzles');
  let changed = 0;
  for (const { file, set } of readCollection(dir)) {
    if (variant && set.variant !== variant) continue;
    const fromGames = set.puzzles.filter((p) => p.game).length;
    if (fromGames === 0) continue;
    const result = redressSet(set);
    changed += result.changed.length;
    if (result.changed.length > 0 && !check) writeSetFile(file, result.set);
    const name = relative(process.cwd(), file) || file;
    const verb = check ? 'would change' : 'changed';
    io.stdout.write(`${name}: ${fromGames} puzzles from games, ${result.changed.length} ${verb}\n`);
    if (check && result.changed.length > 0) io.stdout.write(`  ${result.changed.join(' ')}\n`);
  }
  return check && changed > 0 ? 1 : 0;
}

/** Run with usage errors printed (exit code 2) rather than thrown. */
export const main = (argv: string[], io: Io): Promise<number> => runScript(run, usage, argv, io);

// Run when started as a script (tsx src/cli/puzzles-redress.ts), not when imported by a test.
if (process.argv[1] && /puzzles-redress\.ts$/.test(process.argv[1]))
  process.exitCode = await main(process.argv.slice(2), process);
