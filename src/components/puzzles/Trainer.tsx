/**
 * The puzzle trainer island: the puzzles the address asks for (`?v=…&theme=…&d=…&mode=…`, a puzzle by its
 * link `?id=…`, or the puzzle of the day `?daily=1`), one after another in practice or streak mode, with the
 * learner's rating, its history and the puzzles due for review. The filters are a plain form on the page
 * (src/views/PuzzlesPage.astro) that loads the page with those parameters, so they work without
 * JavaScript; the kit enhances it (./filters.ts).
 *
 * What loads when: the board, the puzzle and exercise machines and the engine come with the island; the
 * kit (saved data, the choice of the next puzzle, the rating panel: ./kit.ts) loads as the island starts,
 * then the puzzles the address needs — one JSON file per game and theme (src/model/puzzles.ts feedsFor),
 * so a theme's trainer never downloads the rest of the collection; after a miss, the solution
 * (./Solution.tsx, with the engine's miss report); after the first result, the rating and review update
 * (src/components/puzzles/results.ts, with the Glicko-2 and FSRS libraries); after the result of a puzzle
 * from a game, the theme's game table, for the link to that game (./kit.ts loadGame). Until the puzzles are
 * in, the page's placeholder stands in at the trainer's size (the island's children: ./Placeholder.astro).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { PuzzleData } from '../../browser/storage/puzzles';
import type { VariantId } from '../../engine';
import { VARIANTS } from '../../engine/rules/variants';
import { ordinal, type PuzzlesStrings, tz } from '../../i18n/puzzles';
import type { Lang } from '../../model/lang';
import { analysisLink } from '../../model/links';
import type { Session, TrainerNotice, TrainerPuzzle, TrainerStep, TrainerTag } from '../../model/puzzles';
import type { GameLoad } from './kit';
import { PuzzleBoard } from './PuzzleBoard';
import './puzzles.css';

type Kit = typeof import('./kit');

export interface TrainerProps {
  lang: Lang;
  /** the trainer strings of `lang` (src/i18n/puzzles.ts), handed by the page */
  strings: PuzzlesStrings;
  /** the trainer's own address in this language: '/it/problemi/'; its data files are below it */
  base: string;
  /** how many puzzles each game has, in the site's order (for the puzzle of the day) */
  counts: readonly (readonly [VariantId, number])[];
  /** the game an id's first word names (for a puzzle's link) */
  prefixes: Readonly<Record<string, VariantId>>;
  /** where reports of a problem go (CONTACT_EMAIL at build time); null: no report link */
  email: string | null;
  /** the games that have puzzles, the first one the default */
  variants: readonly VariantId[];
  /** each game's themes that have puzzles */
  themes: Readonly<Partial<Record<VariantId, readonly string[]>>>;
  /** theme id → the rule in words, for the explanation after a miss */
  rules: Readonly<Record<string, string>>;
  /**
   * what stands in for the trainer until its puzzles are in: the page draws it on the server at the
   * trainer's size (./Placeholder.astro), so nothing below moves when the trainer takes its place
   */
  children?: ComponentChildren;
}

/** What the trainer shows between puzzles: the last result and the rating change it made. */
interface LastResult {
  readonly win: boolean;
  /** null: the rating did not move (the puzzle was played before); undefined: not saved yet */
  readonly change?: number | null;
}

/** The solution as PDN moves: the learner's (alternatives joined by `/`) and the replies, in order. */
const lineText = (p: TrainerPuzzle): string =>
  p.goal.kind === 'line'
    ? p.goal.line.map((x) => ('learner' in x ? x.learner.join('/') : x.reply)).join(' ')
    : '';

/**
 * Where the puzzle comes from, under the board: the game it was met in ("after White's 23rd move"), with a
 * link that opens that game at this position in the analysis board once the puzzle is decided (before, the
 * game's next move would give the answer away) and its game has loaded (`load`: ./kit.ts loadGame), or why
 * it cannot be opened; or the first-steps label.
 */
