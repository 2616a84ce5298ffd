/**
 * The site's Content-Security-Policy, built by Astro's `security.csp` (astro.config.mjs) into a
 * `<meta http-equiv="content-security-policy">` on every page. Astro writes `script-src` and `style-src`
 * itself, with the hashes of the scripts and styles it bundles and inlines; this module gives it the rest:
 *
 * - the other directives (every resource from the site itself, no plugins, no foreign forms or base URL);
 * - `'wasm-unsafe-eval'` in `script-src`, only because Pagefind's search runs as WebAssembly (compiling
 *   WebAssembly is what this keyword allows; JavaScript `eval` stays blocked: there is no `'unsafe-eval'`);
 * - the hashes of the few scripts that must run inline, before the first paint or before any module loads.
 *   Their code lives in one folder, src/browser/inline/, one file each: a page includes a file with
 *   `<script is:inline set:html={inlineScript(code)} />` (the `?raw` import of the file, minified by
 *   inline.ts), and the build hashes every file
 *   in the folder, so a new inline script is allowed by adding it there, and only there.
 *
 * A meta policy cannot set `frame-ancestors` (browsers ignore it there, CSP 3 §6.4.2) nor `report-to`: a host
 * that serves HTTP headers should add `frame-ancestors 'none'` itself.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroUserConfig } from 'astro';
import { inlineScript } from './inline';

type CspOptions = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;
type CspDirective = NonNullable<CspOptions['directives']>[number];

/**
 * Why style attributes are allowed (`style-src-attr 'unsafe-inline'`), on purpose: the boards are rendered on
 * the server with each piece, row and square placed by a `style="…"` attribute (left, top, transform in
 * percent of the board), which then hydrates into the same Preact tree that moves them. The positions are
 * numbers computed by our code from a position, never text from the user or the address. A style attribute
 * cannot run script, and `<style>` elements stay hash-checked (`style-src` falls back to its hashes for them).
 * The alternative, one class per square of every board size, would put positions in two places.
 */
export const styleAttributes = "style-src-attr 'unsafe-inline'";

/** Directives Astro's policy carries besides the `script-src` and `style-src` it writes. */
export const directives: CspDirective[] = [
  "default-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  // The AI's Web Worker and the service worker are files of the site (src/browser/workers, sw.js).
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // Style attributes: see `styleAttributes` above. Astro accepts only directives from its own list, which
  // lacks `style-src-attr`, so this one rides in the same string as `manifest-src` (Astro joins directives
  // with ";", so the page's policy has both as directives of their own: tests/unit/site/csp.test.ts reads it).
  `manifest-src 'self'; ${styleAttributes}`,
];

/** `script-src` sources besides the hashes: the site's own files, and WebAssembly for Pagefind (see above). */
export const scriptResources = ["'self'", "'wasm-unsafe-eval'"];

/** The folder of the inline scripts, relative to the project root. */
export const INLINE_SCRIPTS_DIR = 'src/browser/inline';

/** The CSP source expression of a script's text: `sha256-` and the base64 SHA-256 of its exact characters. */
export function scriptHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

/** The hashes of every inline script in `dir` (each `.js` file, minified as the page includes it: inline.ts). */
export function inlineScriptHashes(dir: string): `sha256-${string}`[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => scriptHash(inlineScript(readFileSync(join(dir, name), 'utf8'))));
}

/** Astro's `security.csp` option for the project at `root`. */
export function cspOptions(root: string): CspOptions {
  return {
    algorithm: 'SHA-256',
    directives: [...directives],
    scriptDirective: {
      resources: scriptResources,
      hashes: inlineScriptHashes(join(root, INLINE_SCRIPTS_DIR)),
    },
  };
}

/** A policy's directives by name, each with its sources (`"script-src 'self' 'sha256-…'"` → script-src → […]). */
export function parsePolicy(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    // A repeated directive is ignored by browsers after its first appearance (CSP 3 §2.2.1): so here too.
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), sources);
  }
  return out;
}
