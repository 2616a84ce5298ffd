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

/**
 * What each reference file must hold, exactly: the number of positions from the table in
 * /work/shared/reference/README.md and the SHA-256 of the copy taken from there. A truncated file, a lost or
 * edited line fails the fixture test instead of quietly shrinking the oracle.
 */
export const REFERENCE_SIZES: Readonly<Record<string, { positions: number; sha256: string }>> = {
  'italian.jsonl': {
    positions: 1500,
    sha256: 'f58b5d1b2df837590e10eb95f53a7b32715744b84a279b20a665d40acbf0780a',
  },
  'italian-rule4.jsonl': {
    positions: 100,
    sha256: '9160b4f4bc3b21eda29ae795a9c5c126395dbee03e7ae0a00aaa8600d14a2c3e',
  },
  'international.jsonl': {
    positions: 1500,
    sha256: '589fca0922a751944d7b9d1d6e817417072d10f66fe3b6fb25c5f64221d231a5',
  },
  'english.jsonl': {
    positions: 1500,
    sha256: '2d32f63de89ff1578526900738001f2f1f987458742d724c0e8c68cd2953524e',
  },
};

/** The raw text of a reference file (for its checksum). */
export const referenceText = (file: string): string => fixture(`reference/positions/${file}`);

/**
 * Every position of a reference file, one per line. Strict, so that no line is skipped unseen: the file ends
 * with one newline, and every other line is a JSON object with a FEN, a list of move keys and a list of tags.
 */
export function referencePositions(file: string): ReferencePosition[] {
  return parseReferenceLines(referenceText(file), file);
}

/** The reader behind referencePositions, on any text (so a test can feed it a damaged copy). */
export function parseReferenceLines(text: string, file: string): ReferencePosition[] {
  if (!text.endsWith('\n')) throw new Error(`${file}: the last line has no newline (truncated?)`);
  return text
    .slice(0, -1)
    .split('\n')
    .map((line, i) => {
      const where = `${file} line ${i + 1}`;
      let r: Partial<ReferencePosition>;
      try {
        r = JSON.parse(line) as Partial<ReferencePosition>;
      } catch {
        throw new Error(`${where}: not JSON: ${JSON.stringify(line.slice(0, 80))}`);
      }
      const strings = (xs: unknown) => Array.isArray(xs) && xs.every((x) => typeof x === 'string');
      if (typeof r?.fen !== 'string' || !strings(r.moves) || !strings(r.tags))
        throw new Error(`${where}: not a {fen, moves, tags} record`);
      return r as ReferencePosition;
    });
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
