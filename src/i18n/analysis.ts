/** Strings of the analysis board, with the boards' own: what the analysis island ships. */
import { analysisEn } from './analysis-en';
import { analysisIt } from './analysis-it';
import { fill, type ParamArgs, type PlainKey } from './format';
import type { Lang } from './lang';
import { type UiKey, uiTable } from './ui';
import type { uiIt } from './ui-it';

export type AnalysisKey = keyof typeof analysisIt;
export type AnalysisStrings = { readonly [K in AnalysisKey]: string };
/** The Italian reference strings the analysis island looks up, whose placeholders type the parameters. */
type Reference = typeof analysisIt & typeof uiIt;
/** An analysis or board string with no placeholder: safe to look up with a computed key. */
export type PlainAnalysisKey = PlainKey<Reference>;

const analysis: { readonly [L in Lang]: AnalysisStrings } = { it: analysisIt, en: analysisEn };

/** An analysis or board string in `lang`, its placeholders filled. */
export function ta<K extends AnalysisKey | UiKey>(
  lang: Lang,
  key: K,
  ...params: ParamArgs<Reference[K]>
): string {
  const text = (analysis[lang] as Readonly<Record<string, string>>)[key] ?? uiTable(lang)[key as UiKey];
  return fill(text, params);
}
