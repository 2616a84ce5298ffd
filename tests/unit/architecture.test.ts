/**
 * The layers' import rule, `components → machines → engine` (README), checked on the source itself. Biome's
 * noRestrictedImports (biome.json overrides) says the same while editing; this test resolves every import
 * to a real path, so `./../x`-style detours and a lint config gone stale are caught too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');

/** Every module specifier of a source file: static imports, re-exports, `import type`, `import()`. */
function specifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

/** Where a specifier points: a path relative to src/ for relative and `~/` imports, else the package name. */
function target(file: string, spec: string): { kind: 'src' | 'outside' | 'package'; path: string } {
  if (spec.startsWith('~/')) return { kind: 'src', path: spec.slice(2) };
  if (spec.startsWith('.')) {
    const abs = resolve(dirname(file), spec);
    const rel = relative(SRC, abs);
    if (rel.startsWith('..')) return { kind: 'outside', path: relative(ROOT, abs) };
    return { kind: 'src', path: rel.split(sep).join('/') };
  }
  return { kind: 'package', path: spec };
}

/** Why an import breaks the layering, or null when it is allowed. `file` is absolute. */
function violation(file: string, spec: string): string | null {
  const layer = relative(SRC, file).split(sep)[0];
  const t = target(file, spec);
  if (layer === 'engine') {
    // Pure TypeScript: nothing but its own modules (no packages, no Node or DOM modules, no other layer).
    if (t.kind === 'src' && (t.path === 'engine' || t.path.startsWith('engine/'))) return null;
    return `the engine imports ${spec} (${t.kind === 'package' ? 'a package' : t.path})`;
  }
  if (layer === 'machines') {
    if (t.kind === 'src' && (t.path === 'components' || t.path.startsWith('components/')))
      return `a machine imports the components (${spec})`;
    if (t.kind === 'package' && (t.path === 'preact' || t.path.startsWith('preact/')))
      return `a machine imports the UI library (${spec})`;
    return null;
  }
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mts)$/.test(f))
    .map((f) => join(dir, f));
}

function violations(dir: string): string[] {
  const out: string[] = [];
  for (const file of sourceFiles(dir)) {
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      const v = violation(file, spec);
      if (v) out.push(`${relative(ROOT, file)}: ${v}`);
    }
  }
  return out;
}

describe('layering: components → machines → engine', () => {
  it('the engine imports nothing outside src/engine', () => {
    expect(sourceFiles(join(SRC, 'engine')).length).toBeGreaterThan(10);
    expect(violations(join(SRC, 'engine'))).toEqual([]);
  });

  it('the machines import no component and no UI library', () => {
    expect(sourceFiles(join(SRC, 'machines')).length).toBeGreaterThan(0);
    expect(violations(join(SRC, 'machines'))).toEqual([]);
  });

  it('the checker sees every kind of import and refuses what the rule forbids', () => {
    const source = [
      "import { a } from './movegen';",
      "import type { B } from '../machines/game';",
      "export * from './../components/board/Board';",
      "import 'xstate';",
      'const lazy = () => import("node:fs");',
    ].join('\n');
    expect(specifiers(source)).toEqual([
      './movegen',
      '../machines/game',
      './../components/board/Board',
      'xstate',
      'node:fs',
    ]);
    const engineFile = join(SRC, 'engine', 'ai', 'x.ts');
    expect(violation(engineFile, '../movegen')).toBeNull();
    expect(violation(engineFile, './board')).toBeNull();
    expect(violation(engineFile, '../../machines/game')).not.toBeNull();
    expect(violation(engineFile, '.././../i18n/ui')).not.toBeNull();
    expect(violation(engineFile, 'xstate')).not.toBeNull();
    expect(violation(engineFile, '~/lib/lessons')).not.toBeNull();
    const machineFile = join(SRC, 'machines', 'x.ts');
    expect(violation(machineFile, '../engine/index')).toBeNull();
    expect(violation(machineFile, 'xstate')).toBeNull();
    expect(violation(machineFile, './../components/board/Board')).not.toBeNull();
    expect(violation(machineFile, '~/components/play/PlayIsland')).not.toBeNull();
    expect(violation(machineFile, 'preact/hooks')).not.toBeNull();
  });
});
