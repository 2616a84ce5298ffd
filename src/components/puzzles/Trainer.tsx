/**
 * The puzzle trainer island: filters (game, theme, difficulty), practice or streak mode, the puzzle of the
 * day, a puzzle by its link (`?id=`), the learner's rating with its history, and the puzzles due for review.
 * The choices are pure functions (src/lib/puzzles/trainer.ts); one puzzle runs on the puzzle machine
 * (PuzzleBoard); the saved data is a record of the store (src/storage/puzzles.ts), updated by
 * src/lib/puzzles/results.ts, which is loaded when the first puzzle is finished (it brings the Glicko-2 and
 * FSRS libraries). The puzzles themselves come as JSON from the page's feed, not inside the script.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { VariantId } from '../../engine/types';
import { VARIANTS } from '../../engine/variants';
import type { Lang } from '../../i18n/lang';
import { type PuzzlesKey, type PuzzlesStrings, tz } from '../../i18n/puzzles';
import {
  DIFFICULTIES,
  type Difficulty,
  dailyPuzzle,
  dayKey,
  type Filter,
  type Mode,
  parseQuery,
  type Session,
  sessionNext,
  sessionResult,
  startSession,
  type TrainerPuzzle,
  trainerQuery,
} from '../../lib/puzzles/trainer';
import { useRecord } from '../../storage/preact';
import { learnerView, PROVISIONAL_RD, type PuzzleData, puzzles, puzzlesRecord } from '../../storage/puzzles';
import { PuzzleBoard } from './PuzzleBoard';
import './puzzles.css';

export interface TrainerProps {
  lang: Lang;
  /** the trainer strings of `lang` (src/i18n/puzzles.ts), handed by the page */
  strings: PuzzlesStrings;
  /** the URL of the puzzles in this language (src/lib/puzzles/load.ts feedUrl) */
  feed: string;
  /** the trainer's own address in this language: '/it/problemi/' */
  base: string;
  /** the games that have puzzles, with their names */
  variants: readonly { id: VariantId; name: string }[];
  /** each game's themes that have puzzles: id and name */
  themes: Readonly<Partial<Record<VariantId, readonly { id: string; name: string }[]>>>;
  /** theme id → the rule in words, for the explanation after a miss */
  rules: Readonly<Record<string, string>>;
}

const DIFFICULTY_KEYS = {
  all: 'puzzles.difficulty.all',
  easy: 'puzzles.difficulty.easy',
  medium: 'puzzles.difficulty.medium',
  hard: 'puzzles.difficulty.hard',
} as const satisfies Record<Difficulty, PuzzlesKey>;

type Notice = { key: 'puzzles.badLink' | 'puzzles.allDone' } | { key: 'puzzles.notFound'; id: string };

/** What the trainer shows between puzzles: the last result and the rating change it made. */
interface LastResult {
  readonly win: boolean;
  /** null: the rating did not move (the puzzle was played before); undefined: not saved yet */
  readonly change?: number | null;
}

const isFeed = (x: unknown): x is { puzzles: TrainerPuzzle[] } =>
  typeof x === 'object' && x !== null && Array.isArray((x as { puzzles?: unknown }).puzzles);

