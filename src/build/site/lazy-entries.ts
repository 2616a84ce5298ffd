/**
 * Every lazy `import('./x')` of the browser bundles goes through a module of its own that only re-exports
 * `./x`. The bundler (Rolldown, since Astro 7) gives a lazily imported module a run-time namespace object when
 * that module also sits in a chunk loaded another way — statically by another page's island, or by another
 * lazy import — and builds it with a helper of its own in one more file (0.4 KB gzip on each page that
 * loads such a chunk at first). A re-exporting module is the entry of its own small chunk, whose exports
 * are the namespace, so no helper is needed. The price is a one-line file in front of each lazy import.
 */
import type { Plugin } from 'vite';

const SUFFIX = '?lazy-entry';
const PREFIX = '\0damiera-lazy-entry:';
/** A dynamic import of a relative path, in the JavaScript Vite has made of our TypeScript. */
const LAZY_IMPORT = /\bimport\((["'])(\.{1,2}\/[^"']+)\1\)/g;

const client = (environment: { name: string }) => environment.name === 'client';

export default function lazyEntries(): Plugin[] {
  return [
    {
      name: 'damiera:lazy-entries:rewrite',
      apply: 'build',
      applyToEnvironment: client,
      // After Vite's own plugins: the code is JavaScript by then (no `typeof import()` types left).
      transform(code, id) {
        if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('import(')) return null;
        const out = code.replace(
          LAZY_IMPORT,
          (_m, q: string, spec: string) => `import(${q}${spec}${SUFFIX}${q})`,
        );
        return out === code ? null : { code: out, map: null };
      },
    },
    {
      name: 'damiera:lazy-entries:modules',
      apply: 'build',
      applyToEnvironment: client,
      // Before Vite's resolver, which would otherwise read the file itself again under the query.
      enforce: 'pre',
      async resolveId(source, importer) {
        if (!source.endsWith(SUFFIX)) return null;
        const target = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
        return target ? PREFIX + target.id : null;
      },
      async load(id) {
        if (!id.startsWith(PREFIX)) return null;
        const target = JSON.stringify(id.slice(PREFIX.length));
        const info = await this.load({ id: id.slice(PREFIX.length) });
        const withDefault = info.exports?.includes('default') ? `export { default } from ${target};\n` : '';
        return `export * from ${target};\n${withDefault}`;
      },
    },
  ];
}
