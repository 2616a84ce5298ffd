/**
 * Playing against the computer on the built site (/it/gioca/, /en/play/): a whole short game — start, a move by
 * clicking, the computer's reply from the Web Worker, resign, the result — and the level keys and memory.
 * Level 1 (Principiante) everywhere, so the computer answers in a fraction of a second.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

const open = async (page: Page, path = '/it/gioca/') => {
  await page.goto(path);
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
};
const cell = (page: Page, sq: number) => page.locator(`[role="gridcell"][data-square="${sq}"]`);
const plies = (page: Page) => page.locator('[data-testid="move-list"] [data-ply]');
/** The name of the level chosen in the level picker. */
const levelName = (page: Page) => page.locator('.play-level__option:has(input:checked) .play-level__name');
/** The level picker's option named `name`, as a pointer clicks or taps it. */
const levelOption = (page: Page, name: string) => page.locator('.play-level__option', { hasText: name });

test('a game: start, move by clicking, the computer replies, resign, the result and the PDN', {
  tag: '@phone',
}, async ({ page }) => {
  await open(page);
  await page.keyboard.press('1');
  await expect(levelName(page)).toHaveText('Principiante');
  await page.locator('input[name="play-variant"][value="italian"]').check();
  await page.locator('input[name="play-color"][value="white"]').check();
  await page.locator('[data-action="start"]').click();
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'player');
  await expect(page.getByTestId('your-turn')).toBeVisible();

  // 22-18 by two clicks.
  await cell(page, 22).click();
  await cell(page, 18).click();
  // The computer answers: the thinking indicator goes away and the move list has both moves.
  await expect(plies(page)).toHaveCount(2);
  await expect(page.getByTestId('thinking')).toHaveCount(0);
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'player');
  await expect(plies(page).first()).toHaveText('22-18');
  // The computer's move stays marked, in the list and on the board.
  await expect(plies(page).nth(1)).toHaveClass(/is-last/);
  await expect(cell(page, 18)).toHaveAttribute('aria-label', /pedina bianca/);

  // Resign: asked first, then the game is over and lost.
  await page.locator('[data-action="resign"]').click();
  await page.locator('[data-action="resign-no"]').click();
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'player');
  await page.locator('[data-action="resign"]').click();
  await page.locator('[data-action="resign-yes"]').click();
  await expect(page.getByTestId('result')).toHaveText('Ha vinto il computer');
  await expect(page.getByTestId('game-over')).toContainText('Hai abbandonato');
  await expect(page.getByTestId('score')).toHaveText('0');

  // The game in PDN, and the link to the analysis board carries it.
  const pdn = await page.getByTestId('pdn').textContent();
  expect(pdn).toContain('[Result "0-1"]');
  expect(pdn).toMatch(/1\. 22-18 \d+[-x]\d+ 0-1/);
  const href = await page.locator('[data-action="analyse"]').getAttribute('href');
  expect(href).toMatch(/^\/it\/analisi\/\?v=italian&pdn=/);
  expect(new URLSearchParams(href!.split('?')[1]).get('pdn')).toBe(pdn);

  // Play again with the same choices.
  await page.locator('[data-action="again"]').click();
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'player');
  await expect(page.locator('.play-moves__none')).toBeVisible();
});

test('English: Black moves first, so as White the computer opens; the player’s side is at the bottom', async ({
  page,
}) => {
  await open(page, '/en/play/');
  await page.keyboard.press('1');
  await page.locator('input[name="play-variant"][value="english"]').check();
  await page.locator('input[name="play-color"][value="white"]').check();
  await page.locator('[data-action="start"]').click();
  await expect(plies(page)).toHaveCount(1);
  await expect(page.getByTestId('your-turn')).toHaveText('Your move');
  await expect(page.locator('[data-board]')).toHaveAttribute('data-orientation', 'white');
  await page.locator('[data-action="flip"]').click();
  await expect(page.locator('[data-board]')).toHaveAttribute('data-orientation', 'black');

  // As Black, the player opens and Black is at the bottom.
  await page.locator('[data-action="resign"]').click();
  await page.locator('[data-action="resign-yes"]').click();
  await expect(page.getByTestId('result')).toHaveText('The computer won');
  await page.locator('[data-action="new"]').click();
  await page.locator('input[name="play-color"][value="black"]').check();
  await page.locator('[data-action="start"]').click();
  await expect(page.getByTestId('your-turn')).toBeVisible();
  await expect(page.locator('.play-moves__none')).toBeVisible();
  await expect(page.locator('[data-board]')).toHaveAttribute('data-orientation', 'black');
});

