/**
 * What makes the site findable, computed at build time by astro.config.mjs: the site address, which pages the
 * sitemap lists, and the other-language alternates of each. The pages themselves are the one source of truth:
 * Base.astro writes each page's canonical URL and its hreflang alternates (from src/i18n routes or the content),
 * and the sitemap copies them from the built HTML rather than keeping a second map of translated paths.
 */

/** Today's placeholder address, used when SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'https://damiera.example';

/** A setting that cannot be used, with a code and a sentence saying what to change. */
export class SiteConfigError extends Error {
  constructor(
    readonly code: 'site-url-invalid' | 'site-url-path' | 'contact-email-invalid',
    message: string,
  ) {
    super(message);
    this.name = 'SiteConfigError';
  }
}

/**
 * The site's address from the SITE_URL setting (or the placeholder): an http(s) origin, returned without a
 * trailing slash. Every page links from the root (`/it/…`), so an address with a path would give wrong
 * canonical URLs: it is refused rather than half-supported.
 */
export function siteUrl(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SiteConfigError(
      'site-url-invalid',
      `SITE_URL must be an absolute address such as https://damiera.it, not "${raw}".`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SiteConfigError(
      'site-url-invalid',
      `SITE_URL must start with https:// or http://, not "${raw}".`,
    );
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new SiteConfigError(
      'site-url-path',
      `SITE_URL must be the site's origin only (https://damiera.it), without a path: "${raw}". The site is served from the root.`,
    );
  }
  return url.origin;
}

/**
 * The address for reports of a mistake (CONTACT_EMAIL at build time), or null when it is not set: the About
 * page then leaves the line out rather than showing a made-up address.
 */
export function contactEmail(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  // One @, something on each side, a dot in the domain, nothing that could break out of an href or the text.
  if (!/^[^\s@<>"'()]+@[^\s@<>"'()]+\.[^\s@<>"'()]+$/.test(raw)) {
    throw new SiteConfigError(
      'contact-email-invalid',
      `CONTACT_EMAIL must be an e-mail address such as errori@damiera.it, not "${raw}".`,
    );
  }
  return raw;
}

/** Whether the build includes the development pages (the board harness under /dev/): only when asked for. */
export function devPagesEnabled(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.DAMIERA_DEV_PAGES === '1';
}

/** The attributes of every `<link>` (or `<meta>`) tag of an HTML head, lower-cased names. */
function tags(html: string, name: 'link' | 'meta'): Record<string, string>[] {
  const head = html.split(/<body[\s>]/i)[0] ?? html;
  const out: Record<string, string>[] = [];
  for (const m of head.matchAll(new RegExp(`<${name}\\s([^>]*)>`, 'gi'))) {
    const attrs: Record<string, string> = {};
    for (const a of (m[1] ?? '').matchAll(/([a-zA-Z-:]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
      attrs[(a[1] ?? '').toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    out.push(attrs);
  }
  return out;
}

/** One URL of the sitemap with its alternates (`xhtml:link` in the file). */
export interface SitemapLinks {
  readonly links: { readonly lang: string; readonly url: string }[];
}

/**
 * The sitemap entry of the page built at `url` from its HTML, or null when the page does not belong in the
 * sitemap: a page that says `noindex` (the board harness, Astro's redirect pages) or whose canonical URL is
 * another page (a redirect) or missing (the root language chooser, which sends the reader on to /it/ or /en/).
 */
export function sitemapEntry(url: string, html: string): SitemapLinks | null {
  const robots = tags(html, 'meta').find((m) => m.name?.toLowerCase() === 'robots');
  if (robots?.content?.toLowerCase().includes('noindex')) return null;
  const links = tags(html, 'link');
  const canonical = links.find((l) => l.rel?.toLowerCase() === 'canonical')?.href;
  if (!canonical || new URL(canonical).href !== new URL(url).href) return null;
  return {
    links: links
      .filter((l) => l.rel?.toLowerCase() === 'alternate' && l.hreflang && l.href)
      .map((l) => ({ lang: l.hreflang as string, url: new URL(l.href as string).href })),
  };
}

/** The built HTML file of a page URL, in Astro's default `directory` build format. */
export function builtFile(outDir: URL, url: string): URL {
  const path = new URL(url).pathname.replace(/^\/+/, '');
  return new URL(path.endsWith('/') || path === '' ? `${path}index.html` : `${path}/index.html`, outDir);
}
