/**
 * What the trainer's pages make of the puzzle collection (getPuzzles, src/build/puzzles/index.ts): the
 * trainer's feed in a language, the themes of each game, the URLs of the trainer and of the theme pages, and
 * which lesson leads to which theme. Build time only.
 */
import type { PuzzleTheme, VariantId } from '../../engine';
import { VARIANT_IDS } from '../../engine';
import { type Lang, routes } from '../../i18n';
import { themeInfo } from '../../i18n/puzzle-themes';
import { type TrainerPuzzle, trainerQuery } from '../../model/puzzles';
import { courseSegment } from '../course';
import { getPuzzles, type PuzzleEntry } from './index';
import { toPuzzle } from './schema';

export { getPuzzles, type PuzzleEntry };

/** The trainer's data in one language: the engine's puzzles with game, rating and explanation. */
export function trainerFeed(puzzles: readonly PuzzleEntry[], lang: Lang): TrainerPuzzle[] {
  return puzzles.map((p) => ({
    ...toPuzzle(p),
    variant: p.variant,
    rating: p.rating,
    explanation: p.explanation[lang],
  }));
}

export interface ThemeGroup {
  readonly variant: VariantId;
  readonly theme: PuzzleTheme;
  readonly count: number;
}

/**
 * The (game, theme) pairs that have puzzles, with how many: games in the site's order (Italian first, the
 * trainer's default), themes in the collection's order.
 */
export function themeGroups(puzzles: readonly PuzzleEntry[]): ThemeGroup[] {
  const out: ThemeGroup[] = [];
  for (const p of puzzles) {
    const g = out.find((x) => x.variant === p.variant && x.theme === p.theme);
    if (g) (g as { count: number }).count++;
    else out.push({ variant: p.variant, theme: p.theme, count: 1 });
  }
  // A stable sort: themes keep their order within a game.
  return out.sort((a, b) => VARIANT_IDS.indexOf(a.variant) - VARIANT_IDS.indexOf(b.variant));
}

/** The data file of the trainer in `lang` (src/pages/{it/problemi,en/puzzles}/puzzles.json.ts). */
export const feedUrl = (lang: Lang): string => `${routes.puzzles[lang]}puzzles.json`;

/** A theme's page: /it/problemi/dama-italiana/criterio-1/ */
export const themeUrl = (lang: Lang, variant: VariantId, theme: PuzzleTheme): string =>
  `${routes.puzzles[lang]}${courseSegment(lang, variant)}/${themeInfo(lang, theme).slug}/`;

/** The trainer filtered to a theme: /it/problemi/?v=italian&theme=criterion-1 */
export const trainerUrl = (lang: Lang, variant: VariantId, theme?: string): string =>
  `${routes.puzzles[lang]}${trainerQuery({ variant, theme })}`;

/**
 * Lessons that teach a capture rule → the puzzle theme that drills it. The lesson page links to the theme's
 * page when the collection has puzzles on it (`lessonTheme`), so no link leads to an empty page.
 */
export const LESSON_THEMES: Readonly<Record<string, { variant: VariantId; theme: PuzzleTheme }>> = {
  'i6-man-and-king': { variant: 'italian', theme: 'man-cannot-capture-king' },
  'i7-rule-1': { variant: 'italian', theme: 'criterion-1' },
  'i8-rule-2': { variant: 'italian', theme: 'criterion-2' },
  'i9-rule-3': { variant: 'italian', theme: 'criterion-3' },
  'i10-rule-4': { variant: 'italian', theme: 'criterion-4' },
  'n3-flying-king': { variant: 'international', theme: 'flying-king' },
  'n4-maximum-capture': { variant: 'international', theme: 'maximum-capture' },
  'n5-turkish-strike': { variant: 'international', theme: 'ghost-blocks' },
  'n-combinations-1': { variant: 'international', theme: 'coup' },
  'i14-first-tiro': { variant: 'italian', theme: 'tiro' },
  'e10-shots': { variant: 'english', theme: 'shot' },
};

/** The theme page a lesson links to, or null when the lesson has no theme or the theme no puzzle yet. */
export async function lessonTheme(lang: Lang, lessonId: string): Promise<string | null> {
  const t = LESSON_THEMES[lessonId];
  if (!t) return null;
  const has = (await getPuzzles()).some((p) => p.variant === t.variant && p.theme === t.theme);
  return has ? themeUrl(lang, t.variant, t.theme) : null;
}
