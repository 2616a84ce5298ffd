import { expect, test } from '@playwright/test';
import Axe from './axe';

test.describe('home pages', () => {
  for (const [lang, path, heading] of [
    ['it', '/it/', 'Impara la dama'],
    ['en', '/en/', 'Learn draughts'],
  ] as const) {
    test(`${path} loads in ${lang}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.locator('main[data-pagefind-body]')).toBeVisible();
    });

    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new Axe({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });
  }

  test('the lesson page has no axe violations in dark mode', async ({ page }) => {
    // axe's colour-contrast pass on a long lesson takes 35-50 s on a loaded 2-core machine (CI of 2026-12-03).
    test.slow();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/it/lezioni/dama-italiana/la-damiera-e-i-numeri/');
    const results = await new Axe({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });

  test('the language switch keeps the page', async ({ page }) => {
    await page.goto('/it/lezioni/dama-italiana/la-damiera-e-i-numeri/');
    await page.getByRole('link', { name: 'Read in English' }).click();
    await expect(page).toHaveURL(/\/en\/lessons\/italian\/the-board-and-its-numbers\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('root page', () => {
  test.use({ locale: 'it-IT' });

  test('sends an Italian browser to /it/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/it\/$/);
  });

  test('sends the reader back to the language last read', async ({ page }) => {
    await page.goto('/en/');
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('reads the language saved before the storage module', async ({ page }) => {
    await page.addInitScript(() => {
      if (location.pathname === '/') localStorage.setItem('damiera.lang', 'en');
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    // The English page moved it to the storage module's key.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('damiera.lang'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('damiera:lang'))).toBe('{"v":1,"data":"en"}');
  });
});

test.describe('root page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('offers both languages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Italiano' })).toHaveAttribute('href', '/it/');
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/');
  });
});

test.describe('lessons', () => {
  test('the Italian lesson renders its title, its start position and its exercise boards', async ({
    page,
  }) => {
    await page.goto('/it/lezioni/dama-italiana/la-damiera-e-i-numeri/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La damiera e i numeri');
    await expect(page.locator('[data-start-board] [data-board]')).toBeVisible();
    const first = page.locator('[data-step="tap-squares"] [data-exercise]');
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveAttribute('data-ready', 'true');
  });

  test('the English lesson is listed in its course, reached from the lesson index', async ({ page }) => {
    await page.goto('/en/lessons/');
    await page.getByRole('link', { name: 'Italian draughts' }).click();
    await page.getByRole('link', { name: 'The board and its numbers' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The board and its numbers');
  });
});

test.describe('search (Pagefind)', () => {
  for (const [path, word, title] of [
    ['/it/cerca/', 'cantone', 'La damiera e i numeri'],
    ['/en/search/', 'corner', 'The board and its numbers'],
  ] as const) {
    test(`${path} finds the lesson by "${word}"`, async ({ page }) => {
      await page.goto(path);
      const input = page.locator('pagefind-input input');
      await input.fill(word);
      await expect(page.locator('pagefind-results').getByRole('link', { name: title })).toBeVisible();
    });
  }
});

test.describe('404', () => {
  test('an unknown Italian URL shows the Italian 404 first', async ({ page }) => {
    const response = await page.goto('/it/non-esiste/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Pagina non trovata');
    await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/it/');
  });

  test('an unknown English URL shows the English 404 first', async ({ page }) => {
    await page.goto('/en/does-not-exist/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Page not found');
  });
});
