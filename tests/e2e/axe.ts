/**
 * axe for the e2e specs: @axe-core/playwright's builder, run in the page itself when the page has no frames.
 *
 * By default the builder runs axe's partial run in every frame and then opens a blank page in the same
 * context, injects axe again and finishes the run there (so cross-origin frames can be merged): on a loaded
 * two-core machine that second page and second injection were half of every check's time. With one frame
 * there is nothing to merge, and `axe.run` in the page (the builder's "legacy mode") checks the same rules on
 * the same elements with the same results; a page with frames keeps the default.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export default class Axe extends AxeBuilder {
  readonly #page: Page;

  constructor({ page }: { page: Page }) {
    super({ page });
    this.#page = page;
  }

  override async analyze(): ReturnType<AxeBuilder['analyze']> {
    this.setLegacyMode(this.#page.frames().length === 1);
    return super.analyze();
  }
}
