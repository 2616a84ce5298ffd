/**
 * What the referees of issue 18 met, as a user meets it, on the desktop and on a 360-px phone (the two
 * Playwright projects), in both languages where words are involved:
 * - a tampered trainer address (`?mode=streak%22`) no longer stops the page: the bad part is ignored with the
 *   usual notice, and the filters say how many puzzles they select;
 * - progress saved by a newer version of the site is never written over by an older page, and the notice says so;
 * - with localStorage full, a solved step and a solved puzzle still show their results, and the page says once
 *   that progress can't be saved right now;
 * - a tampered search query is cut before it is echoed.
 * The taps made before a board is live are in pre-hydration.spec.ts; the offline trainer in offline.spec.ts.
 */

import { expect, type Page, test } from '@playwright/test';
import { trainerPuzzles } from './puzzle-feed';

const trainerCases = [
  { path: '/en/puzzles/?mode=streak%22', badLink: 'Part of the link was not valid and was ignored.' },
  { path: '/en/puzzles/?mode=%22', badLink: 'Part of the link was not valid and was ignored.' },
  { path: '/en/puzzles/?mode=a%0Ab', badLink: 'Part of the link was not valid and was ignored.' },
  {
    path: '/it/problemi/?mode=x%22y',
    badLink: 'Una parte del link non era valida ed è stata ignorata.',
  },
] as const;

test.describe('a tampered trainer address', () => {
  for (const c of trainerCases) {
    test(`${c.path} opens the trainer with the notice`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(c.path);
      await expect(page.getByTestId('trainer')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('trainer-notice')).toHaveText(c.badLink);
      await expect(page.locator('[data-puzzle]')).toHaveCount(1);
      // The address is written back without the bad part, and the filters show practice.
      await expect(page).not.toHaveURL(/mode=/);
      await expect(page.getByTestId('mode-practice')).toBeChecked();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the filters say how many puzzles they select', () => {
  for (const c of [
    { base: '/en/puzzles/', text: /^Puzzles with these filters: (\d+)\.$/ },
    { base: '/it/problemi/', text: /^Problemi con questi filtri: (\d+)\.$/ },
  ]) {
    test(c.base, async ({ page }) => {
      const feed = await trainerPuzzles(page.request, c.base);
      const count = (theme?: string) =>
        feed.filter((p) => p.variant === 'italian' && (!theme || p.theme === theme)).length;
      await page.goto(c.base);
      await expect(page.getByTestId('trainer')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('filter-count')).toHaveText(c.text);
      await expect(page.getByTestId('filter-count')).toContainText(String(count()));
      await page.getByTestId('filter-theme').selectOption('criterion-2');
      await expect(page).toHaveURL(/theme=criterion-2/);
      await expect(page.getByTestId('trainer')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('filter-count')).toContainText(String(count('criterion-2')));
    });
  }

  test('a new visitor starts on the easiest puzzles, not criterion 4 at 1500', async ({ page }) => {
    await page.goto('/en/puzzles/');
    await expect(page.getByTestId('trainer')).toHaveAttribute('data-ready', 'true');
    const italian = (await trainerPuzzles(page.request, '/en/puzzles/')).filter(
      (p) => p.variant === 'italian',
    );
    // First steps first, when the game has some.
    const steps = italian.filter((p) => p.tier === 'first-steps');
    const easiest = Math.min(...(steps.length > 0 ? steps : italian).map((p) => p.rating));
    const id = await page.locator('[data-puzzle]').getAttribute('data-puzzle');
    expect(italian.find((p) => p.id === id)?.rating).toBe(easiest);
  });
});

/** Saved data of a version far beyond this site's, as a newer tab of the site would write it. */
const NEWER = JSON.stringify({ v: 99, data: { lessons: { 'italian/x': 'something new' }, more: [1, 2] } });

test.describe('a record saved by a newer version', () => {
  for (const c of [
    {
      lang: 'en',
      lesson: '/en/lessons/italian/how-to-capture/',
      play: '/en/play/',
      progress: /Your progress was saved by a newer version of Damiera/,
      game: /Your games were saved by a newer version of Damiera/,
      settings: /Your settings were saved by a newer version of Damiera/,
    },
    {
      lang: 'it',
      lesson: '/it/lezioni/dama-italiana/come-si-mangia/',
      play: '/it/gioca/',
      progress: /I tuoi progressi sono stati salvati da una versione più recente di Damiera/,
      game: /Le tue partite sono state salvate da una versione più recente di Damiera/,
      settings: /Le tue impostazioni sono state salvate da una versione più recente di Damiera/,
    },
  ]) {
    test(`is left untouched by a lesson and the play page, and the notice says why (${c.lang})`, async ({
      page,
    }) => {
      await page.addInitScript((text) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('damiera:progress', text);
          localStorage.setItem('damiera:play', text);
          localStorage.setItem('damiera:play-game', text);
          sessionStorage.setItem('seeded', '1');
        }
      }, NEWER);
      await page.goto(c.lesson);
      const exercise = page.locator('[data-exercise]').first();
      await exercise.scrollIntoViewIfNeeded();
      await expect(exercise).toHaveAttribute('data-ready', 'true');
      // Solving a step: its stars show, but the newer record stays as it was.
      const step = page.locator('[data-step="first-capture"]');
      await step.locator('[data-square="22"]').click();
      await step.locator('[data-square="13"]').click();
      await expect(step.locator('[data-exercise]')).toHaveAttribute('data-state', '"solved"');
      await expect(step.getByTestId('exercise-stars')).toHaveAttribute('data-stars', '3');
      const notice = page.locator('[data-notice="newer-progress"]');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(c.progress);
      await expect(page.locator('[data-notice="progress"]')).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('damiera:progress'))).toBe(NEWER);

      await page.goto(c.play);
      await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
      await expect(page.locator('[data-notice="newer-settings"]')).toContainText(c.settings);
      await expect(page.locator('[data-notice="newer-game"]')).toContainText(c.game);
      // A new game started here stays in memory: both records are as the newer version left them.
      await page.locator('[data-action="start"]').click();
      await expect(page.locator('.play')).toHaveAttribute('data-state', /player|computer/);
      expect(await page.evaluate(() => localStorage.getItem('damiera:play'))).toBe(NEWER);
      expect(await page.evaluate(() => localStorage.getItem('damiera:play-game'))).toBe(NEWER);
      expect(await page.evaluate(() => localStorage.getItem('damiera:progress'))).toBe(NEWER);
    });
  }
});

