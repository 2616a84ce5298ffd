/**
 * The home page's call to action: "Start" the first lesson, or "Continue" where the learner left off — the
 * last lesson opened, or the next one once that is complete. Without JavaScript it links the first lesson.
 */
import { useEffect, useState } from 'preact/hooks';
import { getLessonProgress, lastLesson } from '../../browser/storage/progress';
import { type CourseStrings, tc } from '../../i18n/course';
import type { LessonSummary } from '../../model/course';
import type { Lang } from '../../model/lang';

export interface ContinueLinkProps {
  lang: Lang;
  strings: CourseStrings;
  /** every lesson, in course order */
  lessons: readonly LessonSummary[];
}

const complete = (l: LessonSummary) => {
  const steps = getLessonProgress(l.id);
  return l.steps.every((s) => steps[s]);
};

/** Where "continue" leads: null when nothing was opened yet. */
export function continueTarget(lessons: readonly LessonSummary[], last: string | null): LessonSummary | null {
  const at = lessons.findIndex((l) => l.id === last);
  if (at < 0) return null;
  if (!complete(lessons[at])) return lessons[at];
  // Done: the next lesson not yet complete, else the first one left in the course.
  const course = lessons.filter((l) => l.variant === lessons[at].variant);
  return (
    course.find((l) => l.order > lessons[at].order && !complete(l)) ??
    course.find((l) => !complete(l)) ??
    lessons[at]
  );
}

export default function ContinueLink({ strings, lessons }: ContinueLinkProps) {
  const [target, setTarget] = useState<LessonSummary | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setTarget(continueTarget(lessons, lastLesson()?.id ?? null));
    setReady(true);
  }, [lessons]);
  const first = lessons[0];
  if (!first) return null;
  const to = target ?? first;
  return (
    <a class="button" href={to.url} data-testid="continue" data-ready={ready ? 'true' : undefined}>
      {target ? `${tc(strings, 'course.continue')}: ${to.title}` : tc(strings, 'course.start')}
    </a>
  );
}
