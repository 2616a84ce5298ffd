/**
 * A lesson's `endgame` step (issue 21 item 6), played as a learner in both languages, on the desktop and the
 * phone: lesson I14's two kings against one, with 32 moves each already on the 40-move count. The defender
 * plays from the endgame databases the worker fetches when the step is reached; its replies are the tables'
 * longest losses, so the lines below are fixed. One walk wins, more slowly than the fastest (the end line
 * names both), one loses to the count at the first move and starts again.
 */
import { expect, type Page, test } from '@playwright/test';
import { courseEndgameEn } from '../../src/i18n/course-endgame-en';
import { courseEndgameIt } from '../../src/i18n/course-endgame-it';
import { exercise, ready, square, step, stepData } from './lesson-steps';

const ID = 'win-before-the-count';

const cases = [
  { lang: 'it', url: '/it/lezioni/dama-italiana/la-patta/', s: courseEndgameIt },
  { lang: 'en', url: '/en/lessons/italian/draws/', s: courseEndgameEn },
] as const;

const fill = (text: string, params: Record<string, number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]));

/**
 * The learner's move by its squares; then, unless it ends the step, the defender's reply: the board shows
 * `fen` (the learner to move again) and takes input.
 */
async function move(page: Page, from: number, to: number, fen?: string) {
  await ready(page, ID);
  await square(page, ID, from).click();
  await square(page, ID, to).click();
  if (fen === undefined) return;
  await expect(exercise(page, ID)).toHaveAttribute('data-fen', fen);
  await ready(page, ID);
}

const tally = (page: Page) => step(page, ID).getByTestId('endgame-count').locator('.dmr-endgame__tally');

for (const c of cases) {
  test.describe(`lesson endgame step (${c.lang})`, () => {
    test('won against the defender in 8 moves, the fastest in 5: the end line and the stars', {
      tag: '@phone',
    }, async ({ page }) => {
      // Eight moves, each with the defender's reply after its pause and the tables' next turn from the worker.
      test.slow();
      await page.goto(c.url);
      await ready(page, ID);
      // The count is shown: 32 of 40, and the moves left to win.
      await expect(tally(page)).toHaveText(fill(c.s['endgame.count'], { done: 32, limit: 40 }));
      await expect(step(page, ID).getByTestId('exercise-status')).toContainText(
        fill(c.s['endgame.left'], { n: 8 }),
      );
      // A first move slower than the fastest still fits the count: told so, and the game goes on.
      await move(page, 19, 14, 'W:WK14,K21:BK25');
      await expect(step(page, ID).getByTestId('exercise-feedback')).toHaveText(c.s['endgame.slower']);
      await expect(tally(page)).toHaveText(fill(c.s['endgame.count'], { done: 33, limit: 40 }));
      // Then the fastest way: the corner taken, shut behind the king, the king trapped on the edge.
      await move(page, 14, 18, 'W:WK18,K21:BK29');
      await move(page, 21, 25, 'W:WK18,K25:BK26');
      await move(page, 25, 29, 'W:WK18,K29:BK30');
      await move(page, 18, 14, 'W:WK14,K29:BK27');
      await move(page, 14, 19, 'W:WK19,K29:BK30');
      await move(page, 19, 23, 'W:WK23,K29:BK26');
      await expect(step(page, ID).getByTestId('exercise-status')).toContainText(c.s['endgame.left.one']);
      await move(page, 29, 22);
      await expect(exercise(page, ID)).toHaveAttribute('data-state', '"solved"');
      await expect(exercise(page, ID)).toHaveAttribute('data-outcome', 'won');
      await expect(step(page, ID).getByTestId('exercise-feedback')).toHaveText(
        fill(c.s['endgame.won'], { n: 8, m: 5 }),
      );
      await expect(step(page, ID).getByTestId('exercise-stars')).toHaveAttribute('data-stars', '1');
      await expect(step(page, ID).getByTestId('endgame-count')).toHaveCount(0);
      await expect(step(page, ID).getByTestId('endgame-count')).toHaveCount(0);
      await expect(
        step(page, ID).getByText(stepData('italian/14-draws', ID).text[c.lang].success as string),
      ).toBeVisible();
    });

    test('lost to the count: a move too slow ends the step, says why, and the step starts again', {
      tag: '@phone',
    }, async ({ page }) => {
      await page.goto(c.url);
      // 21-17 still wins on the board, but in 9 more moves, and the count leaves 7.
      await move(page, 21, 17);
      await expect(exercise(page, ID)).toHaveAttribute('data-state', '"over"');
      await expect(exercise(page, ID)).toHaveAttribute('data-outcome', 'short');
      // The count as the learner has it: one of its eight moves played, seven left.
      await expect(tally(page)).toHaveText(fill(c.s['endgame.count'], { done: 33, limit: 40 }));
      await expect(step(page, ID).getByTestId('exercise-feedback')).toHaveText(
        `${fill(c.s['endgame.short'], { need: 9 })} ${fill(c.s['endgame.short.left'], { left: 7 })}`,
      );
      await expect(step(page, ID).getByTestId('exercise-stars')).toHaveCount(0);
      await expect(step(page, ID).getByTestId('exercise-help')).toHaveCount(0);
      // Start again: the position and the count as the step began.
      await step(page, ID).getByTestId('exercise-restart').click();
      await ready(page, ID);
      await expect(exercise(page, ID)).toHaveAttribute('data-fen', 'W:WK19,K21:BK29');
      await expect(tally(page)).toHaveText(fill(c.s['endgame.count'], { done: 32, limit: 40 }));
    });
  });
}