function Origin(props: {
  lang: Lang;
  strings: PuzzlesStrings;
  puzzle: TrainerPuzzle;
  finished: boolean;
  load: GameLoad | null;
}) {
  const { lang, strings, puzzle, load } = props;
  const game = puzzle.game;
  if (!game)
    return puzzle.tier === 'first-steps' ? (
      <p class="dmr-trainer__origin" data-testid="puzzle-origin">
        {tz(strings, 'puzzles.firstSteps')}
      </p>
    ) : null;
  const side = tz(strings, game.side === 'white' ? 'puzzles.white' : 'puzzles.black');
  return (
    <p class="dmr-trainer__origin" data-testid="puzzle-origin">
      {game.number === 0
        ? tz(strings, 'puzzles.fromGameStart')
        : tz(strings, 'puzzles.fromGame', { n: ordinal(lang, game.number), side })}
      {props.finished &&
        load &&
        (load.ok ? (
          <>
            {' '}
            <a
              href={analysisLink(lang, puzzle.variant, { pdn: load.pdn, path: game.path })}
              data-testid="puzzle-game"
            >
              {tz(strings, 'puzzles.openGame')}
            </a>
          </>
        ) : (
          <span class="dmr-trainer__game-error" role="status" data-testid="puzzle-game-error">
            {tz(strings, load.reason === 'offline' ? 'puzzles.gameOffline' : 'puzzles.gameBroken')}
          </span>
        ))}
    </p>
  );
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
  const [tag, setTag] = useState<TrainerTag | null>(null);
  const [notice, setNotice] = useState<TrainerNotice | null>(null);
  const [last, setLast] = useState<LastResult | null>(null);
  /** the game of the puzzle on the board, once it has a result (by puzzle id: a late answer is dropped) */
  const [game, setGame] = useState<{ id: string; load: GameLoad } | null>(null);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const byId = useMemo(() => new Map((pool ?? []).map((p) => [p.id, p])), [pool]);
  const byIdRef = useRef(byId);
  byIdRef.current = byId;

  useEffect(() => {
    const load = (url: string) =>
      fetch(url)
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
        .then((json: unknown) => {
          if (!isFeed(json)) throw new Error('not a puzzle feed');
          return json.puzzles;
        });
    import('./kit')
      .then(async (k) => {
        const q = k.parseQuery(location.search, props.variants);
        const feeds = k.feedsFor(q, props.variants, props.themes, props.counts, props.prefixes, new Date());
        const parts = await Promise.all(feeds.map(([v, t]) => load(k.themeFeedUrl(props.base, v, t))));
        setKit(k);
        setPool(parts.flat());
      })
      .catch(() => setFailedLoad(true));
  }, []);

  // The saved data, kept in step with the store (another tab may change it too).
  useEffect(() => {
    if (!kit) return;
    kit.enhanceFilters();
    setData(kit.puzzles.read());
    return kit.puzzles.subscribe(setData);
  }, [kit]);

  const view = (k: Kit) => k.learnerView(k.puzzles.read());

  /** Put a step's puzzle on the board, and its filters or its own link in the address. */
  const go = (k: Kit, step: TrainerStep) => {
    setSession(step.session);
    setRound((n) => n + 1);
    setLast(null);
    setTag(step.tag);
    setNotice(step.notice);
    history.replaceState(history.state, '', `${props.base}${k.stepQuery(step)}`);
  };

  // The first puzzle: the one the address names, or the next one for the address's filters.
  useEffect(() => {
    if (!pool || !kit || session) return;
    const q = kit.parseQuery(location.search, props.variants);
    go(kit, kit.openTrainer(pool, q, props.variants, props.themes, view(kit), new Date()));
  }, [pool, kit]);

  const onResult = (win: boolean) => {
    const s = sessionRef.current;
    const puzzle = s?.current ? byIdRef.current.get(s.current) : undefined;
    if (!s || !puzzle || !kit) return;
    const after = kit.sessionResult(s, win);
    setSession(after);
    setLast({ win });
    kit.recordResult(after, puzzle, win).then((change) => setLast({ win, change }));
  };

  const next = () => {
    if (session && kit && pool) go(kit, kit.trainerNext(session, pool, view(kit), new Date()));
  };

  const puzzle = session?.current ? byId.get(session.current) : undefined;
  const finished = last !== null;

  // A puzzle from a game, decided: its game, for the link (the theme's game table loads the first time).
  useEffect(() => {
    if (!kit || !puzzle?.game || !finished) return;
    let live = true;
    kit.loadGame(props.base, puzzle).then((load) => live && setGame({ id: puzzle.id, load }));
    return () => {
      live = false;
    };
  }, [kit, puzzle, finished]);

  const permalink = puzzle && kit ? `${props.base}${kit.trainerQuery({ id: puzzle.id })}` : '';
  const report =
    puzzle && kit
      ? kit.reportLink(props.email, tz(strings, 'puzzles.reportSubject', { id: puzzle.id }), [
          tz(strings, 'puzzles.reportId', { id: puzzle.id }),
          tz(strings, 'puzzles.reportFen', { fen: puzzle.fen }),
          tz(strings, 'puzzles.reportLine', { line: lineText(puzzle) }),
          `${location.origin}${permalink}`,
          '',
          tz(strings, 'puzzles.reportWhat'),
          '',
        ])
      : null;

  if (failedLoad)
    return (
      <p class="dmr-trainer__error" role="alert" data-testid="trainer-error">
        {tz(strings, 'puzzles.loadError')}
      </p>
    );
  if (!kit || !session || !data)
    return props.children ?? <p class="dmr-trainer__loading">{tz(strings, 'puzzles.loading')}</p>;
  const Side = kit.TrainerSide;

  return (
    <div class="dmr-trainer" data-ready="true" data-testid="trainer" data-pagefind-ignore>
      {notice && (
        <p class="dmr-trainer__notice" role="status" data-testid="trainer-notice">
          {notice.key === 'notFound'
            ? tz(strings, 'puzzles.notFound', { id: notice.id })
            : tz(strings, notice.key === 'allDone' ? 'puzzles.allDone' : 'puzzles.badLink')}
        </p>
      )}

      <p class="dmr-trainer__count" data-testid="filter-count" aria-live="polite">
        {tz(strings, 'puzzles.filter.count', { n: kit.countMatching(pool ?? [], session.filter) })}
      </p>

      <div class="dmr-trainer__main">
        {puzzle ? (
          <div class="dmr-trainer__puzzle" data-theme={puzzle.theme}>
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
                  : tag === 'like'
                    ? tz(strings, 'puzzles.reviewLike')
                    : tag === 'daily'
                      ? tz(strings, 'puzzles.dailyTag')
                      : undefined
              }
            />
            <Origin
              lang={lang}
              strings={strings}
              puzzle={puzzle}
              finished={finished}
              load={game?.id === puzzle.id ? game.load : null}
            />
            <p class="dmr-trainer__meta">
              <span>{tz(strings, 'puzzles.puzzleRating', { rating: puzzle.rating })}</span>
              <a href={permalink} data-testid="permalink">
                {tz(strings, 'puzzles.link')}
              </a>
              {report && (
                <a href={report} data-testid="puzzle-report">
                  {tz(strings, 'puzzles.report')}
                </a>
              )}
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
          finished={finished}
          onNext={next}
          onNewStreak={() =>
            go(
              kit,
              kit.trainerNext(kit.startSession('streak', session.filter), pool ?? [], view(kit), new Date()),
            )
          }
        />
      </div>
    </div>
  );
}
