/**
 * The clock on the play page (/it/gioca/, /en/play/): off by default, chosen in the setup and remembered, both
 * times on screen with the running one marked, the increment after a move, a warning when time is short, and
 * a game lost on time — said in the result, kept in the history and the PDN. Playwright's clock is installed
 * before the page loads and fast-forwarded, so five minutes pass in a moment. Level 1 (Principiante): the
 * computer answers at once.
 */
import { expect, type Page, test } from '@playwright/test';

const open = async (page: Page, path: string) => {
  await page.clock.install();
  await page.goto(path);
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
};
const cell = (page: Page, sq: number) => page.locator(`[role="gridcell"][data-square="${sq}"]`);
const plies = (page: Page) => page.locator('[data-testid="move-list"] [data-ply]');

test('Italian, 5 min + 3 s: the clocks run, the increment is added, a warning at 30 s, then the game is lost on time', {
  tag: '@phone',
}, async ({ page }) => {
  await open(page, '/it/gioca/');
  // No clock unless one is chosen.
  await expect(page.locator('input[name="play-clock"][value="none"]')).toBeChecked();
  await page.locator('.play-level__option', { hasText: 'Principiante' }).click();
  await page.locator('input[name="play-color"][value="white"]').check();
  await page.locator('.play-choice__option', { hasText: '5 min + 3 s' }).click();
  await expect(page.locator('#play-clock-note')).toContainText('Chi finisce il tempo perde');
  await page.locator('[data-action="start"]').click();

  const you = page.getByTestId('clock-you');
  const computer = page.getByTestId('clock-computer');
  await expect(page.getByTestId('clock-you-time')).toHaveText(/^(5:00|4:5\d)$/);
  await expect(page.getByTestId('clock-computer-time')).toHaveText('5:00');
  await expect(you).toHaveAttribute('data-running', 'true');
  await expect(computer).not.toHaveAttribute('data-running', 'true');
  await expect(you).toContainText('il tempo scorre');

  // 20 s to find 22-18: 4:40 left, then 3 s added.
  await page.clock.fastForward(20_000);
  await cell(page, 22).click();
  await cell(page, 18).click();
  await expect(plies(page)).toHaveCount(2);
  await expect(you).toHaveAttribute('data-running', 'true');
  await expect(page.getByTestId('clock-you-time')).toHaveText(/^4:4[1-3]$/);
  await expect(page.getByTestId('clock-computer-time')).toHaveText(/^5:0[0-3]$/);

  // The time runs down: a warning once 30 seconds are left, not before.
  await expect(page.getByTestId('clock-warning')).toHaveText('');
  await page.clock.fastForward('04:15');
  await expect(page.getByTestId('clock-warning')).toHaveText('Ti restano 30 secondi.');
  await expect(page.getByTestId('clock-you-time')).toHaveText(/^0:(2\d|30)$/);

  // The flag falls.
  await page.clock.fastForward(31_000);
  await expect(page.getByTestId('result')).toHaveText('Ha vinto il computer');
  await expect(page.getByTestId('result-reason')).toHaveText(
    'Partita persa per tempo: il tuo tempo è finito.',
  );
  await expect(page.getByTestId('result-reason')).toHaveAttribute('data-end', 'time');
  // The clocks stand: yours at 0:00, neither running.
  await expect(page.getByTestId('clock-you-time')).toHaveText('0:00');
  await expect(page.locator('[data-testid^="clock-"][data-running]')).toHaveCount(0);
  await page.clock.fastForward(60_000);
  await expect(page.getByTestId('clock-computer-time')).toHaveText(/^5:0[0-3]$/);

  // The PDN has each move's time left, and the history says how the game was lost.
  const pdn = await page.getByTestId('pdn').textContent();
  expect(pdn).toMatch(/1\. 22-18 \{\[%clk 0:04:4[1-3]\]\} 1\.\.\. \d+-\d+ \{\[%clk 0:05:0[0-3]\]\} 0-1/);
  const row = page.getByTestId('history').locator('tbody tr').first();
  await expect(row).toHaveAttribute('data-end', 'time');
  await expect(row).toContainText('per tempo');

  // Play again: the same clock, full again, and its warning comes again.
  await page.locator('[data-action="again"]').click();
  await expect(page.getByTestId('clock-you-time')).toHaveText(/^(5:00|4:5\d)$/);
  await expect(page.getByTestId('clock-warning')).toHaveText('');
  await page.clock.fastForward('04:35');
  await expect(page.getByTestId('clock-warning')).toHaveText('Ti restano 30 secondi.');

  // The choice is remembered.
  await page.reload();
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  await expect(page.locator('input[name="play-clock"][value="5+3"]')).toBeChecked();
});

test('English page, Italian draughts, 15 min + 10 s as Black: the computer opens within its time, a reload keeps the times, and the game is lost on time', async ({
  page,
}) => {
  await open(page, '/en/play/');
  await page.locator('.play-level__option', { hasText: 'Beginner' }).click();
  await page.locator('input[name="play-color"][value="black"]').check();
  await page.locator('.play-choice__option', { hasText: '15 min + 10 s' }).click();
  await page.locator('[data-action="start"]').click();
  await expect(plies(page)).toHaveCount(1);
  await expect(page.getByTestId('clock-you')).toHaveAttribute('data-running', 'true');
  await expect(page.getByTestId('clock-you')).toContainText('time running');
  // The computer thought for a moment (its worker starting included) and got its 10 s.
  await expect(page.getByTestId('clock-computer-time')).toHaveText(/^15:(0\d|10)$/);

  // A minute for the reply, then a reload: the times are those of the last move, the minute before the
  // reload included; the time the page was away is not charged.
  await page.clock.fastForward('01:00');
  await cell(page, 11).click();
  await cell(page, 15).click();
  await expect(plies(page)).toHaveCount(3);
  await expect(page.getByTestId('clock-you-time')).toHaveText(/^14:(0\d|10)$/);
  const before = await page.getByTestId('clock-computer-time').textContent();
  await page.reload();
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  await page.locator('[data-action="resume"]').click();
  await expect(page.getByTestId('clock-you-time')).toHaveText(/^14:(0\d|10)$/);
  await expect(page.getByTestId('clock-computer-time')).toHaveText(before!);

  await page.clock.fastForward('15:00');
  await expect(page.getByTestId('result')).toHaveText('The computer won');
  await expect(page.getByTestId('result-reason')).toHaveText('Game lost on time: your time ran out.');
  const row = page.getByTestId('history').locator('tbody tr').first();
  await expect(row).toContainText('on time');
});
