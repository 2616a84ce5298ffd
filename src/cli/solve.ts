/**
 * `solve --variant <v> [--fen <fen>] [--movetime <ms>]`: the value of positions for the side to move, one
 * JSON line each — the FEN given, or PDN FENs on stdin, one per line (blank lines skipped):
 *
 *   {"fen":"W:WK10:BK28","result":"draw","best":"10-14","source":"db"}
 *   {"fen":"…","result":"win","plies":7,"best":"22x13","source":"db"}
 *
 * Positions the endgame databases cover are answered from them (generated on first need and cached, see
 * endgame-cache.ts); `plies` is the distance to the end of the game when the table holds it. Others are
 * searched for `--movetime` ms (default 1000): a win or loss only when the search proves it (`plies` then
 * its length, with the draw counts starting at zero), otherwise "unknown". `best` is the move in PDN, null
 * when the side to move has no legal move. A bad line gets `{"fen","error":{"code","message"}}` and the
 * command goes on with the next.
 */
import { createInterface } from 'node:readline';
import { legalMoves, makeMoveText, type Position, parseFen, type Variant } from '../engine';
import { MATE, MATE_BOUND, Searcher } from '../engine/ai';
import { ENDGAME_PIECES, probeEndgameMove } from '../engine/endgame';
import { type Io, options, UsageError, variantOption } from './args';
import { ensureEndgameTablesFor } from './endgame-cache';

export const usage = 'solve --variant <v> [--fen <fen>] [--movetime <ms>]';
export const summary =
  'win, draw or loss for the side to move (endgame databases, else a search); FENs on stdin without --fen';

export interface SolveRecord {
  readonly fen: string;
  readonly result?: 'win' | 'draw' | 'loss' | 'unknown';
  readonly plies?: number;
  readonly best?: string | null;
  readonly source?: 'db' | 'search';
  readonly error?: { readonly code: string; readonly message: string };
}

function pieceCount(pos: Position): number {
  let n = 0;
  for (let sq = 1; sq < pos.cells.length; sq++) if (pos.cells[sq]) n++;
  return n;
}

/** The record of one position: the databases when they cover it, else a search of `movetime` ms. */
export function solvePosition(
  pos: Position,
  fen: string,
  movetime: number,
  searcher: Searcher,
  log?: (line: string) => void,
): SolveRecord {
  const n = pieceCount(pos);
  if (n <= ENDGAME_PIECES[pos.variant.id]) {
    ensureEndgameTablesFor(pos.variant.id, n, { log });
    const db = probeEndgameMove(pos);
    if (db) {
      return {
        fen,
        result: db.result,
        ...(db.plies !== undefined ? { plies: db.plies } : {}),
        best: db.move ? makeMoveText(pos, db.move) : null,
        source: 'db',
      };
    }
  }
  if (legalMoves(pos).length === 0) return { fen, result: 'loss', plies: 0, best: null, source: 'search' };
  const { info, best } = searcher.search(
    pos,
    { depth: 100, movetime, nodes: Number.POSITIVE_INFINITY, margin: 0, searchForced: true },
    { gameCounts: new Map() },
  );
  const move = best ?? info.pv[0] ?? null;
  const proven = Math.abs(info.score) >= MATE_BOUND;
  return {
    fen,
    result: proven ? (info.score > 0 ? 'win' : 'loss') : 'unknown',
    ...(proven ? { plies: MATE - Math.abs(info.score) } : {}),
    best: move ? makeMoveText(pos, move) : null,
    source: 'search',
  };
}

/** One input line's record: a parse error, or the position solved. */
export function solveLine(
  variant: Variant,
  fen: string,
  movetime: number,
  searcher: Searcher,
  log?: (line: string) => void,
): SolveRecord {
  const parsed = parseFen(variant, fen, { strict: false });
  if (!parsed.ok) return { fen, error: { code: parsed.error.code, message: parsed.error.message } };
  return solvePosition(parsed.value, fen, movetime, searcher, log);
}

export async function run(args: string[], io: Io): Promise<number> {
  const values = options(args, ['variant', 'fen', 'movetime']);
  const variant = variantOption(values);
  let movetime = 1000;
  if (values.movetime !== undefined) {
    movetime = Number(values.movetime);
    if (!Number.isInteger(movetime) || movetime < 1 || movetime > 3_600_000)
      throw new UsageError('--movetime must be a whole number from 1 to 3600000.');
  }
  const searcher = new Searcher(18);
  const log = (line: string) => io.stderr.write(`${line}\n`);
  const answer = (fen: string) =>
    io.stdout.write(`${JSON.stringify(solveLine(variant, fen.trim(), movetime, searcher, log))}\n`);
  if (values.fen !== undefined) {
    answer(values.fen);
    return 0;
  }
  const lines = createInterface({ input: io.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    answer(line);
  }
  return 0;
}
