/**
 * The schema of the glossary (src/content/glossary/terms.yaml): one entry per term, written natively in each
 * language, with what International draughts and English checkers call the same thing. The id is the Italian
 * term in kebab-case (`grande-diagonale`): the lessons mark a word with `<Term id="…">`, and the glossary
 * pages use it as the entry's anchor (`#cantone`) in both languages.
 */
import { z } from 'astro/zod';
import { perLang } from '../lang-schema';

/** Italian words in lowercase, joined by single hyphens, without accents: `priorita-di-presa`. */
export const termIdSchema = z
  .string()
  .regex(/^[a-z]+(?:-[a-z]+)*$/, 'must be lowercase words joined by hyphens, e.g. "grande-diagonale"');

const text = z.string().trim().min(1, 'must not be empty');
/** A note in each language; a plain string when it reads the same in both (a name such as *coup*). */
const note = z.union([text, perLang(text)]);

export const glossaryEntrySchema = z
  .object({
    id: termIdSchema,
    it: z
      .object({
        term: text,
        definition: text,
        /**
         * Set when the Italian word is not the federation's term: `informal` (a familiar word, such as
         * *damone* for a king: teach *dama*) or `popular` (everyday speech, such as *colpo* for *tiro*).
         */
        register: z.enum(['informal', 'popular']).optional(),
      })
      .strict(),
    en: z.object({ term: text, definition: text }).strict(),
    /** What the other games call it, or how they differ: International draughts (FMJD) and checkers (WCDF). */
    equivalents: z.object({ international: note.optional(), english: note.optional() }).strict().optional(),
    /** related entries, by id */
    see: z.array(termIdSchema).optional(),
  })
  .strict();

export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;
export type Register = NonNullable<GlossaryEntry['it']['register']>;

/** The whole file: a list of entries (the content collection validates them one by one). */
export const glossarySchema = z.array(glossaryEntrySchema).min(1);
