/** Strings of the game against the computer, with the boards' own: what the Play island ships. */
import { gameEn } from './game-en';
import { gameIt } from './game-it';
import type { Lang } from './lang';
import { tu, type UiKey } from './ui';

export type GameKey = keyof typeof gameIt;
export type GameStrings = { readonly [K in GameKey]: string };

const game: { readonly [L in Lang]: GameStrings } = { it: gameIt, en: gameEn };

/** A game or board string in `lang`. */
export function tg(lang: Lang, key: GameKey | UiKey): string {
  return (game[lang] as Record<string, string>)[key] ?? tu(lang, key as UiKey);
}