test('the level persists across reloads; keys 1 to 5 choose it, and so does a click', async ({ page }) => {
  await open(page);
  await expect(levelName(page)).toHaveText('Normale'); // the default
  await page.keyboard.press('5');
  await expect(levelName(page)).toHaveText('Difficile');
  await page.reload();
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  await expect(levelName(page)).toHaveText('Difficile');

  for (const [key, name] of [
    ['1', 'Principiante'],
    ['2', 'Facile'],
    ['3', 'Normale'],
    ['4', 'Forte'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(levelName(page)).toHaveText(name);
  }
  // All five are on show: a click picks any of them.
  await expect(page.locator('.play-level__name')).toHaveText([
    'Principiante',
    'Facile',
    'Normale',
    'Forte',
    'Difficile',
  ]);
  await levelOption(page, 'Difficile').click();
  await expect(levelName(page)).toHaveText('Difficile');
  await levelOption(page, 'Principiante').click();
  await expect(levelName(page)).toHaveText('Principiante');

  // Digits typed into a text field are text, not levels.
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'text';
    input.id = 'typing';
    document.querySelector('main')?.prepend(input);
  });
  await page.locator('#typing').fill('');
  await page.locator('#typing').press('4');
  await expect(levelName(page)).toHaveText('Principiante');

  // Variant and colour are remembered too, and the English page reads the same choices.
  await page.locator('input[name="play-variant"][value="international"]').check();
  await page.locator('input[name="play-color"][value="random"]').check();
  // The choice is saved right after the page redraws: leave only once it is.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('damiera:play')))
    .toMatch(/"color":"random"/);
  await open(page, '/en/play/');
  await expect(levelName(page)).toHaveText('Beginner');
  await expect(page.locator('input[name="play-variant"][value="international"]')).toBeChecked();
  await expect(page.locator('input[name="play-color"][value="random"]')).toBeChecked();
  await expect(page.locator('[role="gridcell"]')).toHaveCount(50);
});

test('corrupted storage falls back to the defaults', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('damiera.play', '{"level": 5, oops'));
  await open(page);
  await expect(levelName(page)).toHaveText('Normale');
  await expect(page.locator('input[name="play-variant"][value="italian"]')).toBeChecked();
});

test('settings saved before the storage module are kept, and moved to its keys', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('damiera.play', '{"variant":"english","color":"black","level":5}');
    localStorage.setItem('damiera.board.theme', 'green');
  });
  await open(page);
  await expect(levelName(page)).toHaveText('Difficile');
  await expect(page.locator('input[name="play-variant"][value="english"]')).toBeChecked();
  await expect(page.locator('input[name="play-color"][value="black"]')).toBeChecked();
  await expect(page.locator('.dmr-board')).toHaveClass(/dmr-board--green/);
  const saved = await page.evaluate(() => ({ ...localStorage }));
  expect(saved['damiera.play']).toBeUndefined();
  expect(saved['damiera.board.theme']).toBeUndefined();
  expect(JSON.parse(saved['damiera:play'])).toEqual({
    v: 2,
    data: { variant: 'english', color: 'black', level: 5, clock: 'none' },
  });
  expect(JSON.parse(saved['damiera:board-theme'])).toEqual({ v: 1, data: 'green' });
  expect(JSON.parse(saved['damiera:lang'])).toEqual({ v: 1, data: 'it' });
});

test('corrupted saved settings are reset with a notice in the page’s language', async ({ page }) => {
  await open(page, '/en/play/');
  const notice = page.locator('#storage-notices [data-notice="settings"]');
  await expect(notice).toBeHidden();
  await page.evaluate(() => localStorage.setItem('damiera:play', '{"v":1,"data":{"level":5,'));
  await page.reload();
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Saved settings could not be read and were set back to the defaults.');
  await expect(levelName(page)).toHaveText('Normal');
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  // The defaults were saved again: the next visit has nothing to reset.
  await page.reload();
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  await expect(notice).toBeHidden();
});

test('a theme chosen in one tab shows in another', async ({ page, context }) => {
  await open(page);
  const other = await context.newPage();
  await open(other);
  await expect(other.locator('.dmr-board')).toHaveClass(/dmr-board--classic/);
  await page.locator('[data-action="theme"]').click();
  await expect(page.locator('.dmr-board')).toHaveClass(/dmr-board--green/);
  await expect(other.locator('.dmr-board')).toHaveClass(/dmr-board--green/);
});

test('the page is in the navigation in both languages', async ({ page }) => {
  await page.goto('/it/');
  await page.locator('.site-nav a', { hasText: 'Gioca' }).click();
  await expect(page).toHaveURL(/\/it\/gioca\/$/);
  await expect(page.locator('.site-nav a[aria-current="page"]')).toHaveText('Gioca');
  await page.locator('[data-lang-switch="en"]').click();
  await expect(page).toHaveURL(/\/en\/play\/$/);
  await expect(page.locator('h1')).toHaveText('Play against the computer');
});

/** What has the keyboard focus: a button's data-action, else the element's role or tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    return a?.dataset.action ?? a?.getAttribute('role') ?? a?.tagName.toLowerCase() ?? '';
  });
/** Press Tab until `action` has the focus; returns everything focused on the way. */
async function tabTo(page: Page, action: string, max = 40): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < max && seen[seen.length - 1] !== action; i++) {
    await page.keyboard.press('Tab');
    seen.push(await focused(page));
  }
  expect(seen[seen.length - 1]).toBe(action);
  return seen;
}

test('keyboard only: Start puts the focus on the board, resigning keeps it in the question, Escape says no, then the result', async ({
  page,
}) => {
  await open(page);
  await page.keyboard.press('1');
  // Before a game the board only shows the start: it is no Tab stop on the way to Start.
  expect(await tabTo(page, 'start')).not.toContain('gridcell');
  await page.keyboard.press('Enter');
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'player');
  await expect(page.locator('[role="gridcell"]:focus')).toHaveCount(1);

  await tabTo(page, 'resign');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-action="resign-no"]')).toBeFocused();
  // Escape is "no": the question goes, the game goes on, the focus is back on the resign button.
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-action="resign-yes"]')).toHaveCount(0);
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'player');
  await expect(page.locator('[data-action="resign"]')).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.locator('[data-action="resign-no"]')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('[data-action="resign-yes"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('result')).toBeFocused();
  await expect(page.getByTestId('result')).toHaveText('Ha vinto il computer');

  // A rematch from the keyboard: the focus is on the board again.
  await tabTo(page, 'again', 3);
  await page.keyboard.press('Enter');
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'player');
  await expect(page.locator('[role="gridcell"]:focus')).toHaveCount(1);
});

