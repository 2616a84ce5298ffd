/**
 * Checks across a lesson's files that no single schema can make: both languages present, the same steps
 * placed by both prose files, unique ids and slugs, prerequisites that come earlier, every glossary word known to
 * the glossary. Pure, so the build (src/build/course/index.ts) and the unit tests run the same code. Problems
 * name the file.
 */
import { type Lang, langs } from '../../model/lang';
import { GLOSSARY_FILE } from '../glossary/model';
import type { LessonData } from './schema';

export interface LessonFiles {
  /** the data file, relative to the project: src/content/lessons/italian/03-…/lesson.yaml */
  readonly file: string;
  readonly data: LessonData;
  /** the prose of each language that exists: file path and MDX body */
  readonly texts: Partial<Record<Lang, { readonly file: string; readonly body: string }>>;
}

/** `<Step id="…" />` marks in MDX prose, in order. */
export function placedSteps(body: string): string[] {
  return [...body.matchAll(/<Step\s+id=["']([^"']+)["']\s*\/>/g)].map((m) => m[1]);
}

/** The ids of the `<Term id="…">` marks in MDX prose, in order (repeats included). */
export function usedTerms(body: string): string[] {
  return [...body.matchAll(/<Term\s+id=["']([^"']+)["']/g)].map((m) => m[1]);
}

/**
 * Every `<Term id="…">` of the lessons' prose that has no glossary entry, named by the prose file and the id:
 * a mark must lead to an entry (the first one on a page links to it).
 */
export function checkTerms(lessons: readonly LessonFiles[], glossaryIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const l of lessons) {
    for (const lang of langs) {
      const t = l.texts[lang];
      if (!t) continue;
      const unknown = [...new Set(usedTerms(t.body))].filter((id) => !glossaryIds.has(id));
      for (const id of unknown)
        problems.push(`${t.file}: <Term id="${id}"> has no entry in the glossary (${GLOSSARY_FILE})`);
    }
  }
  return problems;
}

/** Every problem found across the lessons (empty when the course is sound). */
export function checkCourse(lessons: readonly LessonFiles[]): string[] {
  const problems: string[] = [];
  const byId = new Map<string, LessonFiles>();
  const slugs = new Map<string, string>();
  for (const l of lessons) {
    const { data, file } = l;
    const other = byId.get(data.id);
    if (other) problems.push(`${file}: lesson id "${data.id}" is also used by ${other.file}`);
    byId.set(data.id, l);
    for (const lang of langs) {
      const key = `${lang}/${data.variant}/${data.slug[lang]}`;
      const dup = slugs.get(key);
      if (dup) problems.push(`${file}: the ${lang} slug "${data.slug[lang]}" is also used by ${dup}`);
      slugs.set(key, file);
    }
    const stepIds = data.steps.map((s) => s.id);
    const placedBy: Partial<Record<Lang, string[]>> = {};
    for (const lang of langs) {
      const t = l.texts[lang];
      if (!t) {
        problems.push(
          `${file}: the ${lang} text (${lang}.mdx) is missing: a lesson exists in both languages`,
        );
        continue;
      }
      const placed = placedSteps(t.body);
      placedBy[lang] = placed;
      const twice = placed.filter((id, i) => placed.indexOf(id) !== i);
      if (twice.length > 0) problems.push(`${t.file}: step "${twice[0]}" is placed twice`);
      const unknown = placed.filter((id) => !stepIds.includes(id));
      if (unknown.length > 0)
        problems.push(`${t.file}: places step "${unknown[0]}", which ${file} does not define`);
      const missing = stepIds.filter((id) => !placed.includes(id));
      if (missing.length > 0) problems.push(`${t.file}: does not place step "${missing[0]}" of ${file}`);
    }
    if (placedBy.it && placedBy.en && placedBy.it.join(',') !== placedBy.en.join(','))
      problems.push(
        `${file}: the two languages place different steps (it: ${placedBy.it.join(', ')}; en: ${placedBy.en.join(', ')})`,
      );
  }
  for (const l of lessons) {
    for (const p of l.data.prerequisites) {
      const pre = byId.get(p);
      if (!pre) problems.push(`${l.file}: prerequisite "${p}" is not a lesson`);
      else if (pre.data.variant === l.data.variant && pre.data.order >= l.data.order)
        problems.push(`${l.file}: prerequisite "${p}" does not come earlier (order ${pre.data.order})`);
    }
  }
  const orders = new Map<string, string>();
  for (const l of lessons) {
    const key = `${l.data.variant}/${l.data.order}`;
    const dup = orders.get(key);
    if (dup) problems.push(`${l.file}: order ${l.data.order} is also used by ${dup}`);
    orders.set(key, l.file);
  }
  return problems;
}
