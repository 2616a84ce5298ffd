/// <reference types="vitest/config" />
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
    // Vitest's 5 s default is a timed test in disguise: on a loaded 2-core machine the engine's heavier
    // property and search tests can take longer without anything being wrong. Speed belongs in the benchmarks.
    testTimeout: 60_000,
  },
});
