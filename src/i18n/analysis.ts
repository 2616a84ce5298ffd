/** Strings of the analysis board, with the boards' own: what the analysis island ships. */
import { analysisEn } from './analysis-en';
import { analysisIt } from './analysis-it';
import type { Lang } from './lang';
import { tu, type UiKey } from './ui';

export type AnalysisKey = keyof typeof analysisIt;
export type AnalysisStrings = { readonly [K in AnalysisKey]: string };

const analysis: { readonly [L in Lang]: AnalysisStrings } = { it: analysisIt, en: analysisEn };

/** An analysis or board string in `lang`. */
export function ta(lang: Lang, key: AnalysisKey | UiKey): string {
  return (analysis[lang] as Record<string, string>)[key] ?? tu(lang, key as UiKey);
}
