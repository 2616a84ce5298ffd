/**
 * The site as a whole, as a visitor and a search engine meet it: every page of the sitemap opened in a real
 * browser (no console error, no failed request, no axe violation, no sideways scroll at 360 px), the sitemap
 * checked against a crawl from the two home pages, each page's canonical URL, alternates and description,
 * the 404 page under /en/, the About page and Pagefind's Italian labels. And the Content-Security-Policy
 * (src/build/site/csp.ts): read from every built page, and no page breaks it, not even once its scripts run
 * (the computer's Web Worker, a move on the analysis board, Pagefind's WebAssembly search).
 *
 * The list of pages is read from the built sitemap (dist/sitemap-0.xml), so a new page is covered as soon
 * as it exists. Desktop opens every page (and narrows to 360 px for the scroll check); the phone project,
 * which is slower, opens a sample of each kind of page.
 *
 * Every page gets every axe rule but the two about colour: colour contrast and links told from the text
 * around them by contrast (`link-in-text-block`), the slowest rules by far (they compute the colours behind
 * every piece of text), are a property of a page's template and its styles, not of its words, so they run
 * on a sample (`contrastSample` below) that holds each kind of page and every styled element its kind's
 * pages use. The phone's sample gets every rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import Axe from './axe';
import { builtPolicies, watchCsp } from './csp';
import { firstExchange } from './play-steps';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const sitemapXml = readFileSync(`${dist}sitemap-0.xml`, 'utf8');

/** Each sitemap URL with the alternates it lists, by path. */
const sitemap = new Map<string, Map<string, string>>(
  [...sitemapXml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body]) => {
    const loc = new URL(/<loc>([^<]+)<\/loc>/.exec(body ?? '')?.[1] ?? '');
    const links = [...(body ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => [lang as string, new URL(href as string).pathname] as const,
    );
    return [loc.pathname, new Map(links)];
  }),
);
const siteOrigin = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemapXml)?.[1] ?? 'http://x').origin;
const pages = [...sitemap.keys()].sort();

/** What the phone opens: one page of each kind, in both languages. */
const phoneSample = [
  '/it/',
  '/en/',
  '/it/lezioni/',
  '/en/lessons/italian/',
  '/it/lezioni/dama-italiana/la-presa-multipla/',
  '/en/lessons/international/the-flying-king/',
  '/it/regole/dama-italiana/',
  '/en/rules/compare/',
  '/it/gioca/',
  '/en/analysis/',
  '/it/glossario/',
  '/en/search/',
  '/it/informazioni/',
  '/en/about/',
];

/**
 * The kind of a page: the file of src/pages/en/ that builds it (or its English alternate: each Italian page
 * file renders the same view as its English one), e.g. `lessons/[course]/[slug].astro` for every lesson.
 */
const pagesDir = fileURLToPath(new URL('../../src/pages/en/', import.meta.url));
const routes = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.astro'))
  .map((file) => {
    const path = file.replace(/\.astro$/, '/').replace(/(^|\/)index\/$/, '$1');
    const pattern = new RegExp(`^/en/${path.replace(/\[[^\]]+\]/g, '[^/]+')}$`);
    return { file, pattern, dynamic: (file.match(/\[/g) ?? []).length };
  })
  // A page of its own (rules/compare.astro) before the dynamic route it would also match (rules/[game].astro).
  .sort((a, b) => a.dynamic - b.dynamic || (a.file < b.file ? -1 : 1));
function kindOf(path: string): string {
  const en = path.startsWith('/en/') ? path : (sitemap.get(path)?.get('en') ?? path);
  return routes.find((r) => r.pattern.test(en))?.file ?? `no file in src/pages/en/ builds ${en}`;
}

/** The styled elements of a built page: each tag, and each tag with each of its classes (Astro's scoping classes left out). */
function styledElements(path: string): Set<string> {
  const body = readFileSync(`${dist}${path.slice(1)}index.html`, 'utf8').split(/<body[\s>]/)[1] ?? '';
  const out = new Set<string>();
  for (const [, tag, attrs] of body.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/g)) {
    out.add(tag as string);
    for (const c of /\sclass="([^"]*)"/.exec(attrs ?? '')?.[1]?.split(/\s+/) ?? [])
      if (c && !c.startsWith('astro-')) out.add(`${tag}.${c}`);
  }
  return out;
}

