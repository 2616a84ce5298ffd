/**
 * Every wrong step answered, and help in tiers (issue 21), walked through as a learner in both languages (the
 * Italian walk also on the 360-px phone): a wrong option shows its own line, a second one shows the answer;
 * a tempting wrong square shows its own line;
 * Hint, Stronger hint, Show the answer, one after the other; a second wrong move shows the answer's arrow;
 * a capture stopped halfway is answered; a reach step counts the moves still needed. The lines are read from
 * the lessons' data, so the tests follow the content as it is rewritten.
 */
import { expect, type Page, test } from '@playwright/test';
import { courseEn } from '../../src/i18n/course-en';
import { courseIt } from '../../src/i18n/course-it';
import { clickSquares, exercise, feedback, ready, square, step, stepData } from './lesson-steps';

const answerBox = (page: Page, id: string) => step(page, id).getByTestId('exercise-answer');
const solvedWith = async (page: Page, id: string, stars: number) => {
  await expect(exercise(page, id)).toHaveAttribute('data-state', '"solved"');
  await expect(step(page, id).getByTestId('exercise-stars')).toHaveAttribute('data-stars', String(stars));
};

const cases = [
  {
    lang: 'it',
    strings: courseIt,
    i3: '/it/lezioni/dama-italiana/come-si-mangia/',
    i4: '/it/lezioni/dama-italiana/la-presa-e-obbligatoria/',
    i2: '/it/lezioni/dama-italiana/come-muove-la-pedina/',
    e2: '/it/lezioni/dama-inglese/se-conosci-la-dama-italiana/',
    unfinished: 'La presa non è finita: da 20 devi continuare a mangiare.',
  },
  {
    lang: 'en',
    strings: courseEn,
    i3: '/en/lessons/italian/how-to-capture/',
    i4: '/en/lessons/italian/capturing-is-compulsory/',
    i2: '/en/lessons/italian/how-men-move/',
    e2: '/en/lessons/english/coming-from-italian-draughts/',
    unfinished: 'The capture isn’t finished: from 20 you must keep capturing.',
  },
] as const;

