/**
 * Strings of the analysis board. The page picks the table of its language on the server and hands it to the
 * island as a prop (as course.ts and puzzles.ts do), so the island ships no string table of its own; the
 * board strings it shares with the other islands come from the page's embedded table (ui.ts, `tu`).
 */

import type { Lang } from '../model/lang';
import { analysisEn } from './analysis-en';
import { analysisIt } from './analysis-it';
import { fill, type ParamArgs, type PlainKey } from './format';

export type AnalysisKey = keyof typeof analysisIt;
export type { AnalysisStrings } from './analysis-it';

import type { AnalysisStrings } from './analysis-it';
/** An analysis string with no placeholder: safe to look up with a computed key. */
export type PlainAnalysisKey = PlainKey<typeof analysisIt>;

const analysis: { readonly [L in Lang]: AnalysisStrings } = { it: analysisIt, en: analysisEn };

/** The analysis strings of `lang`: for pages, to hand to the analysis island. */
export const analysisStrings = (lang: Lang): AnalysisStrings => analysis[lang];

/** An analysis string from a table, its placeholders filled: `ta(strings, 'analysis.drawIn', { n: 7 })`. */
export function ta<K extends AnalysisKey>(
  strings: AnalysisStrings,
  key: K,
  ...params: ParamArgs<(typeof analysisIt)[K]>
): string {
  return fill(strings[key], params);
}
