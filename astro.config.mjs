// @ts-check
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import AstroPWA from '@vite-pwa/astro';
import { defineConfig } from 'astro/config';
import remarkFirstTerm from './src/build/glossary/remark-first-term.ts';
import { pwaOptions } from './src/build/pwa/options.ts';
import pagefind from './src/build/pwa/pagefind.ts';
import { cspOptions } from './src/build/site/csp.ts';
import lazyImportsWithoutPreload from './src/build/site/preload.ts';
import { builtFile, devPagesEnabled, sitemapEntry, siteUrl } from './src/build/site/seo.ts';
import endgameSite from './src/cli/endgame-site.ts';

const outDir = new URL('./dist/', import.meta.url);

/**
 * Astro builds the browser bundles with `preserveEntrySignatures: 'exports-only'`, so an island whose module
 * also holds code its lazily loaded parts import gets an extra facade chunk that only re-exports it (the
 * analysis board's: one more file to fetch). Islands are loaded by Astro's loader, which reads only the export
 * it names, so an entry may carry more exports: let Rollup add them instead of a facade.
 * @type {import('astro').AstroIntegration}
 */
const islandEntries = {
  name: 'damiera:island-entries',
  hooks: {
    'astro:build:setup': ({ vite, target }) => {
      if (target !== 'client') return;
      vite.build = {
        ...vite.build,
        rollupOptions: { ...vite.build?.rollupOptions, preserveEntrySignatures: 'allow-extension' },
      };
    },
  },
};

/** Modules of the `site` chunk (see `manualChunks` below). */
const SITE_CHUNK =
  /\/src\/(browser\/storage\/(store|validate|prefs)|i18n\/format|model\/(lang|routes|links|board-theme))\.ts$/;

/** The board harness (/dev/board/) exists in `astro dev` and in builds made for the tests (DAMIERA_DEV_PAGES=1). */
const devPages = {
  name: 'damiera-dev-pages',
  hooks: {
    /** @param {{ command: string, injectRoute: (r: { pattern: string, entrypoint: string }) => void }} o */
    'astro:config:setup': ({ command, injectRoute }) => {
      if (command === 'dev' || devPagesEnabled(process.env)) {
        injectRoute({ pattern: '/dev/board', entrypoint: './src/dev/board.astro' });
      }
    },
  },
};

// Italian and English are both first-class: every page lives under /it/ or /en/,
// and the root page offers the choice (src/pages/index.astro).
export default defineConfig({
  // Canonical URLs, hreflang alternates and the sitemap all start from this one address (src/build/site/seo.ts).
  site: siteUrl(process.env.SITE_URL),
  trailingSlash: 'ignore',
  // In the lessons' MDX the first <Term> of each word links to the glossary (src/build/glossary).
  integrations: [
    preact(),
    islandEntries,
    mdx({ remarkPlugins: [remarkFirstTerm] }),
    devPages,
    // Each URL with its other-language page, copied from the hreflang links the page itself carries.
    sitemap({
      serialize: async (item) => {
        const entry = sitemapEntry(item.url, await readFile(builtFile(outDir, item.url), 'utf8'));
        return entry ? { ...item, links: entry.links } : undefined;
      },
    }),
    // Pagefind indexes the built pages before AstroPWA lists the files to precache (both run in
    // astro:build:done, in this order), so the offline copy includes the search index (src/build/pwa/pagefind.ts).
    pagefind(),
    // The endgame databases the AI worker fetches when a game reaches a small ending: not precached, so
    // their order against AstroPWA does not matter (src/cli/endgame-site.ts).
    endgameSite(),
    AstroPWA(pwaOptions),
  ],
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
  experimental: {
    // A Content-Security-Policy on every page (a <meta>, as a static host may set no headers): Astro hashes the
    // scripts and styles it writes; src/build/site/csp.ts adds the other directives and our inline scripts'
    // hashes, and says why 'wasm-unsafe-eval' (Pagefind) and style attributes (the boards' piece and square
    // positions, rendered on the server: `style-src-attr 'unsafe-inline'`, not `style-src`) are allowed.
    csp: cspOptions(fileURLToPath(new URL('.', import.meta.url))),
  },
  // Terser packs the islands about 3% smaller than esbuild's minifier: it keeps board pages under the
  // 45 KB gzip budget (npm run bench -- weight).
  vite: {
    // Vite's preload helper has nothing to preload here (src/build/site/preload.ts): 0.7 KB less on every page.
    plugins: [lazyImportsWithoutPreload()],
    build: {
      minify: 'terser',
      terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
      // No dependency-preload list wrapped around each dynamic import (0.3-0.4 KB per board page): code loaded
      // on first use fetches its own imports, a short waterfall the service worker's precache makes local.
      modulePreload: false,
      rollupOptions: {
        output: {
          // Two chunks every island page loads whole, instead of a dozen tiny ones each gzipped alone: Preact,
          // and the small site modules (storage, language, routes, links). Grouping anything larger (the
          // engine, the machines) pulled shared code into pages that do not use it, so it is left to Rollup.
          manualChunks(id) {
            if (/node_modules\/preact\//.test(id)) return 'preact';
            // The preload helper, now one line (src/build/site/preload.ts), rides with them.
            if (SITE_CHUNK.test(id) || id === '\0vite/preload-helper.js') return 'site';
          },
        },
      },
    },
  },
  // The first lesson lived here before the course had one folder per game: keep old links working.
  redirects: {
    '/it/lezioni/scacchiera-e-pezzi': '/it/lezioni/dama-italiana/la-damiera-e-i-numeri/',
    '/en/lessons/board-and-pieces': '/en/lessons/italian/the-board-and-its-numbers/',
  },
});
