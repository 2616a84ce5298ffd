/**
 * The trainer's saved data: what a result does to it (Glicko-2 rating, history, FSRS review schedule), and
 * the record in the store — saved, read back, and reset with a notice when it is corrupted.
 */
import { describe, expect, it } from 'vitest';
import {
  learnerView,
  MAX_CARDS,
  MAX_HISTORY,
  type PuzzleData,
  puzzlesApi,
  puzzlesRecord,
} from '../../../src/browser/storage/puzzles';
import { createStore, type Notice, type StorageLike } from '../../../src/browser/storage/store';
import {
  applyResult,
  PROVISIONAL_MISS_MAX,
  PUZZLE_RD,
  rate,
  schedule,
  withStreak,
} from '../../../src/components/puzzles/results';
import { nextPuzzle } from '../../../src/model/puzzles';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY = 86_400_000;
const fresh = (): PuzzleData => structuredClone(puzzlesRecord.default);

describe('rating (Glicko-2)', () => {
  it('a win raises the rating, a loss lowers it, and a harder puzzle moves it more on a win', () => {
    const start = { r: 1500, rd: 200, vol: 0.06 };
    const winEasy = rate(start, 1200, true);
    const winHard = rate(start, 1800, true);
    const loss = rate(start, 1500, false);
    expect(winEasy.r).toBeGreaterThan(1500);
    expect(winHard.r).toBeGreaterThan(winEasy.r);
    expect(loss.r).toBeLessThan(1500);
    // Each result makes the rating surer: the deviation shrinks.
    expect(winEasy.rd).toBeLessThan(200);
  });

  it('a beginner’s first misses move a provisional rating by at most PROVISIONAL_MISS_MAX', () => {
    const start = { r: 1500, rd: 350, vol: 0.06 };
    // Plain Glicko-2 would take 175 points on a puzzle of 1500, and far more on an easy one.
    for (const puzzle of [1500, 1200, 870]) {
      const after = rate(start, puzzle, false);
      expect(after.r).toBe(1500 - PROVISIONAL_MISS_MAX);
      // The deviation shrinks as Glicko-2 says: the rating still settles.
      expect(after.rd).toBeLessThan(350);
    }
    // A miss that Glicko-2 itself rates small is left as it is.
    const hard = rate(start, 2600, false);
    expect(1500 - hard.r).toBeLessThan(PROVISIONAL_MISS_MAX);
    // A win is not limited, and a settled rating follows Glicko-2 alone.
    expect(rate(start, 1500, true).r - 1500).toBeGreaterThan(100);
    expect(1500 - rate({ r: 1500, rd: 80, vol: 0.06 }, 1500, false).r).toBeLessThan(PROVISIONAL_MISS_MAX);
    expect(1500 - rate({ r: 1500, rd: 100, vol: 0.06 }, 800, false).r).toBeGreaterThan(PROVISIONAL_MISS_MAX);
  });

  it('matches Glicko-2 by hand for one game (Glickman 2013, steps 2–8)', () => {
    // One game against a puzzle of 1400 ± PUZZLE_RD, won, from 1500 ± 200, σ 0.06: the volatility barely
    // moves in one game, so steps 6–8 with σ' ≈ σ give the new rating.
    const q = 173.7178;
    const mu = 0;
    const phi = 200 / q;
    const muJ = (1400 - 1500) / q;
    const phiJ = PUZZLE_RD / q;
    const g = 1 / Math.sqrt(1 + (3 * phiJ ** 2) / Math.PI ** 2);
    const E = 1 / (1 + Math.exp(-g * (mu - muJ)));
    const v = 1 / (g ** 2 * E * (1 - E));
    const phiStar = Math.sqrt(phi ** 2 + 0.06 ** 2);
    const phiNew = 1 / Math.sqrt(1 / phiStar ** 2 + 1 / v);
    const muNew = mu + phiNew ** 2 * g * (1 - E);
    const r = rate({ r: 1500, rd: 200, vol: 0.06 }, 1400, true);
    expect(r.r).toBeCloseTo(1500 + q * muNew, 0);
    expect(r.rd).toBeCloseTo(q * phiNew, 0);
  });
});

