/**
 * The game corpus and its tactics (issue 20):
 *   npm run puzzles:corpus -- --variant <v> --games <n> --seed <s> [--nodes <n>] [--jobs <n>] [--dir <d>]
 *                             [--fresh] [--no-harvest] [--no-endgame] [--write [--puzzles <dir>]]
 * Plays the games the corpus is missing (src/cli/puzzle-gen/corpus-run.ts: worker threads, resumable,
 * deterministic for the seed), harvests each game's tactics as it ends, and with --write merges the
 * harvested tactics into <puzzles>/<variant>/<theme>.json (default src/content/puzzles), and the precedence
 * puzzles of the corpus's games into the variant's precedence sets (the harvest of npm run
 * puzzles:precedence, src/cli/puzzle-gen/precedence-run.ts; skipped with --no-harvest). On a terminal it
 * shows its progress on stderr (games played, positions tried, puzzles found, time left); piped or in CI it
 * prints only the summary on stdout.
 * Exit codes: 0 done, 2 bad arguments (or files of another run).
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Io, options, required, runScript, UsageError, variantOption, wholeNumber } from './args';
import { collectInto } from './puzzle-gen/collect';
import { DEFAULT_CORPUS_NODES } from './puzzle-gen/corpus';
import {
  CorpusMismatch,
  type CorpusProgress,
  corpusFiles,
  DEFAULT_CORPUS_DIR,
  readCorpus,
  readTactics,
  runCorpus,
} from './puzzle-gen/corpus-run';
import { TACTIC_THEME } from './puzzle-gen/harvest-tactics';
import {
  collectionKeys,
  harvestPrecedence,
  mergePrecedence,
  precedenceTable,
} from './puzzle-gen/precedence-run';
import { readCollection, readSetFile, writeSetFile } from './puzzle-gen/setfile';

export const usage =
  'puzzles:corpus -- --variant <v> --games <n> --seed <s> [--nodes <n>] [--jobs <n>] [--dir <d>] [--fresh] [--no-harvest] [--no-endgame] [--write [--puzzles <dir>]]';

const FLAGS = ['fresh', 'no-harvest', 'no-endgame', 'write'];

const clock = (ms: number) => {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h > 0 ? `${h}:${String(m).padStart(2, '0')}` : m}:${String(s % 60).padStart(2, '0')}`;
};

function progressLine(io: Io): ((p: CorpusProgress) => void) | undefined {
  const err = io.stderr as NodeJS.WriteStream;
  if (!err.isTTY || process.env.CI) return undefined;
  return (p) => {
    const left = p.played > 0 ? clock((p.elapsed / p.played) * (p.target - p.games)) : '?';
    err.write(
      `\r\x1b[K${p.games}/${p.target} games played, ${p.tried} positions tried, ${p.found} puzzles found, ${left} left`,
    );
  };
}

export async function run(argv: string[], io: Io): Promise<number> {
  const flags = new Set(argv.filter((a) => FLAGS.includes(a.replace(/^--/, ''))).map((a) => a.slice(2)));
  const rest = argv.filter((a) => !FLAGS.includes(a.replace(/^--/, '')));
  const values = options(rest, ['variant', 'games', 'seed', 'nodes', 'jobs', 'dir', 'puzzles']);
  const variant = variantOption(values);
  if (variant.id === 'brazilian')
    throw new UsageError('No corpus for Brazilian draughts yet: use italian, english or international.');
  const games = wholeNumber('games', required(values, 'games'), 1);
  const seed = wholeNumber('seed', required(values, 'seed'), 0);
  const nodes = wholeNumber('nodes', values.nodes, 1000, DEFAULT_CORPUS_NODES);
  const jobs = wholeNumber('jobs', values.jobs, 0, 2);
  const dir = values.dir ?? DEFAULT_CORPUS_DIR;
  const onProgress = progressLine(io);
  let result: Awaited<ReturnType<typeof runCorpus>>;
  try {
    result = await runCorpus({
      variant: variant.id,
      games,
      seed,
      nodes,
      jobs,
      dir,
      fresh: flags.has('fresh'),
      harvest: !flags.has('no-harvest'),
      endgame: !flags.has('no-endgame'),
      onProgress,
    });
  } catch (e) {
    if (e instanceof CorpusMismatch) throw new UsageError(e.message);
    throw e;
  }
  if (onProgress) io.stderr.write('\r\x1b[K');
  const rate = result.played > 0 ? ((result.played / result.ms) * 3_600_000).toFixed(0) : '–';
  io.stdout.write(
    `${relative(process.cwd(), result.file) || result.file}: ${result.games} games (${result.played} played now, ${rate} games/hour), ${result.puzzles} tactics harvested (${result.tried} positions tried now, ${result.refused} refused by the proof), ${(result.ms / 1000).toFixed(1)} s\n`,
  );
  if (flags.has('write')) {
    const theme = TACTIC_THEME[variant.id];
    const puzzles = values.puzzles ?? join('src', 'content', 'puzzles');
    const file = join(puzzles, variant.id, `${theme}.json`);
    const harvested = readTactics(corpusFiles(variant.id, dir).tactics).map((t) => t.puzzle);
    const existing = readSetFile(file);
    const taken = collectionKeys(existsSync(puzzles) ? readCollection(puzzles) : [], file);
    const { set, added, duplicates } = collectInto(variant.id, existing, harvested, taken);
    if (added.length > 0) writeSetFile(file, set);
    io.stdout.write(
      `${relative(process.cwd(), file) || file}: ${added.length} new ${theme} puzzles from games (${duplicates} already there), ${set.puzzles.length} in the set\n`,
    );
    if (!flags.has('no-harvest')) {
      const { puzzles: found, stats } = harvestPrecedence(readCorpus(result.file));
      const rows = mergePrecedence(variant.id, found, puzzles, true);
      io.stdout.write(precedenceTable(stats, rows, true));
    }
  }
  return 0;
}

export const main = (argv: string[], io: Io): Promise<number> => runScript(run, usage, argv, io);

if (process.argv[1] && /puzzles-corpus\.ts$/.test(process.argv[1]))
  process.exitCode = await main(process.argv.slice(2), process);
