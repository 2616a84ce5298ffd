/**
 * The adapter from the input machine's state to what a board draws: plain data, no rules. It is the only
 * place that turns engine moves into board data (pieces, destinations, ghosts, hints).
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
  highlights: Array<{ square: Square; kind: 'hint' | 'error' | 'success' | 'must' }>;
  arrows: Array<{ from: Square; to: Square; kind: 'hint' | 'error' | 'success' | 'move' }>;
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

  const highlights: BoardView['highlights'] = [];
  const arrows: BoardView['arrows'] = [];
  const r = ctx.rejection;
  if (r) {
    for (const sq of r.capturers ?? []) highlights.push({ square: sq, kind: 'must' });
    if (
      r.square !== undefined &&
      r.code !== 'capture-unfinished' &&
      !(r.capturers ?? []).includes(r.square)
    ) {
      highlights.push({ square: r.square, kind: 'error' });
    }
    if (r.better) {
      const p = r.better.path;
      for (let i = 0; i + 1 < p.length; i++) arrows.push({ from: p[i], to: p[i + 1], kind: 'hint' });
    }
    const a = ctx.rejectedAttempt;
    // A wrong step in a capture keeps the capture: its next squares are already shown as destinations.
    if (a.length > 1 && r.code !== 'capture-unfinished')
      arrows.push({ from: a[0], to: a[a.length - 1], kind: 'error' });
  }

  return {
    pieces,
    selected: ctx.entered.length > 0 ? at : undefined,
    dests,
    // While a capture is being entered only the capturing piece may be dragged on.
    movable: inCapture ? [at] : [...new Set(legalMoves(pos).map((m) => m.from))],
    ghosts: progress ? [...progress.taken] : [],
    lastMove: ctx.lastMove ? [...ctx.lastMove.path] : undefined,
    highlights,
    arrows,
  };
}
