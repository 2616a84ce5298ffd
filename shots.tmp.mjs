import { chromium } from '@playwright/test';
const base = process.env.BASE;
const pages = [
  ['one-en', '/en/rules/one-position/?fen=' + encodeURIComponent('W:WK11:B5,6,K7,K13,14,K22,23') + '&v=italian'],
  ['one-it', '/it/regole/una-posizione/?fen=' + encodeURIComponent('W:W22:BK18') + '&v=italian'],
  ['compare-en', '/en/rules/compare/'],
  ['compare-it', '/it/regole/confronto/'],
  ['pairs-it', '/it/regole/differenze/'],
  ['home-it', '/it/'],
  ['quiz-en', '/en/rules/quiz/'],
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[360, 740], [1280, 800], [320, 740]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  for (const [name, path] of pages) {
    if (w === 320 && !name.startsWith('home')) continue;
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/comparison-shots/${name}-${w}.png`, fullPage: name.startsWith('one') || name.startsWith('pairs') });
    if (name.startsWith('one')) console.log(name, w, await page.evaluate(() => document.documentElement.scrollHeight));
    if (name.startsWith('compare')) console.log(name, w, 'height', await page.evaluate(() => document.documentElement.scrollHeight));
  }
  await ctx.close();
}
await browser.close();
