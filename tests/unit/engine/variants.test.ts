/** The one list of variants (src/engine/rules/variants.ts): what each variant is, and what the site derives from it. */
import { describe, expect, it } from 'vitest';
import {
  gameFromPosition,
  gameTypeNumber,
  isOffered,
  squareAt,
  VARIANT_IDS,
  VARIANTS,
  variantFromGameType,
  variantsFor,
} from '../../../src/engine';
import { position } from './fixtures';

describe('variants', () => {
  it('lists every variant once, in the site order, Brazilian included', () => {
    expect(VARIANT_IDS).toEqual(['italian', 'international', 'english', 'brazilian']);
    for (const id of VARIANT_IDS) expect(VARIANTS[id].id).toBe(id);
  });

  it('draws the dark corner each variant declares (RULES §2.1, §3.1, §3.9, §4.1)', () => {
    for (const id of VARIANT_IDS) {
      const v = VARIANTS[id];
      const n = v.geometry.size - 1;
      // White's near-right corner is the bottom-right cell; Black's near-right is the top-left.
      const nearRightDark = squareAt(v.geometry, n, n) !== 0;
      expect(nearRightDark, id).toBe(v.darkCorner === 'near-right');
      expect(squareAt(v.geometry, 0, 0) !== 0, id).toBe(v.darkCorner === 'near-right');
      expect(squareAt(v.geometry, n, 0) !== 0, id).toBe(v.darkCorner === 'near-left');
    }
    // Where square 1 lies: a8 in Italian [RULES §2.2], b8 on the left-corner 8×8 boards [§4.2, §3.9].
    expect(VARIANTS.italian.darkCorner).toBe('near-right');
    expect(squareAt(VARIANTS.italian.geometry, 0, 0)).toBe(1);
    expect(squareAt(VARIANTS.english.geometry, 0, 1)).toBe(1);
    expect(squareAt(VARIANTS.brazilian.geometry, 0, 1)).toBe(1);
    // Brazilian: a1 is square 29 and dark, g1 is 32 [RULES §3.9].
    expect(squareAt(VARIANTS.brazilian.geometry, 7, 0)).toBe(29);
    expect(squareAt(VARIANTS.brazilian.geometry, 7, 6)).toBe(32);
  });

  it('builds each start position from size and first mover', () => {
    expect(VARIANTS.italian.startFen).toBe('W:W21-32:B1-12');
    expect(VARIANTS.english.startFen).toBe('B:W21-32:B1-12');
    expect(VARIANTS.international.startFen).toBe('W:W31-50:B1-20');
    expect(VARIANTS.brazilian.startFen).toBe('W:W21-32:B1-12');
    expect(VARIANTS.brazilian.rules).toBe(VARIANTS.international.rules);
    expect(VARIANTS.brazilian.geometry.size).toBe(8);
  });

  it('keeps the draw rules on the ruleset, where the game reads them (RULES §0.3)', () => {
    expect(VARIANTS.italian.rules.draws).toMatchObject({ repetition: 'claim', quietPlyLimit: 80 });
    expect(VARIANTS.english.rules.draws).toMatchObject({ repetition: 'automatic', quietPlyLimit: 80 });
    expect(VARIANTS.international.rules.draws).toMatchObject({ quietPlyLimit: 50, endgameRules: true });
    // The game follows the data: a lone king against three pieces with a king starts FMJD 6.3's count.
    const g = gameFromPosition(position('international', 'W:WK1,K2,K3:BK50'));
    expect(g.counters.endgame).toEqual({ rule: 'sixteen-moves', plies: 0 });
    const it8 = gameFromPosition(position('italian', 'W:WK1,K2,K3:BK32'));
    expect(it8.counters.endgame).toBeNull();
  });

  it('maps each PDN GameType number to its variant and back', () => {
    const numbers = VARIANT_IDS.map((id) => gameTypeNumber(VARIANTS[id]));
    expect(numbers).toEqual(['22', '20', '21', '26']);
    for (const id of VARIANT_IDS) {
      const r = variantFromGameType(VARIANTS[id].gameType);
      expect(r.ok && r.value.id, id).toBe(id);
    }
  });

  it('says which part of the site offers which variant', () => {
    // Every variant the engine has is on the analysis board.
    expect(variantsFor('analysis')).toEqual(VARIANT_IDS);
    // Brazilian is for analysis and comparison only, not a full game (RULES §3.9).
    expect(variantsFor('play')).toEqual(['italian', 'international', 'english']);
    expect(variantsFor('lessons')).toEqual(['italian', 'international', 'english']);
    expect(isOffered('play', 'brazilian')).toBe(false);
    expect(isOffered('analysis', 'brazilian')).toBe(true);
    expect(isOffered('analysis', 'chess')).toBe(false);
    expect(isOffered('analysis', 'toString')).toBe(false);
  });
});
