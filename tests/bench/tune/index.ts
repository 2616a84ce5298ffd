/**
 * Texel-style tuning of the evaluation (issue 19), in two steps, both deterministic for a seed:
 *
 *   npm run bench:tune -- generate --variant italian [--games 600] [--seed 1] [--nodes 3000] [--jobs 2]
 *       Self-play games of the current engine at a node budget, each from its own seeded random opening
 *       (4–8 plies), played with the rules of the play page (game.ts). Every quiet position after the
 *       opening (no capture for either side) is written with the game's result from White's side:
 *       `1 | 0.5 | 0 <tab> FEN`, to node_modules/.cache/damiera/tune/<variant>-<seed>.txt (or --out).
 *
 *   npm run bench:tune -- tune --variant italian [--data file,…] [--passes 30] [--unbounded]
 *       Fits the scale K of a logistic curve from evaluation to result, then changes one parameter at a time
 *       (coordinate descent, steps that halve when nothing improves) to minimise the mean squared error
 *       between the curve and the results on 90 % of the positions; prints the error on the other 10 % and
 *       the parameters to copy into src/engine/ai/eval.ts (BASE).
 *
 * The data is generated, not committed: the seed and the command rebuild it.
 */
import { fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  canClaimRepetition,
  type Game,
  gameFromPosition,
  isReversible,
  legalMoves,
  makeFen,
  type Position,
  parseFenFor,
  playMove,
  startPosition,
  VARIANTS,
  type VariantId,
} from '../../../src/engine';
import {
  chooseMove,
  createRandom,
  type EvalParams,
  paramsFor,
  SearchBoard,
  Searcher,
} from '../../../src/engine/ai';
import { evaluate, tablesWith } from '../../../src/engine/ai/eval';
import { canCapture } from '../../../src/engine/ai/movecheck';

function arg(argv: readonly string[], name: string, fallback: string): string {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
}

interface GenTask {
  variant: VariantId;
  seed: number;
  game: number;
  nodes: number;
}

/** Neither side could capture in the position (its static score means something). */
function quietForBoth(pos: Position): boolean {
  const b = new SearchBoard(pos);
  if (canCapture(b)) return false;
  b.turn = b.turn === 'white' ? 'black' : 'white';
  return !canCapture(b);
}

/** One self-play game: the quiet positions after the opening, labelled with the result from White's side. */
function selfPlay(t: GenTask): string[] {
  const rnd = createRandom((t.seed * 1000003 + t.game * 7919) >>> 0);
  let game: Game = gameFromPosition(startPosition(VARIANTS[t.variant]));
  const openingPlies = 4 + Math.floor(rnd() * 5);
  for (let i = 0; i < openingPlies && game.status.kind === 'playing'; i++) {
    const legal = game.legalMoves;
    game = playMove(game, legal[Math.floor(rnd() * legal.length)]);
  }
  const searcher = new Searcher(18);
  const fens: string[] = [];
  let since: Position[] = [game.position];
  while (game.status.kind === 'playing' && game.moves.length < 400 && !canClaimRepetition(game)) {
    const pos = game.position;
    if (quietForBoth(pos)) fens.push(makeFen(pos));
    const r = chooseMove(pos, {
      nodes: t.nodes,
      history: since.slice(0, -1),
      counters: game.counters,
      searcher,
    });
    if (!r.move) break;
    const irreversible = !isReversible(r.move, pos.cells[r.move.from]);
    game = playMove(game, r.move);
    since = irreversible ? [game.position] : [...since, game.position];
  }
  const st = game.status;
  const result = st.kind === 'win' ? (st.winner === 'white' ? '1' : '0') : '0.5';
  return fens.map((f) => `${result}\t${f}`);
}

