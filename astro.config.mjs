// @ts-check
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { unified } from '@astrojs/markdown-remark';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import AstroPWA from '@vite-pwa/astro';
import { defineConfig } from 'astro/config';
import remarkFirstTerm from './src/build/glossary/remark-first-term.ts';
import { pwaOptions } from './src/build/pwa/options.ts';
import pagefind from './src/build/pwa/pagefind.ts';
import { cspOptions } from './src/build/site/csp.ts';
import lazyEntries from './src/build/site/lazy-entries.ts';
import lazyImportsWithoutPreload from './src/build/site/preload.ts';
import { builtFile, devPagesEnabled, sitemapEntry, siteUrl } from './src/build/site/seo.ts';
import endgameSite from './src/cli/endgame-site.ts';

const outDir = new URL('./dist/', import.meta.url);

/** Modules of the `site` chunk (see `manualChunks` below). */
const SITE_CHUNK =
  /\/src\/(browser\/storage\/(store|validate|prefs)|i18n\/format|model\/(lang|routes|links|board-theme))\.ts$/;

/** The layout's own script, on every page: it rides with the site chunk rather than in a file of its own. */
const PAGE_SCRIPT = /\/src\/(browser\/(page|lang-switch)\.ts|layouts\/Base\.astro\?astro&type=script)/;

/**
 * Our own modules that do nothing when imported: only their exports matter. Rolldown keeps a module it cannot
 * prove free of side effects whole, with all it imports, even when a page uses none of its exports; saying so
 * here keeps each island to the code it calls (board pages were about 9 KB heavier without it).
 */
const PURE_MODULES = /\/src\/(engine|i18n|machines|model|components|browser\/(storage|workers))\/.*\.tsx?$/;

/**
 * How the browser bundles are built. Astro 7 builds them in Vite's `client` environment and sets that
 * environment's build options itself, so the top-level `vite.build` reaches it only for `minify`: the rest is
 * set here, on the environment, once Astro has written its own.
 * - Islands are loaded by Astro's loader, which reads only the export it names, so an entry may carry more
 *   exports (`allow-extension`) instead of getting a facade chunk that only re-exports it (one more file).
 * - Terser packs the islands about 3% smaller than the default minifier: board pages stay under the 45 KB
 *   gzip budget (npm run bench -- weight).
 * - No dependency-preload list wrapped around each dynamic import (0.3-0.4 KB per board page): code loaded
 *   on first use fetches its own imports, a short waterfall the service worker's precache makes local.
 * - Two chunks every island page loads whole, instead of a dozen tiny ones each gzipped alone: Preact with
 *   Astro's Preact renderer, and the small site modules (storage, language, routes, links) with the layout's
 *   script. Grouping anything larger (the engine, the machines) pulled shared code into pages that do not use
 *   it, so it is left to the bundler.
 * @type {import('astro').AstroIntegration}
 */
const clientBundles = {
  name: 'damiera:client-bundles',
  hooks: {
    'astro:build:setup': ({ vite }) => {
      const client = vite.environments?.client;
      if (!client?.build) return;
      const rolldown = client.build.rolldownOptions ?? {};
      client.build = {
        ...client.build,
        minify: 'terser',
        terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
        modulePreload: false,
        rolldownOptions: {
          ...rolldown,
          preserveEntrySignatures: 'allow-extension',
          treeshake: { moduleSideEffects: (id) => !PURE_MODULES.test(id) },
          output: {
            ...rolldown.output,
            // Short file names: every static import between chunks spells the imported file's name, so
            // `Base.astro_astro_type_script_index_0_lang.Ce5opFUj.js` cost each page about 0.2–0.3 KB gzip.
            // (The worker keeps its name; `astro dev` serves the modules by their paths.)
            chunkFileNames: '_astro/[hash].js',
            entryFileNames: '_astro/[hash].js',
            manualChunks(id) {
              if (/node_modules\/(preact|@astrojs\/preact\/dist)\//.test(id)) return 'preact';
              // The preload helper, now one line (src/build/site/preload.ts), rides with them.
              if (SITE_CHUNK.test(id) || id === '\0vite/preload-helper.js' || PAGE_SCRIPT.test(id))
                return 'site';
            },
          },
        },
      };
    },
  },
};

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
  // In the lessons' MDX the first <Term> of each word links to the glossary (src/build/glossary). Astro 7's
  // MDX integration compiles with the project's Markdown processor, so the plugin is set here, once; no page
  // shows code, so no syntax highlighter is loaded.
  markdown: { processor: unified({ remarkPlugins: [remarkFirstTerm] }), syntaxHighlight: false },
  integrations: [
    preact(),
    clientBundles,
    mdx(),
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
  // Astro 7 strips whitespace by JSX rules by default, which joins a word and an element on the next source
  // line ("How a man movesThe same in every game"); HTML-aware compression keeps the space, as before.
  compressHTML: true,
  security: {
    // A Content-Security-Policy on every page (a <meta>, as a static host may set no headers): Astro hashes the
    // scripts and styles it writes; src/build/site/csp.ts adds the other directives and our inline scripts'
    // hashes, and says why 'wasm-unsafe-eval' (Pagefind) and style attributes (the boards' piece and square
    // positions, rendered on the server: `style-src-attr 'unsafe-inline'`, not `style-src`) are allowed.
    csp: cspOptions(fileURLToPath(new URL('.', import.meta.url))),
  },
  vite: {
    // The AI worker is bundled on its own, outside the client environment: minified, and told which of our
    // modules do nothing on import, like the pages (15.9 KB gzip without, 13.6 KB with Rollup before Astro 7).
    worker: {
      rolldownOptions: {
        treeshake: { moduleSideEffects: (id) => !PURE_MODULES.test(id) },
        output: { minify: true },
      },
    },
    // Vite's preload helper has nothing to preload here (src/build/site/preload.ts): 0.7 KB less on every page.
    // Each lazy import through an entry of its own (src/build/site/lazy-entries.ts).
    plugins: [lazyImportsWithoutPreload(), ...lazyEntries()],
  },
  // The first lesson lived here before the course had one folder per game: keep old links working.
  redirects: {
    '/it/lezioni/scacchiera-e-pezzi': '/it/lezioni/dama-italiana/la-damiera-e-i-numeri/',
    '/en/lessons/board-and-pieces': '/en/lessons/italian/the-board-and-its-numbers/',
  },
});
