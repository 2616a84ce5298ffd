/**
 * Positions. A Position is a value: an engine function given a position returns it as it found it (`play`
 * returns a new one). Not untouched, though: the capture search (movegen.ts) blanks the moving piece's
 * square in the cells it is given and restores it before returning. Everything else that makes and unmakes
 * moves works on a private copy: perft's scratch position, the bitboard walker's cell array, the AI's
 * SearchBoard (ai/board.ts); applyToCells/undoOnCells below change a cell array in place for them. Those
 * modules also keep module-level scratch state, so their functions are not re-entrant: one call must end
 * before the next starts. Only the AI calls outside code during a call (its onInfo and shouldStop
 * callbacks), and each Web Worker loads its own copy of the modules.
 */

import type { Color, Move, Piece, Square } from './types';
import { isPromotionSquare, type Variant } from './variants';

/** Cell codes: colour bits plus a king bit. 0 = empty. */
export const WHITE = 1;
export const BLACK = 2;
export const KING = 4;
export const WHITE_MAN = WHITE;
export const BLACK_MAN = BLACK;
export const WHITE_KING = WHITE | KING;
export const BLACK_KING = BLACK | KING;

export interface Position {
  readonly variant: Variant;
  /** side to move */
  readonly turn: Color;
  /** cells[square] = cell code (index 0 unused). Treat as read-only. */
  readonly cells: Int8Array;
}

export const colorCode = (c: Color): number => (c === 'white' ? WHITE : BLACK);
/** The colour of a non-empty cell code (use colorOf when the cell may be empty). */
export const codeColor = (code: number): Color => (code & WHITE ? 'white' : 'black');

// Predicates on cell codes, so that no other module tests colour or king bits with raw numbers. They are
// one-liners the JIT inlines; hot loops may still copy WHITE/BLACK/KING into module-local constants.
export const isWhite = (code: number): boolean => (code & WHITE) !== 0;
export const isBlack = (code: number): boolean => (code & BLACK) !== 0;
export const isKing = (code: number): boolean => (code & KING) !== 0;
/** The colour of the piece on a cell, or null when the cell is empty. */
export const colorOf = (code: number): Color | null =>
  code & WHITE ? 'white' : code & BLACK ? 'black' : null;

/**
 * A quiet king move: no capture, no man moved. It is the only kind of move after which an earlier position
 * can come back, and the only kind the draw counts go on counting; any other move restarts them
 * [FID-10old; WCDF 1.32.2; FMJD 6.2]. `piece` is the code of the moving piece, read before or after the move:
 * a crowning move is a man's move either way.
 */
export function isReversible(move: Move, piece: number): boolean {
  return move.captures.length === 0 && !move.promotes && (piece & KING) !== 0;
}

export function pieceCode(p: Piece): number {
  return colorCode(p.color) | (p.role === 'king' ? KING : 0);
}

export function codePiece(code: number): Piece | undefined {
  if (!code) return undefined;
  return { color: codeColor(code), role: code & KING ? 'king' : 'man' };
}

export function emptyPosition(variant: Variant, turn: Color = variant.rules.firstMover): Position {
  return { variant, turn, cells: new Int8Array(variant.geometry.squares + 1) };
}

export function pieceAt(pos: Position, sq: Square): Piece | undefined {
  if (!Number.isInteger(sq) || sq < 1 || sq > pos.variant.geometry.squares) return undefined;
  return codePiece(pos.cells[sq]);
}

/** All pieces as [square, piece] pairs, in square order. */
export function pieces(pos: Position): Array<[Square, Piece]> {
  const out: Array<[Square, Piece]> = [];
  for (let sq = 1; sq < pos.cells.length; sq++) {
    const p = codePiece(pos.cells[sq]);
    if (p) out.push([sq, p]);
  }
  return out;
}

export function countPieces(pos: Position, color: Color): { men: number; kings: number } {
  const c = colorCode(color);
  let men = 0;
  let kings = 0;
  for (let sq = 1; sq < pos.cells.length; sq++) {
    const v = pos.cells[sq];
    if (v & c) {
      if (v & KING) kings++;
      else men++;
    }
  }
  return { men, kings };
}

/** Apply a legal move and return the new position (the move is trusted: check legality first). */
export function play(pos: Position, move: Move): Position {
  const cells = pos.cells.slice();
  applyToCells(cells, move);
  return { variant: pos.variant, turn: pos.turn === 'white' ? 'black' : 'white', cells };
}

/** Low-level make on a cell array; returns the codes of the captured pieces (for unmake). */
export function applyToCells(cells: Int8Array, move: Move): number[] {
  const moving = cells[move.from];
  const removed: number[] = [];
  cells[move.from] = 0;
  for (const c of move.captures) {
    removed.push(cells[c]);
    cells[c] = 0;
  }
  cells[move.to] = move.promotes ? moving | KING : moving;
  return removed;
}

/** Undo applyToCells. */
export function undoOnCells(cells: Int8Array, move: Move, removed: number[]): void {
  const moved = cells[move.to];
  cells[move.to] = 0;
  for (let i = 0; i < move.captures.length; i++) cells[move.captures[i]] = removed[i];
  cells[move.from] = move.promotes ? moved & ~KING : moved;
}

export function isPromotion(pos: Position, color: Color, sq: Square): boolean {
  return isPromotionSquare(pos.variant, color, sq);
}

/** A stable text key of the placement and side to move (for repetition detection). */
export function positionKey(pos: Position): string {
  let s = pos.turn === 'white' ? 'W' : 'B';
  for (let sq = 1; sq < pos.cells.length; sq++) s += pos.cells[sq];
  return s;
}
