/**
 * The endgame databases in the browser: the AI worker fetches a variant's tables only when a position has
 * few enough pieces, and then answers from them; a game from the start fetches none.
 */
import { expect, type Page, test } from '@playwright/test';

/** The /endgame/ files the page (and its workers) asked for. */
function endgameRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/endgame/')) urls.push(path);
  });
  return urls;
}

const helpOn = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.locator('[data-analysis][data-ready="true"]')).toBeVisible();
  await expect(page.locator('[data-analysis] [data-board][data-ready="true"]')).toBeVisible();
  await page.getByTestId('help-toggle').click();
  await expect(page.getByTestId('engine-help')).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
};

// Italian, two white men on 29 and 30 against a king on 4: a win in 57 plies (29 of White's moves), far
// deeper than the help's search sees alone in its 1.2 s.
const MEN = '/en/analysis/?v=italian&fen=W:W29,30:BK4';

test.describe('endgame databases', () => {
  test('the analysis of two men against a king fetches the 2- and 3-piece tables and names the win', async ({
    page,
  }) => {
    const urls = endgameRequests(page);
    await helpOn(page, MEN);
    await expect(page.getByTestId('evaluation')).toHaveText('White wins in 29');
    expect(urls).toEqual([
      expect.stringMatching(/^\/endgame\/[0-9a-f]{16}\/italian-2\.bin$/),
      expect.stringMatching(/^\/endgame\/[0-9a-f]{16}\/italian-3\.bin$/),
    ]);
  });

  test('three kings against one (Italian) fetches the 4-piece table too, and says the win without a length', async ({
    page,
  }) => {
    const urls = endgameRequests(page);
    await helpOn(page, '/it/analisi/?v=italian&fen=W:WK1,K2,K3:BK32');
    // The browser's 4-piece files hold results only: a win, not in how many moves, and no hundreds of men.
    await expect(page.getByTestId('evaluation')).toHaveText('Il Bianco vince (database dei finali)');
    expect(urls.map((u) => u.split('/').pop())).toEqual(['italian-2.bin', 'italian-3.bin', 'italian-4.bin']);
  });

  test('without the files (offline, nothing cached) the same analysis still answers, from the search alone', async ({
    page,
  }) => {
    const urls = endgameRequests(page);
    await page.route('**/endgame/**', (route) => route.abort('internetdisconnected'));
    await helpOn(page, MEN);
    await expect(page.getByTestId('evaluation')).toHaveText(/^\+\d+\.\d$/);
    await expect(page.getByTestId('best-line')).toHaveText(/^1\. \d+-\d+/);
    expect(urls.length).toBeGreaterThan(0);
  });

  test('a damaged file is fetched once more, then left out: the analysis answers without it', async ({
    page,
  }) => {
    const urls = endgameRequests(page);
    await page.route('**/endgame/**/italian-3.bin', async (route) => {
      const res = await route.fetch();
      const body = Buffer.from(await res.body());
      body[body.length - 10] ^= 0x40;
      await route.fulfill({ response: res, body });
    });
    await helpOn(page, MEN);
    await expect(page.getByTestId('evaluation')).toHaveText(/^\+\d+\.\d$/);
    expect(urls.filter((u) => u.endsWith('/italian-3.bin'))).toHaveLength(2);
  });

  test('playing the computer from a small ending, its move is searched with the tables', async ({ page }) => {
    const urls = endgameRequests(page);
    await page.goto('/en/play/?v=italian&fen=W%3AW29%2C30%3ABK4');
    await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
    // Nothing is fetched until the computer thinks.
    expect(urls).toEqual([]);
    await page.keyboard.press('1');
    await page.locator('input[name="play-color"][value="black"]').check();
    await page.locator('[data-action="start"]').click();
    await expect(page.locator('[data-testid="move-list"] [data-ply]')).toHaveCount(1);
    await expect(page.getByTestId('your-turn')).toBeVisible();
    expect(urls.map((u) => u.split('/').pop())).toEqual(['italian-2.bin', 'italian-3.bin']);
  });

  test('a first load of play and the computer’s first move fetch no endgame file', async ({ page }) => {
    const urls = endgameRequests(page);
    await page.goto('/en/play/');
    await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
    await page.keyboard.press('1');
    await page.locator('input[name="play-variant"][value="italian"]').check();
    await page.locator('input[name="play-color"][value="white"]').check();
    await page.locator('[data-action="start"]').click();
    await page.locator('[role="gridcell"][data-square="22"]').click();
    await page.locator('[role="gridcell"][data-square="18"]').click();
    await expect(page.locator('[data-testid="move-list"] [data-ply]')).toHaveCount(2);
    expect(urls).toEqual([]);
  });
});

test.describe('endgame databases offline', () => {
  // Every other spec blocks service workers (playwright.config.ts); this one needs the runtime cache.
  test.use({ serviceWorkers: 'allow' });
  // The first visit precaches the whole site from the preview server.
  test.setTimeout(90_000);

  test('a table used once is kept by the service worker and answers again offline', async ({
    page,
    context,
  }) => {
    await page.goto('/en/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await helpOn(page, MEN);
    await expect(page.getByTestId('evaluation')).toHaveText('White wins in 29');
    const cached = await page.evaluate(async () => {
      const cache = await caches.open('damiera-endgame');
      return (await cache.keys()).map((r) => new URL(r.url).pathname.split('/').pop()).sort();
    });
    expect(cached).toEqual(['italian-2.bin', 'italian-3.bin']);

    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await helpOn(page, MEN);
    await expect(page.getByTestId('evaluation')).toHaveText('White wins in 29');
  });
});
