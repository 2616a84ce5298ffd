/**
 * The board component through its dev harness (/dev/board/): numbering and orientation, and what the board
 * reports for clicks, drags and keys. The harness logs each reported event in #board-log.
 */

import { expect, type Page, test } from '@playwright/test';
import Axe from './axe';

// The harness is left out of the production build: it exists only in `npm run build:e2e` (DAMIERA_DEV_PAGES=1).
test.beforeAll(async ({ request }) => {
  const res = await request.get('/dev/board/');
  if (res.status() === 404) {
    throw new Error(
      '/dev/board/ is not built: run `npm run build:e2e` (not `npm run build`) before these tests.',
    );
  }
});

const open = async (page: Page, query = '') => {
  await page.goto(`/dev/board/${query}`);
  await expect(page.locator('[data-board][data-ready="true"]')).toBeVisible();
};
const cell = (page: Page, sq: number) => page.locator(`[role="gridcell"][data-square="${sq}"]`);
const log = (page: Page) => page.locator('#board-log li');
const box = async (page: Page, sel: string) => {
  const b = await page.locator(sel).first().boundingBox();
  if (!b) throw new Error(`no box for ${sel}`);
  return b;
};
/** Screen column and row (0-based) of a square's cell within the grid. */
const placeOf = async (page: Page, sq: number, size: number) => {
  const g = await box(page, '[role="grid"]');
  const c = await box(page, `[role="gridcell"][data-square="${sq}"]`);
  return {
    x: Math.round(((c.x - g.x) / g.width) * size),
    y: Math.round(((c.y - g.y) / g.height) * size),
  };
};
const center = async (page: Page, sq: number) => {
  const b = await box(page, `[role="gridcell"][data-square="${sq}"]`);
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};

test.describe('numbering and orientation', () => {
  test('Italian: square 1 is the top-left corner and dark; the bottom-right corner is dark', async ({
    page,
  }) => {
    await open(page, '?variant=italian&numbers=1');
    expect(await placeOf(page, 1, 8)).toEqual({ x: 0, y: 0 });
    expect(await placeOf(page, 32, 8)).toEqual({ x: 7, y: 7 });
    expect(await placeOf(page, 29, 8)).toEqual({ x: 1, y: 7 });
    // The picture agrees: a dark square is drawn at the top-left, and the number 1 is inside it.
    await expect(page.locator('.dmr-squares__dark rect[x="0"][y="0"]')).toHaveCount(1);
    const one = await box(page, '.dmr-numbers text:text-is("1")');
    const c1 = await box(page, '[data-square="1"]');
    expect(one.x).toBeGreaterThanOrEqual(c1.x);
    expect(one.y + one.height).toBeLessThanOrEqual(c1.y + c1.height);
    expect(one.x + one.width).toBeLessThanOrEqual(c1.x + c1.width);
  });

  test('English: square 1 is b8, the bottom-left corner is dark (29)', async ({ page }) => {
    await open(page, '?variant=english&numbers=1');
    expect(await placeOf(page, 1, 8)).toEqual({ x: 1, y: 0 });
    expect(await placeOf(page, 29, 8)).toEqual({ x: 0, y: 7 });
    expect(await placeOf(page, 32, 8)).toEqual({ x: 6, y: 7 });
    await expect(page.locator('.dmr-squares__dark rect[x="0"][y="0"]')).toHaveCount(0);
    await expect(page.locator('.dmr-squares__dark rect[x="0"][y="700"]')).toHaveCount(1);
  });

  test('International: square 1 is b10, 46 = a1 is the dark bottom-left corner', async ({ page }) => {
    await open(page, '?variant=international&numbers=1');
    await expect(page.locator('[role="gridcell"]')).toHaveCount(50);
    await expect(page.locator('.dmr-numbers text')).toHaveCount(50);
    expect(await placeOf(page, 1, 10)).toEqual({ x: 1, y: 0 });
    expect(await placeOf(page, 5, 10)).toEqual({ x: 9, y: 0 });
    expect(await placeOf(page, 46, 10)).toEqual({ x: 0, y: 9 });
    expect(await placeOf(page, 50, 10)).toEqual({ x: 8, y: 9 });
    await expect(page.locator('.dmr-squares__dark rect[x="0"][y="900"]')).toHaveCount(1);
  });

  test('flip turns the board 180° and the coordinates with it', async ({ page }) => {
    await open(page, '?variant=italian');
    await page.locator('[data-action="flip"]').click();
    await expect(page.locator('[data-board]')).toHaveAttribute('data-orientation', 'black');
    expect(await placeOf(page, 1, 8)).toEqual({ x: 7, y: 7 });
    expect(await placeOf(page, 32, 8)).toEqual({ x: 0, y: 0 });
    const files = await page.locator('.dmr-coords text').allTextContents();
    expect(files.filter((f) => /[a-h]/.test(f))).toEqual(['h', 'g', 'f', 'e', 'd', 'c', 'b', 'a']);
  });
});

