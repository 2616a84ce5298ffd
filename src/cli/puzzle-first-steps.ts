/**
 * Marks the first-steps tier (issue 20):
 *   npm run puzzles:first-steps -- [--dir <d>] [--excluded <file>]
 * Run it after `npm run puzzles:audit -- --write`: only puzzles that pass every check (not on the exclusion
 * list, default src/build/puzzles/excluded.json) can be first steps. A candidate is not from a game and has
 * at most FIRST_STEPS_PIECES pieces on the board; of them, a set keeps at most a fifth of its served puzzles
 * (FIRST_STEPS_SHARE, the cap the build checks), the smallest positions first, then the easiest (rating),
 * then in file order. Every other puzzle loses the tier. Rewrites each set file (src/content/puzzles by
 * default) and prints a table per set: puzzles, served, candidates, first steps, held back and why.
 * Exit codes: 0 done, 2 bad arguments.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Exclusion, FIRST_STEPS_SHARE } from '../build/puzzles/prove';
import type { PuzzleSet } from '../build/puzzles/schema';
import { type Io, options, runScript } from './args';
import { EXCLUDED_FILE } from './puzzle-audit';
import { readCollection, writeSetFile } from './puzzle-gen/setfile';

export const usage = 'puzzles:first-steps -- [--dir <d>] [--excluded <file>]';

/** A first-steps position has at most this many pieces on the board. */
export const FIRST_STEPS_PIECES = 5;

/** Pieces in a FEN: every square named after W: or B:, ranges counted. */
export function fenPieces(fen: string): number {
  let n = 0;
  for (const part of fen.split(':').slice(1)) {
    const body = part.replace(/^[WB]/, '');
    if (!body) continue;
    for (const item of body.split(',')) {
      const m = /^K?(\d+)(?:-K?(\d+))?$/.exec(item.trim());
      if (!m) continue;
      n += m[2] ? Number(m[2]) - Number(m[1]) + 1 : 1;
    }
  }
  return n;
}

export interface FirstStepsRow {
  readonly puzzles: number;
  /** puzzles not on the exclusion list */
  readonly served: number;
  /** served, not from a game, at most FIRST_STEPS_PIECES pieces */
  readonly candidates: number;
  readonly firstSteps: number;
  /** held back, by the exclusion's code */
  readonly held: ReadonlyMap<string, number>;
}

/** The set with the first-steps tier marked anew (see the module comment), and what was counted. */
export function markFirstSteps(
  set: PuzzleSet,
  excluded: Readonly<Record<string, Exclusion>>,
): { set: PuzzleSet; row: FirstStepsRow } {
  const held = new Map<string, number>();
  const served = set.puzzles.filter((p) => {
    const x = excluded[p.id];
    if (x) held.set(x.code, (held.get(x.code) ?? 0) + 1);
    return !x;
  });
  const candidates = served
    .map((p, i) => ({ id: p.id, pieces: fenPieces(p.fen), rating: p.rating, i, game: p.game !== undefined }))
    .filter((c) => !c.game && c.pieces <= FIRST_STEPS_PIECES);
  const cap = Math.floor(served.length * FIRST_STEPS_SHARE);
  const chosen = new Set(
    candidates
      .sort((a, b) => a.pieces - b.pieces || a.rating - b.rating || a.i - b.i)
      .slice(0, cap)
      .map((c) => c.id),
  );
  const puzzles = set.puzzles.map((p) => {
    const { tier: _, ...rest } = p;
    return chosen.has(p.id) ? { ...rest, tier: 'first-steps' as const } : rest;
  });
  return {
    set: { ...set, puzzles },
    row: {
      puzzles: set.puzzles.length,
      served: served.length,
      candidates: candidates.length,
      firstSteps: chosen.size,
      held,
    },
  };
}

export async function run(args: string[], io: Io): Promise<number> {
  const values = options(args, ['dir', 'excluded']);
  const dir = values.dir ?? join('src', 'content', 'puzzles');
  const excluded = JSON.parse(readFileSync(values.excluded ?? EXCLUDED_FILE, 'utf8')) as Record<
    string,
    Exclusion
  >;
  io.stdout.write(
    '| set | puzzles | served | candidates | first-steps | held back | why |\n|---|---:|---:|---:|---:|---:|---|\n',
  );
  for (const { file, set } of readCollection(dir)) {
    const { set: marked, row } = markFirstSteps(set, excluded);
    writeSetFile(file, marked);
    const heldCount = [...row.held.values()].reduce((a, b) => a + b, 0);
    const why = [...row.held].map(([c, n]) => `${c} ${n}`).join(', ');
    io.stdout.write(
      `| ${relative(process.cwd(), file) || file} | ${row.puzzles} | ${row.served} | ${row.candidates} | ${row.firstSteps} | ${heldCount} | ${why} |\n`,
    );
  }
  return 0;
}

/** Run with usage errors printed (exit code 2) rather than thrown. */
export const main = (argv: string[], io: Io): Promise<number> => runScript(run, usage, argv, io);

// Run when started as a script (tsx src/cli/puzzle-first-steps.ts), not when imported by a test.
if (process.argv[1] && /puzzle-first-steps\.ts$/.test(process.argv[1]))
  process.exitCode = await main(process.argv.slice(2), process);
