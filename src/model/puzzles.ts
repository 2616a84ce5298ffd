/**
 * The puzzle trainer's decisions as pure functions: which puzzles a filter keeps, which puzzle comes next
 * (for a missed one that is due for review, a fresh puzzle of the same pattern, or the missed one itself when
 * none is left; then the unplayed one nearest the learner's rating — a beginner's first-steps puzzles
 * first —, then the one played longest ago), the streak, the puzzle of the day, where a puzzle comes from,
 * its report link, and the trainer's address (`?id=`, filters).
 * No storage, no clock, no randomness: the caller passes the saved data and the time, so every choice can
 * be tested and a link always shows the same puzzle.
 */

import type { Color, Puzzle, VariantId } from '../engine';

/**
 * The game a puzzle was met in, as the trainer needs it (worked out at build time, src/build/puzzles/feed.ts):
 * the game's id, the tree path of the puzzle's position, which is what the analysis board's link holds
 * (src/machines/analysis/link.ts), and who made the move before the position, with its number. The game
 * itself (its PDN) is not in the puzzle: several puzzles share a game, and only a learner who opens it needs
 * it, so each theme's games come once, in a table of their own (`GameTable`, `themeGamesUrl`).
 */
export interface TrainerGame {
  /** the game's id, its key in the theme's game table */
  readonly id: string;
  /** the analysis board's tree path of the puzzle's position (the game's first `ply` moves) */
  readonly path: string;
  /** the PDN number of the last move before the position (0 when the position is the game's start) */
  readonly number: number;
  /** who played that move */
  readonly side: Color;
}

/** A theme's games, as its game table file holds them: game id → the whole game, as PDN. */
export interface GameTable {
  readonly games: Readonly<Record<string, string>>;
}

/**
 * A game out of a game table as it arrived (parsed JSON, not trusted): its PDN, or why there is none —
 * `corrupt` when the file is not a game table or the record is not that game's PDN (its Event tag names the
 * game: src/build/puzzles/feed.ts), `missing` when the table has no such game.
 */
export function gameFromTable(
  table: unknown,
  id: string,
):
  | { readonly ok: true; readonly pdn: string }
  | { readonly ok: false; readonly reason: 'missing' | 'corrupt' } {
  const games =
    typeof table === 'object' && table !== null ? (table as { games?: unknown }).games : undefined;
  if (typeof games !== 'object' || games === null || Array.isArray(games))
    return { ok: false, reason: 'corrupt' };
  if (!Object.hasOwn(games, id)) return { ok: false, reason: 'missing' };
  const pdn: unknown = (games as Record<string, unknown>)[id];
  if (typeof pdn !== 'string' || !pdn.includes(`[Event "${id}"]`)) return { ok: false, reason: 'corrupt' };
  return { ok: true, pdn };
}

/** A puzzle as the trainer receives it: the engine's puzzle plus its variant, rating and explanation. */
export interface TrainerPuzzle extends Puzzle {
  readonly variant: VariantId;
  /** difficulty on the Glicko scale (1500 = average) */
  readonly rating: number;
  /** the explanation in the page's language */
  readonly explanation: string;
  /** a small position for a beginner's first drills, not from a game */
  readonly tier?: 'first-steps';
  /** the pattern a tactic uses: a missed puzzle's review offers another with it */
  readonly motif?: string;
  /** the game the position was met in */
  readonly game?: TrainerGame;
}

/** What the choices need of a puzzle. */
export type PuzzleMeta = Pick<TrainerPuzzle, 'id' | 'variant' | 'theme' | 'rating' | 'tier' | 'motif'>;

export type Difficulty = 'all' | 'easy' | 'medium' | 'hard';
export const DIFFICULTIES: readonly Difficulty[] = ['all', 'easy', 'medium', 'hard'];

/** Difficulty bands on the puzzle's own rating: easy below 1300, hard from 1700 (1500 is average). */
export function difficultyOf(rating: number): Exclude<Difficulty, 'all'> {
  return rating < 1300 ? 'easy' : rating < 1700 ? 'medium' : 'hard';
}

export interface Filter {
  readonly variant: VariantId;
  /** null: every theme */
  readonly theme: string | null;
  readonly difficulty: Difficulty;
}

export const matches = (p: PuzzleMeta, f: Filter): boolean =>
  p.variant === f.variant &&
  (f.theme === null || p.theme === f.theme) &&
  (f.difficulty === 'all' || difficultyOf(p.rating) === f.difficulty);

