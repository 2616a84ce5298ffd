import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { variantsFor } from './engine/variants';
import { langs } from './i18n/lang';

/** Lowercase words joined by single hyphens: safe in a URL as is. */
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lowercase words joined by hyphens, e.g. "the-board"');

/**
 * Lessons: one MDX file per lesson and language, in src/content/lessons/<lang>/.
 * The same lesson in the other language has the same `variant` and `order`;
 * that pair is how the language switch finds it.
 */
const lessons = defineCollection({
  loader: glob({
    pattern: '**/*.mdx',
    base: './src/content/lessons',
    // Ids are "<lang>/<slug>" so that the two languages may reuse a slug.
    generateId: ({ entry, data }) =>
      typeof data.lang === 'string' && typeof data.slug === 'string'
        ? `${data.lang}/${data.slug}`
        : entry.replace(/\.mdx$/, ''),
  }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    lang: z.enum(langs),
    // the variants the lessons offer, from the one list in src/engine/variants.ts
    variant: z.enum(variantsFor('lessons')),
    order: z.number().int().positive(),
    slug,
  }),
});

export const collections = { lessons };
