/**
 * Vite wraps every dynamic `import()` of the browser bundles in its preload helper, which fetches the CSS and
 * JavaScript the imported chunk needs ahead of it. The site turns JavaScript preloading off (`modulePreload:
 * false` in astro.config.mjs), and the CSS a lazily loaded chunk needs is always loaded already by the chunk
 * that imports it (the page links every island's CSS), so the helper never has anything to fetch: it only
 * forwards the import. Yet its code (700 B gzip) ships on every page, and each chunk that imports lazily
 * carries the list of CSS files it would fetch. This plugin gives the helper a body that forwards the
 * import, drops those lists, and fails the build if a lazily loaded chunk ever needs CSS its importer has not
 * loaded (the full helper would then be needed to load it).
 */
import type { Plugin } from 'vite';

/** The helper's module id in Vite's build (vite/src/node/plugins/importAnalysisBuild.ts). */
const HELPER_ID = '\0vite/preload-helper.js';
/** What Vite writes into a chunk for the CSS its lazy imports would preload (same file). */
const MAP_DEPS_DEFINITION = /^const __vite__mapDeps=.*\n/m;
const MAP_DEPS_CALL = /__vite__mapDeps\(\[[\d,]*\]\)/g;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  code: string;
  viteMetadata?: { importedCss: Set<string> };
}

/** The CSS files a chunk and every chunk it imports statically bring with them. */
function cssOf(
  bundle: Record<string, ChunkLike | { type: 'asset' }>,
  file: string,
  seen = new Set<string>(),
): Set<string> {
  const css = new Set<string>();
  const chunk = bundle[file];
  if (seen.has(file) || !chunk || chunk.type !== 'chunk') return css;
  seen.add(file);
  for (const c of chunk.viteMetadata?.importedCss ?? []) css.add(c);
  for (const dep of chunk.imports) for (const c of cssOf(bundle, dep, seen)) css.add(c);
  return css;
}

export default function lazyImportsWithoutPreload(): Plugin {
  return {
    name: 'damiera:lazy-imports-without-preload',
    apply: 'build',
    // Only the browser bundles carry the helper; the server's prerender build keeps Vite's own.
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    load(id) {
      if (id === HELPER_ID) return 'export const __vitePreload = (load) => load();';
      return null;
    },
    generateBundle: {
      // After Vite's import analysis has written the lists.
      order: 'post',
      handler(_options, output) {
        const bundle = output as unknown as Record<string, ChunkLike | { type: 'asset' }>;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const loaded = cssOf(bundle, chunk.fileName);
          for (const lazy of chunk.dynamicImports) {
            const missing = [...cssOf(bundle, lazy)].filter((c) => !loaded.has(c));
            if (missing.length > 0)
              this.error(
                `${lazy}, loaded lazily by ${chunk.fileName}, needs CSS that is not loaded yet (${missing.join(', ')}): ` +
                  'src/build/site/preload.ts leaves the preload helper out, so that CSS would never load. ' +
                  'Import the CSS from the island that renders it instead.',
              );
          }
          if (MAP_DEPS_DEFINITION.test(chunk.code))
            chunk.code = chunk.code.replace(MAP_DEPS_DEFINITION, '').replace(MAP_DEPS_CALL, '[]');
        }
      },
    },
  };
}
