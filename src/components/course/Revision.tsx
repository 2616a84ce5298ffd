/**
 * The review page's island ("Ripasso"): the lesson steps due today, from every course, replayed one after the
 * other on the lesson's own exercise board, and the puzzles due for review, by game, linked to the trainer
 * (which serves its due reviews first). This shell reads the schedule and says when nothing is due; the
 * session (./RevisionSession.tsx: the revision machine, src/machines/revision.ts, and the exercise board)
 * loads beside the due steps' data, so neither xstate nor the engine is part of the page's first load.
 */
import { useEffect, useState } from 'preact/hooks';
import { puzzles } from '../../browser/storage/puzzles';
import { dueKeys, nextDue, revision } from '../../browser/storage/revision';
import type { RevisionStep } from '../../build/course/revision';
import type { VariantId } from '../../engine';
import { type CourseStrings, tc } from '../../i18n/course';
import type { Lang } from '../../model/lang';
import { RevisionEnd } from './RevisionEnd';
import type RevisionSessionComponent from './RevisionSession';
// The board's styles come with the island: the board itself loads later, beside the steps, and lazily loaded
// code brings no CSS of its own (src/build/site/preload.ts).
import '../board/board.css';
import '../board/controls.css';
import '../playable.css';
import './exercise.css';

export interface RevisionProps {
  lang: Lang;
  strings: CourseStrings;
  /** each course's data file (src/build/course/revision.ts revisionFeedUrl) */
  feeds: Readonly<Partial<Record<VariantId, string>>>;
  /** each game's name */
  games: Readonly<Partial<Record<VariantId, string>>>;
  /** the puzzle trainer of each game (`?v=`) */
  trainers: Readonly<Partial<Record<VariantId, string>>>;
  /** the first word of a puzzle id → its game (src/build/puzzles/load.ts collectionIndex) */
  prefixes: Readonly<Record<string, VariantId>>;
  lessonsUrl: string;
}

interface Session {
  C: typeof RevisionSessionComponent;
  steps: Readonly<Record<string, RevisionStep>>;
  queue: readonly string[];
}

export default function Revision(props: RevisionProps) {
  const { lang, strings } = props;
  /** before the session: reading the schedule and fetching the steps, nothing due, or a load that failed */
  const [phase, setPhase] = useState<'loading' | 'empty' | 'failed' | 'session'>('loading');
  /** the session's own state once it runs (reviewing, answered, done) */
  const [sessionState, setSessionState] = useState('loading');
  const [session, setSession] = useState<Session | null>(null);
  const [puzzleDue, setPuzzleDue] = useState<[VariantId, number][]>([]);
  const [next, setNext] = useState<string | null>(null);

  useEffect(() => {
    const now = new Date();
    const items = revision.read().items;
    const keys = dueKeys(items, now);
    setNext(nextDue(items, now));
    // The puzzles due for review, counted by game (the trainer serves them).
    const at = now.toISOString();
    const counts = new Map<VariantId, number>();
    for (const [id, c] of Object.entries(puzzles.read().cards)) {
      const game = props.prefixes[id.split('-')[0]];
      if (game && c.due <= at) counts.set(game, (counts.get(game) ?? 0) + 1);
    }
    setPuzzleDue([...counts]);
    if (keys.length === 0) {
      setPhase('empty');
      return;
    }
    const games = [...new Set(keys.map((k) => items[k].v))].filter((g) => props.feeds[g]);
    Promise.all([
      import('./RevisionSession'),
      ...games.map((g) =>
        fetch(props.feeds[g] as string).then((r) => {
          if (!r.ok) throw new Error(`${r.status}`);
          return r.json() as Promise<{ steps: RevisionStep[] }>;
        }),
      ),
    ]).then(
      ([m, ...files]) => {
        const byKey: Record<string, RevisionStep> = {};
        for (const f of files as { steps: RevisionStep[] }[]) for (const s of f.steps) byKey[s.key] = s;
        // A step no longer in its lesson is left out.
        const queue = keys.filter((k) => byKey[k]);
        if (queue.length === 0) {
          setPhase('empty');
          return;
        }
        setSession({ C: (m as typeof import('./RevisionSession')).default, steps: byKey, queue });
        setPhase('session');
      },
      () => setPhase('failed'),
    );
  }, []);

  const state = phase === 'session' ? sessionState : phase;
  const puzzleList = puzzleDue.length > 0 && (
    <section class="revision__puzzles" aria-labelledby="revision-puzzles" data-testid="revision-puzzles">
      <h2 id="revision-puzzles">{tc(strings, 'course.revision.puzzles')}</h2>
      <p>{tc(strings, 'course.revision.puzzlesLead')}</p>
      <ul>
        {puzzleDue.map(([g, n]) => (
          <li>
            <a href={props.trainers[g]} data-game={g}>
              {n === 1
                ? tc(strings, 'course.revision.puzzlesGame.one', { game: props.games[g] ?? g })
                : tc(strings, 'course.revision.puzzlesGame', { game: props.games[g] ?? g, n })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <div class="revision" data-state={state} data-ready={state === 'loading' ? undefined : 'true'}>
      {state === 'loading' && <p>{tc(strings, 'course.revision.loading')}</p>}
      {state === 'failed' && <p role="alert">{tc(strings, 'course.revision.failed')}</p>}
      {state === 'empty' && (
        <RevisionEnd
          lang={lang}
          strings={strings}
          reviewed={null}
          next={next}
          lessonsUrl={props.lessonsUrl}
        />
      )}
      {session && (
        <session.C
          lang={lang}
          strings={strings}
          steps={session.steps}
          queue={session.queue}
          lessonsUrl={props.lessonsUrl}
          onState={setSessionState}
        />
      )}
      {puzzleList}
    </div>
  );
}
