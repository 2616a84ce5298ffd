/**
 * The words of the engine's review of a game: the lookups, the evaluations as numbers in each language, and
 * the rule behind a mistake — the sentence made from the engine's facts (engine/ai/review.ts `ReviewRule`:
 * its code, the forced line, the captures and what each rule ruled out), never beyond them. The review's
 * view loads this module on first use, both languages (a few KB), so no page carries it.
 */
import type { PlyReview, ReviewRule, ReviewRuleStep } from '../engine/ai/index';
import type { Color } from '../engine/index';
import type { Lang } from '../model/lang';
import { fill, joinList, type ParamArgs, type PlainKey } from './format';
import { pluralOf } from './plural';
import { reviewEn } from './review-en';
import { type ReviewStrings, reviewIt } from './review-it';

export type ReviewKey = keyof typeof reviewIt;
export type PlainReviewKey = PlainKey<typeof reviewIt>;

const tables: { readonly [L in Lang]: ReviewStrings } = { it: reviewIt, en: reviewEn };

/** A review string in `lang`, its placeholders filled. */
export function tr<K extends ReviewKey>(
  lang: Lang,
  key: K,
  ...params: ParamArgs<(typeof reviewIt)[K]>
): string {
  return fill(tables[lang][key], params);
}

/** A string whose key is computed (its placeholders checked by the i18n test, not by the types). */
const say = (lang: Lang, key: ReviewKey, params: Readonly<Record<string, string | number>>) =>
  fill(tables[lang][key], [params]);

/** The kinds of mistake the review counts, as its strings name them. */
export type FlawKind = 'inaccuracy' | 'mistake' | 'blunder';

/** One side's count of each kind of mistake, each number with its noun in the right form: "You: 1 inaccuracy, 0 mistakes, 2 blunders." */
export function countText(lang: Lang, who: string, counts: Readonly<Record<FlawKind, number>>): string {
  const part = (kind: FlawKind) =>
    say(lang, `review.count.${kind}.${pluralOf(lang, counts[kind])}`, { n: counts[kind] });
  return tr(lang, 'review.count', {
    who,
    inaccuracy: part('inaccuracy'),
    mistake: part('mistake'),
    blunder: part('blunder'),
  });
}

/** The review stopped with `n` of its `total` positions looked at. */
export const cancelledText = (lang: Lang, n: number, total: number): string =>
  say(lang, `review.cancelled.${pluralOf(lang, n)}`, { n, total });

const LOCALES: Readonly<Record<Lang, string>> = { it: 'it-IT', en: 'en-GB' };

/** An evaluation in men from White's side, as the review says it: '+1,5' / '−0.3' / 'White wins'. */
export function evalText(lang: Lang, men: number, win: PlyReview['win'] | undefined): string {
  if (win) return tr(lang, win.winner === 'white' ? 'review.win.white' : 'review.win.black');
  // A true minus sign (U+2212), as in print, not the hyphen Intl writes.
  return new Intl.NumberFormat(LOCALES[lang], {
    signDisplay: 'exceptZero',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
    .format(men)
    .replace('-', '\u2212');
}

const SIDE_KEY: Readonly<Record<Color, PlainReviewKey>> = {
  white: 'review.side.white',
  black: 'review.side.black',
};
const side = (lang: Lang, c: Color) => tr(lang, SIDE_KEY[c]);

/** The capture of the line that the rule's code names: the forced side's first, else the first at all. */
function decidingStep(rule: ReviewRule): ReviewRuleStep | undefined {
  const withCode = rule.steps.filter((s) => s.code === rule.code);
  // 'must-capture' is said of the side that had no choice: the other side's captures were its own choice.
  if (rule.code === 'must-capture') return withCode.find((s) => s.side === rule.forced);
  return withCode.find((s) => s.side === rule.forced) ?? withCode[0];
}

/**
 * Why the line went as it did, in words: the capture a game rule forbade the forced side (a man taking a king,
 * a man capturing backwards), else why the deciding capture was the only one; '' when no step shows a rule.
 */
function reasonText(lang: Lang, rule: ReviewRule, player: Color | null): string {
  const f = rule.forbidden;
  if (f && f.code === rule.code)
    return say(lang, `review.reason.${f.code}.${f.side === player ? 'you' : 'side'}`, {
      side: side(lang, f.side),
      from: f.from,
      square: f.square,
    });
  const step = decidingStep(rule);
  if (!step) return '';
  const who = step.side === player ? 'you' : 'side';
  const params = {
    side: side(lang, step.side),
    move: step.move,
    n: step.captures,
    others: joinList(lang, step.ruledOut ?? [], 'or'),
  };
  return say(lang, `review.reason.${step.code}.${who}`, params);
}

/**
 * The rule behind a mistake or a blunder, as sentences: what can now be forced (or could have been), and the
 * rule that made it so. `player`: the side the reader played ("you"), null on the analysis board (both sides
 * named). '' when the engine's line shows no rule.
 */
export function ruleText(lang: Lang, ply: PlyReview, player: Color | null): string {
  const rule = ply.rule;
  if (!rule) return '';
  const line = rule.line.join(' ');
  const count = pluralOf(lang, rule.pieces);
  const head =
    rule.after === 'played'
      ? say(lang, `review.rule.played.${count}`, {
          side: side(lang, ply.color === 'white' ? 'black' : 'white'),
          line,
          n: rule.pieces,
        })
      : ply.color === player
        ? say(lang, `review.rule.best.you.${count}`, { best: ply.best, line, n: rule.pieces })
        : say(lang, `review.rule.best.side.${count}`, {
            best: ply.best,
            side: side(lang, ply.color),
            line,
            n: rule.pieces,
          });
  const reason = reasonText(lang, rule, player);
  return reason ? `${head} ${reason}` : head;
}
