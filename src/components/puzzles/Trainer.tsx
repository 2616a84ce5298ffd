/**
 * The puzzle trainer island: the puzzles the address asks for (`?v=…&theme=…&d=…&mode=…`, a puzzle by its
 * link `?id=…`, or the puzzle of the day `?daily=1`), one after another in practice or streak mode, with the
 * learner's rating, its history and the puzzles due for review. The filters are a plain form on the page
 * (src/components/site/PuzzlesPage.astro) that loads the page with those parameters, so they cost the
 * island nothing and work without JavaScript.
 *
 * What loads when: the board, the puzzle and exercise machines and the engine come with the island; the
 * puzzles (JSON from the page's feed) and the kit that works on them (saved data, the choice of the next
 * puzzle, the rating panel: ./kit.ts) load side by side as the island starts; after a miss, the solution
 * (./Solution.tsx, with the engine's miss report); after the first result, the rating and review update
 * (src/lib/puzzles/results.ts, with the Glicko-2 and FSRS libraries).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { VariantId } from '../../engine/types';
import { VARIANTS } from '../../engine/variants';
import type { Lang } from '../../i18n/lang';
import { type PuzzlesStrings, tz } from '../../i18n/puzzles';
import type { Filter, Session, TrainerPuzzle } from '../../lib/puzzles/trainer';
import type { PuzzleData } from '../../storage/puzzles';
import { PuzzleBoard } from './PuzzleBoard';
import './puzzles.css';

type Kit = typeof import('./kit');

export interface TrainerProps {
  lang: Lang;
  /** the trainer strings of `lang` (src/i18n/puzzles.ts), handed by the page */
  strings: PuzzlesStrings;
  /** the URL of the puzzles in this language (src/lib/puzzles/load.ts feedUrl) */
  feed: string;
  /** the trainer's own address in this language: '/it/problemi/' */
  base: string;
  /** the games that have puzzles, the first one the default */
  variants: readonly VariantId[];
  /** each game's themes that have puzzles */
  themes: Readonly<Partial<Record<VariantId, readonly string[]>>>;
  /** theme id → the rule in words, for the explanation after a miss */
  rules: Readonly<Record<string, string>>;
}

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
  const [kit, setKit] = useState<Kit | null>(null);
  const [failedLoad, setFailedLoad] = useState(false);
  const [data, setData] = useState<PuzzleData | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  /** remounts the board for each new puzzle, the same one played again included */
  const [round, setRound] = useState(0);
  const [tag, setTag] = useState<'review' | 'daily' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [last, setLast] = useState<LastResult | null>(null);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const byId = useMemo(() => new Map((pool ?? []).map((p) => [p.id, p])), [pool]);
  const byIdRef = useRef(byId);
  byIdRef.current = byId;

  useEffect(() => {
    const feed = fetch(props.feed)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((json: unknown) => {
        if (!isFeed(json)) throw new Error('not a puzzle feed');
        return json.puzzles;
      });
    Promise.all([feed, import('./kit')])
      .then(([puzzles, k]) => {
        setKit(k);
        setPool(puzzles);
      })
      .catch(() => setFailedLoad(true));
  }, []);

  // The saved data, kept in step with the store (another tab may change it too).
  useEffect(() => {
    if (!kit) return;
    setData(kit.puzzles.read());
    return kit.puzzles.subscribe(setData);
  }, [kit]);

  /**
   * Put a session's puzzle on the board, and in the address: the filters, or the puzzle's own link for a
   * puzzle asked for by its id or as the puzzle of the day (a reload then shows it again).
   */
  const show = (k: Kit, next: Session, as: 'daily' | 'link' | null = null) => {
    const saved = k.puzzles.read();
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
        ? k.trainerQuery({ id })
        : k.trainerQuery({ variant: f.variant, theme: f.theme, difficulty: f.difficulty, mode: next.mode });
    history.replaceState(history.state, '', `${props.base}${query}`);
  };

  const pick = (k: Kit, s: Session) =>
    k.sessionNext(s, pool ?? [], k.learnerView(k.puzzles.read()), new Date());

  // The first puzzle: the one the address names, or the next one for the address's filters.
  useEffect(() => {
    if (!pool || !kit || session) return;
    const q = kit.parseQuery(location.search, props.variants);
    const daily = q.daily ? kit.dailyPuzzle(pool, kit.dayKey(new Date())) : null;
    const wanted = byId.get(daily ?? q.id ?? '');
    const variant = wanted?.variant ?? q.variant ?? props.variants[0];
    const theme = q.theme !== null && props.themes[variant]?.includes(q.theme) ? q.theme : null;
    if (q.id !== null && !wanted) setNotice({ key: 'puzzles.notFound', id: q.id });
    else if (q.problems.length > 0 || (q.theme !== null && theme === null))
      setNotice({ key: 'puzzles.badLink' });
    const filter: Filter = { variant, theme, difficulty: q.difficulty };
    if (wanted) show(kit, kit.startSession('practice', filter, wanted.id), daily ? 'daily' : 'link');
    else show(kit, pick(kit, kit.startSession(q.mode, filter)));
  }, [pool, kit]);

  const onResult = (win: boolean) => {
    const s = sessionRef.current;
    const puzzle = s?.current ? byIdRef.current.get(s.current) : undefined;
    if (!s || !puzzle || !kit) return;
    const after = kit.sessionResult(s, win);
    setSession(after);
    setLast({ win });
    // The rating and review libraries load with the first finished puzzle.
    import('../../lib/puzzles/results').then(({ applyResult, withStreak }) => {
      let change: number | null = null;
      kit.puzzles.update((d) => {
        const applied = applyResult(d, { id: puzzle.id, puzzleRating: puzzle.rating, win }, new Date());
        change = applied.change;
        return after.mode === 'streak' ? withStreak(applied.data, after.streak) : applied.data;
      });
      setLast({ win, change });
    });
  };

  const next = () => {
    if (!session || !kit) return;
    const s = pick(kit, session);
    if (s.mode === 'practice' && s.current !== null && s.current === session.current)
      setNotice({ key: 'puzzles.allDone' });
    else setNotice(null);
    show(kit, s);
  };

  const puzzle = session?.current ? byId.get(session.current) : undefined;

  if (failedLoad)
    return (
      <p class="dmr-trainer__error" role="alert" data-testid="trainer-error">
        {tz(strings, 'puzzles.loadError')}
      </p>
    );
  if (!kit || !session || !data) return <p class="dmr-trainer__loading">{tz(strings, 'puzzles.loading')}</p>;
  const Side = kit.TrainerSide;

  return (
    <div class="dmr-trainer" data-ready="true" data-testid="trainer" data-pagefind-ignore>
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
              <a href={`${props.base}${kit.trainerQuery({ id: puzzle.id })}`} data-testid="permalink">
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

        <Side
          strings={strings}
          tz={tz}
          session={session}
          data={data}
          change={last?.change}
          finished={last !== null}
          onNext={next}
          onNewStreak={() => show(kit, pick(kit, kit.startSession('streak', session.filter)))}
        />
      </div>
    </div>
  );
}
