/**
 * The review of lesson steps (/it/ripasso/, /en/review/, issue 21 item 4): a step missed in a lesson is not
 * due the same day, is due the next (the clock moved with page.clock), is counted on the home and course
 * pages, survives a reload and a language switch, and once solved goes further out. A corrupted review
 * record is reset with its own notice, and the progress and the puzzles are kept.
 */
import { expect, type Page, test } from '@playwright/test';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-12-03T09:00:00Z').getTime();

const cases = [
  {
    lang: 'it',
    other: 'en',
    lesson: '/it/lezioni/dama-italiana/come-si-mangia/',
    course: '/it/lezioni/dama-italiana/',
    home: '/it/',
    review: '/it/ripasso/',
    otherReview: '/en/review/',
    empty: 'Oggi non hai niente da ripassare.',
    due: 'Da ripassare: 1 esercizio',
    count: 'Esercizio 1 di 1',
    back: /Lo rivedrai fra \d+ giorni\./,
    done: 'Ripasso finito: hai rivisto 1 esercizio.',
    otherCount: 'Exercise 1 of 1',
  },
  {
    lang: 'en',
    other: 'it',
    lesson: '/en/lessons/italian/how-to-capture/',
    course: '/en/lessons/italian/',
    home: '/en/',
    review: '/en/review/',
    otherReview: '/it/ripasso/',
    empty: 'Nothing to review today.',
    due: 'To review: 1 exercise',
    count: 'Exercise 1 of 1',
    back: /You will see it again in \d+ days\./,
    done: 'Review done: you went over 1 exercise.',
    otherCount: 'Esercizio 1 di 1',
  },
];

const board = (page: Page) => page.locator('[data-exercise="first-capture"]');
const tap = async (page: Page, squares: number[]) => {
  await board(page).scrollIntoViewIfNeeded();
  await expect(board(page)).toHaveAttribute('data-ready', 'true');
  await expect(board(page)).toHaveAttribute('data-state', '"waiting"');
  for (const n of squares) await board(page).locator(`[data-square="${n}"]`).click();
};
const saved = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('damiera:revision') ?? 'null')?.data?.items ?? {});

for (const c of cases) {
  test(`${c.lang}: a missed step is due the next day, counted, kept over a reload and a language switch @phone`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(T0);
    await page.goto(c.lesson);
    // 22-19 while a capture is on: refused, a mistake. Then the capture.
    await tap(page, [22, 19]);
    await expect(board(page).getByTestId('exercise-feedback')).not.toBeEmpty();
    await tap(page, [22, 13]);
    await expect(board(page)).toHaveAttribute('data-state', '"solved"');
    await expect.poll(async () => Object.keys(await saved(page))).toEqual(['i3-capture/first-capture']);
    const due = (await saved(page))['i3-capture/first-capture'].card.due;
    expect(due).toBe(new Date(T0 + DAY).toISOString());

    // The same day: nothing to review yet, and the next review is named.
    await page.goto(c.review);
    const island = page.locator('.revision');
    await expect(island).toHaveAttribute('data-ready', 'true');
    await expect(island).toHaveAttribute('data-state', 'empty');
    await expect(page.getByTestId('revision-end')).toContainText(c.empty);
    await expect(page.getByTestId('revision-next')).toBeVisible();
    await page.goto(c.home);
    await expect(page.getByTestId('continue')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('revision-due')).toHaveCount(0);

    // The next day: counted on the home page and the course page.
    await page.clock.setFixedTime(T0 + DAY);
    await page.reload();
    await expect(page.getByTestId('revision-due')).toHaveText(c.due);
    await page.goto(c.course);
    await expect(page.getByTestId('course-map')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('revision-due')).toHaveText(c.due);
    await page.getByTestId('revision-due').click();
    await expect(page).toHaveURL(new RegExp(`${c.review}$`));

    // On the review page, over a reload and in the other language.
    await expect(island).toHaveAttribute('data-state', 'reviewing');
    await expect(page.getByTestId('revision-count')).toHaveText(c.count);
    await page.reload();
    await expect(island).toHaveAttribute('data-state', 'reviewing');
    await page.locator(`[data-lang-switch="${c.other}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${c.otherReview}$`));
    await expect(page.getByTestId('revision-count')).toHaveText(c.otherCount);
    await page.goBack();
    await expect(page.getByTestId('revision-count')).toHaveText(c.count);

    // Solved on its own: further out, and the review is done.
    await tap(page, [22, 13]);
    await expect(island).toHaveAttribute('data-state', 'answered');
    await expect(page.getByTestId('revision-back')).toHaveText(c.back);
    const after = (await saved(page))['i3-capture/first-capture'].card.due;
    expect(Date.parse(after)).toBeGreaterThan(T0 + 2 * DAY);
    await page.getByTestId('revision-next-step').click();
    await expect(island).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('revision-end')).toContainText(c.done);
    await page.goto(c.home);
    await expect(page.getByTestId('continue')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('revision-due')).toHaveCount(0);
  });
}