test('a level key never changes the level silently: a status line says so, and mid-game when it applies', async ({
  page,
}) => {
  // The page's timers run on Playwright's clock, so the note's 6 seconds pass at once.
  await page.clock.install();
  await open(page);
  const notice = page.getByTestId('level-notice');
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(notice).toBeEmpty();
  await page.keyboard.press('2');
  await expect(notice).toHaveText('Livello: Facile');
  await expect(notice).toBeVisible();

  await page.locator('[data-action="start"]').click();
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'player');
  await expect(notice).toBeEmpty();
  await page.keyboard.press('4');
  await expect(levelName(page)).toHaveText('Forte');
  await expect(notice).toHaveText(
    'Livello: Forte. Vale dalla prossima mossa del computer. Per il punteggio conta il livello più basso giocato in questa partita.',
  );
  // It is a passing note: after six seconds it is gone.
  await page.clock.fastForward(6_000);
  await expect(notice).toBeEmpty();

  // A click says it too, in English as well.
  await open(page, '/en/play/');
  await levelOption(page, 'Hard').click();
  await expect(page.getByTestId('level-notice')).toHaveText('Level: Hard');
});

test('the computer’s worker crashes mid-game: the game waits with a retry, and goes on after it', async ({
  page,
}) => {
  await open(page, '/en/play/');
  await page.keyboard.press('1');
  // English as White: the computer opens, which starts its worker.
  await page.locator('input[name="play-variant"][value="english"]').check();
  await page.locator('input[name="play-color"][value="white"]').check();
  await page.locator('[data-action="start"]').click();
  await expect(plies(page)).toHaveCount(1);
  await expect(page.getByTestId('your-turn')).toBeVisible();

  // Break the worker from inside: its next request throws, as a crash in the search would. (Playwright
  // reaches the page's workers itself: the site ships no test hook.)
  await expect.poll(() => page.workers().length).toBeGreaterThan(0);
  for (const worker of page.workers()) {
    await worker.evaluate(() => {
      self.onmessage = () => {
        throw new Error('test: the search crashed');
      };
    });
  }

  // 24-20 is legal after any opening move of Black, and leaves Black a choice (a single legal move would be
  // played without asking the worker).
  await cell(page, 24).click();
  await cell(page, 20).click();
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'failed');
  await expect(page.getByTestId('failure')).toBeVisible();
  await expect(page.locator('[data-action="retry"]')).toBeFocused();
  await expect(plies(page)).toHaveCount(2);

  // Retry: a fresh worker answers and the game goes on.
  await page.locator('[data-action="retry"]').click();
  await expect(plies(page)).toHaveCount(3);
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'player');
  await expect(page.getByTestId('failure')).toHaveCount(0);
  await expect(page.getByTestId('your-turn')).toBeVisible();
});

test('on a phone: the board keeps the page’s margins, Start brings it back into view, no hint about keys', {
  tag: '@phone',
}, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout');
  const box = async () => (await page.locator('.play__board').boundingBox())!;
  const inView = async () => {
    const b = await box();
    return b.y >= 0 && b.y + b.height <= page.viewportSize()!.height;
  };
  await open(page);
  const heading = (await page.locator('h1').boundingBox())!;
  const board = await box();
  expect(heading.x).toBeGreaterThanOrEqual(12);
  expect(board.x).toBeCloseTo(heading.x, 0);
  expect(page.viewportSize()!.width - (board.x + board.width)).toBeCloseTo(heading.x, 0);
  await expect(page.locator('.play-level__keys')).toBeHidden();

  // Start is below the board: once it is on screen, the board is not (entirely).
  await page.locator('[data-action="start"]').scrollIntoViewIfNeeded();
  expect(await inView()).toBe(false);
  await page.locator('[data-action="start"]').click();
  await expect.poll(inView).toBe(true);

  // With reduced motion the board is there at once, no smooth scrolling: in view as soon as it has the focus.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  await page.locator('[data-action="start"]').scrollIntoViewIfNeeded();
  expect(await inView()).toBe(false);
  await page.locator('[data-action="start"]').click();
  const rect = await page.waitForFunction(() => {
    if (document.activeElement?.getAttribute('role') !== 'gridcell') return null;
    const r = document.querySelector('.play__board')!.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  const { top, bottom } = (await rect.jsonValue())!;
  expect(top).toBeGreaterThanOrEqual(0);
  expect(bottom).toBeLessThanOrEqual(page.viewportSize()!.height);
});

/**
 * Start a game at Principiante (the computer answers at once) and play 22-18 (or `from`-`to`) as White in
 * Italian draughts.
 */
async function startAndPlay(page: Page, from = 22, to = 18) {
  await page.keyboard.press('1');
  await page.locator('input[name="play-variant"][value="italian"]').check();
  await page.locator('input[name="play-color"][value="white"]').check();
  await page.locator('[data-action="start"]').click();
  await cell(page, from).click();
  await cell(page, to).click();
  await expect(plies(page)).toHaveCount(2);
  await expect(page.getByTestId('your-turn')).toBeVisible();
}
const moveTexts = (page: Page) => plies(page).allTextContents();
const savedGame = (page: Page) =>
  page.evaluate(() => {
    const text = localStorage.getItem('damiera:play-game');
    return text ? JSON.parse(text).data : null;
  });

test('a reload mid-game offers the game back: resumed with its moves, level and score level', async ({
  page,
}) => {
  await open(page);
  await startAndPlay(page);
  // A stronger level mid-game: the score keeps counting the lowest one.
  await page.keyboard.press('4');
  await expect(levelName(page)).toHaveText('Forte');
  const before = await moveTexts(page);
  await expect.poll(async () => (await savedGame(page))?.level).toBe(4);
  expect(await savedGame(page)).toMatchObject({ moves: before, level: 4, scoreLevel: 1, player: 'white' });

  await page.reload();
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  const resume = page.getByTestId('resume');
  await expect(resume).toContainText('Hai una partita in corso');
  await expect(resume).toContainText('Forte');
  // The board shows where the game stands: White's man is on 18.
  await expect(cell(page, 18)).toHaveAttribute('aria-label', /pedina bianca/);
  await page.locator('[data-action="resume"]').click();
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'player');
  expect(await moveTexts(page)).toEqual(before);
  await expect(levelName(page)).toHaveText('Forte');

  // The game goes on, and at its end the score counted Principiante, the lowest level played.
  await page.locator('[data-action="resign"]').click();
  await page.locator('[data-action="resign-yes"]').click();
  await expect(page.getByTestId('result')).toHaveText('Ha vinto il computer');
  const row = page.getByTestId('history').locator('tbody tr').first();
  await expect(row).toContainText('Principiante');
  // A finished game is no longer on offer.
  expect(await savedGame(page)).toBeNull();
  await page.reload();
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  await expect(page.getByTestId('setup')).toBeVisible();
});

