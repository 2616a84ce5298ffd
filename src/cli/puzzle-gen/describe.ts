/**
 * What the generator writes beside each proved puzzle: a difficulty rating and a short explanation in Italian
 * and English, both read off the engine — the precedence report (which rule removed which capture), the
 * refusal of the tempting move, or the solution line — never restated by hand.
 *
 * The rating is on the trainer's Glicko scale (1500 average), kept within 800–2200: a base per theme, plus
 * the length of the line, the number of tempting alternatives and the pieces on the board.
 */

import type { Move, Variant } from '../../engine';
import {
  applyPrecedence,
  asMove,
  BLACK,
  type CaptureSequence,
  captureSequences,
  dedupe,
  distance,
  explainText,
  FLYING_KING_THEME,
  KING,
  landingFork,
  legalMoves,
  makeMoveText,
  type Position,
  type PrecedenceRule,
  type Puzzle,
  parseFen,
  parseMoveText,
  play,
  precedenceReport,
  squaresBetween,
  WHITE,
} from '../../engine';

export interface Description {
  readonly rating: number;
  readonly explanation: { readonly it: string; readonly en: string };
}

type Lang = 'it' | 'en';
type Words = Readonly<Record<Lang, string>>;

const NUMBERS: Readonly<Record<Lang, readonly string[]>> = {
  it: ['nessuno', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'],
  en: ['none', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
};
const num = (lang: Lang, n: number) => NUMBERS[lang][n] ?? String(n);

/** Ordinals for "the first jump": Italian masculine (salto). */
const ORDINALS: Readonly<Record<Lang, readonly string[]>> = {
  it: ['primo', 'secondo', 'terzo', 'quarto', 'quinto', 'sesto', 'settimo', 'ottavo', 'nono', 'decimo'],
  en: ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'],
};
const ordinal = (lang: Lang, i: number) => ORDINALS[lang][i] ?? `${i + 1}°`;

/** The rule, as the trainer names it at the head of the explanation. */
const RULE_HEAD: Readonly<Record<PrecedenceRule, Words>> = {
  'criterion-1': {
    it: 'Criterio 1: si mangia dove ci sono più pezzi.',
    en: 'Criterion 1: you capture where there are more pieces.',
  },
  'criterion-2': {
    it: 'Criterio 2: a parità di pezzi, deve mangiare la dama.',
    en: 'Criterion 2: when the captures are equal, the king must capture.',
  },
  'criterion-3': {
    it: 'Criterio 3: a parità di pezzi, si mangiano più dame possibile.',
    en: 'Criterion 3: when the captures are equal, you take as many kings as you can.',
  },
  'criterion-4': {
    it: 'Criterio 4: a parità di tutto il resto, si mangia dove s’incontra prima la dama.',
    en: 'Criterion 4: with everything else equal, you capture where you meet a king first.',
  },
  'maximum-capture': {
    it: 'Presa massima: si devono mangiare più pezzi possibile.',
    en: 'Maximum capture: you must take as many pieces as you can.',
  },
};

/** The words of the reader's language: one entry per language, so a third one is a type error until written. */
const byLang = <T>(lang: Lang, words: Readonly<Record<Lang, T>>): T => words[lang];

const side = (lang: Lang, pos: Position) =>
  byLang(lang, {
    it: pos.turn === 'white' ? 'il Bianco' : 'il Nero',
    en: pos.turn === 'white' ? 'White' : 'Black',
  });

/** "un pezzo", "due pezzi" / "one piece", "two pieces". */
function pieces(lang: Lang, n: number, noun: 'piece' | 'man' | 'king' = 'piece'): string {
  const it = { piece: ['pezzo', 'pezzi'], man: ['pedina', 'pedine'], king: ['dama', 'dame'] }[noun];
  const en = { piece: ['piece', 'pieces'], man: ['man', 'men'], king: ['king', 'kings'] }[noun];
  const forms: Record<Lang, () => string> = {
    it: () => (n === 1 ? (noun === 'piece' ? 'un pezzo' : `una ${it[0]}`) : `${num('it', n)} ${it[1]}`),
    en: () => (n === 1 ? `a ${en[0]}` : `${num('en', n)} ${en[1]}`),
  };
  return forms[lang]();
}

/** The squares strictly between two squares on one diagonal. */
const between = (pos: Position, a: number, b: number) => squaresBetween(pos.variant.geometry, a, b);

/** The 0-based jumps at which a move takes a king (captures are in capture order). */
function kingJumps(pos: Position, m: Move): number[] {
  const out: number[] = [];
  m.captures.forEach((sq, i) => {
    if (pos.cells[sq] & KING) out.push(i);
  });
  return out;
}

/** Why `alt` loses to `answer` under `rule`, as a clause: "32x23 solo uno". */
function lossClause(
  lang: Lang,
  pos: Position,
  rule: 'criterion-2' | 'criterion-3' | 'criterion-4',
  answer: Move,
  alt: Move,
): string {
  const a = makeMoveText(pos, answer);
  const b = altText(pos, alt);
  switch (rule) {
    case 'criterion-2': {
      const n = answer.captures.length;
      return byLang(lang, {
        it: `${a} e ${b} prendono ${pieces('it', n)} ciascuna: tocca alla dama, ${a}.`,
        en: `${a} and ${b} both take ${pieces('en', n)}, so the king captures: ${a}.`,
      });
    }
    case 'criterion-3': {
      const ka = kingJumps(pos, answer).length;
      const kb = kingJumps(pos, alt).length;
      return byLang(lang, {
        it: `${a} prende ${kingsIt(ka)}, ${b} ${kb === 0 ? 'nessuna' : `solo ${kingsIt(kb)}`}.`,
        en: `${a} takes ${pieces('en', ka, 'king')}, ${b} ${kb === 0 ? 'none' : `only ${kb === 1 ? 'one king' : pieces('en', kb, 'king')}`}.`,
      });
    }
    case 'criterion-4': {
      const ja = kingJumps(pos, answer);
      const jb = kingJumps(pos, alt);
      let i = 0;
      while (i < ja.length && ja[i] === jb[i]) i++;
      const which = i === 0 ? '' : `${ordinal(lang, i).replace(/o$/, 'a')} `;
      return byLang(lang, {
        it: `${a} trova la ${which}dama al ${ordinal('it', ja[i])} salto, ${b} solo al ${ordinal('it', jb[i])}.`,
        en: `${a} meets ${i === 0 ? 'a ' : `the ${which}`}king on the ${ordinal('en', ja[i])} jump, ${b} only on the ${ordinal('en', jb[i])}.`,
      });
    }
  }
}

const Cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const kingsIt = (n: number) => (n === 1 ? 'una dama' : `${num('it', n)} dame`);

/** A removed capture's text, unambiguous among every capture of the position (legal or not). */
function altText(pos: Position, m: Move): string {
  return makeMoveText(pos, m, dedupe(captureSequences(pos)).map(asMove));
}

/** The explanation of a precedence puzzle on a filtering rule. */
function explainFilter(pos: Position, rule: PrecedenceRule): Words {
  const report = precedenceReport(pos);
  const answer = report.legal[0];
  const deciding = report.removed.filter((r) => r.rule === rule);
  const earlier = report.removed.filter((r) => r.rule !== rule);
  const out = {} as Record<Lang, string>;
  for (const lang of ['it', 'en'] as const) {
    const parts = [RULE_HEAD[rule][lang]];
    if (rule === 'criterion-1' || rule === 'maximum-capture') {
      // Quantity: every capture the rule removed, with how many it takes ("5x14 e 21x30 solo uno").
      const byCount = new Map<number, string[]>();
      for (const r of oneLanding(deciding.map((d) => d.move))) {
        const n = r.captures.length;
        byCount.set(n, [...(byCount.get(n) ?? []), altText(pos, r)]);
      }
      const a = makeMoveText(pos, answer);
      const n = answer.captures.length;
      const alts = [...byCount]
        .sort(([x], [y]) => y - x)
        .map(([k, ms]) => `${few(lang, ms)} ${byLang(lang, { it: 'solo', en: 'only' })} ${num(lang, k)}`);
      parts.push(
        byLang(lang, {
          it: `${a} ne prende ${num('it', n)}, ${alts.join(', ')}.`,
          en: `${a} takes ${num('en', n)}, ${alts.join(', ')}.`,
        }),
      );
    } else if (deciding.length > 0) {
      // The puzzle's point: the first capture the deciding rule removed, then any others it removed too.
      parts.push(lossClause(lang, pos, rule, answer, deciding[0].move));
      const more = deciding.slice(1).map((r) => altText(pos, r.move));
      if (more.length > 0)
        parts.push(
          byLang(lang, {
            it: `Lo stesso vale per ${list('it', more)}.`,
            en: `The same goes for ${list('en', more)}.`,
          }),
        );
    }
    if (earlier.length > 0) {
      const rules = [...new Set(earlier.map((r) => r.rule.replace('criterion-', '')))].sort();
      const moves = list(
        lang,
        earlier.map((r) => altText(pos, r.move)),
      );
      parts.push(
        byLang(lang, {
          it: `${moves} ${earlier.length === 1 ? 'è già esclusa' : 'sono già escluse'} ${rules.length === 1 ? 'dal criterio' : 'dai criteri'} ${list('it', rules)}.`,
          en: `${moves} ${earlier.length === 1 ? 'is' : 'are'} already ruled out by ${rules.length === 1 ? 'criterion' : 'criteria'} ${list('en', rules)}.`,
        }),
      );
    }
    out[lang] = parts.join(' ');
  }
  return out;
}

/**
 * One move per capture: a flying king's removed capture can land on several squares (different moves, the
 * same capture), and naming each landing says nothing more. The first landing stands for all.
 */
function oneLanding(moves: readonly Move[]): Move[] {
  const out: Move[] = [];
  for (const m of moves)
    if (
      !out.some(
        (o) =>
          o.from === m.from &&
          o.captures.length === m.captures.length &&
          o.captures.every((c) => m.captures.includes(c)),
      )
    )
      out.push(m);
  return out;
}

/** A list of moves, the first three named and the rest counted: "28x19, 28x14, 28x10 e altre due". */
function few(lang: Lang, xs: readonly string[]): string {
  if (xs.length <= 3) return list(lang, xs);
  const rest = xs.length - 3;
  return byLang(lang, {
    it: `${xs.slice(0, 3).join(', ')} e ${rest === 1 ? 'un’altra' : `altre ${num('it', rest)}`}`,
    en: `${xs.slice(0, 3).join(', ')} and ${rest === 1 ? 'one other' : `${num('en', rest)} others`}`,
  });
}

function list(lang: Lang, xs: readonly string[]): string {
  if (xs.length <= 1) return xs.join('');
  // English lists of three or more take the serial comma; Italian never does.
  const and = byLang(lang, { it: ' e ', en: xs.length > 2 ? ', and ' : ' and ' });
  return `${xs.slice(0, -1).join(', ')}${and}${xs[xs.length - 1]}`;
}

/** The explanation of a rule puzzle: the tempting capture and why the engine refuses it. */
function explainRule(pos: Position, puzzle: Puzzle): Words {
  const answer = legalMoves(pos)[0];
  const a = makeMoveText(pos, answer);
  const t = puzzle.tempting?.move ?? '';
  const squares = t.split(/[x-]/).map(Number);
  const capture = answer.captures.length > 0;
  switch (puzzle.theme) {
    case 'man-cannot-capture-king': {
      // The king on the tempting path: the piece the man would take that the rule keeps on the board.
      const foe = pos.turn === 'white' ? BLACK : WHITE;
      let king: number | undefined;
      for (let i = 0; i + 1 < squares.length && king === undefined; i++)
        king = between(pos, squares[i], squares[i + 1]).find((sq) => pos.cells[sq] === (foe | KING));
      const it =
        king === undefined
          ? `${t} non si può fare`
          : `${t} prenderebbe la dama in ${king}, quindi non si può fare`;
      const en =
        king === undefined
          ? `so ${t} is not allowed`
          : `${t} would take the king on ${king}, so it is not allowed`;
      return {
        it: `Nella dama italiana la pedina non può mangiare la dama: ${it}. ${
          capture
            ? `La presa obbligatoria è ${a}.`
            : `Quindi non c’è niente da prendere, e l’unica mossa è ${a}.`
        }`,
        en: `In Italian draughts a man may not capture a king${king === undefined ? ', ' : ': '}${en}. ${
          capture
            ? `The capture you must make is ${a}.`
            : `So there is nothing to take, and your only move is ${a}.`
        }`,
      };
    }
    case 'promotion-ends-capture': {
      const next = squares[squares.length - 1];
      return {
        it: `Con ${a} la pedina arriva sull’ultima riga e diventa dama: lì la presa finisce, e non può proseguire fino ${onSquare('alla', next)}. La nuova dama mangerà solo alla prossima mossa.`,
        en: `With ${a} the man reaches the last row and is crowned: the capture ends there, so it cannot go on to ${next}. The new king may capture only on your next move.`,
      };
    }
    case 'ghost-blocks': {
      // The refused jump is the tempting move's last one: across a piece already taken, to take another.
      const v = explainText(pos, t);
      const ghost = v.status === 'illegal' ? v.reason.square : undefined;
      const from = squares[squares.length - 2];
      const victim = between(pos, from, squares[squares.length - 1]).find((s) => s !== ghost && pos.cells[s]);
      return {
        it: `${Cap(onSquare('dalla', from))} la dama vorrebbe ripassare ${ghost === undefined ? 'sulla casella' : onSquare('sulla', ghost)}, già presa, per prendere anche ${victim === undefined ? 'un altro pezzo' : onSquare('la', victim)}: non può, perché i pezzi presi restano sulla damiera finché la presa non è finita (colpo turco). La presa giusta è ${a}.`,
        en: `From ${from} the king would like to cross ${ghost} again, already taken, to take ${victim} too: it can’t, because taken pieces stay on the board until the capture is over (the Turkish strike rule). The right capture is ${a}.`,
      };
    }
    default:
      return { it: `La mossa giusta è ${a}.`, en: `The right move is ${a}.` };
  }
}

/**
 * An Italian article or preposition before a square number: "la 28", "alla 9", "dalla 19", but "l’11",
 * "all’11", "dall’8", "sull’83" (the numbers read with a vowel first: uno, otto, undici, ottanta…).
 */
function onSquare(word: 'la' | 'alla' | 'dalla' | 'sulla', sq: number): string {
  const vowel = sq === 1 || sq === 8 || sq === 11 || (sq >= 80 && sq <= 89);
  return vowel ? `${word.slice(0, -1)}’${sq}` : `${word} ${sq}`;
}

/** "23, 19 o 14" / "23, 19, or 14". */
function orList(lang: Lang, xs: readonly (string | number)[]): string {
  if (xs.length <= 1) return xs.join('');
  const or = byLang(lang, { it: ' o ', en: xs.length > 2 ? ', or ' : ' or ' });
  return `${xs.slice(0, -1).join(', ')}${or}${xs[xs.length - 1]}`;
}

/** Does `s` make the same jumps as `t` up to jump i, taking the same piece there (wherever it lands)? */
function sameUpToJump(s: CaptureSequence, t: CaptureSequence, i: number): boolean {
  if (s.from !== t.from || s.captures[i] !== t.captures[i] || s.path.length < i + 2) return false;
  for (let j = 0; j <= i; j++) if (s.path[j] !== t.path[j]) return false;
  return true;
}

/**
 * The explanation of a flying-king puzzle, from the engine's capture sequences: the jump where the landing
 * decides (the tempting capture's fork from a legal one), the squares the king may land on beyond that piece,
 * the ones from which the capture reaches the maximum, and what each capture takes.
 */
function explainFlyingKing(pos: Position, puzzle: Puzzle): Words {
  const all = captureSequences(pos);
  const kept = applyPrecedence(pos.variant, all);
  const t = puzzle.tempting?.move ?? '';
  const wrong = all.find((s) => s.path.join('x') === t);
  const right = wrong && kept.find((k) => landingFork(k, wrong) >= 0);
  if (!wrong || !right) throw new Error(`describe: ${t} is not a wrong landing of ${puzzle.fen}`);
  const i = landingFork(right, wrong);
  const from = right.path[i];
  const victim = right.captures[i];
  // Every landing beyond that piece (a king may stop on each free square there, RULES §3.4), nearest first.
  const beyond = (seqs: readonly CaptureSequence[]) =>
    [...new Set(seqs.filter((s) => sameUpToJump(s, right, i)).map((s) => s.path[i + 1]))].sort(
      (x, y) => distance(pos.variant.geometry, from, x) - distance(pos.variant.geometry, from, y),
    );
  const landings = beyond(all);
  const good = beyond(kept);
  const far = distance(pos.variant.geometry, from, victim) > 1;
  const stops = wrong.path.length === i + 2;
  const n = right.captures.length;
  const k = wrong.captures.length;
  const a = right.path.join('x');
  return {
    it: [
      `La dama vola: ${i === 0 ? '' : `al ${ordinal('it', i)} salto, `}${onSquare('dalla', from)} prendi ${onSquare('la', victim)}${far ? ' da lontano' : ''} e puoi atterrare ${landings.length === 2 ? `${onSquare('sulla', landings[0])} o ${onSquare('sulla', landings[1])}` : `su una delle caselle ${orList('it', landings)}`}.`,
      `Solo ${good.map((g) => onSquare('dalla', g)).join(' o ')} ${stops ? 'la presa continua' : 'prendi il massimo'}: ${a} ne prende ${num('it', n)}, ${t} solo ${num('it', k)}.`,
      'Con la dama volante, dove atterrare lo decide la presa massima.',
    ].join(' '),
    en: [
      `The king flies: ${i === 0 ? '' : `on the ${ordinal('en', i)} jump, `}from ${from} you take ${victim}${far ? ' from afar' : ''} and can land on ${orList('en', landings)}.`,
      `Only from ${orList('en', good)} ${stops ? 'does the capture go on' : 'do you take the most'}: ${a} takes ${num('en', n)}, ${t} only ${num('en', k)}.`,
      'With a flying king, the maximum capture decides where you land.',
    ].join(' '),
  };
}

const TACTIC_HEAD: Readonly<Record<string, Words>> = {
  tiro: { it: 'Tiro', en: 'A shot' },
  coup: { it: 'Colpo', en: 'A combination' },
  shot: { it: 'Tiro', en: 'A shot' },
};

/** The explanation of a tactic, told from its line: the offer, the forced replies, the captures, the gain. */
function explainTactic(start: Position, puzzle: Puzzle): Words {
  const out = {} as Record<Lang, string>;
  for (const lang of ['it', 'en'] as const) {
    const steps: string[] = [];
    let pos = start;
    puzzle.goal.line.forEach((ply, i) => {
      const text = 'learner' in ply ? ply.learner[0] : ply.reply;
      const r = parseMoveText(pos, text);
      if (!r.ok) return;
      const m = r.value;
      const next = play(pos, m);
      if ('learner' in ply) {
        const taken = m.captures.length;
        const crown = m.promotes ? byLang(lang, { it: ' e vai a dama', en: ' and crowns' }) : '';
        const given = legalMoves(next)[0]?.captures.length ?? 0;
        if (i === 0)
          steps.push(
            byLang(lang, {
              it: `con ${text} offri ${given === 1 ? 'una pedina' : `${num('it', given)} pezzi`}`,
              en: `${text} gives ${given === 1 ? 'a man' : `${num('en', given)} pieces`}`,
            }),
          );
        else if (taken > 0)
          steps.push(
            byLang(lang, {
              it: `con ${text} ne prendi ${num('it', taken)}${crown}`,
              en: `${text} takes ${num('en', taken)}${crown}`,
            }),
          );
        else if (given > 0)
          steps.push(
            byLang(lang, {
              it: `poi con ${text} ${given === 1 ? 'ne offri un’altra' : `ne offri altri ${num('it', given)}`}${crown}`,
              en: `then ${text} gives ${given === 1 ? 'another' : `${num('en', given)} more`}${crown}`,
            }),
          );
        else if (m.promotes)
          steps.push(byLang(lang, { it: `poi con ${text} vai a dama`, en: `then ${text} crowns` }));
        else steps.push(byLang(lang, { it: `poi ${text}`, en: `then ${text}` }));
      } else {
        const who = side(lang, pos);
        const forced = 'forced' in ply && ply.forced;
        const free = pos.variant.rules.precedence === 'free';
        if (m.captures.length > 0 && forced)
          steps.push(byLang(lang, { it: `${who} deve mangiare ${text}`, en: `${who} must take ${text}` }));
        else if (m.captures.length > 0)
          steps.push(
            byLang(lang, {
              it: `${who} sceglie ${text} (${free ? 'la presa meno peggio' : 'la difesa migliore'})`,
              en: `${who} picks ${text} (${free ? 'the least bad capture' : 'the best defence'})`,
            }),
          );
        else
          steps.push(
            byLang(lang, {
              it: `${who} ${forced ? 'è costretto a' : 'si difende con'} ${text}`,
              en: `${who} ${forced ? 'is forced to play' : 'defends with'} ${text}`,
            }),
          );
      }
      pos = next;
    });
    const end = puzzle.goal.end ?? {};
    const material = end.material ?? 0;
    // Read off the board, not only the claim: an opponent left without a move has lost, whatever else the
    // line wins (a text once said "you win a piece" there).
    const blocked = pos.turn !== start.turn && legalMoves(pos).length === 0;
    let result: string;
    if (end.win || blocked)
      result = byLang(lang, {
        it: `${Cap(side('it', pos))} resta senza mosse: hai vinto.`,
        en: `${side('en', pos)} has no move left: you win.`,
      });
    else if (material > 0)
      result = byLang(lang, {
        it: `Guadagni ${pieces('it', material)}.`,
        en: `You win ${pieces('en', material)}.`,
      });
    else
      result = byLang(lang, {
        it: 'I pezzi restano pari, ma ora hai una dama.',
        en: 'Material stays level, but now you have a king.',
      });
    const head = TACTIC_HEAD[puzzle.theme]?.[lang] ?? byLang(lang, { it: 'Tiro', en: 'A shot' });
    out[lang] = `${head}: ${list(lang, steps)}. ${result}`;
  }
  return out;
}

const clamp = (n: number) => Math.max(800, Math.min(2200, Math.round(n / 10) * 10));

const piecesOn = (pos: Position) => pos.cells.reduce((n, c) => n + (c ? 1 : 0), 0);

const RULE_BASE: Readonly<Record<string, number>> = {
  'criterion-1': 800,
  'man-cannot-capture-king': 850,
  'criterion-2': 900,
  'maximum-capture': 900,
  'promotion-ends-capture': 950,
  'criterion-3': 1100,
  'criterion-4': 1300,
  'ghost-blocks': 1250,
  'flying-king': 1000,
};

function rate(start: Position, puzzle: Puzzle): number {
  const board = piecesOn(start);
  if (puzzle.kind === 'precedence') {
    const report = precedenceReport(start);
    const answer = report.legal[0];
    return clamp(
      (RULE_BASE[puzzle.theme] ?? 1100) +
        70 * Math.max(0, report.captures.length - 2) +
        40 * Math.max(0, (answer?.captures.length ?? 1) - 1) +
        (puzzle.tempting ? 30 * Math.max(0, puzzle.tempting.move.split(/[x-]/).length - 2) : 0) +
        8 * board,
    );
  }
  const line = puzzle.goal.line;
  const learnerMoves = line.filter((p) => 'learner' in p).length;
  const defences = line.filter((p) => 'reply' in p && !p.forced).length;
  const choices = Math.min(12, legalMoves(start).length);
  const given = (() => {
    const first = 'learner' in line[0] ? line[0].learner[0] : '';
    const r = parseMoveText(start, first);
    return r.ok ? (legalMoves(play(start, r.value))[0]?.captures.length ?? 0) : 0;
  })();
  return clamp(950 + 220 * (learnerMoves - 2) + 90 * defences + 60 * (given - 1) + 15 * choices + 8 * board);
}

/** Rate and explain a proved puzzle. */
export function describePuzzle(variant: Variant, puzzle: Puzzle): Description {
  const parsed = parseFen(variant, puzzle.fen);
  if (!parsed.ok) throw new Error(`describe: bad FEN ${puzzle.fen}`);
  const start = parsed.value;
  let explanation: Words;
  if (puzzle.kind === 'tactic') explanation = explainTactic(start, puzzle);
  else if (puzzle.theme === FLYING_KING_THEME) explanation = explainFlyingKing(start, puzzle);
  else if (
    puzzle.tempting &&
    puzzle.tempting.code === puzzle.theme &&
    !puzzle.theme.startsWith('criterion') &&
    puzzle.theme !== 'maximum-capture'
  )
    explanation = explainRule(start, puzzle);
  else explanation = explainFilter(start, puzzle.theme as PrecedenceRule);
  return { rating: rate(start, puzzle), explanation };
}