/**
 * The pages checked for colour contrast (with every other axe rule, as every page is) on the desktop. One or two of each
 * kind, the two languages in turn, chosen by hand: the lessons are the one smoke.spec.ts also checks in dark
 * mode and the one with the most kinds of content (diagrams, exercises, a quiz, tables); the rules of the
 * three games, one page in each language.
 */
const contrastChosen = [
  '/it/',
  '/en/about/',
  '/it/analisi/',
  '/en/glossary/',
  '/it/lezioni/',
  '/en/lessons/italian/',
  '/it/lezioni/dama-internazionale/',
  '/it/lezioni/dama-italiana/la-damiera-e-i-numeri/',
  '/en/lessons/english/the-board/',
  '/en/play/',
  '/it/problemi/',
  '/en/puzzles/italian/criterion-1/',
  '/it/regole/',
  '/it/regole/dama-internazionale/',
  '/en/rules/english/',
  '/en/rules/compare/',
  '/it/regole/differenze/',
  '/en/rules/one-position/',
  '/it/regole/quiz/',
  '/en/search/',
];

/**
 * The hand-chosen pages, then, for each kind of page in the sitemap order, the page that adds the most
 * styled elements (`styledElements`) that no sampled page of its kind has yet, until the sample holds every
 * tag and class of its kind: a new kind of page, or a lesson with a new kind of box, joins the sample by
 * itself. Read from the built files, so the sample is the same on every run of one build.
 */
const contrastSample: ReadonlySet<string> = (() => {
  const byKind = new Map<string, string[]>();
  for (const path of pages) byKind.set(kindOf(path), [...(byKind.get(kindOf(path)) ?? []), path]);
  const sample = new Set(contrastChosen.filter((p) => sitemap.has(p)));
  for (const ofKind of byKind.values()) {
    const elements = new Map(ofKind.map((p) => [p, styledElements(p)]));
    const covered = new Set(ofKind.filter((p) => sample.has(p)).flatMap((p) => [...(elements.get(p) ?? [])]));
    for (;;) {
      let best: string | undefined;
      let most = 0;
      for (const [p, els] of elements) {
        const added = [...els].filter((e) => !covered.has(e)).length;
        if (added > most) [best, most] = [p, added];
      }
      if (best === undefined) break;
      sample.add(best);
      for (const e of elements.get(best) ?? []) covered.add(e);
    }
  }
  return sample;
})();

/** Opens a page and records what went wrong while it loaded and its islands started. */
async function visit(page: Page, path: string) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  // CSP violations also show as console errors; the events say which directive, even for a silent one.
  await watchCsp(page, problems, { console: false });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // Islands load their code after `load`; wait until nothing is left to fetch, so a late failure counts.
  await page.waitForLoadState('networkidle');
  return problems;
}

/**
 * The page's axe violations. A lesson holds up to eight boards of the same component, whose squares are most of
 * axe's work: the first board of a page is checked with the rest of the page, the others are left out (the board
 * itself is checked in every state it can show in board-harness.spec.ts).
 */