test('a saved game can be abandoned, and is then gone', async ({ page }) => {
  await open(page);
  await startAndPlay(page);
  await page.reload();
  await expect(page.getByTestId('resume')).toBeVisible();
  await page.locator('[data-action="abandon"]').click();
  await expect(page.getByTestId('setup')).toBeVisible();
  await expect(page.locator('[data-action="start"]')).toBeFocused();
  expect(await savedGame(page)).toBeNull();
  await page.reload();
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  await expect(page.getByTestId('resume')).toHaveCount(0);
  await expect(page.getByTestId('setup')).toBeVisible();
});

test('the language switch keeps the game in progress', async ({ page }) => {
  await open(page);
  await startAndPlay(page);
  const before = await moveTexts(page);
  await page.locator('[data-lang-switch="en"]').click();
  await expect(page).toHaveURL(/\/en\/play\/$/);
  await expect(page.getByTestId('resume')).toContainText('You have a game in progress');
  await page.locator('[data-action="resume"]').click();
  expect(await moveTexts(page)).toEqual(before);
  await expect(page.getByTestId('your-turn')).toHaveText('Your move');
});

/**
 * Two tabs of one browser (issue 18, reliability 6): tab A has a game going, tab B leaves it and starts its
 * own, which is saved over A's. A says so at once and offers to keep its own game or to switch to B's.
 */
async function twoTabs(page: Page, context: BrowserContext, path: string) {
  await open(page, path);
  await startAndPlay(page);
  const mine = await moveTexts(page);
  await expect.poll(async () => (await savedGame(page))?.moves).toEqual(mine);

  const other = await context.newPage();
  await open(other, path);
  // B is offered A's game; it leaves it and starts its own, with another first move.
  await expect(other.getByTestId('resume')).toBeVisible();
  await other.locator('[data-action="abandon"]').click();
  await startAndPlay(other, 21, 17);
  const theirs = await moveTexts(other);
  expect(theirs[0]).toBe('21-17');
  await expect.poll(async () => (await savedGame(other))?.moves).toEqual(theirs);
  return { other, mine, theirs };
}

