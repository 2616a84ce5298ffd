import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { compareTable, type RowId } from '../../src/build/rules/compare';
import type { ExplainCode } from '../../src/engine/rules/explain';
import type { VariantId } from '../../src/engine/rules/variants';
import { explanationText } from '../../src/i18n/explain';
import { pairsStrings } from '../../src/i18n/pairs';

const differences = { it: '/it/regole/differenze/', en: '/en/rules/differences/' } as const;

/** The engine's sentence for a refusal code, as the board writes it (codes whose sentence needs no data). */
const refusal = (lang: 'it' | 'en', code: ExplainCode, game: VariantId, square?: number) =>
  explanationText({ code, message: '', square }, lang, undefined, game);

const ruleCell = (lang: 'it' | 'en', row: RowId, variant: VariantId) =>
  compareTable(lang)
    .find((r) => r.id === row)
    ?.cells.find((c) => c.variant === variant)?.text ?? '';

async function openPair(page: Page, lang: 'it' | 'en', id: string): Promise<Locator> {
  await page.goto(`${differences[lang]}#pair-${id}`);
  const pair = page.locator(`[data-pair="${id}"]`);
  // The boards hydrate when they come into view (client:visible): on a phone the second is below the first.
  for (const board of await pair.locator('[data-pair-board]').all()) {
    await board.scrollIntoViewIfNeeded();
    await expect(board).toHaveAttribute('data-ready', 'true');
  }
  return pair;
}

async function tryMove(board: Locator, squares: number[]) {
  for (const sq of squares) await board.locator(`[data-square="${sq}"]`).click();
}

/** The pair ids in the order of src/content/rules/pairs.yaml, the order the page promises. */
const fileOrder = (
  parse(readFileSync(new URL('../../src/content/rules/pairs.yaml', import.meta.url), 'utf8')) as {
    id: string;
  }[]
).map((p) => p.id);

test('the differences page shows the pairs in the order of their file', async ({ page }) => {
  await page.goto(differences.en);
  await expect(page.locator('[data-pair]')).toHaveCount(fileOrder.length);
  const shown = await page
    .locator('[data-pair]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-pair')));
  expect(shown).toEqual(fileOrder);
});

for (const lang of ['it', 'en'] as const) {
  const s = pairsStrings(lang);

  test(`a man takes a king: refused on the Italian board, legal on the English one (${lang})`, async ({
    page,
  }) => {
    const pair = await openPair(page, lang, 'man-takes-king');
    const italian = pair.locator('[data-pair-board="italian"]');
    const english = pair.locator('[data-pair-board="english"]');
    // The same square in both numberings, said above the boards.
    await expect(pair.locator('[data-pair-mapping]')).toContainText(
      lang === 'it' ? 'la 22 italiana è la 23 inglese' : 'Italian 22 is English 23',
    );

    await tryMove(italian, [22, 13]);
    await expect(italian).toHaveAttribute('data-verdict', 'refused');
    await expect(italian).toHaveAttribute('data-code', 'man-cannot-capture-king');
    const itAnswer = italian.getByTestId('pair-answer');
    await expect(itAnswer).toContainText(s['pairs.refused']);
    await expect(itAnswer).toContainText(refusal(lang, 'man-cannot-capture-king', 'italian'));
    // Refused: nothing moved, the king on 18 is still there.
    await expect(italian.locator('[data-piece="18"]')).toHaveCount(1);
    await expect(italian.locator('[data-piece="13"]')).toHaveCount(0);

    await tryMove(english, [23, 16]);
    await expect(english).toHaveAttribute('data-verdict', 'legal');
    const enAnswer = english.getByTestId('pair-answer');
    await expect(enAnswer).toContainText(s['pairs.legal']);
    await expect(enAnswer).toContainText(ruleCell(lang, 'manTakesKing', 'english'));
    await expect(enAnswer).not.toContainText(refusal(lang, 'man-cannot-capture-king', 'english'));
    // The English man took the king: 19 is empty, the man stands on 16.
    await expect(english.locator('[data-piece="19"]')).toHaveCount(0);
    await expect(english.locator('[data-piece="16"]')).toHaveCount(1);

    // "Show" on the Italian board plays what Italian rules allow: 22-19, and says so.
    await italian.locator('[data-pair-show]').click();
    await expect(italian.locator('[data-piece="19"]')).toHaveCount(1);
    await expect(italian.locator('[data-piece="22"]')).toHaveCount(0);
    await expect(itAnswer).toContainText(s['pairs.answer'].replace('{move}', '22-19'));
    await italian.locator('[data-pair-again]').click();
    await expect(italian.locator('[data-piece="22"]')).toHaveCount(1);
    await expect(italian).not.toHaveAttribute('data-verdict', /./);
  });

  for (const [id, code] of [
    ['king-must-take', 'criterion-2'],
    ['free-choice', 'criterion-1'],
  ] as const) {
    test(`${id}: the Italian board refuses the tempting capture like every other refusal (${lang})`, {
      // On the phone the tap is what differs; one language shows it (the Italian, whose words are longer).
      tag: lang === 'it' ? '@phone' : [],
    }, async ({ page }) => {
      const pair = await openPair(page, lang, id);
      const italian = pair.locator('[data-pair-board="italian"]');
      await tryMove(italian, [22]);
      await expect(italian).toHaveAttribute('data-verdict', 'refused');
      await expect(italian).toHaveAttribute('data-code', code);
      const answer = italian.getByTestId('pair-answer');
      // "Mossa non valida." / "Not allowed." first, then the criterion.
      await expect(answer.locator('.pair-board__verdict')).toHaveText(s['pairs.refused']);
      await expect(answer).toContainText(code === 'criterion-1' ? /Criteri(o|on) 1/ : /Criteri(o|on) 2/);
    });
  }

  test(`crowning in a capture: the Italian move ends on the last row, the International man goes on (${lang})`, async ({
    page,
  }) => {
    const pair = await openPair(page, lang, 'crowning-mid-capture');
    const italian = pair.locator('[data-pair-board="italian"]');
    const international = pair.locator('[data-pair-board="international"]');
    // The Italian board stops the capture on 3, where the man is crowned: the rules said no to going on.
    await tryMove(italian, [10, 3]);
    await expect(italian).toHaveAttribute('data-verdict', 'refused');
    await expect(italian).toHaveAttribute('data-code', 'promotion-ends-capture');
    await expect(italian.getByTestId('pair-answer')).toContainText(
      refusal(lang, 'promotion-ends-capture', 'italian', 3),
    );
    // The board played what the rules allow of it, 10x3, and says so.
    await expect(italian.getByTestId('pair-answer')).toContainText(
      s['pairs.answer'].replace('{move}', '10x3'),
    );
    await expect(italian.locator('[data-piece="3"]')).toHaveCount(1);
    await tryMove(international, [12, 3, 14]);
    await expect(international).toHaveAttribute('data-verdict', 'legal');
    await expect(international.getByTestId('pair-answer')).toContainText(
      ruleCell(lang, 'crowning', 'international'),
    );
    await expect(international.locator('[data-piece="14"]')).toHaveCount(1);
  });
}

