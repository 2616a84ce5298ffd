/**
 * The explanation of a tactic harvested from a game (harvest-tactics.ts), in Italian and English, told from
 * the engine's facts about its line: what the first move offers, whether each reply is forced (or the best
 * defence, or the one capture the precedence rule leaves), which piece captures and how many it takes, what
 * the line wins — a man or more, a king that survives, a game won because the opponent has no move or no
 * piece — and what happened in the game at that point.
 *
 * Wording varies: each part of the text has several phrasings, chosen by a hash of the position, so the
 * texts of one theme do not share one sentence shape. The reader is addressed as "tu" / "you".
 */
import {
  BLACK,
  KING,
  makeMoveText,
  type Position,
  type PrecedenceRule,
  type Puzzle,
  parseMoveText,
  play,
  precedenceReport,
  WHITE,
} from '../../engine';
import type { CorpusGame } from './corpus';
import { type LineStep, lineSteps, type Motif } from './line-steps';

type Lang = 'it' | 'en';

/**
 * The words of one language: each sentence is written once per language, in a table keyed by language, so
 * a language added to Lang is a type error here until its words are written.
 */
const byLang = <T>(lang: Lang, words: Readonly<Record<Lang, () => T>>): T => words[lang]();

export interface GameContext {
  readonly game: Pick<CorpusGame, 'moves'>;
  /** moves of the game played before the puzzle's position */
  readonly ply: number;
  readonly motif: Motif;
}

const NUM: Readonly<Record<Lang, readonly string[]>> = {
  it: ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
};
const num = (lang: Lang, n: number) => NUM[lang][n] ?? String(n);

/** A 32-bit FNV-1a hash: the choice of phrasing, stable for a position. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Picks phrasings: `pick(k, n)` is a number below n, a different stream of the hash for each slot k. */
function picker(seed: string) {
  return (slot: number, n: number) => hash(`${slot}|${seed}`) % n;
}

/** "la 22", "l’11": an Italian article before a square's number (uno, otto, undici start with a vowel). */
function la(sq: number, word: 'la' | 'della' | 'sulla' | 'alla' = 'la'): string {
  const vowel = [1, 8, 11].includes(sq) || (sq >= 80 && sq <= 89);
  return vowel ? `${word.slice(0, -1)}’${sq}` : `${word} ${sq}`;
}

const sideName = (lang: Lang, color: 'white' | 'black') =>
  byLang(lang, {
    it: () => (color === 'white' ? 'il Bianco' : 'il Nero'),
    en: () => (color === 'white' ? 'White' : 'Black'),
  });

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * "una pedina", "due pezzi" / "a man", "two men", "two kings", "two pieces": `n` pieces of which `kings`
 * are kings.
 */
function stuff(lang: Lang, n: number, kings: number): string {
  return byLang(lang, {
    it: () => {
      if (kings) return n === 1 ? 'una dama' : `${num('it', n)} pezzi`;
      return n === 1 ? 'una pedina' : `${num('it', n)} pedine`;
    },
    en: () => {
      if (n === 1) return kings ? 'a king' : 'a man';
      return `${num('en', n)} ${kings === n ? 'kings' : kings ? 'pieces' : 'men'}`;
    },
  });
}

function piecesWord(lang: Lang, n: number): string {
  return byLang(lang, {
    it: () => (n === 1 ? 'un pezzo' : `${num('it', n)} pezzi`),
    en: () => (n === 1 ? 'a piece' : `${num('en', n)} pieces`),
  });
}

/** The explanation of a game tactic in both languages. */
export function explainGameTactic(
  start: Position,
  puzzle: Puzzle,
  context: GameContext,
): { it: string; en: string } {
  return { it: tell('it', start, puzzle, context), en: tell('en', start, puzzle, context) };
}

