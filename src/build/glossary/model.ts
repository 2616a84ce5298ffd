/**
 * The glossary as data: checks across entries, the order of each language, the entry's URL, and the small
 * inline markup of its texts (*word* for a word in italics). Pure, so the build (./index.ts) and the unit
 * tests run the same code.
 */
import { type Lang, langs } from '../../model/lang';
import type { GlossaryEntry } from './schema';

/** The file the entries live in, for messages. */
export const GLOSSARY_FILE = 'src/content/glossary/terms.yaml';

/** Every problem across the entries (empty when the glossary is sound); each names the entry. */
export function checkGlossary(entries: readonly GlossaryEntry[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const terms: Record<Lang, Map<string, string>> = { it: new Map(), en: new Map() };
  for (const e of entries) {
    if (ids.has(e.id)) problems.push(`${GLOSSARY_FILE}: the id "${e.id}" is used twice`);
    ids.add(e.id);
    for (const lang of langs) {
      // Two entries under one heading would leave the reader guessing which one a lesson meant.
      const key = e[lang].term.toLocaleLowerCase(lang);
      const other = terms[lang].get(key);
      if (other)
        problems.push(`${GLOSSARY_FILE}: "${e.id}" and "${other}" have the same ${lang} term "${key}"`);
      terms[lang].set(key, e.id);
    }
  }
  for (const e of entries) {
    for (const s of e.see ?? []) {
      if (s === e.id) problems.push(`${GLOSSARY_FILE}: "${e.id}" lists itself under see`);
      else if (!ids.has(s)) problems.push(`${GLOSSARY_FILE}: "${e.id}" sees "${s}", which has no entry`);
    }
  }
  return problems;
}

/** The entries in the alphabetical order of `lang`'s terms (accents and case aside, as a dictionary does). */
export function sortEntries(entries: readonly GlossaryEntry[], lang: Lang): GlossaryEntry[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  return [...entries].sort(
    (a, b) => collator.compare(a[lang].term, b[lang].term) || a.id.localeCompare(b.id),
  );
}

type Note = NonNullable<NonNullable<GlossaryEntry['equivalents']>['international']>;

/** A note of the equivalents in `lang` (a plain string reads the same in both languages). */
export function noteIn(note: Note, lang: Lang): string {
  return typeof note === 'string' ? note : note[lang];
}

/** A piece of text, in italics or not. */
export interface Segment {
  readonly text: string;
  readonly em: boolean;
}

/**
 * The text cut at its *asterisks*: the words between a pair are in italics (a word quoted as a word, a French
 * name). Text only, never HTML: the page renders each segment as text.
 */
export function segments(text: string): Segment[] {
  const parts = text.split('*');
  // An odd asterisk has no partner: keep it as written rather than italicise the rest of the text.
  if (parts.length % 2 === 0) return [{ text, em: false }];
  return parts.map((t, i) => ({ text: t, em: i % 2 === 1 })).filter((s) => s.text !== '');
}

/** The text without its markup: for a tooltip (a `title` attribute shows no italics). */
export function plainText(text: string): string {
  return segments(text)
    .map((s) => s.text)
    .join('');
}