/** Fills the page's localStorage to the last character it takes (a quota error after that). */
async function fillStorage(page: Page) {
  await page.evaluate(() => {
    let chunk = 1 << 20;
    let n = 0;
    while (chunk >= 1) {
      try {
        localStorage.setItem(`fill-${n}`, 'x'.repeat(chunk));
        n++;
      } catch {
        chunk = Math.floor(chunk / 2);
      }
    }
  });
}

test.describe('a full storage', () => {
  // A lesson and a puzzle, each loaded and solved: longer than one page's test.
  test.setTimeout(90_000);
  for (const c of [
    {
      lang: 'en',
      lesson: '/en/lessons/italian/how-to-capture/',
      puzzles: '/en/puzzles/',
      unsaved: /Your progress can’t be saved in this browser right now/,
    },
    {
      lang: 'it',
      lesson: '/it/lezioni/dama-italiana/come-si-mangia/',
      puzzles: '/it/problemi/',
      unsaved: /In questo momento i tuoi progressi non si possono salvare in questo browser/,
    },
  ]) {
    test(`keeps results for the visit and says once that they can't be saved (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(c.lesson);
      const step = page.locator('[data-step="first-capture"]');
      await step.scrollIntoViewIfNeeded();
      await expect(step.locator('[data-exercise]')).toHaveAttribute('data-ready', 'true');
      await fillStorage(page);
      const before = await page.evaluate(() => localStorage.getItem('damiera:progress'));
      const notice = page.locator('[data-notice="unsaved"]');

      await step.locator('[data-square="22"]').click();
      await step.locator('[data-square="13"]').click();
      await expect(step.locator('[data-exercise]')).toHaveAttribute('data-state', '"solved"');
      await expect(step.getByTestId('exercise-stars')).toHaveAttribute('data-stars', '3');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(c.unsaved);
      // Nothing was written, but the page goes on with the result: the lesson's count includes it.
      expect(await page.evaluate(() => localStorage.getItem('damiera:progress'))).toBe(before);
      const progress = page.getByTestId('lesson-progress');
      await progress.scrollIntoViewIfNeeded();
      await expect(progress).toHaveAttribute('data-solved', '1');
      // Once per page: dismissed, it does not come back with the next result that can't be saved.
      await notice.getByRole('button').click();
      await expect(notice).toBeHidden();
      const next = page.locator('[data-step="forward-only"]');
      await next.scrollIntoViewIfNeeded();
      await expect(next.locator('[data-exercise]')).toHaveAttribute('data-ready', 'true');
      await next.locator('[data-square="24"]').click();
      await next.locator('[data-square="15"]').click();
      await expect(next.locator('[data-exercise]')).toHaveAttribute('data-state', '"solved"');
      await expect(progress).toHaveAttribute('data-solved', '2');
      await expect(notice).toBeHidden();

      // A puzzle: the rating moves on the page, and the notice says it again on this new page.
      await page.goto(`${c.puzzles}?id=it-c2-rules-0001`);
      await expect(page.getByTestId('trainer')).toHaveAttribute('data-ready', 'true');
      const puzzle = page.locator('[data-puzzle="it-c2-rules-0001"]');
      await expect(puzzle).toHaveAttribute('data-exercise-state', '"waiting"');
      await puzzle.locator('[data-square="14"]').click();
      await puzzle.locator('[data-square="21"]').click();
      await expect(puzzle).toHaveAttribute('data-state', '"solved"');
      await expect(page.getByTestId('rating-change')).toHaveText(/^\+\d+$/);
      await expect(page.getByTestId('rating')).not.toHaveText('1500');
      await expect(page.locator('[data-notice="unsaved"]')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('damiera:puzzles'))).toBeNull();
    });
  }
});

test('a tampered 10 KB search query is cut before it is echoed', async ({ page }) => {
  // As long as the preview server takes (a 100 KB address is refused before the page); the cut is the same.
  const q = `corner${'a'.repeat(10_000)}`;
  await page.goto(`/en/search/?q=${q}`);
  const input = page.locator('pagefind-input input');
  await expect(input).toHaveValue(/^cornera+$/);
  const value = await input.inputValue();
  expect(value.length).toBeLessThanOrEqual(100);
  expect(value.startsWith('corner')).toBe(true);
  // The results' summary echoes the query: the cut one, never the 10 KB.
  const summary = page.locator('pagefind-summary');
  await expect(summary).toContainText('corneraaa');
  expect((await summary.textContent()) ?? '').not.toContain('a'.repeat(150));
  expect((await page.locator('main').textContent()) ?? '').not.toContain('a'.repeat(150));
});
