/**
 * Strings for the interactive boards (islands) only. Islands import `tu` from here rather than `t` from
 * ./index, so the JavaScript they ship carries these strings and not the whole site's.
 */
import type { VariantId } from '../engine/variants';
import { fill, type ParamArgs, type PlainKey } from './format';
import type { Lang } from './lang';
import { uiEn, variantNamesEn } from './ui-en';
import { uiIt, variantNamesIt } from './ui-it';

export type UiKey = keyof typeof uiIt;
/** A board string with no placeholder: safe to look up with a computed key. */
export type PlainUiKey = PlainKey<typeof uiIt>;
export type UiStrings = { readonly [K in UiKey]: string };

/** The board strings of each language, as templates (the lookups below fill them). */
export const uiTables: { readonly [L in Lang]: UiStrings } = { it: uiIt, en: uiEn };

/** The UI string `key` in `lang`; a string with placeholders takes their values: `tu(lang, 'board.square', { n: 22 })`. */
export function tu<K extends UiKey>(lang: Lang, key: K, ...params: ParamArgs<(typeof uiIt)[K]>): string {
  return fill(uiTables[lang][key], params);
}

const variantNames: { readonly [L in Lang]: Readonly<Record<VariantId, string>> } = {
  it: variantNamesIt,
  en: variantNamesEn,
};

/** A variant's name in `lang`: 'Dama italiana', 'International draughts'. */
export function variantName(lang: Lang, id: VariantId): string {
  return variantNames[lang][id];
}
