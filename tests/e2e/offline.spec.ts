/**
 * The site offline (issue 13): after a first visit the service worker has precached every page, script,
 * icon and the Pagefind index, so with the network off a lesson, the analysis board, play (the computer's
 * move comes from its Web Worker, served from the cache too) and search all work, with no Content-Security-Policy
 * violation (src/build/site/csp.ts). And when a new version
 * is deployed, an open page offers a reload and then runs the new version.
 */

import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { legalMoves, makeFen, parseFen, parseMoveText, sameMove, VARIANTS } from '../../src/engine/index';
import type { TrainerPuzzle } from '../../src/model/puzzles';
import Axe from './axe';
import { watchCsp } from './csp';
import { firstExchange } from './play-steps';
import { seedMissed } from './puzzle-feed';

// Every other spec blocks service workers (playwright.config.ts), so no test inherits a cache; here they run,
// each test in its own fresh context, so each starts with no worker and an empty cache.
test.use({ serviceWorkers: 'allow' });
// The first visit precaches the whole site (~1.4 MB gzip) from the preview server.
test.setTimeout(90_000);

/** Opens `path` and waits until the service worker has installed (precache complete) and controls the page. */
async function firstVisit(page: Page, path: string) {
  await page.goto(path);
  // The worker is registered once the page has loaded; `ready` resolves when it is active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // clientsClaim: the first worker takes the open page without a reload.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Requests that failed or got no answer: with everything precached, offline there must be none. */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
  return failed;
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  // The network is really gone: the page itself cannot reach the server past the worker.
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
}

