/**
 * Vite wraps every dynamic `import()` of the browser bundles in its preload helper, which fetches the CSS and
 * JavaScript the imported chunk needs ahead of it. The site turns JavaScript preloading off (`modulePreload:
 * false` in astro.config.mjs) and its lazily loaded modules import no CSS, so the helper never has anything to
 * fetch: it only forwards the import. Yet its code (700 B gzip) ships on every page. This plugin gives the
 * helper a body that forwards the import, and fails the build if a lazily loaded chunk ever does import CSS
 * (the full helper would then be needed to load it).
 */
import type { Plugin } from 'vite';

/** The helper's module id in Vite's build (vite/src/node/plugins/importAnalysisBuild.ts). */
const HELPER_ID = '\0vite/preload-helper.js';

export default function lazyImportsWithoutPreload(): Plugin {
  return {
    name: 'damiera:lazy-imports-without-preload',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === HELPER_ID) return 'export const __vitePreload = (load) => load();';
      return null;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
        const css = (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
        if (css && css.size > 0)
          this.error(
            `${chunk.fileName} is loaded lazily and imports CSS (${[...css].join(', ')}): ` +
              'src/build/site/preload.ts leaves the preload helper out, so that CSS would never load. ' +
              'Import the CSS from the island that renders it instead.',
          );
      }
    },
  };
}
