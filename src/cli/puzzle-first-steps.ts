/**
 * Marks the first-steps tier (issue 20):
 *   npx tsx src/cli/puzzle-first-steps.ts [--dir <d>]
 * A puzzle not from a game, with at most FIRST_STEPS_PIECES pieces, that passes every check (it is not on the
 * exclusion list, src/build/puzzles/excluded.json: run `npm run puzzles:audit -- --write` first) gets
 * `tier: "first-steps"`; every other puzzle loses the tier. Prints a table per set: kept, first-steps, held
 * back and why.
 */
import { join, relative } from 'node:path';
import EXCLUDED from '../build/puzzles/excluded.json';
import type { Exclusion } from '../build/puzzles/prove';
import { readCollection, writeSetFile } from './puzzle-gen/setfile';

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

const dirArg = process.argv.indexOf('--dir');
const dir = dirArg > 0 ? process.argv[dirArg + 1] : join('src', 'content', 'puzzles');
const excluded: Readonly<Record<string, Exclusion>> = EXCLUDED;
process.stdout.write(
  '| set | puzzles | kept | first-steps | held back | why |\n|---|---:|---:|---:|---:|---|\n',
);
for (const { file, set } of readCollection(dir)) {
  const why = new Map<string, number>();
  let first = 0;
  let held = 0;
  const puzzles = set.puzzles.map((p) => {
    const { tier: _, ...rest } = p;
    const x = excluded[p.id];
    if (x) {
      held++;
      why.set(x.code, (why.get(x.code) ?? 0) + 1);
      return rest;
    }
    if (!p.game && fenPieces(p.fen) <= FIRST_STEPS_PIECES) {
      first++;
      return { ...rest, tier: 'first-steps' as const };
    }
    return rest;
  });
  writeSetFile(file, { ...set, puzzles });
  const reasons = [...why].map(([c, n]) => `${c} ${n}`).join(', ');
  process.stdout.write(
    `| ${relative(process.cwd(), file)} | ${set.puzzles.length} | ${set.puzzles.length - held} | ${first} | ${held} | ${reasons} |\n`,
  );
}
