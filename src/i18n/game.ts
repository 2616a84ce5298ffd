/** Strings of the game against the computer, with the boards' own: what the Play island ships. */
import { fill, type ParamArgs, type PlainKey } from './format';
import { gameEn } from './game-en';
import { gameIt } from './game-it';
import type { Lang } from './lang';
import { type UiKey, uiTable } from './ui';
import type { uiIt } from './ui-it';

export type GameKey = keyof typeof gameIt;
export type GameStrings = { readonly [K in GameKey]: string };
/** The Italian reference strings the Play island looks up, whose placeholders type the parameters. */
type Reference = typeof gameIt & typeof uiIt;
/** A game or board string with no placeholder: safe to look up with a computed key. */
export type PlainGameKey = PlainKey<Reference>;

const game: { readonly [L in Lang]: GameStrings } = { it: gameIt, en: gameEn };

/** A game or board string in `lang`, its placeholders filled: `tg(lang, 'game.draw.in', { n: 3 })`. */
export function tg<K extends GameKey | UiKey>(
  lang: Lang,
  key: K,
  ...params: ParamArgs<Reference[K]>
): string {
  const text = (game[lang] as Readonly<Record<string, string>>)[key] ?? uiTable(lang)[key as UiKey];
  return fill(text, params);
}
