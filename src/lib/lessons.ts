import { type CollectionEntry, getCollection } from 'astro:content';
import { variantsFor } from '../engine/variants';
import type { Lang } from '../i18n';

export type Lesson = CollectionEntry<'lessons'>;
export type Variant = Lesson['data']['variant'];

/** Display order of the variants on the lesson index: the site's order (src/engine/variants.ts). */
export const variants: readonly Variant[] = variantsFor('lessons');

/** Lessons in `lang` (optionally of one variant), sorted by variant then order. */
export async function getLessons(lang: Lang, variant?: Variant): Promise<Lesson[]> {
  const all = await getCollection(
    'lessons',
    (l) => l.data.lang === lang && (variant === undefined || l.data.variant === variant),
  );
  return all.sort(
    (a, b) =>
      variants.indexOf(a.data.variant) - variants.indexOf(b.data.variant) || a.data.order - b.data.order,
  );
}

/** The same lesson in another language: same variant and order. */
export async function findTranslation(lesson: Lesson, lang: Lang): Promise<Lesson | undefined> {
  const candidates = await getLessons(lang, lesson.data.variant);
  return candidates.find((l) => l.data.order === lesson.data.order);
}

/** Static paths for /<lang>/<lessons folder>/[slug]/, failing the build on a duplicate slug. */
export async function lessonPaths(lang: Lang) {
  const lessons = await getLessons(lang);
  const seen = new Map<string, string>();
  for (const l of lessons) {
    const other = seen.get(l.data.slug);
    if (other) {
      throw new Error(`Two ${lang} lessons share the slug "${l.data.slug}": ${other} and ${l.filePath}`);
    }
    seen.set(l.data.slug, l.filePath ?? l.id);
  }
  return lessons.map((lesson) => ({ params: { slug: lesson.data.slug }, props: { lesson } }));
}