test.describe('reporting', () => {
  test('a click reports the square; the caller selects, shows dests and moves', async ({ page }) => {
    await open(page, '?variant=italian');
    await cell(page, 22).click();
    await expect(log(page)).toHaveText(['click 22']);
    await expect(cell(page, 22)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.dmr-dests > .dmr-dest')).toHaveCount(2);
    await cell(page, 18).click();
    await expect(log(page)).toHaveText(['click 22', 'click 18']);
    await expect(cell(page, 18)).toHaveAttribute('aria-label', /white man/);
    await expect(cell(page, 22)).toHaveAttribute('aria-label', /empty/);
    await expect(page.locator('.dmr-board [aria-live]')).toHaveText('22-18');
  });

  test('a click on a light square cancels', async ({ page }) => {
    await open(page, '?variant=italian');
    const g = await box(page, '[role="grid"]');
    const sq = g.width / 8;
    await page.mouse.click(g.x + sq * 1.5, g.y + sq * 0.5); // b8 is light in Italian
    await expect(log(page)).toHaveText(['cancel']);
  });

  test('dragging reports dragstart and drop; the piece follows the pointer', async ({ page }) => {
    await open(page, '?variant=italian');
    const from = await center(page, 22);
    const to = await center(page, 19);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y - 10, { steps: 3 });
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
    const dragged = page.locator('.dmr-piece--drag');
    await expect(dragged).toHaveCount(1);
    const d = await dragged.boundingBox();
    expect(Math.abs((d?.x ?? 0) + (d?.width ?? 0) / 2 - (from.x + to.x) / 2)).toBeLessThan(6);
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.mouse.up();
    await expect(log(page)).toHaveText(['dragstart 22', 'drop 22 19']);
    await expect(dragged).toHaveCount(0);
    await expect(cell(page, 19)).toHaveAttribute('aria-label', /white man/);
    await expect(cell(page, 22)).toHaveAttribute('aria-label', /empty/);
  });

  test('a press that barely moves is a click, not a drag', async ({ page }) => {
    await open(page, '?variant=italian');
    const p = await center(page, 23);
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    await page.mouse.move(p.x + 2, p.y + 1);
    await page.mouse.up();
    await expect(log(page)).toHaveText(['click 23']);
  });

  test('a piece that is not movable cannot be dragged, and the board asks nothing', async ({ page }) => {
    await open(page, '?variant=italian');
    const a = await center(page, 26); // boxed in at the start: not in \`movable\`
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x + 60, a.y - 60, { steps: 6 });
    await page.mouse.up();
    await expect(page.locator('.dmr-piece--drag')).toHaveCount(0);
    await cell(page, 22).click(); // a later event proves the log is live
    await expect(log(page)).toHaveText(['click 22']);
  });

  test('a drag refused by the caller does not move; one dropped off the board cancels', async ({ page }) => {
    await open(page, '?variant=italian&movable=any');
    // 26 is boxed in at the start: the harness refuses to let it be dragged.
    const a = await center(page, 26);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x + 60, a.y - 60, { steps: 6 });
    await page.mouse.up();
    await expect(log(page)).toHaveText(['dragstart 26']);
    await expect(page.locator('.dmr-piece--drag')).toHaveCount(0);

    const b = await center(page, 21);
    const g = await box(page, '.dmr-board');
    await page.mouse.move(b.x, b.y);
    await page.mouse.down();
    await page.mouse.move(b.x - 20, b.y, { steps: 3 });
    await page.mouse.move(g.x + g.width + 40, b.y, { steps: 6 });
    await page.mouse.up();
    await expect(log(page)).toHaveText(['dragstart 26', 'dragstart 21', 'cancel']);
    await expect(cell(page, 21)).toHaveAttribute('aria-label', /white man/);
  });

  test('a touch drag works too', { tag: '@phone' }, async ({ page, browserName }, info) => {
    test.skip(browserName !== 'chromium' || info.project.name !== 'phone', 'CDP touch events, phone project');
    await open(page, '?variant=italian');
    await cell(page, 24).scrollIntoViewIfNeeded();
    const from = await center(page, 24);
    const to = await center(page, 20);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    await touch('touchStart', from.x, from.y);
    for (let i = 1; i <= 8; i++) {
      await touch('touchMove', from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
    }
    await touch('touchEnd', to.x, to.y);
    await expect(log(page)).toHaveText(['dragstart 24', 'drop 24 20']);
    await expect(cell(page, 20)).toHaveAttribute('aria-label', /white man/);
  });
});