async function axe(page: Page, { contrast = true } = {}) {
  await page.evaluate(() => {
    for (const [i, board] of [...document.querySelectorAll('.dmr-board')].entries())
      if (i > 0) board.setAttribute('data-axe-skip', '');
  });
  const builder = new Axe({ page }).exclude('[data-axe-skip]');
  const results = await (contrast
    ? builder
    : builder.disableRules(['color-contrast', 'link-in-text-block'])
  ).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** How far the page can scroll sideways (0 when it fits the window). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('every page on desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone opens a sample (below)');
  // A page with a long lesson and its boards takes a while on a busy machine.
  test.slow();

  for (const path of pages) {
    const contrast = contrastSample.has(path);
    const annotation = {
      type: 'axe',
      description: contrast ? 'every rule' : 'every rule but the two about colour contrast',
    };
    test(path, { annotation }, async ({ page }) => {
      const problems = await visit(page, path);
      expect(await axe(page, { contrast }), 'axe').toEqual([]);
      expect(await sideways(page), 'sideways scroll at desktop width').toBe(0);
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await sideways(page), 'sideways scroll at 360 px').toBe(0);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('a sample of pages on the phone', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'desktop opens every page (above)');
  test.slow();

  for (const path of phoneSample) {
    test(path, async ({ page }) => {
      expect(pages, 'the sample page is in the sitemap').toContain(path);
      const problems = await visit(page, path);
      expect(await axe(page), 'axe').toEqual([]);
      expect(await sideways(page), 'sideways scroll at 360 px').toBe(0);
      expect(problems).toEqual([]);
    });
  }
});

/** The internal page links of an HTML document (no assets, no anchors within the page). */
function pageLinks(from: string, html: string): string[] {
  const out = new Set<string>();
  for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"#][^"]*)"/g)) {
    const url = new URL(href ?? '', `http://site${from}`);
    if (url.origin === 'http://site' && !/\.[a-z0-9]+$/i.test(url.pathname)) out.add(url.pathname);
  }
  return [...out];
}

/** The head facts a search engine reads. */
function headOf(html: string) {
  const head = html.split(/<body[\s>]/)[0] ?? '';
  return {
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(head)?.[1],
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
  };
}

async function fetchPage(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  return { status: res.status(), html: await res.text() };
}

test.describe('findable', () => {
  test.skip(({ isMobile }) => isMobile, 'the same files for every device: checked once');

  test('a crawl from the two home pages finds exactly the pages of the sitemap', async ({ request }) => {
    // Redirect pages (old lesson URLs) are followed but are not pages of their own.
    const seen = new Set<string>();
    const redirects = new Set<string>();
    const queue = ['/it/', '/en/'];
    const broken: string[] = [];
    while (queue.length > 0) {
      const path = queue.shift() as string;
      if (seen.has(path)) continue;
      seen.add(path);
      const { status, html } = await fetchPage(request, path);
      if (status !== 200) {
        broken.push(`${status} ${path}`);
        continue;
      }
      if (html.includes('http-equiv="refresh"')) {
        redirects.add(path);
        continue;
      }
      for (const link of pageLinks(path, html)) if (!seen.has(link)) queue.push(link);
    }
    expect(broken).toEqual([]);
    expect([...seen].filter((p) => !sitemap.has(p) && !redirects.has(p))).toEqual([]);
    expect(pages.filter((p) => !seen.has(p))).toEqual([]);
    expect(pages.some((p) => p.startsWith('/dev/'))).toBe(false);
  });

  test('every page lists itself and its page in the other language, and that page lists it back', () => {
    for (const path of pages) {
      const links = sitemap.get(path) as Map<string, string>;
      const lang = path.split('/')[1] as string;
      const other = lang === 'it' ? 'en' : 'it';
      expect(links.get(lang), path).toBe(path);
      const there = links.get(other);
      expect(there, `${path} has no ${other} alternate`).toBeDefined();
      expect(sitemap.get(there as string)?.get(lang), `${there} does not point back to ${path}`).toBe(path);
    }
  });

  test('every page has its own canonical URL, its language and a description of its own', async ({
    request,
  }) => {
    const byDescription = new Map<string, string>();
    for (const path of pages) {
      const { html } = await fetchPage(request, path);
      const head = headOf(html);
      expect(head.canonical, path).toBe(`${siteOrigin}${path}`);
      expect(head.lang, path).toBe(path.split('/')[1]);
      expect(head.description?.length ?? 0, `${path} description`).toBeGreaterThan(40);
      const key = `${head.lang}:${head.description}`;
      expect(
        byDescription.get(key),
        `${path} has the description of ${byDescription.get(key)}`,
      ).toBeUndefined();
      byDescription.set(key, path);
    }
  });

  test('the colour-contrast sample: the pages chosen by hand exist, and every page is of a kind a file builds', () => {
    expect(contrastChosen.filter((p) => !sitemap.has(p))).toEqual([]);
    expect(pages.map(kindOf).filter((k) => !k.endsWith('.astro'))).toEqual([]);
    // Every kind is in the sample (the lessons' by more than one page), and most pages are not.
    expect(new Set([...contrastSample].map(kindOf))).toEqual(new Set(pages.map(kindOf)));
    expect(contrastSample.size).toBeLessThan(pages.length / 3);
  });

  test('robots.txt names the sitemap index, which points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap-index.xml`);
    const index = await (await request.get('/sitemap-index.xml')).text();
    expect(index).toContain(`${siteOrigin}/sitemap-0.xml`);
  });
});