test('taps on the board before the interactive board has loaded are kept and played', async ({ page }) => {
  // Hold back the interactive board's code, as a slow phone would, until the taps are made.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await open(page, '/en/play/');
  // Everything the page loads from here on is held: the input board and its machine come when a game starts.
  await page.route('**/_astro/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.keyboard.press('1');
  await page.locator('input[name="play-variant"][value="italian"]').check();
  await page.locator('input[name="play-color"][value="white"]').check();
  await page.locator('[data-action="start"]').click();
  await cell(page, 22).click();
  await cell(page, 18).click();
  await expect(plies(page)).toHaveCount(0);
  release();
  // The board that takes input arrives, plays the two taps, and the computer answers.
  await expect(plies(page)).toHaveCount(2);
  await expect(plies(page).first()).toHaveText('22-18');
});

test('two tabs: the older tab says another game was saved over its own, and keeping it saves it again and tells the other tab', async ({
  page,
  context,
}) => {
  const { other, mine, theirs } = await twoTabs(page, context, '/it/gioca/');
  const question = page.getByTestId('other-tab');
  await expect(question).toContainText(
    'Una partita iniziata in un’altra scheda è stata salvata al posto di questa',
  );
  await expect(question.locator('[data-action="keep-mine"]')).toHaveText('Tieni questa partita');
  // The other game is counted as the resume panel counts moves: one for each side's turn.
  await expect(question.locator('[data-action="switch-tab"]')).toHaveText(
    'Passa all’altra partita (mosse giocate: 1)',
  );
  // Until A chooses, it writes nothing: B's game stays saved, and A's board still shows A's game.
  expect((await savedGame(page))?.moves).toEqual(theirs);
  expect(await moveTexts(page)).toEqual(mine);
  await expect(other.getByTestId('other-tab')).toHaveCount(0);

  await question.locator('[data-action="keep-mine"]').click();
  await expect(question).toHaveCount(0);
  expect(await moveTexts(page)).toEqual(mine);
  await expect.poll(async () => (await savedGame(page))?.moves).toEqual(mine);
  // Now B's game was saved over: B is the one asked.
  const asked = other.getByTestId('other-tab');
  await expect(asked).toBeVisible();
  await expect(asked.locator('[data-action="switch-tab"]')).toHaveText(
    'Passa all’altra partita (mosse giocate: 1)',
  );
  expect(await moveTexts(other)).toEqual(theirs);
  // A's game is the one saved: a reload of A offers it back.
  await page.reload();
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  await page.locator('[data-action="resume"]').click();
  expect(await moveTexts(page)).toEqual(mine);
});

test('two tabs: switching to the other tab’s game shows it, and leaves it saved (English)', async ({
  page,
  context,
}) => {
  const { other, theirs } = await twoTabs(page, context, '/en/play/');
  const question = page.getByTestId('other-tab');
  await expect(question).toContainText(
    'A game started in another tab has been saved over this one. Which one do you want to keep?',
  );
  const switchTo = question.locator('[data-action="switch-tab"]');
  await expect(switchTo).toHaveText('Switch to the other game (moves played: 1)');
  await switchTo.click();
  await expect(question).toHaveCount(0);
  // A now shows B's game: its moves, its board (White's man on 17, none on 18), and it is A's move.
  await expect.poll(() => moveTexts(page)).toEqual(theirs);
  await expect(cell(page, 17)).toHaveAttribute('aria-label', /white man/);
  await expect(cell(page, 18)).not.toHaveAttribute('aria-label', /white/);
  await expect(page.getByTestId('your-turn')).toHaveText('Your move');
  // The same game in both tabs: nothing saved over anything, nobody asked.
  expect((await savedGame(page))?.moves).toEqual(theirs);
  await expect(other.getByTestId('other-tab')).toHaveCount(0);

  // A goes on with it: B's copy of the same game is now behind, and B is asked rather than left to save over A.
  // Its first man that has a move: the computer's reply, picked at random, may have blocked one.
  const men = page.locator('[role="gridcell"].dmr-cell--grab');
  const dest = page.locator('[role="gridcell"].dmr-cell--dest').first();
  for (let i = 0; ; i++) {
    await men.nth(i).click();
    if (
      await dest.waitFor({ timeout: 2000 }).then(
        () => true,
        () => false,
      )
    )
      break;
  }
  await dest.click();
  await expect.poll(async () => (await savedGame(page))?.moves.length).toBeGreaterThan(theirs.length);
  await expect(other.getByTestId('other-tab')).toBeVisible();
  // Until B chooses, B writes nothing: A's longer game stays saved.
  const aheadOfB = (await savedGame(page))?.moves;
  expect(await moveTexts(other)).toEqual(theirs);
  expect((await savedGame(other))?.moves).toEqual(aheadOfB);
});

test('a saved game the engine refuses is removed with a notice, and the page offers a new game', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const data = {
      variant: 'italian',
      startFen: null,
      moves: ['22-18', '22-18'],
      player: 'white',
      level: 1,
      scoreLevel: 1,
      orientation: 'white',
      startedAt: '2026-11-30T12:00:00.000Z',
    };
    localStorage.setItem('damiera:play-game', JSON.stringify({ v: 1, data }));
  });
  await open(page, '/en/play/');
  // Only the game in progress was unreadable: the notice says the past games are kept (issue 18).
  const notice = page.locator('#storage-notices [data-notice="current-game"]');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    'Your game in progress could not be read and was removed; your past games are still saved.',
  );
  await expect(page.getByTestId('setup')).toBeVisible();
  expect(await savedGame(page)).toBeNull();
});

