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
import type { PrecedenceStats } from './puzzle-gen/harvest-precedence';
import {
  collectionGames,
  distinctGames,
  type GameRecord,
  harvestPrecedence,
  mergePrecedence,
  type ThemeRow,
} from './puzzle-gen/precedence-run';

export const usage =
  'puzzles:precedence -- --variant <v> [--dir <d>] [--collection-games] [--write [--puzzles <dir>]]';

const FLAGS = ['collection-games', 'write'];

/** The table of a harvest and its merge, in markdown. */
export function precedenceTable(stats: PrecedenceStats, rows: readonly ThemeRow[], write: boolean): string {
  const lines = [
    `${stats.positions} positions, ${stats.mustCapture} with a capture to make`,
    '',
    `| theme | candidates | found | duplicates | ${write ? 'added' : 'new'} | isolation refused | proof refused | median pieces (new) | set | set median (outside first steps) |`,
    '|---|---:|---:|---:|---:|---|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const iso = Object.entries(stats.isolationRefused)
      .filter(([k]) => k.startsWith(`${r.theme}:`))
      .map(([k, n]) => `${k.slice(r.theme.length + 1)} ${n}`)
      .join(', ');
    lines.push(
      `| ${r.theme} | ${stats.candidates[r.theme] ?? 0} | ${r.found} | ${r.duplicates} | ${r.added.length} | ${iso || '–'} | ${stats.proofRefused[r.theme] ?? 0} | ${r.added.length > 0 ? r.addedMedian : '–'} | ${r.setSize} | ${r.setMedian} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

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
    `${all.length} ${variant} games (${fromCorpus} from ${relative(process.cwd(), file) || file}${flags.has('collection-games') ? `, ${all.length - fromCorpus} more from the collection` : ''}), ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  io.stdout.write(precedenceTable(stats, rows, write));
  if (write)
    for (const r of rows)
      if (r.added.length > 0)
        io.stdout.write(
          `${relative(process.cwd(), r.file) || r.file}: ${r.added.length} new puzzles from games\n`,
        );
  return 0;
}

export const main = (argv: string[], io: Io): Promise<number> => runScript(run, usage, argv, io);

if (process.argv[1] && /puzzles-precedence\.ts$/.test(process.argv[1]))
  process.exitCode = await main(process.argv.slice(2), process);
