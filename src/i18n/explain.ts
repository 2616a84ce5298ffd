/**
 * Sentences for the engine's why-not explanations, in Italian and English. The engine returns a code and
 * data (src/engine/rules/explain.ts); this is the only place that turns them into words for people.
 */

import type { CaptureStop, StopCode } from '../engine';
import type { Explanation, Move, VariantId } from '../engine/index';
import type { Lang } from '../model/lang';
import { joinList } from './format';

type Fmt = (m: Move) => string;
/** The game being played, for sentences that name it ("Nella dama italiana…"). */
export type GameName = VariantId;
type Sentence = (r: Explanation, fmt: Fmt, game: GameName) => string;

// "In <game>", opening a sentence about a rule of that game. Every variant needs one (a type error otherwise).
const inGameIt: Record<GameName, string> = {
  italian: 'Nella dama italiana',
  international: 'Nella dama internazionale',
  english: 'Nella dama inglese',
  brazilian: 'Nella dama brasiliana',
};
const inGameEn: Record<GameName, string> = {
  italian: 'In Italian draughts',
  international: 'In International draughts',
  english: 'In English draughts',
  brazilian: 'In Brazilian draughts',
};

const better = (r: Explanation, f: Fmt): string => (r.better ? f(r.better) : '');

const it: Record<Explanation['code'], Sentence> = {
  'not-playing-square': () => 'Questa non è una casella di gioco: si gioca solo sulle caselle scure.',
  'empty-square': (r) => `Sulla casella ${r.square} non c’è nessun pezzo.`,
  'not-your-piece': () => 'Quel pezzo è dell’avversario: muovi uno dei tuoi.',
  'no-legal-moves': (r, f, g) =>
    `${r.cause ? `${it[r.cause.code](r.cause, f, g)} ` : ''}Non ci sono mosse possibili: chi deve muovere ha perso.`,
  'piece-blocked': (r) => `Il pezzo su ${r.square} è bloccato: non ha nessuna mossa.`,
  'must-capture': (r) =>
    (r.capturers?.length ?? 0) > 1
      ? `La presa è obbligatoria: devi mangiare con uno dei pezzi su ${joinList('it', r.capturers ?? [], 'or')}.`
      : `La presa è obbligatoria: devi mangiare con il pezzo su ${r.capturers?.[0]}.`,
  'square-occupied': (r) => `La casella ${r.square} è occupata.`,
  'not-diagonal': () => 'I pezzi si muovono solo in diagonale.',
  'man-backward': () => 'La pedina non torna indietro: si muove solo in avanti.',
  'man-backward-capture': (_r, _f, g) => `${inGameIt[g]} la pedina mangia solo in avanti, mai all’indietro.`,
  'man-one-square': () => 'La pedina avanza di una sola casella alla volta.',
  'king-no-fly': (_r, _f, g) =>
    `${inGameIt[g]} la dama si muove e mangia di una sola casella alla volta: non vola.`,
  'man-cannot-capture-king': () => 'Nella dama italiana la pedina non può mangiare la dama.',
  'own-piece': () => 'Non puoi saltare un tuo pezzo.',
  'two-pieces': () => 'Non si saltano due pezzi in fila: subito dietro il primo serve una casella libera.',
  'jump-twice': (r) =>
    `Il pezzo su ${r.square} è già stato mangiato in questa presa: non si salta due volte.`,
  'ghost-blocks': (r) =>
    `Il pezzo su ${r.square} è già stato mangiato, ma resta sulla damiera fino alla fine della presa e sbarra la strada (regola del colpo turco).`,
  'nothing-to-capture': () => 'Su quella diagonale non c’è niente da mangiare.',
  'capture-unfinished': (r) => `La presa non è finita: da ${r.square} devi continuare a mangiare.`,
  'promotion-ends-capture': (r) =>
    `La pedina è diventata dama su ${r.square}: la mossa finisce lì, e la nuova dama potrà mangiare solo al turno successivo.`,
  'criterion-1': (r, f) =>
    `Criterio 1: si deve mangiare il maggior numero di pezzi. ${better(r, f)} ne prende ${r.better?.captures.length}, la tua presa solo ${r.attempted?.captures.length}.`,
  'criterion-2': (r, f) =>
    `Criterio 2: a parità di pezzi si deve mangiare con la dama, non con la pedina: ${better(r, f)}.`,
  'criterion-3': (r, f) =>
    `Criterio 3: a parità di pezzi si devono mangiare più dame possibile: ${better(r, f)}.`,
  'criterion-4': (r, f) =>
    `Criterio 4: a parità di tutto il resto, si mangia dove s’incontra prima la dama: ${better(r, f)}.`,
  'maximum-capture': (r, f) =>
    `Presa massima: si devono mangiare più pezzi possibile. ${better(r, f)} ne prende ${r.better?.captures.length}, la tua presa solo ${r.attempted?.captures.length}.`,
  ambiguous: (r) =>
    `Più prese diverse finiscono su ${r.square ?? r.candidates?.[0]?.to}: indica anche le caselle intermedie.`,
  'not-a-move': () => 'Questa mossa non è possibile.',
};

