import { expect, test } from '@playwright/test';
import { compareTable } from '../../src/build/rules/compare';
import { rulesTexts } from '../../src/i18n/rules';
import { variantNamesEn } from '../../src/i18n/ui-en';
import { variantNamesIt } from '../../src/i18n/ui-it';

const variantNames = { it: variantNamesIt, en: variantNamesEn };

const pages = {
  it: { compare: '/it/regole/confronto/', index: '/it/regole/', italian: '/it/regole/dama-italiana/' },
  en: { compare: '/en/rules/compare/', index: '/en/rules/', italian: '/en/rules/italian/' },
} as const;

test.describe('rules compared', () => {
  for (const lang of ['it', 'en'] as const) {
    test(`${pages[lang].compare} shows every row of the engine's table, in ${lang}`, async ({ page }) => {
      await page.goto(pages[lang].compare);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const table = page.locator('[data-compare-table]');
      const headers = table.locator('thead th[data-variant]');
      await expect(headers).toHaveText(
        (['italian', 'international', 'english', 'brazilian'] as const).map((v) => variantNames[lang][v]),
      );
      const expected = compareTable(lang);
      await expect(table.locator('tbody tr')).toHaveCount(expected.length);
      for (const row of expected) {
        const tr = table.locator(`tbody tr[data-row="${row.id}"]`);
        await expect(tr.locator('th')).toHaveText(
          row.same ? `${row.heading} ${rulesTexts(lang).page.sameEverywhere}` : row.heading,
        );
        for (const cell of row.cells) {
          await expect(tr.locator(`td[data-variant="${cell.variant}"] > :first-child`)).toHaveText(cell.text);
        }
      }
    });
  }

  test('the Brazilian column is labelled as International rules on 8×8', async ({ page }) => {
    await page.goto(pages.en.compare);
    await expect(page.locator('thead th[data-variant="brazilian"]')).toHaveText(
      'International rules on 8×8 (Brazilian draughts)',
    );
    // One name for each game: the 10×10 game says its size too (issue 18, item 6).
    await expect(page.locator('thead th[data-variant="international"]')).toHaveText(
      'International draughts (10×10)',
    );
  });

  test('the cells that differ from Italian are highlighted, and on a phone two games show side by side', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.goto(pages.en.compare);
    await expect(
      page.locator('tr[data-row="manTakesKing"] td[data-variant="english"][data-differs-from-italian]'),
    ).toHaveCount(1);
    await expect(
      page.locator('tr[data-row="kingMoves"] td[data-variant="english"][data-differs-from-italian]'),
    ).toHaveCount(0);
    await expect(page.locator('tr[data-same] td[data-differs-from-italian]')).toHaveCount(0);
    const phone = (page.viewportSize()?.width ?? 1000) < 760;
    const shown = async () =>
      page
        .locator('tr[data-row="precedence"] td')
        .evaluateAll((tds) =>
          tds
            .filter((td) => getComputedStyle(td).display !== 'none')
            .map((td) => td.getAttribute('data-variant')),
        );
    if (!phone) {
      await expect(page.locator('[data-compare-pick]')).toBeHidden();
      expect(await shown()).toEqual(['italian', 'international', 'english', 'brazilian']);
      return;
    }
    expect(await shown()).toEqual(['italian', 'international']);
    await page.locator('[data-compare-with="english"]').check();
    expect(await shown()).toEqual(['italian', 'english']);
    // Two games a row instead of four: the page is much shorter than with every game stacked (12,764 px).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Through the CSSOM: the site's CSP refuses an inline <style>.
    await page.evaluate(() => {
      for (const td of document.querySelectorAll<HTMLElement>('.compare td')) td.style.display = 'block';
    });
    const allFour = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(allFour * 0.8);
    await page.screenshot({ path: 'test-results/compare-phone-two-games.png', fullPage: false });
  });

  for (const lang of ['it', 'en'] as const) {
    test(`the Brazilian cells: Default results and the official GameType said (${lang})`, async ({
      page,
    }) => {
      await page.goto(pages[lang].compare);
      // RULES §5.1: GameType 26 uses the Default results.
      await expect(page.locator('tr[data-row="results"] td[data-variant="brazilian"]')).toContainText('1-0');
      await expect(page.locator('tr[data-row="results"] td[data-variant="brazilian"]')).not.toContainText(
        '2-0',
      );
      await expect(
        page.locator('tr[data-row="gameType"] td[data-variant="brazilian"] [data-cell-note]'),
      ).toContainText('26,W,8,8,A0,0');
      await expect(page.locator('tr[data-row="gameType"] a[data-lesson]')).toHaveCount(0);
    });
  }

  test('a cell links to the lesson that teaches it', async ({ page }) => {
    await page.goto(pages.en.compare);
    const link = page.locator('tr[data-row="manTakesKing"] td[data-variant="italian"] a[data-lesson]');
    await expect(link).toHaveAttribute('data-lesson', 'i6-man-and-king');
    const title = (await link.textContent())?.trim().replace(/^Lesson:\s*/, '') ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/en\/lessons\/italian\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('the mirror example writes one position in both numberings, on two boards', async ({ page }) => {
    await page.goto(pages.en.compare);
    const mirror = page.locator('[data-mirror]');
    await expect(mirror).toContainText('Italian square 1 becomes English 4');
    await expect(mirror.locator('[data-static-board][data-variant="italian"] figcaption')).toContainText(
      'W:W22,K32:B10,18,K28',
    );
    await expect(mirror.locator('[data-static-board][data-variant="english"] figcaption')).toContainText(
      'W:W23,K29:B11,19,K25',
    );
  });

  test('the home page and the menu lead to the rules', async ({ page }) => {
    await page.goto('/it/');
    await page.getByRole('link', { name: 'Tre giochi a confronto' }).click();
    await expect(page).toHaveURL(/\/it\/regole\/confronto\/$/);
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(nav.getByRole('link', { name: 'Regole' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Regole' }).click();
    await expect(page).toHaveURL(/\/it\/regole\/$/);
    await expect(page.locator('[data-rules-game]')).toHaveCount(3);
  });
});

test.describe('the rules of one game', () => {
  test('the Italian page renders its board and links to a lesson', async ({ page }) => {
    await page.goto(pages.it.italian);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regole della dama italiana');
    await expect(page.locator('[data-static-board] [data-board]')).toBeVisible();
    // 24 men on the start position, drawn on the server
    await expect(page.locator('[data-static-board] [data-piece]')).toHaveCount(24);
    const link = page.locator('a[data-lesson="i6-man-and-king"]').first();
    await link.click();
    await expect(page).toHaveURL(/\/it\/lezioni\/dama-italiana\/[a-z0-9-]+\/$/);
  });

  test('a rules page links to its row of the comparison', async ({ page }) => {
    await page.goto('/en/rules/english/');
    await page.locator('a[data-compare-row="manTakesKing"]').click();
    await expect(page).toHaveURL(/\/en\/rules\/compare\/#manTakesKing$/);
    await expect(page.locator('tr#manTakesKing')).toBeInViewport();
  });

  test('every rules page exists in both languages and switches language in place', async ({ page }) => {
    await page.goto('/en/rules/international/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('International draughts rules');
    await page.locator('[data-lang-switch]').click();
    await expect(page).toHaveURL(/\/it\/regole\/dama-internazionale\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regole della dama internazionale');
  });
});

test.describe('no sideways scroll (the config runs a desktop and a 360 px phone)', { tag: '@phone' }, () => {
  for (const path of [
    pages.it.compare,
    pages.en.compare,
    pages.it.italian,
    '/en/rules/english/',
    pages.it.index,
  ]) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll).toBeLessThanOrEqual(client);
    });
  }
});