function tell(lang: Lang, start: Position, puzzle: Puzzle, context: GameContext): string {
  const pick = picker(puzzle.fen);
  const steps = lineSteps(start, puzzle);
  const me = start.turn;
  const them = me === 'white' ? 'black' : 'white';
  const foe = sideName(lang, them);
  const parts: string[] = [];
  const rules: { rule: PrecedenceRule; other: string; chosen: string }[] = [];
  let offered = 0;
  let learnerMoves = 0;
  steps.forEach((s, i) => {
    const text = makeMoveText(s.pos, s.move);
    const next = play(s.pos, s.move);
    if (s.learner) {
      learnerMoves++;
      const taken = s.move.captures.length;
      const kingsTaken = s.move.captures.filter((sq) => s.pos.cells[sq] & KING).length;
      const kingTaken = kingsTaken > 0;
      const byKing = (s.pos.cells[s.move.from] & KING) !== 0;
      // What the move gives up is what the line's reply takes, not what another reply could take.
      const answer = steps[i + 1]?.move;
      const given = answer?.captures.length ?? 0;
      const givenKings = answer?.captures.filter((sq) => next.cells[sq] & KING).length ?? 0;
      if (taken === 0 && given > 0) {
        offered += given;
        parts.push(offer(lang, pick(10 + i, 5), text, stuff(lang, given, givenKings), i === 0));
      } else if (taken > 0)
        parts.push(
          capture(
            lang,
            pick(20 + i, 5),
            text,
            s.move.from,
            taken,
            byKing,
            kingTaken,
            s.move.promotes,
            i === steps.length - 1,
            kingsTaken,
            kingsOf(s.pos, them),
          ),
        );
      else
        parts.push(
          byLang(lang, {
            it: () => (s.move.promotes ? `poi con ${text} vai a dama` : `poi giochi ${text}`),
            en: () => (s.move.promotes ? `${text} crowns` : `then ${text}`),
          }),
        );
    } else {
      const rule = ruleOf(s);
      if (rule) rules.push(rule);
      parts.push(reply(lang, pick(30 + i, 4), text, foe, s));
    }
  });

  const end = puzzle.goal.end ?? {};
  const last = steps[steps.length - 1];
  const final = play(last.pos, last.move);
  const lead =
    piecesOf(final, me === 'white' ? WHITE : BLACK) - piecesOf(final, them === 'white' ? WHITE : BLACK);
  const result = outcome(lang, pick(40, 5), foe, end, final, them, lead);
  const motif = motifNote(lang, pick(50, 3), context.motif, offered, learnerMoves, puzzle.theme);
  const game = gameNote(lang, pick(60, 4), start, puzzle, context);
  const story = byLang(lang, {
    it: () => `${cap(joinSteps(lang, parts))}.`,
    en: () => sentences(parts),
  });
  const why = rules.map((r) => ruleNote(lang, r.rule, r.other, foe, r.chosen)).join(' ');
  return [motif, story, why, result, game].filter((x) => x).join(' ');
}

function piecesOf(pos: Position, code: number): number {
  let n = 0;
  for (let sq = 1; sq < pos.cells.length; sq++) if (pos.cells[sq] & code) n++;
  return n;
}

/**
 * The precedence rule that left a reply as the only capture, when it had several, and one capture it
 * ruled out; else null.
 */
function ruleOf(s: LineStep) {
  if (!s.forced || s.move.captures.length === 0 || s.pos.variant.rules.precedence === 'free') return null;
  const report = precedenceReport(s.pos);
  const removed = report.removed.find((r) => r.rule === report.deciding) ?? report.removed[0];
  if (report.captures.length < 2 || !report.deciding || !removed) return null;
  return {
    rule: report.deciding,
    other: makeMoveText(s.pos, removed.move),
    chosen: makeMoveText(s.pos, s.move),
  };
}

/**
 * The steps as a sentence: "a, b, c, and d" (never more than five steps a sentence). In Italian a line of
 * three steps is one sentence, "a: b e c" (the offer, then what follows from it); a longer one opens with
 * the offer and its reply, "a: b.", and goes on in sentences of up to three steps, "C, d e e."
 */
