/**
 * Weight of the JavaScript a page ships (gzip), following every static import from each island's
 * component and renderer scripts and from the page's bundled module scripts in the built site. Aim (issue 3): under 45 KB gzip for board + machine +
 * engine on a page with one board island. Builds the site first (or weighs BENCH_DIST as it is).
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = process.env.BENCH_DIST ?? join(root, 'dist');

/** The pages to weigh, with what they carry. */
const PAGES: Array<{ path: string; what: string }> = [
  { path: 'en/analysis/index.html', what: 'analysis board (board + input machine + engine + PDN)' },
  {
    path: 'en/rules/one-position/index.html',
    what: 'one position, three rulesets (editor + editor machine + four boards + engine)',
  },
  {
    path: 'en/rules/quiz/index.html',
    what: 'rules quiz (board + the quiz island; the items and verdicts come built, no engine)',
  },
  {
    path: 'en/rules/differences/index.html',
    what: 'the differences on the board: 7 concept pairs, 14 boards (board + input machine + engine)',
  },
  { path: 'en/play/index.html', what: 'play vs computer (board + game machine; the AI loads in a worker)' },
  {
    path: 'en/lessons/italian/how-to-capture/index.html',
    what: 'lesson I3: seven exercise boards (board + exercise and input machines + engine + progress)',
  },
  {
    path: 'en/lessons/italian/the-board-and-its-numbers/index.html',
    what: 'lesson I1: a start-position board and six exercise boards',
  },
  {
    path: 'en/lessons/italian/draws/index.html',
    what: 'lesson I14: five exercise boards and an endgame step (its shell; the player, the worker client and the tables load when it is reached)',
  },
  {
    path: 'en/lessons/english/drawn-games/index.html',
    what: 'lesson E9: six exercise boards and an endgame step (its shell only at first load)',
  },
  { path: 'en/lessons/italian/index.html', what: 'course page (lesson map with progress, progress tools)' },
  { path: 'en/index.html', what: 'home (continue where you left off)' },
  {
    path: 'en/review/index.html',
    what: 'review of lesson steps (the review island + the exercise board, machines and engine; the steps load per course)',
  },
  {
    path: 'en/puzzles/index.html',
    what: 'puzzle trainer (board + puzzle, exercise and input machines + engine; the puzzles and the kit that works on them load side by side, the rating and review libraries with the first result)',
  },
];

// Static imports and re-exports: Vite may turn an island's entry into a facade that re-exports its chunk
// (`export{T as default}from"./Trainer.x.js"`) when islands of other pages share that chunk's modules.
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) stack.push(join(file, '..', m[1]));
  }
  return seen;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** What a built page ships as JavaScript at first load, by this bench's measure. */
export interface PageScripts {
  /** the page's islands (<astro-island>) */
  islands: number;
  /** JS files: every static import from the islands' component and renderer scripts and the page's modules */
  files: number;
  raw: number;
  gzip: number;
}

/**
 * The JavaScript of the built page `html` in `dist` (also used by `npm run bench:web`): the static import
 * closure of each island's component and renderer scripts and of the page's bundled module scripts, plus
 * the inline scripts, each file gzipped alone at level 9.
 */
export function pageScripts(dist: string, html: string): PageScripts {
  const urls = new Set<string>();
  for (const m of html.matchAll(/(?:component|renderer)-url="([^"]+)"/g)) urls.add(m[1]);
  // The page's own bundled scripts (the layout's: language and storage notices).
  for (const m of html.matchAll(/<script type="module" src="([^"]+)"/g)) urls.add(m[1]);
  const files = new Set<string>();
  for (const u of urls) for (const f of closure(join(dist, u))) files.add(f);
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const buf = readFileSync(f);
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  // The inline island loader Astro adds once per page, and small page scripts Vite inlines as modules.
  for (const m of html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)) {
    raw += m[1].length;
    gzip += gzipSync(m[1], { level: 9 }).length;
  }
  return { islands: (html.match(/<astro-island/g) ?? []).length, files: files.size, raw, gzip };
}

export default function weight(): void {
  // Weigh what the sources build to now: a dist/ left from an older checkout would mislead.
  if (!process.env.BENCH_DIST) {
    console.log('building the site (npm run build)…');
    execSync('npm run build', { cwd: root, stdio: 'ignore' });
  } else if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`BENCH_DIST=${dist} has no built site`);
  }
  console.log('| page | islands | JS files | raw | gzip |');
  console.log('|---|---|---|---|---|');
  for (const page of PAGES) {
    const file = join(dist, page.path);
    if (!existsSync(file)) {
      console.log(`| ${page.what} | — | page not built | | |`);
      continue;
    }
    const js = pageScripts(dist, readFileSync(file, 'utf8'));
    console.log(`| ${page.what} | ${js.islands} | ${js.files} | ${kb(js.raw)} | ${kb(js.gzip)} |`);
  }
  const workers = readdirSync(join(dist, '_astro')).filter((f) => /worker/i.test(f));
  for (const w of workers) {
    const buf = readFileSync(join(dist, '_astro', w));
    console.log(
      `worker ${w}: ${kb(buf.length)} raw, ${kb(gzipSync(buf, { level: 9 }).length)} gzip (loaded when the computer first thinks)`,
    );
  }
  console.log('Aim: under 45 KB gzip for board + machine + engine on a page with one board island.');
}
