/** Strings of the lesson exercises, with the boards' own: what the exercise island ships. */
import { courseEn } from './course-en';
import { courseIt } from './course-it';
import { fill, type ParamArgs, type PlainKey } from './format';
import type { Lang } from './lang';
import { type UiKey, uiTables } from './ui';
import type { uiIt } from './ui-it';

export type CourseKey = keyof typeof courseIt;
export type CourseStrings = { readonly [K in CourseKey]: string };
/** The Italian reference strings the exercise island looks up, whose placeholders type the parameters. */
type Reference = typeof courseIt & typeof uiIt;
/** An exercise or board string with no placeholder: safe to look up with a computed key. */
export type PlainCourseKey = PlainKey<Reference>;

const course: { readonly [L in Lang]: CourseStrings } = { it: courseIt, en: courseEn };

/** An exercise or board string in `lang`, its placeholders filled: `tc(lang, 'course.stars', { n: 2 })`. */
export function tc<K extends CourseKey | UiKey>(
  lang: Lang,
  key: K,
  ...params: ParamArgs<Reference[K]>
): string {
  const text = (course[lang] as Readonly<Record<string, string>>)[key] ?? uiTables[lang][key as UiKey];
  return fill(text, params);
}