function joinSteps(lang: Lang, parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  const list = (xs: string[], and: string) =>
    xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')}${and}${xs[xs.length - 1]}`;
  return byLang(lang, {
    it: () => {
      const first = parts.slice(0, parts.length <= 3 ? 3 : 2);
      const head = `${first[0]}: ${list(first.slice(1), ' e ')}`;
      const rest: string[] = [];
      for (let i = first.length; i < parts.length; i += 3) rest.push(cap(list(parts.slice(i, i + 3), ' e ')));
      return [head, ...rest].join('. ');
    },
    en: () => list(parts, parts.length > 2 ? ', and ' : ' and '),
  });
}

/**
 * The English story in short sentences: each move of yours with the reply to it, the last move of yours
 * joining the last reply ("a, b and c." / "a and b. C, d, and e.").
 */
function sentences(parts: readonly string[]): string {
  const chunks: string[][] = [];
  for (let i = 0; i < parts.length; i += 2) chunks.push(parts.slice(i, i + 2));
  const tail = chunks[chunks.length - 1];
  if (chunks.length > 1 && tail.length === 1) chunks[chunks.length - 2].push(...(chunks.pop() ?? []));
  // A later sentence does not open on a move's number: "Then 10x26 takes two men."
  return chunks
    .map((c, i) => {
      // "You answer 19x12, taking a man, and Black must take 8x15": a comma before "and" after a comma.
      const text = c.length === 2 && c[0].includes(',') ? `${c[0]}, and ${c[1]}` : joinSteps('en', c);
      return `${cap(i > 0 && /^\d/.test(text) ? `then ${text}` : text)}.`;
    })
    .join(' ');
}

/** The kings `color` has on the board. */
function kingsOf(pos: Position, color: 'white' | 'black'): number {
  const code = color === 'white' ? WHITE : BLACK;
  let n = 0;
  for (let sq = 1; sq < pos.cells.length; sq++) if (pos.cells[sq] & code && pos.cells[sq] & KING) n++;
  return n;
}

function offer(lang: Lang, k: number, text: string, what: string, first: boolean): string {
  return byLang(lang, {
    it: () => {
      if (!first)
        return [`poi con ${text} offri anche ${what}`, `poi con ${text} sacrifichi anche ${what}`][k % 2];
      return [
        `con ${text} offri ${what}`,
        `${text} regala ${what}`,
        `giochi ${text} e lasci ${what} da prendere`,
        `con ${text} sacrifichi ${what}`,
        `${text} lascia ${what} in presa`,
      ][k];
    },
    en: () => {
      if (!first) return [`then ${text} gives up ${what} as well`, `then ${text} offers ${what} too`][k % 2];
      return [
        `${text} offers ${what}`,
        `you give up ${what} with ${text}`,
        `${text} sacrifices ${what}`,
        `${text} gives up ${what}`,
        `you offer ${what} with ${text}`,
      ][k];
    },
  });
}