test('after a first visit, lessons, the analysis board, play and search work offline', async ({
  page,
  context,
}) => {
  // The service worker's registration, and every page answered from its cache, within the page's policy.
  const violations = await watchCsp(page);
  await firstVisit(page, '/en/');
  const failed = failedRequests(page);
  await goOffline(context, page);

  // A lesson, with a working exercise board.
  await page.goto('/en/lessons/italian/how-to-capture/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('How to capture');
  // Exercise boards hydrate when they come into view (client:visible).
  const exercise = page.locator('[data-exercise]').first();
  await exercise.scrollIntoViewIfNeeded();
  await expect(exercise).toHaveAttribute('data-ready', 'true');

  // A page of the other language, the course page and the comparison.
  await page.goto('/it/lezioni/dama-italiana/');
  await expect(page.getByTestId('course-map')).toHaveAttribute('data-ready', 'true');
  await page.goto('/it/regole/confronto/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The analysis board, with a position in its address (the query does not stop the cached page).
  await page.goto('/en/analysis/?v=international&fen=W:WK10:B14,33,38,40');
  await expect(page.locator('[data-analysis] [data-board][data-ready="true"]')).toBeVisible();
  await expect(page.locator('[data-analysis] [data-square="10"]')).toHaveAttribute('aria-label', /king/i);
  await expect(page.getByTestId('analysis-error')).toHaveCount(0);

  // Play: a move, and the computer's answer from its worker.
  await page.goto('/en/play/');
  await firstExchange(page);
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'player');

  // Search, for a word never searched online: the whole index was precached.
  await page.goto('/en/search/');
  await page.locator('pagefind-input input').fill('corner');
  await expect(
    page.locator('pagefind-results').getByRole('link', { name: 'The board and its numbers' }),
  ).toBeVisible();
  await page.goto('/it/cerca/?q=cantone');
  await expect(
    page.locator('pagefind-results').getByRole('link', { name: 'La damiera e i numeri' }),
  ).toBeVisible();

  expect(failed).toEqual([]);
  expect(violations).toEqual([]);
});

test('the puzzle trainer works offline: the trainer, a puzzle by its link, a result, and the review', async ({
  page,
  context,
}) => {
  const violations = await watchCsp(page);
  await firstVisit(page, '/en/');
  const failed = failedRequests(page);
  // A puzzle missed two days ago, due for review today: the trainer reviews it first, on a fresh puzzle of
  // its theme (src/model/puzzles.ts reviewPuzzle).
  await seedMissed(page, 'it-c1-rules-0001');
  // A puzzle from a game with a wrong first move to play, read from the server before going offline (the
  // page itself never fetches its game's table online).
  const tiro: TrainerPuzzle[] = (await (await page.request.get('/en/puzzles/data/italian/tiro.json')).json())
    .puzzles;
  const fromGame = tiro.flatMap((p) => {
    const start = parseFen(VARIANTS[p.variant], p.fen);
    const first = p.goal.line[0];
    if (!p.game || !start.ok || !('learner' in first)) return [];
    const right = first.learner.map((t) => parseMoveText(start.value, t));
    const wrong = legalMoves(start.value).find((m) => !right.some((r) => r.ok && sameMove(r.value, m)));
    return wrong ? [{ p, fen: makeFen(start.value), wrong: [...wrong.path] }] : [];
  })[0];
  expect(fromGame).toBeDefined();
  // Never opened online: everything the trainer needs was precached with the site.
  await goOffline(context, page);

  // The review, in the trainer with no address.
  await page.goto('/en/puzzles/');
  await expect(page.getByTestId('trainer')).toHaveAttribute('data-ready', 'true');
  const review = page.locator('.dmr-trainer__puzzle[data-theme="criterion-1"] [data-puzzle]');
  await expect(review).toBeVisible();
  await expect(review).not.toHaveAttribute('data-puzzle', 'it-c1-rules-0001');
  await expect(page.getByText('Review: a new one on the pattern of one you missed.')).toBeVisible();
  await expect(page.getByTestId('trainer-error')).toHaveCount(0);

  // A puzzle by its link, solved: the result and the rating update load from the cache too.
  await page.goto('/it/problemi/?id=it-c2-rules-0001');
  await expect(page.getByTestId('trainer')).toHaveAttribute('data-ready', 'true');
  const puzzle = page.locator('[data-puzzle="it-c2-rules-0001"]');
  await expect(puzzle).toHaveAttribute('data-exercise-state', '"waiting"');
  await puzzle.locator('[data-square="14"]').click();
  await puzzle.locator('[data-square="21"]').click();
  await expect(puzzle).toHaveAttribute('data-state', '"solved"');
  await expect(page.getByTestId('rating-change')).toHaveText(/^\+\d+$/);

  // A puzzle from a game, missed: its game (the theme's game table, precached) opens in the analysis board
  // at the puzzle's position.
  // Requests still on their way when the link is followed would be cut off (ERR_ABORTED), not failed offline.
  let pending = 0;
  page.on('request', () => pending++);
  page.on('requestfinished', () => pending--);
  page.on('requestfailed', () => pending--);
  await page.goto(`/en/puzzles/?id=${fromGame.p.id}`);
  await expect(page.getByTestId('trainer')).toHaveAttribute('data-ready', 'true');
  const fromGameBoard = page.locator(`[data-puzzle="${fromGame.p.id}"]`);
  await expect(fromGameBoard).toHaveAttribute('data-exercise-state', '"waiting"');
  for (const n of fromGame.wrong) await fromGameBoard.locator(`[data-square="${n}"]`).click();
  await expect(fromGameBoard).toHaveAttribute('data-state', /failed/);
  await expect(page.getByTestId('puzzle-game-error')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open the game in the analysis board' })).toBeVisible();
  await expect.poll(() => pending).toBe(0);
  await page.getByRole('link', { name: 'Open the game in the analysis board' }).click();
  await expect(page.getByTestId('fen')).toHaveValue(fromGame.fen);

  expect(failed).toEqual([]);
  expect(violations).toEqual([]);
});

test('a new version waiting is offered as a reload, in the page language, and the reload runs it', async ({
  page,
}) => {
  await firstVisit(page, '/it/');
  // A page opened while the worker controls it, as on any later visit.
  await page.reload();
  const prompt = page.locator('[data-update]');
  await expect(prompt).toBeHidden();

  // A new version arrives: a worker registered from another script address for the same scope installs
  // (the same build, so its precache is already complete) and, like any new version, waits for the open
  // pages. (Playwright cannot rewrite the worker script the browser fetches for an update check, so the
  // new address stands in for new bytes at the same address; workbox-window reports both as 'waiting'.)
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?version=next', { scope: '/' }));

  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('È pronta una nuova versione di Damiera.');
  // The old version still runs: the new worker waits until the visitor says so.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting))).toBe(
    true,
  );
  const axe = await new Axe({ page }).include('.update-notice').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Reload now: the new worker takes over and the page reloads into it.
  await page.evaluate(() => {
    (window as unknown as { oldPage: boolean }).oldPage = true;
  });
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Ricarica ora' }).click();
  await reloaded;
  expect(await page.evaluate(() => 'oldPage' in window)).toBe(false);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js\?version=next$/,
  );
});

test('the site can be installed as an app: Chromium finds its manifest, icons and worker', async ({
  page,
  context,
  browserName,
}) => {
  test.skip(browserName !== 'chromium', 'installability is read through the Chrome DevTools Protocol');
  await firstVisit(page, '/en/');
  const cdp = await context.newCDPSession(page);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito-like, which Chromium reports apart from the site's own faults.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});