/** What the choice of the next puzzle needs of the saved data. */
export interface LearnerView {
  readonly rating: number;
  /** how many puzzles have moved the rating so far (0: a new visitor) */
  readonly rated: number;
  /** puzzle id → when it was last played (ISO time) */
  readonly seen: Readonly<Record<string, string>>;
  /** puzzle id → when it is due for review (ISO time): only puzzles that were missed have one */
  readonly due: Readonly<Record<string, string>>;
}

export type PickReason = 'review' | 'new' | 'again';
export interface PuzzlePick {
  readonly id: string;
  readonly reason: PickReason;
  /** a review: the missed puzzle whose schedule this one's result moves (itself, or the one it stands in for) */
  readonly reviewOf?: string;
}

const byId = (a: PuzzleMeta, b: PuzzleMeta) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The learner's first steps, in rated puzzles: the new puzzles climb from the easiest up to the rating. */
export const FIRST_STEPS = 10;

/** How many puzzles a filter keeps (the trainer says it beside the filters). */
export const countMatching = (pool: readonly PuzzleMeta[], filter: Filter): number =>
  pool.reduce((n, p) => n + (matches(p, filter) ? 1 : 0), 0);

/**
 * The rating a new puzzle should be near. A new visitor's rating (1500, Glicko-2's starting point) says
 * nothing yet: their first puzzles are the easiest the filter keeps (the simplest themes, which have the
 * lowest ratings), and over the first FIRST_STEPS rated puzzles the aim climbs in even steps to the rating,
 * which by then has moved toward the learner's level. A learner rated below the easiest puzzle is aimed at
 * their rating.
 */
export function targetRating(kept: readonly PuzzleMeta[], view: LearnerView): number {
  if (kept.length === 0 || view.rated >= FIRST_STEPS) return view.rating;
  const easiest = kept.reduce((m, p) => Math.min(m, p.rating), Number.POSITIVE_INFINITY);
  if (view.rating <= easiest) return view.rating;
  return easiest + ((view.rating - easiest) * Math.max(0, view.rated)) / FIRST_STEPS;
}

/** Below this rating a learner still counts as a beginner, however many puzzles they have played. */
export const BEGINNER_RATING = 1200;

/** A beginner: still in their first rated puzzles, or rated low. Their new puzzles are first steps first. */
export const isBeginner = (view: LearnerView): boolean =>
  view.rated < FIRST_STEPS || view.rating < BEGINNER_RATING;

/** Two puzzles drill the same pattern: the same game and theme, and the same motif when the first has one. */
export const samePattern = (missed: PuzzleMeta, p: PuzzleMeta): boolean =>
  p.variant === missed.variant &&
  p.theme === missed.theme &&
  (missed.motif === undefined || p.motif === missed.motif);

/**
 * What a due review puts on the board: not the missed position again, which the learner may remember, but
 * an unplayed puzzle of the same pattern (`samePattern`) that the filter keeps, the one whose rating is
 * nearest the missed one's (then by id); the missed puzzle itself only when none is left. `exclude`: the
 * puzzle just played.
 */
export function reviewPuzzle(
  pool: readonly PuzzleMeta[],
  filter: Filter,
  missed: PuzzleMeta,
  view: LearnerView,
  exclude: string | null = null,
): string {
  const gap = (p: PuzzleMeta) => Math.abs(p.rating - missed.rating);
  const fresh = pool
    .filter(
      (p) =>
        p.id !== missed.id &&
        p.id !== exclude &&
        view.seen[p.id] === undefined &&
        view.due[p.id] === undefined &&
        matches(p, filter) &&
        samePattern(missed, p),
    )
    .sort((a, b) => gap(a) - gap(b) || byId(a, b));
  return fresh[0]?.id ?? missed.id;
}

/**
 * The next puzzle in practice mode, among those the filter keeps, never `exclude` (the one just played)
 * unless it is the only one: for a missed puzzle whose review is due (the earliest due first), a fresh one
 * of its pattern (`reviewPuzzle`); else the unplayed puzzle whose rating is nearest the learner's
 * (`targetRating`: from the easiest up during the first steps; the easier one on a tie, then by id) — for a
 * beginner (`isBeginner`), the first-steps puzzles first, as long as the filter keeps one they have not
 * played —; else the puzzle played longest ago. null when the filter keeps nothing.
 */
