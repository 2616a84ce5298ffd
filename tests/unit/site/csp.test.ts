/**
 * The Content-Security-Policy's parts (src/build/site/csp.ts). The built pages themselves are checked in
 * tests/e2e/site.spec.ts (every page's <meta>, every inline script's hash) and in a browser.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  cspOptions,
  directives,
  INLINE_SCRIPTS_DIR,
  inlineScriptHashes,
  parsePolicy,
  scriptHash,
  scriptResources,
} from '../../../src/build/site/csp';
import { inlineScript } from '../../../src/build/site/inline';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the exact text, as a browser computes it', () => {
    // The CSP 3 specification's own example: alert('Hello, world.');
    expect(scriptHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
    // One character more is another script.
    expect(scriptHash("alert('Hello, world.');\n")).not.toBe(scriptHash("alert('Hello, world.');"));
  });
});

describe('inlineScriptHashes', () => {
  it('hashes every .js file of the folder as the pages inline it (minified), and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    writeFileSync(join(dir, 'b.js'), 'b();\n');
    writeFileSync(join(dir, 'a.js'), '// a comment\nconst first = 1;\na(first);\n');
    writeFileSync(join(dir, 'notes.md'), 'not a script');
    expect(inlineScript('// a comment\nconst first = 1;\na(first);\n')).toBe('const first=1;a(1);');
    expect(inlineScriptHashes(dir)).toEqual([scriptHash('const first=1;a(1);'), scriptHash('b();')]);
  });

  it("covers each of the site's inline scripts", () => {
    const dir = join(root, INLINE_SCRIPTS_DIR);
    const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    const hashes = cspOptions(root).scriptDirective?.hashes ?? [];
    for (const file of files) {
      const digest = createHash('sha256')
        .update(inlineScript(readFileSync(join(dir, file), 'utf8')))
        .digest('base64');
      expect(hashes, file).toContain(`sha256-${digest}`);
    }
  });
});

describe('the policy', () => {
  const policy = parsePolicy(
    `${directives.join(';')}; script-src ${scriptResources.join(' ')} 'sha256-x'; style-src 'self' 'sha256-y';`,
  );

  it('allows no eval and no inline script without a hash', () => {
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).toContain("'wasm-unsafe-eval'");
  });

  it('loads everything from the site itself, and no plugins', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
  });

  it('allows style attributes, and only them, without a hash', () => {
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
  });

  it('keeps no directive a <meta> policy ignores', () => {
    // Browsers ignore these in a <meta> (CSP 3 §6.4.2 and §3.3): they belong to HTTP headers.
    for (const name of ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'])
      expect(policy.has(name)).toBe(false);
  });
});

describe('parsePolicy', () => {
  it('reads directives by lower-case name, keeps the first of a repeated one and skips empty parts', () => {
    const p = parsePolicy("Script-Src 'self';; script-src 'none' ;img-src  data: 'self' ;");
    expect(p.get('script-src')).toEqual(["'self'"]);
    expect(p.get('img-src')).toEqual(['data:', "'self'"]);
    expect([...p.keys()]).toEqual(['script-src', 'img-src']);
  });
});
