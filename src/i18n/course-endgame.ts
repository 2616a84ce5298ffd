/**
 * Strings of the lessons' `endgame` steps. As with the other course strings (course.ts), the page picks the
 * table of its language on the server and hands it to the step's island, only on a page with such a step.
 */
import type { Lang } from '../model/lang';
import { courseEndgameEn } from './course-endgame-en';
import type { CourseEndgameStrings } from './course-endgame-it';
import { courseEndgameIt } from './course-endgame-it';
import { fill, type ParamArgs } from './format';

export type { CourseEndgameStrings };
export type CourseEndgameKey = keyof typeof courseEndgameIt;

const tables: { readonly [L in Lang]: CourseEndgameStrings } = { it: courseEndgameIt, en: courseEndgameEn };

/** The endgame step strings of `lang`: for pages, to hand to the step's island. */
export const courseEndgameStrings = (lang: Lang): CourseEndgameStrings => tables[lang];

/** An endgame step string from a table, its placeholders filled. */
export function te<K extends CourseEndgameKey>(
  strings: CourseEndgameStrings,
  key: K,
  ...params: ParamArgs<(typeof courseEndgameIt)[K]>
): string {
  return fill(strings[key], params);
}
