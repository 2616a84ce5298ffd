/**
 * One International lesson (N2) and one English lesson (E2) completed as a learner, in each language, each
 * with a wrong attempt and its explanation (issue 9). Desktop and 360-px phone (the two projects).
 */
import { expect, type Page, test } from '@playwright/test';
import { clickSquares, exercise, feedback, ready, square, stepData } from './lesson-steps';

/** The lesson's own line for a refusal code, as the lesson file has it (the words change; the test follows). */
const lessonWhy = (folder: string, stepId: string, lang: 'it' | 'en', code: string): string => {
  const line = stepData(folder, stepId).text[lang].why?.[code];
  if (!line) throw new Error(`${folder}: step ${stepId} has no ${lang} line for ${code}`);
  return line;
};
const N2 = 'international/03-men-capture-backwards';
const solved = (page: Page, id: string) =>
  expect(exercise(page, id)).toHaveAttribute('data-state', '"solved"');
const finish = async (page: Page, steps: number) => {
  const progress = page.getByTestId('lesson-progress');
  await progress.scrollIntoViewIfNeeded();
  await expect(progress).toHaveAttribute('data-solved', String(steps));
};

const international = [
  {
    lang: 'it',
    url: '/it/lezioni/dama-internazionale/la-pedina-mangia-indietro/',
    mustCapture: /mangiare/i,
    why: lessonWhy(N2, 'backward-capture', 'it', 'must-capture'),
  },
  {
    lang: 'en',
    url: '/en/lessons/international/men-capture-backwards/',
    mustCapture: /capture/i,
    why: lessonWhy(N2, 'backward-capture', 'en', 'must-capture'),
  },
] as const;

for (const c of international) {
  test(`International lesson N2 (${c.lang}): men capture backwards, completed with a refused move`, async ({
    page,
  }) => {
    // A whole lesson, step after step: longer than the default time on a loaded machine.
    test.slow();
    await page.goto(c.url);
    // The Italian habit: a man never captures backwards, so the learner moves on. The board refuses.
    await clickSquares(page, 'backward-capture', [28, 23]);
    await expect(feedback(page, 'backward-capture')).toContainText(c.mustCapture);
    await expect(feedback(page, 'backward-capture')).toContainText(c.why);
    await square(page, 'backward-capture', 28).click();
    await square(page, 'backward-capture', 39).click();
    await solved(page, 'backward-capture');

    await clickSquares(page, 'takes-king', [32, 23]);
    await solved(page, 'takes-king');
    await clickSquares(page, 'who-can-capture', [24, 28]);
    await solved(page, 'who-can-capture');
    // Three pieces in a zigzag, one tap on the final square.
    await clickSquares(page, 'zigzag', [32, 43]);
    await solved(page, 'zigzag');
    await clickSquares(page, 'safe-move', [22, 17]);
    await solved(page, 'safe-move');
    await clickSquares(page, 'review-numbers', [1, 50]);
    await solved(page, 'review-numbers');
    await finish(page, 6);
  });
}

const E1 = 'english/01-board';

test('English lesson E1, as an English beginner: the board learnt with mistakes on the way', {
  tag: '@phone',
}, async ({ page }) => {
  // Every step of a lesson, one after the other: longer than the default time on a loaded machine.
  test.slow();
  await page.goto('/en/lessons/english/the-board/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A checkers word says what it means in checkers, not in Italian draughts.
  await expect(page.locator('main a[data-term="cantone"]')).toHaveAttribute('title', /squares 4 and 29/);

  // A tempting wrong square gets the lesson's own line: 5 is where an Italian-style count would start.
  const tap = stepData(E1, 'tap-squares').text.en;
  await clickSquares(page, 'tap-squares', [5]);
  await expect(feedback(page, 'tap-squares')).toContainText(tap.taps?.['5'] as string);
  await clickSquares(page, 'tap-squares', [1, 4, 29, 32]);
  await solved(page, 'tap-squares');

  // A wrong option names the misconception, then the right one.
  const which = stepData(E1, 'which-number').text.en;
  const option = (text: string) =>
    exercise(page, 'which-number')
      .getByTestId('exercise-option')
      .filter({ hasText: new RegExp(`^${text}$`) });
  await ready(page, 'which-number');
  await option('12').click();
  await expect(feedback(page, 'which-number')).toHaveText(which.options?.[1].why as string);
  await option('13').click();
  await solved(page, 'which-number');

  await clickSquares(page, 'single-corners', [4, 29]);
  await solved(page, 'single-corners');
  await clickSquares(page, 'double-corner', [1, 5]);
  await solved(page, 'double-corner');
  await ready(page, 'turn-the-board');
  await exercise(page, 'turn-the-board')
    .getByTestId('exercise-option')
    .filter({ hasText: 'quarter turn' })
    .click();
  await solved(page, 'turn-the-board');
  await clickSquares(page, 'long-diagonal', [4, 8, 11, 15, 18, 22, 25, 29]);
  await solved(page, 'long-diagonal');

  // White's man does not move first: refused with the engine's reason and the lesson's line.
  await clickSquares(page, 'first-move', [22, 18]);
  await expect(feedback(page, 'first-move')).toContainText(
    lessonWhy(E1, 'first-move', 'en', 'not-your-piece'),
  );
  await square(page, 'first-move', 11).click();
  await square(page, 'first-move', 15).click();
  await solved(page, 'first-move');
  await finish(page, 7);
  // The lesson points to the next one of the checkers course.
  await expect(page.getByRole('link', { name: /Next lesson: How a man moves/ })).toBeVisible();
});

const english = [
  { lang: 'it', url: '/it/lezioni/dama-inglese/se-conosci-la-dama-italiana/', mustCapture: /mangiare/i },
  { lang: 'en', url: '/en/lessons/english/coming-from-italian-draughts/', mustCapture: /capture/i },
] as const;

for (const c of english) {
  test(`English lesson E15 (${c.lang}): coming from Italian draughts, with two wrong attempts`, async ({
    page,
  }) => {
    // A whole lesson, step after step: longer than the default time on a loaded machine.
    test.slow();
    await page.goto(c.url);
    await clickSquares(page, 'man-takes-king', [9, 13]);
    await expect(feedback(page, 'man-takes-king')).toContainText(c.mustCapture);
    await square(page, 'man-takes-king', 9).click();
    await square(page, 'man-takes-king', 18).click();
    await solved(page, 'man-takes-king');

    await clickSquares(page, 'who-may-capture', [9, 11, 28]);
    await solved(page, 'who-may-capture');
    await clickSquares(page, 'finish-it', [9, 18]);
    await solved(page, 'finish-it');

    // Taking the most is legal but loses three men: shown, explained, taken back.
    await clickSquares(page, 'fewer-is-better', [12, 26]);
    await expect(feedback(page, 'fewer-is-better')).toContainText('30x7');
    await clickSquares(page, 'fewer-is-better', [18, 27]);
    await solved(page, 'fewer-is-better');

    await expect(page.getByTestId('lesson-progress')).toBeVisible();
  });
}
