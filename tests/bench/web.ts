/**
 * `npm run bench:web`: what a visitor on a phone meets. Builds the site (`npm run build`, timed), serves
 * dist/ with `astro preview` on a free port, and runs Lighthouse 13 (the pinned devDependency) with its default
 * mobile settings (a mid-range phone, simulated slow 4G and 4× slower CPU) on the home page, a lesson, the
 * puzzle trainer, play, the analysis board and the comparison page, in both languages, one after another
 * (two shared cores: parallel runs would slow each other down).
 *
 * For each page: Lighthouse's performance, accessibility, best-practices and SEO scores; the first-load
 * JavaScript, gzip, by the weight bench's measure (`pageScripts` in tests/bench/weight.bench.ts: the static
 * import closure of the page's islands and modules, each file gzipped); and Lighthouse's total byte weight
 * (the transfer size of every response; `astro preview` serves them gzipped, as a static host would).
 * A page that misses a Lighthouse aim is run twice more and the median of the three counts
 * (tests/bench/web-aims.ts). The table is printed and written to tests/bench/web-results.md (kept in git,
 * linked from the README: the last full run); the command exits
 * with 1 when a page misses an aim: performance ≥ 95, the other three 100, first-load JS under 45 KB gzip on
 * the pages with boards.
 *
 * Options: --skip-build (measure dist/ as it is; the build time is then not reported), --only <substring of
 * a path> (repeatable). Chromium: CHROME_PATH, else /usr/bin/chromium, else Lighthouse's own search.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes } from '../../src/model/routes';
import { jsMisses, lighthouseMisses, measure, type Row, type Run, table } from './web-aims';
import { pageScripts } from './weight.bench';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'dist');
const out = join(root, 'tests', 'bench', 'web-results.md');
const lighthouseBin = join(root, 'node_modules', '.bin', 'lighthouse');
const lighthouseVersion: string = JSON.parse(
  readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
).version;

/** The pages measured. The lesson is the heaviest of the first course: seven exercise boards. */
const PAGES: Array<{ page: string; paths: readonly string[]; board: boolean }> = [
  { page: 'home', paths: [routes.home.it, routes.home.en], board: false },
  {
    page: 'lesson',
    paths: ['/it/lezioni/dama-italiana/come-si-mangia/', '/en/lessons/italian/how-to-capture/'],
    board: true,
  },
  { page: 'puzzle trainer', paths: [routes.puzzles.it, routes.puzzles.en], board: true },
  { page: 'play', paths: [routes.play.it, routes.play.en], board: true },
  { page: 'analysis board', paths: [routes.analysis.it, routes.analysis.en], board: true },
  { page: 'comparison', paths: [routes.compare.it, routes.compare.en], board: true },
];

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const only = args.flatMap((a, i) => (a === '--only' && args[i + 1] ? [args[i + 1] as string] : []));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function build(): number {
  console.log('building the site (npm run build)…');
  const start = performance.now();
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  const seconds = (performance.now() - start) / 1000;
  if (r.status !== 0) {
    console.error(`${r.stdout}\n${r.stderr}`);
    throw new Error(`npm run build failed (exit code ${r.status})`);
  }
  return seconds;
}

/** Starts `astro preview` on `port` and resolves once it answers. */
async function preview(port: number): Promise<ChildProcess> {
  const server = spawn(
    join(root, 'node_modules', '.bin', 'astro'),
    ['preview', '--host', '127.0.0.1', '--port', String(port)],
    { cwd: root, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, stdio: 'ignore', detached: true },
  );
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error(`astro preview exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/it/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop(server);
  throw new Error(`astro preview did not answer on port ${port} within a minute`);
}

function stop(server: ChildProcess) {
  // astro preview runs under its own process group (detached): end the group, so no child is left behind.
  if (server.pid !== undefined && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
  }
}

interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
}

/** One Lighthouse run (a fresh Chromium each time), mobile settings: Lighthouse's defaults. */
async function lighthouse(url: string): Promise<Run> {
  const chromePath =
    process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const child = spawnSync(
    lighthouseBin,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--no-enable-error-reporting',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: chromePath ? { ...process.env, CHROME_PATH: chromePath } : process.env,
    },
  );
  if (child.error)
    throw new Error(`lighthouse could not start (${child.error.message}): run npm ci to install it`);
  if (child.status !== 0)
    throw new Error(`lighthouse ${url} failed (exit code ${child.status}):\n${child.stderr}`);
  const report = JSON.parse(child.stdout) as LighthouseResult;
  if (report.runtimeError)
    throw new Error(`lighthouse ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (id: string) => {
    const s = report.categories[id]?.score;
    // A category Lighthouse could not score counts as 0: it is a miss, never a silent pass.
    return typeof s === 'number' ? Math.round(s * 100) : 0;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    totalBytes: report.audits['total-byte-weight']?.numericValue ?? 0,
  };
}

async function main(): Promise<number> {
  const buildSeconds = skipBuild ? undefined : build();
  const pages = PAGES.flatMap(({ page, paths, board }) =>
    paths.map((path) => ({ page, path, board })),
  ).filter((p) => only.length === 0 || only.some((o) => p.path.includes(o)));
  for (const { path } of pages) {
    if (!existsSync(join(dist, path, 'index.html')))
      throw new Error(`${path} is not in dist/: is the site built?`);
  }
  const port = await freePort();
  const server = await preview(port);
  const rows: Row[] = [];
  try {
    for (const { page, path, board } of pages) {
      const jsGzip = pageScripts(dist, readFileSync(join(dist, path, 'index.html'), 'utf8')).gzip;
      const { result, runs } = await measure(() => lighthouse(`http://127.0.0.1:${port}${path}`));
      const misses = [...lighthouseMisses(result), ...jsMisses(jsGzip, board)];
      rows.push({ page, path, result, runs: runs.length, jsGzip, board, misses });
      const each = runs.map((r) => r.performance).join(', ');
      console.log(`${path}: performance ${each}${misses.length ? ` — missed: ${misses.join('; ')}` : ''}`);
    }
  } finally {
    stop(server);
  }
  const report = [
    `Lighthouse ${lighthouseVersion}, mobile (its defaults), on \`astro preview\`; ${new Date().toISOString().slice(0, 10)}.`,
    '',
    table(rows, buildSeconds),
  ].join('\n');
  console.log(`\n${report}`);
  writeFileSync(out, `${report}\n`);
  console.log(`\n(written to ${out})`);
  const missed = rows.filter((r) => r.misses.length > 0);
  if (missed.length > 0) console.log(`${missed.length} of ${rows.length} pages miss an aim.`);
  return missed.length > 0 ? 1 : 0;
}

process.exitCode = await main();
