/** The start position in the first lesson: drawn on the server, labels in the page's language, the board theme. */
import { expect, type Page, test } from '@playwright/test';

/** The lesson also has exercise boards further down: these tests look at the start-position one. */
const startBoard = (page: Page) => page.locator('[data-start-board]');

test.describe('lesson start position', () => {
  test('shows the Italian start position with Italian labels', async ({ page }) => {
    await page.goto('/it/lezioni/dama-italiana/la-damiera-e-i-numeri/');
    const board = startBoard(page).locator('[data-board]');
    await board.scrollIntoViewIfNeeded();
    await expect(board).toBeVisible();
    await expect(board.locator('.dmr-piece--black')).toHaveCount(12);
    await expect(board.locator('.dmr-piece--white')).toHaveCount(12);
    await expect(startBoard(page).getByRole('gridcell', { name: 'Casella 1, pedina nera' })).toBeAttached();
    await expect(startBoard(page).getByRole('gridcell', { name: 'Casella 16, vuota' })).toBeAttached();
    await expect(
      startBoard(page).getByRole('gridcell', { name: 'Casella 32, pedina bianca' }),
    ).toBeAttached();
    await expect(startBoard(page).getByRole('grid')).toHaveAttribute('aria-readonly', 'true');
  });

  test('the English lesson speaks English', async ({ page }) => {
    await page.goto('/en/lessons/italian/the-board-and-its-numbers/');
    const board = startBoard(page).locator('[data-board]');
    await board.scrollIntoViewIfNeeded();
    await expect(startBoard(page).getByRole('gridcell', { name: 'Square 1, black man' })).toBeAttached();
    await expect(startBoard(page).locator('.dmr-numbers text')).toHaveCount(32);
  });

  test('fits a 360-px phone without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/it/lezioni/dama-italiana/la-damiera-e-i-numeri/');
    await startBoard(page).locator('[data-board]').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test('the start position ships no JavaScript and follows the board theme the reader chose', async ({
  page,
}) => {
  await page.goto('/it/lezioni/dama-italiana/la-damiera-e-i-numeri/');
  await expect(page.locator('astro-island:has([data-start-board])')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-board-theme', 'classic');
  await page.evaluate(() =>
    localStorage.setItem('damiera:board-theme', JSON.stringify({ v: 1, data: 'green' })),
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-board-theme', 'green');
  const dark = await startBoard(page)
    .locator('[data-board]')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--dmr-dark').trim());
  expect(dark).toBe('#5d8a4a');
});