test.describe('404', () => {
  test('under /en/ the header, navigation and footer are English', async ({ page }) => {
    const problems = await visit404(page, '/en/no-such-page/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Page not found · Damiera');
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Page not found');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Lessons' })).toHaveAttribute('href', '/en/lessons/');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Leggi in italiano' })).toHaveAttribute('href', '/it/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About Damiera' })).toHaveAttribute(
      'href',
      '/en/about/',
    );
    await expect(page.getByRole('contentinfo')).not.toContainText('Informazioni');
    // The language read is remembered as English, for the root page.
    expect(await page.evaluate(() => localStorage.getItem('damiera:lang'))).toBe('{"v":1,"data":"en"}');
    expect(await axe(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('under /it/ it stays Italian', async ({ page }) => {
    await visit404(page, '/it/pagina-che-non-esiste/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Informazioni su Damiera' }),
    ).toBeVisible();
  });
});

async function visit404(page: Page, path: string) {
  const problems: string[] = [];
  page.on('console', (m) => {
    // The browser logs the 404 of the page itself: that one is the point of the page.
    if (m.type() === 'error' && !m.location().url.endsWith(path)) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  return problems;
}

test.describe('About', () => {
  for (const [path, name, sources, disagree] of [
    [
      '/it/informazioni/',
      'Informazioni su Damiera',
      'Le regole che seguiamo',
      'Dove le fonti non sono d’accordo',
    ],
    ['/en/about/', 'About Damiera', 'The rules we follow', 'Where the sources disagree'],
  ] as const) {
    test(`${path} is reached from the footer and names its rule sources`, async ({ page }) => {
      const home = path.startsWith('/it/') ? '/it/' : '/en/';
      await page.goto(home);
      await page.getByRole('contentinfo').getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByRole('heading', { level: 2, name: sources })).toBeVisible();
      for (const body of ['FID', 'FMJD', 'WCDF'])
        await expect(page.locator('[data-about-sources]')).toContainText(body);
      await expect(page.getByRole('heading', { level: 2, name: disagree })).toBeVisible();
      // The report line shows the address the build was given, and is left out without one.
      const email = process.env.CONTACT_EMAIL?.trim();
      if (email) await expect(page.locator(`[data-about-report] a[href="mailto:${email}"]`)).toBeVisible();
      else await expect(page.locator('[data-about-report]')).toHaveCount(0);
    });
  }
});

test.describe('home', () => {
  for (const [path, checkers, soon] of [
    ['/it/', 'Dama inglese', 'In arrivo'],
    ['/en/', 'English draughts', 'Coming soon'],
  ] as const) {
    test(`${path} names the three games and links every path that exists`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('.hero')).toContainText(checkers);
      const cards = page.locator('.cards .card');
      // A card is either a link to its page or says it is coming: never both.
      for (const card of await cards.all()) {
        const linked = await card.getByRole('link').count();
        expect(linked + (await card.getByText(soon).count()), (await card.textContent()) ?? '').toBe(1);
      }
      for (const href of ['lessons', 'play', 'compare']) {
        expect(await cards.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
          expect.arrayContaining([
            expect.stringMatching(
              href === 'lessons' ? /lezioni|lessons/ : href === 'play' ? /gioca|play/ : /confronto|compare/,
            ),
          ]),
        );
      }
    });
  }
});

