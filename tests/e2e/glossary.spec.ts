/**
 * The glossary pages (/it/glossario/, /en/glossary/) and the lessons' links into them: every entry listed in
 * the page's alphabetical order with its term in both languages, a lesson's first mark of a word leading to its
 * entry (later marks stay plain), the entries found by search, no axe violations — on the desktop and on a
 * 360-px phone (the two Playwright projects).
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { plainText, sortEntries } from '../../src/build/glossary/model';
import { type GlossaryEntry, glossarySchema } from '../../src/build/glossary/schema';
import Axe from './axe';

const entries: GlossaryEntry[] = glossarySchema.parse(
  parse(readFileSync(new URL('../../src/content/glossary/terms.yaml', import.meta.url), 'utf8')),
);
const entry = (id: string) => {
  const e = entries.find((x) => x.id === id);
  if (!e) throw new Error(`no glossary entry "${id}"`);
  return e;
};

const pages = [
  {
    lang: 'it',
    other: 'en',
    url: '/it/glossario/',
    title: 'Glossario',
    inOther: 'In inglese',
    informal: 'parola familiare',
    lesson: '/it/lezioni/dama-italiana/la-damiera-e-i-numeri/',
    lessons: '/it/lezioni/',
    search: '/it/cerca/',
  },
  {
    lang: 'en',
    other: 'it',
    url: '/en/glossary/',
    title: 'Glossary',
    inOther: 'In Italian',
    informal: 'informal Italian',
    lesson: '/en/lessons/italian/the-board-and-its-numbers/',
    lessons: '/en/lessons/',
    search: '/en/search/',
  },
] as const;

const axeViolations = async (page: Page) =>
  (await new Axe({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const p of pages) {
  test.describe(`glossary (${p.lang})`, () => {
    test('lists every entry in alphabetical order, with the term of the other language', async ({ page }) => {
      await page.goto(p.url);
      await expect(page.locator('html')).toHaveAttribute('lang', p.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);

      const sections = page.locator('section.gloss-entry');
      const expected = sortEntries(entries, p.lang);
      await expect(sections).toHaveCount(expected.length);
      expect(await sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-entry')))).toEqual(
        expected.map((e) => e.id),
      );
      for (const e of expected) {
        const section = page.locator(`section[data-entry="${e.id}"]`);
        // Each term is an anchor: the heading carries the entry's id.
        await expect(section.locator(`h2#${e.id}`)).toHaveText(e[p.lang].term);
        if (e[p.other].term !== e[p.lang].term)
          await expect(section).toContainText(`${p.inOther}: ${e[p.other].term}`);
      }
      // A word kept in Italian on the English page (cantone) is marked as Italian for screen readers.
      if (p.lang === 'en') await expect(page.locator('h2#cantone')).toHaveAttribute('lang', 'it');
      // The informal word is marked as such.
      await expect(page.locator('section[data-entry="damone"] [data-register="informal"]')).toHaveText(
        p.informal,
      );
      // The index at the top leads to every entry.
      const index = page.locator('nav.glossary-index a');
      await expect(index).toHaveCount(entries.length);
      await index.filter({ hasText: entry('grande-diagonale')[p.lang].term }).click();
      await expect(page).toHaveURL(new RegExp(`${p.url}#grande-diagonale$`));
      await expect(page.locator('#grande-diagonale')).toBeInViewport();
    });

    test('the lessons index links to it', async ({ page }) => {
      await page.goto(p.lessons);
      await page.getByRole('link', { name: p.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${p.url}$`));
    });

    test('a lesson’s first mark of a word links to its entry; the next one stays plain', async ({ page }) => {
      await page.goto(p.lesson);
      const marks = page.locator('main [data-term="cantone"]');
      await expect(marks).toHaveCount(2);
      const first = marks.nth(0);
      expect(await first.evaluate((el) => el.tagName)).toBe('A');
      await expect(first).toHaveAttribute('href', `${p.url}#cantone`);
      await expect(first).toHaveAttribute('title', plainText(entry('cantone')[p.lang].definition));
      expect(await marks.nth(1).evaluate((el) => el.tagName)).toBe('SPAN');
      // Every other mark on the page is the first of its id, so each is a link to its own entry.
      const links = page.locator('main a[data-term]');
      for (const id of await links.evaluateAll((els) =>
        els.map((el) => el.getAttribute('data-term') ?? ''),
      )) {
        expect(
          entries.some((e) => e.id === id),
          id,
        ).toBe(true);
      }
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${p.url}#cantone$`));
      await expect(page.locator('h2#cantone')).toBeInViewport();
    });

    test('search finds an entry, leading to its anchor', async ({ page }) => {
      await page.goto(p.search);
      await page.locator('pagefind-input input').fill('biscacco');
      await expect(page.locator(`pagefind-results a[href$="${p.url}#biscacco"]`).first()).toBeVisible();
    });

    // The page as it opens is checked with every page (site.spec.ts); here the state of arriving at an entry.
    test('arriving at an entry highlights it, with no axe violations, and the page fits the screen', async ({
      page,
    }) => {
      await page.goto(`${p.url}#soffio`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await noHorizontalScroll(page)).toBe(true);
    });

    test('has no axe violations in dark mode', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${p.url}#soffio`);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
