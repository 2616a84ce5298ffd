/**
 * `npm run bench:ai`: the AI's speed and strength.
 *
 * 1. Speed: for each variant, nodes per second and depth reached in 1 s per move on fixed middlegame
 *    positions (after a fixed 10-ply line of the engine's own moves, and after two seeded random openings).
 * 2. Ladder: each level against the one below, over pairs of games from varied openings (2–4 random plies)
 *    with colours swapped; time per move is the level's, scaled by --scale (default 0.2) to fit the run in
 *    about ten minutes on two cores. Games run in parallel child processes (--jobs, default 2).
 * 3. English: Difficile against rapid-draughts' alpha-beta player (--rapid-games, default 4; --rapid-depth,
 *    default 8), colours swapped.
 *
 * 4. `npm run bench:ai -- match …`: the current engine against the frozen baseline (see match.ts).
 * 5. `npm run bench:ai -- ladder …`: the five levels and a scripted learner, as Elo (see ladder.ts).
 *
 * Options: --games <even n per pairing> (default 8), --highs 5,4 (only the pairings of these levels against
 *          the one below), --scale <x>, --jobs <n>, --variants a,b, --skip-speed, --skip-ladder,
 *          --movetime <ms for the speed part>, --speed-nodes <n: a node budget for it instead>
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { legalMoves, play, startPosition, VARIANTS, type VariantId } from '../../src/engine';
import { chooseMove, createRandom, LEVELS, Searcher } from '../../src/engine/ai';
import { type Outcome, opening, playGame, playRapid } from './ai-match';
import * as baseline from './baseline/index';
import { runLadder } from './ladder';
import { runMatch } from './match';

interface Task {
  /** 'rapid': our level `high` against rapid-draughts' alpha-beta at depth `low` (English) */
  kind?: 'ladder' | 'rapid';
  variant: VariantId;
  low: number;
  high: number;
  game: number;
  scale: number;
}
interface TaskResult extends Task {
  outcome: Outcome;
  highIsWhite: boolean;
  plies: number;
  reason: string;
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

async function runTask(t: Task): Promise<TaskResult> {
  if (t.kind === 'rapid') {
    const open = opening('english', 5000 + Math.floor(t.game / 2) * 7919);
    const highIsWhite = t.game % 2 === 0;
    const r = await playRapid(open, { level: t.high, timeScale: t.scale }, highIsWhite, t.low, 17 * t.game);
    return { ...t, outcome: r.outcome, highIsWhite, plies: r.plies, reason: r.reason };
  }
  // Game 2k and 2k+1 share an opening; the stronger level has White in the first, Black in the second.
  const open = opening(t.variant, 1000 + Math.floor(t.game / 2) * 7919 + t.low * 31);
  const highIsWhite = t.game % 2 === 0;
  const hi = { level: t.high, timeScale: t.scale };
  const lo = { level: t.low, timeScale: t.scale };
  const r = playGame(t.variant, open, highIsWhite ? hi : lo, highIsWhite ? lo : hi, 17 * t.game + t.low);
  return { ...t, outcome: r.outcome, highIsWhite, plies: r.plies, reason: r.reason };
}

if (process.argv.includes('--child')) {
  process.on('message', async (t: Task | 'exit') => {
    if (t === 'exit') process.exit(0);
    process.send?.(await runTask(t));
  });
} else if (process.argv[2] === 'match') {
  await runMatch(process.argv.slice(3));
} else if (process.argv[2] === 'ladder') {
  await runLadder(process.argv.slice(3));
} else if (!process.argv.includes('--match-child')) {
  await main();
}

function middlegames(variant: VariantId): { name: string; pos: ReturnType<typeof startPosition> }[] {
  const out = [];
  // a fixed line: the engine's own choices at depth 4 for 10 plies
  let pos = startPosition(VARIANTS[variant]);
  const s = new Searcher(16);
  for (let i = 0; i < 10 || legalMoves(pos).length < 2; i++) {
    const r = chooseMove(pos, { depth: 4, searcher: s });
    if (!r.move) break;
    pos = play(pos, r.move);
  }
  out.push({ name: 'engine line, 10 plies', pos });
  for (const seed of [1, 2]) {
    const rnd = createRandom(seed);
    let p = startPosition(VARIANTS[variant]);
    for (let i = 0; i < 8 || legalMoves(p).length < 2; i++) {
      const legal = legalMoves(p);
      p = play(p, legal[Math.floor(rnd() * legal.length)]);
    }
    out.push({ name: `random opening seed ${seed}`, pos: p });
  }
  return out;
}

async function main(): Promise<void> {
  const variants = arg('variants', 'italian,international,english').split(',') as VariantId[];
  const games = Number(arg('games', '8'));
  const scale = Number(arg('scale', '0.2'));
  const jobs = Number(arg('jobs', '2'));
  const movetime = Number(arg('movetime', '1000'));
  const started = performance.now();

  if (!process.argv.includes('--skip-speed')) {
    // --speed-nodes n: a fixed node budget instead of the clock (the same tree on every run, and the only
    // fair measure on a loaded machine), with the frozen baseline searched on the same positions beside it.
    const speedNodes = Number(arg('speed-nodes', '0'));
    const limit = speedNodes > 0 ? { nodes: speedNodes } : { movetime };
    console.log(`## Speed: ${speedNodes > 0 ? `${speedNodes} nodes` : `${movetime} ms`} per move\n`);
    // nodes/s by the clock on the wall, and per second of this process's own CPU time: on a shared,
    // loaded machine the second is the engine's speed, the first also counts the time other jobs took.
    console.log(
      '| variant | position | depth | nodes | nodes/s (wall) | nodes/s (CPU) | baseline nodes/s (CPU) |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|');
    const cpuRate = (run: () => { nodes: number }) => {
      const cpu0 = process.cpuUsage();
      const r = run();
      const cpu = process.cpuUsage(cpu0);
      return Math.round((r.nodes * 1e6) / Math.max(1, cpu.user + cpu.system));
    };
    for (const v of variants) {
      // warm the JIT once per variant so the first position is not penalised
      chooseMove(startPosition(VARIANTS[v]), { nodes: 300000, searcher: new Searcher(16) });
      baseline.chooseMove(startPosition(VARIANTS[v]), { nodes: 300000, searcher: new baseline.Searcher(16) });
      let nps = 0;
      let cpuNps = 0;
      let baseNps = 0;
      let depth = 0;
      const list = middlegames(v);
      for (const { name, pos } of list) {
        let r = chooseMove(pos, { ...limit, searcher: new Searcher(20) });
        const perCpu = cpuRate(() => {
          r = chooseMove(pos, { ...limit, searcher: new Searcher(20) });
          return r;
        });
        const perBase = cpuRate(() =>
          baseline.chooseMove(pos, { ...limit, searcher: new baseline.Searcher(20) }),
        );
        nps += r.nps;
        cpuNps += perCpu;
        baseNps += perBase;
        depth += r.depth;
        console.log(`| ${v} | ${name} | ${r.depth} | ${r.nodes} | ${r.nps} | ${perCpu} | ${perBase} |`);
      }
      const n = list.length;
      console.log(
        `| ${v} | **mean** | ${(depth / n).toFixed(1)} | | ${Math.round(nps / n)} | ${Math.round(cpuNps / n)} | ${Math.round(baseNps / n)} |`,
      );
    }
    console.log('');
  }

  if (!process.argv.includes('--skip-ladder')) {
    const tasks: Task[] = [];
    // longest pairings first, so the parallel jobs finish together
    const highs = arg('highs', '5,4,3,2').split(',').map(Number);
    for (let high = LEVELS.length; high >= 2; high--) {
      if (!highs.includes(high)) continue;
      for (const variant of variants) {
        for (let game = 0; game < games; game++) tasks.push({ variant, low: high - 1, high, game, scale });
      }
    }
    const rapidGames = Number(arg('rapid-games', '4'));
    const rapidDepth = Number(arg('rapid-depth', '8'));
    if (variants.includes('english')) {
      for (let game = 0; game < rapidGames; game++) {
        tasks.unshift({ kind: 'rapid', variant: 'english', low: rapidDepth, high: 5, game, scale });
      }
    }
    const all = await runParallel(tasks, jobs);
    const results = all.filter((r) => r.kind !== 'rapid');
    const rapid = all.filter((r) => r.kind === 'rapid');
    console.log(
      `## Ladder: each level against the one below (${games} games per pairing, time × ${scale})\n`,
    );
    console.log('| variant | pairing | higher wins | draws | lower wins | higher level scores |');
    console.log('|---|---|---:|---:|---:|---:|');
    for (const variant of variants) {
      for (let high = 2; high <= LEVELS.length; high++) {
        if (!highs.includes(high)) continue;
        const rs = results.filter((r) => r.variant === variant && r.high === high);
        let w = 0;
        let d = 0;
        let l = 0;
        for (const r of rs) {
          if (r.outcome === 'draw') d++;
          else if ((r.outcome === 'white') === r.highIsWhite) w++;
          else l++;
        }
        const pct = rs.length ? (((w + d / 2) / rs.length) * 100).toFixed(0) : '-';
        const names = `${LEVELS[high - 1].name.it} (${high}) – ${LEVELS[high - 2].name.it} (${high - 1})`;
        console.log(`| ${variant} | ${names} | ${w} | ${d} | ${l} | ${pct}% |`);
      }
    }
    console.log('');
    if (rapid.length) {
      let w = 0;
      let d = 0;
      let l = 0;
      for (const r of rapid) {
        if (r.outcome === 'draw') d++;
        else if ((r.outcome === 'white') === r.highIsWhite) w++;
        else l++;
      }
      console.log(
        `## English: Difficile (time × ${scale}) against rapid-draughts alpha-beta, depth ${rapidDepth}\n`,
      );
      console.log('| games | Damiera wins | draws | rapid-draughts wins |');
      console.log('|---:|---:|---:|---:|');
      console.log(`| ${rapid.length} | ${w} | ${d} | ${l} |\n`);
    }
  }
  console.log(`Total time: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

function runParallel(tasks: Task[], jobs: number): Promise<TaskResult[]> {
  return new Promise((resolve, reject) => {
    const results: TaskResult[] = [];
    let next = 0;
    let running = 0;
    const self = fileURLToPath(import.meta.url);
    const n = Math.max(1, Math.min(jobs, tasks.length));
    for (let j = 0; j < n; j++) {
      const child = fork(self, ['--child'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      const feed = () => {
        if (next < tasks.length) {
          running++;
          child.send(tasks[next++]);
        } else child.send('exit');
      };
      child.on('message', (r: TaskResult) => {
        running--;
        results.push(r);
        process.stderr.write(
          `  ${r.variant} L${r.high} v ${r.kind === 'rapid' ? 'rapid-draughts d' : 'L'}${r.low} game ${r.game + 1}: ${r.outcome} (${r.reason}, ${r.plies} plies) [${results.length}/${tasks.length}]\n`,
        );
        feed();
        if (results.length === tasks.length) resolve(results);
      });
      child.on('error', reject);
      feed();
    }
    void running;
  });
}
