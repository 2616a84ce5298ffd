/**
 * Sentences for a PDN game that cannot be read, in Italian and English. Loaded with the PDN reader, only
 * when a page has PDN to read.
 */
import type { PdnError } from '../engine/index';
import { fenErrorText, type Texts } from './errors';
import type { Lang } from './lang';

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
