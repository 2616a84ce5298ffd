/**
 * The board's vocabulary: plain data in, user intentions out. The board knows no rules (STYLE.md,
 * chessground): the caller decides what may be picked up and where it may go, and is told what the user did.
 * Squares are official numbers (1..32 or 1..50, RULES.md §2.2, §3.2, §4.2); only types come from the engine.
 */
import type { Color, Role, Square } from '../../engine';

export type { Color, Role, Square };

/** Which side sits at the bottom of the screen. */
export type Orientation = Color;

export interface BoardPiece {
  /** 22 */
  readonly square: Square;
  /** 'white' */
  readonly color: Color;
  /** 'man' */
  readonly role: Role;
}

/** A destination of the selected piece: a bare square is a quiet move; `capture: true` draws a capture landing. */
export type Dest = Square | { readonly square: Square; readonly capture?: boolean };

export type HighlightKind = 'hint' | 'error' | 'success' | 'must';

export interface Highlight {
  /** 18 */
  readonly square: Square;
  /** 'must': a piece that has to capture; 'hint', 'error', 'success': teaching feedback */
  readonly kind: HighlightKind;
}

export type ArrowKind = 'hint' | 'error' | 'success' | 'move';

export interface Arrow {
  /** 22 */
  readonly from: Square;
  /** 13 */
  readonly to: Square;
  /**
   * [22, 13, 6]: the squares the move stops on, from `from` to `to`, when it stops more than once (a multiple
   * capture); the arrow then bends at each of them, jump by jump. Without it the arrow is straight.
   */
  readonly path?: readonly Square[];
  /** colour of the arrow; defaults to 'hint' */
  readonly kind?: ArrowKind;
}

/** What a square currently shows, so the caller can name it (it is handed to `labels.square`). */
export interface SquareState {
  readonly selected: boolean;
  /** the selected piece may go here */
  readonly dest: boolean;
  /** ... and it lands here after a capture */
  readonly capture: boolean;
  /** its piece is captured but not yet removed */
  readonly ghost: boolean;
  /** its piece may be picked up (only meaningful when `movable` is given) */
  readonly movable: boolean;
  readonly highlight?: HighlightKind;
}

/** Every word the board shows or speaks comes from the caller: the board hard-codes no language. */
export interface BoardLabels {
  /** accessible name of the whole board: "Damiera, posizione iniziale" */
  readonly board: string;
  /** accessible name of one dark square: "22, pedina bianca, selezionata" */
  square(square: Square, piece: BoardPiece | undefined, state: SquareState): string;
}

import type { BoardTheme } from '../../model/board-theme';

export type { BoardTheme };

export interface BoardProps {
  /** 8 or 10 */
  readonly size: 8 | 10;
  /** a square (row, col) is dark when (row + col) % 2 === darkParity: 0 Italian, 1 English and International */
  readonly darkParity: 0 | 1;
  readonly pieces: readonly BoardPiece[];
  /** 'white': White at the bottom; 'black' turns the board 180° */
  readonly orientation?: Orientation;
  /**
   * false for a stand-in drawn until the board that takes input has loaded (the play page's setup board):
   * it never says it is ready, so the inline script keeps the taps made on it for the board that replaces
   * it (src/browser/inline/early-taps.js). Default true.
   */
  readonly live?: boolean;
  /** the picked-up piece: 22 */
  readonly selected?: Square;
  /** where the selected piece may go next: [18, { square: 13, capture: true }] */
  readonly dests?: readonly Dest[];
  /** squares whose pieces may be picked up (e.g. the pieces that must capture); omit to allow any piece */
  readonly movable?: readonly Square[];
  /** path of the last move, start and end included: [22, 13, 6]; a change animates the piece along it */
  readonly lastMove?: readonly Square[];
  readonly highlights?: readonly Highlight[];
  readonly arrows?: readonly Arrow[];
  /** squares of captured pieces not yet removed (drawn translucent): [18] */
  readonly ghosts?: readonly Square[];
  /** official numbers on the dark squares */
  readonly showNumbers?: boolean;
  /** squares numbered even when showNumbers is off, marked: the squares a sentence beside the board names */
  readonly numbered?: readonly Square[];
  /** a–h / 1–8 on the frame */
  readonly showCoordinates?: boolean;
  /** whether clicks, drags and keys are reported (a static board can still be explored with the keyboard) */
  readonly interactive?: boolean;
  readonly theme?: BoardTheme;
  /** a board rendered without JavaScript: it takes the theme the page sets on <html data-board-theme> */
  readonly pageTheme?: boolean;
  readonly labels: BoardLabels;
  /** a sentence for screen readers, written by the caller: "Bianco 22x6, prende 18 e 10" */
  readonly announce?: string;
  /** a click or tap on a dark square, or Enter/Space on the focused one */
  readonly onSquareClick?: (square: Square) => void;
  /** the user starts to drag the piece on `square`: return false to refuse (default: allowed) */
  readonly onDragStart?: (square: Square) => boolean;
  /** a dragged piece was dropped on another dark square */
  readonly onDrop?: (from: Square, to: Square) => void;
  /** Escape, a click on a light square, or a drag dropped off the board */
  readonly onCancel?: () => void;
}
