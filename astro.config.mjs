// @ts-check
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import AstroPWA from '@vite-pwa/astro';
import { defineConfig } from 'astro/config';
import remarkFirstTerm from './src/lib/glossary/remark-first-term.ts';
import { pwaOptions } from './src/pwa/options.ts';
import pagefind from './src/pwa/pagefind.ts';

// Italian and English are both first-class: every page lives under /it/ or /en/,
// and the root page offers the choice (src/pages/index.astro).
export default defineConfig({
  site: 'https://damiera.example',
  trailingSlash: 'ignore',
  // In the lessons' MDX the first <Term> of each word links to the glossary (src/lib/glossary).
  // Pagefind indexes the built pages before AstroPWA lists the files to precache (both run in
  // astro:build:done, in this order), so the offline copy includes the search index (src/pwa/pagefind.ts).
  integrations: [preact(), mdx({ remarkPlugins: [remarkFirstTerm] }), pagefind(), AstroPWA(pwaOptions)],
  i18n: {
    locales: ['it', 'en'],
    defaultLocale: 'it',
    routing: {
      prefixDefaultLocale: true,
      // The root page is our own language chooser, not an automatic redirect.
      redirectToDefaultLocale: false,
    },
  },
  prefetch: false,
  // Terser packs the islands about 3% smaller than esbuild's minifier: it keeps board pages under the
  // 45 KB gzip budget (npm run bench -- weight).
  vite: { build: { minify: 'terser', terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true } } },
  // The first lesson lived here before the course had one folder per game: keep old links working.
  redirects: {
    '/it/lezioni/scacchiera-e-pezzi': '/it/lezioni/dama-italiana/la-damiera-e-i-numeri/',
    '/en/lessons/board-and-pieces': '/en/lessons/italian/the-board-and-its-numbers/',
  },
});
