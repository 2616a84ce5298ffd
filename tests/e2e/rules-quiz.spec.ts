/**
 * The rules quiz (issue 11): answer an item, the revealed verdicts are the engine's (asked here, without the
 * quiz's own code: each ruleset's position in its numbering, its legal moves, explainAttempt for a refusal),
 * the reasons are the engine's sentences, the score changes, the next item comes; the keyboard alone can
 * play it; the board switches convention. Both languages; the config runs it on desktop and a 360-px phone.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { QuizItem } from '../../src/build/rules/quiz';
import {
  explainAttempt,
  legalMoves,
  makeMoveText,
  moveTextSquares,
  parseSetup,
  setupPosition,
  transformSetup,
  transformSquare,
  VARIANTS,
} from '../../src/engine/index';
import { explanationText } from '../../src/i18n/explain';
import { fmt } from '../../src/i18n/format';
import { quizEn } from '../../src/i18n/quiz-en';
import { quizIt } from '../../src/i18n/quiz-it';
import { THREE_RULES, type ThreeRulesId } from '../../src/model/one-position';
import Axe from './axe';

const url = { it: '/it/regole/quiz/', en: '/en/rules/quiz/' } as const;
const strings = { it: quizIt, en: quizEn } as const;
const items = JSON.parse(
  readFileSync(new URL('../../src/content/rules-quiz/items.json', import.meta.url), 'utf8'),
) as QuizItem[];

/** The engine's verdict on an item under one ruleset, with the move text and the refusal's sentence. */
function engine(item: QuizItem, id: ThreeRulesId, lang: 'it' | 'en') {
  const setup = parseSetup(VARIANTS[item.numbering], item.fen);
  if (!setup.ok) throw new Error(setup.error.message);
  const moved = transformSetup(setup.value, id);
  if (!moved.ok) throw new Error(moved.error.message);
  const pos = setupPosition(VARIANTS[id], moved.value);
  if (!pos.ok) throw new Error(pos.error.message);
  const squares = moveTextSquares(item.move);
  if (!squares.ok) throw new Error(squares.error.message);
  const path = squares.value.map((s) => transformSquare(VARIANTS[item.numbering], VARIANTS[id], s) ?? 0);
  const move = path.join(item.move.includes('x') ? 'x' : '-');
  const legal = legalMoves(pos.value).some((m) => m.path.join() === path.join());
  if (legal) return { legal, move, reason: undefined };
  const v = explainAttempt(pos.value, path, { complete: true });
  if (v.status !== 'illegal') throw new Error(`${item.id}: ${v.status}`);
  const reason = explanationText(v.reason, lang, (m) => makeMoveText(pos.value, m), id);
  return { legal, move, reason, code: v.reason.code };
}

const ready = (page: Page) => expect(page.locator('[data-quiz]')).toHaveAttribute('data-ready', 'true');
const answer = (page: Page, id: ThreeRulesId, yes: boolean) =>
  page.locator(`[data-rules="${id}"] input[value="${yes ? 'yes' : 'no'}"]`).check();

