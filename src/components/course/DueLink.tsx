/**
 * "To review: 3 exercises", linked to the review page: shown on the home page and on each course page (for
 * that course) when lesson steps are due. It reads the saved due dates and compares them with the clock,
 * with no scheduler loaded (src/browser/storage/revision.ts dueCount); nothing shows when nothing is due.
 */
import { useEffect, useState } from 'preact/hooks';
import { dueCount, revision } from '../../browser/storage/revision';
import type { VariantId } from '../../engine';
import { type CourseStrings, tc } from '../../i18n/course';

export interface DueLinkProps {
  strings: CourseStrings;
  /** the review page */
  href: string;
  /** only this course's steps (all courses when absent) */
  variant?: VariantId;
  class?: string;
}

export function DueLink({ strings, href, variant, class: cls }: DueLinkProps) {
  const [n, setN] = useState(0);
  useEffect(() => {
    const count = () => setN(dueCount(revision.read().items, new Date(), variant ?? null));
    count();
    return revision.subscribe(count);
  }, [variant]);
  if (n === 0) return null;
  return (
    <a class={cls ?? 'due-link'} href={href} data-testid="revision-due" data-due={n}>
      {n === 1 ? tc(strings, 'course.revision.due.one') : tc(strings, 'course.revision.due', { n })}
    </a>
  );
}