test('a finished game: step through it on the board, and find it in the history with its analysis link', async ({
  page,
}) => {
  await open(page);
  await startAndPlay(page);
  await page.locator('[data-action="resign"]').click();
  await page.locator('[data-action="resign-yes"]').click();
  await expect(page.getByTestId('result')).toBeFocused();

  const where = page.getByTestId('review-ply');
  await expect(where).toHaveAttribute('data-ply', '2');
  await page.keyboard.press('ArrowLeft');
  await expect(where).toHaveAttribute('data-ply', '1');
  await expect(where).toContainText('1. 22-18');
  // After White's first move only: Black's man is back where it stood.
  await expect(cell(page, 18)).toHaveAttribute('aria-label', /pedina bianca/);
  await page.keyboard.press('ArrowLeft');
  await expect(where).toHaveText('Posizione iniziale');
  await expect(cell(page, 22)).toHaveAttribute('aria-label', /pedina bianca/);
  await expect(cell(page, 18)).not.toHaveAttribute('aria-label', /pedina/);
  await expect(page.locator('[data-action="review-prev"]')).toBeDisabled();
  await page.keyboard.press('End');
  await expect(where).toHaveAttribute('data-ply', '2');
  await page.locator('[data-action="review-first"]').click();
  await expect(where).toHaveAttribute('data-ply', '0');
  await page.locator('[data-action="review-next"]').click();
  await expect(where).toHaveAttribute('data-ply', '1');

  const history = page.getByTestId('history');
  const row = history.locator('tbody tr').first();
  await expect(row).toContainText('Persa');
  await expect(row).toContainText('Dama italiana');
  await expect(row).toContainText('Principiante');
  const href = await row.locator('[data-action="history-analyse"]').getAttribute('href');
  expect(href).toMatch(/^\/it\/analisi\/\?/);
  const params = new URLSearchParams(href!.split('?')[1]);
  expect(params.get('v')).toBe('italian');
  expect(params.get('pdn')).toContain('[Result "0-1"]');
  expect(params.get('pdn')).toContain('[White "Tu"]');
  expect(params.get('pdn')).toMatch(/1\. 22-18 \d+[-x]\d+ 0-1/);
  await expect(history.getByTestId('best-scores')).toContainText('Dama italiana, Principiante: 0');

  // The link opens the game in the analysis board.
  await row.locator('[data-action="history-analyse"]').click();
  await expect(page).toHaveURL(/\/it\/analisi\/\?/);
  await expect(page.getByText('22-18').first()).toBeVisible();
});

test('a game from a link’s position; a bad link is explained and the usual setup offered', async ({
  page,
}) => {
  await open(page, '/en/play/?v=italian&fen=W%3AW22%2CK32%3AB10%2C18%2CK28');
  await expect(page.getByTestId('link-start')).toContainText(
    'The game starts from the position in the link.',
  );
  await expect(cell(page, 32)).toHaveAttribute('aria-label', /white king/);
  await expect(cell(page, 18)).toHaveAttribute('aria-label', /black man/);
  await page.locator('input[name="play-color"][value="white"]').check();
  await page.locator('[data-action="start"]').click();
  await expect(page.getByTestId('your-turn')).toBeVisible();
  await expect(cell(page, 28)).toHaveAttribute('aria-label', /black king/);
  await expect(plies(page)).toHaveCount(0);
  await page.locator('[data-action="resign"]').click();
  await page.locator('[data-action="resign-yes"]').click();
  // "Change settings", then back to the usual start.
  await page.locator('[data-action="new"]').click();
  await page.locator('[data-action="usual-start"]').click();
  await expect(page.getByTestId('link-start')).toHaveCount(0);
  await expect(page.locator('[role="gridcell"][aria-label*="man"]')).toHaveCount(24);

  for (const [path, text] of [
    ['/it/gioca/?v=italian&fen=W%3AW2%3AB10', 'Una pedina bianca non può stare sulla casella 2'],
    ['/en/play/?v=italian&fen=W%3AW2%3AB10', 'A white man cannot stand on square 2'],
    ['/en/play/?v=chess&fen=W%3AW22%3AB10', 'You can’t play “chess” against the computer here'],
    ['/it/gioca/?v=brazilian', 'Contro il computer non si può giocare a «brazilian»'],
    ['/en/play/?v=italian&fen=B%3AW22%3AB', 'the game is already over'],
    ['/it/gioca/?fen=hello', 'La posizione del link non si può usare.'],
  ] as const) {
    await open(page, path);
    await expect(page.getByTestId('link-error')).toContainText(text);
    await expect(page.getByTestId('link-start')).toHaveCount(0);
    await expect(page.locator('[data-action="start"]')).toBeVisible();
  }
});

test('a link’s position: the page is ready only once it is read, so a Start pressed at once starts from it', async ({
  page,
}) => {
  // The link's reader arrives late, as on a slow connection: the page waits for it before it says it is ready.
  await page.route('**/_astro/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('readPlayLink')) await new Promise((r) => setTimeout(r, 1500));
    await route.fulfill({ response, body });
  });
  await page.goto('/en/play/?v=italian&fen=W%3AW22%2CK32%3AB10%2C18%2CK28');
  await page.locator('.play[data-ready="true"]').waitFor();
  await page.locator('input[name="play-color"][value="white"]').check();
  await page.locator('[data-action="start"]').click();
  await expect(page.getByTestId('your-turn')).toBeVisible();
  // The link's position, not the usual start: White's king on 32, Black's king on 28, three black pieces.
  await expect(cell(page, 32)).toHaveAttribute('aria-label', /white king/);
  await expect(cell(page, 28)).toHaveAttribute('aria-label', /black king/);
  await expect(page.locator('[role="gridcell"][aria-label*="black"]')).toHaveCount(3);
});

test('two tabs offered the same saved game, both giving it up: it is in the history once', async ({
  page,
  context,
}) => {
  await open(page);
  await startAndPlay(page);
  await expect.poll(async () => (await savedGame(page))?.moves.length).toBe(2);
  const other = await context.newPage();
  await open(other);
  await page.reload();
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  // Both tabs offer the same game back; each gives it up.
  await expect(page.getByTestId('resume')).toBeVisible();
  await expect(other.getByTestId('resume')).toBeVisible();
  await page.locator('[data-action="abandon"]').click();
  await expect(page.getByTestId('setup')).toBeVisible();
  await other.locator('[data-action="abandon"]').click();
  await expect(other.getByTestId('setup')).toBeVisible();
  const rows = other.getByTestId('history').locator('tbody tr');
  await expect(rows.first()).toHaveAttribute('data-end', 'abandoned');
  await expect(rows).toHaveCount(1);
  const games = () =>
    other.evaluate(
      () =>
        JSON.parse(localStorage.getItem('damiera:play-history') ?? '{"data":{"games":[]}}').data.games.length,
    );
  // Give the second record every chance to land: still one.
  await other.waitForTimeout(500);
  expect(await games()).toBe(1);
  await page.reload();
  await expect(page.getByTestId('history').locator('tbody tr')).toHaveCount(1);
});

