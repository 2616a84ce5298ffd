/**
 * Proving the whole puzzle collection from scratch, as a build with no proof cache does (issue 20 allows
 * 60 s on the project's 2-core machine), with the tactic proof of issue 19 and the exclusion list the build
 * uses. Prints the count per set and the time per variant.
 */

import EXCLUDED from '../../src/build/puzzles/excluded.json';
import { type Exclusion, proveSets } from '../../src/build/puzzles/prove';
import { loadPuzzleSets } from '../unit/puzzles/load';

export default function bench(): void {
  const { sets, problems } = loadPuzzleSets();
  if (problems.length > 0) throw new Error(`puzzle sets do not load:\n${problems.join('\n')}`);
  const excluded: Readonly<Record<string, Exclusion>> = EXCLUDED;
  let all = 0;
  let held = 0;
  const byVariant = new Map<string, { n: number; ms: number }>();
  for (const s of sets) {
    const start = performance.now();
    const r = proveSets([s], { excluded });
    const ms = performance.now() - start;
    held += r.excluded.length;
    if (r.problems.length > 0) throw new Error(`the collection does not prove:\n${r.problems.join('\n')}`);
    all += r.puzzles;
    const v = byVariant.get(s.set.variant) ?? { n: 0, ms: 0 };
    byVariant.set(s.set.variant, { n: v.n + r.puzzles, ms: v.ms + ms });
    console.log(
      `${s.file.padEnd(58)} ${String(r.puzzles).padStart(4)} puzzles (${String(r.excluded.length).padStart(3)} held back) ${(ms / 1000).toFixed(2).padStart(7)} s`,
    );
  }
  for (const [variant, v] of byVariant)
    console.log(
      `${variant.padEnd(14)} ${String(v.n).padStart(4)} puzzles ${(v.ms / 1000).toFixed(2).padStart(7)} s`,
    );
  // The sets together, as the build proves them: ids are checked across files too.
  const start = performance.now();
  const r = proveSets(sets, { excluded });
  const ms = performance.now() - start;
  if (r.problems.length > 0) throw new Error(`the collection does not prove:\n${r.problems.join('\n')}`);
  console.log(
    `whole collection: ${all} puzzles proved from scratch in ${(ms / 1000).toFixed(2)} s (aim ≤ 60 s), ${held} held back by the exclusion list`,
  );
}
