// Italian strings of the lessons' `endgame` steps (their island, loaded with the step): the reference key set.
export const courseEndgameIt = {
  'endgame.count': 'Conteggio: {done} su {limit}',
  'endgame.left': 'Ti restano {n} mosse per vincere.',
  'endgame.left.one': 'Ti resta una mossa per vincere.',
  'endgame.hold': 'Resisti ancora {n} mosse.',
  'endgame.hold.one': 'Resisti ancora una mossa.',
  'endgame.rule.forty-moves': 'Il conteggio riparte da zero a ogni presa e a ogni mossa di pedina.',
  'endgame.rule.twenty-five-moves': 'Conta le mosse di sole dame, senza prese.',
  'endgame.rule.sixteen-moves': 'Con tre pezzi, fra cui una dama, contro una dama sola: 16 mosse a testa.',
  'endgame.rule.five-moves': 'Con uno o due pezzi, fra cui una dama, contro una dama sola: 5 mosse a testa.',
  'endgame.right': 'Bene: la strada più corta.',
  'endgame.slower': 'Vinci ancora, ma più piano: c’era una mossa più rapida.',
  'endgame.givesAway.draw': 'Così la vittoria sfuma: ora è patta. Riprova.',
  'endgame.givesAway.loss': 'Attento: con questa mossa perdi. Riprova.',
  'endgame.givesAway.lossHold': 'Così l’avversario vince prima che finisca il conteggio. Riprova.',
  'endgame.givesAway.slow':
    'Sulla damiera vinci ancora, ma non prima che finisca il conteggio. Sarebbe patta. Riprova.',
  'endgame.won': 'Hai vinto in {n} mosse.',
  'endgame.won.one': 'Hai vinto in una mossa.',
  'endgame.fastest': 'La vittoria più veloce ne richiede {m}.',
  'endgame.fastest.one': 'La vittoria più veloce ne richiede una.',
  'endgame.fastest.same': 'Più veloce non si può.',
  'endgame.held': 'Patta! Hai resistito fino alla fine del conteggio.',
  'endgame.held.repetition': 'Patta: la stessa posizione si è ripetuta tre volte.',
  'endgame.drawn.forty-moves': 'Patta: 40 mosse senza prese e senza mosse di pedina. Ricomincia.',
  'endgame.drawn.repetition': 'Patta: la stessa posizione si è ripetuta tre volte. Ricomincia.',
  'endgame.drawn': 'Patta per il conteggio. Ricomincia.',
  'endgame.lost': 'Hai perso. Ricomincia.',
  'endgame.loading': 'Carico le tabelle dei finali…',
  'endgame.unavailable': 'Non riesco a caricare le tabelle dei finali. Controlla la connessione e riprova.',
  'endgame.retry': 'Riprova',
} as const;

/** Every language's table of these strings has the Italian keys (a missing one is a type error). */
export type CourseEndgameStrings = { readonly [K in keyof typeof courseEndgameIt]: string };
