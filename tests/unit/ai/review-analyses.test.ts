/**
 * The review as the browser makes it: each position searched on its own (the worker's analysis request),
 * saved as the store keeps it, read back and classed by reviewFromAnalyses, then put in words.
 */
import { describe, expect, it } from 'vitest';
import { type SavedPosition, toSaved, withReview } from '../../../src/browser/storage/review';
import { analysisOf, lineText, prefixes, usable } from '../../../src/browser/workers/reviewClient';
import { analyse, reviewFromAnalyses } from '../../../src/engine/ai/index';
import { newGame, playMoveText, VARIANTS } from '../../../src/engine/index';
import { ruleText } from '../../../src/i18n/review';

/** Italian after 1. 21-17 12-15 2. 25-21 8-12: 17-13? lets Black take two with 9x25 (criterion 1). */
const FEN = 'W:W17,21,22,23,24,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,12,15';

function blunderGame() {
  let g = newGame(VARIANTS.italian, FEN);
  for (const t of ['17-13', '9x25', '23-20']) {
    const r = playMoveText(g, t);
    if (!r.ok) throw new Error(t);
    g = r.value;
  }
  return g;
}

/** Every position searched on its own, then saved as the store keeps it. */
function searched(game: ReturnType<typeof blunderGame>): SavedPosition[] {
  return prefixes(game).map((g) => {
    const a = analyse(g.position, { depth: 4, history: [], counters: g.counters });
    return toSaved(a, a ? lineText(g.position, a.pv) : []);
  });
}

describe('the review from saved searches', () => {
  const game = blunderGame();
  const saved = searched(game);
  const positions = prefixes(game).map((g) => g.position);
  const plies = reviewFromAnalyses(
    game,
    saved.map((s, i) => analysisOf(positions[i], s)),
  );

  it('classes the blunder with its better move and rule, and the forced capture as best', () => {
    expect(plies.map((p) => p.text)).toEqual(['17-13', '9x25', '23-20']);
    expect(plies[0].class).toBe('blunder');
    expect(plies[0].best).not.toBe('17-13');
    expect(plies[0].rule?.code).toBe('criterion-1');
    expect(plies[0].rule?.line).toEqual(['9x25']);
    expect(plies[1].class).toBe('best');
  });

  it('stops at the first position not searched yet', () => {
    const part = saved.slice(0, 2).map((s, i) => analysisOf(positions[i], s));
    expect(reviewFromAnalyses(game, part)).toHaveLength(1);
  });

  it('says the rule in both languages, with the engine’s line and what the rule ruled out', () => {
    const en = ruleText('en', plies[0], 'white');
    expect(en).toBe(
      'Now Black can force 9x25 and comes out 2 pieces up. Criterion 1 obliges Black to take the most pieces: 9x25, which takes 2, rather than 10x17.',
    );
    const it_ = ruleText('it', plies[0], 'white');
    expect(it_).toBe(
      'Ora il Nero può forzare 9x25 e resta con 2 pezzi in più. Il criterio 1 obbliga il Nero a mangiare più pezzi possibile: 9x25, che ne prende 2, invece di 10x17.',
    );
    // Black is the reader: "you".
    expect(ruleText('en', plies[0], 'black')).toContain('Criterion 1 obliges you to take the most pieces');
    // A move without a rule has no sentence.
    expect(ruleText('en', plies[2], 'white')).toBe('');
  });

  it('a saved line that is not legal in its position is not used: that position is searched again', () => {
    const bad = [...saved];
    bad[1] = { ...(bad[1] as NonNullable<SavedPosition>), pv: ['1-5'] };
    expect(usable(positions, bad)).toHaveLength(1);
    expect(usable(positions, saved)).toHaveLength(saved.length);
  });

  it('the saved reviews stay bounded: the newest first, the oldest dropped', () => {
    let all = { games: [] as ReturnType<typeof withReview>['games'] };
    for (let i = 0; i < 12; i++)
      all = withReview(all, {
        key: `italian-3-${String(i).padStart(8, '0')}`,
        at: new Date(0).toISOString(),
        positions: saved,
      });
    expect(all.games).toHaveLength(8);
    expect(all.games[0].key).toBe('italian-3-00000011');
  });
});
