/**
 * Perft speed of our engine from each start position, next to two npm engines measured in the same run on
 * the same positions and depths: rapid-draughts (English, bitboards) and draughts (International).
 *
 * Every engine is driven through its public API in the same way: walk the tree, count the moves at the last
 * ply without playing them ("bulk counting"). rapid-draughts has no undo, so a child is `clone()` + `move()`,
 * which is how its own alpha-beta search walks the tree; draughts has `move()` + `undo()` (its built-in
 * `perft()` returns 0 in 0.2.1). Leaves per second = leaf count / best wall time of a few runs.
 * Aims (issue #2): at least 10× rapid-draughts, at least 100× draughts.
 */
import { createRequire } from 'node:module';
import { EnglishDraughtsEngineFactory } from 'rapid-draughts/english';
import { perft, startPosition, VARIANTS, type VariantId } from '../../src/engine';

interface RapidEngine {
  readonly moves: readonly unknown[];
  clone(): RapidEngine;
  move(m: unknown): void;
}

interface DraughtsJs {
  moves(): unknown[];
  move(m: unknown): unknown;
  undo(): unknown;
}

const require = createRequire(import.meta.url);
const Draughts = require('draughts') as new (fen?: string) => DraughtsJs;

function rapidPerft(e: RapidEngine, depth: number): number {
  const moves = e.moves;
  if (depth <= 1) return depth === 1 ? moves.length : 1;
  let n = 0;
  for (const m of moves) {
    const child = e.clone();
    child.move(m);
    n += rapidPerft(child, depth - 1);
  }
  return n;
}

function draughtsPerft(g: DraughtsJs, depth: number): number {
  const moves = g.moves();
  if (depth <= 1) return depth === 1 ? moves.length : 1;
  let n = 0;
  for (const m of moves) {
    g.move(m);
    n += draughtsPerft(g, depth - 1);
    g.undo();
  }
  return n;
}

interface Timing {
  readonly leaves: number;
  readonly ms: number;
}

/** Best of `runs` timed runs after one warm-up run at a smaller depth. */
function measure(run: (depth: number) => number, depth: number, runs: number): Timing {
  // Warm up the JIT on the same tree as the timed runs.
  run(Math.max(1, depth - 1));
  let best = Number.POSITIVE_INFINITY;
  let leaves = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    leaves = run(depth);
    best = Math.min(best, performance.now() - t);
  }
  return { leaves, ms: best };
}

const rate = (t: Timing): number => (t.leaves / t.ms) * 1000;
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

interface Row {
  readonly variant: VariantId;
  readonly depth: number;
  readonly ours: Timing;
  readonly other?: { readonly name: string; readonly timing: Timing; readonly aim: number };
}

export default async function perftBench(): Promise<void> {
  const ours = (variant: VariantId) => {
    const pos = startPosition(VARIANTS[variant]);
    return (d: number) => perft(pos, d);
  };
  const rows: Row[] = [];

  rows.push({ variant: 'italian', depth: 7, ours: measure(ours('italian'), 7, 3) });

  // Two depths: rapid-draughts allocates a clone per node and slows down sharply at depth 8 (GC).
  for (const depth of [7, 8]) {
    const rapid = (d: number) =>
      rapidPerft(EnglishDraughtsEngineFactory.setup() as unknown as RapidEngine, d);
    rows.push({
      variant: 'english',
      depth,
      ours: measure(ours('english'), depth, 5),
      other: { name: 'rapid-draughts 1.0.6', timing: measure(rapid, depth, 5), aim: 10 },
    });
  }

  const international = 5;
  rows.push({
    variant: 'international',
    depth: international,
    ours: measure(ours('international'), international, 3),
    other: {
      name: 'draughts 0.2.1',
      timing: measure((d) => draughtsPerft(new Draughts(), d), international, 2),
      aim: 100,
    },
  });
  // Our engine deeper as well, where the other engine would take too long.
  rows.push({ variant: 'international', depth: 6, ours: measure(ours('international'), 6, 2) });

  const header = [
    'variant',
    'depth',
    'leaves',
    'ours ms',
    'ours leaves/s',
    'other engine',
    'its leaves/s',
    'ratio',
    'aim',
  ];
  const table = rows.map((r) => {
    const o = r.other;
    const agree = o ? (o.timing.leaves === r.ours.leaves ? '' : ` (its count: ${o.timing.leaves}!)`) : '';
    const ratio = o ? rate(r.ours) / rate(o.timing) : undefined;
    return [
      r.variant,
      String(r.depth),
      fmt(r.ours.leaves) + agree,
      r.ours.ms.toFixed(1),
      fmt(rate(r.ours)),
      o?.name ?? '—',
      o ? fmt(rate(o.timing)) : '—',
      ratio === undefined ? '—' : `${ratio.toFixed(1)}×`,
      o ? `${o.aim}× ${ratio !== undefined && ratio >= o.aim ? 'met' : 'NOT met'}` : '—',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of table) console.log(line(row));
  console.log('leaves/s: leaf count / best wall time; bulk counting at the last ply for every engine.');
}
