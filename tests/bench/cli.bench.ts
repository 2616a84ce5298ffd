/**
 * Start-up of the engine CLI: wall time from spawn to exit of `moves --variant italian` on one FEN (stdin),
 * started in the ways it can be, next to node's and npm's own start so the difference is visible.
 * - warm: the launcher (src/cli/engine.mjs) with its bundle up to date;
 * - cold: the launcher after a source change, so it rebuilds the bundle first (in a copy of the sources,
 *   see tests/support/cli-copy.ts, so the real bundle is left alone);
 * - tsx: the TypeScript run by tsx, as `npm run engine` did before the launcher.
 * Aim (issue 13): `npm run engine` under 0.3 s beyond npm's own start (here `npm run --silent env`, a
 * built-in script that only runs `env`). Rounds run every case once in turn, so a busy machine slows all
 * of them alike; the table gives the median and the fastest of the rounds.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { copyCli, LAUNCHER, root } from '../support/cli-copy';

const ROUNDS = 7;
const FEN = 'W:W21-32:B1-12';
const ARGS = ['moves', '--variant', 'italian'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

interface Case {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  /** runs before each timed run, untimed */
  readonly before?: () => void;
  /** false for the baselines, which do not run the CLI */
  readonly answers?: boolean;
}

interface Timed {
  readonly ms: number;
  readonly stdout: string;
}

function time(c: Case): Timed {
  c.before?.();
  const start = performance.now();
  const r = spawnSync(c.command, c.args, { cwd: c.cwd ?? root, input: `${FEN}\n`, encoding: 'utf8' });
  const ms = performance.now() - start;
  if (r.status !== 0) throw new Error(`${c.name}: exit code ${r.status}\n${r.stderr}`);
  return { ms, stdout: r.stdout };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export default async function cliBench(): Promise<void> {
  const copy = copyCli();
  let edits = 0;
  try {
    const cases: Case[] = [
      { name: "node's own start (node -e 0)", command: process.execPath, args: ['-e', '0'], answers: false },
      {
        name: "npm's own start (npm run --silent env)",
        command: npm,
        args: ['run', '--silent', 'env'],
        answers: false,
      },
      {
        name: 'launcher, warm (node src/cli/engine.mjs)',
        command: process.execPath,
        args: [LAUNCHER, ...ARGS],
      },
      {
        name: 'launcher, cold: a source changed, rebuild',
        command: process.execPath,
        args: [copy.launcher, ...ARGS],
        cwd: copy.dir,
        before: () =>
          appendFileSync(join(copy.dir, 'src/engine/rules/perft.ts'), `\n// bench edit ${++edits}\n`),
      },
      {
        name: 'npm run --silent engine (warm)',
        command: npm,
        args: ['run', '--silent', 'engine', '--', ...ARGS],
      },
      {
        name: 'tsx src/cli/engine.ts (the old npm script)',
        command: join(root, 'node_modules/.bin/tsx'),
        args: ['src/cli/engine.ts', ...ARGS],
      },
      { name: 'npx tsx src/cli/engine.ts', command: npx, args: ['tsx', 'src/cli/engine.ts', ...ARGS] },
    ];
    // One untimed run each: the real bundle and the copy's are built, tsx's own cache is filled.
    const expected = time(cases[2]).stdout;
    for (const c of cases) {
      const out = time(c).stdout;
      if (c.answers !== false && out !== expected) throw new Error(`${c.name} answered differently:\n${out}`);
    }
    if (!existsSync(copy.bundle)) throw new Error('the copy was not bundled');

    const times = cases.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round++) {
      cases.forEach((c, i) => {
        times[i].push(time(c).ms);
      });
    }

    const rows = cases.map((c, i) => [c.name, median(times[i]).toFixed(0), Math.min(...times[i]).toFixed(0)]);
    const header = ['started as', 'median ms', 'fastest ms'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) =>
      `| ${cells.map((s, i) => (i === 0 ? s.padEnd(widths[i]) : s.padStart(widths[i]))).join(' | ')} |`;
    console.log(`\`${ARGS.join(' ')}\` on one FEN, spawn to exit, ${ROUNDS} rounds:`);
    console.log(line(header));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const row of rows) console.log(line(row));

    const at = (name: string) => median(times[cases.findIndex((c) => c.name.startsWith(name))]);
    const beyondNpm = at('npm run --silent engine') - at("npm's own start");
    const beyondNode = at('launcher, warm') - at("node's own start");
    console.log(
      `npm run engine beyond npm's own start: ${beyondNpm.toFixed(0)} ms (aim under 300 ms: ${beyondNpm < 300 ? 'met' : 'NOT met'}); ` +
        `the launcher beyond node's own start: ${beyondNode.toFixed(0)} ms.`,
    );
  } finally {
    copy.remove();
  }
}
