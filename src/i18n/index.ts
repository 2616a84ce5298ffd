import { en } from './en';
import { it } from './it';

import type { Lang } from './lang';

export { isLang, type Lang, langs } from './lang';

/** Every UI string key. Italian is the reference set. */
export type StringKey = keyof typeof it;
/** The shape every language file must satisfy: exactly the Italian keys, as strings. */
export type Strings = { readonly [K in StringKey]: string };

export const strings: { readonly [L in Lang]: Strings } = { it, en };

/** The UI string `key` in `lang`. */
export function t(lang: Lang, key: StringKey): string {
  return strings[lang][key];
}

/** A `t` bound to one language, handy in pages: `const tr = useT(lang)`. */
export function useT(lang: Lang): (key: StringKey) => string {
  return (key) => t(lang, key);
}

/** The other language, for the language switch. */
export function otherLang(lang: Lang): Lang {
  return lang === 'it' ? 'en' : 'it';
}

/**
 * Fixed routes, per language. Add a page here when it exists; the header nav
 * shows only the entries listed in `navItems`.
 */
export const routes = {
  home: { it: '/it/', en: '/en/' },
  lessons: { it: '/it/lezioni/', en: '/en/lessons/' },
  search: { it: '/it/cerca/', en: '/en/search/' },
  play: { it: '/it/gioca/', en: '/en/play/' },
  analysis: { it: '/it/analisi/', en: '/en/analysis/' },
} as const satisfies Record<string, { readonly [L in Lang]: string }>;
export type RouteName = keyof typeof routes;

/** Alternate URLs of one page in every language (for the language switch and hreflang). */
export type Alternates = { readonly [L in Lang]: string };

export function alternatesOf(route: RouteName): Alternates {
  return routes[route];
}

/** Header navigation: only pages that exist. */
export const navItems: readonly { route: RouteName; key: StringKey }[] = [
  { route: 'lessons', key: 'nav.lessons' },
  { route: 'play', key: 'nav.play' },
  { route: 'analysis', key: 'nav.analysis' },
  { route: 'search', key: 'nav.search' },
];

/** Lesson URL in a language (lessons live under a translated folder name). */
export function lessonUrl(lang: Lang, slug: string): string {
  return `${routes.lessons[lang]}${slug}/`;
}