test.describe('search labels', () => {
  test('the Italian clear button says what it does', async ({ page }) => {
    await page.goto('/it/cerca/');
    await page.locator('pagefind-input input').fill('cantone');
    await expect(page.locator('pagefind-summary')).toContainText('risultat');
    await expect(page.locator('pagefind-input').getByRole('button', { name: 'Cancella' })).toBeVisible();
    await expect(page.locator('.search')).not.toContainText('cronologia');
    expect(await page.locator('pagefind-input').innerHTML()).not.toContain('cronologia');
  });
});

test.describe('Content-Security-Policy', () => {
  test.skip(({ isMobile }) => isMobile, 'the same files and scripts for every device: checked once');

  test('every built page has one policy, before anything it governs, that allows each of its inline scripts', () => {
    const built = builtPolicies(dist);
    // Every page of the sitemap, the root chooser and the 404 page have one; the old-URL redirects have none.
    const withPolicy = new Set(built.filter((b) => b.policy).map((b) => b.page));
    for (const path of [...pages.map((p) => `${p}index.html`), '/index.html', '/404.html'])
      expect(withPolicy.has(path), `${path} has a policy`).toBe(true);
    for (const { page, policy, problems } of built) {
      expect(problems, page).toEqual([]);
      if (!policy) continue;
      const scriptSrc = policy.get('script-src') ?? [];
      expect(scriptSrc, page).not.toContain("'unsafe-eval'");
      expect(scriptSrc, page).not.toContain("'unsafe-inline'");
      // Compiling WebAssembly, for Pagefind; the only exception to 'self' and hashes.
      expect(scriptSrc.filter((s) => !s.startsWith("'sha256-")).sort(), page).toEqual([
        "'self'",
        "'wasm-unsafe-eval'",
      ]);
      // <style> elements are hash-checked; style attributes alone are allowed (src/build/site/csp.ts says why).
      expect(policy.get('style-src'), page).not.toContain("'unsafe-inline'");
      expect(policy.get('style-src-attr'), page).toEqual(["'unsafe-inline'"]);
      for (const [name, sources] of [
        ['default-src', ["'self'"]],
        ['connect-src', ["'self'"]],
        ['img-src', ["'self'", 'data:']],
        ['worker-src', ["'self'"]],
        ['object-src', ["'none'"]],
        ['base-uri', ["'self'"]],
        ['form-action', ["'self'"]],
      ] as const) {
        expect(policy.get(name), `${page} ${name}`).toEqual(sources);
      }
    }
  });

  /** Opens `path` watching for violations; `act` then makes the page's later scripts run. */
  async function noViolations(page: Page, path: string, act: () => Promise<void>) {
    const violations = await watchCsp(page);
    await page.goto(path);
    await act();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  }

  test('play: the computer answers from its Web Worker within the policy', async ({ page }) => {
    await noViolations(page, '/en/play/', async () => {
      // The reply came from the worker: it loaded and ran.
      await firstExchange(page);
    });
  });

  test('analysis: a move played on the board, within the policy', async ({ page }) => {
    await noViolations(page, '/it/analisi/', async () => {
      await expect(page.locator('[data-analysis] [data-board][data-ready="true"]')).toBeVisible();
      await page.locator('[data-analysis] [data-square="22"]').click();
      await page.locator('[data-analysis] [data-square="19"]').click();
      await expect(page.getByTestId('moves')).toContainText('22-19');
    });
  });

  test('search: Pagefind loads its WebAssembly and finds a page, within the policy', async ({ page }) => {
    await noViolations(page, '/en/search/?q=corner', async () => {
      await expect(
        page.locator('pagefind-results').getByRole('link', { name: 'The board and its numbers' }),
      ).toBeVisible();
    });
  });

  test('the English 404 page: its inline script runs within the policy', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/en/no-such-page/');
    // The inline script ran: the page is English.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('the root page: its inline script sends the visitor on, within the policy', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/(it|en)\/$/);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
