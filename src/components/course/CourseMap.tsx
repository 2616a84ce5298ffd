/**
 * The lesson map of a course: every lesson in order with its stars and whether it is done. The list is
 * rendered on the server (links work without JavaScript); progress fills in once the island hydrates.
 */
import { useEffect, useState } from 'preact/hooks';
import { type Progress, progress, subscribeProgress } from '../../browser/storage/progress';
import type { VariantId } from '../../engine';
import { type CourseStrings, tc } from '../../i18n/course';
import type { LessonSummary } from '../../model/course';
import type { Lang } from '../../model/lang';
import CourseAfter, { type CourseAfterLinks } from './CourseAfter';
import { DueLink } from './DueLink';

export interface CourseMapProps {
  lang: Lang;
  strings: CourseStrings;
  lessons: readonly LessonSummary[];
  /** "Lezione" / "Lesson" */
  lessonWord: string;
  descriptions: readonly string[];
  /** what comes next, offered once every lesson is complete */
  after: CourseAfterLinks;
  /** the course's game, and the review page: its steps due are counted above the map */
  variant: VariantId;
  revisionUrl: string;
}

export default function CourseMap({
  strings,
  lessons,
  lessonWord,
  descriptions,
  after,
  variant,
  revisionUrl,
}: CourseMapProps) {
  const [saved, setSaved] = useState<Progress['lessons']>({});
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    setSaved(Object.fromEntries(lessons.map((l) => [l.id, progress.getLessonProgress(l.id)])));
    return subscribeProgress((p) => setSaved(p.lessons));
  }, [lessons]);
  const done = lessons.filter((l) => l.steps.every((s) => saved[l.id]?.[s])).length;
  return (
    <div class="course-map" data-testid="course-map" data-ready={ready ? 'true' : undefined}>
      <p class="course-map__summary">
        {tc(strings, 'course.lessonsDone', { done, total: lessons.length })}{' '}
        <DueLink strings={strings} href={revisionUrl} variant={variant} />
      </p>
      <ol class="cards lesson-list">
        {lessons.map((l, i) => {
          const mine = saved[l.id] ?? {};
          const got = l.steps.reduce((n, s) => n + (mine[s]?.stars ?? 0), 0);
          const solved = l.steps.filter((s) => mine[s]).length;
          const complete = solved === l.steps.length;
          const label = tc(strings, 'course.starsTotal', { n: got, max: l.steps.length * 3 });
          return (
            <li
              class={`card lesson-card${complete ? ' is-done' : solved > 0 ? ' is-started' : ''}`}
              data-lesson={l.id}
            >
              <span class="badge">
                {lessonWord} {i + 1}
                {complete ? ' ✓' : ''}
              </span>
              <h2 class="lesson-card__title">
                <a href={l.url}>{l.title}</a>
              </h2>
              <p>{descriptions[i]}</p>
              <p class="lesson-card__stars" title={label} data-testid="lesson-stars" data-stars={got}>
                <span class="visually-hidden">{label}</span>
                <span aria-hidden="true">
                  ★ {got}/{l.steps.length * 3}
                </span>
              </p>
            </li>
          );
        })}
      </ol>
      {lessons.length > 0 && done === lessons.length && (
        <CourseAfter strings={strings} links={after} finished />
      )}
    </div>
  );
}
