/**
 * The glossary as the pages see it: the entries of src/content/glossary/terms.yaml, checked across entries once
 * per build (a problem throws, so `astro build` fails naming the entry and the reason), and the URL of an entry
 * in each language.
 */
import { getCollection } from 'astro:content';
import { type Lang, routes } from '../../i18n';
import { checkGlossary } from './model';
import type { GlossaryEntry } from './schema';

export type { GlossaryEntry };

let loaded: Promise<GlossaryEntry[]> | null = null;

async function load(): Promise<GlossaryEntry[]> {
  const entries = (await getCollection('glossary')).map((e) => e.data);
  const problems = checkGlossary(entries);
  if (problems.length > 0) throw new Error(`The glossary has problems:\n- ${problems.join('\n- ')}`);
  return entries;
}

/** Every entry, checked (the glossary page sorts them itself: a collection comes back sorted by id). */
export function getGlossary(): Promise<GlossaryEntry[]> {
  loaded ??= load();
  return loaded;
}

/** One entry, or undefined when the glossary has no such id. */
export async function glossaryEntry(id: string): Promise<GlossaryEntry | undefined> {
  return (await getGlossary()).find((e) => e.id === id);
}

/** The entry's place on the glossary page of `lang`: /it/glossario/#cantone */
export const glossaryUrl = (lang: Lang, id: string): string => `${routes.glossary[lang]}#${id}`;
