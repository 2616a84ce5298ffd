/**
 * Probing: the tables loaded in this runtime (one per variant and piece count), and what they say about a
 * position. Loading takes bytes, never a path, so the same code serves Node (src/cli/endgame-cache.ts
 * reads and writes the cache) and a Web Worker (which fetches the files).
 */
import { legalMoves } from '../rules/movegen';
import { type Position, play } from '../rules/position';
import type { Move } from '../rules/types';
import { err, ok, type Result } from '../rules/types';
import type { VariantId } from '../rules/variants';
import { decodeTable, ENCODING_DTM, type EndgameFileError, type EndgameTable, slotValue } from './format';
import { MAX_PLIES, type SolvedTable } from './generate';
import { canonicalSlot, type Signature, slotOf } from './layout';

/** What the tables say about a position, for the side to move. */
export interface ProbeResult {
  readonly result: 'win' | 'draw' | 'loss';
  /**
   * plies to the end of the game with best play (the winner hurrying, the loser delaying), when the table
   * holds distances; absent for a draw and for a table of results only
   */
  readonly plies?: number;
}

/** The interface the search takes: a table probe, null when the position is not covered or not loaded. */
export type EndgameOracle = (pos: Position) => ProbeResult | null;

/** The piece counts the databases cover, by variant (every count from 2 up to this). */
export const ENDGAME_PIECES: Readonly<Record<VariantId, number>> = {
  italian: 4,
  english: 4,
  international: 3,
  brazilian: 0,
};

const tables = new Map<string, EndgameTable>();
const keyOf = (variant: VariantId, pieces: number) => `${variant}:${pieces}`;

/** Check a file's bytes and, if sound, use its table from now on (replacing one of the same kind). */
export function loadEndgameTable(
  bytes: Uint8Array,
  expect: { readonly variant?: VariantId; readonly pieces?: number } = {},
): Result<EndgameTable, EndgameFileError> {
  const decoded = decodeTable(bytes, expect);
  if (!decoded.ok) return err(decoded.error);
  useEndgameTable(decoded.value);
  return ok(decoded.value);
}

/** Use a checked table (loadEndgameTable's result, or tableFromSolved's). */
export function useEndgameTable(table: EndgameTable): void {
  tables.set(keyOf(table.variant, table.pieces), table);
  let list = byVariant.get(table.variant);
  if (!list) {
    list = [];
    byVariant.set(table.variant, list);
  }
  list[table.pieces] = table;
}

/** A freshly generated table, probed without going through a file (tests, the generator's own checks). */
export function tableFromSolved(variant: VariantId, solved: SolvedTable): EndgameTable {
  return {
    variant,
    pieces: solved.pieces,
    encoding: ENCODING_DTM,
    data: solved.values,
    solved: solved.solved,
  };
}

/** Forget every loaded table (tests). */
export function clearEndgameTables(): void {
  tables.clear();
  byVariant.clear();
}

/** The loaded table of a variant and piece count, if any. */
export function loadedEndgameTable(variant: VariantId, pieces: number): EndgameTable | undefined {
  return tables.get(keyOf(variant, pieces));
}

export function hasEndgameTable(variant: VariantId, pieces: number): boolean {
  return tables.has(keyOf(variant, pieces));
}

const DRAW: ProbeResult = Object.freeze({ result: 'draw' });
const WIN: ProbeResult = Object.freeze({ result: 'win' });
const LOSS: ProbeResult = Object.freeze({ result: 'loss' });

/** The answers with a distance, shared (probing allocates nothing): BY_PLIES[plies]. */
const BY_PLIES: readonly ProbeResult[] = Array.from({ length: MAX_PLIES + 1 }, (_, plies) =>
  Object.freeze({ result: plies & 1 ? 'win' : 'loss', plies } as const),
);

/** Loaded tables by variant and piece count, for the probe's hot path. */
const byVariant = new Map<VariantId, Array<EndgameTable | undefined>>();

/** The value of the position for the side to move; null when no loaded table covers it. */
export function probeEndgame(pos: Position): ProbeResult | null {
  const slot = canonicalSlot(pos);
  if (slot < 0) {
    // A side to move with no piece left has lost; every other position outside the layout is not covered.
    const own = pos.turn === 'white' ? 1 : 2;
    for (let sq = 1; sq < pos.cells.length; sq++) if (pos.cells[sq] & own) return null;
    return BY_PLIES[0];
  }
  const table = byVariant.get(pos.variant.id)?.[slotOf.pieces];
  if (!table || (table.solved && !table.solved[(slotOf.signature as Signature).id])) return null;
  const v = slotValue(table, slot);
  if (v === 0) return DRAW;
  if (table.encoding === ENCODING_DTM) return BY_PLIES[v - 1];
  return v === 1 ? WIN : LOSS;
}

/** The probe as an oracle for the search (bound to the loaded tables). */
export const endgameOracle: EndgameOracle = probeEndgame;

/** A position's value by the tables and a move that keeps it (the fastest win, the longest defence). */
export interface EndgameMove extends ProbeResult {
  /** null when the side to move has no legal move (a loss in 0) */
  readonly move: Move | null;
}

/**
 * How good a child is for the mover: a win in fewer plies first, a win of unknown length (a results-only
 * table) after every known one — a known length means a conversion into a smaller table, progress — then
 * a draw, then losses, the longest first.
 */
function rank(child: ProbeResult): number {
  if (child.result === 'loss') return child.plies === undefined ? 2000 : 3000 - child.plies;
  if (child.result === 'draw') return 0;
  return child.plies === undefined ? -2000 : -3000 + child.plies;
}

/**
 * The best move by the tables; null when the position or one of its children is not covered. Over a
 * results-only table the chosen winning move keeps the win but need not shorten it (see index.ts).
 */
export function probeEndgameMove(pos: Position): EndgameMove | null {
  const here = probeEndgame(pos);
  if (!here) return null;
  const moves = legalMoves(pos);
  if (moves.length === 0) return { ...here, move: null };
  let best: Move | null = null;
  let bestRank = Number.NEGATIVE_INFINITY;
  for (const m of moves) {
    const child = probeEndgame(play(pos, m));
    if (!child) return null;
    const r = rank(child);
    if (r > bestRank) {
      bestRank = r;
      best = m;
    }
  }
  return { ...here, move: best };
}
