// Italian strings of the lessons' `endgame` steps (their island, loaded with the step): the reference key set.
export const courseEndgameIt = {
  'endgame.count': 'Conteggio: {done} su {limit}',
  'endgame.left': 'Ti restano {n} mosse per vincere.',
  'endgame.left.one': 'Ti resta una mossa per vincere.',
  'endgame.hold': 'Resisti ancora {n} mosse.',
  'endgame.hold.one': 'Resisti ancora una mossa.',
  'endgame.rule.forty-moves':
    'Patta dopo 40 mosse a testa senza prese né mosse di pedina: qui il conteggio è automatico.',
  'endgame.rule.twenty-five-moves':
    'Patta dopo 25 mosse a testa di sole dame, senza prese né mosse di pedina.',
  'endgame.rule.sixteen-moves': 'Con tre pezzi, fra cui una dama, contro una dama sola: 16 mosse a testa.',
  'endgame.rule.five-moves': 'Con uno o due pezzi, fra cui una dama, contro una dama sola: 5 mosse a testa.',
  'endgame.right': 'Bene: la strada più corta.',
  'endgame.slower': 'Vinci ancora, ma più piano: c’era una mossa più rapida.',
  'endgame.givesAway.draw': 'Così la vittoria sfuma: ora è patta. Riprova.',
  'endgame.givesAway.loss': 'Attento: con questa mossa perdi. Riprova.',
  'endgame.givesAway.lossHold': 'Così l’avversario vince prima che finisca il conteggio. Riprova.',
  'endgame.won': 'Vinto in {n} mosse; la vittoria più rapida ne richiede {m}.',
  'endgame.won.m1': 'Vinto in {n} mosse; la vittoria più rapida ne richiede una.',
  'endgame.won.fastest': 'Vinto in {n} mosse: più rapido non si può.',
  'endgame.won.one': 'Vinto in una mossa: più rapido non si può.',
  'endgame.won.plain': 'Vinto in {n} mosse.',
  'endgame.short': 'Troppo lento: ora ti servono ancora {need} mosse per vincere.',
  'endgame.short.one': 'Troppo lento: ora ti serve ancora una mossa per vincere.',
  'endgame.short.left': 'Il conteggio te ne lascia solo {left}: finirà patta. Ricomincia.',
  'endgame.short.left.one': 'Il conteggio te ne lascia solo una: finirà patta. Ricomincia.',
  'endgame.short.left.none': 'Il conteggio sta per finire: sarà patta. Ricomincia.',
  'endgame.held': 'Patta! Hai resistito fino alla fine del conteggio.',
  'endgame.held.repetition': 'Patta: la stessa posizione si è ripetuta tre volte.',
  'endgame.drawn.forty-moves': 'Patta: 40 mosse a testa senza prese e senza mosse di pedina. Ricomincia.',
  'endgame.drawn.repetition': 'Patta: la stessa posizione si è ripetuta tre volte. Ricomincia.',
  'endgame.drawn': 'Patta per il conteggio. Ricomincia.',
  'endgame.lost': 'Hai perso. Ricomincia.',
  'endgame.loading': 'Carico le tabelle dei finali…',
  'endgame.unavailable': 'Non riesco a caricare le tabelle dei finali. Controlla la connessione e riprova.',
  'endgame.retry': 'Riprova',
} as const;

/** Every language's table of these strings has the Italian keys (a missing one is a type error). */
export type CourseEndgameStrings = { readonly [K in keyof typeof courseEndgameIt]: string };
