/**
 * The review session of the review page ("Ripasso"): the due steps, one after the other, on the lesson's own
 * exercise board, run by the revision machine (src/machines/revision.ts); each result moves the step's card
 * (./revision-apply.ts, loaded with the first result). Loaded by the page's shell (./Revision.tsx) only when
 * steps are due, beside their data: the machine and the board are not part of the page's first load.
 */
import { useEffect, useState } from 'preact/hooks';
import { nextDue, revision } from '../../browser/storage/revision';
import type { RevisionStep } from '../../build/course/revision';
import { type CourseStrings, tc } from '../../i18n/course';
import { currentKey, revisionMachine } from '../../machines/revision';
import type { Lang } from '../../model/lang';
import { gradeOf } from '../../model/revision';
import { useActor } from '../useActor';
import ExerciseBoard from './ExerciseBoard';
import { RevisionEnd } from './RevisionEnd';

const DAY = 24 * 60 * 60 * 1000;

export interface RevisionSessionProps {
  lang: Lang;
  strings: CourseStrings;
  /** the due steps, by key */
  steps: Readonly<Record<string, RevisionStep>>;
  /** their keys in the order they are served (at least one) */
  queue: readonly string[];
  lessonsUrl: string;
  /** the session's state, for the island's data-state */
  onState: (state: string) => void;
}

export default function RevisionSession(props: RevisionSessionProps) {
  const { lang, strings, steps } = props;
  const [snap, actor] = useActor(revisionMachine, undefined);
  const [next, setNext] = useState<string | null>(null);
  /** the answered step's next review, in days */
  const [back, setBack] = useState<number | null>(null);

  useEffect(() => actor.send({ type: 'loaded', queue: props.queue }), []);
  const state = typeof snap.value === 'string' ? snap.value : 'loading';
  useEffect(() => props.onState(state), [state]);

  const ctx = snap.context;
  const key = currentKey(ctx);
  const step = key ? steps[key] : undefined;
  const variant = key ? revision.read().items[key]?.v : undefined;

  const onResult = (e: { mistakes: number; hints: number; revealed: boolean }) => {
    if (!step || !variant) return;
    const grade = gradeOf(e);
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
    if (actor.getSnapshot().matches('done')) setNext(nextDue(revision.read().items, new Date()));
  };

  if (state === 'done')
    return (
      <RevisionEnd
        lang={lang}
        strings={strings}
        reviewed={Object.keys(ctx.results).length}
        next={next}
        lessonsUrl={props.lessonsUrl}
      />
    );
  if (!(state === 'reviewing' || state === 'answered') || !step || !variant) return null;
  return (
    <section class="revision__step" aria-labelledby="revision-step" data-step={step.key}>
      <h2 id="revision-step" class="revision__count" data-testid="revision-count">
        {tc(strings, 'course.revision.count', { i: ctx.index + 1, n: ctx.queue.length })}
      </h2>
      <p class="revision__from">
        {tc(strings, 'course.revision.from')}: <a href={step.url}>{step.lesson}</a>
      </p>
      <p class="revision__prompt">{step.text.prompt}</p>
      <ExerciseBoard
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
  );
}
