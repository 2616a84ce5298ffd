/**
 * A corpus run (`npm run puzzles:corpus`): games played on worker threads (both cores by default), each
 * game's tactics harvested as soon as it ends, everything appended in game order to
 *
 *   <dir>/<variant>.jsonl          one game a line (corpus.ts CorpusGame)
 *   <dir>/<variant>.tactics.jsonl  one harvested puzzle a line, in game order ({"game": index, "puzzle": …})
 *   <dir>/<variant>.state.json     what the run is: format version, variant, seed, node budget, databases
 *
 * (dir defaults to node_modules/.cache/damiera/corpus). Resumable: the files are append-only and the games
 * already written are kept — a line cut off by an interruption is dropped — so running the same command
 * again plays only the games that are missing, and since each game depends only on its index, the files
 * end as an uninterrupted run would have written them. A state file of another seed, budget or format is
 * refused with a clear message (--fresh starts over).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { VariantId } from '../../engine';
import { endgameOracle } from '../../engine/endgame';
import { ensureEndgameTables } from '../endgame-cache';
import { CORPUS_VERSION, type CorpusGame, playCorpusGame } from './corpus';
import { type HarvestedPuzzle, type HarvestStats, harvestGame } from './harvest-tactics';

export const DEFAULT_CORPUS_DIR = join('node_modules', '.cache', 'damiera', 'corpus');

export interface WorkerSetup {
  readonly variant: VariantId;
  readonly seed: number;
  readonly nodes: number;
  /** probe the endgame databases (loaded, or generated once, from the cache) */
  readonly endgame: boolean;
  readonly harvest: boolean;
}

export interface GameTask {
  readonly index: number;
}

export interface GameOutput {
  readonly index: number;
  readonly game: CorpusGame;
  readonly puzzles: HarvestedPuzzle[];
  readonly stats: HarvestStats;
}

let tablesReady = false;

/** Play and harvest one game (in a worker, or inline). */
export function runGameTask(setup: WorkerSetup, task: GameTask): GameOutput {
  if (setup.endgame && !tablesReady) {
    ensureEndgameTables(setup.variant);
    tablesReady = true;
  }
  const game = playCorpusGame({
    variant: setup.variant,
    seed: setup.seed,
    index: task.index,
    nodes: setup.nodes,
    ...(setup.endgame ? { oracle: endgameOracle } : {}),
  });
  const stats: HarvestStats = { tried: 0, refused: 0 };
  const puzzles = setup.harvest ? harvestGame(game, stats) : [];
  return { index: task.index, game, puzzles, stats };
}

interface State {
  readonly version: number;
  readonly variant: VariantId;
  readonly seed: number;
  readonly nodes: number;
  readonly endgame: boolean;
  readonly harvest: boolean;
  /** games written so far (the files are the truth; this is for a reader) */
  readonly games: number;
}

export interface CorpusProgress {
  /** games in the files, this run's and earlier ones */
  readonly games: number;
  /** games asked for */
  readonly target: number;
  /** positions looked at by the harvest in this run */
  readonly tried: number;
  /** puzzles harvested, in the files */
  readonly found: number;
  /** milliseconds since the run started, and games played in it */
  readonly elapsed: number;
  readonly played: number;
}

export interface CorpusOptions extends WorkerSetup {
  /** games the corpus should hold when the run ends */
  readonly games: number;
  readonly dir?: string;
  /** worker threads (default 2); 0 plays in this thread (tests) */
  readonly jobs?: number;
  /** delete the variant's files first */
  readonly fresh?: boolean;
  readonly onProgress?: (p: CorpusProgress) => void;
  /** stop after this many games of this run (tests: an interruption) */
  readonly stopAfter?: number;
}

export interface CorpusResult {
  readonly file: string;
  readonly tacticsFile: string;
  /** games in the file */
  readonly games: number;
  /** games played in this run */
  readonly played: number;
  /** puzzles in the tactics file */
  readonly puzzles: number;
  readonly tried: number;
  readonly refused: number;
  readonly ms: number;
}

export const corpusFiles = (variant: VariantId, dir = DEFAULT_CORPUS_DIR) => ({
  games: join(dir, `${variant}.jsonl`),
  tactics: join(dir, `${variant}.tactics.jsonl`),
  state: join(dir, `${variant}.state.json`),
});

/** The complete lines of a file (a last line without its newline was cut off and is dropped). */
function completeLines(file: string): string[] {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  lines.pop(); // after the last newline: empty, or a line cut off
  return lines.filter((l) => l.trim() !== '');
}

/** The games of a corpus file, in order. */
export function readCorpus(file: string): CorpusGame[] {
  return completeLines(file).map((l) => JSON.parse(l) as CorpusGame);
}

/** The harvested puzzles of a tactics file, in order, with their game's index. */
export function readTactics(file: string): Array<{ game: number; puzzle: HarvestedPuzzle }> {
  return completeLines(file).map((l) => JSON.parse(l) as { game: number; puzzle: HarvestedPuzzle });
}

