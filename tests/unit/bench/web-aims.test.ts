/**
 * The pure parts of `npm run bench:web` (tests/bench/web-aims.ts): which aims a page misses, when a page is
 * run again, and which of three runs counts.
 */
import { describe, expect, it } from 'vitest';
import {
  AIMS,
  jsMisses,
  lighthouseMisses,
  measure,
  medianRun,
  type Row,
  type Run,
  table,
} from '../../bench/web-aims';

const run = (performance: number, rest: Partial<Run> = {}): Run => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  totalBytes: 100_000,
  ...rest,
});

describe('the aims', () => {
  it('performance 95 is met, 94 is missed', () => {
    expect(lighthouseMisses(run(95))).toEqual([]);
    expect(lighthouseMisses(run(94))).toEqual(['performance 94 < 95']);
  });

  it('the other three categories must be 100', () => {
    expect(lighthouseMisses(run(100, { accessibility: 99, seo: 92 }))).toEqual([
      'accessibility 99 < 100',
      'SEO 92 < 100',
    ]);
    expect(lighthouseMisses(run(100, { bestPractices: 96 }))).toEqual(['best practices 96 < 100']);
  });

  it('a score Lighthouse could not give (NaN) is a miss, not a pass', () => {
    expect(lighthouseMisses(run(Number.NaN))).toHaveLength(1);
  });

  it('first-load JavaScript must be under 45 KB gzip on a board page, and only there', () => {
    expect(jsMisses(AIMS.boardJsGzip - 1, true)).toEqual([]);
    expect(jsMisses(AIMS.boardJsGzip, true)).toEqual(['first-load JS 45.0 KB ≥ 45.0 KB gzip']);
    expect(jsMisses(60 * 1024, false)).toEqual([]);
  });
});

describe('medianRun', () => {
  it('takes each number’s median of three, so one bad run does not decide', () => {
    const m = medianRun([
      run(90, { totalBytes: 300 }),
      run(97, { totalBytes: 100, seo: 92 }),
      run(96, { totalBytes: 200 }),
    ]);
    expect(m).toEqual({ performance: 96, accessibility: 100, bestPractices: 100, seo: 100, totalBytes: 200 });
  });

  it('a single run is its own median; no runs is an error', () => {
    expect(medianRun([run(93)])).toEqual(run(93));
    expect(() => medianRun([])).toThrow('no runs');
  });
});

describe('measure', () => {
  /** A page whose runs give these performance scores in turn. */
  const page = (...scores: number[]) => {
    let i = 0;
    const runOnce = async () => run(scores[i++] ?? Number.NaN);
    return { runOnce, calls: () => i };
  };

  it('runs a page that meets the aims once', async () => {
    const p = page(98, 50, 50);
    const { result, runs } = await measure(p.runOnce);
    expect(p.calls()).toBe(1);
    expect(runs).toHaveLength(1);
    expect(result.performance).toBe(98);
  });

  it('runs a page that misses twice more, and the median of the three counts', async () => {
    const met = page(93, 97, 96);
    const a = await measure(met.runOnce);
    expect(met.calls()).toBe(3);
    expect(a.result.performance).toBe(96);
    expect(lighthouseMisses(a.result)).toEqual([]);

    const missed = page(93, 97, 90);
    const b = await measure(missed.runOnce);
    expect(b.runs.map((r) => r.performance)).toEqual([93, 97, 90]);
    expect(b.result.performance).toBe(93);
    expect(lighthouseMisses(b.result)).toEqual(['performance 93 < 95']);
  });
});

describe('table', () => {
  const row = (over: Partial<Row>): Row => ({
    page: 'play',
    path: '/en/play/',
    result: run(97),
    runs: 1,
    jsGzip: 40 * 1024,
    board: true,
    misses: [],
    ...over,
  });

  it('lists each page with its scores, sizes and verdict, and the build time', () => {
    const text = table(
      [row({}), row({ path: '/it/gioca/', runs: 3, misses: ['performance 91 < 95'], result: run(91) })],
      12.34,
    );
    const lines = text.split('\n');
    expect(lines[2]).toBe('| play | `/en/play/` | 97 | 100 | 100 | 100 | 40.0 KB | 97.7 KB | 1 | met |');
    expect(lines[3]).toContain('| 91 |');
    expect(lines[3]).toContain('**missed**: performance 91 < 95');
    expect(text).toContain('Build (`npm run build`): 12.3 s.');
    expect(text).not.toContain('¹');
  });

  it('marks a page that is not a board page, and says when the build was skipped', () => {
    const text = table([row({ page: 'home', path: '/en/', board: false })], undefined);
    expect(text).toContain('40.0 KB ¹');
    expect(text).toContain('¹ not a board page');
    expect(text).toContain('not run (--skip-build)');
  });
});
