/**
 * The engine's review of a finished game on the play page (issue 23): a short game from a link's position
 * in which White blunders (17-13?, and Black's 9x25 takes two by criterion 1), resigned; then "Review the
 * game": the graph, the marked blunder with its rule sentence, N to jump to it, "retry from here"; and a
 * worker that fails in the middle of the review.
 */
import { expect, type Page, test } from '@playwright/test';

/** Italian after 1. 21-17 12-15 2. 25-21 8-12, White to move. */
const FEN = 'W:W17,21,22,23,24,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,12,15';
const cell = (page: Page, sq: number) => page.locator(`[role="gridcell"][data-square="${sq}"]`);
const plies = (page: Page) => page.locator('[data-testid="move-list"] [data-ply]');

const WORDS = {
  it: {
    path: '/it/gioca/',
    review: 'Rivedi la partita',
    verdict: '17-13?? è un errore grave.',
    rule: 'Il criterio 1 obbliga il Nero a mangiare più pezzi possibile: 9x25, che ne prende 2, invece di 10x17.',
    failed: 'Il computer si è fermato a metà dell’analisi.',
    fromLink: 'Si parte dalla posizione del link.',
    fromChosen: 'Si parte dalla posizione che hai scelto, non da quella iniziale.',
  },
  en: {
    path: '/en/play/',
    review: 'Review the game',
    verdict: '17-13?? is a blunder.',
    rule: 'Criterion 1 obliges Black to take the most pieces: 9x25, which takes 2, rather than 10x17.',
    failed: 'The computer stopped in the middle of the review.',
    fromLink: 'The game starts from the position in the link.',
    fromChosen: 'The game starts from the position you chose, not the usual one.',
  },
} as const;

/** From the link's position: the blunder and Black's forced double capture. */
async function blunder(page: Page, path: string) {
  await page.goto(`${path}?v=italian&fen=${encodeURIComponent(FEN)}`);
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  // The link is read once the page is ready: start only once its position is on the board.
  await expect(page.getByTestId('link-start')).toBeVisible();
  await page.keyboard.press('1');
  await page.locator('input[name="play-color"][value="white"]').check();
  await page.locator('[data-action="start"]').click();
  await cell(page, 17).click();
  await cell(page, 13).click();
  // Black's only move (criterion 1) is played at once.
  await expect(plies(page)).toHaveCount(2);
  await expect(page.getByTestId('your-turn')).toBeVisible();
}

async function resign(page: Page) {
  await page.locator('[data-action="resign"]').click();
  await page.locator('[data-action="resign-yes"]').click();
  await expect(page.getByTestId('result')).toBeVisible();
}

/** The blunder, Black's forced double capture, and a resignation. */
async function blunderAndResign(page: Page, path: string) {
  await blunder(page, path);
  await resign(page);
}

/** "Review the game", then N: the blunder on the board, and "retry from here". */
async function reviewAndRetry(page: Page) {
  await page.locator('[data-action="engine-review"]').click();
  await expect(page.getByTestId('engine-review')).toHaveAttribute('data-state', 'done');
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('n');
  await expect(page.getByTestId('review-ply')).toHaveAttribute('data-ply', '1');
  await page.locator('[data-action="review-retry-from"]').click();
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'player');
  await expect(plies(page)).toHaveCount(0);
}

