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

test.describe('analysis board: variations, keys and the share link', () => {
  // Italian: 1. 22-18 11-15 (1... 12-16 2. 18-14) 2. 18-14 10x19. Path ids: 22-18 `vr`, 12-16 `lp`.
  const GAME = '1. 22-18 11-15 (1... 12-16 2. 18-14) 2. 18-14 10x19 *';
  const link = (extra: string) => `/en/analysis/?v=italian&pdn=${encodeURIComponent(GAME)}${extra}`;
  const current = (page: Page) => page.locator('[data-testid="moves"] [aria-current="step"]');
  const variations = (page: Page) => page.getByRole('list', { name: 'Variations' });
  /** Whether White is at the bottom: square 32 (White's corner) is drawn below square 1. */
  const whiteAtBottom = async (page: Page) => {
    const a = await square(page, 1).boundingBox();
    const b = await square(page, 32).boundingBox();
    if (!a || !b) throw new Error('squares not laid out');
    return b.y > a.y;
  };

  test('a move from an earlier position starts a variation, kept on reload and exported in PDN', async ({
    page,
    context,
  }, info) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/en/analysis/');
    await ready(page);
    await square(page, 22).click();
    await square(page, 18).click();
    await square(page, 11).click();
    await square(page, 15).click();
    await page.getByTestId('back').click();
    await square(page, 12).click();
    await square(page, 16).click();
    // The game's 11-15 stays; 12-16 is a variation, and the one shown.
    await expect(page.locator('[data-path="vrko"]')).toHaveText('11-15');
    await expect(variations(page)).toContainText('12-16');
    await expect(current(page)).toHaveText('12-16');
    await expect(current(page)).toHaveAccessibleName('1… 12-16');
    await page.screenshot({ path: info.outputPath('variation.png'), fullPage: true });
    await page.getByTestId('copy-pdn').click();
    await expect(page.locator('.analysis-notice')).toContainText('PDN: copied');
    const pdn = await page.evaluate(() => navigator.clipboard.readText());
    expect(pdn).toContain('1. 22-18 11-15 (1... 12-16) *');
    // The link holds the variation and the node shown.
    await expect(page).toHaveURL(/path=vrlp/);
    await page.reload();
    await ready(page);
    await expect(variations(page)).toContainText('12-16');
    await expect(current(page)).toHaveText('12-16');
    // Promoted, 12-16 is the main line and 11-15 the variation; deleted, only 11-15 is left.
    await page.getByTestId('promote').click();
    await expect(variations(page)).toContainText('11-15');
    await expect(variations(page)).not.toContainText('12-16');
    await expect(page.getByTestId('promote')).toHaveCount(0);
    await page.getByTestId('delete').click();
    await expect(page.getByTestId('moves')).not.toContainText('12-16');
    await expect(variations(page)).toHaveCount(0);
    await expect(current(page)).toHaveText('22-18');
  });

  test('a pasted PDN keeps its variations', async ({ page }) => {
    await page.goto('/en/analysis/');
    await ready(page);
    await page.locator('summary', { hasText: 'Set up a position' }).click();
    await page.getByTestId('paste').fill(GAME);
    await page.getByTestId('load').click();
    await expect(variations(page)).toContainText('12-16');
    await expect(variations(page)).toContainText('18-14');
    await expect(current(page)).toHaveText('10x19');
  });

  test('the share link restores the node and the orientation; ←/→ and Home/End step, f flips', async ({
    page,
  }, info) => {
    await page.goto(link('&path=vrlp&orientation=black'));
    await ready(page);
    await expect(current(page)).toHaveText('12-16');
    await expect(page.getByTestId('status')).toHaveText('White to move');
    await expect(page.getByTestId('fen')).toHaveValue(
      'W:W18,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,16',
    );
    expect(await whiteAtBottom(page)).toBe(false);
    await expect(page.getByTestId('analysis-error')).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('share-link.png'), fullPage: true });
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations).toEqual([]);

    // Keys wherever the focus is: on the page, then on a button.
    await page.locator('h1').click();
    await page.keyboard.press('ArrowLeft');
    await expect(current(page)).toHaveText('22-18');
    await page.keyboard.press('End');
    await expect(current(page)).toHaveText('10x19');
    await page.keyboard.press('Home');
    await expect(current(page)).toHaveCount(0);
    await expect(page.getByTestId('status')).toHaveText('White to move');
    await page.getByTestId('flip').focus();
    await page.keyboard.press('ArrowRight');
    await expect(current(page)).toHaveText('22-18');
    await page.keyboard.press('ArrowRight');
    await expect(current(page)).toHaveText('11-15');
    // On the board the arrows move between squares, not through the moves.
    await square(page, 18).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(current(page)).toHaveText('11-15');
    // f flips, except while typing.
    await page.locator('h1').click();
    await page.keyboard.press('f');
    expect(await whiteAtBottom(page)).toBe(true);
    await expect(page).not.toHaveURL(/orientation=/);
    await page.locator('summary', { hasText: 'Set up a position' }).click();
    await page.getByTestId('paste').press('f');
    await page.getByTestId('paste').press('ArrowLeft');
    await expect(page.getByTestId('paste')).toHaveValue('f');
    expect(await whiteAtBottom(page)).toBe(true);
    await expect(current(page)).toHaveText('11-15');
    await page.keyboard.press('Escape');
    await page.locator('h1').click();
    await page.keyboard.press('F');
    expect(await whiteAtBottom(page)).toBe(false);
    await expect(page).toHaveURL(/orientation=black/);
    // The link as it is now restores the node and the orientation.
    await page.reload();
    await ready(page);
    await expect(current(page)).toHaveText('11-15');
    expect(await whiteAtBottom(page)).toBe(false);
  });

  test('a bad path shows the end of the main line and says so', async ({ page }) => {
    await page.goto(link('&path=qqzz'));
    await ready(page);
    await expect(page.getByTestId('analysis-error')).toHaveAttribute('data-code', 'bad-path');
    await expect(page.getByTestId('analysis-error')).toContainText('end of the main line');
    await expect(current(page)).toHaveText('10x19');
  });

  test('fen and pdn together are refused with an explanation; a bad pdn gets PDN wording', async ({
    page,
  }) => {
    const error = page.getByTestId('analysis-error');
    await page.goto(`/it/analisi/?v=italian&fen=W:W22:B10&pdn=${encodeURIComponent(GAME)}`);
    await ready(page);
    await expect(error).toHaveAttribute('data-code', 'fen-and-pdn');
    await expect(error).toContainText('sia una posizione (FEN) sia una partita (PDN)');
    await expect(page.getByTestId('moves')).toHaveCount(0);
    await expect(page.getByTestId('fen')).toHaveValue(
      'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12',
    );
    await page.goto(`/en/analysis/?v=italian&pdn=${encodeURIComponent('22-18 hello world')}`);
    await ready(page);
    await expect(error).toHaveAttribute('data-code', 'pdn');
    await expect(error).toContainText('The PDN game in the link can’t be read');
    await expect(error).not.toContainText('FEN');
  });

  test('an empty position says so', async ({ page }) => {
    await page.goto('/en/analysis/?v=italian&fen=W:W:B');
    await ready(page);
    await expect(page.getByTestId('status')).toContainText('The board is empty');
  });
});
