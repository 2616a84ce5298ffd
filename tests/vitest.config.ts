import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

// Unit tests run through Astro's Vite config, so `astro:content` and friends resolve.
const root = fileURLToPath(new URL('..', import.meta.url));

export default getViteConfig({
  root,
  test: {
    root,
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
