/**
 * The proof of a puzzle collection, run once per build (src/build/puzzles/index.ts), in the unit tests and by
 * the generator: every puzzle proved by the engine (`provePuzzle`), ids unique across the collection, each
 * set in its variant's folder and each id carrying its variant's prefix, each puzzle's theme that of its set,
 * a puzzle from a game (`game`) at the position its game reaches after `ply` moves, and issue 20's checks of
 * the whole collection (collectionChecks: a precedence rule isolated, no duplicate position, the first-steps
 * cap). Problems name the file, the puzzle and the reason, so a broken puzzle fails `astro build` legibly.
 *
 * Proofs are cached by content: a puzzle's key is the hash of its variant and its engine-facing fields
 * (toPuzzle, and its game) in canonical JSON, salted with the proof budget, the tactic proof's version (PROOF_VERSION) and
 * the source of the engine modules a proof runs on. An unchanged collection is then not proved again on every build, and any change to the rules,
 * the solver or the proof itself proves everything again. The cache lives under node_modules/.cache, never
 * in git; a missing, unreadable or corrupted cache file only means proving again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import {
  canonicalPuzzleKey,
  isolatePrecedence,
  makeFen,
  PROOF_VERSION,
  parseFen,
  parseMoveText,
  play,
  provePuzzle,
  startPosition,
  VARIANTS,
  type VariantId,
} from '../../engine';
import { type PuzzleRecord, type PuzzleSet, toPuzzle } from './schema';

/**
 * Positions one proof may visit (all its searches together). A proof over budget is a rejection, never a
 * pass, so the budget bounds the time without making a proof unsound; the generator keeps well under it
 * (GENERATOR_MAX_NODES) so that every shipped puzzle proves with room to spare.
 */
export const PROOF_MAX_NODES = 1_000_000;

/** The id prefix of each variant's puzzles: "it-c1-0001". */
export const ID_PREFIX: Readonly<Record<VariantId, string>> = {
  italian: 'it',
  international: 'int',
  english: 'en',
  brazilian: 'br',
};

/** Where the proof cache lives by default (relative to the project root, the build's working directory). */
export const DEFAULT_CACHE_FILE = 'node_modules/.cache/damiera/puzzle-proofs.json';

export interface SetFile {
  /** the file, as shown in problems: "src/content/puzzles/italian/criterion-1.json" */
  readonly file: string;
  readonly set: PuzzleSet;
}

export interface ProveSetsOptions {
  /** cache proofs in this file (absolute or relative to the working directory); none when omitted */
  readonly cacheFile?: string;
  /** the proof budget per puzzle (default PROOF_MAX_NODES) */
  readonly maxNodes?: number;
  /** the engine's source folder, for the cache salt (default <cwd>/src/engine) */
  readonly engineDir?: string;
  /**
   * puzzles known to fail the proof, by id, held back from the collection rather than failing the build
   * (src/build/puzzles/excluded.json): such a puzzle that fails is reported in `excluded`, not as a
   * problem; one that proves is a problem (the list must stay true; see also `unknownExclusions`)
   */
  readonly excluded?: Readonly<Record<string, Exclusion>>;
}

/** Why a puzzle is held back: the tactic proof's code and its reason, as the audit found them. */
export interface Exclusion {
  readonly code: string;
  readonly reason: string;
}

export interface ExcludedPuzzle {
  readonly file: string;
  readonly id: string;
  /** the proof's reason today */
  readonly reason: string;
}

export interface ProveSetsResult {
  /** "file: id: reason", in collection order; empty when the whole collection is sound */
  readonly problems: string[];
  readonly puzzles: number;
  /** puzzles proved in this call */
  readonly proved: number;
  /** puzzles whose proof was found in the cache */
  readonly cached: number;
  /** puzzles of the exclusion list that fail the proof: not part of the served collection */
  readonly excluded: ExcludedPuzzle[];
  /** every puzzle that fails the proof or a collection check, with its code (for the audit's --write) */
  readonly failures: CollectionFailure[];
  /** per set: how many first-steps puzzles, from games, and whether the first-steps cap holds */
  readonly tiers: TierRow[];
}

/** A puzzle that fails a check: `code` is the proof's, 'game', 'isolation:<code>' or 'duplicate'. */
export interface CollectionFailure {
  readonly file: string;
  readonly id: string;
  readonly code: string;
  readonly reason: string;
}

export interface TierRow {
  readonly file: string;
  /** puzzles that pass every check */
  readonly served: number;
  readonly firstSteps: number;
  readonly fromGames: number;
  /** at most a fifth of the served puzzles are first-steps (else the build fails) */
  readonly capHolds: boolean;
}

/** The first-steps tier is at most this share of a theme (issue 20). */
export const FIRST_STEPS_SHARE = 1 / 5;

/**
 * The checks of issue 20 beyond each puzzle's proof (a game that leads elsewhere is a proof failure, see
 * gameProblem), over the whole collection in order: a precedence puzzle isolates its rule (isolation.ts); no
 * two puzzles share a canonical key (puzzle-key.ts) — the first one served keeps it, a later one is the
 * duplicate. Puzzles in `rejected` (failing their proof) are skipped and take no key. Also counts the
 * first-steps tier per set: more than a fifth of a set's served puzzles (FIRST_STEPS_SHARE) is a set problem
 * (`npm run puzzles:first-steps` marks at most that many).
 */