test.describe('animation', () => {
  test('a clicked move glides the piece from its old square to the new one', async ({
    page,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', 'slows animations down through CDP');
    await open(page, '?variant=italian');
    // Slow every animation fifty times, so that the check below does not race the animation.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.02 });
    await cell(page, 22).click();
    await cell(page, 18).click();
    const frames = await page
      .locator('[data-piece="18"]')
      .evaluate((el) =>
        el.getAnimations().map((a) => (a.effect as KeyframeEffect).getKeyframes().map((k) => k.transform)),
      );
    const at = (sq: number) =>
      page.locator(`[data-piece="${sq}"]`).evaluate((el) => (el as SVGGElement).style.transform);
    // Italian 22 is d3 (col 3, row 5), 18 is c4 (col 2, row 4), 100 units a square.
    expect(frames).toEqual([['translate(300px, 500px)', await at(18)]]);
  });

  test('nothing moves when the reader prefers reduced motion', async ({ browser, browserName }) => {
    test.skip(browserName !== 'chromium', 'slows animations down through CDP');
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await open(page, '?variant=italian');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.02 });
    await cell(page, 22).click();
    await cell(page, 18).click();
    await expect(cell(page, 18)).toHaveAttribute('aria-label', /white man/);
    const running = await page.locator('[data-piece="18"]').evaluate((el) => el.getAnimations().length);
    expect(running).toBe(0);
    await context.close();
  });
});

test.describe('keyboard', () => {
  test('one tab stop; arrows move over dark squares; Enter clicks; Escape cancels', async ({ page }) => {
    await open(page, '?variant=italian');
    await expect(page.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);
    await page.locator('[data-board]').scrollIntoViewIfNeeded();
    // Tab from the heading reaches the board's single tab stop (the first piece that can move).
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Tab');
    await expect(cell(page, 21)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(cell(page, 22)).toBeFocused();
    await expect(page.locator('[role="gridcell"][tabindex="0"]')).toHaveAttribute('data-square', '22');
    await page.keyboard.press('Enter');
    await expect(cell(page, 22)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(cell(page, 18)).toBeFocused();
    await expect(cell(page, 18)).toHaveAttribute('aria-label', /you can move here/);
    await page.keyboard.press(' ');
    await expect(log(page)).toHaveText(['click 22', 'click 18']);
    await expect(cell(page, 18)).toHaveAttribute('aria-label', /white man/);
    await page.keyboard.press('Escape');
    await expect(log(page)).toHaveText(['click 22', 'click 18', 'cancel']);
    // The focus ring is visible on the focused cell.
    const outline = await cell(page, 18).evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
  });

  test('the keyboard focus stays on the board at its edges', async ({ page }) => {
    await open(page, '?variant=international');
    await cell(page, 31).focus();
    await page.keyboard.press('Control+Home');
    await expect(cell(page, 1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await expect(cell(page, 1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(cell(page, 5)).toBeFocused();
  });
});

test.describe('layout and accessibility', () => {
  for (const [w, h] of [
    [360, 740],
    [740, 360],
  ]) {
    test(`fits a ${w}×${h} screen without horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await open(page, '?variant=international&numbers=1');
      const b = await box(page, '[data-board]');
      expect(Math.abs(b.width - b.height)).toBeLessThan(1);
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(w);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
    });
  }

  test('axe finds no violations with selection, dests, ghosts, arrows and highlights', async ({ page }) => {
    await open(page, '?scenario=demo&numbers=1');
    const results = await new Axe({ page }).include('[data-board]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });

  test('every dark square has an accessible name', async ({ page }) => {
    await open(page, '?variant=english');
    const names = await page
      .locator('[role="gridcell"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(names).toHaveLength(32);
    expect(names.every((n) => /^Square \d+, /.test(n ?? ''))).toBe(true);
    await expect(page.getByRole('grid', { name: /Board harness/ })).toBeVisible();
  });
});