test(
  'a table cell links to its pair, and the boards sit side by side on a wide screen, stacked on a phone',
  { tag: '@phone' },
  async ({ page }, info) => {
    await page.goto('/en/rules/compare/');
    const link = page.locator(
      'tr[data-row="kingCaptures"] td[data-variant="international"] a[data-pair-link]',
    );
    await expect(link).toHaveAttribute('href', '/en/rules/differences/#pair-flying-king');
    await link.click();
    await expect(page).toHaveURL(/\/en\/rules\/differences\/#pair-flying-king$/);
    const pair = page.locator('[data-pair="flying-king"]');
    await expect(pair.locator('h2')).toBeInViewport();
    const [a, b] = await Promise.all(
      ['italian', 'international'].map((v) =>
        pair.locator(`[data-pair-board="${v}"] [data-board]`).boundingBox(),
      ),
    );
    if (!a || !b) throw new Error('the pair has no boards');
    if (info.project.name === 'phone') {
      expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
      expect(a.x + a.width).toBeLessThanOrEqual(360);
    } else {
      expect(Math.abs(a.y - b.y)).toBeLessThan(2);
      expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
    }
  },
);

for (const lang of ['it', 'en'] as const) {
  test(
    `${differences[lang]}: stacked on a phone, each board keeps a gap under it and a rule before the next`,
    {
      tag: '@phone',
    },
    async ({ page }, info) => {
      await page.goto(differences[lang]);
      const pairs = page.locator('[data-pair]');
      await expect(pairs).toHaveCount(7);
      const phone = info.project.name === 'phone';
      for (const pair of await pairs.all()) {
        const [first, second] = await pair.locator('[data-pair-board]').all();
        const buttons = await first.locator('.pair-board__actions').boundingBox();
        const name = await second.locator('h3').boundingBox();
        const ruleOf = (board: Locator) => board.evaluate((e) => getComputedStyle(e).borderTopWidth);
        const rule = await ruleOf(second);
        // Nothing over the first board, the first pair's included (Astro's inline script comes before it).
        expect(await ruleOf(first)).toBe('0px');
        if (!buttons || !name) throw new Error('a pair without its boards');
        if (phone) {
          // The next board's name well below the buttons (it sat 20 px under them), past a rule.
          expect(name.y - (buttons.y + buttons.height)).toBeGreaterThanOrEqual(48);
          expect(rule).toBe('1px');
        } else expect(rule).toBe('0px');
      }
      if (phone) {
        const pair = page.locator('[data-pair="man-takes-king"]');
        await pair.scrollIntoViewIfNeeded();
        await pair.screenshot({ path: `test-results/pairs-${lang}-phone.png` });
      }
    },
  );
}
