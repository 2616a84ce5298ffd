/**
 * The endgame databases on disk (Node only): generated on first need, kept under
 * node_modules/.cache/damiera/endgame/<engine version>/<variant>-<pieces>.bin, never in git.
 *
 * The engine version is a hash of the sources the tables depend on — every module under src/engine but the
 * AI and training/ (the rules, the notation they are written in, and endgame/ itself) — and of the file
 * format version, so any change to the rules or the generator builds them again (as the puzzle proofs are
 * salted, src/build/puzzles/prove.ts). A file that fails its checks (format.ts: magic, version, variant,
 * size, checksum) is reported with its coded error, rebuilt and written again; it is never trusted.
 * Files are written aside and renamed, so a build stopped halfway leaves no truncated file behind.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { VARIANTS, type VariantId } from '../engine';
import {
  ENCODING_DTM,
  ENCODING_WDL,
  ENDGAME_FORMAT_VERSION,
  ENDGAME_PIECES,
  type EndgameFileError,
  encodeTable,
  generateEndgame,
  hasEndgameTable,
  loadEndgameTable,
  loadedEndgameTable,
  type SolvedTable,
  variantLayout,
} from '../engine/endgame';

/** The variants that have databases. */
export const ENDGAME_VARIANTS = (Object.keys(ENDGAME_PIECES) as VariantId[]).filter(
  (v) => ENDGAME_PIECES[v] >= 2,
);

/**
 * A hash of the engine sources the tables depend on, with the format version; null when they cannot be
 * read (a bundle run from elsewhere): then nothing is cached.
 */