test('the 1–5 key hint is not shown on a touch-only device', async ({ browser, isMobile }) => {
  test.skip(isMobile, 'compares a touch tablet with a desktop');
  const touch = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 1024, height: 768 },
  });
  const tablet = await touch.newPage();
  await open(tablet);
  await expect(tablet.getByTestId('setup')).toBeVisible();
  await expect(tablet.locator('.play-level__keys')).toBeHidden();
  await touch.close();

  const desk = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await desk.newPage();
  await open(page);
  await expect(page.locator('.play-level__keys')).toBeVisible();
  await desk.close();
});

test('without JavaScript: the board drawn by the server, and only the message that JavaScript is needed', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, text] of [
    ['/it/gioca/', 'Per giocare contro il computer serve JavaScript.'],
    ['/en/play/', 'Playing against the computer needs JavaScript.'],
  ] as const) {
    await page.goto(path);
    // (Playwright's text matching skips <noscript>: its text is read from the element itself.)
    const message = page.locator('.play-noscript');
    await expect(message).toBeVisible();
    expect(await message.evaluate((e) => e.textContent)).toBe(text);
    await expect(page.getByText('Preparo la damiera')).toHaveCount(0);
    await expect(page.getByText('Setting up the board')).toHaveCount(0);
    // The setup panel's buttons would do nothing: they are not shown.
    await expect(page.locator('[data-action="start"]')).toBeHidden();
    await expect(page.locator('.play-level')).toBeHidden();
    await expect(page.locator('.play-level__keys')).toBeHidden();
    // The board is there, at the start: no empty box.
    await expect(page.locator('[role="gridcell"]')).toHaveCount(32);
    await expect(page.locator('.dmr-board')).toBeVisible();
  }
  await context.close();
});

test('the server draws the board the island takes over: no layout shift when it starts', async ({ page }) => {
  await page.goto('/en/play/');
  const before = await page.locator('.play__board').boundingBox();
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  const after = await page.locator('.play__board').boundingBox();
  expect(after).toEqual(before);
  const intro = page.locator('.play-intro');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!e.hadRecentInput) total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
  expect(shift).toBeLessThan(0.01);
  await expect(intro).toBeVisible();
});

test('the move sound is off unless turned on, and remembered', async ({ page }) => {
  await open(page);
  const sound = page.locator('[data-action="sound"]');
  await expect(sound).not.toBeChecked();
  await sound.check();
  await page.reload();
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  await expect(page.locator('[data-action="sound"]')).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('damiera:play-sound'))).toBe('{"v":1,"data":true}');
});

// Issue 23, "after the game": the level picker, Play again, the ending in words and in the history, the
// move list in a review.

for (const { path, names, reload } of [
  { path: '/it/gioca/', names: ['Principiante', 'Facile', 'Normale', 'Forte', 'Difficile'], reload: 'Forte' },
  { path: '/en/play/', names: ['Beginner', 'Easy', 'Normal', 'Strong', 'Hard'], reload: 'Strong' },
]) {
  test(`the level picker shows the five levels; a click picks one, remembered after a reload (${path})`, async ({
    page,
  }) => {
    await open(page, path);
    await expect(page.locator('.play-level__name')).toHaveText(names);
    await expect(page.locator('input[name="play-level"]')).toHaveCount(5);
    await levelOption(page, reload).click();
    await expect(levelName(page)).toHaveText(reload);
    await expect(page.locator('input[name="play-level"][value="4"]')).toBeChecked();
    await page.reload();
    await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
    await expect(levelName(page)).toHaveText(reload);
    // On a computer the keys are said to work too.
    await expect(page.locator('.play-level__keys')).toBeVisible();
  });
}

test('Play again keeps the variant, the colour and the level (English as Black at Beginner)', async ({
  page,
}) => {
  await open(page, '/en/play/');
  await levelOption(page, 'Beginner').click();
  await page.locator('input[name="play-variant"][value="english"]').check();
  await page.locator('input[name="play-color"][value="black"]').check();
  await page.locator('[data-action="start"]').click();
  await expect(page.getByTestId('your-turn')).toBeVisible();
  await page.locator('[data-action="resign"]').click();
  await page.locator('[data-action="resign-yes"]').click();
  await expect(page.getByTestId('result-reason')).toHaveText('You resigned.');
  await expect(page.getByTestId('result-reason')).toHaveAttribute('data-end', 'resign');
  await page.locator('[data-action="again"]').click();
  await expect(page.getByTestId('your-turn')).toBeVisible();
  await expect(page.locator('.play')).toHaveAttribute('data-variant', 'english');
  await expect(page.locator('.play-status__you')).toContainText('You play Black');
  await expect(page.locator('[data-board]')).toHaveAttribute('data-orientation', 'black');
  await expect(levelName(page)).toHaveText('Beginner');
});

