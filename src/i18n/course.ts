/**
 * Strings of the course islands (exercises, lesson progress, the course map, "continue"). The page picks the
 * table of its language on the server and hands it to the island as a prop, so an island ships no strings of
 * its own, and never those of the other language.
 */

import type { Lang } from '../model/lang';
import { courseEn } from './course-en';
import { courseIt } from './course-it';
import { fill, type ParamArgs, type PlainKey } from './format';

export type CourseKey = keyof typeof courseIt;
export type { CourseStrings } from './course-it';

import type { CourseStrings } from './course-it';
/** A course string with no placeholder: safe to look up with a computed key. */
export type PlainCourseKey = PlainKey<typeof courseIt>;

const course: { readonly [L in Lang]: CourseStrings } = { it: courseIt, en: courseEn };

/** The course strings of `lang`: for pages, to hand to the course islands. */
export const courseStrings = (lang: Lang): CourseStrings => course[lang];

/** A course string from a table, its placeholders filled: `tc(strings, 'course.stars', { n: 2 })`. */
export function tc<K extends CourseKey>(
  strings: CourseStrings,
  key: K,
  ...params: ParamArgs<(typeof courseIt)[K]>
): string {
  return fill(strings[key], params);
}
