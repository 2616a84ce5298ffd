/**
 * The top menu on a phone (issue 18, around the site): at 320 and 360 px, in both languages, every item of
 * the main navigation is whole and inside the screen — no "Ana…", no "Cerca" hidden behind a sideways swipe.
 * The menu wraps onto a second line rather than scrolling.
 */
import { expect, test } from '@playwright/test';
import { navItems, routes, t } from '../../src/i18n';

for (const lang of ['it', 'en'] as const) {
  for (const width of [320, 360]) {
    test(`${lang} at ${width} px: every menu item is whole and on screen`, { tag: '@phone' }, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(routes.home[lang]);
      const links = page.locator('.site-nav a');
      await expect(links).toHaveCount(navItems.length);
      const list = page.locator('.site-nav ul');
      // The list itself does not scroll sideways: nothing hides past its edge.
      expect(await list.evaluate((ul) => ul.scrollWidth - ul.clientWidth)).toBeLessThanOrEqual(0);
      for (const [i, item] of navItems.entries()) {
        const link = links.nth(i);
        await expect(link).toHaveText(t(lang, item.key));
        await expect(link).toBeInViewport({ ratio: 1 });
        const box = await link.boundingBox();
        expect(box, item.key).not.toBeNull();
        if (!box) continue;
        expect(box.x, item.key).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, item.key).toBeLessThanOrEqual(width);
        // Not cut short: the text fits its box.
        expect(await link.evaluate((a) => a.scrollWidth - a.clientWidth), item.key).toBeLessThanOrEqual(0);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
