/**
 * The puzzle themes in words: a name, the rule phrase the trainer shows after a miss ("the rule that
 * decides: …"), the URL slug of the theme's page and a short description for that page, in each language.
 * Theme ids are those of the puzzle collections (src/build/puzzles/schema.ts): a precedence rule by its
 * explanation code, or a tactical theme of CURRICULUM §6. The table is keyed by the engine's list of themes
 * (PuzzleTheme), so a new theme without its words here is a type error.
 */
import type { PuzzleTheme } from '../engine/index';
import type { Lang } from '../model/lang';

export interface ThemeWords {
  /** 'Criterio 1: la quantità' */
  readonly name: string;
  /** 'criterio 1, si mangiano più pezzi' */
  readonly rule: string;
  /** 'criterio-1' */
  readonly slug: string;
  /** two or three sentences for the theme's page */
  readonly text: string;
}

type Themes = { readonly [T in PuzzleTheme]: { readonly [L in Lang]: ThemeWords } };

export const THEMES: Themes = {
  'criterion-1': {
    it: {
      name: 'Criterio 1: la quantità',
      rule: 'criterio 1, si mangiano più pezzi possibile',
      slug: 'criterio-1',
      text: 'Quando si può mangiare in più modi, si deve scegliere la presa che prende più pezzi, che li prenda una pedina o una dama. È il primo dei quattro criteri della Federazione Italiana Dama: decide prima di tutti gli altri.',
    },
    en: {
      name: 'Criterion 1: quantity',
      rule: 'criterion 1, take the most pieces',
      slug: 'criterion-1',
      text: 'When you can capture in more than one way, you must take the capture that removes the most pieces, whether a man or a king makes it. It is the first of the four criteria of the Italian Draughts Federation and outranks the others.',
    },
  },
  'criterion-2': {
    it: {
      name: 'Criterio 2: mangia la dama',
      rule: 'criterio 2, a parità di pezzi mangia la dama',
      slug: 'criterio-2',
      text: 'Se due prese prendono lo stesso numero di pezzi e una la fa la dama, l’altra la pedina, deve mangiare la dama. Il criterio vale solo a parità di quantità.',
    },
    en: {
      name: 'Criterion 2: the king captures',
      rule: 'criterion 2, with equal captures the king takes',
      slug: 'criterion-2',
      text: 'If two captures take the same number of pieces and a king makes one while a man makes the other, the king must capture. It only applies when the numbers are equal.',
    },
  },
  'criterion-3': {
    it: {
      name: 'Criterio 3: più dame',
      rule: 'criterio 3, a parità si mangiano più dame',
      slug: 'criterio-3',
      text: 'Quando la dama può prendere lo stesso numero di pezzi in modi diversi, deve scegliere la presa con più dame avversarie. Si arriva qui solo se i primi due criteri non hanno deciso.',
    },
    en: {
      name: 'Criterion 3: the most kings',
      rule: 'criterion 3, with equal captures take the most kings',
      slug: 'criterion-3',
      text: 'When a king can take the same number of pieces in different ways, it must take the capture with the most enemy kings. You only get here when the first two criteria have not decided.',
    },
  },
  'criterion-4': {
    it: {
      name: 'Criterio 4: la dama incontrata prima',
      rule: 'criterio 4, a parità si mangia dove s’incontra prima la dama',
      slug: 'criterio-4',
      text: 'A parità di tutto il resto, si deve mangiare dove la dama avversaria s’incontra prima lungo la presa. Damiera legge il criterio salto per salto; questi problemi usano solo posizioni dove ogni lettura dà la stessa risposta.',
    },
    en: {
      name: 'Criterion 4: the king met first',
      rule: 'criterion 4, with all else equal capture where you meet a king first',
      slug: 'criterion-4',
      text: 'If everything else is equal, you must capture where you meet the enemy king earliest along the way. Damiera reads the criterion jump by jump; these puzzles only use positions where every reading gives the same answer.',
    },
  },
  'maximum-capture': {
    it: {
      name: 'Presa massima',
      rule: 'presa massima, si mangiano più pezzi possibile',
      slug: 'presa-massima',
      text: 'Nella dama internazionale si deve fare la presa che prende più pezzi; dama e pedina contano uguale e, a parità, si sceglie liberamente.',
    },
    en: {
      name: 'Maximum capture',
      rule: 'maximum capture, take as many pieces as possible',
      slug: 'maximum-capture',
      text: 'In International draughts you must make the capture that takes the most pieces; kings and men count the same, and between equal captures you choose freely.',
    },
  },
  'man-cannot-capture-king': {
    it: {
      name: 'La pedina non mangia la dama',
      rule: 'la pedina non può mangiare la dama',
      slug: 'pedina-non-mangia-dama',
      text: 'Nella dama italiana una pedina non può mai mangiare una dama. La presa che sembra ovvia non esiste: bisogna trovare quella permessa.',
    },
    en: {
      name: 'A man cannot take a king',
      rule: 'a man may not take a king',
      slug: 'man-cannot-take-king',
      text: 'In Italian draughts a man may never capture a king. The capture that looks obvious does not exist: find the one that is allowed.',
    },
  },
  'promotion-ends-capture': {
    it: {
      name: 'La damatura ferma la presa',
      rule: 'la pedina che diventa dama si ferma lì',
      slug: 'damatura-ferma-la-presa',
      text: 'Una pedina che arriva in fondo mangiando diventa dama e si ferma: non può continuare la presa come dama nella stessa mossa.',
    },
    en: {
      name: 'Crowning ends the capture',
      rule: 'a man that is crowned stops there',
      slug: 'crowning-ends-capture',
      text: 'A man that reaches the far row while capturing is crowned and stops: it cannot go on capturing as a king in the same move.',
    },
  },
  'ghost-blocks': {
    it: {
      name: 'Colpo turco',
      rule: 'i pezzi presi restano sulla damiera fino alla fine della presa',
      slug: 'colpo-turco',
      text: 'Nella dama internazionale i pezzi presi si tolgono solo a presa finita: fino ad allora sbarrano la strada e non si possono saltare due volte.',
    },
    en: {
      name: 'Turkish strike',
      rule: 'taken pieces stay on the board until the capture ends',
      slug: 'turkish-strike',
      text: 'In International draughts captured pieces are removed only when the capture is over: until then they block the way and cannot be jumped twice.',
    },
  },
  'flying-king': {
    it: {
      name: 'La dama volante',
      rule: 'la dama volante atterra dove la presa continua di più',
      slug: 'dama-volante',
      text: 'Nella dama internazionale la dama vola: mangia da lontano e, dopo il salto, può fermarsi su una qualsiasi casella libera oltre il pezzo. Ma se da una di quelle caselle la presa continua, deve atterrare lì: vale la presa che prende più pezzi.',
    },
    en: {
      name: 'The flying king',
      rule: 'a flying king lands where the capture goes furthest',
      slug: 'flying-king',
      text: 'In International draughts the king flies: it captures from a distance and, after the jump, may stop on any free square beyond the piece. But if the capture can go on from one of those squares, it must land there: the capture that takes the most pieces is the one that counts.',
    },
  },
  tiro: {
    it: {
      name: 'Tiro',
      rule: 'tiro',
      slug: 'tiro',
      text: 'Il tiro (popolarmente colpo): si offre uno o più pezzi perché le prese obbligate dell’avversario preparino la tua presa più grande.',
    },
    en: {
      name: 'Shot (tiro)',
      rule: 'tiro',
      slug: 'tiro',
      text: 'The shot (in Italian, tiro): give up one or more pieces so that your opponent’s compulsory captures set up a bigger capture of yours.',
    },
  },
  coup: {
    it: {
      name: 'Colpo (dama internazionale)',
      rule: 'colpo',
      slug: 'colpo',
      text: 'Nella dama internazionale un colpo è una combinazione: si sacrificano pezzi perché le prese obbligate dell’avversario, sempre le più lunghe, gli lascino i pezzi sotto la tua presa.',
    },
    en: {
      name: 'Coup (combination)',
      rule: 'coup',
      slug: 'coup',
      text: 'In International draughts a coup is a combination: you give up pieces so that your opponent’s compulsory captures, always the longest, leave their pieces where yours can take them.',
    },
  },
  shot: {
    it: {
      name: 'Colpo (dama inglese)',
      rule: 'colpo',
      slug: 'colpo-inglese',
      text: 'Nella dama inglese si sceglie liberamente quale presa fare: un colpo funziona solo se ogni presa dell’avversario ti lascia guadagnare.',
    },
    en: {
      name: 'Shot',
      rule: 'shot',
      slug: 'shot',
      text: 'In English draughts you choose freely which capture to make, so a shot works only if every capture your opponent may choose still lets you gain.',
    },
  },
};

/** The words of a theme in `lang`. */
export function themeInfo(lang: Lang, theme: PuzzleTheme): ThemeWords {
  return THEMES[theme][lang];
}
