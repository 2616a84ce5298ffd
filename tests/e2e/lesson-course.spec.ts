import { expect, type Page, test } from '@playwright/test';

const step = (page: Page, id: string) => page.locator(`[data-step="${id}"]`);
const square = (page: Page, id: string, n: number) => step(page, id).locator(`[data-square="${n}"]`);
const ready = async (page: Page, id: string) => {
  await step(page, id).scrollIntoViewIfNeeded();
  await expect(step(page, id).locator('[data-exercise]')).toHaveAttribute('data-ready', 'true');
  await expect(step(page, id).locator('[data-exercise]')).toHaveAttribute('data-state', /"?waiting"?/);
};
const clickSquares = async (page: Page, id: string, squares: number[]) => {
  await ready(page, id);
  for (const n of squares) await square(page, id, n).click();
};
const solved = (page: Page, id: string) =>
  expect(step(page, id).locator('[data-exercise]')).toHaveAttribute('data-state', '"solved"');

const cases = [
  {
    lang: 'it',
    url: '/it/lezioni/dama-italiana/la-presa-e-obbligatoria/',
    course: '/it/lezioni/dama-italiana/',
    home: '/it/',
    mustCapture: /Devi mangiare/i,
    why: 'La 10 può aspettare. Quando c’è una presa, devi farla.',
    soffio: 'No: il soffio è stato abolito nel 1934.',
    wrongSoffio: 'Sì, ma solo se te ne accorgi subito.',
    done: /Lezione completata/,
    continueText: /Continua/,
  },
  {
    lang: 'en',
    url: '/en/lessons/italian/capturing-is-compulsory/',
    course: '/en/lessons/italian/',
    home: '/en/',
    mustCapture: /must capture/i,
    why: 'The man on 10 can wait. When there is a capture, you must make it.',
    soffio: 'No: the soffio was abolished in 1934.',
    wrongSoffio: 'Yes, but only if you notice straight away.',
    done: /Lesson complete/,
    continueText: /Continue/,
  },
] as const;

for (const c of cases) {
  test.describe(`lesson I4, capturing is compulsory (${c.lang})`, () => {
    test('a learner completes it, with a wrong attempt explained, and the progress is kept', {
      // The lesson's taps and layout on the phone once, in Italian; the English words on the desktop.
      tag: c.lang === 'it' ? '@phone' : [],
    }, async ({ page }) => {
      // Every step of a lesson, one after the other: longer than the default time on a loaded machine.
      test.slow();
      await page.goto(c.url);

      // 1. A quiet move while a capture is due: refused with the engine's reason and the lesson's own line.
      await clickSquares(page, 'capture-first', [10, 6]);
      const feedback = step(page, 'capture-first').getByTestId('exercise-feedback');
      await expect(feedback).toContainText(c.mustCapture);
      await expect(feedback).toContainText(c.why);
      await square(page, 'capture-first', 27).click();
      await square(page, 'capture-first', 20).click();
      await solved(page, 'capture-first');
      // One mistake: two stars out of three.
      await expect(step(page, 'capture-first').getByTestId('exercise-stars')).toHaveAttribute(
        'data-stars',
        '2',
      );

      await clickSquares(page, 'who-must-capture', [22, 24]);
      await solved(page, 'who-must-capture');

      // A line: the learner captures, the opponent's scripted reply is played on the board.
      await clickSquares(page, 'capture-anyway', [22, 13]);
      await solved(page, 'capture-anyway');
      await expect(square(page, 'capture-anyway', 18)).toHaveAttribute('aria-label', /(nera|black)/);

      await clickSquares(page, 'safe-capture', [22, 15]);
      await solved(page, 'safe-capture');
      await expect(step(page, 'safe-capture').getByTestId('exercise-stars')).toHaveAttribute(
        'data-stars',
        '3',
      );

      await clickSquares(page, 'which-man', [14, 5]);
      await solved(page, 'which-man');

      await ready(page, 'soffio');
      await step(page, 'soffio').getByRole('button', { name: c.wrongSoffio }).click();
      await expect(step(page, 'soffio').getByRole('button', { name: c.wrongSoffio })).toBeDisabled();
      await step(page, 'soffio').getByRole('button', { name: c.soffio }).click();
      await solved(page, 'soffio');

      await clickSquares(page, 'review-landing', [22, 13]);
      await solved(page, 'review-landing');

      // The progress at the end of the lesson hydrates when it comes into view.
      await page.getByTestId('lesson-progress').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('lesson-progress')).toContainText(c.done);
      await expect(page.getByTestId('lesson-progress')).toHaveAttribute('data-solved', '7');

      // Progress survives a reload…
      await page.reload();
      await page.getByTestId('lesson-progress').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('lesson-progress')).toHaveAttribute('data-solved', '7');
      // …shows on the course page, with the stars of each step added up (2 + 3 × 6 = 20 at best)…
      await page.goto(c.course);
      const card = page.locator('[data-lesson="i-compulsory-capture"]');
      await expect(card.getByTestId('lesson-stars')).toHaveAttribute('data-stars', /^(1\d|20)$/);
      await expect(card).toHaveClass(/is-done/);
      // …and the home page offers to go on.
      await page.goto(c.home);
      await expect(page.getByTestId('continue')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('continue')).toContainText(c.continueText);
    });
  });
}

