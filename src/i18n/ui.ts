/**
 * Strings for the interactive boards (islands). On the server (and in the unit tests) both languages' tables
 * are here; in the browser an island reads the page's own table, which the layout embeds once as JSON
 * (`islandStringsJson`, in src/layouts/Base.astro). The branch on `import.meta.env.SSR` is decided at build
 * time, so the islands' JavaScript carries no string tables at all, and never the other language's.
 * An island therefore always speaks the page's language: pass it the page's `lang`.
 */
import type { VariantId } from '../engine';
import type { Lang } from '../model/lang';
import { fill, type ParamArgs, type PlainKey } from './format';
import { uiEn, variantNamesEn } from './ui-en';
import { uiIt, variantNamesIt } from './ui-it';

export type UiKey = keyof typeof uiIt;
/** A board string with no placeholder: safe to look up with a computed key. */
export type PlainUiKey = PlainKey<typeof uiIt>;
export type { UiStrings } from './ui-it';

import type { UiStrings } from './ui-it';

/** What the layout embeds for the islands of a page: the board strings and the variants' names. */
export interface IslandStrings {
  readonly ui: UiStrings;
  readonly variants: Readonly<Record<VariantId, string>>;
}

const serverTables: { readonly [L in Lang]: IslandStrings } | null = import.meta.env.SSR
  ? { it: { ui: uiIt, variants: variantNamesIt }, en: { ui: uiEn, variants: variantNamesEn } }
  : null;

/** The id of the JSON script element that carries the page's island strings. */
export const ISLAND_STRINGS_ID = 'dmr-island-strings';

let embedded: IslandStrings | null = null;

/** The island strings of `lang`: the tables on the server, the page's embedded copy in the browser. */
function islandStrings(lang: Lang): IslandStrings {
  if (serverTables) return serverTables[lang];
  if (!embedded) {
    const text = document.getElementById(ISLAND_STRINGS_ID)?.textContent;
    if (!text) throw new Error(`#${ISLAND_STRINGS_ID} missing (a page not built on Base.astro)`);
    embedded = JSON.parse(text) as IslandStrings;
  }
  return embedded;
}

/** For the layout: the island strings of `lang` as JSON safe inside a <script> element. */
export function islandStringsJson(lang: Lang): string {
  return JSON.stringify(islandStrings(lang)).replace(/</g, '\\u003c');
}

/** The board strings of `lang`, as templates (the lookups fill them). */
export const uiTable = (lang: Lang): UiStrings => islandStrings(lang).ui;

/** The UI string `key` in `lang`; a string with placeholders takes their values: `tu(lang, 'board.square', { n: 22 })`. */
export function tu<K extends UiKey>(lang: Lang, key: K, ...params: ParamArgs<(typeof uiIt)[K]>): string {
  return fill(uiTable(lang)[key], params);
}

/** A variant's name in `lang`: 'Dama italiana', 'International draughts'. */
export function variantName(lang: Lang, id: VariantId): string {
  return islandStrings(lang).variants[id];
}
