import { expect, type Page, test } from '@playwright/test';

const tryBoard = (page: Page) => page.locator('[data-try-board]');
const sq = (page: Page, n: number) => tryBoard(page).locator(`[data-square="${n}"]`);

test('the lesson board lets the learner move both sides and explains a refused move', async ({ page }) => {
  await page.goto('/it/lezioni/scacchiera-e-pezzi/');
  await tryBoard(page).scrollIntoViewIfNeeded();
  await expect(tryBoard(page).locator('[data-board][data-ready="true"]')).toBeVisible();
  await sq(page, 22).click();
  await sq(page, 26).click();
  await expect(tryBoard(page).getByTestId('explanation')).toContainText('non torna indietro');
  await sq(page, 22).click();
  await sq(page, 15).click();
  await expect(tryBoard(page).getByTestId('explanation')).toContainText('una sola casella');
  await sq(page, 27).click();
  await sq(page, 20).click();
  await expect(tryBoard(page).getByTestId('explanation')).toContainText('non vola');
  await sq(page, 22).click();
  await sq(page, 18).click();
  await expect(tryBoard(page).getByTestId('try-status')).toHaveText('Tocca al Nero');
  await sq(page, 21).click();
  await expect(tryBoard(page).getByTestId('explanation')).toContainText('Tocca al Nero');
  await tryBoard(page).getByTestId('try-reset').click();
  await expect(tryBoard(page).getByTestId('try-status')).toHaveText('Tocca al Bianco');
  await expect(sq(page, 22)).toHaveAttribute('aria-label', /pedina bianca/);
});
