/**
 * One position, three rulesets (issue 11): edit a position, the three columns show exactly the engine's
 * legal moves (src/model/one-position.ts, asked here too), a differing move is marked and explained, a
 * bad FEN and an impossible position get their messages, the share link restores the position; both
 * languages; the config runs it on desktop and on a 360-px phone.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { parseSetup, VARIANTS } from '../../src/engine/index';
import { editorEn } from '../../src/i18n/editor-en';
import { editorIt } from '../../src/i18n/editor-it';
import { fenErrorText } from '../../src/i18n/errors';
import { explanationText } from '../../src/i18n/explain';
import { THREE_RULES, threeRules } from '../../src/model/one-position';

const url = { it: '/it/regole/una-posizione/', en: '/en/rules/one-position/' } as const;
const strings = { it: editorIt, en: editorEn } as const;

const editorSquare = (page: Page, n: number) => page.locator(`[data-editor] [data-square="${n}"]`);
const ready = (page: Page) =>
  expect(page.locator('[data-one-position]')).toHaveAttribute('data-ready', 'true');

/** The engine's moves of an Italian-numbered FEN, per column, as the page writes their paths. */
function engineMoves(fen: string) {
  const s = parseSetup(VARIANTS.italian, fen);
  if (!s.ok) throw new Error(s.error.message);
  const r = threeRules(s.value);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

async function expectColumns(page: Page, fen: string) {
  const rep = engineMoves(fen);
  for (const col of rep.columns) {
    const paths = col.moves.map((m) => m.path.join(m.captures.length > 0 ? 'x' : '-'));
    const items = page.locator(`[data-column="${col.variant}"] li[data-move]`);
    await expect(items).toHaveCount(paths.length);
    for (const [i, p] of paths.entries()) {
      await expect(items.nth(i)).toHaveAttribute('data-move', p);
      if (col.differs[i]) await expect(items.nth(i)).toHaveAttribute('data-differs', '');
      else await expect(items.nth(i)).not.toHaveAttribute('data-differs', '');
    }
  }
  return rep;
}

for (const lang of ['it', 'en'] as const) {
  const s = strings[lang];
  test.describe(`one position, three rulesets (${lang})`, () => {
    test('edit a position: the columns follow the engine, the man that may not take a king is explained', async ({
      page,
    }) => {
      await page.goto(url[lang]);
      await ready(page);
      await expect(page.locator('h1')).toHaveText(s['one.title']);
      // The start position: the same moves everywhere.
      await expect(page.locator('[data-differences="0"]')).toHaveText(s['one.noDifferences']);
      await page.locator('[data-editor] [data-action="clear"]').click();
      await expect(page.locator('[data-editor] input[name="fen"]')).toHaveValue('W:W:B');
      // Cycle 22 to a white man; pick the black king and put it on 18.
      await editorSquare(page, 22).click();
      await page.locator('[data-editor] [data-tool="black-king"]').click();
      await editorSquare(page, 18).click();
      await expect(page.locator('[data-editor] input[name="fen"]')).toHaveValue('W:W22:BK18');
      const rep = await expectColumns(page, 'W:W22:BK18');
      // English 23x16 (the Italian man on 22 taking the king on 18) is refused under Italian rules.
      const refusal = rep.refusals.find((f) => f.legalIn === 'english' && f.refusedIn === 'italian');
      expect(refusal?.reason.code).toBe('man-cannot-capture-king');
      const item = page.locator('[data-legal-in="english"][data-refused-in="italian"]');
      await expect(item).toHaveAttribute('data-code', 'man-cannot-capture-king');
      await expect(item).toContainText(explanationText(refusal!.reason, lang));
      await expect(item).toContainText('23x16');
      await expect(page.locator('[data-column="english"] li[data-move="23x16"]')).toHaveAttribute(
        'data-differs',
        '',
      );
      // Tapping a result board shows the square's number on each board (on a phone, show that board first).
      if ((page.viewportSize()?.width ?? 1000) < 760) await page.locator('[data-show="english"]').click();
      await page.locator('[data-column="english"] [data-square="23"]').click();
      await expect(page.locator('[data-mapping]')).toContainText('22');
      await expect(page.locator('[data-mapping]')).toContainText('23');
      await page.screenshot({
        path: `test-results/one-position-${lang}-${test.info().project.name}.png`,
        fullPage: true,
      });
    });

    test('the keys pick a piece and Enter places it', async ({ page }) => {
      await page.goto(url[lang]);
      await ready(page);
      await page.locator('[data-editor] [data-action="clear"]').click();
      await editorSquare(page, 22).click(); // a white man, and the focus is on the board
      await page.keyboard.press('4'); // black king
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-editor] [data-tool="black-king"]')).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.locator('[data-editor] input[name="fen"]')).not.toHaveValue('W:W22:B');
      await expect(page.locator('[data-editor] input[name="fen"]')).toHaveValue(/^W:W22:BK\d+$/);
    });

    test('a pasted FEN is read in the chosen numbering; a bad one gets a message', async ({ page }) => {
      await page.goto(url[lang]);
      await ready(page);
      const fen = page.locator('[data-editor] input[name="fen"]');
      await fen.fill('W:W23:BK19');
      await page.locator('[data-editor] select[name="numbering"]').selectOption('english');
      await page.locator('[data-editor] button[type="submit"]').click();
      // English 23 and 19 are Italian 22 and 18.
      await expect(fen).toHaveValue('W:W22:BK18');
      await expectColumns(page, 'W:W22:BK18');
      await fen.fill('W:W22,x9:B1');
      await page.locator('[data-editor] button[type="submit"]').click();
      await expect(page.locator('[data-paste-error="bad-square"]')).toContainText(
        fenErrorText({ code: 'bad-square', message: '', token: 'x9' }, lang),
      );
    });

    test('an impossible position is explained, not accepted', async ({ page }) => {
      await page.goto(`${url[lang]}?fen=${encodeURIComponent('W:W2,22:B18')}&v=italian`);
      await ready(page);
      const text = fenErrorText(
        { code: 'man-on-promotion-row', message: '', square: 2, color: 'white' },
        lang,
      );
      await expect(page.locator('[data-impossible="man-on-promotion-row"]')).toContainText(text);
      await expect(page.locator('[data-column]')).toHaveCount(0);
      await expect(page.locator('[data-editor] [data-validity]')).toHaveAttribute(
        'data-validity',
        'man-on-promotion-row',
      );
    });

    test('the share link restores the position; a bad link says so', async ({ page }) => {
      await page.goto(url[lang]);
      await ready(page);
      await page.locator('[data-editor] input[name="fen"]').fill('W:W9:B5,6');
      await page.locator('[data-editor] button[type="submit"]').click();
      await expect(page).toHaveURL(/fen=W%3AW9%3AB5%2C6&v=italian/);
      const href = await page.locator('[data-share]').getAttribute('href');
      expect(href).toContain('fen=');
      await page.goto(href as string);
      await ready(page);
      await expect(page.locator('[data-editor] input[name="fen"]')).toHaveValue('W:W9:B5,6');
      await expectColumns(page, 'W:W9:B5,6');
      await expect(page.locator('[data-legal-in="italian"][data-refused-in="brazilian"]')).toHaveAttribute(
        'data-code',
        'capture-unfinished',
      );
      // A link in the English numbering puts the board in that numbering.
      await page.goto(`${url[lang]}?fen=${encodeURIComponent('W:W12:B7,8')}&v=english`);
      await ready(page);
      await expect(page.locator('[data-editor] input[name="fen"]')).toHaveValue('W:W12:B7,8');
      await expect(page.locator('select[name="board"]')).toHaveValue('english');
      await expectColumns(page, 'W:W9:B5,6');
      await page.goto(`${url[lang]}?fen=${encodeURIComponent('W:W22:Bzz')}&v=italian`);
      await ready(page);
      await expect(page.locator('[data-link-notice]')).toContainText(
        fenErrorText({ code: 'bad-square', message: '', token: 'zz' }, lang),
      );
    });

    test('on a phone one board shows at a time, under the differences', async ({ page }) => {
      await page.goto(`${url[lang]}?fen=${encodeURIComponent('W:W22:BK18')}&v=italian`);
      await ready(page);
      const narrow = (page.viewportSize()?.width ?? 1000) < 760;
      const visible = async () => {
        const out: string[] = [];
        for (const id of THREE_RULES)
          if (await page.locator(`[data-column="${id}"]`).isVisible()) out.push(id);
        return out;
      };
      if (!narrow) {
        expect(await visible()).toEqual([...THREE_RULES]);
        return;
      }
      expect(await visible()).toEqual(['italian']);
      await page.locator('[data-show="english"]').click();
      expect(await visible()).toEqual(['english']);
      const list = await page.locator('[data-differences]').boundingBox();
      const board = await page.locator('[data-column="english"]').boundingBox();
      expect(list && board && list.y < board.y).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: `test-results/one-position-${lang}-phone.png`, fullPage: true });
    });
  });
}

test('the page has no accessibility violations', async ({ page }) => {
  await page.goto(`${url.it}?fen=${encodeURIComponent('W:W22,K32:B10,18,K28')}&v=italian`);
  await ready(page);
  await expect(page.locator('[data-column] li[data-move]').first()).toBeVisible();
  const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.length})`,
  );
  expect(violations).toEqual([]);
});

test('the comparison page links to the position page', async ({ page }) => {
  await page.goto('/en/rules/compare/');
  await page.locator('[data-one-position-link]').click();
  await expect(page).toHaveURL(/\/en\/rules\/one-position\/(\?|$)/);
});
