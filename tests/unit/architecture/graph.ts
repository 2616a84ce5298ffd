/**
 * The import graph of a source tree, for the architecture test: every module specifier of every file
 * (static imports, re-exports, `import type`, `import()`, and the frontmatter and scripts of `.astro`
 * files), resolved to a file of the tree; then the layer rules of docs/architecture.md and the file cycles.
 * Pure over (root, files): the test runs it on src/ and on a small fixture tree that breaks every rule.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;
const TRY = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.astro', '.mdx', '.json', '/index.ts', '/index.tsx'];

/** Every module specifier of a file's text. */
export function specifiers(file: string, text: string): string[] {
  let code = text;
  if (file.endsWith('.astro')) {
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
    const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    code = [front, ...scripts].join('\n');
  }
  return ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName);
}

export interface Edge {
  /** paths relative to the tree's root, with `/` */
  readonly from: string;
  readonly to: string;
  readonly spec: string;
  /** `import type …` or `export type …`: erased from the JavaScript */
  readonly typeOnly: boolean;
}

/** The specifiers a file imports only as types (`import type { … } from 'x'`, `export type { … } from 'x'`). */
function typeOnlySpecs(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(
    /\b(?:import|export)\s+type\s+(?:\{[^}]*\}|\*\s+as\s+\w+|\w+)\s+from\s*['"]([^'"]+)['"]/g,
  ))
    out.add(m[1]);
  return out;
}

/** The files of a tree that can import (relative paths with `/`). */
export function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => SOURCE.test(f) && !f.endsWith('.d.ts'))
    .map((f) => f.split(sep).join('/'))
    .sort();
}

/** Where a relative specifier points inside the tree, or null (a package, or outside the tree). */
function resolveSpec(root: string, from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const bare = spec.split('?')[0];
  const base = resolve(root, dirname(from), bare);
  for (const ext of TRY) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      const rel = relative(root, candidate);
      return rel.startsWith('..') ? `../${rel}` : rel.split(sep).join('/');
    }
  }
  const rel = relative(root, base).split(sep).join('/');
  return rel.startsWith('..') ? `../${rel}` : rel;
}

/** Every import of the tree between its own files, plus the packages each file imports. */
export function importGraph(root: string): { edges: Edge[]; packages: Edge[] } {
  const edges: Edge[] = [];
  const packages: Edge[] = [];
  for (const from of sourceFiles(root)) {
    const text = readFileSync(join(root, from), 'utf8');
    const types = typeOnlySpecs(text);
    for (const spec of specifiers(from, text)) {
      const to = resolveSpec(root, from, spec);
      const typeOnly = types.has(spec);
      if (to === null) packages.push({ from, to: spec, spec, typeOnly });
      else edges.push({ from, to, spec, typeOnly });
    }
  }
  return { edges, packages };
}

/** The layer table of docs/architecture.md: folder → layer number. */
export function readLayers(markdown: string): Map<string, number> {
  const layers = new Map<string, number>();
  for (const m of markdown.matchAll(/^\| (\d+) \| `src\/([a-z0-9-]+)` \|/gm)) layers.set(m[2], Number(m[1]));
  return layers;
}

/** The folder of a path relative to src/ ('' for a file at the top). */
const folderOf = (path: string): string => (path.includes('/') ? path.slice(0, path.indexOf('/')) : '');

export interface Rules {
  readonly layers: ReadonlyMap<string, number>;
  /** the engine's modules that outside code may import, e.g. 'engine/index.ts' */
  readonly engineEntries: ReadonlySet<string>;
  /**
   * Folders whose code the browser bundles: their value imports may name an engine module directly, so a
   * page ships only the modules it uses (the index would bring the rest along). Their type imports, and
   * every import of other folders and of `.astro` files, go through the entries.
   */
  readonly bundled: ReadonlySet<string>;
}

/** Why each import breaks the layering (empty when none does). */
export function layerViolations(graph: { edges: Edge[]; packages: Edge[] }, rules: Rules): string[] {
  const out: string[] = [];
  for (const e of graph.edges) {
    const a = folderOf(e.from);
    const b = folderOf(e.to);
    if (e.to.startsWith('../')) {
      out.push(`${e.from}: imports ${e.spec}, outside src/`);
      continue;
    }
    // content.config.ts and env.d.ts are the top of the tree; a folder may use itself; styles are CSS.
    if (a === '' || a === b || b === 'styles') continue;
    const la = rules.layers.get(a);
    const lb = rules.layers.get(b);
    if (la === undefined) {
      out.push(`${e.from}: the folder src/${a} is not in the layer table`);
      continue;
    }
    if (b !== 'styles' && b !== '' && lb === undefined) {
      out.push(`${e.from}: imports ${e.spec}, in src/${b}, which is not in the layer table`);
      continue;
    }
    if (lb !== undefined && lb > la) out.push(`${e.from}: imports ${e.spec} (src/${b} is below src/${a})`);
    const direct = rules.bundled.has(a) && !e.typeOnly && !e.from.endsWith('.astro');
    if (b === 'engine' && a !== 'engine' && !rules.engineEntries.has(e.to) && !direct)
      out.push(
        `${e.from}: imports ${e.spec}, past the engine's entries (${[...rules.engineEntries].join(', ')})`,
      );
  }
  for (const p of graph.packages) {
    const a = folderOf(p.from);
    if (a === 'engine') out.push(`${p.from}: the engine imports the package ${p.spec}`);
    if (a === 'machines' && /^preact(\/|$)/.test(p.spec)) out.push(`${p.from}: a machine imports ${p.spec}`);
  }
  return out;
}

/** The import cycles between files: each strongly connected component of more than one file (or a file that imports itself). */
export function fileCycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (!next.has(e.from)) next.set(e.from, []);
    next.get(e.from)?.push(e.to);
  }
  // Tarjan's algorithm, iterative so a long chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  let counter = 0;
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; i: number }> = [{ node: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const succ = next.get(top.node) ?? [];
      if (top.i < succ.length) {
        const w = succ[top.i++];
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push({ node: w, i: 0 });
        } else if (onStack.has(w)) low.set(top.node, Math.min(low.get(top.node) ?? 0, index.get(w) ?? 0));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent) ?? 0, low.get(top.node) ?? 0));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let w: string | undefined;
        do {
          w = stack.pop();
          if (w === undefined) break;
          onStack.delete(w);
          component.push(w);
        } while (w !== top.node);
        const selfLoop = component.length === 1 && succ.includes(top.node);
        if (component.length > 1 || selfLoop) out.push(component.sort());
      }
    }
  }
  return out;
}
