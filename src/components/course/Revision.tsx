/**
 * The review page's island ("Ripasso"): the lesson steps due today, from every course, replayed one after the
 * other on the lesson's own exercise board, and the puzzles due for review, by game, linked to the trainer
 * (which serves its due reviews first). The session runs on the revision machine (src/machines/revision.ts);
 * each result moves the step's card (src/components/course/revision-apply.ts, loaded with the first result).
 */
import { useEffect, useState } from 'preact/hooks';
import { puzzles } from '../../browser/storage/puzzles';
import { dueKeys, nextDue, revision } from '../../browser/storage/revision';
import type { RevisionStep } from '../../build/course/revision';
import type { VariantId } from '../../engine';
import { type CourseStrings, tc } from '../../i18n/course';
import { currentKey, revisionMachine } from '../../machines/revision';
import type { Lang } from '../../model/lang';
import { gradeOf, type StepGrade } from '../../model/revision';
import { useActor } from '../useActor';
import type ExerciseBoardComponent from './ExerciseBoard';
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

const DAY = 24 * 60 * 60 * 1000;

export default function Revision(props: RevisionProps) {
  const { lang, strings } = props;
  const [snap, actor] = useActor(revisionMachine, undefined);
  const [steps, setSteps] = useState<Readonly<Record<string, RevisionStep>>>({});
  const [puzzleDue, setPuzzleDue] = useState<[VariantId, number][]>([]);
  const [next, setNext] = useState<string | null>(null);
  /** the answered step's next review, in days */
  const [back, setBack] = useState<number | null>(null);
  // The exercise board (engine, machines) loads beside the steps, only when a step is due.
  const [Board, setBoard] = useState<{ C: typeof ExerciseBoardComponent } | null>(null);

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
    const games = [...new Set(keys.map((k) => items[k].v))].filter((g) => props.feeds[g]);
    const board = keys.length > 0 ? import('./ExerciseBoard').then((m) => setBoard({ C: m.default })) : null;
    Promise.all([
      board,
      ...games.map((g) =>
        fetch(props.feeds[g] as string).then((r) => {
          if (!r.ok) throw new Error(`${r.status}`);
          return r.json() as Promise<{ steps: RevisionStep[] }>;
        }),
      ),
    ]).then(
      ([, ...files]) => {
        const byKey: Record<string, RevisionStep> = {};
        for (const f of files as { steps: RevisionStep[] }[]) for (const s of f.steps) byKey[s.key] = s;
        setSteps(byKey);
        // A step no longer in its lesson is left out.
        actor.send({ type: 'loaded', queue: keys.filter((k) => byKey[k]) });
      },
      () => actor.send({ type: 'failed' }),
    );
  }, []);

  const ctx = snap.context;
  const key = currentKey(ctx);
  const step = key ? steps[key] : undefined;
  const variant = key ? revision.read().items[key]?.v : undefined;

  const onResult = (e: { mistakes: number; hints: number; revealed: boolean }) => {
    const grade: StepGrade = gradeOf(e);
    if (!step || !variant) return;
    const now = new Date();
    import('./revision-apply').then((m) => {
      m.saveStep({ lessonId: step.lessonId, stepId: step.exercise.id, variant, grade, inLesson: false }, now);
      const due = revision.read().items[step.key]?.card.due;
      setBack(due ? Math.max(1, Math.round((Date.parse(due) - now.getTime()) / DAY)) : null);
      actor.send({ type: 'step.solved', grade });
    });
  };
  const goOn = () => {
    setBack(null);
    actor.send({ type: 'next' });
    if (actor.getSnapshot().matches('done')) {
      const now = new Date();
      setNext(nextDue(revision.read().items, now));
    }
  };

  const date = (iso: string) =>
    new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
  const state = typeof snap.value === 'string' ? snap.value : 'loading';
  const answeredCount = Object.keys(ctx.results).length;
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
      {(state === 'empty' || state === 'done') && (
        <div class="revision__end" data-testid="revision-end">
          <p class="revision__title">
            {state === 'empty'
              ? tc(strings, 'course.revision.empty')
              : answeredCount === 1
                ? tc(strings, 'course.revision.done.one')
                : tc(strings, 'course.revision.done', { n: answeredCount })}
          </p>
          {state === 'empty' && <p>{tc(strings, 'course.revision.emptyLead')}</p>}
          {next && (
            <p data-testid="revision-next">{tc(strings, 'course.revision.nextDue', { date: date(next) })}</p>
          )}
          <p>
            <a href={props.lessonsUrl}>{tc(strings, 'course.revision.lessons')}</a>
          </p>
        </div>
      )}
      {(state === 'reviewing' || state === 'answered') && step && variant && Board && (
        <section class="revision__step" aria-labelledby="revision-step" data-step={step.key}>
          <h2 id="revision-step" class="revision__count" data-testid="revision-count">
            {tc(strings, 'course.revision.count', { i: ctx.index + 1, n: ctx.queue.length })}
          </h2>
          <p class="revision__from">
            {tc(strings, 'course.revision.from')}: <a href={step.url}>{step.lesson}</a>
          </p>
          <p class="revision__prompt">{step.text.prompt}</p>
          <Board.C
            key={step.key}
            lang={lang}
            strings={strings}
            variant={variant}
            lessonId={step.lessonId}
            exercise={step.exercise}
            text={step.text}
            label={step.label}
            numbers={step.numbers}
            flipped={step.flipped}
            marks={step.marks}
            board={step.board}
            onResult={onResult}
          />
          {state === 'answered' && (
            <div class="revision__next">
              {back !== null && (
                <p data-testid="revision-back">
                  {back === 1
                    ? tc(strings, 'course.revision.back.one')
                    : tc(strings, 'course.revision.back', { n: back })}
                </p>
              )}
              <button type="button" class="button" onClick={goOn} data-testid="revision-next-step">
                {tc(strings, ctx.index >= ctx.queue.length - 1 ? 'course.revision.finish' : 'course.next')}
              </button>
            </div>
          )}
        </section>
      )}
      {puzzleList}
    </div>
  );
}
