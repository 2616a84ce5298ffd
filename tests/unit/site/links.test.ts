import { describe, expect, it } from 'vitest';
import { makeFen } from '../../../src/engine/index';
import { analysisStrings } from '../../../src/i18n/analysis';
import { startFromParams } from '../../../src/machines/analysis/start';
import { analysisLink, canPlay, PLAY_LINK, playLink } from '../../../src/model/links';

const query = (href: string) => new URLSearchParams(href.slice(href.indexOf('?') + 1));

describe('links between the board pages', () => {
  it('writes an analysis link the analysis board reads back (fen, and pdn with spaces and variations)', async () => {
    const fen = 'W:W21,K30:B9,K12';
    const fromFen = await startFromParams(
      query(analysisLink('en', 'italian', { fen })),
      'en',
      analysisStrings('en'),
    );
    expect(fromFen.error).toBeNull();
    expect(makeFen(fromFen.tree.start)).toBe(fen);

    const pdn = '[GameType "22"]\n1. 22-18 (1. 21-17 10-14) 10-14 *';
    const href = analysisLink('it', 'italian', { pdn });
    expect(href.startsWith('/it/analisi/?')).toBe(true);
    const fromPdn = await startFromParams(query(href), 'it', analysisStrings('it'));
    expect(fromPdn.error).toBeNull();
    expect(fromPdn.tree.children.map((n) => n.text)).toEqual(['22-18', '21-17']);
  });

  it('writes the play link with the variant and the FEN, on the page of the language', () => {
    const href = playLink('it', 'international', 'B:W31,32:B19,20');
    expect(href.startsWith('/it/gioca/?')).toBe(true);
    expect(query(href).get(PLAY_LINK.variant)).toBe('international');
    expect(query(href).get(PLAY_LINK.fen)).toBe('B:W31,32:B19,20');
    expect(playLink('en', 'english', 'W:W1:B32').startsWith('/en/play/?')).toBe(true);
  });

  it('offers play only for the variants the play page has', () => {
    expect(canPlay('italian')).toBe(true);
    expect(canPlay('brazilian')).toBe(false);
  });
});