export function nextPuzzle(
  pool: readonly PuzzleMeta[],
  filter: Filter,
  view: LearnerView,
  now: Date,
  exclude: string | null = null,
): PuzzlePick | null {
  const kept = pool.filter((p) => matches(p, filter));
  const candidates = kept.length > 1 ? kept.filter((p) => p.id !== exclude) : kept;
  if (candidates.length === 0) return null;
  // ISO times of one format compare as strings.
  const at = now.toISOString();
  const due = candidates
    .filter((p) => view.due[p.id] !== undefined && view.due[p.id] <= at)
    .sort((a, b) =>
      view.due[a.id] < view.due[b.id] ? -1 : view.due[a.id] > view.due[b.id] ? 1 : byId(a, b),
    );
  if (due.length > 0) {
    const missed = due[0];
    return { id: reviewPuzzle(pool, filter, missed, view, exclude), reason: 'review', reviewOf: missed.id };
  }
  const unplayed = candidates.filter((p) => view.seen[p.id] === undefined);
  const firstSteps = isBeginner(view) ? unplayed.filter((p) => p.tier === 'first-steps') : [];
  const fresh = firstSteps.length > 0 ? firstSteps : unplayed;
  if (fresh.length > 0) {
    const target = targetRating(firstSteps.length > 0 ? firstSteps : kept, view);
    const gap = (p: PuzzleMeta) => Math.abs(p.rating - target);
    fresh.sort((a, b) => gap(a) - gap(b) || a.rating - b.rating || byId(a, b));
    return { id: fresh[0].id, reason: 'new' };
  }
  const old = [...candidates].sort((a, b) =>
    view.seen[a.id] < view.seen[b.id] ? -1 : view.seen[a.id] > view.seen[b.id] ? 1 : byId(a, b),
  );
  return { id: old[0].id, reason: 'again' };
}

/** The streak's order: from the easiest puzzle up (then by id), each once. */
export function streakNext(
  pool: readonly PuzzleMeta[],
  filter: Filter,
  played: readonly string[],
): string | null {
  const next = pool
    .filter((p) => matches(p, filter) && !played.includes(p.id))
    .sort((a, b) => a.rating - b.rating || byId(a, b))[0];
  return next?.id ?? null;
}

