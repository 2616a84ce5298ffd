/**
 * The service worker and web app manifest, built by @vite-pwa/astro (Workbox 7, `generateSW`).
 *
 * - Everything a visitor needs offline is precached on the first visit: every page (lessons, courses,
 *   play, analysis, rules, comparison, glossary, search), the bundled scripts and styles (the AI worker
 *   included), the icons and the whole Pagefind index (built before the worker: src/build/pwa/pagefind.ts).
 * - Versioned: each precached file carries the hash of its content in the worker's list, so a deploy
 *   downloads only what changed, and the worker deletes what the new list no longer names once it takes
 *   over; caches left by older Workbox versions are removed too (`cleanupOutdatedCaches`).
 * - A new worker waits (`registerType: 'prompt'`): the visitor is offered a reload (src/browser/pwa/register.ts),
 *   so a page never runs half old and half new files.
 * - The endgame databases (/endgame/<engine version>/<variant>-<n>.bin, about 1 MB gzip in all) are not
 *   precached: that would weigh on every first visit, and most visitors never reach a small ending. The AI
 *   worker fetches a file the first time a position needs it (src/browser/workers/endgame.ts) and the service worker
 *   keeps it at run time, cache-first (`endgameCaching`): a table used once is there offline. The engine
 *   version in the address means a new engine fetches new files; the old ones are dropped by expiry.
 * - No registration script is injected into the pages (`injectRegister: false`): the layout's bundled
 *   script registers the worker, so a Content-Security-Policy needs no hash for it.
 */
import type { PwaOptions } from '@vite-pwa/astro';
import { t } from '../../i18n';
import { langs } from '../../model/lang';
import { routes } from '../../model/routes';

/** The light page colour of src/styles/global.css (`--bg`): the splash screen and the title bar. */
export const THEME_COLOR = '#fbf7f0';

/** File types Pagefind writes (its loader, the wasm, the index chunks, fragments, filters and metadata). */
export const PAGEFIND_EXTENSIONS = [
  'js',
  'css',
  'json',
  'pagefind',
  'pf_meta',
  'pf_index',
  'pf_fragment',
  'pf_filter',
];

/**
 * The data files the islands fetch: the puzzle trainer's puzzles in each language, one file per game and
 * theme (src/build/puzzles/load.ts feedUrl), and beside them each theme's game table (data/<game>/games/,
 * src/model/puzzles.ts themeGamesUrl). The trainer loads only the ones it shows, a game table only once a
 * puzzle from a game has a result; the worker holds them all, so that any theme, a puzzle by its link, the
 * review and the link to a puzzle's game work offline.
 */
export const precacheData = [
  ...langs.map((lang) => `${routes.puzzles[lang].slice(1)}data/**/*.json`),
  // The steps the review page replays, one file per course (src/build/course/revision.ts).
  ...langs.map((lang) => `${routes.revision[lang].slice(1)}data/*.json`),
];

export const precacheGlobs = [
  '**/*.{html,js,css,svg,png}',
  `pagefind/**/*.{${PAGEFIND_EXTENSIONS.join(',')}}`,
  ...precacheData,
];

export const precacheIgnores = [
  // The board harness is a test page, not part of the site.
  'dev/**',
  // Pagefind's other UIs and its playground: the search page uses the Component UI only.
  'pagefind/pagefind-ui.*',
  'pagefind/pagefind-modular-ui.*',
  'pagefind/pagefind-highlight.js',
  'pagefind/playground/**',
];

/** The runtime cache of the endgame files (the AI worker evicts a damaged one from it by this name). */
export const ENDGAME_CACHE = 'damiera-endgame';

/** Cache-first for the endgame files: each address (engine version and table) never changes. */
export const endgameCaching = {
  urlPattern: /\/endgame\/[^/]+\/[a-z]+-\d+\.bin$/,
  handler: 'CacheFirst' as const,
  options: {
    cacheName: ENDGAME_CACHE,
    // Eight files per engine version: room for one older version while a visitor updates.
    expiration: { maxEntries: 16, purgeOnQuotaError: true },
    cacheableResponse: { statuses: [200] },
  },
};

export const manifest = {
  name: 'Damiera',
  short_name: 'Damiera',
  // The root page sends the visitor to the language last read (src/pages/index.astro).
  start_url: '/',
  scope: '/',
  id: '/',
  display: 'standalone',
  lang: 'it',
  dir: 'ltr',
  // One manifest serves both languages: its words say the tagline in both.
  description: `${t('it', 'site.tagline')} · ${t('en', 'site.tagline')}`,
  theme_color: THEME_COLOR,
  background_color: THEME_COLOR,
  categories: ['games', 'education'],
  icons: [
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies PwaOptions['manifest'];

export const pwaOptions: PwaOptions = {
  registerType: 'prompt',
  injectRegister: false,
  manifest,
  manifestFilename: 'manifest.webmanifest',
  // The manifest's icons are in public/ and matched by precacheGlobs (vite-plugin-pwa adds the manifest).
  includeManifestIcons: false,
  workbox: {
    cacheId: 'damiera',
    globPatterns: precacheGlobs,
    globIgnores: precacheIgnores,
    // Keep each page's own URL: /en/play/ is found as /en/play/index.html (`directoryIndex`). The
    // integration's default transform would list it as /en/play, which a request for /en/play/ misses.
    manifestTransforms: [],
    directoryIndex: 'index.html',
    // Pages read their query themselves (a position, a game, a search): the same HTML answers all of them.
    ignoreURLParametersMatching: [/.*/],
    // An address that is not precached goes to the network, as without a worker: no page stands in for it.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    // The first worker takes the open page at once, so its later requests (the AI worker, the progress
    // module) are served offline too. An update still waits for the visitor's reload.
    clientsClaim: true,
    runtimeCaching: [endgameCaching],
  },
};