describe('a finished puzzle', () => {
  it('the first result moves the rating and joins the history; playing it again does not', () => {
    const a = applyResult(fresh(), { id: 'it-c1', puzzleRating: 1400, win: true }, NOW);
    expect(a.change).toBeGreaterThan(0);
    expect(a.data.rating.r).toBeGreaterThan(1500);
    expect(a.data.history).toEqual([
      { at: NOW.toISOString(), id: 'it-c1', r: Math.round(a.data.rating.r), win: true },
    ]);
    expect(a.data.seen['it-c1']).toBe(NOW.toISOString());

    const later = new Date(NOW.getTime() + DAY);
    const b = applyResult(a.data, { id: 'it-c1', puzzleRating: 1400, win: false }, later);
    expect(b.change).toBeNull();
    expect(b.data.rating).toEqual(a.data.rating);
    expect(b.data.history).toHaveLength(1);
    expect(b.data.seen['it-c1']).toBe(later.toISOString());
  });

  it('a solved puzzle gets no review; a missed one comes back the next day', () => {
    const won = applyResult(fresh(), { id: 'w', puzzleRating: 1500, win: true }, NOW);
    expect(won.data.cards).toEqual({});
    const lost = applyResult(fresh(), { id: 'm', puzzleRating: 1500, win: false }, NOW);
    expect(lost.change).toBeLessThan(0);
    expect(lost.data.cards.m.due).toBe(new Date(NOW.getTime() + DAY).toISOString());
    expect(lost.data.cards.m).toMatchObject({ reps: 1, last: NOW.toISOString() });
  });

  it('each solved review pushes the next one further away; a new miss brings it back', () => {
    let card = schedule(undefined, false, NOW);
    const gaps: number[] = [];
    let at = NOW;
    for (let i = 0; i < 3; i++) {
      at = new Date(card?.due as string);
      const next = schedule(card, true, at);
      gaps.push(Date.parse(next?.due as string) - at.getTime());
      card = next;
    }
    expect(gaps[1]).toBeGreaterThan(gaps[0]);
    expect(gaps[2]).toBeGreaterThan(gaps[1]);
    const missed = schedule(card, false, at);
    expect(Date.parse(missed?.due as string) - at.getTime()).toBeLessThan(gaps[2]);
    expect(missed?.lapses).toBe(1);
  });

  it('the review drives the next choice: once due, a fresh puzzle of the missed one’s theme stands in for it', () => {
    const pool = [
      { id: 'a', variant: 'italian' as const, theme: 'tiro' as const, rating: 1500 },
      { id: 'b', variant: 'italian' as const, theme: 'tiro' as const, rating: 1500 },
      { id: 'c', variant: 'italian' as const, theme: 'tiro' as const, rating: 1500 },
    ];
    const filter = { variant: 'italian' as const, theme: null, difficulty: 'all' as const };
    const d = applyResult(fresh(), { id: 'b', puzzleRating: 1500, win: false }, NOW).data;
    expect(nextPuzzle(pool, filter, learnerView(d), NOW)?.reason).toBe('new');
    const tomorrow = new Date(NOW.getTime() + DAY + 1);
    expect(nextPuzzle(pool, filter, learnerView(d), tomorrow)).toEqual({
      id: 'a',
      reason: 'review',
      reviewOf: 'b',
    });
  });

  it('the stand-in’s result is the missed puzzle’s review: its card moves, the stand-in gets none', () => {
    const d = applyResult(fresh(), { id: 'b', puzzleRating: 1500, win: false }, NOW).data;
    const tomorrow = new Date(NOW.getTime() + DAY + 1);
    const solved = applyResult(d, { id: 'a', puzzleRating: 1500, win: true, reviewOf: 'b' }, tomorrow).data;
    expect(solved.cards.a).toBeUndefined();
    expect(solved.cards.b.reps).toBe(d.cards.b.reps + 1);
    expect(solved.cards.b.due > d.cards.b.due).toBe(true);
    // The stand-in is a new puzzle: it counts for the rating and is marked played.
    expect(solved.history.at(-1)?.id).toBe('a');
    expect(solved.seen.a).toBe(tomorrow.toISOString());
    const missed = applyResult(d, { id: 'a', puzzleRating: 1500, win: false, reviewOf: 'b' }, tomorrow).data;
    expect(missed.cards.a).toBeUndefined();
    expect(missed.cards.b.lapses).toBe(d.cards.b.lapses + 1);
  });

  it('the record stays within its bounds however long it is used', () => {
    let d = fresh();
    for (let i = 0; i < MAX_HISTORY + 20; i++)
      d = applyResult(
        d,
        { id: `p-${i}`, puzzleRating: 1500, win: i % 2 === 0 },
        new Date(NOW.getTime() + i),
      ).data;
    expect(d.history).toHaveLength(MAX_HISTORY);
    expect(d.history.at(-1)?.id).toBe(`p-${MAX_HISTORY + 19}`);
    expect(puzzlesRecord.validate(d).ok).toBe(true);

    const many: PuzzleData = { ...fresh(), cards: {} };
    const card = schedule(undefined, false, NOW);
    if (!card) throw new Error('a miss has a card');
    for (let i = 0; i < MAX_CARDS; i++) many.cards[`c-${i}`] = card;
    const over = applyResult(
      many,
      { id: 'late', puzzleRating: 1500, win: false },
      new Date(NOW.getTime() + DAY),
    );
    expect(Object.keys(over.data.cards)).toHaveLength(MAX_CARDS);
    // The card due last (the new one, due a day later than the others) is the one left out.
    expect(over.data.cards.late).toBeUndefined();
  });

  it('the best streak is kept', () => {
    expect(withStreak(fresh(), 3).bestStreak).toBe(3);
    expect(withStreak({ ...fresh(), bestStreak: 5 }, 3).bestStreak).toBe(5);
  });
});

