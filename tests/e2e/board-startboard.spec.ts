/** The StartBoard island in the first lesson: start position, labels in the page's language, flip, numbers. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** The lesson also has exercise boards further down: these tests look at the start-position one. */
const startBoard = (page: Page) => page.locator('[data-start-board]');

test.describe('StartBoard island', () => {
  test('shows the Italian start position with Italian labels', async ({ page }) => {
    await page.goto('/it/lezioni/dama-italiana/la-damiera-e-i-numeri/');
    const board = startBoard(page).locator('[data-board][data-ready="true"]');
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

  test('the numbers toggle and the flip button work', async ({ page }) => {
    await page.goto('/it/lezioni/dama-italiana/la-damiera-e-i-numeri/');
    const board = startBoard(page).locator('[data-board][data-ready="true"]');
    await board.scrollIntoViewIfNeeded();
    // Lessons teach with the official numbers, so they are on from the start.
    await expect(board.locator('.dmr-numbers text')).toHaveCount(32);
    await startBoard(page).getByRole('checkbox', { name: 'Numeri delle caselle' }).uncheck();
    await expect(board.locator('.dmr-numbers text')).toHaveCount(0);
    await startBoard(page).getByRole('button', { name: 'Gira la damiera' }).click();
    await expect(board).toHaveAttribute('data-orientation', 'black');
    const grid = await startBoard(page).getByRole('grid').boundingBox();
    const one = await startBoard(page).locator('[data-square="1"]').boundingBox();
    // Square 1 (a8) is now the bottom-right corner.
    expect(Math.round(((one?.x ?? 0) - (grid?.x ?? 0)) / ((grid?.width ?? 1) / 8))).toBe(7);
    expect(Math.round(((one?.y ?? 0) - (grid?.y ?? 0)) / ((grid?.height ?? 1) / 8))).toBe(7);
  });

  test('the English lesson speaks English and has no axe violations', async ({ page }) => {
    await page.goto('/en/lessons/italian/the-board-and-its-numbers/');
    const board = startBoard(page).locator('[data-board][data-ready="true"]');
    await board.scrollIntoViewIfNeeded();
    await expect(startBoard(page).getByRole('gridcell', { name: 'Square 1, black man' })).toBeAttached();
    await expect(startBoard(page).getByRole('button', { name: 'Flip the board' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });

  test('fits a 360-px phone without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/it/lezioni/dama-italiana/la-damiera-e-i-numeri/');
    await startBoard(page).locator('[data-board][data-ready="true"]').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
