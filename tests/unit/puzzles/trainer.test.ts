/**
 * The trainer's choices as pure functions: filters, the next puzzle (reviews first, then the unplayed one
 * nearest the learner's rating, then the oldest), the streak, the puzzle of the day, and the address.
 */
import { describe, expect, it } from 'vitest';
import {
  countMatching,
  dailyPuzzle,
  dailyVariant,
  dayKey,
  difficultyOf,
  FIRST_STEPS,
  type Filter,
  feedsFor,
  isBeginner,
  type LearnerView,
  lastMoveBefore,
  matches,
  nextPuzzle,
  openTrainer,
  type PuzzleMeta,
  parseQuery,
  reportLink,
  reviewPuzzle,
  samePattern,
  sessionNext,
  sessionResult,
  startSession,
  stepQuery,
  streakNext,
  targetRating,
  themeFeedUrl,
  trainerNext,
  trainerQuery,
} from '../../../src/model/puzzles';
import { loadPuzzleSets } from './load';

const P = (
  id: string,
  rating: number,
  theme: PuzzleMeta['theme'] = 'criterion-1',
  variant: PuzzleMeta['variant'] = 'italian',
) => ({
  id,
  rating,
  theme,
  variant,
});

const pool: PuzzleMeta[] = [
  P('a', 1100),
  P('b', 1450),
  P('c', 1550, 'criterion-2'),
  P('d', 1900, 'tiro'),
  P('e', 1500, 'maximum-capture', 'international'),
];
const all: Filter = { variant: 'italian', theme: null, difficulty: 'all' };
/** A learner past the first steps, with nothing of this pool played yet. */
const fresh: LearnerView = { rating: 1500, rated: FIRST_STEPS, seen: {}, due: {} };
/** A new visitor: nothing rated yet. */
const newcomer: LearnerView = { rating: 1500, rated: 0, seen: {}, due: {} };
const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('filters', () => {
  it('difficulty bands on the puzzle rating: easy below 1300, hard from 1700', () => {
    expect([1299, 1300, 1699, 1700].map(difficultyOf)).toEqual(['easy', 'medium', 'medium', 'hard']);
  });

  it('a filter keeps one game, one theme or all, one band or all', () => {
    const ids = (f: Filter) => pool.filter((p) => matches(p, f)).map((p) => p.id);
    expect(ids(all)).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ ...all, theme: 'criterion-1' })).toEqual(['a', 'b']);
    expect(ids({ ...all, difficulty: 'medium' })).toEqual(['b', 'c']);
    expect(ids({ variant: 'international', theme: null, difficulty: 'all' })).toEqual(['e']);
    expect(ids({ ...all, theme: 'maximum-capture' })).toEqual([]);
  });

  it('counts the puzzles a filter keeps, as the trainer says beside the filters', () => {
    expect(countMatching(pool, all)).toBe(4);
    expect(countMatching(pool, { ...all, difficulty: 'medium' })).toBe(2);
    expect(countMatching(pool, { ...all, theme: 'maximum-capture' })).toBe(0);
  });
});

