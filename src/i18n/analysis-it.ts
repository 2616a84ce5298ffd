// Italian strings of the analysis board (islands): the reference key set.
// Kept apart from the site's strings so that each island ships only what it shows.
export const analysisIt = {
  'analysis.title': 'Damiera di analisi',
  'analysis.noscript':
    'La damiera di analisi ha bisogno di JavaScript: attivalo nel browser per muovere i pezzi.',
  'analysis.intro':
    'Gioca le mosse di tutti e due i colori, torna indietro quando vuoi e condividi la posizione con un link. Se una mossa non vale, la damiera ti spiega perché.',
  'analysis.wins.white': 'Vince il Bianco',
  'analysis.wins.black': 'Vince il Nero',
  'analysis.draw': 'Patta',
  'analysis.variant': 'Variante',
  'analysis.navigation': 'Scorri le mosse',
  'analysis.first': "Vai all'inizio",
  'analysis.back': 'Mossa precedente',
  'analysis.forward': 'Mossa successiva',
  'analysis.last': 'Vai alla fine',
  'analysis.moves': 'Mosse',
  'analysis.noMoves': 'Ancora nessuna mossa: muovi un pezzo sulla damiera.',
  'analysis.copy': 'Copia',
  'analysis.copyPdn': 'Copia la partita (PDN)',
  'analysis.share': 'Copia il link',
  'analysis.link': 'Link',
  'analysis.copied': 'copiato negli appunti',
  'analysis.copyFailed': 'Non riesco a copiare: seleziona il testo e copialo a mano.',
  'analysis.setup': 'Imposta una posizione',
  'analysis.pasteLabel': 'Incolla una FEN o una partita in PDN',
  'analysis.load': 'Carica',
  'analysis.reset': 'Posizione iniziale',
  'analysis.variations': 'Varianti',
  'analysis.variation': 'Variante',
  'analysis.promote': 'Promuovi la variante',
  'analysis.delete': 'Cancella da questa mossa',
  'analysis.keys':
    'Tasti: ← → scorrono le mosse, Inizio e Fine vanno all’inizio e alla fine della linea, F gira la damiera.',
  'analysis.emptyBoard':
    'La damiera è vuota: incolla una posizione in «Imposta una posizione» oppure torna alla posizione iniziale.',
} as const;
