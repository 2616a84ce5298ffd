// Stringhe italiane del quiz sulle regole (/it/regole/quiz/): la pagina e la sua isola.
export const quizIt = {
  'quiz.title': 'Quiz: regolare o no?',
  'quiz.description':
    'Una posizione, una mossa: è regolare nella dama italiana, con le regole internazionali su 8×8, nella dama inglese? Rispondi e scopri perché.',
  'quiz.intro':
    'Ogni posizione ha una mossa segnata dalla freccia. Per ciascun regolamento decidi se è regolare, poi verifica: il motore ti dice chi ha ragione, e perché.',
  'quiz.link': 'Mettiti alla prova: il quiz sulle regole',
  'quiz.linkText': 'Una mossa, tre regolamenti: regolare o no?',
  'quiz.noscript': 'Il quiz ha bisogno di JavaScript.',
  'quiz.counter': 'Posizione {n} di {total}',
  'quiz.score': 'Punteggio: {right} su {given}',
  'quiz.scoreNone': 'Punteggio: ancora nessuna risposta',
  'quiz.turn.white': 'Muove il Bianco.',
  'quiz.turn.black': 'Muove il Nero.',
  'quiz.question': 'La mossa {move} è regolare?',
  'quiz.boardShown': 'Damiera mostrata',
  'quiz.mirror':
    'La damiera italiana è lo specchio delle altre due: la stessa posizione ha numeri diversi. Cambia damiera per leggerla nella numerazione che conosci.',
  'quiz.boardLabel': 'Quiz, {name}: la mossa {move}',
  'quiz.rules.italian': 'Regole italiane',
  'quiz.rules.brazilian': 'Regole internazionali su 8×8 (brasiliana)',
  'quiz.rules.english': 'Regole inglesi',
  'quiz.board.italian': 'Italiana',
  'quiz.board.brazilian': 'Internazionale 8×8',
  'quiz.board.english': 'Inglese',
  'quiz.yes': 'Sì',
  'quiz.no': 'No',
  'quiz.check': 'Verifica',
  'quiz.checkHint': 'Rispondi per tutti e tre i regolamenti.',
  'quiz.seeBoard': 'Guarda la mossa sulla sua damiera',
  'quiz.next': 'Prossima posizione',
  'quiz.right': 'Giusto.',
  'quiz.wrong': 'Sbagliato.',
  'quiz.legal': '{move}: regolare.',
  'quiz.illegal': '{move}: non regolare.',
  'quiz.result': 'Risposte giuste: {right} su 3.',
  'quiz.allow.man-cannot-capture-king': 'Qui la pedina può mangiare la dama.',
  'quiz.allow.man-backward-capture': 'Qui la pedina mangia anche all’indietro.',
  'quiz.allow.king-no-fly': 'Qui la dama vola: si muove e mangia anche a distanza, lungo la diagonale.',
  'quiz.allow.promotion-ends-capture':
    'Qui la pedina che tocca l’ultima fila durante una presa continua a mangiare: diventa dama solo se la presa finisce lì.',
  'quiz.allow.must-capture': 'Qui non c’è niente da mangiare: la mossa semplice va bene.',
  'quiz.allow.capture-unfinished': 'Qui la presa finisce su quella casella: non può andare oltre.',
  'quiz.allow.stops': 'Qui la presa si ferma su quella casella.',
  'quiz.allow.precedence.fid': 'Qui questa presa rispetta i quattro criteri di precedenza.',
  'quiz.allow.precedence.maximum': 'Qui conta il numero di pezzi presi, e nessuna presa ne prende di più.',
  'quiz.allow.precedence.free':
    'Qui mangiare è obbligatorio, ma fra le prese possibili scegli tu: anche la più corta va bene.',
} as const;

/** Every language's table of these strings has the Italian keys (a missing one is a type error). */
export type QuizStrings = { readonly [K in keyof typeof quizIt]: string };