describe('a new visitor’s first puzzles', () => {
  it('start from the easiest the filter keeps, not the puzzle nearest 1500', () => {
    expect(nextPuzzle(pool, all, newcomer, NOW)).toEqual({ id: 'a', reason: 'new' });
    // A theme of its own: its easiest puzzle.
    expect(nextPuzzle(pool, { ...all, theme: 'criterion-2' }, newcomer, NOW)?.id).toBe('c');
    // A few steps later, the aim has climbed part of the way to the rating.
    expect(targetRating(pool, { ...newcomer, rated: 5 })).toBe(1100 + (1500 - 1100) / 2);
    expect(nextPuzzle(pool, all, { ...newcomer, rated: 5, seen: { a: NOW.toISOString() } }, NOW)?.id).toBe(
      'b',
    );
  });

  it('climb in even steps to the rating, and are aimed at the rating once the first steps are done', () => {
    const aims = [0, 2, 4, 6, 8, 10, 12].map((rated) => targetRating(pool, { ...newcomer, rated }));
    expect(aims).toEqual([1100, 1180, 1260, 1340, 1420, 1500, 1500]);
    // A learner already rated below the easiest puzzle is aimed at their rating.
    expect(targetRating(pool, { ...newcomer, rating: 900 })).toBe(900);
    expect(targetRating([], newcomer)).toBe(1500);
  });

  it('on the real collection a new visitor starts on the easiest Italian puzzles, not criterion 4', () => {
    const italian: PuzzleMeta[] = loadPuzzleSets()
      .sets.filter((s) => s.set.variant === 'italian')
      .flatMap((s) => s.set.puzzles.map((p) => ({ ...p, variant: 'italian' as const })));
    expect(italian.length).toBeGreaterThan(100);
    // Before: nearest 1500, a criterion-4 puzzle.
    const first = italian.find((p) => p.id === nextPuzzle(italian, all, newcomer, NOW)?.id);
    const easiest = Math.min(...italian.map((p) => p.rating));
    expect(first?.rating).toBe(easiest);
    expect(first?.theme).not.toBe('criterion-4');
  });
});

describe('the next puzzle in practice', () => {
  it('a learner past the first steps gets the unplayed puzzle nearest their rating (the easier one on a tie)', () => {
    // b (1450) and c (1550) are both 50 away from 1500: the easier first.
    expect(nextPuzzle(pool, all, fresh, NOW)).toEqual({ id: 'b', reason: 'new' });
    expect(nextPuzzle(pool, all, { ...fresh, rating: 1800 }, NOW)).toEqual({ id: 'd', reason: 'new' });
    expect(nextPuzzle(pool, all, { ...fresh, rating: 900 }, NOW)).toEqual({ id: 'a', reason: 'new' });
  });

  it('played puzzles are skipped while unplayed ones remain', () => {
    const view = { ...fresh, seen: { b: '2026-03-01T00:00:00.000Z', c: '2026-03-02T00:00:00.000Z' } };
    expect(nextPuzzle(pool, all, view, NOW)?.id).toBe('a');
  });

  it('a missed puzzle comes back first once its review is due, the earliest due first', () => {
    const view: LearnerView = {
      rating: 1500,
      rated: FIRST_STEPS,
      seen: { a: '2026-03-01T00:00:00.000Z', d: '2026-03-01T00:00:00.000Z' },
      due: { d: '2026-03-09T00:00:00.000Z', a: '2026-03-10T11:00:00.000Z' },
    };
    expect(nextPuzzle(pool, all, view, NOW)).toEqual({ id: 'd', reason: 'review', reviewOf: 'd' });
    // Not yet due: the review waits, a new puzzle comes instead.
    const later = { ...view, due: { d: '2026-03-11T00:00:00.000Z' } };
    expect(nextPuzzle(pool, all, later, NOW)).toEqual({ id: 'b', reason: 'new' });
  });

  it('with everything played, the one played longest ago comes again', () => {
    const seen = {
      a: '2026-03-05T00:00:00.000Z',
      b: '2026-03-02T00:00:00.000Z',
      c: '2026-03-04T00:00:00.000Z',
      d: '2026-03-03T00:00:00.000Z',
    };
    expect(nextPuzzle(pool, all, { ...fresh, seen }, NOW)).toEqual({ id: 'b', reason: 'again' });
  });

  it('never the puzzle just played, unless it is the only one the filter keeps', () => {
    expect(nextPuzzle(pool, all, fresh, NOW, 'b')?.id).toBe('c');
    const one: Filter = { ...all, theme: 'tiro' };
    expect(nextPuzzle(pool, one, fresh, NOW, 'd')?.id).toBe('d');
    expect(nextPuzzle(pool, { ...all, theme: 'nothing' }, fresh, NOW)).toBeNull();
  });
});

