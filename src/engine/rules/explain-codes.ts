/**
 * The explanation codes and their classes, apart from the explainer itself (explain.ts, which re-exports
 * them), so that a board can read them without loading the explainer: it loads with the first refusal.
 */
export type ExplainCode =
  /** the square is not one of the board's playing squares */
  | 'not-playing-square'
  /** there is no piece on the start square */
  | 'empty-square'
  /** the piece belongs to the opponent */
  | 'not-your-piece'
  /** the side to move has no legal move: the game is over */
  | 'no-legal-moves'
  /** this piece has no legal move (blocked), though others can move */
  | 'piece-blocked'
  /** a capture is compulsory; data.capturers lists the pieces that can capture */
  | 'must-capture'
  /** the destination is occupied */
  | 'square-occupied'
  /** not along a diagonal */
  | 'not-diagonal'
  /** men move forwards only (all variants) */
  | 'man-backward'
  /** men capture forwards only (Italian, English) */
  | 'man-backward-capture'
  /** a man moves one square at a time */
  | 'man-one-square'
  /** kings move and capture one square at a time (Italian, English) */
  | 'king-no-fly'
  /** a man may not capture a king (Italian) */
  | 'man-cannot-capture-king'
  /** a capture cannot jump one's own piece */
  | 'own-piece'
  /** a capture jumps exactly one piece at a time: two in a row cannot be jumped */
  | 'two-pieces'
  /** the same piece cannot be captured twice */
  | 'jump-twice'
  /** a captured piece stays on the board until the move ends and blocks the way (Turkish strike) */
  | 'ghost-blocks'
  /** a jump must pass over an enemy piece */
  | 'nothing-to-capture'
  /** the capture must go on: more pieces can be taken from here */
  | 'capture-unfinished'
  /** the man was crowned by this capture and the move ended there (Italian, English) */
  | 'promotion-ends-capture'
  /** FID criterion 1: capture the most pieces */
  | 'criterion-1'
  /** FID criterion 2: with equal captures, the king must capture */
  | 'criterion-2'
  /** FID criterion 3: take the most kings */
  | 'criterion-3'
  /** FID criterion 4: take the king you meet first */
  | 'criterion-4'
  /** FMJD 4.13: the capture of the most pieces is compulsory */
  | 'maximum-capture'
  /** a complete move was written, but several legal moves match it */
  | 'ambiguous'
  /** anything else that is not a move */
  | 'not-a-move';

/**
 * What kind of rule an explanation stands for:
 * - 'input': not a move of the player's at all (an empty square, the opponent's piece, an unreadable move);
 * - 'move': how a piece steps (forwards, one square, onto an empty square, along a diagonal);
 * - 'compulsory': a capture had to be made;
 * - 'capture-path': how a capture runs (one piece at a time, never twice, never one's own, captured pieces
 *   staying in the way);
 * - 'unfinished': the capture had to go on;
 * - 'game-rule': a rule one game has and another lacks that stops a capture (a man capturing backwards or
 *   taking a king, a king flying, a crowning ending the move);
 * - 'precedence': which capture had to be chosen (FID criteria 1-4, FMJD maximum capture).
 */
export type ExplainFamily =
  | 'input'
  | 'move'
  | 'compulsory'
  | 'capture-path'
  | 'unfinished'
  | 'game-rule'
  | 'precedence';

export interface ExplainClass {
  readonly family: ExplainFamily;
  /** the sentence about it names the explanation's `square` ("there is no piece on 17", src/i18n/explain.ts) */
  readonly namesSquare: boolean;
  /** it answers a capture question wrongly: a puzzle counts it as a miss, every other refusal as a slip */
  readonly wrongCapture: boolean;
}

/** A class: its family, whether its sentence names the square, whether it answers a capture wrongly. */
const c = (family: ExplainFamily, namesSquare = false, wrongCapture = false): ExplainClass => ({
  family,
  namesSquare,
  wrongCapture,
});

/**
 * Every explanation code with its class: the one table the boards, the puzzles, the quiz and the content
 * schemas read. A Record, so a new code without its class is a type error rather than a silent default.
 */
export const EXPLAIN_CLASSES: { readonly [C in ExplainCode]: ExplainClass } = {
  'not-playing-square': c('input'),
  'empty-square': c('input', true),
  'not-your-piece': c('input'),
  'no-legal-moves': c('input'),
  'piece-blocked': c('move', true),
  'must-capture': c('compulsory', false, true),
  'square-occupied': c('move', true),
  'not-diagonal': c('move'),
  'man-backward': c('move'),
  'man-backward-capture': c('game-rule', false, true),
  'man-one-square': c('move'),
  'king-no-fly': c('game-rule', false, true),
  'man-cannot-capture-king': c('game-rule', false, true),
  'own-piece': c('capture-path'),
  'two-pieces': c('capture-path'),
  'jump-twice': c('capture-path', true),
  'ghost-blocks': c('capture-path', true, true),
  'nothing-to-capture': c('move'),
  'capture-unfinished': c('unfinished', true),
  'promotion-ends-capture': c('game-rule', true, true),
  'criterion-1': c('precedence', false, true),
  'criterion-2': c('precedence', false, true),
  'criterion-3': c('precedence', false, true),
  'criterion-4': c('precedence', false, true),
  'maximum-capture': c('precedence', false, true),
  ambiguous: c('input', true),
  'not-a-move': c('input'),
};
export const EXPLAIN_CODES = Object.keys(EXPLAIN_CLASSES) as ExplainCode[];

/** The codes of one family, in the table's order. */
export const codesOf = (family: ExplainFamily): ExplainCode[] =>
  EXPLAIN_CODES.filter((c) => EXPLAIN_CLASSES[c].family === family);