for (const lang of ['it', 'en'] as const) {
  const w = WORDS[lang];
  test(`${lang}: review the game, see the graph and the blunder with its rule, retry from it`, {
    // The review's layout and taps on the phone once, in Italian; the English words on the desktop.
    tag: lang === 'it' ? '@phone' : [],
  }, async ({ page }) => {
    await blunderAndResign(page, w.path);
    const open = page.locator('[data-action="engine-review"]');
    await expect(open).toHaveText(w.review);
    await open.click();
    const review = page.getByTestId('engine-review');
    await expect(review).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('review-graph')).toBeVisible();
    // The blunder is marked on the move list, and counted in the graph's table.
    await expect(page.locator('[data-testid="move-list"] [data-ply="0"]')).toHaveAttribute(
      'data-mark',
      'blunder',
    );
    await expect(page.locator('[data-testid="move-list"] [data-ply="1"]')).not.toHaveAttribute(
      'data-mark',
      /./,
    );
    await expect(review.locator('tbody tr[data-class="blunder"]')).toHaveCount(1);
    // N jumps to it: the board shows the position after it, the verdict, the better move and the rule.
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('n');
    await expect(page.getByTestId('review-ply')).toHaveAttribute('data-ply', '1');
    await expect(page.getByTestId('review-verdict')).toContainText(w.verdict);
    await expect(page.getByTestId('review-better')).not.toContainText('17-13');
    // The better move is named once, then the line that follows it.
    const better = (await page.getByTestId('review-better').textContent()) ?? '';
    const named = /(\d+(?:[-x]\d+)+)[,.]/.exec(better)?.[1];
    expect(named, better).toBeTruthy();
    expect(better.split(named as string).length - 1, better).toBe(1);
    await expect(page.getByTestId('review-rule')).toContainText(w.rule);
    // Retry from here: a new game from the position before the blunder, White to move again.
    await page.locator('[data-action="review-retry-from"]').click();
    await expect(page.locator('.play')).toHaveAttribute('data-state', 'player');
    await expect(plies(page)).toHaveCount(0);
    await expect(cell(page, 17)).toHaveAttribute('aria-label', /white man|pedina bianca/i);
    await expect(cell(page, 9)).toHaveAttribute('aria-label', /black man|pedina nera/i);
    // The position retried is the link's own: the setup says so, truly.
    await resign(page);
    await page.locator('[data-action="new"]').click();
    await expect(page.getByTestId('link-start')).toContainText(w.fromLink);
  });
}

test('a retry from a game whose link is gone: the setup does not speak of a link', async ({ page }) => {
  const w = WORDS.en;
  await blunder(page, w.path);
  // The game goes on at the page's own address, with no link in it.
  await page.goto(w.path);
  await page.locator('[data-action="resume"]').click();
  await expect(plies(page)).toHaveCount(2);
  await resign(page);
  await reviewAndRetry(page);
  await resign(page);
  await page.locator('[data-action="new"]').click();
  const start = page.getByTestId('link-start');
  await expect(start).toContainText(w.fromChosen);
  await expect(start).not.toContainText('link');
  await expect(cell(page, 17)).toHaveAttribute('aria-label', /white man/i);
  // The usual start stays one click away.
  await page.locator('[data-action="usual-start"]').click();
  await expect(start).toHaveCount(0);
  await expect(cell(page, 17)).not.toHaveAttribute('aria-label', /white man/i);
});

test('the worker fails in the middle of the review: a message, the game kept, and the review goes on', async ({
  page,
}) => {
  const w = WORDS.en;
  await blunderAndResign(page, w.path);
  const worker = page.waitForEvent('worker');
  await page.locator('[data-action="engine-review"]').click();
  // The review's worker answers the start position, then its next request throws, as a crash would.
  await (await worker).evaluate((start) => {
    const answer = self.onmessage;
    self.onmessage = (e) => {
      if ((e.data as { fen?: string }).fen !== start) throw new Error('test: the search crashed');
      return answer?.call(self, e);
    };
  }, FEN);
  const review = page.getByTestId('engine-review');
  await expect(review).toHaveAttribute('data-state', 'failed');
  await expect(page.getByTestId('review-failure')).toContainText(w.failed);
  await expect(plies(page)).toHaveCount(2);
  await expect(page.getByTestId('result')).toBeVisible();
  // Again: a fresh worker goes on from where the first stopped.
  await page.locator('[data-action="review-retry"]').click();
  await expect(review).toHaveAttribute('data-state', 'done');
  await expect(page.locator('[data-testid="move-list"] [data-ply="0"]')).toHaveAttribute(
    'data-mark',
    'blunder',
  );
});
