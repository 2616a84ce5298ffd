/**
 * The findability settings of src/build/site/seo.ts: the site address from SITE_URL, which built pages the
 * sitemap lists, and the alternates it copies from each page's own hreflang links.
 */
import { describe, expect, it } from 'vitest';
import {
  builtFile,
  contactEmail,
  DEFAULT_SITE_URL,
  devPagesEnabled,
  SiteConfigError,
  sitemapEntry,
  siteUrl,
} from '../../src/build/site/seo';

const page = (head: string) =>
  `<!doctype html><html><head>${head}</head><body><a href="/x">x</a></body></html>`;

describe('siteUrl', () => {
  it('falls back to the placeholder when SITE_URL is unset or blank', () => {
    expect(siteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteUrl('  ')).toBe(DEFAULT_SITE_URL);
  });

  it('keeps the origin of a real address, without the trailing slash', () => {
    expect(siteUrl('https://damiera.it/')).toBe('https://damiera.it');
    expect(siteUrl(' http://localhost:4321 ')).toBe('http://localhost:4321');
  });

  it.each([
    ['damiera.it', 'site-url-invalid'],
    ['ftp://damiera.it', 'site-url-invalid'],
    ['https://example.github.io/damiera/', 'site-url-path'],
    ['https://damiera.it/?x=1', 'site-url-path'],
  ])('refuses %s with a coded message', (value, code) => {
    expect(() => siteUrl(value)).toThrow(SiteConfigError);
    try {
      siteUrl(value);
    } catch (e) {
      expect((e as SiteConfigError).code).toBe(code);
      expect((e as Error).message).toContain('SITE_URL');
    }
  });
});

describe('contactEmail', () => {
  it('is null when CONTACT_EMAIL is unset or blank, so the About page shows no line', () => {
    expect(contactEmail(undefined)).toBeNull();
    expect(contactEmail(' ')).toBeNull();
  });
  it('keeps a real address', () => {
    expect(contactEmail(' errori@damiera.it ')).toBe('errori@damiera.it');
  });
  it.each(['damiera.it', 'a@b', 'a b@c.it', 'x@y.it"><script>'])(
    'refuses %s with a coded message',
    (value) => {
      expect(() => contactEmail(value)).toThrow(expect.objectContaining({ code: 'contact-email-invalid' }));
    },
  );
});

describe('devPagesEnabled', () => {
  it('is on only when DAMIERA_DEV_PAGES is 1', () => {
    expect(devPagesEnabled({})).toBe(false);
    expect(devPagesEnabled({ DAMIERA_DEV_PAGES: '0' })).toBe(false);
    expect(devPagesEnabled({ DAMIERA_DEV_PAGES: '1' })).toBe(true);
  });
});

describe('sitemapEntry', () => {
  const url = 'https://damiera.it/it/lezioni/';
  const head = `<link rel="canonical" href="${url}">
    <link rel="alternate" hreflang="it" href="https://damiera.it/it/lezioni/">
    <link href="https://damiera.it/en/lessons/" hreflang="en" rel="alternate">`;

  it('lists a page that is its own canonical, with the alternates it declares', () => {
    expect(sitemapEntry(url, page(head))).toEqual({
      links: [
        { lang: 'it', url: 'https://damiera.it/it/lezioni/' },
        { lang: 'en', url: 'https://damiera.it/en/lessons/' },
      ],
    });
  });

  it('leaves out a noindex page (the board harness)', () => {
    expect(sitemapEntry(url, page(`${head}<meta name="robots" content="noindex, nofollow">`))).toBeNull();
  });

  it("leaves out Astro's redirect pages, whose canonical is the target", () => {
    const redirect =
      '<!doctype html><title>Redirecting</title><meta http-equiv="refresh" content="0;url=/it/x/"><link rel="canonical" href="https://damiera.it/it/x/"><body></body>';
    expect(sitemapEntry('https://damiera.it/it/old/', redirect)).toBeNull();
  });

  it('leaves out a page without a canonical link (the root language chooser)', () => {
    expect(
      sitemapEntry('https://damiera.it/', page('<link rel="alternate" hreflang="x-default" href="/">')),
    ).toBeNull();
  });

  it('ignores links in the body', () => {
    const html = `<html><head><link rel="canonical" href="${url}"></head><body><link rel="alternate" hreflang="fr" href="https://damiera.it/fr/"></body></html>`;
    expect(sitemapEntry(url, html)).toEqual({ links: [] });
  });
});

describe('builtFile', () => {
  const out = new URL('file:///site/dist/');
  it('maps a page URL to its index.html in the directory build format', () => {
    expect(builtFile(out, 'https://damiera.it/').href).toBe('file:///site/dist/index.html');
    expect(builtFile(out, 'https://damiera.it/en/rules/compare/').href).toBe(
      'file:///site/dist/en/rules/compare/index.html',
    );
    expect(builtFile(out, 'https://damiera.it/en/play').href).toBe('file:///site/dist/en/play/index.html');
  });
});