/** Refuse files written by another run; trim what an interruption left half-written. */
function prepare(options: CorpusOptions, files: ReturnType<typeof corpusFiles>): number {
  if (options.fresh) for (const f of Object.values(files)) rmSync(f, { force: true });
  const want: Omit<State, 'games'> = {
    version: CORPUS_VERSION,
    variant: options.variant,
    seed: options.seed,
    nodes: options.nodes,
    endgame: options.endgame,
    harvest: options.harvest,
  };
  if (existsSync(files.state)) {
    const have = JSON.parse(readFileSync(files.state, 'utf8')) as State;
    const differ = (Object.keys(want) as (keyof typeof want)[]).filter((k) => have[k] !== want[k]);
    if (differ.length > 0)
      throw new CorpusMismatch(
        `${files.state} belongs to another run (${differ.map((k) => `${k} ${String(have[k])}, not ${String(want[k])}`).join('; ')}): run it with the same options, or add --fresh to start over.`,
      );
  } else if (existsSync(files.games) && readCorpus(files.games).length > 0)
    throw new CorpusMismatch(`${files.games} has no state file: add --fresh to start over.`);
  const games = readCorpus(files.games);
  // Games are numbered 1, 2, …: keep the unbroken run of them, then the tactics of those games only.
  let n = 0;
  while (n < games.length && games[n].id.endsWith(`-${String(n + 1).padStart(5, '0')}`)) n++;
  writeFileSync(
    files.games,
    games
      .slice(0, n)
      .map((g) => `${JSON.stringify(g)}\n`)
      .join(''),
  );
  const tactics = readTactics(files.tactics).filter((t) => t.game <= n);
  writeFileSync(files.tactics, tactics.map((t) => `${JSON.stringify(t)}\n`).join(''));
  writeState(files.state, { ...want, games: n });
  return n;
}

export class CorpusMismatch extends Error {}

function writeState(file: string, state: State): void {
  writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`);
}

/** Run (or resume) a corpus: see the file's comment. */
export async function runCorpus(options: CorpusOptions): Promise<CorpusResult> {
  const dir = options.dir ?? DEFAULT_CORPUS_DIR;
  mkdirSync(dir, { recursive: true });
  const files = corpusFiles(options.variant, dir);
  const started = performance.now();
  const have = prepare(options, files);
  const setup: WorkerSetup = {
    variant: options.variant,
    seed: options.seed,
    nodes: options.nodes,
    endgame: options.endgame,
    harvest: options.harvest,
  };
  const last = Math.min(options.games, have + (options.stopAfter ?? Number.POSITIVE_INFINITY));
  let written = have;
  let found = readTactics(files.tactics).length;
  let tried = 0;
  let refused = 0;
  let played = 0;
  const report = () =>
    options.onProgress?.({
      games: written,
      target: options.games,
      tried,
      found,
      elapsed: performance.now() - started,
      played,
    });
  // Results arrive in any order; they are written in game order.
  const pending = new Map<number, GameOutput>();
  const accept = (out: GameOutput) => {
    pending.set(out.index, out);
    for (let next = pending.get(written + 1); next; next = pending.get(written + 1)) {
      pending.delete(next.index);
      if (next.puzzles.length > 0)
        appendFileSync(
          files.tactics,
          next.puzzles.map((p) => `${JSON.stringify({ game: next.index, puzzle: p })}\n`).join(''),
        );
      appendFileSync(files.games, `${JSON.stringify(next.game)}\n`);
      written++;
      played++;
      found += next.puzzles.length;
      tried += next.stats.tried;
      refused += next.stats.refused;
      writeState(files.state, { version: CORPUS_VERSION, ...setup, games: written });
      report();
    }
  };
  report();
  const jobs = options.jobs ?? 2;
  if (jobs === 0) {
    for (let i = have + 1; i <= last; i++) accept(runGameTask(setup, { index: i }));
  } else await onWorkers(setup, have + 1, last, jobs, accept);
  return {
    file: files.games,
    tacticsFile: files.tactics,
    games: written,
    played,
    puzzles: found,
    tried,
    refused,
    ms: performance.now() - started,
  };
}

function onWorkers(
  setup: WorkerSetup,
  first: number,
  last: number,
  jobs: number,
  accept: (out: GameOutput) => void,
): Promise<void> {
  const url = new URL('./corpus-worker.ts', import.meta.url);
  let next = first;
  const count = Math.max(0, Math.min(jobs, last - first + 1));
  if (count === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    let running = count;
    const workers: Worker[] = [];
    const fail = (e: unknown) => {
      for (const w of workers) void w.terminate();
      reject(e);
    };
    for (let j = 0; j < count; j++) {
      const w = new Worker(url, { workerData: setup });
      workers.push(w);
      const feed = () => {
        if (next <= last) w.postMessage({ index: next++ } satisfies GameTask);
        else w.postMessage('exit');
      };
      w.on('message', (out: GameOutput) => {
        try {
          accept(out);
        } catch (e) {
          fail(e);
          return;
        }
        feed();
      });
      w.on('error', fail);
      w.on('exit', () => {
        running--;
        if (running === 0) resolve();
      });
      feed();
    }
  });
}
