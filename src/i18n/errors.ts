/**
 * Sentences for bad input — a FEN or PDN pasted or found in a URL — in Italian and English. The engine
 * returns codes and data (src/engine/notation/notation/notation/notation/fen.ts, pdn.ts); the page shows these and keeps working.
 */
import type { FenError, FenErrorCode } from '../engine/index';
import { VARIANT_IDS } from '../engine/rules/variants';
import type { Lang } from '../model/lang';
import { joinList } from './format';

/** One sentence per error code: a new code is a type error until every language has its sentence. */
export type Texts<Code extends string, E> = { readonly [C in Code]: (e: E) => string };

const fenIt: Texts<FenErrorCode, FenError> = {
  empty: () => 'La posizione è vuota: incolla una FEN come W:W21-32:B1-12.',
  'unknown-variant': (e) => `Variante sconosciuta «${e.token}»: usa ${joinList('it', VARIANT_IDS, 'or')}.`,
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
  'other-numbering': () =>
    'Questa posizione è numerata per un’altra damiera: gli stessi numeri indicano altre caselle. Va prima trasformata.',
};

const fenEn: Texts<FenErrorCode, FenError> = {
  empty: () => 'The position is empty: paste a FEN such as W:W21-32:B1-12.',
  'unknown-variant': (e) => `Unknown variant “${e.token}”: use ${joinList('en', VARIANT_IDS, 'or')}.`,
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
  'other-numbering': () =>
    'This position is numbered for another board: the same numbers are other squares there. Transform it first.',
};

const fenTexts: { readonly [L in Lang]: Texts<FenErrorCode, FenError> } = { it: fenIt, en: fenEn };

export function fenErrorText(e: FenError, lang: Lang): string {
  return fenTexts[lang][e.code](e);
}
