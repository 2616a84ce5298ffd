/**
 * The explanation is always in sight (issue 12): after a refused move the board and the sentence about it are
 * both on screen, at common desktop and phone sizes, on the analysis board and on the play page; a sentence
 * that names squares marks them on a board without numbers; a capture a rule stops says so when it happens;
 * keyboard users are told how to play, and a refused square's name says what was wrong.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
  { width: 740, height: 360 },
];

const square = (page: Page, n: number) => page.locator(`[role="gridcell"][data-square="${n}"]`);
/** Open the analysis board and wait until it takes input: a click before that would get no answer. */
async function openAnalysis(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('[data-analysis] [data-board][data-ready="true"]')).toBeVisible();
}
const explanation = (page: Page) => page.getByTestId('explanation');

/** The whole box of `el` lies inside the window (a pixel of rounding allowed), once the page has settled. */
async function expectInView(page: Page, el: Locator, what: string) {
  // Starting a game scrolls the board into view smoothly: the boxes are read again until it has arrived.
  await expect(async () => {
    const box = await el.boundingBox();
    const view = page.viewportSize();
    if (!box || !view) throw new Error(`${what} is not laid out`);
    expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(-1);
    expect(box.x, `${what}: left`).toBeGreaterThanOrEqual(-1);
    expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(view.height + 1);
    expect(box.x + box.width, `${what}: right`).toBeLessThanOrEqual(view.width + 1);
  }).toPass();
}

// The window sizes are set here, so the desktop project is enough.
test.skip(({ isMobile }) => isMobile, 'each test sets its own window size');

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('analysis, 10×10: the refusal and the whole board, bottom row included, are in sight', async ({
      page,
    }) => {
      // White must capture with 33 or the king on 46 (bottom row); the man on 48 may not move.
      await page.goto('/en/analysis/?v=international&fen=W:WK46,33,48:B28,5');
      await expect(page.locator('[data-analysis] [data-board][data-ready="true"]')).toBeVisible();
      await square(page, 48).click();
      await expect(explanation(page)).toContainText('you must capture with one of the pieces on 33 or 46');
      await expectInView(page, explanation(page), 'the sentence');
      await expectInView(page, page.locator('[data-analysis] [data-board]'), 'the board');
      await expectInView(page, square(page, 46), 'the king on 46');
    });

    test('play: the refusal and the whole board are in sight', async ({ page }) => {
      await page.goto('/en/play/');
      await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
      await page.locator('input[name="play-variant"][value="italian"]').check();
      await page.locator('input[name="play-color"][value="white"]').check();
      await page.locator('[data-action="start"]').click();
      await expect(page.locator('.play')).toHaveAttribute('data-state', 'player');
      // The man on 30, behind the others, has no move.
      await square(page, 30).click();
      await expect(explanation(page)).toContainText('The piece on 30 is blocked');
      await expectInView(page, explanation(page), 'the sentence');
      await expectInView(page, page.locator('.play [data-board]'), 'the board');
    });
  });
}

test('a man crowned mid-capture: the analysis board says the move ended there, in both languages', async ({
  page,
}) => {
  // RULES IT-8: 11x2 crowns the man; as a king it could take 5, but only next turn.
  await openAnalysis(page, '/en/analysis/?v=italian&fen=W:W11:B5,6');
  await square(page, 11).click();
  await square(page, 2).click();
  await expect(page.getByTestId('moves')).toContainText('11x2');
  await expect(explanation(page)).toHaveText(
    'The man was crowned on 2: the move ends there, and the new king may capture only on the next turn.',
  );
  await openAnalysis(page, '/it/analisi/?v=italian&fen=W:W11:B5,6');
  await square(page, 11).click();
  await square(page, 2).click();
  await expect(explanation(page)).toContainText('La pedina è diventata dama su 2: la mossa finisce lì');
  // The next action is the player's again: the note has done its work.
  await square(page, 5).click();
  await expect(explanation(page)).not.toContainText('dama su 2');
});

test('the Turkish strike stopping a king: said when the capture ends, with the piece in the way marked', async ({
  page,
}) => {
  // RULES INT-5: from 17 the way to 33 passes 28, taken but still on the board.
  await openAnalysis(page, '/en/analysis/?v=international&fen=W:WK46:B12,13,28,33');
  for (const sq of [46, 19, 8, 17]) await square(page, sq).click();
  await expect(explanation(page)).toContainText('The capture ends on 17: the piece on 28 has been taken');
  await expect(explanation(page)).toContainText('Turkish strike');
  await expect(square(page, 28)).toHaveAttribute('aria-label', /hint/);
});

test('with the numbers hidden, the squares a sentence names are numbered, and only those', async ({
  page,
}) => {
  await openAnalysis(page, '/en/analysis/?v=international&fen=W:WK46,33,48:B28,5');
  await page.getByLabel('Square numbers').uncheck();
  const numbers = page.locator('[data-analysis] .dmr-numbers text');
  await expect(numbers).toHaveCount(0);
  await square(page, 48).click();
  await expect(explanation(page)).toContainText('33 or 46');
  await expect(page.locator('[data-analysis] [data-named]')).toHaveCount(2);
  await expect(page.locator('[data-analysis] [data-named="33"]')).toBeVisible();
  await expect(page.locator('[data-analysis] [data-named="46"]')).toBeVisible();
  // With the numbers on, every square has its number and nothing is drawn twice.
  await page.getByLabel('Square numbers').check();
  await expect(numbers).toHaveCount(50);
  await expect(page.locator('[data-analysis] [data-named]')).toHaveCount(0);
});

test('the play page, numbers off: the square the refusal names is marked', async ({ page }) => {
  await page.goto('/en/play/');
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  await page.locator('input[name="play-variant"][value="italian"]').check();
  await page.locator('input[name="play-color"][value="white"]').check();
  await page.locator('[data-action="start"]').click();
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'player');
  await square(page, 30).click();
  await expect(explanation(page)).toContainText('30');
  await expect(page.locator('.play [data-named="30"]')).toBeVisible();
});

test('keyboard: the help shows, the capture hint says Enter, a refused square says what was wrong', async ({
  page,
}) => {
  // RULES IT-1 with a man on 30: 22x13x6 is the only capture.
  await page.goto('/en/analysis/?v=italian&fen=W:W22,30,K32:B10,18,K28');
  await expect(page.locator('[data-analysis] [data-board][data-ready="true"]')).toBeVisible();
  const help = page.getByText('With the keyboard: arrows move the cursor');
  await expect(help).toBeHidden();
  await square(page, 22).focus();
  await page.keyboard.press('ArrowUp');
  await expect(help).toBeVisible();
  await square(page, 22).focus();
  await page.keyboard.press('Enter');
  await square(page, 13).focus();
  await page.keyboard.press('Enter');
  await expect(explanation(page)).toHaveText('Keep capturing: go to the next square and press Enter.');
  await page.keyboard.press('Escape');
  // The man on 30 may not move while 22 must capture: its square says why.
  await square(page, 30).focus();
  await page.keyboard.press('Enter');
  await expect(explanation(page)).toContainText('you must capture with the piece on 22');
  await expect(square(page, 30)).toHaveAttribute(
    'aria-label',
    'Square 30, white man, move refused: Capturing is compulsory: you must capture with the piece on 22.',
  );
  // A tap or a click hides the help again.
  await square(page, 22).click();
  await expect(help).toBeHidden();
});
