/**
 * Builds the Pagefind search index inside `astro build`, in the `astro:build:done` hook, instead of a
 * `pagefind --site dist` step after it. Why: the service worker's precache list is made in the same hook
 * by @vite-pwa/astro, listed after this integration in astro.config.mjs (Astro runs the hooks in order,
 * one after the other), so the list includes every /pagefind/ file and search works offline for any word
 * after the first visit. Caching Pagefind's files at run time instead would only cover the index chunks
 * and fragments that earlier searches happened to fetch: a new word searched offline would fail.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';

/** Indexes the built site in `dir` and writes the bundle to `dir`/pagefind; returns the number of pages. */
export async function writePagefindIndex(dir: string): Promise<number> {
  const fail = (what: string, errors: string[]) => {
    throw new Error(`PAGEFIND_FAILED: ${what}: ${errors.join('; ')}`);
  };
  try {
    const { index, errors } = await createIndex();
    if (!index) return fail('could not start', errors);
    const added = await index.addDirectory({ path: dir });
    if (added.errors.length > 0) fail(`could not index ${dir}`, added.errors);
    const written = await index.writeFiles({ outputPath: join(dir, 'pagefind') });
    if (written.errors.length > 0) fail('could not write the index', written.errors);
    return added.page_count;
  } finally {
    await close();
  }
}

export default function pagefind(): AstroIntegration {
  return {
    name: 'damiera:pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const pages = await writePagefindIndex(fileURLToPath(dir));
        logger.info(`indexed ${pages} pages into pagefind/`);
      },
    },
  };
}
