/**
 * The end of a lesson page: how many steps are solved, the stars, and "lesson complete" once every step is.
 * Opening the lesson makes it the one "continue where you left off" points to.
 */
import { useEffect, useState } from 'preact/hooks';
import { tc } from '../../i18n/course';
import type { Lang } from '../../i18n/lang';
import type { LessonSummary } from '../../lib/course/summary';
import { getLessonProgress, markOpened, subscribeProgress } from '../../storage/progress';

export interface LessonProgressProps {
  lang: Lang;
  lesson: LessonSummary;
  next: LessonSummary | null;
  courseUrl: string;
}

export default function LessonProgress({ lang, lesson }: LessonProgressProps) {
  const [steps, setSteps] = useState<ReturnType<typeof getLessonProgress>>({});
  useEffect(() => {
    markOpened(lesson.id);
    setSteps(getLessonProgress(lesson.id));
    return subscribeProgress((p) => setSteps(p.lessons[lesson.id] ?? {}));
  }, [lesson.id]);
  const solved = lesson.steps.filter((s) => steps[s]).length;
  const total = lesson.steps.reduce((n, s) => n + (steps[s]?.stars ?? 0), 0);
  const done = solved === lesson.steps.length;
  return (
    <div
      class={`lesson-progress${done ? ' is-done' : ''}`}
      data-testid="lesson-progress"
      data-solved={solved}
    >
      <p>
        {done ? <strong>{tc(lang, 'course.done')}. </strong> : null}
        {tc(lang, 'course.progress', { solved, steps: lesson.steps.length })}{' '}
        <span class="visually-hidden">
          {tc(lang, 'course.starsTotal', { n: total, max: lesson.steps.length * 3 })}
        </span>
        <span aria-hidden="true">
          ★ {total}/{lesson.steps.length * 3}
        </span>
      </p>
    </div>
  );
}
