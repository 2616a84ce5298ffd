/**
 * The architecture of docs/architecture.md, checked on the source itself: the layer table (read from the
 * document, so the two cannot drift apart), the engine's entries, and no import cycle between files.
 * Biome's noRestrictedImports says part of the same while editing; this test resolves every import to a
 * real path, so `./../x`-style detours are caught too.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileCycles, importGraph, layerViolations, type Rules, readLayers, specifiers } from './graph';

const ROOT = resolve(__dirname, '../../..');
const SRC = join(ROOT, 'src');
const FIXTURE = join(ROOT, 'tests/fixtures/architecture/src');

/**
 * The engine's modules that code outside the engine may import. Each one is a public entry for a reason:
 * the engine's index for what pages use at once; the AI's index for the worker and the CLI; and the
 * modules that pages load on demand, which the index would otherwise pull into the first load.
 */
const ENGINE_ENTRIES: Readonly<Record<string, string>> = {
  'engine/index.ts': 'the engine: rules, notation, game record, training checks, levels of play',
  'engine/ai/index.ts': 'the computer player (the AI worker, the CLI, the benchmarks)',
  'engine/endgame/index.ts': 'the endgame databases: generated and probed by the CLI, loaded on demand',
};

const layersOfSite = readLayers(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8'));
/** The folders the browser bundles (docs/architecture.md: "Outside code enters the engine…"). */
const BUNDLED = new Set(['model', 'i18n', 'browser', 'machines', 'components']);
const site: Rules = {
  layers: layersOfSite,
  engineEntries: new Set(Object.keys(ENGINE_ENTRIES)),
  bundled: BUNDLED,
};
const graph = importGraph(SRC);

describe('the layers of docs/architecture.md', () => {
  it('the table names every folder of src/ that holds code', () => {
    expect([...layersOfSite.keys()]).toEqual(
      expect.arrayContaining(['engine', 'machines', 'components', 'pages']),
    );
    const folders = new Set(graph.edges.map((e) => e.from.split('/')[0]).filter((f) => !f.includes('.')));
    for (const folder of folders) expect(layersOfSite.has(folder), `src/${folder} in the table`).toBe(true);
  });

  it('no file imports a folder below its own, nor the engine past its entries', () => {
    expect(graph.edges.length).toBeGreaterThan(500);
    expect(layerViolations(graph, site)).toEqual([]);
  });

  it('no import cycle between files', () => {
    expect(fileCycles(graph.edges)).toEqual([]);
  });
});

describe('the checker itself', () => {
  const fixture = importGraph(FIXTURE);
  const rules: Rules = {
    layers: readLayers(readFileSync(join(FIXTURE, 'layers.md'), 'utf8')),
    engineEntries: new Set(['engine/index.ts']),
    bundled: new Set(['components']),
  };

  it('sees every kind of import', () => {
    const source = [
      "import { a } from './movegen';",
      "import type { B } from '../machines/game';",
      "export * from './../components/board/Board';",
      "import 'xstate';",
      'const lazy = () => import("node:fs");',
    ].join('\n');
    expect(specifiers('x.ts', source)).toEqual([
      './movegen',
      '../machines/game',
      './../components/board/Board',
      'xstate',
      'node:fs',
    ]);
    expect(
      specifiers('X.astro', "---\nimport A from './A.astro';\n---\n<script>import './b';</script>"),
    ).toEqual(['./A.astro', './b']);
  });

  it('refuses a back arrow, a deep engine import, a package in the engine and Preact in a machine', () => {
    // components/ok.tsx, a bundled folder, may name engine/rules/deep.ts for a value, not for a type.
    expect(layerViolations(fixture, rules).sort()).toEqual(
      [
        'engine/rules/deep.ts: the engine imports the package xstate',
        'machines/m.ts: a machine imports preact',
        "machines/m.ts: imports ../engine/rules/deep, past the engine's entries (engine/index.ts)",
        'model/a.ts: imports ../machines/m (src/machines is below src/model)',
        "components/ok.tsx: imports ./../engine/rules/deep, past the engine's entries (engine/index.ts)",
      ].sort(),
    );
  });

  it('finds a cycle of type imports between two files', () => {
    expect(fileCycles(fixture.edges)).toEqual([['model/a.ts', 'model/b.ts']]);
  });
});
