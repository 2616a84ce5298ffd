import type { RulesTexts } from './rules-types';

// Italian strings of the rules pages: the comparison table and the one-page summaries.
export const rulesIt: RulesTexts = {
  rows: {
    board: 'Damiera',
    darkCorner: 'Angolo scuro',
    numbering: 'Numerazione',
    setup: 'Pezzi all’inizio',
    firstMover: 'Chi comincia',
    manMoves: 'Come muove la pedina',
    manCaptures: 'Come mangia la pedina',
    manTakesKing: 'La pedina mangia la dama?',
    kingMoves: 'Come muove la dama',
    kingCaptures: 'Come mangia la dama',
    precedence: 'Quale presa',
    crowning: 'Damatura durante una presa',
    removal: 'Quando escono i pezzi presi',
    blocked: 'Senza mosse',
    drawsOfficial: 'Patta, regole ufficiali',
    drawsHere: 'Patta contro il computer, qui',
    results: 'Risultati (PDN)',
    gameType: 'GameType (PDN)',
    startFen: 'Posizione iniziale (FEN)',
  },
  cells: {
    board: '{size}×{size}: si gioca sulle {squares} caselle scure',
    darkCorner: {
      'near-right': 'In basso a destra per ogni giocatore: è il cantone',
      'near-left': 'In basso a sinistra per ogni giocatore; a destra c’è una casella chiara',
    },
    numbering: {
      corner:
        'Da 1 a {n}, visti dal Bianco, da sinistra a destra e dall’alto in basso. 1 è l’angolo {first}, {n} l’angolo {last}',
      edge: 'Da 1 a {n}, visti dal Bianco, da sinistra a destra e dall’alto in basso. L’angolo in alto a sinistra è chiaro: 1 è {first}, {n} è {last}',
    },
    setup: '{per} pedine a testa: il Nero su 1–{per}, il Bianco su {whiteFirst}–{n}',
    firstMover: { white: 'Il Bianco', black: 'Il Nero' },
    manMoves: 'Una casella in diagonale, solo in avanti, su una casella vuota',
    manCaptures: {
      forward: 'Solo in avanti: salta il pezzo accanto e atterra subito dietro',
      both: 'In avanti e all’indietro: salta il pezzo accanto e atterra subito dietro',
    },
    manTakesKing: {
      no: 'No: la pedina mangia solo pedine. Per lei una dama è solo un ostacolo',
      yes: 'Sì: la pedina mangia pedine e dame',
    },
    kingMoves: {
      short: 'Una casella in diagonale, avanti o indietro',
      flying: 'Volante: quante caselle vuole lungo una diagonale libera',
    },
    kingCaptures: {
      short: 'Salto corto nelle quattro direzioni: il pezzo accanto, poi subito dietro',
      flying:
        'Da lontano: un pezzo anche distante sulla diagonale. Dopo l’ultimo pezzo si ferma dove vuole dietro di lui; prima, solo dove la presa può continuare fino al massimo dei pezzi',
    },
    precedence: {
      fid: 'Obbligatoria, con quattro criteri in ordine: più pezzi; con la dama; più dame; la dama incontrata prima',
      maximum: 'Obbligatoria la presa più lunga: dama e pedina contano uno. A parità scegli tu',
      free: 'Obbligatoria, ma scegli tu quale, anche la più corta. La presa cominciata va finita',
    },
    crowning: {
      ends: 'La pedina diventa dama e la mossa finisce lì',
      continues: 'Se ci passa soltanto, resta pedina e continua a mangiare. Diventa dama solo se si ferma lì',
    },
    removal: {
      short: 'A fine presa. Con i salti corti il momento non cambia mai quali mosse sono possibili',
      flying:
        'Solo a presa finita: fino ad allora sbarrano la strada e non si saltano due volte (colpo turco)',
    },
    blocked: 'Chi non può muovere ha perso: non esiste la patta per blocco',
    drawsOfficial: {
      italian:
        'Per accordo, o dopo un conteggio di 40 mosse chiesto da un giocatore, che riparte a ogni mossa di pedina o presa. Sulla ripetizione le fonti non concordano',
      international:
        'Per accordo (FMJD 7.3), oppure da sola: tripla ripetizione; 25 mosse a testa di sole dame; finali di 16 e di 5 mosse (FMJD, art. 6)',
      english:
        'Si chiede: tripla ripetizione, o 40 mosse a testa senza avanzare pedine e senza prese (WCDF 1.32). Oppure per accordo',
      brazilian: 'Qui non è una partita completa: la usi nell’analisi e nel confronto delle regole',
    },
    drawsHere: {
      quiet: 'Patta automatica dopo {n} mosse a testa senza prese e senza mosse di pedina.',
      repetition: {
        automatic: 'Tripla ripetizione: patta automatica.',
        claim: 'Tripla ripetizione: puoi chiedere la patta.',
      },
      endgame: 'Finali di 16 e di 5 mosse.',
      notOffered: 'Non si gioca contro il computer.',
    },
    results: {
      default: 'Vittoria 1-0 o 0-1, patta 1/2-1/2',
      international: 'Vittoria 2-0 o 0-2, patta 1-1',
    },
    gameTypeNote: {
      brazilian:
        'Ufficialmente 26,W,8,8,A0,0: le partite di dama brasiliana si scrivono in notazione algebrica (a1–h8). Questo sito usa i numeri delle caselle, come negli altri giochi.',
    },
  },
  page: {
    compareTitle: 'Regole a confronto',
    compareDescription:
      'Dama italiana, internazionale e inglese a confronto: damiera, numerazione, chi comincia, come mangiano pedina e dama, precedenze, damatura e patta.',
    compareIntro:
      'Stessa famiglia, regole diverse. Ogni riga è una regola, ogni colonna un gioco. Chi conosce un gioco inciampa proprio qui: una pedina che non può mangiare la dama, una dama che vola, quattro criteri contro una sola regola.',
    compareData:
      'Quasi tutte le righe vengono dagli stessi dati con cui il sito controlla le tue mosse: se cambia una regola, cambia anche la tabella.',
    compareBrazilian:
      'L’ultima colonna sono le regole internazionali su una damiera 8×8, cioè la dama brasiliana. Il sito la usa per l’analisi e per confrontare le regole sulla stessa damiera.',
    compareCaption: 'Le regole della dama italiana, internazionale e inglese, una accanto all’altra',
    sameEverywhere: 'Uguale in tutti i giochi',
    differsLegend: 'Evidenziato: dove la regola di un gioco è diversa da quella della dama italiana.',
    differsFromItalian: 'diversa dall’italiana',
    compareWith: 'Accanto alla dama italiana',
    rule: 'Regola',
    lesson: 'Lezione',
    mirrorTitle: 'Stessa casella, numero diverso',
    mirrorText:
      'La damiera italiana è lo specchio di quella inglese e brasiliana: nessuna casella scura è al posto di una casella scura dell’altra. Per confrontare una posizione la rispecchiamo da destra a sinistra. Il Bianco resta in basso, ogni pedina va ancora avanti nello stesso verso, ogni angolo finisce nel suo corrispondente. Così la casella {it1} italiana diventa la {en1} inglese, e il cantone {it32} diventa {en32}.',
    mirrorExample: 'La stessa posizione, scritta nelle due numerazioni:',
    mirrorNever:
      'Per questo una FEN italiana non si passa mai così com’è alla dama inglese: prima va trasformata.',
    rulesTitle: 'Regole',
    rulesDescription:
      'Le regole della dama italiana, della dama internazionale e della dama inglese, ognuna in una pagina, e il confronto fra le tre.',
    rulesIntro:
      'Le regole di ogni gioco in una pagina sola: brevi, complete, con le fonti. Per imparare con calma ci sono le lezioni.',
    rulesOpen: 'Leggi le regole',
    compareLink: 'Regole a confronto',
    compareLinkText: 'Le differenze fra i tre giochi, riga per riga.',
    lessonsLink: 'Impara con le lezioni',
    startPosition: 'La posizione iniziale, con i numeri delle caselle',
    sources: 'Fonti',
  },
  games: {
    italian: {
      title: 'Regole della dama italiana',
      description:
        'Le regole della dama italiana (FID) in breve: damiera e cantone, numerazione, mosse, presa obbligatoria, i quattro criteri di precedenza, damatura, vittoria e patta.',
    },
    international: {
      title: 'Regole della dama internazionale',
      description:
        'Le regole della dama internazionale (FMJD) in breve: damiera 10×10, pedine che mangiano all’indietro, dama volante, presa massima, colpo turco, patta.',
    },
    english: {
      title: 'Regole della dama inglese (checkers)',
      description:
        'Le regole della dama inglese (checkers, WCDF) in breve: comincia il Nero, la pedina mangia la dama, presa libera ma da finire, damatura e patta.',
    },
  },
};
