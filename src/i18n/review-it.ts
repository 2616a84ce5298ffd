// Italian strings of the engine's review of a game (the play page, the analysis board): the reference key
// set. Loaded with the review's view, never with a page.
export const reviewIt = {
  'review.title': 'Il computer rivede la partita',
  'review.progress': 'Guardo la posizione {n} di {total}…',
  'review.cancel': 'Interrompi',
  'review.cancelled.one': 'Analisi interrotta: {n} posizione su {total} già guardata. Puoi riprendere da lì.',
  'review.cancelled.other':
    'Analisi interrotta: {n} posizioni su {total} già guardate. Puoi riprendere da lì.',
  'review.resume': 'Riprendi',
  'review.failed':
    'Il computer si è fermato a metà dell’analisi. La partita resta qui, com’era: puoi riprovare da dove si è interrotta.',
  'review.retry': 'Riprova',
  'review.graph':
    'La valutazione dopo ogni mossa, in pedine: dove la curva sta sopra la linea tratteggiata è meglio il Bianco, sotto è meglio il Nero. La tabella qui sotto ha gli stessi numeri.',
  'review.table': 'I numeri del grafico',
  'review.table.ply': 'Mossa',
  'review.table.eval': 'Valutazione (pedine, dal lato del Bianco)',
  'review.table.class': 'Giudizio',
  'review.class.best': 'la migliore',
  'review.class.good': 'buona',
  'review.class.inaccuracy': 'imprecisione',
  'review.class.mistake': 'errore',
  'review.class.blunder': 'errore grave',
  'review.count': '{who}: {inaccuracy}, {mistake}, {blunder}.',
  'review.count.inaccuracy.one': '{n} imprecisione',
  'review.count.inaccuracy.other': '{n} imprecisioni',
  'review.count.mistake.one': '{n} errore',
  'review.count.mistake.other': '{n} errori',
  'review.count.blunder.one': '{n} errore grave',
  'review.count.blunder.other': '{n} errori gravi',
  'review.you': 'Tu',
  'review.computer': 'Il computer',
  'review.none': 'Nessuna imprecisione e nessun errore, secondo il computer.',
  'review.next': 'Errore successivo',
  'review.keys': 'Tasto N: vai all’errore successivo.',
  'review.start': 'Valutazione all’inizio: {eval}.',
  'review.verdict.best': '{move}: la mossa che avrebbe scelto anche il computer.',
  'review.verdict.good': '{move}: una buona mossa.',
  'review.verdict.inaccuracy': '{move}?! è un’imprecisione.',
  'review.verdict.mistake': '{move}? è un errore.',
  'review.verdict.blunder': '{move}?? è un errore grave.',
  'review.eval': 'Valutazione dopo la mossa: {eval}.',
  'review.better.alone': 'Meglio {best}.',
  'review.better': 'Meglio {best}, con il seguito {line}.',
  'review.win.white': 'vince il Bianco',
  'review.win.black': 'vince il Nero',
  'review.retryFrom': 'Riprova da qui',
  'review.retryFrom.hint': 'Una nuova partita contro il computer, dalla posizione prima di {move}.',
  'review.side.white': 'il Bianco',
  'review.side.black': 'il Nero',
  'review.rule.played.one': 'Ora {side} può forzare {line} e resta con un pezzo in più.',
  'review.rule.played.other': 'Ora {side} può forzare {line} e resta con {n} pezzi in più.',
  'review.rule.best.you.one': 'Con {best} potevi forzare {line} e restare con un pezzo in più.',
  'review.rule.best.you.other': 'Con {best} potevi forzare {line} e restare con {n} pezzi in più.',
  'review.rule.best.side.one': 'Con {best} {side} poteva forzare {line} e restare con un pezzo in più.',
  'review.rule.best.side.other': 'Con {best} {side} poteva forzare {line} e restare con {n} pezzi in più.',
  'review.reason.must-capture.you': 'La presa è obbligatoria: devi mangiare con {move}.',
  'review.reason.must-capture.side': 'La presa è obbligatoria: {side} deve mangiare con {move}.',
  'review.reason.criterion-1.you':
    'Il criterio 1 ti obbliga a mangiare più pezzi possibile: {move}, che ne prende {n}, invece di {others}.',
  'review.reason.criterion-1.side':
    'Il criterio 1 obbliga {side} a mangiare più pezzi possibile: {move}, che ne prende {n}, invece di {others}.',
  'review.reason.criterion-2.you':
    'Il criterio 2 ti obbliga a mangiare con la dama, non con la pedina: {move}, invece di {others}.',
  'review.reason.criterion-2.side':
    'Il criterio 2 obbliga {side} a mangiare con la dama, non con la pedina: {move}, invece di {others}.',
  'review.reason.criterion-3.you':
    'Il criterio 3 ti obbliga a mangiare più dame possibile: {move}, invece di {others}.',
  'review.reason.criterion-3.side':
    'Il criterio 3 obbliga {side} a mangiare più dame possibile: {move}, invece di {others}.',
  'review.reason.criterion-4.you':
    'Il criterio 4 ti obbliga a mangiare dove s’incontra prima la dama: {move}, invece di {others}.',
  'review.reason.criterion-4.side':
    'Il criterio 4 obbliga {side} a mangiare dove s’incontra prima la dama: {move}, invece di {others}.',
  'review.reason.maximum-capture.you':
    'La presa massima ti obbliga a mangiare più pezzi possibile: {move}, che ne prende {n}, invece di {others}.',
  'review.reason.maximum-capture.side':
    'La presa massima obbliga {side} a mangiare più pezzi possibile: {move}, che ne prende {n}, invece di {others}.',
  'review.reason.man-cannot-capture-king.you':
    'La pedina non può mangiare la dama: la tua pedina in {from} non può prendere la dama in {square}.',
  'review.reason.man-cannot-capture-king.side':
    'La pedina non può mangiare la dama: {side} non può prendere la dama in {square} con la pedina in {from}.',
  'review.reason.man-backward-capture.you':
    'La pedina mangia solo in avanti: la tua pedina in {from} non può prendere all’indietro il pezzo in {square}.',
  'review.reason.man-backward-capture.side':
    'La pedina mangia solo in avanti: {side} non può prendere all’indietro il pezzo in {square} con la pedina in {from}.',
} as const;

export type ReviewStrings = { readonly [K in keyof typeof reviewIt]: string };
