import type { VariantId } from '../engine';
import type { UiStrings } from './ui-it';

/** The variants' names. Every variant of src/engine/rules/variants.ts needs one: a missing name is a type error. */
export const variantNamesEn: Readonly<Record<VariantId, string>> = {
  italian: 'Italian draughts',
  // The board size in the name: International on 10×10 and International rules on 8×8 are told apart everywhere.
  international: 'International draughts (10×10)',
  english: 'English draughts (checkers)',
  brazilian: 'International rules on 8×8 (Brazilian draughts)',
};

// English strings, typed against the Italian key set.
export const uiEn = {
  'board.label': 'Draughts board',
  'board.start': 'starting position',
  'board.square': 'Square {n}',
  'board.empty': 'empty',
  'board.piece.white.man': 'white man',
  'board.piece.white.king': 'white king',
  'board.piece.black.man': 'black man',
  'board.piece.black.king': 'black king',
  'board.state.selected': 'selected',
  'board.state.dest': 'you can move here',
  'board.state.capture': 'you can land here with a capture',
  'board.state.ghost': 'already captured',
  'board.state.must': 'must capture',
  'board.state.hint': 'hint',
  'board.state.error': 'something is wrong here',
  'board.state.success': 'correct',
  'board.flip': 'Flip the board',
  'board.numbers': 'Square numbers',
  'board.theme': 'Board theme',
  'board.theme.classic': 'Wood',
  'board.theme.green': 'Green',
  'board.coordinates': 'Letters and numbers on the edge',
  'play.announce.white': 'White',
  'play.announce.black': 'Black',
  'play.announce.captures': 'captures',
  'play.announce.and': 'and',
  'play.announce.crowned': 'crowned',
  'play.toMove.white': 'White to move',
  'play.toMove.black': 'Black to move',
  'play.capture.continue': 'Keep capturing: tap the next square.',
  'play.capture.continueKeys': 'Keep capturing: go to the next square and press Enter.',
  'board.keys': 'With the keyboard: arrows move the cursor, Enter or Space picks a square, Escape cancels.',
  'board.state.refused': 'move refused',
  'play.turn.white': 'It’s White’s turn: move a white piece.',
  'play.turn.black': 'It’s Black’s turn: move a black piece.',
  'play.capture.stepByStep': 'Several captures end there: show the way square by square.',
  'board.playFromHere': 'Play this position against the computer',
} as const satisfies UiStrings;
