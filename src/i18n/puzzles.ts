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
