import type { VariantId } from '../engine';

// Italian strings of the boards (islands): the reference key set.
// Kept apart from the site's strings so that each island ships only what it shows.

/** The variants' names. Every variant of src/engine/rules/variants.ts needs one: a missing name is a type error. */
export const variantNamesIt: Readonly<Record<VariantId, string>> = {
  italian: 'Dama italiana',
  // La misura nel nome: l’internazionale su 10×10 e le regole internazionali su 8×8 si distinguono ovunque.
  international: 'Dama internazionale (10×10)',
  english: 'Dama inglese (checkers)',
  brazilian: 'Regole internazionali su 8×8 (dama brasiliana)',
};

export const uiIt = {
  'board.label': 'Damiera',
  'board.start': 'posizione iniziale',
  'board.square': 'Casella {n}',
  'board.empty': 'vuota',
  'board.piece.white.man': 'pedina bianca',
  'board.piece.white.king': 'dama bianca',
  'board.piece.black.man': 'pedina nera',
  'board.piece.black.king': 'dama nera',
  'board.state.selected': 'selezionata',
  'board.state.dest': 'puoi muovere qui',
  'board.state.capture': 'puoi arrivare qui prendendo',
  'board.state.ghost': 'già presa',
  'board.state.must': 'deve prendere',
  'board.state.hint': 'suggerimento',
  'board.state.error': 'qui c’è un errore',
  'board.state.success': 'giusto',
  'board.flip': 'Gira la damiera',
  'board.numbers': 'Numeri delle caselle',
  'board.theme': 'Tema della damiera',
  'board.theme.classic': 'Legno',
  'board.theme.green': 'Verde',
  'board.coordinates': 'Lettere e numeri sul bordo',
  'play.announce.white': 'Bianco',
  'play.announce.black': 'Nero',
  'play.announce.captures': 'prende',
  'play.announce.and': 'e',
  'play.announce.crowned': 'diventa dama',
  'play.toMove.white': 'Tocca al Bianco',
  'play.toMove.black': 'Tocca al Nero',
  'play.capture.continue': 'Continua la presa: tocca la prossima casella.',
  'play.capture.continueKeys': 'Continua la presa: vai sulla prossima casella e premi Invio.',
  'board.keys':
    'Con la tastiera: le frecce spostano il cursore, Invio o Spazio scelgono una casella, Esc annulla.',
  'board.state.refused': 'mossa rifiutata',
  'play.turn.white': 'Tocca al Bianco: muovi un pezzo bianco.',
  'play.turn.black': 'Tocca al Nero: muovi un pezzo nero.',
  'play.capture.stepByStep': 'Più prese finiscono lì: indica la strada casella per casella.',
  'board.playFromHere': 'Gioca questa posizione contro il computer',
} as const;

/** Every language's table of these strings has the Italian keys (a missing one is a type error). */
export type UiStrings = { readonly [K in keyof typeof uiIt]: string };
