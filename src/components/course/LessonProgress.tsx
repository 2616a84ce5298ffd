/**
 * The end of a lesson page: how many steps are solved, the stars, and "lesson complete" once every step is.
 * Opening the lesson makes it the one "continue where you left off" points to.
 */
import { useEffect, useState } from 'preact/hooks';
import { tc } from '../../i18n/course';
import type { Lang } from '../../i18n/lang';
import type { LessonSummary } from '../../lib/course/summary';
import { lessonStars, markOpened, onProgress } from './progress';

export interface LessonProgressProps {
  lang: Lang;
  lesson: LessonSummary;
  next: LessonSummary | null;
  courseUrl: string;
}

export default function LessonProgress({ lang, lesson }: LessonProgressProps) {
  const [stars, setStars] = useState<Readonly<Record<string, number>>>({});
  useEffect(() => {
    markOpened(lesson.id);
    const update = () => setStars({ ...lessonStars(lesson.id) });
    update();
    return onProgress(update);
  }, [lesson.id]);
  const solved = lesson.steps.filter((s) => (stars[s] ?? 0) > 0).length;
  const total = lesson.steps.reduce((n, s) => n + (stars[s] ?? 0), 0);
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