const en: Record<Explanation['code'], Sentence> = {
  'not-playing-square': () => 'That is not a playing square: the game is played on the dark squares only.',
  'empty-square': (r) => `There is no piece on square ${r.square}.`,
  'not-your-piece': () => 'That piece is your opponent’s: move one of yours.',
  'no-legal-moves': (r, f, g) =>
    `${r.cause ? `${en[r.cause.code](r.cause, f, g)} ` : ''}There is no legal move: the side to move has lost.`,
  'piece-blocked': (r) => `The piece on ${r.square} is blocked: it has no move.`,
  'must-capture': (r) =>
    (r.capturers?.length ?? 0) > 1
      ? `Capturing is compulsory: you must capture with one of the pieces on ${joinList('en', r.capturers ?? [], 'or')}.`
      : `Capturing is compulsory: you must capture with the piece on ${r.capturers?.[0]}.`,
  'square-occupied': (r) => `Square ${r.square} is occupied.`,
  'not-diagonal': () => 'Pieces move only diagonally.',
  'man-backward': () => 'A man cannot move backwards: it only moves forwards.',
  'man-backward-capture': (_r, _f, g) => `${inGameEn[g]} a man captures only forwards, never backwards.`,
  'man-one-square': () => 'A man moves just one square at a time.',
  'king-no-fly': (_r, _f, g) =>
    `${inGameEn[g]} a king moves and captures one square at a time: it does not fly.`,
  'man-cannot-capture-king': () => 'In Italian draughts a man may not capture a king.',
  'own-piece': () => 'You cannot jump over your own piece.',
  'two-pieces': () =>
    'Two pieces in a row cannot be jumped: there must be an empty square right behind the first.',
  'jump-twice': (r) =>
    `The piece on ${r.square} has already been taken in this capture: it cannot be jumped twice.`,
  'ghost-blocks': (r) =>
    `The piece on ${r.square} has been taken, but it stays on the board until the capture ends and blocks the way (the Turkish strike rule).`,
  'nothing-to-capture': () => 'There is nothing to capture on that diagonal.',
  'capture-unfinished': (r) => `The capture isn’t finished: from ${r.square} you must keep capturing.`,
  'promotion-ends-capture': (r) =>
    `The man was crowned on ${r.square}: the move ends there, and the new king may capture only on the next turn.`,
  'criterion-1': (r, f) =>
    `Criterion 1: you must capture the greatest number of pieces. ${better(r, f)} takes ${r.better?.captures.length}, yours only ${r.attempted?.captures.length}.`,
  'criterion-2': (r, f) =>
    `Criterion 2: with equal captures you must take with the king, not the man: ${better(r, f)}.`,
  'criterion-3': (r, f) => `Criterion 3: with equal captures you must take the most kings: ${better(r, f)}.`,
  'criterion-4': (r, f) =>
    `Criterion 4: with everything else equal, you must capture where you meet a king first: ${better(r, f)}.`,
  'maximum-capture': (r, f) =>
    `Maximum capture: you must take as many pieces as possible. ${better(r, f)} takes ${r.better?.captures.length}, yours only ${r.attempted?.captures.length}.`,
  ambiguous: (r) =>
    `Several captures end on ${r.square ?? r.candidates?.[0]?.to}: show the squares in between too.`,
  'not-a-move': () => 'That move isn’t possible.',
};

const byLang: Record<Lang, Record<Explanation['code'], Sentence>> = { it, en };

type StopSentence = (r: CaptureStop) => string;

// A capture a rule stopped, said when it happens (src/engine/rules/explain.ts captureStop). A crowned man is said as
// when the player tries to go on: the same sentence fits both moments.
const stopIt: Record<StopCode, StopSentence> = {
  'promotion-ends-capture': (r) => it['promotion-ends-capture'](r, plain, 'italian'),
  'ghost-blocks': (r) =>
    `La presa finisce su ${r.end}: il pezzo su ${r.square} è già stato mangiato, ma resta sulla damiera fino alla fine della mossa e sbarra la strada (regola del colpo turco).`,
  'jump-twice': (r) =>
    `La presa finisce su ${r.end}: il pezzo su ${r.square} è già stato mangiato in questa presa, e un pezzo non si salta due volte.`,
  'two-pieces': (r) =>
    `La presa finisce su ${r.end}: subito dietro il pezzo su ${r.square} ce n’è un altro, e due pezzi in fila non si saltano.`,
};
const stopEn: Record<StopCode, StopSentence> = {
  'promotion-ends-capture': (r) => en['promotion-ends-capture'](r, plain, 'italian'),
  'ghost-blocks': (r) =>
    `The capture ends on ${r.end}: the piece on ${r.square} has been taken, but it stays on the board until the move ends and blocks the way (the Turkish strike rule).`,
  'jump-twice': (r) =>
    `The capture ends on ${r.end}: the piece on ${r.square} has already been taken in this capture, and a piece cannot be jumped twice.`,
  'two-pieces': (r) =>
    `The capture ends on ${r.end}: the piece on ${r.square} has another right behind it, and two pieces in a row cannot be jumped.`,
};
const stopByLang: Record<Lang, Record<StopCode, StopSentence>> = { it: stopIt, en: stopEn };

/** The sentence for a capture that a rule stopped, in the given language. */
export function captureStopText(stop: CaptureStop, lang: Lang): string {
  return stopByLang[lang][stop.code](stop);
}

/** Default move formatter: start and end, `x` for a capture. The board passes the PDN writer instead. */
const plain: Fmt = (m) => `${m.from}${m.captures.length > 0 ? 'x' : '-'}${m.to}`;

/** The sentence for an explanation, in the given language; `game` names the variant where a rule is its own. */
export function explanationText(
  reason: Explanation,
  lang: Lang,
  fmt: Fmt = plain,
  game: GameName = 'italian',
): string {
  return byLang[lang][reason.code](reason, fmt, game);
}
