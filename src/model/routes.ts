/**
 * The site's fixed routes, per language, in a module of their own: islands can link to a page without
 * importing the string tables that src/i18n/index.ts carries.
 */
import type { Lang } from './lang';

/**
 * Fixed routes, per language. Add a page here when it exists; the header nav
 * shows only the entries listed in `navItems`.
 */
export const routes = {
  home: { it: '/it/', en: '/en/' },
  lessons: { it: '/it/lezioni/', en: '/en/lessons/' },
  revision: { it: '/it/ripasso/', en: '/en/review/' },
  puzzles: { it: '/it/problemi/', en: '/en/puzzles/' },
  search: { it: '/it/cerca/', en: '/en/search/' },
  play: { it: '/it/gioca/', en: '/en/play/' },
  analysis: { it: '/it/analisi/', en: '/en/analysis/' },
  glossary: { it: '/it/glossario/', en: '/en/glossary/' },
  rules: { it: '/it/regole/', en: '/en/rules/' },
  compare: { it: '/it/regole/confronto/', en: '/en/rules/compare/' },
  onePosition: { it: '/it/regole/una-posizione/', en: '/en/rules/one-position/' },
  quiz: { it: '/it/regole/quiz/', en: '/en/rules/quiz/' },
  differences: { it: '/it/regole/differenze/', en: '/en/rules/differences/' },
  about: { it: '/it/informazioni/', en: '/en/about/' },
} as const satisfies Record<string, { readonly [L in Lang]: string }>;
export type RouteName = keyof typeof routes;