async function generate(argv: readonly string[]): Promise<void> {
  const variant = arg(argv, 'variant', 'italian') as VariantId;
  if (!(variant in VARIANTS)) throw new Error(`unknown variant: ${variant}`);
  const games = Number(arg(argv, 'games', '600'));
  const seed = Number(arg(argv, 'seed', '1'));
  const nodes = Number(arg(argv, 'nodes', '3000'));
  const jobs = Math.max(1, Number(arg(argv, 'jobs', '2')));
  const out = arg(argv, 'out', join('node_modules/.cache/damiera/tune', `${variant}-${seed}.txt`));
  const started = performance.now();
  const tasks: GenTask[] = [];
  for (let game = 0; game < games; game++) tasks.push({ variant, seed, game, nodes });
  const byGame = new Map<number, string[]>();
  await new Promise<void>((resolve, reject) => {
    let next = 0;
    const self = fileURLToPath(import.meta.url);
    for (let j = 0; j < Math.min(jobs, tasks.length); j++) {
      const child = fork(self, ['--tune-child'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      const feed = () => (next < tasks.length ? child.send(tasks[next++]) : child.send('exit'));
      child.on('message', (r: { game: number; lines: string[] }) => {
        byGame.set(r.game, r.lines);
        if (byGame.size % 50 === 0) process.stderr.write(`  ${byGame.size}/${games} games\n`);
        feed();
        if (byGame.size === tasks.length) resolve();
      });
      child.on('error', reject);
      feed();
    }
  });
  const lines: string[] = [];
  for (let g = 0; g < games; g++) lines.push(...(byGame.get(g) ?? []));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(
    `${variant}: ${games} games, ${lines.length} positions → ${out} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
}

/**
 * Parameters the tuner moves: first step and bounds. `man` stays 100 (the unit). The bounds keep each term
 * the sign its meaning gives it (a bonus stays a bonus): self-play data from a fast, weak search is noisy,
 * and unbounded fits gave kings a negative mobility, which lost games.
 */
const TUNED: ReadonlyArray<[keyof EvalParams, number, number, number]> = [
  ['king', 10, 120, 400],
  ['safeKing', 5, 0, 100],
  ['advanceMid', 1, 0, 20],
  ['advanceEnd', 2, 0, 30],
  ['backRank', 3, 0, 60],
  ['centre', 2, 0, 30],
  ['kingCentre', 2, 0, 30],
  ['edge', 2, -30, 0],
  ['runaway', 10, 0, 200],
  ['mobility', 1, 0, 20],
  ['support', 2, 0, 30],
  ['kingMobility', 1, 0, 10],
  ['tradeDown', 5, 0, 100],
];

function tune(argv: readonly string[]): void {
  const variantId = arg(argv, 'variant', 'italian') as VariantId;
  const variant = VARIANTS[variantId];
  if (!variant) throw new Error(`unknown variant: ${variantId}`);
  const files = arg(argv, 'data', join('node_modules/.cache/damiera/tune', `${variantId}-1.txt`)).split(',');
  const passes = Number(arg(argv, 'passes', '30'));
  // --unbounded: no sign bounds (how the Italian parameters in eval.ts were fitted)
  const unbounded = argv.includes('--unbounded');
  const boards: SearchBoard[] = [];
  const results: number[] = [];
  for (const f of files) {
    for (const line of readFileSync(f, 'utf8').split('\n')) {
      if (!line) continue;
      const [r, fen] = line.split('\t');
      const p = parseFenFor(variantId, fen, { strict: false });
      if (!p.ok || legalMoves(p.value).length === 0) continue;
      boards.push(new SearchBoard(p.value));
      results.push(Number(r));
    }
  }
  // Every tenth position (by a fixed hash of its index) is held out to check the fit.
  const train: number[] = [];
  const test: number[] = [];
  for (let i = 0; i < boards.length; i++) (Math.imul(i, 0x9e3779b1) >>> 28 < 2 ? test : train).push(i);
  const scores = new Float64Array(boards.length);
  const score = (params: EvalParams) => {
    const t = tablesWith(variant, params);
    for (let i = 0; i < boards.length; i++) {
      const s = evaluate(boards[i], t);
      scores[i] = boards[i].turn === 'white' ? s : -s;
    }
  };
  const error = (k: number, set: readonly number[]) => {
    let e = 0;
    for (const i of set) {
      const p = 1 / (1 + 10 ** ((-k * scores[i]) / 400));
      e += (results[i] - p) ** 2;
    }
    return e / set.length;
  };
  let params: EvalParams = { ...paramsFor(variant) };
  score(params);
  // K by golden-section search on the starting parameters, then fixed.
  let lo = 0.05;
  let hi = 5;
  for (let i = 0; i < 40; i++) {
    const a = lo + (hi - lo) * 0.382;
    const b = lo + (hi - lo) * 0.618;
    if (error(a, train) < error(b, train)) hi = b;
    else lo = a;
  }
  const k = (lo + hi) / 2;
  const start = { train: error(k, train), test: error(k, test) };
  console.log(
    `${variantId}: ${boards.length} positions, K = ${k.toFixed(3)}, error ${start.train.toFixed(5)} (held out ${start.test.toFixed(5)})`,
  );
  const steps = new Map(TUNED.map(([name, step]) => [name, step]));
  let best = start.train;
  for (let pass = 0; pass < passes; pass++) {
    let improved = false;
    for (const [name, , min, max] of TUNED) {
      const step = steps.get(name) as number;
      if (step < 1) continue;
      for (const dir of [1, -1]) {
        const value = params[name] + dir * step;
        if (!unbounded && (value < min || value > max)) continue;
        const trial = { ...params, [name]: value };
        score(trial);
        const e = error(k, train);
        if (e < best - 1e-7) {
          best = e;
          params = trial;
          improved = true;
          break;
        }
      }
    }
    if (!improved) {
      let any = false;
      for (const [name, s] of steps) {
        const half = Math.floor(s / 2);
        steps.set(name, half);
        if (half >= 1) any = true;
      }
      if (!any) break;
    }
    process.stderr.write(`  pass ${pass + 1}: error ${best.toFixed(5)}\n`);
  }
  score(params);
  console.log(`tuned: error ${best.toFixed(5)} (held out ${error(k, test).toFixed(5)})`);
  console.log(JSON.stringify(params, null, 2));
}

if (process.argv.includes('--tune-child')) {
  process.on('message', (t: GenTask | 'exit') => {
    if (t === 'exit') process.exit(0);
    process.send?.({ game: t.game, lines: selfPlay(t) });
  });
} else {
  const [cmd, ...rest] = process.argv.slice(2);
  if (cmd === 'generate') await generate(rest);
  else if (cmd === 'tune') tune(rest);
  else {
    console.error(
      'usage: npm run bench:tune -- generate|tune --variant <v> [options] (see tests/bench/tune/index.ts)',
    );
    process.exit(2);
  }
}
