/**
 * The end of a lesson page: how many steps are solved, the stars, and "lesson complete" once every step is.
 * Reaching it makes the lesson the one "continue where you left off" points to (so does solving a step).
 */
import { useEffect, useState } from 'preact/hooks';
import type { StepProgress } from '../../browser/storage/progress';
import { type CourseStrings, tc } from '../../i18n/course';
import type { LessonSummary } from '../../model/course';
import type { Lang } from '../../model/lang';

export interface LessonProgressProps {
  lang: Lang;
  strings: CourseStrings;
  lesson: LessonSummary;
  next: LessonSummary | null;
  courseUrl: string;
}

export default function LessonProgress({ strings, lesson }: LessonProgressProps) {
  const [steps, setSteps] = useState<Readonly<Record<string, StepProgress>>>({});
  useEffect(() => {
    // The progress module loads when the end of the lesson comes into view, not with the boards.
    let unsubscribe: (() => void) | null = null;
    let gone = false;
    import('../../browser/storage/progress').then((m) => {
      if (gone) return;
      m.markOpened(lesson.id);
      setSteps(m.getLessonProgress(lesson.id));
      unsubscribe = m.subscribeProgress((p) => setSteps(p.lessons[lesson.id] ?? {}));
    });
    return () => {
      gone = true;
      unsubscribe?.();
    };
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
        {done ? <strong>{tc(strings, 'course.done')}. </strong> : null}
        {tc(strings, 'course.progress', { solved, steps: lesson.steps.length })}{' '}
        <span class="visually-hidden">
          {tc(strings, 'course.starsTotal', { n: total, max: lesson.steps.length * 3 })}
        </span>
        <span aria-hidden="true">
          ★ {total}/{lesson.steps.length * 3}
        </span>
      </p>
    </div>
  );
}
