/** The site's languages; each has its own URL prefix (/it/, /en/). No strings here: islands may import it. */
export const langs = ['it', 'en'] as const;
export type Lang = (typeof langs)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (langs as readonly string[]).includes(value);
}
