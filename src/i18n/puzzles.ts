/**
 * Strings of the puzzle trainer. The page picks the table of its language on the server and hands it to the
 * island as a prop (as src/i18n/course.ts does), so the island ships no string table of its own.
 */

import type { Lang } from '../model/lang';
import { fill, type ParamArgs } from './format';
import { puzzlesEn } from './puzzles-en';
import { puzzlesIt } from './puzzles-it';

export type PuzzlesKey = keyof typeof puzzlesIt;
export type { PuzzlesStrings } from './puzzles-it';

import type { PuzzlesStrings } from './puzzles-it';

const tables: { readonly [L in Lang]: PuzzlesStrings } = { it: puzzlesIt, en: puzzlesEn };

/** The trainer strings of `lang`: for pages, to hand to the trainer island. */
export const puzzlesStrings = (lang: Lang): PuzzlesStrings => tables[lang];

/** A trainer string from a table, its placeholders filled: `tz(strings, 'puzzles.streak', { n: 3 })`. */
export function tz<K extends PuzzlesKey>(
  strings: PuzzlesStrings,
  key: K,
  ...params: ParamArgs<(typeof puzzlesIt)[K]>
): string {
  return fill(strings[key], params);
}

const EN_ORDINAL: Readonly<Record<string, string>> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** A move number as an ordinal: '23ª' (it: la mossa), '23rd' (en). */
const ORDINAL: Readonly<Record<Lang, (n: number) => string>> = {
  it: (n) => `${n}ª`,
  en: (n) => `${n}${EN_ORDINAL[new Intl.PluralRules('en', { type: 'ordinal' }).select(n)] ?? 'th'}`,
};

export function ordinal(lang: Lang, n: number): string {
  return ORDINAL[lang](n);
}

/** "12 puzzles", "12 puzzles, 5 from games", "12 puzzles, all from games": words true for the numbers. */
export function countText(strings: PuzzlesStrings, lang: Lang, count: number, fromGames: number): string {
  const f = new Intl.NumberFormat(lang);
  if (count === 1) return tz(strings, 'puzzles.countOne');
  if (fromGames === 0) return tz(strings, 'puzzles.count', { n: f.format(count) });
  if (fromGames === count) return tz(strings, 'puzzles.countAllGames', { n: f.format(count) });
  return tz(strings, 'puzzles.countGames', { n: f.format(count), games: f.format(fromGames) });
}
