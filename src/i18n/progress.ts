/** Strings of the progress tools: what the ProgressTools island ships. */
import type { Lang } from './lang';
import { progressEn } from './progress-en';
import { progressIt } from './progress-it';

export type ProgressKey = keyof typeof progressIt;
export type ProgressStrings = { readonly [K in ProgressKey]: string };

const progress: { readonly [L in Lang]: ProgressStrings } = { it: progressIt, en: progressEn };

/** A progress-tools string in `lang`. */
export function tp(lang: Lang, key: ProgressKey): string {
  return progress[lang][key];
}