describe('sessions and the streak', () => {
  it('the streak goes from the easiest puzzle up, each once', () => {
    expect(streakNext(pool, all, [])).toBe('a');
    expect(streakNext(pool, all, ['a'])).toBe('b');
    expect(streakNext(pool, all, ['a', 'b', 'c', 'd'])).toBeNull();
  });

  it('a streak counts wins in a row and ends at the first miss', () => {
    let s = sessionNext(startSession('streak', all), pool, fresh, NOW);
    expect(s.current).toBe('a');
    s = sessionResult(s, true);
    expect(s).toMatchObject({ streak: 1, over: false, played: ['a'] });
    s = sessionNext(s, pool, fresh, NOW);
    expect(s.current).toBe('b');
    s = sessionResult(sessionResult(s, false), true);
    expect(s).toMatchObject({ streak: 1, over: true, played: ['a', 'b'] });
    // Over is over: no next puzzle until a new streak.
    expect(sessionNext(s, pool, fresh, NOW)).toBe(s);
  });

  it('a streak that runs out of puzzles ends with the board empty', () => {
    const one: Filter = { ...all, theme: 'tiro' };
    let s = sessionNext(startSession('streak', one), pool, fresh, NOW);
    s = sessionNext(sessionResult(s, true), pool, fresh, NOW);
    expect(s).toMatchObject({ current: null, over: true, streak: 1 });
  });

  it('practice keeps no streak and moves on by the choice above', () => {
    let s = sessionNext(startSession('practice', all), pool, fresh, NOW);
    expect(s.current).toBe('b');
    s = sessionResult(s, false);
    expect(s).toMatchObject({ streak: 0, over: false, played: ['b'] });
    expect(sessionNext(s, pool, { ...fresh, seen: { b: NOW.toISOString() } }, NOW).current).toBe('c');
  });
});