export function collectionChecks(
  sets: readonly SetFile[],
  rejected: ReadonlySet<string>,
): { failures: CollectionFailure[]; tiers: TierRow[]; setProblems: string[] } {
  const failures: CollectionFailure[] = [];
  const tiers: TierRow[] = [];
  const setProblems: string[] = [];
  const keys = new Map<string, string>();
  for (const { file, set } of sets) {
    let served = 0;
    let firstSteps = 0;
    let fromGames = 0;
    for (const record of set.puzzles) {
      if (rejected.has(record.id)) continue;
      const fail = (code: string, reason: string) => failures.push({ file, id: record.id, code, reason });
      const pos = parseFen(VARIANTS[set.variant], record.fen);
      if (!pos.ok) continue;
      if (record.kind === 'precedence') {
        const v = isolatePrecedence(pos.value, record.theme, record.tempting);
        if (!v.ok) {
          fail(`isolation:${v.code}`, `the rule is not isolated (${v.code}): ${v.reason}`);
          continue;
        }
      }
      const key = canonicalPuzzleKey(pos.value);
      const first = keys.get(key);
      if (first !== undefined) {
        fail('duplicate', `the same position as ${first} (colour swap, board mirror or diagonal shift)`);
        continue;
      }
      keys.set(key, record.id);
      served++;
      if (record.tier === 'first-steps') firstSteps++;
      if (record.game) fromGames++;
    }
    const cap = Math.floor(served * FIRST_STEPS_SHARE);
    const capHolds = firstSteps <= cap;
    tiers.push({ file, served, firstSteps, fromGames, capHolds });
    if (!capHolds)
      setProblems.push(
        `${file}: ${firstSteps} of its ${served} served puzzles are first-steps, more than a fifth (at most ${cap}): run \`npm run puzzles:first-steps\``,
      );
  }
  return { failures, tiers, setProblems };
}

/** JSON with object keys sorted at every level, so equal content always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A hash of the engine source a proof depends on: every module under src/engine except the AI (a proof uses
 * the rules, the explanations and training/, never the computer player). Null when the sources cannot be
 * read (a bundled build run from elsewhere): then nothing is cached.
 */
export function engineSalt(engineDir = join(process.cwd(), 'src', 'engine')): string | null {
  try {
    const files = readdirSync(engineDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.split(sep).includes('ai'))
      .sort();
    if (files.length === 0) return null;
    const h = createHash('sha256');
    for (const f of files)
      h.update(f)
        .update('\0')
        .update(readFileSync(join(engineDir, f)))
        .update('\0');
    return h.digest('hex');
  } catch {
    return null;
  }
}

/**
 * The salt of every cache key: the engine's source, the budget and the proof's version, so a proof answered
 * from the cache is one the current engine, budget and checks would give.
 */
export function proofSalt(engine: string, maxNodes: number, version = PROOF_VERSION): string {
  return sha256(`${engine}:${maxNodes}:proof-v${version}`);
}

/**
 * The cache key of one puzzle: what its proof reads, nothing else (not its rating or explanation) — the
 * engine's puzzle and, for a puzzle from a game, the game it is checked against.
 */
export function puzzleKey(variant: VariantId, record: PuzzleRecord): string {
  return sha256(
    canonicalJson({ variant, puzzle: toPuzzle(record), ...(record.game ? { game: record.game } : {}) }),
  );
}

/**
 * Why a puzzle's game does not lead to its position, or null when it does: every move of the game legal
 * from the variant's start, and the position after the first `ply` of them the puzzle's own (side to move
 * included).
 */
export function gameProblem(variant: VariantId, record: PuzzleRecord): string | null {
  const game = record.game;
  if (!game) return null;
  if (game.ply >= game.moves.length)
    return `the game ${game.id} has ${game.moves.length} moves: the puzzle's position (ply ${game.ply}) must have a move after it`;
  const want = parseFen(VARIANTS[variant], record.fen);
  if (!want.ok) return null; // the proof names a bad FEN
  let pos = startPosition(VARIANTS[variant]);
  for (let i = 0; i < game.moves.length; i++) {
    if (i === game.ply && makeFen(pos) !== makeFen(want.value))
      return `the game ${game.id} reaches ${makeFen(pos)} after ${game.ply} moves, not the puzzle's position`;
    const r = parseMoveText(pos, game.moves[i]);
    if (!r.ok)
      return `the game ${game.id}: move ${i + 1}, ${game.moves[i]}, is not legal: ${r.error.message}`;
    pos = play(pos, r.value);
  }
  return null;
}

interface CacheData {
  readonly v: 1;
  readonly salt: string;
  /** keys of puzzles proved sound under this salt */
  readonly proved: string[];
}

function readCache(file: string, salt: string): Set<string> {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheData>;
    if (data.v !== 1 || data.salt !== salt || !Array.isArray(data.proved)) return new Set();
    return new Set(data.proved.filter((k) => typeof k === 'string'));
  } catch {
    return new Set();
  }
}

