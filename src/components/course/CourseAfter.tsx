/**
 * What comes after a course (issue 21): the next course, the puzzles of this game and a game against the
 * computer. Drawn by the server at the end of a course's last lesson (no script), and by the course map once
 * every lesson of the course is complete.
 */
import { type CourseStrings, tc } from '../../i18n/course';
import type { CourseAfterLinks } from '../../model/course';

export type { CourseAfterLinks };

export interface CourseAfterProps {
  strings: CourseStrings;
  links: CourseAfterLinks;
  /** true on a finished course's page; false at the end of the last lesson, finished or not */
  finished: boolean;
}

export default function CourseAfter({ strings, links, finished }: CourseAfterProps) {
  return (
    <section class="course-after" aria-labelledby="course-after" data-testid="course-after">
      <h2 id="course-after">{tc(strings, 'course.after.title')}</h2>
      <p>{tc(strings, finished ? 'course.after.lead' : 'course.after.last')}</p>
      <ul>
        {links.next && (
          <li>
            <a class="button" href={links.next.url} data-testid="course-after-next">
              {tc(strings, 'course.nextCourse')}: {links.next.name}
            </a>
          </li>
        )}
        <li>
          <a href={links.puzzles} data-testid="course-after-puzzles">
            {tc(strings, 'course.after.puzzles')}
          </a>
        </li>
        <li>
          <a href={links.play} data-testid="course-after-play">
            {tc(strings, 'course.after.play')}
          </a>
        </li>
      </ul>
    </section>
  );
}
