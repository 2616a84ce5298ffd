/**
 * Reading and writing one puzzle set file (src/content/puzzles/<variant>/<theme>.json) for the generator:
 * new puzzles are numbered after the set's own and appended, existing puzzles (and any hand edits to their
 * wording) are kept as they are, and the file is written in the layout Biome gives it, so a generated file
 * passes `biome check` unchanged and a regenerated one shows a clean diff.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SetFile } from '../../build/puzzles/prove';
import { type PuzzleRecord, type PuzzleSet, puzzleSetSchema } from '../../build/puzzles/schema';
import type { PuzzleTheme, VariantId } from '../../engine';
import { numberPuzzles } from './generate';

const WIDTH = 110;

/** A set file as it is on disk, or null when there is none; a file that is not a valid set throws. */
export function readSetFile(file: string): PuzzleSet | null {
  if (!existsSync(file)) return null;
  const parsed = puzzleSetSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${file} is not a valid puzzle set: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

/** Every set file below `dir` (the collection's glob, **\/*.json), in path order, each read as a set. */
export function readCollection(dir: string): SetFile[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const file = join(dir, f);
      return { file, set: readSetFile(file) as PuzzleSet };
    });
}

/** The set with `found` numbered and appended after its existing puzzles. */
export function mergeSet(
  variant: VariantId,
  theme: PuzzleTheme,
  existing: PuzzleSet | null,
  found: readonly Omit<PuzzleRecord, 'id'>[],
): PuzzleSet {
  const old = existing?.puzzles ?? [];
  return { variant, theme, puzzles: [...old, ...numberPuzzles(variant, theme, old, found)] };
}

/**
 * JSON as Biome formats it (2 spaces, width 110): the set and each puzzle one field a line; any other
 * object or array on one line when it fits, else one member a line.
 */
export function formatSetJson(set: PuzzleSet): string {
  const lines: string[] = ['{'];
  lines.push(`  "variant": ${JSON.stringify(set.variant)},`);
  lines.push(`  "theme": ${JSON.stringify(set.theme)},`);
  lines.push('  "puzzles": [');
  set.puzzles.forEach((p, i) => {
    const fields = Object.entries(p).filter(([, v]) => v !== undefined);
    lines.push('    {');
    fields.forEach(([k, v], j) => {
      const comma = j < fields.length - 1 ? ',' : '';
      lines.push(...member(`${JSON.stringify(k)}: `, v, 6, comma));
    });
    lines.push(`    }${i < set.puzzles.length - 1 ? ',' : ''}`);
  });
  lines.push('  ]', '}');
  return `${lines.join('\n')}\n`;
}

function inline(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`).join(', ')} }`;
  }
  return JSON.stringify(v);
}

/** One member (`prefix` is `"key": ` or ''), inline when it fits in the width, else broken one level. */
function member(prefix: string, v: unknown, indent: number, comma: string): string[] {
  const pad = ' '.repeat(indent);
  const flat = `${pad}${prefix}${inline(v)}${comma}`;
  const composite = v !== null && typeof v === 'object';
  if (flat.length <= WIDTH || !composite) return [flat];
  if (Array.isArray(v)) {
    if (v.length === 0) return [flat];
    return [
      `${pad}${prefix}[`,
      ...v.flatMap((x, i) => member('', x, indent + 2, i < v.length - 1 ? ',' : '')),
      `${pad}]${comma}`,
    ];
  }
  const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
  return [
    `${pad}${prefix}{`,
    ...entries.flatMap(([k, x], i) =>
      member(`${JSON.stringify(k)}: `, x, indent + 2, i < entries.length - 1 ? ',' : ''),
    ),
    `${pad}}${comma}`,
  ];
}

export function writeSetFile(file: string, set: PuzzleSet): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, formatSetJson(set));
}
