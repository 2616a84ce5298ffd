/** Read the puzzle collection from disk as the build does: every set file through the schema. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SetFile } from '../../../src/build/puzzles/prove';
import { puzzleSetSchema } from '../../../src/build/puzzles/schema';

const root = join(import.meta.dirname, '../../..');
export const puzzlesRoot = join(root, 'src/content/puzzles');

export interface LoadedSets {
  sets: SetFile[];
  /** schema problems, "file: path: message" */
  problems: string[];
}

/** Every src/content/puzzles/**\/*.json, in path order (the collection's glob). */
export function setFiles(dir = puzzlesRoot): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

export function loadPuzzleSets(files = setFiles()): LoadedSets {
  const sets: SetFile[] = [];
  const problems: string[] = [];
  for (const path of files) {
    const file = relative(root, path);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch (e) {
      problems.push(`${file}: not JSON: ${(e as Error).message}`);
      continue;
    }
    const r = puzzleSetSchema.safeParse(raw);
    if (r.success) sets.push({ file, set: r.data });
    else problems.push(...r.error.issues.map((i) => `${file}: ${i.path.join('.')}: ${i.message}`));
  }
  return { sets, problems };
}
