import { expect, type Page } from '@playwright/test';

/**
 * On the play page, once its board is live: a new Italian game as White at the first level, the move 22-18,
 * and the computer's answer from its worker (two plies in the move list).
 */
export async function firstExchange(page: Page): Promise<void> {
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  await page.keyboard.press('1');
  await page.locator('input[name="play-variant"][value="italian"]').check();
  await page.locator('input[name="play-color"][value="white"]').check();
  await page.locator('[data-action="start"]').click();
  await page.locator('[role="gridcell"][data-square="22"]').click();
  await page.locator('[role="gridcell"][data-square="18"]').click();
  await expect(page.locator('[data-testid="move-list"] [data-ply]')).toHaveCount(2);
}
