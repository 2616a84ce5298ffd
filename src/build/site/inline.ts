/**
 * The inline scripts of src/browser/inline/ as the pages carry them: minified, so the source can keep its
 * names and spacing while every page pays only for the code. The same function gives the text that is
 * hashed for the Content-Security-Policy (csp.ts), so what is hashed is exactly what is inlined.
 */
import { minify_sync } from 'terser';

const cache = new Map<string, string>();

/** `code` minified (deterministic: the same input always gives the same text). */
export function inlineScript(code: string): string {
  let out = cache.get(code);
  if (out === undefined) {
    const result = minify_sync(code, { compress: { passes: 2 }, mangle: true, ecma: 2020 });
    if (typeof result.code !== 'string') throw new Error('an inline script could not be minified');
    out = result.code;
    cache.set(code, out);
  }
  return out;
}

/**
 * Whether a page's rendered content has a board (`class="dmr-board …"`) inside an island: the boards that
 * src/browser/inline/early-taps.js keeps taps for (its selector is `astro-island .dmr-board`). Pages without
 * one do not carry that script.
 */
export function hasIslandBoard(html: string): boolean {
  return html
    .split('<astro-island')
    .slice(1)
    .some((island) => /class="dmr-board[\s"]/.test(island.split('</astro-island>')[0] ?? ''));
}
