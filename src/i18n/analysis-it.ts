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
  'analysis.draw.claimAfter':
    'Un giocatore può chiedere la patta dopo altre {n} mosse a testa senza prese né mosse di pedina.',
  'analysis.draw.claimAfterOne':
    'Un giocatore può chiedere la patta dopo un’altra mossa a testa senza prese né mosse di pedina.',
  'analysis.draw.claimNow':
    '40 mosse a testa senza prese né mosse di pedina: un giocatore può chiedere la patta.',
  'analysis.draw.computer': 'In una partita contro il computer questa patta arriva da sola.',
  'analysis.draw.computerAfter':
    'In una partita contro il computer la patta arriva da sola dopo altre {n} mosse a testa senza prese né mosse di pedina.',
  'analysis.draw.computerAfterOne':
    'In una partita contro il computer la patta arriva da sola dopo un’altra mossa a testa senza prese né mosse di pedina.',
  'analysis.draw.computerNow':
    '40 mosse a testa senza prese né mosse di pedina: in una partita contro il computer qui la patta arriva da sola.',
  'analysis.draw.fidCount':
    'Nel regolamento FID, invece, un giocatore può chiedere all’arbitro il conteggio delle 40 mosse: si conta da quel momento, non dall’ultima presa o mossa di pedina.',
  'analysis.draw.in': 'Patta tra {n} mosse: {rule}.',
  'analysis.draw.inOne': 'Patta alla prossima mossa: {rule}.',
  'analysis.draw.reached': 'Patta: {rule}.',
  'analysis.draw.rule.twentyFive': '25 mosse a testa muovendo solo dame, senza prese',
  'analysis.draw.rule.sixteen': 'tre pezzi, tra cui una dama, contro una dama sola hanno 16 mosse a testa',
  'analysis.draw.rule.five': 'due pezzi o uno, tra cui una dama, contro una dama sola hanno 5 mosse a testa',
  'analysis.draw.seen': 'Questa posizione si è presentata {n} volte.',
  'analysis.draw.seenClaim':
    'Questa posizione si è presentata {n} volte: un giocatore può chiedere la patta.',
  'analysis.draw.seenDrawn': 'Questa posizione si è presentata {n} volte: la partita è patta.',
  'analysis.draws': 'Regole della patta',
  'analysis.help.show': 'Aiuto del motore',
  'analysis.help.hide': 'Nascondi l’aiuto del motore',
  'analysis.help.thinking': 'Il motore sta pensando…',
  'analysis.help.eval': 'Valutazione',
  'analysis.help.line': 'Linea migliore',
  'analysis.help.note':
    'In pedine, dal lato del Bianco: +1,0 vuol dire che il Bianco ha una pedina in più. La freccia indica la mossa migliore.',
  'analysis.help.wins.white': 'Il Bianco vince in {n}',
  'analysis.help.wins.black': 'Il Nero vince in {n}',
  'analysis.help.won.white': 'Il Bianco vince (database dei finali)',
  'analysis.help.won.black': 'Il Nero vince (database dei finali)',
  'analysis.help.failed': 'Il motore si è fermato senza una risposta valida: chiedi di nuovo.',
  'analysis.help.retry': 'Chiedi di nuovo',
  'analysis.help.over': 'Qui la partita è finita: non c’è niente da analizzare.',
  'analysis.edit': 'Modifica la posizione',
  'analysis.edit.done': 'Fatto',
  'analysis.edit.cancel': 'Annulla',
  'analysis.edit.loading': 'Apro l’editor…',
  'analysis.loadFailed': 'Questa parte della damiera non si è caricata: controlla la connessione e riprova.',
  'analysis.game': 'La partita',
  'analysis.tag.White': 'Bianco',
  'analysis.tag.Black': 'Nero',
  'analysis.tag.Event': 'Evento',
  'analysis.tag.Result': 'Risultato',
} as const;

/** Every language's table of these strings has the Italian keys (a missing one is a type error). */
export type AnalysisStrings = { readonly [K in keyof typeof analysisIt]: string };