test('a step solved with a hint is scheduled too', async ({ page }) => {
  await page.clock.setFixedTime(T0);
  await page.goto(cases[1].lesson);
  await board(page).scrollIntoViewIfNeeded();
  await expect(board(page)).toHaveAttribute('data-ready', 'true');
  await board(page).getByTestId('exercise-help').click();
  await tap(page, [22, 13]);
  await expect(board(page)).toHaveAttribute('data-state', '"solved"');
  await expect.poll(async () => Object.keys(await saved(page))).toEqual(['i3-capture/first-capture']);
  const due = Date.parse((await saved(page))['i3-capture/first-capture'].card.due);
  expect(due).toBeGreaterThanOrEqual(T0 + DAY);
});

test('a corrupted review record: the notice, and the progress and the puzzles are kept @phone', async ({
  page,
}) => {
  const progress = JSON.stringify({
    v: 1,
    data: {
      lessons: {
        'i1-board': { 'tap-squares': { stars: 3, solvedAt: '2026-12-01T10:00:00.000Z', attempts: 1 } },
      },
      lastLesson: null,
    },
  });
  const puzzles = JSON.stringify({
    v: 1,
    data: { rating: { r: 1500, rd: 350, vol: 0.06 }, history: [], seen: {}, cards: {}, bestStreak: 4 },
  });
  await page.goto('/it/lezioni/dama-italiana/');
  await expect(page.getByTestId('course-map')).toHaveAttribute('data-ready', 'true');
  await page.evaluate(
    ([p, z]) => {
      localStorage.setItem('damiera:progress', p);
      localStorage.setItem('damiera:puzzles', z);
      localStorage.setItem('damiera:revision', '{"v":1,"data":{"items":{"i3/s1":{"v":"italian"}}}');
    },
    [progress, puzzles],
  );
  await page.reload();
  await expect(page.locator('#storage-notices [data-notice="revision"]')).toBeVisible();
  await expect(page.locator('#storage-notices [data-notice="revision"]')).toContainText('ripasso');
  await expect(page.locator('#storage-notices [data-notice="progress"]')).toBeHidden();
  await expect(page.locator('[data-lesson="i1-board"]').getByTestId('lesson-stars')).toHaveAttribute(
    'data-stars',
    '3',
  );
  expect(await page.evaluate(() => localStorage.getItem('damiera:progress'))).toBe(progress);
  expect(await page.evaluate(() => localStorage.getItem('damiera:puzzles'))).toBe(puzzles);
  expect(await page.evaluate(() => localStorage.getItem('damiera:revision'))).toBeNull();
  // The review page works on: nothing due.
  await page.goto('/it/ripasso/');
  await expect(page.locator('.revision')).toHaveAttribute('data-state', 'empty');
});
