// @ts-check
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { defineConfig } from 'astro/config';

// Italian and English are both first-class: every page lives under /it/ or /en/,
// and the root page offers the choice (src/pages/index.astro).
export default defineConfig({
  site: 'https://damiera.example',
  trailingSlash: 'ignore',
  integrations: [preact(), mdx()],
  i18n: {
    locales: ['it', 'en'],
    defaultLocale: 'it',
    routing: {
      prefixDefaultLocale: true,
      // The root page is our own language chooser, not an automatic redirect.
      redirectToDefaultLocale: false,
    },
  },
  prefetch: false,
});
