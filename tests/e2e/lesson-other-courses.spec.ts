/**
 * One International lesson (N2) and one English lesson (E2) completed as a learner, in each language, each
 * with a wrong attempt and its explanation (issue 9). Desktop and 360-px phone (the two projects).
 */
import { expect, type Page, test } from '@playwright/test';
import { clickSquares, exercise, feedback, square, stepData } from './lesson-steps';

/** The lesson's own line for a refusal code, as the lesson file has it (the words change; the test follows). */
const lessonWhy = (folder: string, stepId: string, lang: 'it' | 'en', code: string): string => {
  const line = stepData(folder, stepId).text[lang].why?.[code];
  if (!line) throw new Error(`${folder}: step ${stepId} has no ${lang} line for ${code}`);
  return line;
};
const N2 = 'international/02-men-capture-backwards';
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

const english = [
  { lang: 'it', url: '/it/lezioni/dama-inglese/prese-libere/', mustCapture: /mangiare/i },
  { lang: 'en', url: '/en/lessons/english/free-choice-of-capture/', mustCapture: /capture/i },
] as const;

for (const c of english) {
  test(`English lesson E2 (${c.lang}): free choice of capture, completed with two wrong attempts`, async ({
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

    // The king goes round and lands on its own starting square: enter the way square by square.
    await clickSquares(page, 'king-round-trip', [10, 17, 26, 19, 10]);
    await solved(page, 'king-round-trip');
    await clickSquares(page, 'review-numbers', [1, 32]);
    await solved(page, 'review-numbers');
    await finish(page, 6);
  });
}
