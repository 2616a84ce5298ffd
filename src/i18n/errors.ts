/**
 * Sentences for bad input — a FEN or PDN pasted or found in a URL — in Italian and English. The engine
 * returns codes and data (src/engine/fen.ts, pdn.ts); the page shows these and keeps working.
 */
import type { FenError, PdnError } from '../engine/index';
import type { Lang } from './lang';

type Texts<E> = Record<string, (e: E) => string>;

const fenIt: Texts<FenError> = {
  empty: () => 'La posizione è vuota: incolla una FEN come W:W21-32:B1-12.',
  'unknown-variant': (e) => `Variante sconosciuta «${e.token}»: usa italian, international o english.`,
  syntax: () =>
    'La FEN non è scritta bene: deve avere la forma W:W21,22:B1,2 (chi muove, pezzi bianchi, pezzi neri).',
  'bad-turn': (e) => `Il primo campo dice chi muove e deve essere W o B, non «${e.token}».`,
  'bad-square': (e) =>
    `«${e.token}» non è una casella: scrivi un numero come 22 o K22, o un intervallo come 1-12.`,
  'square-out-of-range': (e) =>
    `La casella ${e.square} non esiste: su questa damiera le caselle vanno da 1 a ${e.max}.`,
  'duplicate-square': (e) => `La casella ${e.square} compare due volte.`,
  'man-on-promotion-row': (e) =>
    `Una pedina ${e.color === 'white' ? 'bianca' : 'nera'} non può stare sulla casella ${e.square}: lì sarebbe già dama.`,
  'too-many-pieces': (e) =>
    `Il ${e.color === 'white' ? 'Bianco' : 'Nero'} ha troppi pezzi: al massimo ${e.max}.`,
};

const fenEn: Texts<FenError> = {
  empty: () => 'The position is empty: paste a FEN such as W:W21-32:B1-12.',
  'unknown-variant': (e) => `Unknown variant “${e.token}”: use italian, international or english.`,
  syntax: () =>
    'The FEN is not well formed: it should look like W:W21,22:B1,2 (side to move, white pieces, black pieces).',
  'bad-turn': (e) => `The first field says who moves and must be W or B, not “${e.token}”.`,
  'bad-square': (e) =>
    `“${e.token}” is not a square: write a number such as 22 or K22, or a range such as 1-12.`,
  'square-out-of-range': (e) => `Square ${e.square} does not exist: this board has squares 1 to ${e.max}.`,
  'duplicate-square': (e) => `Square ${e.square} is listed twice.`,
  'man-on-promotion-row': (e) =>
    `A ${e.color} man cannot stand on square ${e.square}: there it would already be a king.`,
  'too-many-pieces': (e) =>
    `${e.color === 'white' ? 'White' : 'Black'} has too many pieces: at most ${e.max}.`,
};

export function fenErrorText(e: FenError, lang: Lang): string {
  const f = (lang === 'it' ? fenIt : fenEn)[e.code];
  return f ? f(e) : e.message;
}

const where = (e: PdnError, lang: Lang): string => {
  if (e.moveNumber !== undefined) {
    const n = `${e.moveNumber}${e.color && e.color !== 'white' ? '…' : '.'}`;
    return lang === 'it' ? ` (mossa ${n} ${e.text ?? ''})` : ` (move ${n} ${e.text ?? ''})`;
  }
  if (e.line !== undefined) return lang === 'it' ? ` (riga ${e.line})` : ` (line ${e.line})`;
  return '';
};

const pdnIt: Texts<PdnError> = {
  empty: () => 'Il testo PDN è vuoto.',
  'bad-tag': () => 'Un’intestazione [Nome "valore"] non si riesce a leggere',
  'unbalanced-braces': () => 'Un commento tra graffe { } non è chiuso',
  'unbalanced-parentheses': () => 'Una variante tra parentesi ( ) non è chiusa',
  syntax: () => 'Nel testo delle mosse c’è qualcosa che non è una mossa',
  'unknown-game-type': (e) =>
    `Tipo di gioco sconosciuto «${e.text ?? ''}»: Damiera legge GameType 20, 21, 22 e 26`,
  'bad-fen': () => 'La FEN della partita non è valida',
  'illegal-move': () => 'Questa mossa non è legale nella posizione raggiunta',
  'ambiguous-move': () => 'Questa mossa può indicare più prese diverse: servono le caselle intermedie',
  'several-games': () => 'Il testo contiene più partite: incollane una sola',
};

const pdnEn: Texts<PdnError> = {
  empty: () => 'The PDN text is empty.',
  'bad-tag': () => 'A [Name "value"] header cannot be read',
  'unbalanced-braces': () => 'A { } comment is not closed',
  'unbalanced-parentheses': () => 'A ( ) variation is not closed',
  syntax: () => 'The move text contains something that is not a move',
  'unknown-game-type': (e) => `Unknown game type “${e.text ?? ''}”: Damiera reads GameType 20, 21, 22 and 26`,
  'bad-fen': () => 'The game’s FEN is not valid',
  'illegal-move': () => 'This move is not legal in the position reached',
  'ambiguous-move': () => 'This move could be several different captures: the squares in between are needed',
  'several-games': () => 'The text holds several games: paste just one',
};

export function pdnErrorText(e: PdnError, lang: Lang): string {
  if (e.code === 'bad-fen' && e.fenError) {
    return `${(lang === 'it' ? pdnIt : pdnEn)['bad-fen'](e)}: ${fenErrorText(e.fenError, lang)}`;
  }
  const f = (lang === 'it' ? pdnIt : pdnEn)[e.code];
  if (!f) return e.message;
  const s = f(e);
  return s.endsWith('.') ? s : `${s}${where(e, lang)}.`;
}
