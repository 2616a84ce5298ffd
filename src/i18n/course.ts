/** Strings of the lesson exercises, with the boards' own: what the exercise island ships. */
import { courseEn } from './course-en';
import { courseIt } from './course-it';
import type { Lang } from './lang';
import { tu, type UiKey } from './ui';

export type CourseKey = keyof typeof courseIt;
export type CourseStrings = { readonly [K in CourseKey]: string };

const course: { readonly [L in Lang]: CourseStrings } = { it: courseIt, en: courseEn };

/** An exercise or board string in `lang`, with `{name}` placeholders filled from `params`. */
export function tc(lang: Lang, key: CourseKey | UiKey, params: Record<string, string | number> = {}): string {
  const s = (course[lang] as Record<string, string>)[key] ?? tu(lang, key as UiKey);
  return s.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`string ${key}: no value for {${name}}`);
    return String(params[name]);
  });
}