for (const c of cases) {
  const lang = c.lang;
  const s = c.strings;
  // The Italian walks run on the phone too.
  const tag = lang === 'it' ? { tag: '@phone' } : {};

  test.describe(`lesson feedback (${lang})`, () => {
    test(
      'a wrong option shows its own line; a second one shows the answer and why; then it is solved',
      tag,
      async ({ page }) => {
        const data = stepData('italian/04-compulsory-capture', 'soffio');
        const words = data.text[lang];
        const options = words.options ?? [];
        const right = data.goal.correct as number;
        const wrong = options.map((_, i) => i).filter((i) => i !== right);
        expect(wrong.length).toBeGreaterThanOrEqual(2);
        const option = (i: number) =>
          step(page, 'soffio').getByTestId('exercise-option').filter({ hasText: options[i].text });
        await page.goto(c.i4);
        await ready(page, 'soffio');

        await option(wrong[0]).click();
        await expect(feedback(page, 'soffio')).toHaveText(options[wrong[0]].why as string);
        await expect(answerBox(page, 'soffio')).toBeHidden();

        await option(wrong[1]).click();
        await expect(feedback(page, 'soffio')).toHaveText(options[wrong[1]].why as string);
        // The second miss: the right option is marked, with the why.
        await expect(answerBox(page, 'soffio')).toContainText(s['course.answer.option']);
        await expect(answerBox(page, 'soffio')).toContainText(words.success as string);
        await expect(option(right)).toHaveClass(/is-answer/);
        await expect(step(page, 'soffio').getByTestId('exercise-help')).toBeHidden();

        await option(right).click();
        await solvedWith(page, 'soffio', 1);
        await expect(answerBox(page, 'soffio')).toBeHidden();
      },
    );

    test(
      'Hint, Stronger hint, Show the answer: the tiers one after the other, then the move played',
      tag,
      async ({ page }) => {
        const words = stepData('italian/03-capture', 'first-capture').text[lang];
        await page.goto(c.i3);
        await ready(page, 'first-capture');
        const help = step(page, 'first-capture').getByTestId('exercise-help');
        const hints = step(page, 'first-capture').getByTestId('exercise-hint');
        await expect(hints).toHaveCount(0);
        await expect(help).toHaveText(s['course.hint']);

        await help.click();
        await expect(hints).toHaveText([words.hints[0]]);
        await expect(help).toHaveText(s['course.hint2']);

        await help.click();
        await expect(hints).toHaveText([words.hints[0], words.hints[1]]);
        await expect(help).toHaveText(s['course.showAnswer']);
        await expect(step(page, 'first-capture').locator('.dmr-arrow')).toHaveCount(0);

        await help.click();
        await expect(help).toBeHidden();
        await expect(answerBox(page, 'first-capture')).toContainText('22x13');
        await expect(answerBox(page, 'first-capture')).toContainText(words.success as string);
        // The answer drawn on the board: the move's arrow.
        await expect(step(page, 'first-capture').locator('.dmr-arrow')).toHaveCount(1);

        await square(page, 'first-capture', 22).click();
        await square(page, 'first-capture', 13).click();
        await solvedWith(page, 'first-capture', 1);
        await expect(step(page, 'first-capture').locator('.dmr-arrow')).toHaveCount(0);
      },
    );

    test('a wrong tap on a tempting square shows the lesson’s line for it, another one the generic line', async ({
      page,
    }) => {
      const taps = stepData('italian/02-men', 'blocked').text[lang].taps ?? {};
      const [tempting, line] = Object.entries(taps)[0] ?? [];
      expect(line, 'lesson I2, step "blocked" has a line for a tempting square').toBeTruthy();
      await page.goto(c.i2);
      await clickSquares(page, 'blocked', [Number(tempting)]);
      await expect(feedback(page, 'blocked')).toHaveText(line as string);
      // A square the lesson has no line for: the generic answer (not the line of the other square).
      const other = [4, 5, 6, 7, 8].find((n) => !(String(n) in taps)) as number;
      await square(page, 'blocked', other).click();
      await expect(feedback(page, 'blocked')).toHaveText(s['course.tap.missSet']);
    });

    test('a second wrong move shows the answer on the board', async ({ page }) => {
      const data = stepData('italian/04-compulsory-capture', 'safe-capture');
      await page.goto(c.i4);
      for (let i = 0; i < 2; i++) {
        // 22x13 is legal, and loses the man: shown, explained, taken back.
        await clickSquares(page, 'safe-capture', [22, 13]);
        await expect(feedback(page, 'safe-capture')).toContainText('9x18');
      }
      await ready(page, 'safe-capture');
      await expect(answerBox(page, 'safe-capture')).toContainText(data.goal.answers?.[0] as string);
      await expect(step(page, 'safe-capture').locator('.dmr-arrow')).toHaveCount(1);
      await clickSquares(page, 'safe-capture', [22, 15]);
      await solvedWith(page, 'safe-capture', 1);
    });

    test('a capture stopped halfway is answered: it must go on', async ({ page }) => {
      const words = stepData('english/15-from-italian', 'finish-it').text[lang];
      await page.goto(c.e2);
      // 11x20 has taken 16; the learner taps 20 again as if it were over.
      await clickSquares(page, 'finish-it', [11, 20, 20]);
      await expect(feedback(page, 'finish-it')).toContainText(c.unfinished);
      const own = words.why?.['capture-unfinished'];
      if (own) await expect(feedback(page, 'finish-it')).toContainText(own);
      await square(page, 'finish-it', 27).click();
      await solvedWith(page, 'finish-it', 2);
    });

    test('a reach step counts the moves still needed, after each move', async ({ page }) => {
      const status = step(page, 'reach-10').getByTestId('exercise-status');
      const toGo = (n: number) =>
        n === 1 ? s['course.toGo.one'] : s['course.toGo'].replace('{n}', String(n));
      await page.goto(c.i2);
      await ready(page, 'reach-10');
      await expect(status).toContainText(toGo(3));
      await clickSquares(page, 'reach-10', [22, 18]);
      await expect(status).toContainText(toGo(2));
      await clickSquares(page, 'reach-10', [18, 14]);
      await expect(status).toContainText(toGo(1));
      await clickSquares(page, 'reach-10', [14, 10]);
      await solvedWith(page, 'reach-10', 3);
    });
  });
}