function reply(
  lang: Lang,
  k: number,
  text: string,
  foe: string,
  s: { pos: Position; forced: boolean; move: { captures: readonly number[]; promotes?: boolean } },
): string {
  const takes = s.move.captures.length > 0;
  const rules = s.pos.variant.rules;
  const report = takes && rules.precedence !== 'free' ? precedenceReport(s.pos) : null;
  const byRule = !s.forced ? false : report !== null && report.captures.length >= 2;
  return byLang(lang, {
    it: () => {
      // The rule itself is told after the moves (ruleNote).
      if (byRule) return `la regola obbliga ${foe} a prendere con ${text}`;
      if (s.forced && takes)
        return [
          `${foe} deve prendere con ${text}`,
          `${foe} è costretto a mangiare con ${text}`,
          `${foe} non può che prendere con ${text}`,
          `${foe} mangia per forza con ${text}`,
        ][k];
      if (s.forced) return `${foe} può giocare solo ${text}`;
      return [`${foe} si difende al meglio con ${text}`, `la difesa migliore è ${text}`][k % 2];
    },
    en: () => {
      if (byRule)
        // The rule itself is told after the moves (ruleNote).
        return [`the rules make ${foe} take ${text}`, `the rules force ${foe} to take ${text}`][k % 2];
      // A reply that crowns says so: the learner should not be surprised by the new king.
      if (takes && s.move.promotes)
        return s.forced
          ? `${foe}’s forced capture ${text} makes a king`
          : `${foe}’s best capture, ${text}, makes a king`;
      if (s.forced && takes)
        return [
          `${foe} must take ${text}`,
          `${foe} is forced to take ${text}`,
          `the capture ${text} is forced`,
          `${foe} has to jump ${text}`,
        ][k];
      if (s.forced) return `${foe}’s only move is ${text}`;
      if (takes) return [`${foe}’s best capture is ${text}`, `${foe} does best to take ${text}`][k % 2];
      return [`${foe}’s best defence is ${text}`, `${foe} does best with ${text}`][k % 2];
    },
  });
}

function capture(
  lang: Lang,
  k: number,
  text: string,
  from: number,
  taken: number,
  byKing: boolean,
  kingTaken: boolean,
  promotes: boolean,
  last: boolean,
  kingsTaken: number,
  foeKings: number,
): string {
  return byLang(lang, {
    it: () => {
      const piece = byKing ? 'dama' : 'pedina';
      const who = `la ${piece} ${la(from, 'sulla')}`;
      // A man or men when no king is among them ("due pedine"), pieces when one is ("due pezzi"); a king
      // taken by a king, or by a man that crowns, is the opponent's ("mangia la dama avversaria").
      // "La dama" only when the side taken has just the one; with two or more it is "una dama".
      const art = foeKings === 1 ? 'la' : 'una';
      const king = byKing || promotes ? `${art} dama avversaria` : `${art} dama`;
      const n =
        taken === 1
          ? kingTaken
            ? king
            : 'una pedina'
          : `${num('it', taken)} ${kingTaken ? 'pezzi' : 'pedine'}`;
      const youCrown = promotes ? ' e vai a dama' : '';
      const itCrowns = promotes ? ' e va a dama' : '';
      const opts = [
        `con ${text} prendi ${n}${youCrown}`,
        `${who} mangia ${n} con ${text}${itCrowns}`,
        `${last ? 'infine ' : ''}con ${text} mangi ${n}${youCrown}`,
        promotes
          ? `${who} risponde con ${text}, prende ${n} e va a dama`
          : `${who} risponde con ${text} e prende ${n}`,
        // a relative clause only at the end of the line, where no step follows it
        last
          ? `ora tocca alla ${piece} ${la(from, 'sulla')}, che con ${text} mangia ${n}${itCrowns}`
          : `ora ${who} mangia ${n} con ${text}${itCrowns}`,
      ];
      return opts[k];
    },
    en: () => {
      const who = byKing ? `the king on ${from}` : `the man on ${from}`;
      // "the king" only when the opponent has just the one.
      const one = kingsTaken > 0 && foeKings === 1 ? 'the king' : stuff('en', 1, kingsTaken);
      const n = taken === 1 ? one : stuff('en', taken, kingsTaken);
      const crown = promotes ? ' and crowns' : '';
      const opts = [
        `${text} takes ${n}${crown}`,
        `${who} captures ${n} with ${text}${crown}`,
        `${last ? 'finally ' : ''}${text} picks up ${n}${crown}`,
        `you answer ${text}, taking ${n}${promotes ? ' and crowning' : ''}`,
        `now ${who} strikes with ${text}${crown}`,
      ];
      // "Now … strikes" is kept for the last capture: twice in a sentence it would say "now" twice.
      return opts[k === 4 && !last ? 1 : k];
    },
  });
}

