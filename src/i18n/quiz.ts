/**
 * Strings of the rules quiz. The page picks its language's table on the server and hands it to the island
 * as a prop (as editor.ts does), so the island ships no string table of its own. The reasons for a refused
 * move are the engine's explanation sentences (src/i18n/explain.ts), written on the server.
 */

import type { Lang } from '../model/lang';
import { fill, type ParamArgs, type PlainKey } from './format';
import { quizEn } from './quiz-en';
import { quizIt } from './quiz-it';

export type QuizKey = keyof typeof quizIt;
export type { QuizStrings } from './quiz-it';

import type { QuizStrings } from './quiz-it';
export type PlainQuizKey = PlainKey<typeof quizIt>;

const tables: { readonly [L in Lang]: QuizStrings } = { it: quizIt, en: quizEn };

/** The quiz strings of `lang`: for pages, to hand to the island. */
export const quizStrings = (lang: Lang): QuizStrings => tables[lang];

/** A quiz string from a table, its placeholders filled: `tq(strings, 'quiz.counter', { n, total })`. */
export function tq<K extends QuizKey>(
  strings: QuizStrings,
  key: K,
  ...params: ParamArgs<(typeof quizIt)[K]>
): string {
  return fill(strings[key], params);
}
