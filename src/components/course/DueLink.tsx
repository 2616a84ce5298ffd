/**
 * "To review: 3 exercises", linked to the review page: shown on the home page and on each course page (for
 * that course) when lesson steps are due. It reads the saved due dates and compares them with the clock,
 * with no scheduler loaded (src/model/revision.ts); nothing shows when nothing is due.
 */
import { useRecord } from '../../browser/storage/preact';
import { revisionRecord } from '../../browser/storage/revision';
import type { VariantId } from '../../engine';
import { type CourseStrings, tc } from '../../i18n/course';
import { dueCount } from '../../model/revision';

export interface DueLinkProps {
  strings: CourseStrings;
  /** the review page */
  href: string;
  /** only this course's steps (all courses when absent) */
  variant?: VariantId;
  class?: string;
}

export function DueLink({ strings, href, variant, class: cls }: DueLinkProps) {
  const { items } = useRecord(revisionRecord);
  const n = dueCount(items, new Date(), variant ?? null);
  if (n === 0) return null;
  return (
    <a class={cls ?? 'due-link'} href={href} data-testid="revision-due" data-due={n}>
      {n === 1 ? tc(strings, 'course.revision.due.one') : tc(strings, 'course.revision.due', { n })}
    </a>
  );
}
