/**
 * The one formatter for strings with placeholders: `fmt('Casella {n}', { n: 22 })`. Placeholders are `{name}`
 * (letters, digits, underscores). With a literal template the parameters are typed from it, so a missing or
 * misspelt one is a type error; the lookups (`t`, `tu`, `tg`, `ta`) type them from the Italian reference
 * string of the key, and tests/unit/i18n.test.ts checks that every language uses the same placeholders.
 */

/** The placeholder names of a literal template: 'level' | 'n' for 'Livello {level}: {n}'. */
export type Placeholders<S extends string> = string extends S
  ? never
  : S extends `${string}{${infer K}}${infer Rest}`
    ? K | Placeholders<Rest>
    : never;

/** The parameters a template needs: one value per placeholder. */
export type Params<S extends string> = { readonly [K in Placeholders<S>]: string | number };

/** What follows the key in a lookup: nothing for a plain string, the parameters for a template. */
export type ParamArgs<S extends string> = [Placeholders<S>] extends [never] ? [] : [params: Params<S>];

/** The keys of a string table whose strings have no placeholders (safe to look up with a computed key). */
export type PlainKey<T extends Readonly<Record<string, string>>> = {
  [K in keyof T]: [Placeholders<T[K]>] extends [never] ? K : never;
}[keyof T];

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names in a template, in order of appearance (for tests and checks). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]);
}

/**
 * Fill a template's placeholders. A placeholder without a value is a programming error (the types prevent
 * it): it throws rather than show "{n}" to a reader.
 */
export function fmt<S extends string>(template: S, params: Params<S>): string {
  const values = params as Readonly<Record<string, string | number>>;
  return template.replace(PLACEHOLDER, (_, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`fmt: no value for {${name}} in "${template}"`);
    return String(values[name]);
  });
}

/** A lookup's template filled with the parameters that followed its key (none for a plain string). */
export function fill(
  template: string,
  args: readonly [] | readonly [Readonly<Record<string, string | number>>],
) {
  return fmt(template, (args[0] ?? {}) as Params<string>);
}

/** A list joined with "and" or "or" in `lang`: 'a, b o c' / 'a, b, or c'. */
export function joinList(lang: string, items: readonly (string | number)[], kind: 'and' | 'or'): string {
  const type = kind === 'and' ? 'conjunction' : 'disjunction';
  return new Intl.ListFormat(lang, { type }).format(items.map(String));
}
