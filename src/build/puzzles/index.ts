/**
 * The puzzle collection as the pages see it: every set of src/content/puzzles, proved by the engine once per
 * build (a problem throws, so `astro build` fails naming the file, the puzzle and the reason), flattened to
 * one list of puzzles that each carry their variant and set.
 *
 * Puzzles on the exclusion list (excluded.json, written by `npm run puzzles:audit -- --write` with each
 * one's reason) fail the tactic proof of issue 19 or a check of issue 20 (a game that leads elsewhere, a
 * precedence rule not isolated, a duplicate) and are held back: the pages, their counts and the trainer's
 * feed only ever see puzzles that pass them all. The list must stay true: a listed puzzle that proves, or
 * an id the collection does not have, fails the build like any other problem.
 */
import { getCollection } from 'astro:content';
import type { VariantId } from '../../engine';
import EXCLUDED from './excluded.json';
import { DEFAULT_CACHE_FILE, type Exclusion, proveSets, type SetFile, unknownExclusions } from './prove';
import type { PuzzleRecord } from './schema';

export type { PuzzleRecord };

/** One puzzle of the collection: the record as written, plus where it comes from. */
export type PuzzleEntry = PuzzleRecord & {
  /** the set's variant (every puzzle of a set is of its variant) */
  readonly variant: VariantId;
  /** the set's id, its file below src/content/puzzles without ".json": "italian/criterion-1" */
  readonly set: string;
};

let loaded: Promise<PuzzleEntry[]> | null = null;

async function load(): Promise<PuzzleEntry[]> {
  const entries = (await getCollection('puzzleSets')).sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  const files: SetFile[] = entries.map((e) => ({ file: e.filePath ?? e.id, set: e.data }));
  const excluded: Readonly<Record<string, Exclusion>> = EXCLUDED;
  const result = proveSets(files, { cacheFile: DEFAULT_CACHE_FILE, excluded });
  const problems = [...result.problems, ...unknownExclusions(files, excluded)];
  if (problems.length > 0) throw new Error(`The puzzle collection has problems:\n- ${problems.join('\n- ')}`);
  const held = new Set(result.excluded.map((x) => x.id));
  return entries.flatMap((e) =>
    e.data.puzzles.filter((p) => !held.has(p.id)).map((p) => ({ ...p, variant: e.data.variant, set: e.id })),
  );
}

/**
 * Every puzzle of the collection, sets in id order and puzzles in file order. Proved once per build: later
 * calls share the first one's result.
 */
export function getPuzzles(): Promise<PuzzleEntry[]> {
  loaded ??= load();
  return loaded;
}
