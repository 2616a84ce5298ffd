#!/usr/bin/env node
/**
 * The start of the engine CLI (`npm run engine`): runs src/cli/engine.ts from one esbuild bundle of the
 * same sources, kept in node_modules/.cache/damiera/ (never committed), so a call costs a plain `node` start
 * instead of tsx compiling the TypeScript every time.
 *
 * The bundle is rebuilt when it may be stale: its stamp holds a hash of every source esbuild read (the
 * metafile's inputs), the file names of their folders (a new file can change how an import resolves),
 * tsconfig.json and this script (the build options). Uses only Node built-ins on the fast path; esbuild is
 * loaded only to rebuild.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const self = fileURLToPath(import.meta.url);
const root = join(dirname(self), '..', '..');
const ENTRY = 'src/cli/engine.ts';
const cacheDir = join(root, 'node_modules', '.cache', 'damiera');
const bundle = join(cacheDir, 'engine.mjs');
const stampFile = join(cacheDir, 'engine.stamp.json');

/** Contents of a file, or a marker when it is missing (so its appearing or vanishing changes the digest). */
function contents(file) {
  try {
    return readFileSync(file);
  } catch {
    return '\0missing';
  }
}

function listing(dir) {
  try {
    return readdirSync(dir).sort().join('\n');
  } catch {
    return '\0missing';
  }
}

/** One hash of everything the bundle depends on; `inputs` are paths relative to the root. */
function digest(inputs) {
  const hash = createHash('sha256');
  const part = (label, data) => hash.update(`${label}\0`).update(data).update('\0');
  part('launcher', contents(self));
  part('tsconfig.json', contents(join(root, 'tsconfig.json')));
  for (const input of inputs) part(input, contents(join(root, input)));
  for (const dir of [...new Set(inputs.map((i) => dirname(i)))].sort())
    part(`${dir}/`, listing(join(root, dir)));
  return hash.digest('hex');
}

function isFresh() {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return false;
  }
  if (!Array.isArray(stamp?.inputs) || typeof stamp.digest !== 'string') return false;
  return existsSync(bundle) && digest(stamp.inputs) === stamp.digest;
}

/** Write next to the target, then rename: a concurrent start never reads a half-written file. */
function writeAtomic(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

async function build() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Unexpected failures print a stack: map it back to the TypeScript lines. The map needs only the
    // line mappings, not a copy of the sources' text (a smaller map loads faster at each start).
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    // esbuild prints the errors (file, line, message) on stderr itself.
    logLevel: 'error',
  });
  const inputs = Object.keys(result.metafile.inputs).sort();
  mkdirSync(cacheDir, { recursive: true });
  // The map first, then the bundle that names it, then the stamp that declares the bundle fresh.
  const outputs = [...result.outputFiles].sort(
    (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
  );
  for (const out of outputs) writeAtomic(out.path, out.contents);
  writeAtomic(stampFile, `${JSON.stringify({ entry: ENTRY, inputs, digest: digest(inputs) }, null, 2)}\n`);
}

if (!isFresh()) {
  try {
    await build();
  } catch (e) {
    // A build error was already printed by esbuild; anything else (e.g. a read-only cache folder) says why.
    if (!(e && Array.isArray(e.errors)))
      process.stderr.write(`engine CLI: could not build ${bundle}: ${e}\n`);
    process.exit(1);
  }
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
