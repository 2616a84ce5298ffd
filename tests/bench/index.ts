// Benchmark runner: imports every tests/bench/*.bench.ts module and runs its
// default export (a function, sync or async, that prints its own results).
// Add a benchmark by creating e.g. tests/bench/perft.bench.ts with
// `export default async function () { ... }`.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2); // optional name filters: `npm run bench -- perft`
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

if (files.length === 0) {
  console.log('no benchmarks yet');
} else {
  for (const file of files) {
    const mod: { default?: unknown } = await import(pathToFileURL(join(dir, file)).href);
    if (typeof mod.default !== 'function') {
      console.warn(`${file}: no default export function, skipped`);
      continue;
    }
    console.log(`\n## ${file.replace(/\.bench\.ts$/, '')}`);
    const start = performance.now();
    await mod.default();
    console.log(`(${file} took ${((performance.now() - start) / 1000).toFixed(2)} s)`);
  }
}