for (const lang of ['it', 'en'] as const) {
  const s = strings[lang];
  test.describe(`rules quiz (${lang})`, () => {
    test('answer an item: the verdicts are the engine’s, the score counts, the next item comes', async ({
      page,
    }) => {
      await page.goto(url[lang]);
      await ready(page);
      await expect(page.locator('h1')).toHaveText(s['quiz.title']);
      const first = items[0];
      await expect(page.locator('[data-quiz]')).toHaveAttribute('data-item', first.id);
      await expect(page.locator('[data-score]')).toHaveText(s['quiz.scoreNone']);
      const verdicts = THREE_RULES.map((id) => ({ id, ...engine(first, id, lang) }));
      // Answer the engine's verdict for two rulesets and the opposite for the third.
      for (const [i, v] of verdicts.entries()) await answer(page, v.id, i === 0 ? !v.legal : v.legal);
      await page.locator('[data-check]').click();
      for (const [i, v] of verdicts.entries()) {
        const shown = page.locator(`[data-rules="${v.id}"] [data-verdict]`);
        await expect(shown).toHaveAttribute('data-verdict', v.legal ? 'legal' : 'illegal');
        await expect(shown).toHaveAttribute('data-answer', i === 0 ? 'wrong' : 'right');
        await expect(page.locator(`[data-rules="${v.id}"] legend`)).toContainText(v.move);
        if (v.reason) {
          await expect(shown).toHaveAttribute('data-code', v.code ?? '');
          await expect(shown).toContainText(v.reason);
        }
        await expect(shown).toContainText(
          fmt(v.legal ? s['quiz.legal'] : s['quiz.illegal'], { move: v.move }),
        );
      }
      await expect(page.locator('[data-score]')).toHaveText(fmt(s['quiz.score'], { right: 2, given: 3 }));
      // Each reason is in its ruleset's numbering: a link shows that ruleset's board and the move there.
      await expect(page.locator('[data-see="italian"]')).toHaveCount(0);
      await page.locator('[data-see="english"]').click();
      await expect(page.locator('[data-show="english"]')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('[data-question]')).toContainText(verdicts[2].move);
      await expect(page.locator('[data-result]')).toHaveText(fmt(s['quiz.result'], { right: 2 }));
      // Every ruleset does not agree: the item is a real difference.
      expect(new Set(verdicts.map((v) => v.legal)).size).toBe(2);

      await page.getByRole('button', { name: s['quiz.next'] }).click();
      const second = items[1];
      await expect(page.locator('[data-quiz]')).toHaveAttribute('data-item', second.id);
      await expect(page.locator('[data-counter]')).toHaveText(
        fmt(s['quiz.counter'], { n: 2, total: items.length }),
      );
      await expect(page.locator('input[type="radio"]:checked')).toHaveCount(0);
      for (const id of THREE_RULES) await answer(page, id, engine(second, id, lang).legal);
      await page.locator('[data-check]').click();
      await expect(page.locator('[data-answer="right"]')).toHaveCount(3);
      await expect(page.locator('[data-score]')).toHaveText(fmt(s['quiz.score'], { right: 5, given: 6 }));
    });

    test('played with the keyboard alone; an unanswered ruleset is asked for', async ({ page }) => {
      await page.goto(url[lang]);
      await ready(page);
      await page.locator('[data-check]').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toHaveText(s['quiz.checkHint']);
      await expect(page.locator('[data-verdict]')).toHaveCount(0);
      // Yes under Italian rules, then the arrow key moves the choice to No; Tab goes to the next ruleset.
      await page.locator('[data-rules="italian"] input[value="yes"]').focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowRight');
      await expect(page.locator('[data-rules="italian"] input[value="no"]')).toBeChecked();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(page.locator('[data-rules="brazilian"] input[value="yes"]')).toBeChecked();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(page.locator('[data-rules="english"] input[value="yes"]')).toBeChecked();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-verdict]')).toHaveCount(3);
      const right = THREE_RULES.filter(
        (id, i) => engine(items[0], id, lang).legal === [false, true, true][i],
      ).length;
      await expect(page.locator('[data-score]')).toHaveText(fmt(s['quiz.score'], { right, given: 3 }));
      // The next button takes the focus; Enter brings the next item and the focus to its question.
      const next = page.getByRole('button', { name: s['quiz.next'] });
      await expect(next).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-quiz]')).toHaveAttribute('data-item', items[1].id);
      await expect(page.locator('[data-question]')).toBeFocused();
    });

    test('the board switches convention: the move is written in each board’s numbering', async ({ page }) => {
      await page.goto(url[lang]);
      await ready(page);
      for (const id of THREE_RULES) {
        await page.locator(`[data-show="${id}"]`).click();
        await expect(page.locator(`[data-show="${id}"]`)).toHaveAttribute('aria-pressed', 'true');
        await expect(page.locator('[data-question]')).toContainText(engine(items[0], id, lang).move);
      }
      const violations = (await new Axe({ page }).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.length}`,
      );
      expect(violations).toEqual([]);
    });
  });
}