/** The learner's calendar day, 'YYYY-MM-DD' (a new puzzle of the day at their midnight). */
export function dayKey(d: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/** FNV-1a, 32 bits: a fixed, well-spread hash of a short string. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The puzzle of the day: the same for everyone on a given day, whatever order the pool comes in. */
export function dailyPuzzle(pool: readonly PuzzleMeta[], day: string): string | null {
  if (pool.length === 0) return null;
  const ids = pool.map((p) => p.id).sort();
  return ids[hash(day) % ids.length];
}

/**
 * Which game's puzzles hold the puzzle of the day, from how many each game has (the trainer loads one game's
 * puzzles, and needs to know which before it loads any): each puzzle of the collection is as likely, and
 * `dailyPuzzle` on that game's puzzles with the same day then names the same one for everyone.
 */
export function dailyVariant(
  counts: readonly (readonly [VariantId, number])[],
  day: string,
): VariantId | null {
  const total = counts.reduce((n, [, c]) => n + c, 0);
  if (total === 0) return null;
  // A second hash of the day, so the game and the puzzle within it are not tied to each other.
  let i = hash(`${day}/game`) % total;
  for (const [variant, c] of counts) {
    if (i < c) return variant;
    i -= c;
  }
  return null;
}

export type Mode = 'practice' | 'streak';

/** A run of puzzles on one page. */
export interface Session {
  readonly mode: Mode;
  readonly filter: Filter;
  /** the puzzle on the board */
  readonly current: string | null;
  /** puzzles finished in this session, in order */
  readonly played: readonly string[];
  /** streak mode: puzzles solved in a row */
  readonly streak: number;
  /** streak mode: a puzzle was missed (or none is left), the streak is over */
  readonly over: boolean;
  /**
   * the puzzle on the board is a review: the missed puzzle whose schedule its result moves (the puzzle on
   * the board itself, or the one it stands in for); null otherwise
   */
  readonly reviewOf: string | null;
}

export const startSession = (
  mode: Mode,
  filter: Filter,
  current: string | null = null,
  reviewOf: string | null = null,
): Session => ({
  mode,
  filter,
  current,
  played: [],
  streak: 0,
  over: false,
  reviewOf,
});

/** The puzzle on the board has a result. In streak mode the first miss ends the streak. */
export function sessionResult(s: Session, win: boolean): Session {
  if (s.current === null || s.over) return s;
  const played = [...s.played, s.current];
  if (s.mode !== 'streak') return { ...s, played };
  return win ? { ...s, played, streak: s.streak + 1 } : { ...s, played, over: true };
}

/** The session moved on to its next puzzle (null: the streak ran out of puzzles, or the filter keeps none). */
export function sessionNext(s: Session, pool: readonly PuzzleMeta[], view: LearnerView, now: Date): Session {
  if (s.mode === 'streak') {
    if (s.over) return s;
    const id = streakNext(pool, s.filter, s.played);
    return id === null ? { ...s, current: null, over: true, reviewOf: null } : { ...s, current: id };
  }
  const pick = nextPuzzle(pool, s.filter, view, now, s.current);
  return { ...s, current: pick?.id ?? null, reviewOf: pick?.reviewOf ?? null };
}

/** What the trainer's address asks for. Unknown or malformed values are dropped and named in `problems`. */
export interface TrainerQuery {
  readonly id: string | null;
  readonly variant: VariantId | null;
  readonly theme: string | null;
  readonly difficulty: Difficulty;
  readonly mode: Mode;
  /** `daily=1`: the puzzle of the day */
  readonly daily: boolean;
  /** the parameters that were dropped: 'v', 'theme', 'd', 'mode', 'id', 'daily' */
  readonly problems: readonly string[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function parseQuery(search: string, variants: readonly VariantId[]): TrainerQuery {
  const q = new URLSearchParams(search);
  const problems: string[] = [];
  const get = (key: string, ok: (v: string) => boolean): string | null => {
    const v = q.get(key);
    if (v === null || v === '') return null;
    if (ok(v)) return v;
    problems.push(key);
    return null;
  };
  const variant = get('v', (v) => (variants as readonly string[]).includes(v)) as VariantId | null;
  const theme = get('theme', (v) => v.length <= 60 && SLUG.test(v));
  const difficulty = (get('d', (v) => (DIFFICULTIES as readonly string[]).includes(v)) ??
    'all') as Difficulty;
  const mode = (get('mode', (v) => v === 'practice' || v === 'streak') ?? 'practice') as Mode;
  const id = get('id', (v) => v.length <= 80 && SLUG.test(v));
  const daily = get('daily', (v) => v === '1') !== null;
  return { id, variant, theme, difficulty, mode, daily, problems };
}

/** The address of a puzzle or of a filtered trainer: `?id=…`, or `?v=…&theme=…&d=…&mode=…`. */
export function trainerQuery(o: {
  id?: string | null;
  variant?: VariantId | null;
  theme?: string | null;
  difficulty?: Difficulty;
  mode?: Mode;
}): string {
  const q = new URLSearchParams();
  if (o.id) q.set('id', o.id);
  else {
    if (o.variant) q.set('v', o.variant);
    if (o.theme) q.set('theme', o.theme);
    if (o.difficulty && o.difficulty !== 'all') q.set('d', o.difficulty);
    if (o.mode && o.mode !== 'practice') q.set('mode', o.mode);
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The data file of one game's theme, below the trainer's address `base` ('/it/problemi/'). */
export const themeFeedUrl = (base: string, variant: VariantId, theme: string): string =>
  `${base}data/${variant}/${theme}.json`;

/** The game table of one game's theme (`GameTable`), beside its data file. */
export const themeGamesUrl = (base: string, variant: VariantId, theme: string): string =>
  `${base}data/${variant}/games/${theme}.json`;

/**
 * Which puzzles the trainer loads for an address, as (game, theme) pairs: the puzzle of the day's game
 * (`counts`: how many puzzles each game has), a linked puzzle's game (`prefixes`: the game an id's first
 * word names; every game when it names none), else the filter's game (`games[0]` by default) — only the
 * filter's theme when it has one the game has, else all its themes.
 */
export function feedsFor(
  q: TrainerQuery,
  games: readonly VariantId[],
  themes: Readonly<Partial<Record<VariantId, readonly string[]>>>,
  counts: readonly (readonly [VariantId, number])[],
  prefixes: Readonly<Record<string, VariantId>>,
  now: Date,
): [VariantId, string][] {
  const every = (v: VariantId) => (themes[v] ?? []).map((t): [VariantId, string] => [v, t]);
  if (q.daily) {
    const v = dailyVariant(counts, dayKey(now));
    if (v) return every(v);
  } else if (q.id !== null) {
    const v = Object.hasOwn(prefixes, q.id.split('-')[0]) ? prefixes[q.id.split('-')[0]] : null;
    return v ? every(v) : games.flatMap(every);
  }
  const variant = q.variant ?? games[0];
  if (variant === undefined) return [];
  return q.theme !== null && themes[variant]?.includes(q.theme) ? [[variant, q.theme]] : every(variant);
}

/** What the trainer tells the learner about the address or the choice. */
export type TrainerNotice =
  /** the address names a puzzle that does not exist */
  | { readonly key: 'notFound'; readonly id: string }
  /** part of the address was malformed or unknown, and was ignored */
  | { readonly key: 'badLink' }
  /** practice: every puzzle of the filter has been played, one comes again */
  | { readonly key: 'allDone' };

/**
 * What the trainer says above a puzzle: `review` the missed puzzle itself is back, `like` a review with a
 * fresh puzzle of the missed one's pattern, `daily` the puzzle of the day.
 */
export type TrainerTag = 'review' | 'like' | 'daily';

/** A puzzle put on the board: the session, how the address shows it, and what to say about it. */
export interface TrainerStep {
  readonly session: Session;
  /** asked for by its own link (`?id=`) or as the puzzle of the day: the address keeps its link */
  readonly link: boolean;
  readonly tag: TrainerTag | null;
  readonly notice: TrainerNotice | null;
}

const isDue = (view: LearnerView, id: string | null, now: Date) =>
  id !== null && view.due[id] !== undefined && view.due[id] <= now.toISOString();

const reviewTag = (s: Session): TrainerTag | null =>
  s.reviewOf === null ? null : s.reviewOf === s.current ? 'review' : 'like';

/**
 * The first puzzle of a visit, from the address: the puzzle of the day, a puzzle by its link (its game
 * becomes the filter's), or the next one for the address's filters; games and themes the collection does
 * not have are dropped with a notice. `themes`: each game's themes; `games[0]` is the default game.
 */
export function openTrainer(
  pool: readonly PuzzleMeta[],
  q: TrainerQuery,
  games: readonly VariantId[],
  themes: Readonly<Partial<Record<VariantId, readonly string[]>>>,
  view: LearnerView,
  now: Date,
): TrainerStep {
  const daily = q.daily ? dailyPuzzle(pool, dayKey(now)) : null;
  const wantedId = daily ?? q.id;
  const wanted = wantedId === null ? undefined : pool.find((p) => p.id === wantedId);
  const variant = wanted?.variant ?? q.variant ?? games[0];
  const theme = q.theme !== null && themes[variant]?.includes(q.theme) ? q.theme : null;
  const notice: TrainerNotice | null =
    q.id !== null && !wanted
      ? { key: 'notFound', id: q.id }
      : q.problems.length > 0 || (q.theme !== null && theme === null)
        ? { key: 'badLink' }
        : null;
  const filter: Filter = { variant, theme, difficulty: q.difficulty };
  if (wanted) {
    const due = !daily && isDue(view, wanted.id, now);
    const session = startSession('practice', filter, wanted.id, due ? wanted.id : null);
    return { session, link: true, tag: daily ? 'daily' : reviewTag(session), notice };
  }
  const session = sessionNext(startSession(q.mode, filter), pool, view, now);
  return { session, link: false, tag: reviewTag(session), notice };
}

/** The session's next puzzle, saying so when practice has run out of new ones and repeats the same. */
export function trainerNext(
  s: Session,
  pool: readonly PuzzleMeta[],
  view: LearnerView,
  now: Date,
): TrainerStep {
  const session = sessionNext(s, pool, view, now);
  const repeated = session.mode === 'practice' && session.current !== null && session.current === s.current;
  return {
    session,
    link: false,
    tag: reviewTag(session),
    notice: repeated ? { key: 'allDone' } : null,
  };
}

/** The address of a step: the puzzle's link, or the session's filters. */
export function stepQuery(step: TrainerStep): string {
  const { session: s } = step;
  if (step.link) return trainerQuery({ id: s.current });
  const f = s.filter;
  return trainerQuery({ variant: f.variant, theme: f.theme, difficulty: f.difficulty, mode: s.mode });
}

/** `ply` plies into a game that starts with `firstMover` to move, who played the last one, and its number. */
export function lastMoveBefore(ply: number, firstMover: Color): { number: number; side: Color } {
  if (ply <= 0) return { number: 0, side: firstMover };
  const other: Color = firstMover === 'white' ? 'black' : 'white';
  return { number: Math.floor((ply - 1) / 2) + 1, side: (ply - 1) % 2 === 0 ? firstMover : other };
}

/**
 * A `mailto:` link that reports a problem with a puzzle, its subject and body filled in; null without an
 * address (the trainer then shows no link). `lines` are the body's lines (id, position, solution, link).
 */
export function reportLink(email: string | null, subject: string, lines: readonly string[]): string | null {
  if (!email) return null;
  // encodeURIComponent, not URLSearchParams: mail programs read `+` as a plus, not a space.
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
}
