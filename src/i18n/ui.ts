/**
 * Strings for the interactive boards (islands) only. Islands import `tu` from here rather than `t` from
 * ./index, so the JavaScript they ship carries these strings and not the whole site's.
 */
import type { Lang } from './lang';
import { uiEn } from './ui-en';
import { uiIt } from './ui-it';

export type UiKey = keyof typeof uiIt;
export type UiStrings = { readonly [K in UiKey]: string };

const ui: { readonly [L in Lang]: UiStrings } = { it: uiIt, en: uiEn };

/** The UI string `key` in `lang`. */
export function tu(lang: Lang, key: UiKey): string {
  return ui[lang][key];
}
