import { describe, expect, it } from 'vitest';
import { hasIslandBoard } from '../../../src/build/site/inline';

describe('hasIslandBoard (which pages carry the early-taps script)', () => {
  it('finds a board drawn inside an island', () => {
    expect(
      hasIslandBoard(
        '<p>x</p><astro-island uid="1"><div class="dmr-board dmr-board--classic"></div></astro-island>',
      ),
    ).toBe(true);
  });
  it('ignores a board drawn outside every island, and islands without a board', () => {
    expect(
      hasIslandBoard(
        '<div class="dmr-board dmr-board--classic"></div><astro-island uid="1"><p>map</p></astro-island>',
      ),
    ).toBe(false);
    expect(hasIslandBoard('<main><p>no islands</p></main>')).toBe(false);
  });
  it('does not take another class that starts with dmr-board for a board', () => {
    expect(hasIslandBoard('<astro-island><div class="dmr-board-list"></div></astro-island>')).toBe(false);
  });
});
