/**
 * One position, three rulesets (issue 11): edit a position, the three columns show exactly the engine's
 * legal moves (src/model/one-position.ts, asked here too), a differing move is marked and explained, a
 * bad FEN and an impossible position get their messages, the share link restores the position; both
 * languages; the config runs it on desktop and on a 360-px phone.
 */

import { expect, type Page, test } from '@playwright/test';
import { parseSetup, VARIANTS } from '../../src/engine/index';
import { editorEn } from '../../src/i18n/editor-en';
import { editorIt } from '../../src/i18n/editor-it';
import { fenErrorText } from '../../src/i18n/errors';
import { explanationText } from '../../src/i18n/explain';
import { THREE_RULES, threeRules } from '../../src/model/one-position';
import Axe from './axe';

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
      const item = page.locator('[data-legal-in~="english"] [data-refused-in="italian"]');
      await expect(item).toHaveAttribute('data-code', 'man-cannot-capture-king');
      await expect(item).toContainText(explanationText(refusal!.reason, lang));
      await expect(page.locator('[data-move-group][data-legal-in~="english"]')).toContainText('23x16');
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
      await expect(page.locator('[data-legal-in~="italian"] [data-refused-in="brazilian"]')).toHaveAttribute(
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

    test('each refused move names the rule that removes it (criterion 1; a man may not take a king)', async ({
      page,
    }) => {
      await page.goto(`${url[lang]}?fen=${encodeURIComponent('W:WK11:B5,6,K7,K13,14,K22,23')}&v=italian`);
      await ready(page);
      // English 10x1, the single jump; Italian numbering 11x4: FID criterion 1, the king must take five.
      const single = page.locator('[data-move-group][data-legal-in~="english"]', { hasText: /^10x1:/ });
      const italian = single.locator('[data-refused-in="italian"]');
      await expect(italian).toHaveAttribute('data-code', 'criterion-1');
      await expect(italian).toContainText(lang === 'it' ? 'Criterio 1' : 'Criterion 1');
      await expect(italian).toContainText(
        s['one.refused'].split(' (')[0].replace('{refused}', s['one.rules.italian']),
      );
      await expect(page.locator('[data-code="not-a-move"]')).toHaveCount(0);

      await page.goto(`${url[lang]}?fen=${encodeURIComponent('W:W22:BK18,K19')}&v=italian`);
      await ready(page);
      const refused = page.locator('[data-refused-in="italian"]');
      await expect(refused).toHaveCount(2);
      for (const item of await refused.all()) {
        await expect(item).toContainText(
          lang === 'it' ? 'la pedina non può mangiare la dama' : 'a man may not capture a king',
        );
      }
    });

    test('one entry per move, the mirror explained, "every move differs" said once', async ({ page }) => {
      await page.goto(`${url[lang]}?fen=${encodeURIComponent('W:W22:BK18')}&v=italian`);
      await ready(page);
      const rep = engineMoves('W:W22:BK18');
      // Two physical moves differ (22-19 and the capture of the king): two entries, not four lines.
      await expect(page.locator('[data-move-group]')).toHaveCount(rep.disagreements.length);
      expect(rep.disagreements.length).toBe(2);
      await expect(page.locator('[data-move-group][data-legal-in="brazilian english"]')).toContainText(
        '23x16',
      );
      // The move in the other numbering is labelled, not a bare bracket.
      await expect(page.locator('[data-refused-in="italian"]')).toContainText(
        s['one.refused'].includes('(the same')
          ? 'the same move on that board: 22x13'
          : 'la stessa mossa su quella damiera: 22x13',
      );
      // Why the Italian board is numbered differently.
      await expect(page.locator('[data-mirror-note]')).toContainText(
        lang === 'it' ? 'specchio' : 'mirror image',
      );
      // Every move of every column differs here: said once per column, no badge on each move.
      await expect(page.locator('[data-all-differ]')).toHaveCount(3);
      await expect(page.locator('.one-position__badge')).toHaveCount(0);
      // Where only some moves differ, they carry the badge and no column says "every move".
      await page.goto(`${url[lang]}?fen=${encodeURIComponent('W:W14:B10,K19')}&v=italian`);
      await ready(page);
      await expect(page.locator('[data-all-differ]')).toHaveCount(0);
      await expect(page.locator('[data-column="brazilian"] .one-position__badge')).not.toHaveCount(0);
      await page.screenshot({
        path: `test-results/one-position-groups-${lang}-${test.info().project.name}.png`,
        fullPage: true,
      });
    });

    test('on a phone one board shows at a time, under the differences', { tag: '@phone' }, async ({
      page,
    }) => {
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
      // The answers come right after the editor's board, before its tools.
      const editorBoard = await page.locator('[data-editor] .dmr-editor__board').boundingBox();
      const tools = await page.locator('[data-editor] .dmr-editor__tools').boundingBox();
      expect(editorBoard && list && editorBoard.y < list.y).toBe(true);
      expect(list && tools && list.y < tools.y).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: `test-results/one-position-${lang}-phone.png`, fullPage: true });
    });
  });
}

test('the page has no accessibility violations', async ({ page }) => {
  await page.goto(`${url.it}?fen=${encodeURIComponent('W:W22,K32:B10,18,K28')}&v=italian`);
  await ready(page);
  await expect(page.locator('[data-column] li[data-move]').first()).toBeVisible();
  const violations = (await new Axe({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.length})`,
  );
  expect(violations).toEqual([]);
});

test('the comparison page links to the position page', async ({ page }) => {
  await page.goto('/en/rules/compare/');
  await page.locator('[data-one-position-link]').click();
  await expect(page).toHaveURL(/\/en\/rules\/one-position\/(\?|$)/);
});
