/**
 * Sentences for a PDN game that cannot be read, in Italian and English. Loaded with the PDN reader, only
 * when a page has PDN to read.
 */
import type { PdnError, PdnErrorCode } from '../engine/index';
import { gameTypeNumber, VARIANT_IDS, VARIANTS } from '../engine/rules/variants';
import type { Lang } from '../model/lang';
import { fenErrorText, type Texts } from './errors';
import { fmt, joinList } from './format';

/** The GameType numbers the site reads, from the variants' data, in numeric order: 20, 21, 22, 26. */
const gameTypes = VARIANT_IDS.map((id) => Number(gameTypeNumber(VARIANTS[id]))).sort((a, b) => a - b);

/** Where in the text the problem is: a move (with its number and text) or a line. */
const whereIn = {
  it: { move: ' (mossa {n} {text})', line: ' (riga {line})' },
  en: { move: ' (move {n} {text})', line: ' (line {line})' },
} as const satisfies { readonly [L in Lang]: { readonly move: string; readonly line: string } };

const where = (e: PdnError, lang: Lang): string => {
  if (e.moveNumber !== undefined) {
    const n = `${e.moveNumber}${e.color && e.color !== 'white' ? '…' : '.'}`;
    return fmt(whereIn[lang].move, { n, text: e.text ?? '' });
  }
  if (e.line !== undefined) return fmt(whereIn[lang].line, { line: e.line });
  return '';
};

const pdnIt: Texts<PdnErrorCode, PdnError> = {
  empty: () => 'Il testo PDN è vuoto.',
  'bad-tag': () => 'Un’intestazione [Nome "valore"] non si riesce a leggere',
  'unbalanced-braces': () => 'Un commento tra graffe { } non è chiuso',
  'unbalanced-parentheses': () => 'Una variante tra parentesi ( ) non è chiusa',
  syntax: () => 'Nel testo delle mosse c’è qualcosa che non è una mossa',
  'unknown-game-type': (e) =>
    `Tipo di gioco sconosciuto «${e.text ?? ''}»: Damiera legge GameType ${joinList('it', gameTypes, 'and')}`,
  'bad-fen': () => 'La FEN della partita non è valida',
  'illegal-move': () => 'Questa mossa non è legale nella posizione raggiunta',
  'ambiguous-move': () => 'Questa mossa può indicare più prese diverse: servono le caselle intermedie',
  'several-games': () => 'Il testo contiene più partite: incollane una sola',
};

const pdnEn: Texts<PdnErrorCode, PdnError> = {
  empty: () => 'The PDN text is empty.',
  'bad-tag': () => 'A [Name "value"] header cannot be read',
  'unbalanced-braces': () => 'A { } comment is not closed',
  'unbalanced-parentheses': () => 'A ( ) variation is not closed',
  syntax: () => 'The move text contains something that is not a move',
  'unknown-game-type': (e) =>
    `Unknown game type “${e.text ?? ''}”: Damiera reads GameType ${joinList('en', gameTypes, 'and')}`,
  'bad-fen': () => 'The game’s FEN is not valid',
  'illegal-move': () => 'This move is not legal in the position reached',
  'ambiguous-move': () => 'This move could be several different captures: the squares in between are needed',
  'several-games': () => 'The text holds several games: paste just one',
};

const pdnTexts: { readonly [L in Lang]: Texts<PdnErrorCode, PdnError> } = { it: pdnIt, en: pdnEn };

export function pdnErrorText(e: PdnError, lang: Lang): string {
  if (e.code === 'bad-fen' && e.fenError) {
    return `${pdnTexts[lang]['bad-fen'](e)}: ${fenErrorText(e.fenError, lang)}`;
  }
  const s = pdnTexts[lang][e.code](e);
  return s.endsWith('.') ? s : `${s}${where(e, lang)}.`;
}