test('Play again after a resumed game keeps that game’s variant, colour and level, not the setup’s', async ({
  page,
}) => {
  await open(page);
  await startAndPlay(page);
  // Meanwhile the remembered choices are other ones (as another tab could have left them).
  await page.evaluate(() =>
    localStorage.setItem(
      'damiera:play',
      JSON.stringify({ v: 1, data: { variant: 'english', color: 'black', level: 5 } }),
    ),
  );
  await page.reload();
  await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
  await page.locator('[data-action="resume"]').click();
  await page.locator('[data-action="resign"]').click();
  await page.locator('[data-action="resign-yes"]').click();
  await expect(page.getByTestId('result-reason')).toHaveText('Hai abbandonato la partita.');
  await page.locator('[data-action="again"]').click();
  await expect(page.getByTestId('your-turn')).toBeVisible();
  await expect(page.locator('.play')).toHaveAttribute('data-variant', 'italian');
  await expect(page.locator('.play-status__you')).toContainText('Dama italiana · Giochi con il Bianco');
  await expect(plies(page)).toHaveCount(0);
  await expect(levelName(page)).toHaveText('Principiante');
});

for (const { path, lost, resigned, abandoned } of [
  {
    path: '/it/gioca/',
    lost: 'Persa',
    resigned: 'Persa · per abbandono',
    abandoned: 'Persa · lasciata a metà',
  },
  { path: '/en/play/', lost: 'Lost', resigned: 'Lost · resigned', abandoned: 'Lost · left unfinished' },
]) {
  test(`the history keeps how each game ended: a saved game given up is there as abandoned (${path})`, async ({
    page,
  }) => {
    await open(page, path);
    await startAndPlay(page);
    await page.reload();
    await expect(page.locator('.play[data-ready="true"]')).toBeVisible();
    await page.locator('[data-action="abandon"]').click();
    const rows = page.getByTestId('history').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-end', 'abandoned');
    await expect(rows.first().locator('td').first()).toHaveText(abandoned);
    // Its PDN has the two moves, lost by the player.
    const href = await rows.first().locator('[data-action="history-analyse"]').getAttribute('href');
    expect(new URLSearchParams(href!.split('?')[1]).get('pdn')).toMatch(/1\. 22-18 \d+[-x]\d+ 0-1/);

    // A resigned game next to it, said as such.
    await startAndPlay(page);
    await page.locator('[data-action="resign"]').click();
    await page.locator('[data-action="resign-yes"]').click();
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toHaveAttribute('data-end', 'resign');
    await expect(rows.first().locator('td').first()).toHaveText(resigned);
    await expect(rows.nth(1).locator('td').first()).toContainText(lost);
  });
}

test('in a review the move list marks the move shown, and each move jumps to its position', async ({
  page,
}) => {
  await open(page, '/en/play/');
  await page.keyboard.press('1');
  await page.locator('input[name="play-variant"][value="italian"]').check();
  await page.locator('input[name="play-color"][value="white"]').check();
  await page.locator('[data-action="start"]').click();
  await cell(page, 22).click();
  await cell(page, 18).click();
  await expect(plies(page)).toHaveCount(2);
  await page.locator('[data-action="resign"]').click();
  await page.locator('[data-action="resign-yes"]').click();
  const where = page.getByTestId('review-ply');
  const current = page.locator('[data-testid="move-list"] [aria-current]');
  await expect(current).toHaveAttribute('data-ply', '1');
  await page.keyboard.press('ArrowLeft');
  await expect(where).toHaveAttribute('data-ply', '1');
  await expect(current).toHaveAttribute('data-ply', '0');
  await expect(current).toHaveText('22-18');
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveCount(0);
  // A click on a move shows the position after it.
  await page.locator('[data-testid="move-list"] button[data-ply="1"]').click();
  await expect(where).toHaveAttribute('data-ply', '2');
  await expect(current).toHaveAttribute('data-ply', '1');
  await page.locator('[data-testid="move-list"] button[data-ply="0"]').click();
  await expect(where).toHaveAttribute('data-ply', '1');
  await expect(cell(page, 18)).toHaveAttribute('aria-label', /white man/);
});

test('on a phone the level picker says nothing about keys, and a tap picks a level', {
  tag: '@phone',
}, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout');
  for (const [path, name] of [
    ['/it/gioca/', 'Facile'],
    ['/en/play/', 'Strong'],
  ] as const) {
    await open(page, path);
    await expect(page.locator('.play-level__name')).toHaveCount(5);
    await expect(page.locator('.play-level__keys')).toHaveCount(0);
    await levelOption(page, name).tap();
    await expect(levelName(page)).toHaveText(name);
    await expect(page.locator('.play-level__keys')).toHaveCount(0);
    // Every level fits on the screen.
    for (const box of await page
      .locator('.play-level__option')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right)))
      expect(box).toBeLessThanOrEqual(360);
  }
  // Nor does the game, nor its review.
  await page.locator('input[name="play-color"][value="white"]').tap();
  await page.locator('[data-action="start"]').tap();
  await expect(page.getByTestId('your-turn')).toBeVisible();
  await expect(page.locator('.play-level__keys')).toHaveCount(0);
  await page.locator('[data-action="resign"]').tap();
  await page.locator('[data-action="resign-yes"]').tap();
  await expect(page.getByTestId('review')).toBeVisible();
  await expect(page.locator('.play-review__keys')).toHaveCount(0);
  await expect(page.locator('.play-level__keys')).toHaveCount(0);
});
