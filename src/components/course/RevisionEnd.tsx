/**
 * The end of the review page ("Ripasso"): nothing due today, or the session finished; when the next step is
 * due, and the way back to the lessons. Shared by the page's shell (Revision.tsx) and its session.
 */
import { type CourseStrings, tc } from '../../i18n/course';
import type { Lang } from '../../model/lang';

export interface RevisionEndProps {
  lang: Lang;
  strings: CourseStrings;
  /** null: nothing was due; a number: the steps reviewed in this session */
  reviewed: number | null;
  /** when the next step is due (ISO), null when none is scheduled */
  next: string | null;
  lessonsUrl: string;
}

export function RevisionEnd({ lang, strings, reviewed, next, lessonsUrl }: RevisionEndProps) {
  const date = (iso: string) =>
    new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
  return (
    <div class="revision__end" data-testid="revision-end">
      <p class="revision__title">
        {reviewed === null
          ? tc(strings, 'course.revision.empty')
          : reviewed === 1
            ? tc(strings, 'course.revision.done.one')
            : tc(strings, 'course.revision.done', { n: reviewed })}
      </p>
      {reviewed === null && <p>{tc(strings, 'course.revision.emptyLead')}</p>}
      {next && (
        <p data-testid="revision-next">{tc(strings, 'course.revision.nextDue', { date: date(next) })}</p>
      )}
      <p>
        <a href={lessonsUrl}>{tc(strings, 'course.revision.lessons')}</a>
      </p>
    </div>
  );
}
