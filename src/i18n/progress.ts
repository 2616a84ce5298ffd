/** Strings of the progress tools: what the ProgressTools island ships. */

import type { Lang } from '../model/lang';
import { fill, type ParamArgs } from './format';
import { progressEn } from './progress-en';
import { progressIt } from './progress-it';

export type ProgressKey = keyof typeof progressIt;
export type { ProgressStrings } from './progress-it';

import type { ProgressStrings } from './progress-it';

const progress: { readonly [L in Lang]: ProgressStrings } = { it: progressIt, en: progressEn };

/** A progress-tools string in `lang` (placeholders, if a string ever has some, typed from the Italian one). */
export function tp<K extends ProgressKey>(
  lang: Lang,
  key: K,
  ...params: ParamArgs<(typeof progressIt)[K]>
): string {
  return fill(progress[lang][key], params);
}
