/**
 * The home page's call to action: "Start" the first lesson, or "Continue" where the learner left off — the
 * last lesson opened, or the next one once that is complete; once its course is complete, the first lesson
 * of the next course; once every course is, the puzzles. Without JavaScript it links the first lesson of the
 * course a newcomer starts with in the page's language (checkers in English, Italian draughts in Italian).
 */
import { useEffect, useState } from 'preact/hooks';
import { getLessonProgress, lastLesson } from '../../browser/storage/progress';
import { type CourseStrings, tc } from '../../i18n/course';
import { type ContinueTarget, continueTarget, type LessonSummary } from '../../model/course';
import type { Lang } from '../../model/lang';
import { DueLink } from './DueLink';

export interface ContinueLinkProps {
  lang: Lang;
  strings: CourseStrings;
  /** every lesson, in course order */
  lessons: readonly LessonSummary[];
  /** the course a newcomer starts with: checkers for English speakers, Italian draughts for Italians */
  start: string;
  /** each course's name, by game ("Dama internazionale") */
  courses: Readonly<Record<string, string>>;
  /** the puzzle trainer, for a learner who has finished every course */
  puzzlesUrl: string;
  /** the review page, linked beside the button when lesson steps are due */
  revisionUrl: string;
}

const complete = (l: LessonSummary) => {
  const steps = getLessonProgress(l.id);
  return l.steps.every((s) => steps[s]);
};

export default function ContinueLink({
  strings,
  lessons,
  start,
  courses,
  puzzlesUrl,
  revisionUrl,
}: ContinueLinkProps) {
  const [target, setTarget] = useState<ContinueTarget | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setTarget(continueTarget(lessons, lastLesson()?.id ?? null, complete));
    setReady(true);
  }, [lessons]);
  const first = lessons.find((l) => l.variant === start) ?? lessons[0];
  if (!first) return null;
  const [href, label] =
    target === null
      ? [first.url, `${tc(strings, 'course.start')}: ${courses[first.variant] ?? ''}`]
      : target.kind === 'all-done'
        ? [puzzlesUrl, tc(strings, 'course.allDone')]
        : target.kind === 'next-course'
          ? [
              target.lesson.url,
              `${tc(strings, 'course.nextCourse')}: ${courses[target.lesson.variant] ?? ''}`,
            ]
          : [target.lesson.url, `${tc(strings, 'course.continue')}: ${target.lesson.title}`];
  return (
    <>
      <a
        class="button"
        href={href}
        data-testid="continue"
        data-target={target?.kind}
        data-ready={ready ? 'true' : undefined}
      >
        {label}
      </a>{' '}
      <DueLink strings={strings} href={revisionUrl} class="button button--secondary" />
    </>
  );
}