function outcome(
  lang: Lang,
  k: number,
  foe: string,
  end: { material?: number; promotion?: boolean; win?: boolean },
  final: Position,
  them: 'white' | 'black',
  /** the learner's pieces less the opponent's at the end of the line */
  lead: number,
): string {
  const code = them === 'white' ? WHITE : BLACK;
  const left = final.cells.some((c) => (c & code) !== 0);
  if (end.win) {
    if (!left)
      return byLang(lang, {
        it: () =>
          [
            `${cap(foe)} non ha più pezzi: hai vinto.`,
            `${cap(foe.replace(/^il /, 'al '))} non resta più nessun pezzo: partita vinta.`,
          ][k % 2],
        en: () =>
          [`${foe} has no pieces left: you win.`, `${foe} has nothing left on the board: the game is yours.`][
            k % 2
          ],
      });
    return byLang(lang, {
      it: () =>
        [
          `${cap(foe)} resta senza mosse: hai vinto.`,
          `Ora ${foe} non può più muovere: partita vinta.`,
          `${cap(foe)} ha ancora pezzi, ma nessuna mossa: hai vinto.`,
        ][k % 3],
      en: () =>
        [
          `${foe} is left without a move: you win.`,
          `Now ${foe} is blocked and cannot move: the game is yours.`,
          `${foe} still has pieces but not a single move, so you win.`,
        ][k % 3],
    });
  }
  const m = end.material ?? 0;
  const king = end.promotion === true;
  return byLang(lang, {
    it: () => {
      if (m > 0 && king)
        return [
          `Guadagni ${piecesWord('it', m)} e hai una dama che ${foe} non può prendere.`,
          `Il bilancio: ${piecesWord('it', m)} in più e una dama al sicuro.`,
        ][k % 2];
      // "Pari" only when the pieces are level at the end: a side a piece down stays a piece down.
      if (king && lead === 0)
        return [
          `I pezzi sono pari, ma ora hai una dama che ${foe} non può prendere.`,
          `Il materiale è pari, però la tua nuova dama è al sicuro: ${foe} non può mangiarla.`,
        ][k % 2];
      if (king)
        return [
          `Non guadagni pezzi, ma ora hai una dama che ${foe} non può prendere.`,
          `Nessun pezzo in più, però la tua nuova dama è al sicuro: ${foe} non può mangiarla.`,
        ][k % 2];
      return [
        `Guadagni ${piecesWord('it', m)}.`,
        `Alla fine hai ${piecesWord('it', m)} in più.`,
        `Il bilancio: ${piecesWord('it', m)} in più per te.`,
        `Ne esci con ${piecesWord('it', m)} di vantaggio.`,
        `Finite le prese, sei avanti di ${piecesWord('it', m)}.`,
      ][k];
    },
    en: () => {
      if (m > 0 && king)
        return [
          `You come out ${piecesWord('en', m)} up, with a king ${foe} cannot take.`,
          `You end ${piecesWord('en', m)} up, and your new king is safe.`,
        ][k % 2];
      if (king && lead !== 0) return `You gain no material, but now you have a king ${foe} cannot take.`;
      if (king)
        return [
          'Material stays level, but now you have a king that cannot be taken.',
          `The pieces are level, but your new king is safe: ${foe} cannot take it.`,
        ][k % 2];
      return [
        `You win ${piecesWord('en', m)}.`,
        `At the end you are ${piecesWord('en', m)} up.`,
        `You end up ${piecesWord('en', m)} ahead.`,
        `You come out ${piecesWord('en', m)} ahead.`,
        `When the captures are over, you are ${piecesWord('en', m)} up.`,
      ][k];
    },
  });
}

