/**
 * Content-Security-Policy checks shared by the specs (src/build/site/csp.ts builds the policy).
 *
 * - `builtPolicies` reads every HTML page of dist/ and says what is wrong with its policy, without a browser.
 * - `watchCsp` collects, in a real browser, every violation a page reports, across navigations: the
 *   `securitypolicyviolation` events of each document (relayed to the test by an exposed function) and the
 *   console errors Chromium writes for a blocked resource or script, so a violation is seen either way.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { parsePolicy } from '../../src/build/site/csp';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
}

/** Script types a browser runs (a JSON or other data block is not script, and CSP does not apply to it). */
const runs = (type: string | undefined) =>
  type === undefined || /^(module|text\/javascript|application\/javascript)$/i.test(type.trim());

/**
 * The built pages of `dist`, each with its policy and what is wrong with it; a redirect page has no policy
 * (`policy` undefined) and must then have nothing a policy would govern.
 */
export function builtPolicies(dist: string) {
  return htmlFiles(dist)
    .filter((file) => !relative(dist, file).startsWith('pagefind'))
    .map((file) => {
      const html = readFileSync(file, 'utf8');
      const page = `/${relative(dist, file)}`;
      const problems: string[] = [];
      const metas = [...html.matchAll(/<meta http-equiv="content-security-policy" content="([^"]*)"/gi)];
      // Astro's pages for `redirects` (an old URL) carry no policy; they have nothing one would govern.
      const redirect =
        html.includes('http-equiv="refresh"') && !/<script|<style|<link[^>]*stylesheet|style=/i.test(html);
      if (redirect) return { page, policy: undefined, problems };
      if (metas.length !== 1) problems.push(`${metas.length} policy <meta> elements, not one`);
      const policy = parsePolicy(metas[0]?.[1] ?? '');
      const metaAt = metas[0]?.index ?? Number.POSITIVE_INFINITY;
      const scriptSrc = policy.get('script-src') ?? [];
      const styleSrc = policy.get('style-src') ?? [];
      for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        const type = /\btype="([^"]*)"/i.exec(attrs)?.[1];
        if (!runs(type)) continue;
        if (/\bsrc=/i.test(attrs)) continue;
        if (!scriptSrc.includes(sha256(body)))
          problems.push(`inline script not in script-src: ${body.slice(0, 60)}`);
      }
      for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
        if (!styleSrc.includes(sha256(body))) problems.push(`<style> not in style-src: ${body.slice(0, 60)}`);
      }
      // A meta policy governs only what the parser meets after it: no script, style or stylesheet before it.
      const before = html.slice(0, metaAt);
      for (const [tag] of before.matchAll(
        /<script\b[^>]*>|<style\b[^>]*>|<link\b[^>]*rel="(?:stylesheet|modulepreload)"[^>]*>/gi,
      )) {
        if (!/type="application\/(?:ld\+)?json"/i.test(tag)) problems.push(`before the policy: ${tag}`);
      }
      return { page, policy, problems };
    });
}

/**
 * Starts collecting the page's CSP violations into `seen` (returned; it fills as they happen). With
 * `console: false` the console lines are left to the caller, who already collects every console error.
 */
export async function watchCsp(page: Page, seen: string[] = [], { console = true } = {}): Promise<string[]> {
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(
        `CSP: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  if (console) {
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text()))
        seen.push(`console: ${m.text()}`);
    });
  }
  return seen;
}
