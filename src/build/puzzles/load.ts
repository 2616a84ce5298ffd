/**
 * What the trainer's pages make of the puzzle collection (getPuzzles, src/build/puzzles/index.ts): the
 * trainer's data in a language (one file per game and theme, so that the trainer loads only what it shows),
 * the games the puzzles come from, the themes of each game, the URLs of the trainer and of the theme pages, and
 * which lesson leads to which theme. Build time only.
 */
import type { PuzzleTheme, VariantId } from '../../engine';
import { VARIANT_IDS } from '../../engine';
import { type Lang, routes } from '../../i18n';
import { themeInfo } from '../../i18n/puzzle-themes';
import { themeFeedUrl, trainerQuery } from '../../model/puzzles';
import { courseSegment } from '../course';
import { getPuzzles, type PuzzleEntry } from './index';

export { trainerFeed, trainerGame, trainerGames } from './feed';
export { getPuzzles, type PuzzleEntry };

/** The data file of one game's theme in `lang`, as the trainer fetches it (its page: src/pages/…/data/). */
export const feedUrl = (lang: Lang, variant: VariantId, theme: PuzzleTheme): string =>
  themeFeedUrl(routes.puzzles[lang], variant, theme);

/**
 * What the page tells the trainer island about the collection before it loads any puzzle: how many each
 * game has (for the puzzle of the day) and which game an id's first word names (for a puzzle's link), when
 * that word is only ever used by one game.
 */
export function collectionIndex(puzzles: readonly PuzzleEntry[]): {
  counts: [VariantId, number][];
  prefixes: Record<string, VariantId>;
} {
  const counts: [VariantId, number][] = [];
  const seen = new Map<string, VariantId | null>();
  for (const p of puzzles) {
    const c = counts.find(([v]) => v === p.variant);
    if (c) c[1]++;
    else counts.push([p.variant, 1]);
    const word = p.id.split('-')[0];
    const was = seen.get(word);
    seen.set(word, was === undefined || was === p.variant ? p.variant : null);
  }
  counts.sort((a, b) => VARIANT_IDS.indexOf(a[0]) - VARIANT_IDS.indexOf(b[0]));
  const prefixes: Record<string, VariantId> = {};
  for (const [word, v] of seen) if (v) prefixes[word] = v;
  return { counts, prefixes };
}

/** What the page says about the puzzles it shows: how many, and how many of them were met in games. */
export function collectionCounts(puzzles: readonly PuzzleEntry[]): { total: number; fromGames: number } {
  return { total: puzzles.length, fromGames: puzzles.filter((p) => p.game !== undefined).length };
}

export interface ThemeGroup {
  readonly variant: VariantId;
  readonly theme: PuzzleTheme;
  readonly count: number;
  /** how many of them were met in a game */
  readonly fromGames: number;
}

/**
 * The (game, theme) pairs that have puzzles, with how many (and how many met in games): games in the site's order (Italian first, the
 * trainer's default), themes in the collection's order.
 */
export function themeGroups(puzzles: readonly PuzzleEntry[]): ThemeGroup[] {
  const out: ThemeGroup[] = [];
  for (const p of puzzles) {
    const g = out.find((x) => x.variant === p.variant && x.theme === p.theme) as
      | { count: number; fromGames: number }
      | undefined;
    const game = p.game ? 1 : 0;
    if (g) {
      g.count++;
      g.fromGames += game;
    } else out.push({ variant: p.variant, theme: p.theme, count: 1, fromGames: game });
  }
  // A stable sort: themes keep their order within a game.
  return out.sort((a, b) => VARIANT_IDS.indexOf(a.variant) - VARIANT_IDS.indexOf(b.variant));
}

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
