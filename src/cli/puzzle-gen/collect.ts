/**
 * Harvested puzzles into the collection: the tactics of a corpus run (corpus-run.ts) and the precedence
 * puzzles of its games (harvest-precedence.ts) merged into their set file
 * (src/content/puzzles/<variant>/<theme>.json) after the set's own puzzles, numbered on from them
 * (setfile.ts mergeSet). A puzzle whose position the set already has — exactly, or with the colours swapped
 * and the board turned (the same puzzle for the other side), or under the build's canonical key
 * (puzzle-key.ts) — is left out, as is one whose key another set of the collection holds (`taken`) and a
 * second one of the same position within the run, so writing the same run twice adds nothing the second
 * time. Each puzzle added is dressed again (a tactic's motif, the rating, the explanation), so the wording
 * is the generator's of today; redressSet does the same for the puzzles a set already holds
 * (npm run puzzles:redress).
 */
import { type PuzzleRecord, type PuzzleSet, toPuzzle } from '../../build/puzzles/schema';
import { canonicalPuzzleKey, makeFen, parseFen, VARIANTS, type VariantId } from '../../engine';
import { dressPrecedence } from './harvest-precedence';
import { dressTactic, type HarvestedPuzzle } from './harvest-tactics';
import { mergeSet } from './setfile';

/** The position with the colours swapped and the board turned 180°: the same puzzle for the other side. */
export function colourSwapFen(variant: VariantId, fen: string): string {
  const parsed = parseFen(VARIANTS[variant], fen);
  if (!parsed.ok) return fen;
  const pos = parsed.value;
  const n = pos.cells.length - 1;
  const cells = new Int8Array(pos.cells.length);
  for (let sq = 1; sq <= n; sq++) {
    const c = pos.cells[sq];
    cells[n + 1 - sq] = c === 0 ? 0 : (c & 4) | (c & 1 ? 2 : 1);
  }
  return makeFen({ ...pos, cells, turn: pos.turn === 'white' ? 'black' : 'white' });
}

/**
 * The puzzle's motif (a tactic's), rating and explanation read off it again (the wording may have changed
 * since).
 */
function redress(variant: VariantId, p: HarvestedPuzzle): HarvestedPuzzle {
  const start = parseFen(VARIANTS[variant], p.fen);
  if (!p.game || !start.ok) return p;
  const puzzle = toPuzzle({ id: 'harvested', ...p });
  return p.kind === 'precedence'
    ? dressPrecedence(start.value, puzzle, p.game, p.game.ply)
    : dressTactic(start.value, puzzle, p.game, p.game.ply);
}

/**
 * The set with every puzzle from a game (one with a `game` field) dressed again in place: same id, same
 * place, same line and claim, the motif, rating and explanation of today's generator. The set's own
 * puzzles (written by hand or by the position generator) are kept as they are. `changed` lists the ids
 * whose record is no longer the same.
 */
export function redressSet(set: PuzzleSet): { set: PuzzleSet; changed: string[] } {
  const changed: string[] = [];
  const puzzles = set.puzzles.map((p) => {
    if (!p.game) return p;
    const { id, ...rest } = p;
    const dressed: PuzzleRecord = { id, ...redress(set.variant, rest) };
    if (JSON.stringify(dressed) !== JSON.stringify(p)) changed.push(id);
    return dressed;
  });
  return { set: { ...set, puzzles }, changed };
}

/** The build's canonical key of a position (puzzle-key.ts), or the FEN itself when it does not read. */
export function puzzleKeyOf(variant: VariantId, fen: string): string {
  const pos = parseFen(VARIANTS[variant], fen);
  return pos.ok ? canonicalPuzzleKey(pos.value) : fen;
}

const keysOf = (variant: VariantId, fen: string) => [
  fen,
  colourSwapFen(variant, fen),
  puzzleKeyOf(variant, fen),
];

export interface CollectResult {
  readonly set: PuzzleSet;
  /** the puzzles added, numbered */
  readonly added: PuzzleRecord[];
  /** harvested puzzles left out as duplicates */
  readonly duplicates: number;
}

/** The set with the harvested puzzles that are new to it appended (see the file's comment). */
export function collectInto(
  variant: VariantId,
  existing: PuzzleSet | null,
  harvested: readonly HarvestedPuzzle[],
  /** canonical keys (puzzleKeyOf) of the rest of the collection: a harvested puzzle with one is left out */
  taken: ReadonlySet<string> = new Set(),
): CollectResult {
  const theme = harvested[0]?.theme ?? existing?.theme;
  if (!theme) throw new Error('collect: nothing to collect and no set to collect into');
  const seen = new Set<string>(taken);
  for (const p of existing?.puzzles ?? []) for (const k of keysOf(variant, p.fen)) seen.add(k);
  const fresh: HarvestedPuzzle[] = [];
  let duplicates = 0;
  for (const p of harvested) {
    if (p.theme !== theme) throw new Error(`collect: a ${p.theme} puzzle among ${theme} ones`);
    const keys = keysOf(variant, p.fen);
    if (keys.some((k) => seen.has(k))) {
      duplicates++;
      continue;
    }
    for (const k of keys) seen.add(k);
    fresh.push(redress(variant, p));
  }
  const set = mergeSet(variant, theme, existing, fresh);
  const added = set.puzzles.slice(set.puzzles.length - fresh.length);
  return { set, added, duplicates };
}
