/**
 * One value per site language, as content files write it (`{ it: …, en: … }`): the one place the content
 * schemas learn the language list from, so a language added to src/model/lang.ts is asked for in every
 * lesson, puzzle, pair and glossary entry at once.
 */
import { z } from 'astro/zod';
import { type Lang, langs } from '../model/lang';

// A field left out reads "Required" in a content error, as authors expect, rather than zod 4's "Invalid input:
// expected object, received undefined". Every content schema imports this module, so it is set before any runs.
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined,
});

export function perLang<T extends z.ZodTypeAny>(value: T) {
  const shape = Object.fromEntries(langs.map((l) => [l, value])) as { [L in Lang]: T };
  return z.object(shape).strict();
}