/** What the tactic is called in the text: the Italian tiro, the International colpo / combination. */
const NOUN: Readonly<Record<string, { it: string; en: string }>> = {
  tiro: { it: 'tiro', en: 'shot' },
  shot: { it: 'tiro', en: 'shot' },
  coup: { it: 'colpo', en: 'combination' },
};

function motifNote(
  lang: Lang,
  k: number,
  motif: Motif,
  offered: number,
  moves: number,
  theme: string,
): string {
  const noun = NOUN[theme] ?? NOUN.tiro;
  const it: Partial<Record<Motif, readonly string[]>> = {
    'two-for-one': ['Un classico due per uno.', 'Dai uno, prendi due.', 'Ne dai uno per prenderne due.'],
    'multi-offer': [
      `Un ${noun.it} in cui dai ${num('it', offered)} pezzi.`,
      `Per riuscirci devi dare ${num('it', offered)} pezzi.`,
      `Servono ${num('it', offered)} pezzi in regalo.`,
    ],
    'multi-capture': [
      'Tutto per una grande presa finale.',
      `Il ${noun.it} finisce con una presa multipla.`,
      'Prepari una presa multipla.',
    ],
    breakthrough: [
      `Il ${noun.it} apre la strada verso la dama.`,
      'Uno sfondamento: si apre la strada per andare a dama.',
      `Qui il ${noun.it} porta a dama.`,
    ],
    precedence: [
      'Qui la priorità di presa lavora per te.',
      'È la priorità di presa a decidere la risposta.',
      'Le regole della presa sono dalla tua parte.',
    ],
    block: [
      'Non serve mangiare tutto: basta bloccare.',
      `Un ${noun.it} di blocco: vinci senza prendere tutto.`,
      `Qui il ${noun.it} chiude ogni via all’avversario.`,
    ],
  };
  const en: Partial<Record<Motif, readonly string[]>> = {
    'two-for-one': ['A classic two-for-one.', 'Give one, take two.', 'One piece for two.'],
    'multi-offer': [
      `A ${noun.en} in which you give up ${num('en', offered)} pieces.`,
      `You have to give up ${num('en', offered)} pieces along the way.`,
      `It costs ${num('en', offered)} pieces, and they come back with interest.`,
    ],
    'multi-capture': [
      'Everything leads to one big capture at the end.',
      `The ${noun.en} ends in a multiple capture.`,
      'You set up a multiple capture.',
    ],
    breakthrough: [
      `The ${noun.en} opens the road to the king row.`,
      'A breakthrough: the road to the king row opens.',
      `This ${noun.en} ends with a new king.`,
    ],
    precedence: [
      'The capture rules work for you.',
      'The capture rules decide the reply.',
      'Here the capture rules are on your side.',
    ],
    block: [
      'You don’t have to take everything: a block is enough.',
      `A ${noun.en} that leaves your opponent without a move.`,
      `The ${noun.en} takes away every move your opponent has.`,
    ],
  };
  const pool = byLang(lang, { it: () => it, en: () => en })[motif];
  // Only some texts open with the motif: the rest go straight to the moves.
  if (!pool || (k === 2 && moves > 2)) return '';
  return pool[k % pool.length];
}

