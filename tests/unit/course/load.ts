/** Read the course from disk as the build does (data through the schema, prose as MDX bodies). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { LessonFiles } from '../../../src/build/course/check';
import { type EndgameTables, lessonSchemaFor } from '../../../src/build/course/schema';
import { ensureEndgameTablesFor } from '../../../src/cli/endgame-cache';
import { probeEndgame } from '../../../src/engine/endgame';

/** The endgame databases as the build reads them (the Node cache, generated on first need). */
export const nodeTables: EndgameTables = (variant, pieces) => {
  ensureEndgameTablesFor(variant, pieces);
  return probeEndgame;
};

/** The lesson schema as the build runs it. */
export const lessonSchema = lessonSchemaFor(nodeTables);

export const contentRoot = join(import.meta.dirname, '../../../src/content/lessons');
const root = join(import.meta.dirname, '../../..');

export interface Loaded {
  lessons: LessonFiles[];
  /** schema problems, "file: path: message" */
  problems: string[];
}

/** Every lesson folder below src/content/lessons/<variant>/ */
export function lessonFolders(): string[] {
  return readdirSync(contentRoot, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((v) =>
      readdirSync(join(contentRoot, v.name), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => join(contentRoot, v.name, d.name)),
    );
}

/** Validate one lesson's data (as parsed YAML) and return its problems. */
export function schemaProblems(file: string, raw: unknown): string[] {
  const r = lessonSchema.safeParse(raw);
  if (r.success) return [];
  return r.error.issues.map((i) => `${file}: ${i.path.join('.')}: ${i.message}`);
}

export function loadCourse(folders = lessonFolders()): Loaded {
  const lessons: LessonFiles[] = [];
  const problems: string[] = [];
  for (const folder of folders) {
    const dataFile = join(folder, 'lesson.yaml');
    const file = relative(root, dataFile);
    const raw = parse(readFileSync(dataFile, 'utf8'));
    const r = lessonSchema.safeParse(raw);
    if (!r.success) {
      problems.push(...schemaProblems(file, raw));
      continue;
    }
    const texts: LessonFiles['texts'] = {};
    for (const lang of ['it', 'en'] as const) {
      const mdx = join(folder, `${lang}.mdx`);
      if (existsSync(mdx)) texts[lang] = { file: relative(root, mdx), body: readFileSync(mdx, 'utf8') };
    }
    lessons.push({ file, data: r.data, texts });
  }
  return { lessons, problems };
}
