import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const square = (page: Page, n: number) => page.locator(`[data-analysis] [data-square="${n}"]`);
const ready = (page: Page) =>
  expect(page.locator('[data-analysis] [data-board][data-ready="true"]')).toBeVisible();

test.describe('analysis board', () => {
  test('plays both sides by clicking, lists the moves in PDN and steps back and forward', async ({
    page,
  }) => {
    await page.goto('/en/analysis/');
    await ready(page);
    await square(page, 22).click();
    await square(page, 19).click();
    await square(page, 12).click();
    await square(page, 16).click();
    await expect(page.getByTestId('moves')).toContainText('22-19');
    await expect(page.getByTestId('moves')).toContainText('12-16');
    await expect(page.getByTestId('fen')).toHaveValue(/^W:/);
    await page.getByTestId('back').click();
    await expect(page.getByTestId('status')).toHaveText('Black to move');
    await expect(square(page, 12)).toHaveAttribute('aria-label', /black man/);
    await page.getByTestId('forward').click();
    await expect(page.getByTestId('status')).toHaveText('White to move');
    // The address restores the line.
    await page.reload();
    await ready(page);
    await expect(page.getByTestId('moves')).toContainText('12-16');
  });

  test('plays a move by drag and drop, and explains an illegal drop', async ({ page }, info) => {
    test.skip(info.project.name === 'phone', 'mouse drag; touch drag is covered on the board harness');
    await page.goto('/en/analysis/');
    await ready(page);
    const drag = async (from: number, to: number) => {
      const a = await square(page, from).boundingBox();
      const b = await square(page, to).boundingBox();
      if (!a || !b) throw new Error('square not laid out');
      await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
      await page.mouse.down();
      await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 - 10, { steps: 3 });
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
      await page.mouse.up();
    };
    await drag(22, 18);
    await expect(page.getByTestId('moves')).toContainText('22-18');
    await drag(11, 18);
    await expect(page.getByTestId('explanation')).toContainText('occupied');
    await drag(11, 15);
    await expect(page.getByTestId('moves')).toContainText('11-15');
  });

  test('explains a capture refused by FID criterion 2 and draws the right one', async ({ page }) => {
    await page.goto('/it/analisi/?v=italian&fen=W:W22,K14:B18');
    await ready(page);
    await square(page, 22).click();
    await expect(page.getByTestId('explanation')).toContainText('Criterio 2');
    await expect(page.getByTestId('explanation')).toContainText('14x21');
    await square(page, 14).click();
    await square(page, 21).click();
    await expect(page.getByTestId('moves')).toContainText('14x21');
    await expect(page.getByTestId('status')).toContainText('Vince il Bianco');
  });

  test('enters an ambiguous International capture square by square with the keyboard only', async ({
    page,
  }) => {
    await page.goto('/en/analysis/?v=international&fen=W:WK10:B14,33,38,40');
    await ready(page);
    const board = page.locator('[data-analysis] [data-board] [role="grid"]');
    await square(page, 10).focus();
    await page.keyboard.press('Enter');
    // Focus 32 (d4) and 49 (g1): walk there with arrows from 10 (i9).
    await square(page, 32).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('explanation')).toContainText('Keep capturing');
    await square(page, 35).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('moves')).toContainText('10x32x49x35');
    await expect(board).toBeVisible();
  });

  test('a malformed FEN in the URL gets a clear message and the page still works', async ({ page }) => {
    await page.goto('/en/analysis/?v=italian&fen=W:W21-32,33:B1-12');
    await ready(page);
    await expect(page.getByTestId('analysis-error')).toContainText('Square 33 does not exist');
    await square(page, 22).click();
    await square(page, 18).click();
    await expect(page.getByTestId('moves')).toContainText('22-18');
  });

  test('an unknown variant and a broken PDN are reported, not fatal', async ({ page }) => {
    await page.goto('/it/analisi/?v=chess&fen=W:W21-32:B1-12');
    await ready(page);
    await expect(page.getByTestId('analysis-error')).toContainText('Variante sconosciuta');
    await page.goto(`/en/analysis/?v=english&pdn=${encodeURIComponent('[GameType "21"]\n1. 11-15 99-1 *')}`);
    await ready(page);
    await expect(page.getByTestId('analysis-error')).toContainText('not legal');
  });

  test('a link whose variant and PDN GameType disagree is refused with its reason; nothing is loaded', async ({
    page,
  }) => {
    const error = page.getByTestId('analysis-error');
    const brazilianPdn = encodeURIComponent('[GameType "26"]\n1. 22-18 *');
    await page.goto(`/en/analysis/?v=italian&pdn=${brazilianPdn}`);
    await ready(page);
    await expect(error).toHaveAttribute('data-code', 'variant-mismatch');
    await expect(error).toContainText('“Italian draughts”');
    await expect(error).toContainText('Brazilian draughts');
    await expect(error).toContainText('GameType 26');
    // The start of the variant the link names, and no move from the refused game.
    await expect(page.getByTestId('variant')).toHaveValue('italian');
    await expect(page.getByTestId('fen')).toHaveValue(
      'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12',
    );
    await expect(page.getByTestId('moves')).toHaveCount(0);
    // The refused link stays as it was, so a reload says the same thing rather than something else.
    await expect(page).toHaveURL(/v=italian&pdn=/);
    await page.reload();
    await ready(page);
    await expect(error).toHaveAttribute('data-code', 'variant-mismatch');
    await expect(page.getByTestId('variant')).toHaveValue('italian');

    await page.goto(`/it/analisi/?v=english&pdn=${encodeURIComponent('[GameType "20"]\n1. 32-28 *')}`);
    await ready(page);
    await expect(error).toContainText('«Dama inglese (checkers)»');
    await expect(error).toContainText('«Dama internazionale»');
    await expect(page.getByTestId('variant')).toHaveValue('english');
    await expect(page.getByTestId('status')).toHaveText('Tocca al Nero');
  });

  test('Brazilian draughts is on the menu, plays by its own rules and survives a reload', async ({
    page,
  }) => {
    await page.goto('/en/analysis/');
    await ready(page);
    const select = page.getByTestId('variant');
    await select.selectOption('brazilian');
    await expect(select.locator('option:checked')).toHaveText(
      'International rules on 8×8 (Brazilian draughts)',
    );
    await square(page, 22).click();
    await square(page, 18).click();
    await expect(page.getByTestId('moves')).toContainText('22-18');
    await expect(page).toHaveURL(/v=brazilian/);
    await page.reload();
    await ready(page);
    await expect(select).toHaveValue('brazilian');
    await expect(page.getByTestId('moves')).toContainText('22-18');
    await expect(page.getByTestId('analysis-error')).toHaveCount(0);
    // International rules: a man captures backwards, which Italian draughts forbids.
    await page.goto('/en/analysis/?v=brazilian&fen=W:W18:B22,1');
    await ready(page);
    await square(page, 18).click();
    await square(page, 25).click();
    await expect(page.getByTestId('moves')).toContainText('18x25');
  });

  test('loads a pasted FEN and refuses a bad one with its reason', async ({ page }) => {
    await page.goto('/en/analysis/');
    await ready(page);
    await page.locator('summary', { hasText: 'Set up a position' }).click();
    await page.getByTestId('paste').fill('W:W22:BK18,K19');
    await page.getByTestId('load').click();
    await expect(page.getByTestId('status')).toContainText('Black wins');
    await page.getByTestId('paste').fill('W:W22,22:B1');
    await page.getByTestId('load').click();
    await expect(page.getByTestId('paste-error')).toContainText('Square 22 is listed twice');
    // The board keeps the position it had.
    await expect(page.getByTestId('status')).toContainText('Black wins');
  });

  test('the language switch keeps the position and the moves', async ({ page }) => {
    await page.goto('/it/analisi/?v=international&fen=W:WK10:B14,33,38,40');
    await ready(page);
    await page.locator('a[data-lang-switch]').click();
    await expect(page).toHaveURL(/\/en\/analysis\/\?v=international/);
    await ready(page);
    await expect(page.getByTestId('fen')).toHaveValue('W:WK10:B14,33,38,40');
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/en/analysis/?v=italian&fen=W:W22,K14:B18');
    await ready(page);
    await square(page, 22).click();
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations).toEqual([]);
  });
});
