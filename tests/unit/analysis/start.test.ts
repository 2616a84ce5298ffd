/** Where the analysis board starts (src/machines/analysis/start.ts): a link's `v` against its PDN's GameType. */

import { describe, expect, it } from 'vitest';
import {
  type Game,
  gameAt,
  gameFromPosition,
  makeFen,
  makePdn,
  playMove,
  startPosition,
  VARIANTS,
} from '../../../src/engine';
import { analysisStrings } from '../../../src/i18n/analysis';
import type { Board } from '../../../src/machines/analysis/start';
import {
  DEFAULT_VARIANT,
  linkVariant,
  loadText,
  startFromParams,
} from '../../../src/machines/analysis/start';

const BRAZILIAN_PDN = '[GameType "26"]\n1. 22-18 *';
const INTERNATIONAL_PDN = '[GameType "20"]\n1. 32-28 *';
const link = (o: Record<string, string>) => new URLSearchParams(o);

/** The line to the node a board shows, as a game. */
function view(b: Board): Game {
  const g = gameAt(b.tree, b.path);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** A short Brazilian line with a capture on each side. */
function brazilianGame(): Game {
  let g = gameFromPosition(startPosition(VARIANTS.brazilian), { autoDraws: false });
  for (const text of ['22-18', '11-15', '18x11', '8x15', '21-17', '15-18']) {
    const m = g.legalMoves.find((x) => `${x.from}${x.captures.length ? 'x' : '-'}${x.to}` === text);
    if (!m) throw new Error(`${text} is not legal in ${makeFen(g.position)}`);
    g = playMove(g, m);
  }
  return g;
}

describe('linkVariant: the rule for a link’s variant', () => {
  it('without v, the PDN’s GameType decides, else Italian', () => {
    expect(linkVariant(null, null)).toEqual({ ok: true, variant: DEFAULT_VARIANT });
    expect(linkVariant('', null)).toEqual({ ok: true, variant: VARIANTS.italian });
    expect(linkVariant(null, VARIANTS.brazilian)).toEqual({ ok: true, variant: VARIANTS.brazilian });
  });

  it('with v, a PDN of the same variant (or with no GameType) is read as v', () => {
    expect(linkVariant('brazilian', null)).toEqual({ ok: true, variant: VARIANTS.brazilian });
    expect(linkVariant('english', VARIANTS.english)).toEqual({ ok: true, variant: VARIANTS.english });
  });

  it('refuses a PDN whose GameType names another variant than v, keeping v', () => {
    expect(linkVariant('italian', VARIANTS.brazilian)).toEqual({
      ok: false,
      code: 'variant-mismatch',
      variant: VARIANTS.italian,
      recorded: VARIANTS.brazilian,
    });
    expect(linkVariant('english', VARIANTS.international)).toMatchObject({
      ok: false,
      code: 'variant-mismatch',
      variant: VARIANTS.english,
    });
  });

  it('refuses an unknown v, whatever the PDN says, and falls back to Italian', () => {
    for (const v of ['chess', 'Italian', 'toString', '__proto__']) {
      expect(linkVariant(v, null), v).toEqual({
        ok: false,
        code: 'unknown-variant',
        variant: VARIANTS.italian,
        token: v,
      });
    }
    expect(linkVariant('chess', VARIANTS.brazilian)).toMatchObject({ ok: false, code: 'unknown-variant' });
  });
});

describe('startFromParams', () => {
  it('refuses v=italian with a Brazilian PDN: Italian start, coded message in both languages', async () => {
    const it_ = await startFromParams(
      link({ v: 'italian', pdn: BRAZILIAN_PDN }),
      'it',
      analysisStrings('it'),
    );
    expect(it_.error?.code).toBe('variant-mismatch');
    expect(view(it_).variant.id).toBe('italian');
    expect(view(it_).moves).toHaveLength(0);
    expect(makeFen(view(it_).position)).toBe(makeFen(startPosition(VARIANTS.italian)));
    expect(it_.error?.text).toContain('«Dama italiana»');
    expect(it_.error?.text).toContain('dama brasiliana');
    expect(it_.error?.text).toContain('GameType 26');
    expect(it_.error?.text).toContain('«Imposta una posizione»');
    const en = await startFromParams(link({ v: 'italian', pdn: BRAZILIAN_PDN }), 'en', analysisStrings('en'));
    expect(en.error?.text).toContain('“Italian draughts”');
    expect(en.error?.text).toContain('Brazilian draughts');
    expect(en.error?.text).not.toMatch(/\{\w+\}/);
  });

  it('refuses v=english with an International PDN and shows the English start', async () => {
    const s = await startFromParams(
      link({ v: 'english', pdn: INTERNATIONAL_PDN }),
      'en',
      analysisStrings('en'),
    );
    expect(s.error?.code).toBe('variant-mismatch');
    expect(view(s).variant.id).toBe('english');
    expect(view(s).position.turn).toBe('black');
    expect(view(s).moves).toHaveLength(0);
  });

  it('loads a PDN whose GameType agrees with v, or any PDN when v is absent', async () => {
    const agreed = await startFromParams(
      link({ v: 'brazilian', pdn: BRAZILIAN_PDN }),
      'en',
      analysisStrings('en'),
    );
    expect(agreed.error).toBeNull();
    expect(view(agreed).variant.id).toBe('brazilian');
    expect(view(agreed).moves.map((m) => m.text)).toEqual(['22-18']);
    expect(view(agreed).moves).toHaveLength(1);
    const noV = await startFromParams(link({ pdn: INTERNATIONAL_PDN }), 'en', analysisStrings('en'));
    expect(noV.error).toBeNull();
    expect(view(noV).variant.id).toBe('international');
  });

  it('reads a PDN without GameType as the variant v names', async () => {
    const s = await startFromParams(link({ v: 'english', pdn: '1. 11-15 *' }), 'en', analysisStrings('en'));
    expect(s.error).toBeNull();
    expect(view(s).variant.id).toBe('english');
    expect(view(s).moves).toHaveLength(1);
  });

  it('refuses an unknown v without reading the position the link holds', async () => {
    const s = await startFromParams(link({ v: 'chess', fen: 'W:W22:B10' }), 'it', analysisStrings('it'));
    expect(s.error?.code).toBe('unknown-variant');
    expect(s.error?.text).toContain('Variante sconosciuta «chess»');
    expect(view(s).variant.id).toBe('italian');
    expect(makeFen(view(s).position)).toBe(makeFen(startPosition(VARIANTS.italian)));
    const long = await startFromParams(link({ v: 'x'.repeat(500) }), 'en', analysisStrings('en'));
    expect(long.error?.text.length).toBeLessThan(200);
  });

  it('keeps a FEN or PDN error coded, on the start of v', async () => {
    const fen = await startFromParams(link({ v: 'brazilian', fen: 'W:W33:B1' }), 'en', analysisStrings('en'));
    expect(fen.error?.code).toBe('fen');
    expect(fen.error?.text).toContain('Square 33 does not exist');
    expect(view(fen).variant.id).toBe('brazilian');
    const pdn = await startFromParams(
      link({ v: 'english', pdn: '[GameType "21"]\n1. 11-15 99-1 *' }),
      'en',
      analysisStrings('en'),
    );
    expect(pdn.error?.code).toBe('pdn');
    expect(view(pdn).variant.id).toBe('english');
  });

  it('restores a Brazilian line from the address the board writes (a reload)', async () => {
    const g = brazilianGame();
    // What AnalysisBoard puts in the URL: the variant and the game's PDN.
    const s = await startFromParams(link({ v: g.variant.id, pdn: makePdn(g) }), 'en', analysisStrings('en'));
    expect(s.error).toBeNull();
    expect(view(s).variant.id).toBe('brazilian');
    expect(view(s).moves.map((m) => m.text)).toEqual(g.moves.map((m) => m.text));
    expect(makeFen(view(s).position)).toBe(makeFen(g.position));
    const fenOnly = await startFromParams(
      link({ v: 'brazilian', fen: makeFen(g.position) }),
      'en',
      analysisStrings('en'),
    );
    expect(view(fenOnly).variant.id).toBe('brazilian');
    expect(makeFen(view(fenOnly).position)).toBe(makeFen(g.position));
  });
});

describe('loadText (pasted)', () => {
  it('a pasted PDN brings its own variant, which the menu then shows', async () => {
    const s = await loadText(VARIANTS.italian, BRAZILIAN_PDN, 'en');
    expect(s.error).toBeNull();
    expect(view(s).variant.id).toBe('brazilian');
  });
});
