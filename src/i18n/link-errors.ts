/**
 * Why the analysis board refused a link, by code (src/machines/analysis/start.ts), in every language. The
 * tables are typed by the codes, so a new code is a type error until every language has its sentence. Loaded
 * only when a link is refused, like the PDN reader's sentences.
 */

import type { Lang } from '../model/lang';
import { fill, type ParamArgs } from './format';
import { linkErrorsEn } from './link-errors-en';
import { linkErrorsIt } from './link-errors-it';

export type { LinkErrorCode } from './link-errors-it';

import type { LinkErrorCode } from './link-errors-it';

const linkErrors: { readonly [L in Lang]: { readonly [C in LinkErrorCode]: string } } = {
  it: linkErrorsIt,
  en: linkErrorsEn,
};

/** The sentence for a refused link, in `lang`, its placeholders filled. */
export function linkErrorText<C extends LinkErrorCode>(
  lang: Lang,
  code: C,
  ...params: ParamArgs<(typeof linkErrorsIt)[C]>
): string {
  return fill(linkErrors[lang][code], params);
}