function writeCache(file: string, salt: string, proved: Iterable<string>): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const data: CacheData = { v: 1, salt, proved: [...proved].sort() };
    // Written aside and renamed, so a build stopped halfway never leaves a truncated cache.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(data));
    renameSync(tmp, file);
  } catch {
    // A read-only or missing node_modules only costs the next build a full proof.
  }
}

/** The variant folder a set file sits in (…/puzzles/<variant>/<name>.json), if the path shows one. */
function folderVariant(file: string): string | null {
  const parts = file.split(/[\\/]/);
  return parts.length >= 2 ? parts[parts.length - 2] : null;
}

/** Prove every puzzle of every set, and check the collection as a whole. */
export function proveSets(sets: readonly SetFile[], options: ProveSetsOptions = {}): ProveSetsResult {
  const maxNodes = options.maxNodes ?? PROOF_MAX_NODES;
  const engine = options.cacheFile ? engineSalt(options.engineDir) : null;
  const salt = engine === null ? null : proofSalt(engine, maxNodes);
  const exclusions = options.excluded ?? {};
  const excluded: ExcludedPuzzle[] = [];
  const cache = options.cacheFile && salt ? readCache(options.cacheFile, salt) : new Set<string>();
  const sound = new Set<string>();
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const order: { file: string; id: string; held: boolean; problem: (reason: string) => void }[] = [];
  const proofFailures = new Map<string, CollectionFailure>();
  let puzzles = 0;
  let proved = 0;
  let cached = 0;

  for (const { file, set } of sets) {
    const variant = VARIANTS[set.variant];
    const folder = folderVariant(file);
    if (folder !== null && folder !== set.variant && folder in VARIANTS)
      problems.push(`${file}: the set is for ${set.variant} but sits in the ${folder} folder`);
    const prefix = `${ID_PREFIX[set.variant]}-`;
    for (const record of set.puzzles) {
      puzzles++;
      const problem = (reason: string) => problems.push(`${file}: ${record.id}: ${reason}`);
      const other = seen.get(record.id);
      if (other !== undefined) problem(`the id is already used in ${other}`);
      else seen.set(record.id, file);
      if (!record.id.startsWith(prefix))
        problem(`a ${set.variant} puzzle's id starts with "${prefix}" (the set's variant)`);
      if (record.theme !== set.theme)
        problem(`the theme is ${record.theme}, but the set is ${set.theme} (one theme per set)`);

      const key = puzzleKey(set.variant, record);
      const held = Object.hasOwn(exclusions, record.id);
      order.push({ file, id: record.id, held, problem });
      if (cache.has(key)) {
        cached++;
        sound.add(key);
        continue;
      }
      proved++;
      // A game that does not lead to the puzzle's position fails like a proof (gameProblem, above).
      const wrongGame = gameProblem(set.variant, record);
      const proof: ReturnType<typeof provePuzzle> = wrongGame
        ? { ok: false, id: record.id, ply: null, reason: wrongGame }
        : provePuzzle(variant, toPuzzle(record), { maxNodes });
      if (proof.ok) sound.add(key);
      else
        proofFailures.set(`${file}\0${record.id}`, {
          file,
          id: record.id,
          code: wrongGame ? 'game' : (proof.code ?? 'precedence'),
          reason: proof.reason,
        });
    }
  }

  const checks = collectionChecks(sets, new Set([...proofFailures.values()].map((f) => f.id)));
  problems.push(...checks.setProblems);
  const checkFailures = new Map(checks.failures.map((f) => [`${f.file}\0${f.id}`, f]));
  const failures: CollectionFailure[] = [];
  for (const { file, id, held, problem } of order) {
    const f = proofFailures.get(`${file}\0${id}`) ?? checkFailures.get(`${file}\0${id}`);
    if (f) failures.push(f);
    if (held) {
      if (!f)
        problem(
          'proves, but is on the exclusion list (src/build/puzzles/excluded.json): run `npm run puzzles:audit -- --write`',
        );
      else excluded.push({ file, id, reason: f.reason });
    } else if (f) problem(f.reason);
  }

  // Only this collection's proofs are kept, so the file does not grow with every edit.
  if (
    options.cacheFile &&
    salt &&
    (proved > 0 || sound.size !== cache.size || !existsSync(options.cacheFile))
  )
    writeCache(options.cacheFile, salt, sound);
  return { problems, puzzles, proved, cached, excluded, failures, tiers: checks.tiers };
}

/** Ids on the exclusion list that no puzzle of the whole collection has: a stale list is a problem too. */
export function unknownExclusions(
  sets: readonly SetFile[],
  exclusions: Readonly<Record<string, Exclusion>>,
): string[] {
  const ids = new Set(sets.flatMap((s) => s.set.puzzles.map((p) => p.id)));
  return Object.keys(exclusions)
    .filter((id) => !ids.has(id))
    .map(
      (id) =>
        `src/build/puzzles/excluded.json: ${id}: no such puzzle in the collection: run \`npm run puzzles:audit -- --write\``,
    );
}
