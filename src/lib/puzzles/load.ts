/**
 * The puzzle collection as the pages see it: every puzzle of every set (src/content/puzzles), flattened,
 * with its game; the themes of each game; the trainer's feed in a language; and the URLs of the trainer
 * and of the theme pages. Build time only (astro:content).
 *
 * A minimal `getPuzzles()` written for the trainer while the generator and the build-time proof are built
 * beside it (src/lib/puzzles/index.ts): it only checks that ids are unique across sets.
 */
import { getCollection } from 'astro:content';
import type { VariantId } from '../../engine/types';
import { VARIANT_IDS } from '../../engine/variants';
import { type Lang, routes } from '../../i18n';
import { themeInfo } from '../../i18n/puzzle-themes';
import { courseSegment } from '../course';
import { type PuzzleRecord, toPuzzle } from './schema';
import { type TrainerPuzzle, trainerQuery } from './trainer';

export interface PuzzleEntry extends PuzzleRecord {
  readonly variant: VariantId;
}

let loaded: Promise<PuzzleEntry[]> | null = null;

async function load(): Promise<PuzzleEntry[]> {
  const sets = await getCollection('puzzleSets');
  const out: PuzzleEntry[] = [];
  const where = new Map<string, string>();
  const problems: string[] = [];
  for (const set of sets) {
    for (const p of set.data.puzzles) {
      const file = set.filePath ?? set.id;
      const other = where.get(p.id);
      if (other) problems.push(`${file}: puzzle id "${p.id}" is already used in ${other}`);
      where.set(p.id, file);
      out.push({ ...p, variant: set.data.variant });
    }
  }
  if (problems.length > 0) throw new Error(`The puzzle collection has problems:\n- ${problems.join('\n- ')}`);
  const order = (v: VariantId) => VARIANT_IDS.indexOf(v);
  return out.sort((a, b) => order(a.variant) - order(b.variant) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Every puzzle, by game (the site's order) and id. */
export function getPuzzles(): Promise<PuzzleEntry[]> {
  loaded ??= load();
  return loaded;
}

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
  readonly theme: string;
  readonly count: number;
}

/** The (game, theme) pairs that have puzzles, in the collection's order, with how many. */
export function themeGroups(puzzles: readonly PuzzleEntry[]): ThemeGroup[] {
  const out: ThemeGroup[] = [];
  for (const p of puzzles) {
    const g = out.find((x) => x.variant === p.variant && x.theme === p.theme);
    if (g) (g as { count: number }).count++;
    else out.push({ variant: p.variant, theme: p.theme, count: 1 });
  }
  return out;
}

/** The data file of the trainer in `lang` (src/pages/{it/problemi,en/puzzles}/puzzles.json.ts). */
export const feedUrl = (lang: Lang): string => `${routes.puzzles[lang]}puzzles.json`;

/** A theme's page: /it/problemi/dama-italiana/criterio-1/ */
export const themeUrl = (lang: Lang, variant: VariantId, theme: string): string =>
  `${routes.puzzles[lang]}${courseSegment(lang, variant)}/${themeInfo(lang, theme).slug}/`;

/** The trainer filtered to a theme: /it/problemi/?v=italian&theme=criterion-1 */
export const trainerUrl = (lang: Lang, variant: VariantId, theme?: string): string =>
  `${routes.puzzles[lang]}${trainerQuery({ variant, theme })}`;

/**
 * Lessons that teach a capture rule → the puzzle theme that drills it. The lesson page links to the theme's
 * page when the collection has puzzles on it (`lessonTheme`), so no link leads to an empty page.
 */
export const LESSON_THEMES: Readonly<Record<string, { variant: VariantId; theme: string }>> = {
  'i6-man-and-king': { variant: 'italian', theme: 'man-cannot-capture-king' },
  'i7-rule-1': { variant: 'italian', theme: 'criterion-1' },
  'i8-rule-2': { variant: 'italian', theme: 'criterion-2' },
  'i9-rule-3': { variant: 'italian', theme: 'criterion-3' },
  'i10-rule-4': { variant: 'italian', theme: 'criterion-4' },
  'n4-maximum-capture': { variant: 'international', theme: 'maximum-capture' },
  'n5-turkish-strike': { variant: 'international', theme: 'ghost-blocks' },
};

/** The theme page a lesson links to, or null when the lesson has no theme or the theme no puzzle yet. */
export async function lessonTheme(lang: Lang, lessonId: string): Promise<string | null> {
  const t = LESSON_THEMES[lessonId];
  if (!t) return null;
  const has = (await getPuzzles()).some((p) => p.variant === t.variant && p.theme === t.theme);
  return has ? themeUrl(lang, t.variant, t.theme) : null;
}
