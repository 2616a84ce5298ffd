/**
 * Which plural form a count takes in a language ('one': "1 blunder", "1 errore grave"; 'other': "0 blunders",
 * "2 errori gravi"), by the language's own rules (Intl.PluralRules). A table picks its string by this form:
 * `${key}.${pluralOf(lang, n)}`. Italian and English have only these two forms for whole numbers.
 */
import type { Lang } from '../model/lang';

export type PluralForm = 'one' | 'other';

const rules: Partial<Record<Lang, Intl.PluralRules>> = {};

export function pluralOf(lang: Lang, n: number): PluralForm {
  rules[lang] ??= new Intl.PluralRules(lang);
  return rules[lang].select(n) === 'one' ? 'one' : 'other';
}
