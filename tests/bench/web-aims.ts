/**
 * The pure parts of `npm run bench:web` (tests/bench/web.ts): the aims, which of them a page misses, the
 * median of three runs, and the markdown table. Kept apart from the runner so a unit test can make them fail
 * (tests/unit/bench/web-aims.test.ts).
 */

/** One Lighthouse run of one page: the four category scores (0–100) and the bytes it transferred. */
export interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Lighthouse's total-byte-weight: every response's transfer size */
  totalBytes: number;
}

/** The aims of issue 13, on every page; the JavaScript one on the pages with boards. */
export const AIMS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** first-load JavaScript, gzip, strictly under */
  boardJsGzip: 45 * 1024,
} as const;

const CATEGORIES = [
  ['performance', 'performance'],
  ['accessibility', 'accessibility'],
  ['bestPractices', 'best practices'],
  ['seo', 'SEO'],
] as const;

/** The Lighthouse aims `run` misses, each said in words (empty when it meets them all). */
export function lighthouseMisses(run: Run): string[] {
  return CATEGORIES.filter(([key]) => !(run[key] >= AIMS[key])).map(
    ([key, name]) => `${name} ${run[key]} < ${AIMS[key]}`,
  );
}

/** The JavaScript aim: missed when a board page ships 45 KB gzip or more at first load. */
export function jsMisses(jsGzip: number, board: boolean): string[] {
  return board && !(jsGzip < AIMS.boardJsGzip)
    ? [`first-load JS ${kb(jsGzip)} ≥ ${kb(AIMS.boardJsGzip)} gzip`]
    : [];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** Each number's median over the runs (so one slow run among three does not decide a score). */
export function medianRun(runs: readonly Run[]): Run {
  if (runs.length === 0) throw new Error('medianRun: no runs');
  const of = (key: keyof Run) => median(runs.map((r) => r[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    totalBytes: of('totalBytes'),
  };
}

/**
 * Runs a page once; when that run misses a Lighthouse aim, twice more, and the median of the three counts.
 * Returns the counted result and every run made.
 */
export async function measure(runOnce: () => Promise<Run>): Promise<{ result: Run; runs: Run[] }> {
  const first = await runOnce();
  if (lighthouseMisses(first).length === 0) return { result: first, runs: [first] };
  const runs = [first, await runOnce(), await runOnce()];
  return { result: medianRun(runs), runs };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One row of the table: a page in one language, with its counted run, its first-load JS and its misses. */
export interface Row {
  page: string;
  path: string;
  result: Run;
  runs: number;
  jsGzip: number;
  board: boolean;
  misses: string[];
}

/** The markdown table of the results, with the build time under it. */
export function table(rows: readonly Row[], buildSeconds: number | undefined): string {
  const lines = [
    '| page | path | perf. | a11y | best pr. | SEO | first-load JS (gzip) | total transfer | runs | aims |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|---|',
    ...rows.map((r) =>
      [
        r.page,
        `\`${r.path}\``,
        r.result.performance,
        r.result.accessibility,
        r.result.bestPractices,
        r.result.seo,
        `${kb(r.jsGzip)}${r.board ? '' : ' ¹'}`,
        kb(r.result.totalBytes),
        r.runs,
        r.misses.length === 0 ? 'met' : `**missed**: ${r.misses.join('; ')}`,
      ].join(' | '),
    ),
  ].map((line) => (line.startsWith('|') ? line : `| ${line} |`));
  const notes = [
    '',
    ...(rows.some((r) => !r.board)
      ? [`¹ not a board page: the ${kb(AIMS.boardJsGzip)} JavaScript aim applies to the pages with boards.`]
      : []),
    buildSeconds === undefined
      ? 'Build: not run (--skip-build).'
      : `Build (\`npm run build\`): ${buildSeconds.toFixed(1)} s.`,
  ];
  return [...lines, ...notes].join('\n');
}
