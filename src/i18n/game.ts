/**
 * Strings of the game against the computer, with the boards' own: what the Play island looks up. As for the
 * board strings (./ui.ts), both languages' tables are here on the server (and in the unit tests); in the
 * browser the island reads the page's own table, which the play page embeds once as JSON (`gameStringsJson`,
 * in src/views/PlayPage.astro). The branch on `import.meta.env.SSR` is decided at build time, so
 * the island's JavaScript carries no string table, and never the other language's.
 */

import type { Lang } from '../model/lang';
import { fill, type ParamArgs, type PlainKey } from './format';
import { gameEn } from './game-en';
import { gameIt } from './game-it';
import { type UiKey, uiTable } from './ui';
import type { uiIt } from './ui-it';

export type GameKey = keyof typeof gameIt;
export type { GameStrings } from './game-it';

import type { GameStrings } from './game-it';

/** The Italian reference strings the Play island looks up, whose placeholders type the parameters. */
type Reference = typeof gameIt & typeof uiIt;
/** A game or board string with no placeholder: safe to look up with a computed key. */
export type PlainGameKey = PlainKey<Reference>;

const serverTables: { readonly [L in Lang]: GameStrings } | null = import.meta.env.SSR
  ? { it: gameIt, en: gameEn }
  : null;

/** The id of the JSON script element that carries the play page's game strings. */
export const GAME_STRINGS_ID = 'dmr-game-strings';

let embedded: GameStrings | null = null;

/** The game strings of `lang`: the tables on the server, the page's embedded copy in the browser. */
function gameTable(lang: Lang): GameStrings {
  if (serverTables) return serverTables[lang];
  if (!embedded) {
    const text = document.getElementById(GAME_STRINGS_ID)?.textContent;
    if (!text) throw new Error(`#${GAME_STRINGS_ID} missing from the page`);
    embedded = JSON.parse(text) as GameStrings;
  }
  return embedded;
}

/** For the play page: the game strings of `lang` as JSON safe inside a <script> element. */
export function gameStringsJson(lang: Lang): string {
  return JSON.stringify(gameTable(lang)).replace(/</g, '\\u003c');
}

/** A game or board string in `lang`, its placeholders filled: `tg(lang, 'game.draw.in', { n: 3 })`. */
export function tg<K extends GameKey | UiKey>(
  lang: Lang,
  key: K,
  ...params: ParamArgs<Reference[K]>
): string {
  const text = (gameTable(lang) as Readonly<Record<string, string>>)[key] ?? uiTable(lang)[key as UiKey];
  return fill(text, params);
}
