import type { Lang } from '../model/lang';
import { type RouteName, routes } from '../model/routes';
import { en } from './en';
import { fill, type ParamArgs, type PlainKey } from './format';
import { it } from './it';

export { isLang, type Lang, langs } from '../model/lang';

/** Every UI string key. Italian is the reference set. */
export type StringKey = keyof typeof it;
/** A site string with no placeholder: safe to look up with a computed key. */
export type PlainStringKey = PlainKey<typeof it>;
export type { Strings } from './it';

import type { Strings } from './it';

export const strings: { readonly [L in Lang]: Strings } = { it, en };

/** The UI string `key` in `lang`; a string with placeholders takes their values: `t(lang, 'game.draw.in', { n: 3 })`. */
export function t<K extends StringKey>(lang: Lang, key: K, ...params: ParamArgs<(typeof it)[K]>): string {
  return fill(strings[lang][key], params);
}

/** A `t` bound to one language, handy in pages: `const tr = useT(lang)`. */
export function useT(lang: Lang): (key: PlainStringKey) => string {
  return (key) => t(lang, key);
}

/** The language the switch in the header offers from each language. */
const switchTo: { readonly [L in Lang]: Lang } = { it: 'en', en: 'it' };

/** The other language, for the language switch. */
export function otherLang(lang: Lang): Lang {
  return switchTo[lang];
}

export { type RouteName, routes } from '../model/routes';

/** Alternate URLs of one page in every language (for the language switch and hreflang). */
export type Alternates = { readonly [L in Lang]: string };

export function alternatesOf(route: RouteName): Alternates {
  return routes[route];
}

/** Header navigation: only pages that exist. */
export const navItems: readonly { route: RouteName; key: PlainStringKey }[] = [
  { route: 'lessons', key: 'nav.lessons' },
  { route: 'revision', key: 'nav.revision' },
  { route: 'puzzles', key: 'nav.puzzles' },
  { route: 'rules', key: 'nav.rules' },
  { route: 'play', key: 'nav.play' },
  { route: 'analysis', key: 'nav.analysis' },
  { route: 'search', key: 'nav.search' },
];

/** Lesson URL in a language (lessons live under a translated folder name). */
export function lessonUrl(lang: Lang, slug: string): string {
  return `${routes.lessons[lang]}${slug}/`;
}