class MemoryStorage implements StorageLike {
  readonly data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

function open(saved?: unknown) {
  const storage = new MemoryStorage();
  if (saved !== undefined)
    storage.setItem(puzzlesRecord.storageKey, typeof saved === 'string' ? saved : JSON.stringify(saved));
  const store = createStore({ storage: () => storage });
  const notices: Notice[] = [];
  store.onNotice((n) => notices.push(n));
  return { storage, api: puzzlesApi(store), notices };
}

describe('the saved record', () => {
  it('a result saved in one page is read back in the next (a reload)', () => {
    const first = open();
    const applied = applyResult(first.api.read(), { id: 'it-c2', puzzleRating: 1200, win: true }, NOW);
    expect(first.api.update(() => applied.data)).toEqual({ ok: true });
    const text = first.storage.getItem(puzzlesRecord.storageKey) as string;
    expect(JSON.parse(text)).toMatchObject({ v: 1 });

    const again = open(text);
    expect(again.api.read()).toEqual(applied.data);
    expect(again.notices).toEqual([]);
  });

  const valid = () => applyResult(fresh(), { id: 'x', puzzleRating: 1500, win: false }, NOW).data;
  const corrupt: [string, unknown][] = [
    ['not JSON', '{"v":1,"data":'],
    ['no envelope', { rating: 1500 }],
    ['a rating that is a string', { v: 1, data: { ...valid(), rating: { r: '1600', rd: 100, vol: 0.06 } } }],
    ['an impossible deviation', { v: 1, data: { ...valid(), rating: { r: 1600, rd: -5, vol: 0.06 } } }],
    [
      'a history entry with a bad date',
      { v: 1, data: { ...valid(), history: [{ at: 'yesterday', id: 'x', r: 1500, win: true }] } },
    ],
    [
      'a card with an unknown state',
      { v: 1, data: { ...valid(), cards: { x: { ...valid().cards.x, state: 7 } } } },
    ],
    ['a puzzle id with a path in it', { v: 1, data: { ...valid(), seen: { '../x': NOW.toISOString() } } }],
    ['a negative best streak', { v: 1, data: { ...valid(), bestStreak: -1 } }],
  ];
  for (const [what, saved] of corrupt) {
    it(`corrupted data (${what}) is reset with the progress notice, and removed`, () => {
      const { api, notices, storage } = open(saved);
      expect(api.read()).toEqual(puzzlesRecord.default);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ record: 'puzzles', kind: 'progress' });
      expect(storage.getItem(puzzlesRecord.storageKey)).toBeNull();
    });
  }

  it('data from a newer version of the site is not used, nor wiped', () => {
    const text = JSON.stringify({ v: 2, data: { anything: true } });
    const { api, notices, storage } = open(text);
    expect(api.read()).toEqual(puzzlesRecord.default);
    expect(notices[0]).toMatchObject({ reason: 'newer' });
    expect(storage.getItem(puzzlesRecord.storageKey)).toBe(text);
  });

  it('a write of bad data is refused and changes nothing', () => {
    const { api } = open();
    const bad = { ...fresh(), rating: { r: Number.NaN, rd: 100, vol: 0.06 } };
    expect(api.update(() => bad)).toMatchObject({ ok: false, code: 'invalid', path: 'rating.r' });
    expect(api.read()).toEqual(puzzlesRecord.default);
  });
});
