/**
 * The adapter from the input machine's state to what a board draws: plain data, no rules. It is the only
 * place that turns engine moves into board data (pieces, destinations, ghosts, hints). What a refusal marks
 * (the pieces that must capture, the better capture) is in explainView.ts, loaded with the first refusal.
 */
import {
  type Color,
  codePiece,
  legalMoves,
  type Position,
  pieces as positionPieces,
  type Role,
  type Square,
} from '../engine/index';
import type { BoardInputContext } from './boardInput';

export interface ViewPiece {
  square: Square;
  color: Color;
  role: Role;
}

export interface BoardView {
  pieces: ViewPiece[];
  selected?: Square;
  dests: Array<Square | { square: Square; capture: boolean }>;
  movable: Square[];
  ghosts: Square[];
  lastMove?: Square[];
}

/** A square a board marks, and why. */
export interface Highlight {
  square: Square;
  kind: 'hint' | 'error' | 'success' | 'must';
}

/** An arrow a board draws. */
export interface BoardArrow {
  from: Square;
  to: Square;
  /** every square the move stops on, for a multiple capture: the board draws it jump by jump */
  path?: readonly Square[];
  kind: 'hint' | 'error' | 'success' | 'move';
}

/** The pieces of a position as a board draws them (boards with no input: start positions, taps, diagrams). */
export function positionView(pos: Position): ViewPiece[] {
  return positionPieces(pos).map(([square, p]) => ({ square, color: p.color, role: p.role }));
}

export function boardView(ctx: BoardInputContext): BoardView {
  const pos = ctx.position;
  const pieces: ViewPiece[] = [];
  const inCapture = ctx.entered.length > 1;
  const from = ctx.entered[0];
  const at = ctx.entered[ctx.entered.length - 1];
  for (let sq = 1; sq < pos.cells.length; sq++) {
    const p = codePiece(pos.cells[sq]);
    if (!p) continue;
    // During a multi-capture the moving piece is drawn where it stands now.
    if (inCapture && sq === from) continue;
    pieces.push({ square: sq, ...p });
  }
  if (inCapture) {
    const p = codePiece(pos.cells[from]);
    if (p) pieces.push({ square: at, ...p });
  }

  const progress = ctx.progress;
  const capture = (progress?.candidates[0]?.captures.length ?? 0) > 0;
  const destSquares = progress
    ? ctx.stepByStep
      ? progress.next
      : [...new Set([...progress.next, ...progress.finals])]
    : [];
  const dests = destSquares.map((square) => (capture ? { square, capture: true } : square));

  return {
    pieces,
    selected: ctx.entered.length > 0 ? at : undefined,
    dests,
    // While a capture is being entered only the capturing piece may be dragged on.
    movable: inCapture ? [at] : [...new Set(legalMoves(pos).map((m) => m.from))],
    ghosts: progress ? [...progress.taken] : [],
    lastMove: ctx.lastMove ? [...ctx.lastMove.path] : undefined,
  };
}
