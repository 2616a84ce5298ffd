/**
 * Strings of the concept pairs (the comparison page's live boards). The page picks its language's table on
 * the server and hands the island only what it needs, as props (as editor.ts and course.ts do), so the
 * island ships no string table. The engine's refusals keep their own sentences: src/i18n/explain.ts.
 */

import type { Lang } from '../model/lang';
import { fill, type ParamArgs } from './format';
import { pairsEn } from './pairs-en';
import { pairsIt } from './pairs-it';

export type PairsKey = keyof typeof pairsIt;
export type { PairsStrings } from './pairs-it';

import type { PairsStrings } from './pairs-it';

const tables: { readonly [L in Lang]: PairsStrings } = { it: pairsIt, en: pairsEn };

/** The pair strings of `lang`. */
export const pairsStrings = (lang: Lang): PairsStrings => tables[lang];

/** A pair string, its placeholders filled: `tp(strings, 'pairs.try', { move: '22x13' })`. */
export function tp<K extends PairsKey>(
  strings: PairsStrings,
  key: K,
  ...params: ParamArgs<(typeof pairsIt)[K]>
): string {
  return fill(strings[key], params);
}