describe('the puzzle of the day', () => {
  it('is the same whatever the order of the collection, and changes with the day', () => {
    const days = ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'];
    const picks = days.map((d) => dailyPuzzle(pool, d));
    expect(days.map((d) => dailyPuzzle([...pool].reverse(), d))).toEqual(picks);
    expect(new Set(picks).size).toBeGreaterThan(1);
    for (const p of picks) expect(pool.map((x) => x.id)).toContain(p);
    expect(dailyPuzzle([], '2026-03-10')).toBeNull();
  });

  it('the day is the learner’s calendar day', () => {
    expect(dayKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(dayKey(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('the address', () => {
  const games = ['italian', 'international', 'english'] as const;

  it('reads filters, mode, a puzzle id and the puzzle of the day', () => {
    expect(parseQuery('?v=international&theme=maximum-capture&d=hard&mode=streak', games)).toEqual({
      id: null,
      variant: 'international',
      theme: 'maximum-capture',
      difficulty: 'hard',
      mode: 'streak',
      daily: false,
      problems: [],
    });
    expect(parseQuery('?id=it-c1-rules-0001', games)).toMatchObject({ id: 'it-c1-rules-0001', problems: [] });
    expect(parseQuery('?daily=1', games)).toMatchObject({ daily: true, problems: [] });
    // What the filter form sends when nothing is chosen: empty values are no choice.
    expect(parseQuery('?v=italian&theme=&d=all&mode=practice', games)).toMatchObject({
      variant: 'italian',
      theme: null,
      difficulty: 'all',
      mode: 'practice',
      problems: [],
    });
  });

  it('a tampered address loses its bad parts, and says which', () => {
    const q = parseQuery('?v=chess&theme=<script>&d=insane&mode=blitz&id=../../etc&daily=yes', games);
    expect(q).toMatchObject({
      id: null,
      variant: null,
      theme: null,
      difficulty: 'all',
      mode: 'practice',
      daily: false,
    });
    expect(q.problems).toEqual(['v', 'theme', 'd', 'mode', 'id', 'daily']);
    expect(parseQuery(`?id=${'a'.repeat(81)}`, games).problems).toEqual(['id']);
  });

  it('writes what it reads: a puzzle link, or the filters in short form', () => {
    expect(trainerQuery({ id: 'it-c1-rules-0001', variant: 'italian' })).toBe('?id=it-c1-rules-0001');
    expect(trainerQuery({ variant: 'italian', theme: null, difficulty: 'all', mode: 'practice' })).toBe(
      '?v=italian',
    );
    const q = trainerQuery({ variant: 'english', theme: 'shot', difficulty: 'easy', mode: 'streak' });
    expect(q).toBe('?v=english&theme=shot&d=easy&mode=streak');
    expect(parseQuery(q, games)).toMatchObject({
      variant: 'english',
      theme: 'shot',
      difficulty: 'easy',
      mode: 'streak',
    });
  });
});

describe('opening the trainer from its address', () => {
  const games = ['italian', 'international'] as const;
  const themes = { italian: ['criterion-1', 'criterion-2', 'tiro'], international: ['maximum-capture'] };
  const open = (search: string, view = fresh) =>
    openTrainer(pool, parseQuery(search, games), games, themes, view, NOW);

  it('no address: the default game, the choice for the learner, the filters written back', () => {
    const step = open('');
    expect(step).toMatchObject({ link: false, tag: null, notice: null });
    expect(step.session).toMatchObject({ mode: 'practice', current: 'b', filter: all });
    expect(stepQuery(step)).toBe('?v=italian');
  });

  it('a puzzle by its link: its own game, its link kept, marked for review when due', () => {
    const step = open('?id=e');
    expect(step.session).toMatchObject({ current: 'e', filter: { variant: 'international' } });
    expect(stepQuery(step)).toBe('?id=e');
    const due = open('?id=d', {
      ...fresh,
      seen: { d: '2026-03-01T00:00:00.000Z' },
      due: { d: '2026-03-09T00:00:00.000Z' },
    });
    expect(due.tag).toBe('review');
  });

  it('the puzzle of the day is today’s, with its own link', () => {
    const step = open('?daily=1');
    expect(step.session.current).toBe(dailyPuzzle(pool, dayKey(NOW)));
    expect(step).toMatchObject({ link: true, tag: 'daily', notice: null });
  });

  it('an unknown puzzle or a theme of another game is dropped with a notice', () => {
    expect(open('?id=nope')).toMatchObject({ notice: { key: 'notFound', id: 'nope' }, link: false });
    expect(open('?id=nope').session.current).toBe('b');
    const other = open('?v=international&theme=criterion-1');
    expect(other.notice).toEqual({ key: 'badLink' });
    expect(other.session).toMatchObject({ current: 'e', filter: { variant: 'international', theme: null } });
  });

  it('a streak from the address starts at the easiest puzzle', () => {
    const step = open('?v=italian&theme=criterion-1&mode=streak');
    expect(step.session).toMatchObject({ mode: 'streak', current: 'a' });
    expect(stepQuery(step)).toBe('?v=italian&theme=criterion-1&mode=streak');
  });

  it('next: another puzzle, or the same one again with a notice when it is the only one', () => {
    const s = open('').session;
    const after = trainerNext(
      sessionResult(s, true),
      pool,
      { ...fresh, seen: { b: NOW.toISOString() } },
      NOW,
    );
    expect(after).toMatchObject({ notice: null, link: false });
    expect(after.session.current).toBe('c');
    const only = startSession('practice', { ...all, theme: 'tiro' }, 'd');
    expect(trainerNext(only, pool, fresh, NOW).notice).toEqual({ key: 'allDone' });
  });
});

describe('issue 20: first steps, the pattern of a review, the daily game, what the trainer loads', () => {
  const M = (id: string, rating: number, extra: Partial<PuzzleMeta> = {}): PuzzleMeta => ({
    id,
    rating,
    theme: 'tiro',
    variant: 'italian',
    ...extra,
  });
  const tiri: PuzzleMeta[] = [
    M('g1', 900),
    M('g2', 1000, { motif: 'two-for-one' }),
    M('g3', 1600, { motif: 'two-for-one' }),
    M('g4', 1650, { motif: 'breakthrough' }),
    M('s1', 1200, { tier: 'first-steps' }),
    M('s2', 1100, { tier: 'first-steps' }),
    M('c1', 800, { theme: 'criterion-1', tier: 'first-steps' }),
  ];
  const tiro: Filter = { variant: 'italian', theme: 'tiro', difficulty: 'all' };

  it('a new visitor gets the first-steps puzzles of the theme first, then the ones from games', () => {
    expect(nextPuzzle(tiri, tiro, newcomer, NOW)?.id).toBe('s2');
    const after = { ...newcomer, rated: 1, seen: { s2: '2026-03-10T11:00:00.000Z' } };
    expect(nextPuzzle(tiri, tiro, after, NOW)?.id).toBe('s1');
    const both = { ...after, rated: 2, seen: { ...after.seen, s1: '2026-03-10T11:30:00.000Z' } };
    // No first step of the theme left: the real-game puzzles, aimed as the first steps climb (900 + 600 × 2/10).
    expect(nextPuzzle(tiri, tiro, both, NOW)?.id).toBe('g2');
  });

  it('a learner past the first steps and rated well is not held to them', () => {
    expect(isBeginner(fresh)).toBe(false);
    expect(nextPuzzle(tiri, tiro, { ...fresh, rating: 1620 }, NOW)?.id).toBe('g3');
    // Rated low after many puzzles: still a beginner.
    expect(isBeginner({ ...fresh, rating: 1100 })).toBe(true);
    expect(nextPuzzle(tiri, tiro, { ...fresh, rating: 1100 }, NOW)?.id).toBe('s2');
  });

  it('every theme: the first steps of any theme of the game come first', () => {
    expect(nextPuzzle(tiri, all, newcomer, NOW)?.id).toBe('c1');
  });

  const missedAt = (id: string): LearnerView => ({
    ...fresh,
    seen: { [id]: '2026-03-08T12:00:00.000Z' },
    due: { [id]: '2026-03-09T12:00:00.000Z' },
  });

  it('a due review offers an unplayed puzzle of the same theme and motif, nearest in rating', () => {
    const pick = nextPuzzle(tiri, tiro, missedAt('g2'), NOW);
    expect(pick).toEqual({ id: 'g3', reason: 'review', reviewOf: 'g2' });
    // Without a motif, the same theme is enough.
    expect(nextPuzzle(tiri, tiro, missedAt('g1'), NOW)).toEqual({
      id: 'g2',
      reason: 'review',
      reviewOf: 'g1',
    });
  });

  it('the missed puzzle comes back itself only when no fresh one of its pattern is left', () => {
    const view = {
      ...missedAt('g2'),
      seen: { g2: '2026-03-08T12:00:00.000Z', g3: '2026-03-08T13:00:00.000Z' },
    };
    expect(nextPuzzle(tiri, tiro, view, NOW)).toEqual({ id: 'g2', reason: 'review', reviewOf: 'g2' });
    // Another motif does not stand in for it.
    expect(reviewPuzzle(tiri, tiro, tiri[1], view)).toBe('g2');
    expect(samePattern(tiri[1], tiri[3])).toBe(false);
    expect(samePattern(tiri[0], tiri[3])).toBe(true);
  });

  it('the step says whether the review is the missed puzzle or one like it, and the session remembers which', () => {
    const q = parseQuery('?v=italian&theme=tiro', ['italian']);
    const like = openTrainer(tiri, q, ['italian'], { italian: ['tiro', 'criterion-1'] }, missedAt('g2'), NOW);
    expect(like.tag).toBe('like');
    expect(like.session).toMatchObject({ current: 'g3', reviewOf: 'g2' });
    const itself = openTrainer(tiri, parseQuery('?id=g2', ['italian']), ['italian'], {}, missedAt('g2'), NOW);
    expect(itself.tag).toBe('review');
    expect(itself.session.reviewOf).toBe('g2');
    const next = trainerNext(sessionResult(like.session, true), tiri, fresh, NOW);
    expect(next.tag).toBeNull();
    expect(next.session.reviewOf).toBeNull();
  });

  it('the daily game: each puzzle as likely, the same for everyone, only games that have puzzles', () => {
    const counts = [
      ['italian', 3],
      ['english', 1],
    ] as const;
    const days = Array.from({ length: 400 }, (_, i) => dayKey(new Date(2026, 0, 1 + i)));
    const picks = days.map((d) => dailyVariant(counts, d));
    expect(picks.every((v) => v === 'italian' || v === 'english')).toBe(true);
    const share = picks.filter((v) => v === 'english').length / picks.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.35);
    expect(dailyVariant(counts, '2026-03-10')).toBe(dailyVariant(counts, '2026-03-10'));
    expect(dailyVariant([], '2026-03-10')).toBeNull();
  });

  it('loads only the theme a filter shows, a game for every theme, a linked puzzle by its first word', () => {
    const games = ['italian', 'english'] as const;
    const themes = { italian: ['criterion-1', 'tiro'], english: ['shot'] };
    const counts = [
      ['italian', 10],
      ['english', 5],
    ] as const;
    const prefixes = { it: 'italian', en: 'english' } as const;
    const at = (s: string) => feedsFor(parseQuery(s, games), games, themes, counts, prefixes, NOW);
    expect(at('?v=italian&theme=tiro')).toEqual([['italian', 'tiro']]);
    expect(at('')).toEqual([
      ['italian', 'criterion-1'],
      ['italian', 'tiro'],
    ]);
    expect(at('?v=english&theme=tiro')).toEqual([['english', 'shot']]);
    expect(at('?id=en-shot-0001')).toEqual([['english', 'shot']]);
    // A first word no game owns: every game, so the puzzle is found wherever it is.
    expect(at('?id=zz-1')).toHaveLength(3);
    const daily = at('?daily=1');
    expect(daily.map(([v]) => v)).toEqual(Array(daily.length).fill(dailyVariant(counts, dayKey(NOW))));
    expect(themeFeedUrl('/it/problemi/', 'italian', 'tiro')).toBe('/it/problemi/data/italian/tiro.json');
  });

  it('the move before a position: its number and who played it, with the variant’s first mover', () => {
    expect(lastMoveBefore(45, 'white')).toEqual({ number: 23, side: 'white' });
    expect(lastMoveBefore(46, 'white')).toEqual({ number: 23, side: 'black' });
    // English: Black starts, so Black's move opens each pair.
    expect(lastMoveBefore(45, 'black')).toEqual({ number: 23, side: 'black' });
    expect(lastMoveBefore(1, 'black')).toEqual({ number: 1, side: 'black' });
    expect(lastMoveBefore(0, 'white').number).toBe(0);
  });

  it('a report link carries the subject and every line, and there is none without an address', () => {
    const href = reportLink('errori@damiera.it', 'Damiera: puzzle it-1', [
      'Puzzle: it-1',
      'FEN: W:W21:B12',
      'a+b',
    ]);
    expect(href).not.toBeNull();
    const url = new URL(href as string);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('errori@damiera.it');
    const q = new URLSearchParams(url.search.replace(/\+/g, '%2B'));
    expect(q.get('subject')).toBe('Damiera: puzzle it-1');
    expect(q.get('body')).toBe('Puzzle: it-1\nFEN: W:W21:B12\na+b');
    expect(reportLink(null, 's', ['x'])).toBeNull();
    expect(reportLink('', 's', ['x'])).toBeNull();
  });
});
