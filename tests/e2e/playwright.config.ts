import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests run against the built site (`npm run build` first: dist/ with
// the Pagefind index), served by `astro preview`.
const root = fileURLToPath(new URL('../..', import.meta.url));
// E2E_PORT lets two people run the suite at once in one tree.
const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;

if (!existsSync(`${root}dist/pagefind/pagefind.js`)) {
  throw new Error(
    'dist/ is missing or has no Pagefind index: run `npm run build` before `npm run test:e2e`.',
  );
}

// Debian's Chromium (never `playwright install`: downloads fail here). On a laptop
// without it, fall back to Playwright's own browser.
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const launchOptions = {
  executablePath,
  // Without the networking flags Chromium keeps calling home, and the network is closed.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One folder per port, so two runs in one tree do not delete each other's traces.
  outputDir: `${root}test-results/e2e-${port}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry in CI, never more, and never silent: the list reporter marks a test that passed on its retry
  // "flaky", and flaky-reporter.ts ends every run with a line naming them (or saying there were none).
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['./flaky-reporter.ts']]
    : [
        ['list'],
        ['./flaky-reporter.ts'],
        ['html', { open: 'never', outputFolder: `${root}playwright-report` }],
      ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
    // The built site registers a service worker that precaches every page: in a test that is not about it,
    // it would only download the site in the background and answer from its cache. offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions },
    },
    {
      // The phone runs what differs on a phone: touch, the 360-px layouts, the menu, one walk through each
      // kind of page with taps. Those tests carry the tag `@phone`; the rest runs once, on the desktop, so
      // the suite stays well inside its time on a loaded two-core machine. A walk written for both languages
      // is tagged in Italian only (its words are the longer ones): the English words are the desktop's to
      // check, the taps and the layout are the same. Layout tests (the menu at 320 and 360 px, one board at a
      // time, no sideways scroll) keep both languages.
      name: 'phone',
      grep: /@phone/,
      use: {
        browserName: 'chromium',
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: `npx astro preview --host 127.0.0.1 --port ${port}`,
    cwd: root,
    url: `${baseURL}/it/`,
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
