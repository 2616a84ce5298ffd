/**
 * The course as the pages see it: every lesson with its data and its prose in both languages, checked across
 * files once per build (a problem throws, so `astro build` fails naming the file and the reason; this includes
 * a `<Term>` without a glossary entry), plus the URLs of course and lesson pages.
 */
import { type CollectionEntry, getCollection } from 'astro:content';
import type { VariantId } from '../../engine';
import { variantsFor } from '../../engine';
import { type Lang, langs, routes } from '../../i18n';
import { variantName } from '../../i18n/ui';
import { type CourseAfterLinks, type LessonSummary, nextCourse } from '../../model/course';
import { PLAY_LINK } from '../../model/links';
import { trainerQuery } from '../../model/puzzles';
import { getGlossary } from '../glossary';
import { checkCourse, checkTerms, type LessonFiles } from './check';
import type { LessonData } from './schema';

export type { LessonSummary };

export interface Lesson {
  readonly data: LessonData;
  /** the data file, for error messages */
  readonly file: string;
  readonly texts: Readonly<Record<Lang, CollectionEntry<'lessonTexts'>>>;
}

/** The games that have a course, in the site's order (src/engine/rules/variants.ts offers them for lessons). */
export const courseVariants = variantsFor('lessons');

/** The folder of each course in the URL, per language: /it/lezioni/dama-italiana/ */
const courseSegments: Readonly<Record<VariantId, Readonly<Record<Lang, string>>>> = {
  italian: { it: 'dama-italiana', en: 'italian' },
  international: { it: 'dama-internazionale', en: 'international' },
  english: { it: 'dama-inglese', en: 'english' },
  brazilian: { it: 'dama-brasiliana', en: 'brazilian' },
};

export const courseUrl = (lang: Lang, variant: VariantId): string =>
  `${routes.lessons[lang]}${courseSegments[variant][lang]}/`;

export const lessonUrl = (lang: Lang, lesson: Pick<LessonData, 'variant' | 'slug'>): string =>
  `${courseUrl(lang, lesson.variant)}${lesson.slug[lang]}/`;

export const courseSegment = (lang: Lang, variant: VariantId): string => courseSegments[variant][lang];

let loaded: Promise<Lesson[]> | null = null;

async function load(): Promise<Lesson[]> {
  const data = await getCollection('lessons');
  const texts = await getCollection('lessonTexts');
  const folderOf = (filePath: string | undefined) => (filePath ?? '').replace(/\/[^/]+$/, '');
  const files: (LessonFiles & { entry: (typeof data)[number] })[] = data.map((entry) => {
    const folder = folderOf(entry.filePath);
    const mine = texts.filter((t) => folderOf(t.filePath) === folder);
    const byLang: LessonFiles['texts'] = {};
    for (const lang of langs) {
      const t = mine.find((x) => x.filePath?.endsWith(`/${lang}.mdx`));
      if (t)
        (byLang as Record<Lang, { file: string; body: string }>)[lang] = {
          file: t.filePath ?? t.id,
          body: t.body ?? '',
        };
    }
    return { file: entry.filePath ?? entry.id, data: entry.data, texts: byLang, entry };
  });
  const orphans = texts.filter((t) => !data.some((d) => folderOf(d.filePath) === folderOf(t.filePath)));
  const problems = checkCourse(files);
  problems.push(...checkTerms(files, new Set((await getGlossary()).map((e) => e.id))));
  for (const o of orphans) problems.push(`${o.filePath}: prose without a lesson.yaml beside it`);
  if (problems.length > 0) throw new Error(`The course has problems:\n- ${problems.join('\n- ')}`);
  return files
    .map((f) => {
      const folder = folderOf(f.file);
      const entries = Object.fromEntries(
        langs.map((lang) => [lang, texts.find((t) => t.filePath === `${folder}/${lang}.mdx`)]),
      ) as Record<Lang, CollectionEntry<'lessonTexts'>>;
      return { data: f.data, file: f.file, texts: entries };
    })
    .sort(
      (a, b) =>
        courseVariants.indexOf(a.data.variant) - courseVariants.indexOf(b.data.variant) ||
        a.data.order - b.data.order,
    );
}

/** Every lesson, checked, in course order. */
export function getLessons(): Promise<Lesson[]> {
  loaded ??= load();
  return loaded;
}

/** The lessons of one game, in order. */
export async function getCourse(variant: VariantId): Promise<Lesson[]> {
  return (await getLessons()).filter((l) => l.data.variant === variant);
}

export const summarize = (lang: Lang, l: Lesson): LessonSummary => ({
  id: l.data.id,
  variant: l.data.variant,
  order: l.data.order,
  title: l.data.title[lang],
  url: lessonUrl(lang, l.data),
  steps: l.data.steps.map((s) => s.id),
});

/** What the end of `variant`'s course offers (CourseAfter): the next course, this game's puzzles, a game. */
export async function afterCourse(lang: Lang, variant: VariantId): Promise<CourseAfterLinks> {
  const next = nextCourse(variant, courseVariants);
  const first = next ? (await getCourse(next))[0] : undefined;
  return {
    next: next && first ? { name: variantName(lang, next), url: lessonUrl(lang, first.data) } : null,
    puzzles: `${routes.puzzles[lang]}${trainerQuery({ variant })}`,
    play: `${routes.play[lang]}?${new URLSearchParams({ [PLAY_LINK.variant]: variant })}`,
  };
}
