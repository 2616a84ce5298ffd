/**
 * A game's headers and recorded result survive the analysis board: read from a link, shown (gameInfo),
 * written back in the PDN export and in the share link, and read again the same. The play page's "open in
 * the analysis board" link for a finished game (src/components/play/pdn.ts) is such a link.
 */
import { describe, expect, it } from 'vitest';
import { analysisHref, gamePdn } from '../../../src/components/play/pdn';
import { newGame, playMoveText, resign, VARIANTS } from '../../../src/engine';
import { analysisStrings } from '../../../src/i18n/analysis';
import { gameInfo, mainlineEnd, pdnOf } from '../../../src/machines/analysis/board';
import { linkQuery } from '../../../src/machines/analysis/link';
import { startFromParams } from '../../../src/machines/analysis/start';

const PDN = `[Event "Campionato sociale"]
[White "Rossi, Anna"]
[Black "Bianchi, Luca"]
[Result "1-0"]
[GameType "22"]

1. 22-18 11-15 2. 21-17 1-0`;

const read = (query: string) => startFromParams(new URLSearchParams(query), 'en', analysisStrings('en'));

describe('headers and result through the analysis board', () => {
  it('shows the event, the players and the recorded result (a resignation the position cannot tell)', async () => {
    const s = await read(new URLSearchParams({ pdn: PDN }).toString());
    expect(s.error).toBeNull();
    expect(gameInfo(s)).toEqual([
      { tag: 'Event', value: 'Campionato sociale' },
      { tag: 'White', value: 'Rossi, Anna' },
      { tag: 'Black', value: 'Bianchi, Luca' },
      { tag: 'Result', value: '1-0' },
    ]);
  });

  it('writes them back in the PDN and the share link, and reads them again the same', async () => {
    const first = await read(new URLSearchParams({ pdn: PDN }).toString());
    const pdn = await pdnOf(first);
    for (const tag of [
      '[Event "Campionato sociale"]',
      '[White "Rossi, Anna"]',
      '[Black "Bianchi, Luca"]',
      '[Result "1-0"]',
    ])
      expect(pdn).toContain(tag);
    expect(pdn.trim().endsWith('1-0')).toBe(true);
    const query = linkQuery(
      { variant: first.tree.variant, tree: first.tree, path: first.path, orientation: 'black', pdn },
      mainlineEnd(first.tree),
    );
    const again = await read(query);
    expect(again.error).toBeNull();
    expect(gameInfo(again)).toEqual(gameInfo(first));
    expect(again.tags).toEqual(first.tags);
    expect(again.orientation).toBe('black');
    expect(await pdnOf(again)).toBe(pdn);
  });

  it('the play page’s link after a resigned game keeps the players, the event and the result', async () => {
    let game = newGame(VARIANTS.italian);
    for (const m of ['22-18', '11-15']) {
      const r = playMoveText(game, m);
      if (!r.ok) throw new Error(m);
      game = r.value;
    }
    game = resign(game, 'white');
    const pdn = gamePdn(game, 'en', { player: 'white', level: 3, date: new Date(2026, 10, 30) });
    const href = analysisHref('en', game, pdn);
    const s = await read(href.slice(href.indexOf('?') + 1));
    expect(s.error).toBeNull();
    const info = Object.fromEntries(gameInfo(s).map(({ tag, value }) => [tag, value]));
    expect(info.Result).toBe('0-1');
    expect(info.White).toBe(s.tags.White);
    expect(info.Black).toMatch(/\(/); // the computer, with its level
    expect(info.Event).toBeTruthy();
    expect(s.tags.Termination).toBe('normal');
    expect(s.tree.children).toHaveLength(1);
  });
});