export default function Trainer(props: TrainerProps) {
  const { lang, strings } = props;
  const [pool, setPool] = useState<readonly TrainerPuzzle[] | null>(null);
  const [failedLoad, setFailedLoad] = useState(false);
  const data = useRecord(puzzlesRecord);
  const [session, setSession] = useState<Session | null>(null);
  /** remounts the board for each new puzzle, the same one played again included */
  const [round, setRound] = useState(0);
  const [tag, setTag] = useState<'review' | 'daily' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [last, setLast] = useState<LastResult | null>(null);
  const sessionRef = useRef(session);
  sessionRef.current = session;

  const byId = useMemo(() => new Map((pool ?? []).map((p) => [p.id, p])), [pool]);
  const variantIds = props.variants.map((v) => v.id);

  useEffect(() => {
    fetch(props.feed)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((json: unknown) => {
        if (!isFeed(json)) throw new Error('not a puzzle feed');
        setPool(json.puzzles);
      })
      .catch(() => setFailedLoad(true));
  }, []);

  /**
   * Put a session's puzzle on the board, and in the address: the filters, or the puzzle's own link for a
   * puzzle asked for by its id or as the puzzle of the day (a reload then shows it again).
   */
  const show = (next: Session, as: 'daily' | 'link' | null = null) => {
    const saved = puzzles.read();
    const id = next.current;
    const due =
      id !== null && saved.cards[id] !== undefined && saved.cards[id].due <= new Date().toISOString();
    setSession(next);
    setRound((n) => n + 1);
    setLast(null);
    setTag(as === 'daily' ? 'daily' : due ? 'review' : null);
    const f = next.filter;
    const query =
      as !== null
        ? trainerQuery({ id })
        : trainerQuery({ variant: f.variant, theme: f.theme, difficulty: f.difficulty, mode: next.mode });
    history.replaceState(history.state, '', `${props.base}${query}`);
  };

  const pick = (s: Session) => sessionNext(s, pool ?? [], learnerView(puzzles.read()), new Date());

  // The first puzzle: the one the address names, or the next one for the address's filters.
  useEffect(() => {
    if (!pool || session) return;
    const q = parseQuery(location.search, variantIds);
    const wanted = q.id !== null ? byId.get(q.id) : undefined;
    const variant = wanted?.variant ?? q.variant ?? variantIds[0];
    const themes = props.themes[variant] ?? [];
    const theme = q.theme !== null && themes.some((t) => t.id === q.theme) ? q.theme : null;
    if (q.id !== null && !wanted) setNotice({ key: 'puzzles.notFound', id: q.id });
    else if (q.problems.length > 0 || (q.theme !== null && theme === null))
      setNotice({ key: 'puzzles.badLink' });
    const filter: Filter = { variant, theme, difficulty: q.difficulty };
    if (wanted) show(startSession('practice', filter, wanted.id), 'link');
    else show(pick(startSession(q.mode, filter)));
  }, [pool]);

  const onResult = (win: boolean) => {
    const s = sessionRef.current;
    const puzzle = s?.current ? byIdRef.current.get(s.current) : undefined;
    if (!s || !puzzle) return;
    const after = sessionResult(s, win);
    setSession(after);
    setLast({ win });
    // The rating and review libraries load with the first finished puzzle.
    import('../../lib/puzzles/results').then(({ applyResult, withStreak }) => {
      let change: number | null = null;
      puzzles.update((d: PuzzleData) => {
        const applied = applyResult(d, { id: puzzle.id, puzzleRating: puzzle.rating, win }, new Date());
        change = applied.change;
        return after.mode === 'streak' ? withStreak(applied.data, after.streak) : applied.data;
      });
      setLast({ win, change });
    });
  };
  const byIdRef = useRef(byId);
  byIdRef.current = byId;

  const changeFilter = (f: Partial<Filter>, mode?: Mode) => {
    if (!session) return;
    const now = session.filter;
    // A theme belongs to one game: another game clears it.
    const otherGame = f.variant !== undefined && f.variant !== now.variant;
    const filter: Filter = {
      variant: f.variant ?? now.variant,
      theme: f.theme !== undefined ? f.theme : otherGame ? null : now.theme,
      difficulty: f.difficulty ?? now.difficulty,
    };
    setNotice(null);
    show(pick(startSession(mode ?? session.mode, filter)));
  };

  const playDaily = () => {
    if (!pool || !session) return;
    const id = dailyPuzzle(pool, dayKey(new Date()));
    const p = id === null ? undefined : byId.get(id);
    if (!p) return;
    setNotice(null);
    show(startSession('practice', { variant: p.variant, theme: null, difficulty: 'all' }, p.id), 'daily');
  };

  const next = () => {
    if (!session) return;
    const s = pick(session);
    if (s.mode === 'practice' && s.current !== null && s.current === session.current)
      setNotice({ key: 'puzzles.allDone' });
    else setNotice(null);
    show(s);
  };

  const puzzle = session?.current ? byId.get(session.current) : undefined;
  const ready = pool !== null && session !== null;
  const finished = last !== null;
  const filter = session?.filter;
  const themes = filter ? (props.themes[filter.variant] ?? []) : [];

  if (failedLoad)
    return (
      <p class="dmr-trainer__error" role="alert" data-testid="trainer-error">
        {tz(strings, 'puzzles.loadError')}
      </p>
    );
  if (!ready || !filter || !session)
    return <p class="dmr-trainer__loading">{tz(strings, 'puzzles.loading')}</p>;

  return (
    <div class="dmr-trainer" data-ready="true" data-testid="trainer" data-pagefind-ignore>
      <fieldset class="dmr-trainer__filters">
        <legend>{tz(strings, 'puzzles.filters')}</legend>
        <label class="dmr-trainer__field">
          <span>{tz(strings, 'puzzles.filter.variant')}</span>
          <select
            value={filter.variant}
            onChange={(e) => changeFilter({ variant: e.currentTarget.value as VariantId })}
            data-testid="filter-variant"
          >
            {props.variants.map((v) => (
              <option value={v.id} key={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label class="dmr-trainer__field">
          <span>{tz(strings, 'puzzles.filter.theme')}</span>
          <select
            value={filter.theme ?? ''}
            onChange={(e) => changeFilter({ theme: e.currentTarget.value || null })}
            data-testid="filter-theme"
          >
            <option value="">{tz(strings, 'puzzles.filter.allThemes')}</option>
            {themes.map((t) => (
              <option value={t.id} key={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <label class="dmr-trainer__field">
          <span>{tz(strings, 'puzzles.filter.difficulty')}</span>
          <select
            value={filter.difficulty}
            onChange={(e) => changeFilter({ difficulty: e.currentTarget.value as Difficulty })}
            data-testid="filter-difficulty"
          >
            {DIFFICULTIES.map((d) => (
              <option value={d} key={d}>
                {tz(strings, DIFFICULTY_KEYS[d])}
              </option>
            ))}
          </select>
        </label>
        <fieldset class="dmr-trainer__modes">
          <legend class="visually-hidden">{tz(strings, 'puzzles.mode')}</legend>
          {(['practice', 'streak'] as const).map((m) => (
            <button
              type="button"
              class="dmr-button"
              aria-pressed={session.mode === m && tag !== 'daily' ? 'true' : 'false'}
              onClick={() => changeFilter({}, m)}
              data-testid={`mode-${m}`}
            >
              {tz(strings, m === 'practice' ? 'puzzles.mode.practice' : 'puzzles.mode.streak')}
            </button>
          ))}
          <button type="button" class="dmr-button" onClick={playDaily} data-testid="daily">
            {tz(strings, 'puzzles.daily')}
          </button>
        </fieldset>
      </fieldset>

      {notice && (
        <p class="dmr-trainer__notice" role="status" data-testid="trainer-notice">
          {notice.key === 'puzzles.notFound'
            ? tz(strings, 'puzzles.notFound', { id: notice.id })
            : tz(strings, notice.key)}
        </p>
      )}

      <div class="dmr-trainer__main">
        {puzzle ? (
          <div class="dmr-trainer__puzzle">
            <PuzzleBoard
              key={`${puzzle.id}:${round}`}
              lang={lang}
              strings={strings}
              variant={VARIANTS[puzzle.variant]}
              puzzle={puzzle}
              rules={props.rules}
              onResult={onResult}
              tag={
                tag === 'review'
                  ? tz(strings, 'puzzles.review')
                  : tag === 'daily'
                    ? tz(strings, 'puzzles.dailyTag')
                    : undefined
              }
            />
            <p class="dmr-trainer__meta">
              <span>{tz(strings, 'puzzles.puzzleRating', { rating: puzzle.rating })}</span>
              <a href={`${props.base}${trainerQuery({ id: puzzle.id })}`} data-testid="permalink">
                {tz(strings, 'puzzles.link')}
              </a>
            </p>
          </div>
        ) : (
          <p class="dmr-trainer__empty" data-testid="trainer-empty">
            {session.mode === 'streak' && session.streak > 0
              ? tz(strings, 'puzzles.streakDone', { n: session.streak })
              : tz(strings, 'puzzles.none')}
          </p>
        )}

        <aside class="dmr-trainer__side">
          {session.mode === 'streak' && (
            <p class="dmr-trainer__streak" data-testid="streak">
              <strong>{tz(strings, 'puzzles.streak', { n: session.streak })}</strong>{' '}
              {tz(strings, 'puzzles.streakBest', { n: Math.max(data.bestStreak, session.streak) })}
            </p>
          )}
          {session.over && puzzle && (
            <p class="dmr-trainer__streak-over" role="status">
              {tz(strings, 'puzzles.streakOver', { n: session.streak })}
            </p>
          )}
          <div class="dmr-trainer__actions">
            {finished && !session.over && (
              <button type="button" class="dmr-button dmr-button--primary" onClick={next} data-testid="next">
                {tz(strings, 'puzzles.next')}
              </button>
            )}
            {session.mode === 'streak' && session.over && (
              <button
                type="button"
                class="dmr-button dmr-button--primary"
                onClick={() => changeFilter({}, 'streak')}
                data-testid="streak-new"
              >
                {tz(strings, 'puzzles.streakNew')}
              </button>
            )}
          </div>
          <RatingPanel strings={strings} data={data} last={last} />
        </aside>
      </div>
    </div>
  );
}

function RatingPanel({
  strings,
  data,
  last,
}: {
  strings: PuzzlesStrings;
  data: PuzzleData;
  last: LastResult | null;
}) {
  const now = new Date().toISOString();
  const due = Object.values(data.cards).filter((c) => c.due <= now).length;
  const change = last?.change;
  return (
    <section class="dmr-rating" data-testid="rating-panel">
      <h2 class="dmr-rating__title">{tz(strings, 'puzzles.rating')}</h2>
      <p class="dmr-rating__value">
        <span data-testid="rating">{Math.round(data.rating.r)}</span>
        {data.rating.rd > PROVISIONAL_RD && (
          <span class="dmr-rating__provisional"> ({tz(strings, 'puzzles.ratingProvisional')})</span>
        )}
        {typeof change === 'number' && (
          <span class={`dmr-rating__change ${change >= 0 ? 'is-up' : 'is-down'}`} data-testid="rating-change">
            {change >= 0 ? `+${change}` : `−${-change}`}
          </span>
        )}
      </p>
      {change === null && <p class="dmr-rating__note">{tz(strings, 'puzzles.ratingUnchanged')}</p>}
      <RatingChart strings={strings} history={data.history} />
      {due > 0 && <p class="dmr-rating__note">{tz(strings, 'puzzles.dueCount', { n: due })}</p>}
    </section>
  );
}

/** The last ratings as a small line: the learner's rating after each counted puzzle. */
function RatingChart({ strings, history }: { strings: PuzzlesStrings; history: PuzzleData['history'] }) {
  const points = history.slice(-50).map((h) => h.r);
  if (points.length < 2) return <p class="dmr-rating__note">{tz(strings, 'puzzles.chartEmpty')}</p>;
  const W = 200;
  const H = 60;
  const lo = Math.min(...points);
  const hi = Math.max(...points);
  const span = hi - lo || 1;
  const xy = points.map((r, i) => {
    const x = (i * W) / (points.length - 1);
    const y = H - 4 - ((r - lo) * (H - 8)) / span;
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const label = tz(strings, 'puzzles.chart', {
    n: points.length,
    from: points[0],
    to: points[points.length - 1],
  });
  return (
    <svg
      class="dmr-rating__chart"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      data-testid="rating-chart"
      preserveAspectRatio="none"
    >
      <title>{label}</title>
      <polyline points={xy.join(' ')} fill="none" stroke="currentColor" stroke-width="2" />
    </svg>
  );
}
