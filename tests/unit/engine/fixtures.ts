/** Test data shared by the engine tests: the reference sets copied from /work/shared/reference. */
import { readFileSync } from 'node:fs';
import { type Position, parseFenFor, type VariantId } from '../../../src/engine';

const fixture = (rel: string): string =>
  readFileSync(new URL(`../../fixtures/${rel}`, import.meta.url), 'utf8');

export interface PerftSource {
  readonly repo?: string;
  readonly path?: string;
  readonly commit?: string;
  readonly page?: string;
  readonly url?: string;
}

export interface PerftEntry {
  readonly variant: VariantId;
  readonly fen: string;
  readonly name?: string;
  readonly convention: 'unique' | 'duplicates_kept';
  readonly published?: boolean;
  readonly sources?: readonly PerftSource[];
  readonly perft: readonly { depth: number; count: number; verified_by?: readonly string[] }[];
}

export function perftEntries(): PerftEntry[] {
  const data = JSON.parse(fixture('reference/perft.json')) as {
    initial: PerftEntry[];
    positions: PerftEntry[];
  };
  return [...data.initial, ...data.positions];
}

/** Where a perft count comes from, for the test name. */
export function citation(e: PerftEntry): string {
  const s = e.sources?.[0];
  if (s?.repo) return `${s.repo} ${s.path}@${s.commit}`;
  if (s?.url) return s.url;
  const by = e.perft[0]?.verified_by ?? [];
  return `unpublished; ${by.join(', ')} agree`;
}

export interface ReferencePosition {
  readonly fen: string;
  readonly moves: readonly string[];
  readonly tags: readonly string[];
}

export const REFERENCE_FILES: ReadonlyArray<readonly [string, VariantId]> = [
  ['italian.jsonl', 'italian'],
  ['italian-rule4.jsonl', 'italian'],
  ['international.jsonl', 'international'],
  ['english.jsonl', 'english'],
];

export function referencePositions(file: string): ReferencePosition[] {
  return fixture(`reference/positions/${file}`)
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as ReferencePosition);
}

export interface RulesPosition {
  readonly id: string;
  readonly title: string;
  readonly variant: VariantId;
  readonly fen: string;
  readonly moves: readonly { pdn: string; path: number[]; captures: number[]; promotes: boolean }[];
}

export function rulesPositions(): RulesPosition[] {
  return (JSON.parse(fixture('rules-positions.json')) as { positions: RulesPosition[] }).positions;
}

/** Parse a FEN that the test data guarantees to be valid (lenient on piece counts, as the oracle sets need). */
export function position(variant: VariantId, fen: string): Position {
  const r = parseFenFor(variant, fen, { strict: false });
  if (!r.ok) throw new Error(`fixture FEN ${fen}: ${r.error.message}`);
  return r.value;
}

/** A small seeded PRNG (mulberry32), so random games are the same on every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
