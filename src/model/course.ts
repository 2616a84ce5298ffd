import type { VariantId } from '../engine';

/** A lesson summary small enough to hand to an island (progress, "continue where you left off"). */
export interface LessonSummary {
  /** language-neutral id: 'i3-capture' */
  readonly id: string;
  readonly variant: VariantId;
  readonly order: number;
  /** in the page's language */
  readonly title: string;
  readonly url: string;
  /** step ids, in order */
  readonly steps: readonly string[];
}

/**
 * The order of the courses, for "what comes next": Italian draughts first, then International (a course for
 * those who know Italian), then English checkers; after the last, the first again.
 */
export const COURSE_ORDER: readonly VariantId[] = ['italian', 'international', 'english'];

/** The course after `variant`'s among those that have lessons (`offered`), or null when there is none. */
export function nextCourse(variant: VariantId, offered: readonly VariantId[]): VariantId | null {
  const order = COURSE_ORDER.filter((v) => offered.includes(v));
  const at = order.indexOf(variant);
  if (at < 0 || order.length < 2) return null;
  return order[(at + 1) % order.length] ?? null;
}

/** Where the home page's button leads: a lesson to go on with, the first of the next course, or the puzzles. */
export type ContinueTarget =
  | { readonly kind: 'continue'; readonly lesson: LessonSummary }
  | { readonly kind: 'next-course'; readonly lesson: LessonSummary }
  | { readonly kind: 'all-done' };

/**
 * Where "continue" leads, given every lesson in course order, the last lesson opened and which lessons are
 * complete: that lesson while it is not complete; then the next lesson of its course not yet complete (or an
 * earlier one left behind); once its course is complete, the first unfinished lesson of the next courses;
 * once every course is, nothing more to study ('all-done'). Null when nothing was opened yet.
 */
export function continueTarget(
  lessons: readonly LessonSummary[],
  last: string | null,
  complete: (l: LessonSummary) => boolean,
): ContinueTarget | null {
  const opened = lessons.find((l) => l.id === last);
  if (!opened) return null;
  if (!complete(opened)) return { kind: 'continue', lesson: opened };
  const course = lessons.filter((l) => l.variant === opened.variant);
  const inCourse =
    course.find((l) => l.order > opened.order && !complete(l)) ?? course.find((l) => !complete(l));
  if (inCourse) return { kind: 'continue', lesson: inCourse };
  const offered = [...new Set(lessons.map((l) => l.variant))];
  for (let v = nextCourse(opened.variant, offered); v && v !== opened.variant; v = nextCourse(v, offered)) {
    const first = lessons.filter((l) => l.variant === v).find((l) => !complete(l));
    if (first) return { kind: 'next-course', lesson: first };
  }
  return { kind: 'all-done' };
}

/** What the end of a course offers (the CourseAfter component). */
export interface CourseAfterLinks {
  /** the next course, by name and its first lesson's address; null when there is none */
  readonly next: { readonly name: string; readonly url: string } | null;
  /** the trainer filtered to this game */
  readonly puzzles: string;
  /** the play page set to this game */
  readonly play: string;
}