function gameNote(lang: Lang, k: number, start: Position, puzzle: Puzzle, context: GameContext): string {
  const played = context.game.moves[context.ply];
  if (played === undefined) return '';
  const r = parseMoveText(start, played);
  const first = 'learner' in puzzle.goal.line[0] ? puzzle.goal.line[0].learner : [];
  const me = sideName(lang, start.turn);
  const foe = sideName(lang, start.turn === 'white' ? 'black' : 'white');
  const found =
    r.ok &&
    first.some((t) => {
      const f = parseMoveText(start, t);
      return f.ok && f.value.from === r.value.from && f.value.to === r.value.to;
    });
  // How far the game went along the line: "that is how the game went" only when it went all the way.
  const line = puzzle.goal.line.map((p) => ('learner' in p ? p.learner : [p.reply]));
  const game = context.game.moves.slice(context.ply, context.ply + line.length);
  let along = found ? 1 : 0;
  while (along < line.length && along < game.length && line[along].includes(game[along])) along++;
  const followed = along === line.length;
  const answered = along === 1 && game.length > 1 ? game[1] : null;
  return byLang(lang, {
    it: () => {
      if (found && !followed)
        return answered
          ? `In partita ${me} ha giocato ${played}, ma ${foe} ha risposto ${answered}.`
          : `In partita ${me} ha cominciato con ${played}, ma poi la partita ha preso un’altra strada.`;
      if (found)
        return [
          `Nella partita ${me} l’ha trovato.`,
          `${cap(me)} l’ha giocato anche in partita.`,
          'Nella partita è andata proprio così.',
          `In partita ${me} non se l’è fatto sfuggire.`,
        ][k];
      return [
        `Nella partita ${me} ha giocato ${played} e l’occasione è sfumata.`,
        `In partita ${me} ha scelto ${played}: il ${NOUN[puzzle.theme]?.it ?? 'tiro'} è rimasto sulla damiera.`,
        `Nella partita si è giocato invece ${played}.`,
        `${cap(me)}, in partita, ha preferito ${played}.`,
      ][k];
    },
    en: () => {
      if (found && !followed)
        return answered
          ? `In the game, ${me} played ${played}, but ${foe} answered ${answered}.`
          : `In the game, ${me} started with ${played}, but then the game went another way.`;
      if (found)
        return [
          `In the game, ${me} found it.`,
          `${me} played it in the game.`,
          'That is exactly how the game went.',
          `In the game, ${me} did not miss it.`,
        ][k];
      return [
        `In the game, ${me} played ${played} and missed the chance.`,
        `In the game, ${me} chose ${played} and missed the ${NOUN[puzzle.theme]?.en ?? 'shot'}.`,
        `The game went ${played} instead.`,
        `In the game, ${me} played ${played} and let it slip.`,
      ][k];
    },
  });
}

/**
 * Why a reply was the only capture allowed, told after the moves: the rule, by its FID criterion in Italian
 * draughts, and a capture it ruled out.
 */
function ruleNote(lang: Lang, rule: PrecedenceRule, other: string, foe: string, chosen: string): string {
  return byLang(lang, {
    it: () => {
      const could = `${cap(foe)} potrebbe prendere anche con ${other}`;
      switch (rule) {
        case 'criterion-1':
          return `${could}, ma deve scegliere la presa che mangia più pezzi (criterio 1).`;
        case 'criterion-2':
          return `${cap(foe)} potrebbe prendere anche con la pedina, ${other}, ma a parità di pezzi deve mangiare con la dama (criterio 2).`;
        case 'criterion-3':
          return `${could}, ma a parità di pezzi deve mangiare più dame possibile (criterio 3).`;
        case 'criterion-4':
          return `${could}, ma a parità di tutto il resto deve mangiare dove incontra prima la dama (criterio 4).`;
        case 'maximum-capture':
          return `${could}, ma deve fare la presa che mangia più pezzi.`;
      }
    },
    en: () => {
      // "Why 10x19?": the note may come a sentence after the reply it explains.
      const could = `Why ${chosen}? ${foe} could also play ${other}`;
      switch (rule) {
        case 'criterion-1':
          return `${could}, but must make the capture that takes the most pieces (criterion 1).`;
        case 'criterion-2':
          return `Why ${chosen}? ${foe} could also take with the man, ${other}, but with equal captures the king must take (criterion 2).`;
        case 'criterion-3':
          return `${could}, but with equal captures must take the most kings (criterion 3).`;
        case 'criterion-4':
          return `${could}, but with all else equal must take where it meets a king first (criterion 4).`;
        case 'maximum-capture':
          return `${could}, but must make the capture that takes the most pieces.`;
      }
    },
  });
}