test('a wrong but legal move is shown, explained and taken back', async ({ page }) => {
  await page.goto('/en/lessons/italian/capturing-is-compulsory/');
  await clickSquares(page, 'safe-capture', [22, 13]);
  await expect(step(page, 'safe-capture').getByTestId('exercise-feedback')).toContainText('9x18');
  // Taken back: the man is on 22 again and the learner may try again.
  await expect(square(page, 'safe-capture', 22)).toHaveAttribute('aria-label', /white man/);
  await expect(step(page, 'safe-capture').locator('[data-exercise]')).toHaveAttribute(
    'data-state',
    '"waiting"',
  );
  await clickSquares(page, 'safe-capture', [22, 15]);
  await solved(page, 'safe-capture');
});

test('a lesson works with the keyboard alone', async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'keyboard');
  await page.goto('/en/lessons/italian/how-to-capture/');
  await ready(page, 'first-capture');
  const keysHint = step(page, 'first-capture').getByText(/With the keyboard/);
  await expect(keysHint).toBeHidden();
  // Tab into the exercise's board: the keyboard help appears.
  const inBoard = () =>
    page.evaluate(() => !!document.activeElement?.closest('[data-step="first-capture"] [data-board]'));
  for (let i = 0; i < 40 && !(await inBoard()); i++) await page.keyboard.press('Tab');
  expect(await inBoard()).toBe(true);
  await expect(keysHint).toBeVisible();
  // The board's cursor on 22 (its roving focus), Enter; then on 13, Enter.
  await square(page, 'first-capture', 22).focus();
  await page.keyboard.press('Enter');
  await square(page, 'first-capture', 13).focus();
  await page.keyboard.press('Enter');
  await solved(page, 'first-capture');
});

test('corrupted saved progress is reset with a notice, and the course still works', async ({ page }) => {
  await page.goto('/it/lezioni/dama-italiana/');
  // The map reads the progress once hydrated: corrupt it only after that, or this page would find it first.
  await expect(page.getByTestId('course-map')).toHaveAttribute('data-ready', 'true');
  await page.evaluate(() => localStorage.setItem('damiera:progress', '{"v":1,"data":{"lessons":7}'));
  await page.reload();
  const notice = page.locator('#storage-notices [data-notice="progress"]');
  await expect(notice).toBeVisible();
  await expect(page.getByTestId('course-map')).toBeVisible();
  await expect(page.locator('[data-lesson="i1-board"]').getByTestId('lesson-stars')).toHaveAttribute(
    'data-stars',
    '0',
  );
  await page.getByRole('link', { name: 'Come si mangia' }).click();
  await clickSquares(page, 'first-capture', [22, 13]);
  await solved(page, 'first-capture');
});

test('a man crowned by a capture: the lesson says the capture ends there (IT-8)', async ({ page }) => {
  await page.goto('/it/lezioni/dama-italiana/damatura-e-dama/');
  await clickSquares(page, 'crowned-stops', [11, 2]);
  await solved(page, 'crowned-stops');
  await expect(step(page, 'crowned-stops').getByTestId('exercise-feedback')).toContainText(
    'la presa finisce lì',
  );
});