export function endgameSalt(engineDir = join(process.cwd(), 'src', 'engine')): string | null {
  try {
    const files = readdirSync(engineDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .filter((f) => {
        const top = f.split(sep)[0];
        return top !== 'ai' && top !== 'training';
      })
      .sort();
    if (files.length === 0) return null;
    const h = createHash('sha256').update(`format ${ENDGAME_FORMAT_VERSION}\0`);
    for (const f of files)
      h.update(f)
        .update('\0')
        .update(readFileSync(join(engineDir, f)))
        .update('\0');
    return h.digest('hex').slice(0, 16);
  } catch {
    return null;
  }
}

/**
 * The cache folder of this engine version (null when the version cannot be computed). The environment
 * variable DAMIERA_ENDGAME_DIR names another folder (tests).
 */
export function endgameCacheDir(root = process.cwd()): string | null {
  const override = process.env.DAMIERA_ENDGAME_DIR;
  if (override) return override;
  const salt = endgameSalt(join(root, 'src', 'engine'));
  return salt === null ? null : join(root, 'node_modules', '.cache', 'damiera', 'endgame', salt);
}

export const tableFileName = (variant: VariantId, pieces: number) => `${variant}-${pieces}.bin`;

/** Write next to the target, then rename: a concurrent reader never sees a half-written file. */
function writeAtomic(file: string, data: Uint8Array): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

export interface EnsureOptions {
  /** the cache folder (default: endgameCacheDir()); null generates in memory without caching */
  readonly dir?: string | null;
  /** generate again even when the files are sound */
  readonly force?: boolean;
  /** progress and refusals, one line each */
  readonly log?: (line: string) => void;
  /** cover at most this many pieces (default: ENDGAME_PIECES; tests use fewer, for speed) */
  readonly maxPieces?: number;
}

export interface EnsureResult {
  readonly variant: VariantId;
  /** tables read from the cache */
  readonly cached: number;
  /** tables generated in this call */
  readonly generated: number;
  /** seconds spent generating (0 when everything was cached) */
  readonly seconds: number;
  /** files refused (damaged, another version): each was rebuilt */
  readonly refused: ReadonlyArray<{ readonly file: string; readonly error: EndgameFileError }>;
}

/** Every table of a variant loaded for probing: read from the cache, or generated (and cached). */
export function ensureEndgameTables(variant: VariantId, options: EnsureOptions = {}): EnsureResult {
  const max = Math.min(ENDGAME_PIECES[variant], options.maxPieces ?? Number.POSITIVE_INFINITY);
  const dir = options.dir === undefined ? endgameCacheDir() : options.dir;
  const refused: Array<{ file: string; error: EndgameFileError }> = [];
  let cached = 0;
  if (dir !== null && !options.force) {
    for (let n = 2; n <= max; n++) {
      const file = join(dir, tableFileName(variant, n));
      let bytes: Uint8Array;
      try {
        bytes = readFileSync(file);
      } catch {
        break; // not built yet
      }
      const loaded = loadEndgameTable(bytes, { variant, pieces: n });
      if (!loaded.ok) {
        refused.push({ file, error: loaded.error });
        options.log?.(`endgame: ${file} refused (${loaded.error.code}): ${loaded.error.message} Rebuilding.`);
        break;
      }
      cached++;
    }
    if (cached === max - 1) {
      return { variant, cached, generated: 0, seconds: 0, refused };
    }
  }
  const start = performance.now();
  options.log?.(`endgame: generating ${variant} tables up to ${max} pieces…`);
  const tables = generateEndgame(VARIANTS[variant], { maxPieces: max });
  const seconds = (performance.now() - start) / 1000;
  if (dir !== null) mkdirSync(dir, { recursive: true });
  for (let n = 2; n <= max; n++) {
    const bytes = encodeTable(variant, tables[n] as SolvedTable, ENCODING_DTM);
    const loaded = loadEndgameTable(bytes, { variant, pieces: n });
    if (!loaded.ok) throw new Error(`endgame: a fresh table fails its own check (${loaded.error.code})`);
    if (dir !== null) {
      try {
        writeAtomic(join(dir, tableFileName(variant, n)), bytes);
      } catch (e) {
        options.log?.(`endgame: could not cache ${variant}-${n}: ${(e as Error).message}`);
      }
    }
  }
  options.log?.(`endgame: ${variant} generated in ${seconds.toFixed(1)} s`);
  return { variant, cached: 0, generated: max - 1, seconds, refused };
}

/**
 * The tables of a variant up to `pieces` pieces loaded, unless they already are (the CLI's lazy loading:
 * a 3-piece question never waits for the 4-piece table).
 */
export function ensureEndgameTablesFor(
  variant: VariantId,
  pieces: number,
  options: EnsureOptions = {},
): void {
  const max = Math.min(ENDGAME_PIECES[variant], pieces);
  let loaded = true;
  for (let n = 2; n <= max; n++) if (!hasEndgameTable(variant, n)) loaded = false;
  if (max < 2 || loaded) return;
  ensureEndgameTables(variant, { ...options, maxPieces: max });
}

/**
 * The files as the browser would fetch them, from the tables loaded (ensureEndgameTables first): distances
 * up to 3 pieces, results only for 4 (the size budget, docs/engine.md).
 */
export function browserFiles(variant: VariantId): Array<{ name: string; bytes: Uint8Array }> {
  const out: Array<{ name: string; bytes: Uint8Array }> = [];
  for (let n = 2; n <= ENDGAME_PIECES[variant]; n++) {
    const t = loadedEndgameTable(variant, n);
    if (!t || t.encoding !== ENCODING_DTM)
      throw new Error(`endgame: ${variant}-${n} is not loaded with distances`);
    const solved: SolvedTable = {
      pieces: n,
      values: t.data,
      solved: new Uint8Array(slotSignatures(variant, n)).fill(1),
    };
    out.push({
      name: tableFileName(variant, n),
      bytes: encodeTable(variant, solved, n >= 4 ? ENCODING_WDL : ENCODING_DTM),
    });
  }
  return out;
}

const slotSignatures = (variant: VariantId, n: number) =>
  variantLayout(VARIANTS[variant]).byPieces[n].signatures.length;
