import type { AnalysisStrings } from './analysis';

// English strings, typed against the Italian key set.
export const analysisEn = {
  'analysis.title': 'Analysis board',
  'analysis.noscript': 'The analysis board needs JavaScript: turn it on in your browser to move the pieces.',
  'analysis.intro':
    'Play the moves of both sides, step back whenever you like and share the position with a link. If a move isn’t allowed, the board tells you why.',
  'analysis.wins.white': 'White wins',
  'analysis.wins.black': 'Black wins',
  'analysis.draw': 'Draw',
  'analysis.variant': 'Variant',
  'analysis.navigation': 'Step through the moves',
  'analysis.first': 'Go to the start',
  'analysis.back': 'Previous move',
  'analysis.forward': 'Next move',
  'analysis.last': 'Go to the end',
  'analysis.moves': 'Moves',
  'analysis.noMoves': 'No moves yet: move a piece on the board.',
  'analysis.copy': 'Copy',
  'analysis.copyPdn': 'Copy the game (PDN)',
  'analysis.share': 'Copy the link',
  'analysis.link': 'Link',
  'analysis.copied': 'copied to the clipboard',
  'analysis.copyFailed': 'Couldn’t copy: select the text and copy it yourself.',
  'analysis.setup': 'Set up a position',
  'analysis.pasteLabel': 'Paste a FEN or a PDN game',
  'analysis.load': 'Load',
  'analysis.reset': 'Start position',
  'analysis.variations': 'Variations',
  'analysis.variation': 'Variation',
  'analysis.promote': 'Promote this variation',
  'analysis.delete': 'Delete from this move',
  'analysis.keys':
    'Keys: ← → step through the moves, Home and End go to the start and the end of the line, F flips the board.',
  'analysis.emptyBoard':
    'The board is empty: paste a position under “Set up a position” or go back to the start position.',
} as const satisfies AnalysisStrings;
