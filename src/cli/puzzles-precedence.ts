/**
 * Precedence puzzles from the game corpus (issue 20, item 5):
 *   npm run puzzles:precedence -- --variant <v> [--dir <d>] [--collection-games] [--write [--puzzles <dir>]]
 * Reads the corpus's games (<dir>/<variant>.jsonl, dir as puzzles:corpus, default
 * node_modules/.cache/damiera/corpus) and, with --collection-games, also the games the collection's puzzles
 * of the variant record (a tactic from a game holds the whole game); harvests every position of every game
 * in which the side to move must capture and has a choice (src/cli/puzzle-gen/harvest-precedence.ts: the
 * build's proof, the theme's rule isolated); prints per theme what it found, the duplicates left out, what
 * the isolation refused and the median pieces on the board. With --write it merges the new puzzles into
 * <puzzles>/<variant>/<theme>.json (default src/content/puzzles). Then run `npm run puzzles:audit -- --write`
 * and `npm run puzzles:first-steps` (docs/cli.md).
 * Exit codes: 0 done, 2 bad arguments.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Io, options, runScript, UsageError, variantOption } from './args';
import { corpusFiles, DEFAULT_CORPUS_DIR, readCorpus } from './puzzle-gen/corpus-run';
import {
  collectionGames,
  distinctGames,
  type GameRecord,
  harvestPrecedence,
  mergePrecedence,
  precedenceTable,
} from './puzzle-gen/precedence-run';

/** A path as the user gave it, or relative to the working directory when it is inside it. */
const shown = (f: string) => {
  const r = relative(process.cwd(), f);
  return r && !r.startsWith('..') ? r : f;
};

export const usage =
  'puzzles:precedence -- --variant <v> [--dir <d>] [--collection-games] [--write [--puzzles <dir>]]';

const FLAGS = ['collection-games', 'write'];

export async function run(argv: string[], io: Io): Promise<number> {
  const flags = new Set(argv.filter((a) => FLAGS.includes(a.replace(/^--/, ''))).map((a) => a.slice(2)));
  const rest = argv.filter((a) => !FLAGS.includes(a.replace(/^--/, '')));
  const values = options(rest, ['variant', 'dir', 'puzzles']);
  const variant = variantOption(values).id;
  const puzzles = values.puzzles ?? join('src', 'content', 'puzzles');
  const file = corpusFiles(variant, values.dir ?? DEFAULT_CORPUS_DIR).games;
  const games: GameRecord[] = existsSync(file) ? readCorpus(file) : [];
  const fromCorpus = games.length;
  if (flags.has('collection-games')) games.push(...collectionGames(variant, puzzles));
  const all = distinctGames(games);
  if (all.length === 0)
    throw new UsageError(
      `No ${variant} games: ${file} has none (add --collection-games to read the collection's).`,
    );
  const started = performance.now();
  const { puzzles: harvested, stats } = harvestPrecedence(all);
  const write = flags.has('write');
  const rows = mergePrecedence(variant, harvested, puzzles, write);
  io.stdout.write(
    `${all.length} ${variant} games (${fromCorpus} from ${shown(file)}${flags.has('collection-games') ? `, ${all.length - fromCorpus} more from the collection` : ''}), ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  io.stdout.write(precedenceTable(stats, rows, write));
  if (write)
    for (const r of rows)
      if (r.added.length > 0) io.stdout.write(`${shown(r.file)}: ${r.added.length} new puzzles from games\n`);
  return 0;
}

export const main = (argv: string[], io: Io): Promise<number> => runScript(run, usage, argv, io);

if (process.argv[1] && /puzzles-precedence\.ts$/.test(process.argv[1]))
  process.exitCode = await main(process.argv.slice(2), process);
