/**
 * The About page (src/views/AboutPage.astro), in both languages. The rule choices listed under
 * "where the sources disagree" are the project's decisions in the rules spec (RULES.md §0 and §8): keep them
 * in step with src/engine when a decision changes.
 */
import type { Lang } from '../model/lang';

export interface AboutText {
  readonly title: string;
  readonly description: string;
  readonly intro: readonly string[];
  readonly sourcesTitle: string;
  readonly sources: readonly { readonly game: string; readonly text: string }[];
  readonly engine: string;
  readonly compareLink: string;
  readonly disagreeTitle: string;
  readonly disagreeIntro: string;
  readonly disagree: readonly { readonly topic: string; readonly text: string }[];
  readonly reportTitle: string;
  /** The sentence before the address, and the one after it. */
  readonly reportBefore: string;
  readonly reportAfter: string;
}

export const aboutText: { readonly [L in Lang]: AboutText } = {
  it: {
    title: 'Informazioni su Damiera',
    description:
      'Che cos’è Damiera, quali regolamenti segue (FID, FMJD, WCDF), cosa abbiamo scelto dove le fonti non sono d’accordo e come segnalare un errore.',
    intro: [
      'Damiera è un sito per imparare la dama. Prima di tutto la dama italiana, poi la dama internazionale su 100 caselle e la dama inglese, che in America chiamano checkers.',
      'Trovi lezioni brevi con esercizi sulla damiera, le regole dei tre giochi messe a confronto, una damiera di analisi e il computer contro cui giocare. Non serve registrarsi: i tuoi progressi restano nel tuo browser.',
    ],
    sourcesTitle: 'Le regole che seguiamo',
    sources: [
      { game: 'Dama italiana', text: 'il regolamento della Federazione Italiana Dama (FID).' },
      {
        game: 'Dama internazionale',
        text: 'il regolamento ufficiale della Fédération Mondiale du Jeu de Dames (FMJD), edizione 2015.',
      },
      { game: 'Dama inglese', text: 'le regole della World Checkers/Draughts Federation (WCDF).' },
    ],
    engine:
      'Ogni mossa che il sito accetta o rifiuta passa per lo stesso motore delle regole, controllato su migliaia di posizioni: le lezioni, gli esercizi, la damiera di analisi e il computer giocano tutti con le stesse regole.',
    compareLink: 'Le regole dei tre giochi, una accanto all’altra',
    disagreeTitle: 'Dove le fonti non sono d’accordo',
    disagreeIntro:
      'I regolamenti non dicono tutto, e su qualche punto i testi si contraddicono. Ecco cosa abbiamo scelto.',
    disagree: [
      {
        topic: 'Il quarto criterio con più dame (dama italiana)',
        text: 'Il vecchio testo FID dice «si mangia dove s’incontra prima la dama», quello attuale «dove si incontrano prima i pezzi più forti». Damiera guarda dove s’incontra la prima dama; a parità, la seconda, e così via. Alcuni programmi contano in modo diverso in posizioni rare: lezioni, esercizi e problemi usano solo posizioni in cui le due letture danno la stessa risposta.',
      },
      {
        topic: 'La patta per 40 mosse (dama italiana)',
        text: 'Il regolamento prevede un conteggio di 40 mosse chiesto da un giocatore, e le lezioni insegnano questa procedura. Nelle partite contro il computer la patta arriva da sola, dopo 40 mosse per parte senza prese né mosse di pedina.',
      },
      {
        topic: 'La ripetizione della posizione (dama italiana)',
        text: 'I testi FID che abbiamo potuto leggere non ne parlano con chiarezza. Quando la stessa posizione si ripete tre volte puoi chiedere la patta, ma non è automatica.',
      },
      {
        topic: 'Le regole dei 16 e dei 5 turni (dama internazionale)',
        text: 'Il testo FMJD non dice da quando si comincia a contare né che cosa succede al conteggio dopo una presa. Contiamo come lidraughts.org.',
      },
      {
        topic: 'La patta nella dama inglese',
        text: 'I libri più vecchi danno regole diverse (50 mosse, quattro ripetizioni). Seguiamo la WCDF: tripla ripetizione e regola delle 40 mosse.',
      },
    ],
    reportTitle: 'Hai trovato un errore?',
    reportBefore: 'Se una lezione, un esercizio o un problema ti sembra sbagliato, scrivi a',
    reportAfter:
      'Indica la pagina (basta il link) e che cosa ti aspettavi: se riguarda una posizione, copia il link della damiera di analisi. Ogni problema ha il suo link «Segnala un problema», che prepara il messaggio con il numero del problema, la posizione e la soluzione. Un problema che risulta sbagliato viene tolto dalla raccolta finché non è corretto.',
  },
  en: {
    title: 'About Damiera',
    description:
      'What Damiera is, which rules it follows (FID, FMJD, WCDF), what it chose where the sources disagree, and how to report a mistake.',
    intro: [
      'Damiera is a site for learning draughts. Italian draughts first, then International draughts on the 100-square board, and English draughts, known in America as checkers.',
      'You will find short lessons with exercises on the board, the rules of the three games side by side, an analysis board and the computer to play against. No sign-up: your progress stays in your browser.',
    ],
    sourcesTitle: 'The rules we follow',
    sources: [
      { game: 'Italian draughts', text: 'the rules of the Italian Draughts Federation (FID).' },
      {
        game: 'International draughts',
        text: 'the official rules of the Fédération Mondiale du Jeu de Dames (FMJD), 2015 edition.',
      },
      { game: 'English draughts', text: 'the rules of the World Checkers/Draughts Federation (WCDF).' },
    ],
    engine:
      'Every move the site accepts or refuses goes through the same rules engine, checked against thousands of positions: the lessons, the exercises, the analysis board and the computer all play by the same rules.',
    compareLink: 'The rules of the three games, side by side',
    disagreeTitle: 'Where the sources disagree',
    disagreeIntro:
      'The rulebooks do not cover everything, and on a few points the texts contradict each other. Here is what we chose.',
    disagree: [
      {
        topic: 'The fourth criterion with several kings (Italian draughts)',
        text: 'The older FID text says “capture where you meet the king first”, the current one “where you meet the strongest pieces first”. Damiera looks at where the first king is met; if that is a tie, the second, and so on. Some programs count differently in rare positions: the lessons, exercises and puzzles use only positions where both readings give the same answer.',
      },
      {
        topic: 'The 40-move draw (Italian draughts)',
        text: 'The rules have a player ask for a count of 40 moves, and the lessons teach that procedure. In games against the computer the draw comes on its own, after 40 moves each with no capture and no man moved.',
      },
      {
        topic: 'Repeating a position (Italian draughts)',
        text: 'The FID texts we could read say nothing clear about it. When the same position comes up three times you may claim a draw, but it is not automatic.',
      },
      {
        topic: 'The 16-move and 5-move rules (International draughts)',
        text: 'The FMJD text does not say when the count starts, nor what a capture does to it. We count as lidraughts.org does.',
      },
      {
        topic: 'Draws in English draughts',
        text: 'Older books give other rules (50 moves, a fourth repetition). We follow the WCDF: threefold repetition and the 40-move rule.',
      },
    ],
    reportTitle: 'Found a mistake?',
    reportBefore: 'If a lesson, an exercise or a puzzle looks wrong to you, write to',
    reportAfter:
      'Say which page (the link is enough) and what you expected; for a position, copy the analysis board’s link. Every puzzle has its own “Report a problem” link, which writes the message for you with the puzzle’s id, position and solution. A puzzle found to be wrong is taken out of the collection until it is fixed.',
  },
};
