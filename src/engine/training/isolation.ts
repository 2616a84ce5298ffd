/**
 * Issue 20's "precedence, isolated": a precedence puzzle tests its theme's rule and nothing else. Every answer
 * comes from the engine (captureSequences, fidDecidingCriterion, legalMoves, explainText, parseMoveText under
 * the same rules with one rule switched off); no rule is written a second time here.
 *
 * The conditions, in order (the first that fails is the verdict's code):
 * - `too-few-captures`: the side to move has at least two different complete captures (from, to and captured
 *   set count once; for a rule that is not a filter, the tempting capture with the rule switched off counts);
 * - `not-one-legal`: exactly one legal move remains, and it is a capture;
 * - filters (FID criteria 1–4, FMJD maximum capture) — `not-collapse`: the captures tied with the best under
 *   the criteria before the theme's are at least two different moves, and under the theme's criterion too
 *   only one is left, so the set collapses exactly there; `readings-differ` (criterion 4 only): the
 *   lexicographic, bit-mask and first-king-only readings (precedence.ts) give the same legal set;
 * - rules that are not filters — `no-tempting`: the puzzle names its tempting capture; `tempting-rule`: the
 *   engine refuses it with the theme's code; `tempting-incomplete`: it is a complete capture; `other-rule`:
 *   no other rule refuses it — for a man may not take a king, with only that rule switched off
 *   (menCaptureKings) the engine's own move reader accepts it as legal; for crowning ends the capture, its
 *   path up to the crowning square is the path of a legal capture (the only thing that stops it is the
 *   crowning); for the Turkish strike, it takes at least as many pieces as the legal capture (the maximum
 *   capture would not refuse it).
 * The flying king (one capture with several landings) and the tactics have their own proofs (puzzle.ts): they
 * pass here unjudged.
 */
import { makeMoveText, moveTextSquares, parseMoveText } from '../notation/notation';
import { explainText } from '../rules/explain';
import {
  type CaptureSequence,
  captureSequences,
  dedupe,
  fidDecidingCriterion,
  legalMoves,
} from '../rules/movegen';
import type { Position } from '../rules/position';
import type { Move } from '../rules/types';
import type { Tempting } from './exercise';
import { criterion4Readings } from './precedence';

export type IsolationCode =
  | 'too-few-captures'
  | 'not-one-legal'
  | 'not-collapse'
  | 'readings-differ'
  | 'no-tempting'
  | 'tempting-rule'
  | 'tempting-incomplete'
  | 'other-rule';

export type Isolation =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: IsolationCode; readonly reason: string };

const no = (code: IsolationCode, reason: string): Isolation => ({ ok: false, code, reason });

const texts = (pos: Position, moves: readonly Move[]) =>
  moves.map((m) => makeMoveText(pos, m, moves)).join(', ') || 'none';

/** The captures tied with the best one under FID criteria 1…k (k = 0: every capture). */
function tiedUpTo(seqs: readonly CaptureSequence[], best: CaptureSequence, k: number): CaptureSequence[] {
  return seqs.filter((s) => {
    const c = fidDecidingCriterion(best, s).criterion;
    return c === 0 || c > k;
  });
}

/** The complete capture of `pos` written as `text` (every written square on its path, in order), if any. */
function captureByText(seqs: readonly CaptureSequence[], text: string): CaptureSequence | undefined {
  const w = moveTextSquares(text);
  if (!w.ok) return undefined;
  const sq = w.value;
  return seqs.find((s) => {
    if (s.path[0] !== sq[0] || s.path[s.path.length - 1] !== sq[sq.length - 1]) return false;
    let j = 1;
    for (let i = 1; i < sq.length - 1; i++) {
      while (j < s.path.length - 1 && s.path[j] !== sq[i]) j++;
      if (j >= s.path.length - 1) return false;
      j++;
    }
    return true;
  });
}

/** Is the theme's rule alone what the puzzle tests? `tempting` is the puzzle's, for rules that are not filters. */
export function isolatePrecedence(pos: Position, theme: string, tempting?: Tempting): Isolation {
  const seqs = captureSequences(pos);
  const captures = dedupe(seqs.slice());
  const legal = legalMoves(pos);
  const rules = pos.variant.rules;
  const filter = /^criterion-[1-4]$/.test(theme) || theme === 'maximum-capture';
  const ruleTheme =
    theme === 'man-cannot-capture-king' || theme === 'promotion-ends-capture' || theme === 'ghost-blocks';
  // The flying king's legal set is one capture with several landings: its own proof (puzzle.ts) judges it.
  if (!filter && !ruleTheme) return { ok: true };
  if (legal.length !== 1 || legal[0].captures.length === 0)
    return no(
      'not-one-legal',
      `exactly one legal capture must remain, the legal moves are ${texts(pos, legal)}`,
    );

  if (filter) {
    if (captures.length < 2)
      return no(
        'too-few-captures',
        `there must be at least two different captures, there are ${captures.length}`,
      );
    let before: CaptureSequence[];
    let after: CaptureSequence[];
    if (theme === 'maximum-capture') {
      if (rules.precedence !== 'maximum')
        return no('not-collapse', `${theme} is not a rule of ${pos.variant.id}`);
      before = seqs;
      after = seqs.filter((s) => s.captures.length === legal[0].captures.length);
    } else {
      if (rules.precedence !== 'fid')
        return no('not-collapse', `${theme} is not a rule of ${pos.variant.id}`);
      const k = Number(theme.slice(-1));
      let best = seqs[0];
      for (const s of seqs) if (fidDecidingCriterion(s, best).sign > 0) best = s;
      before = tiedUpTo(seqs, best, k - 1);
      after = tiedUpTo(seqs, best, k);
    }
    const b = dedupe(before.slice());
    const a = dedupe(after.slice());
    if (b.length < 2 || a.length !== 1)
      return no(
        'not-collapse',
        `the captures must collapse to one exactly at ${theme}: before it ${texts(pos, b)}, after it ${texts(pos, a)}`,
      );
    if (theme === 'criterion-4') {
      const r = criterion4Readings(pos);
      if (!r.agreeAll)
        return no(
          'readings-differ',
          `the readings of criterion 4 differ (RULES §0.1): lexicographic ${texts(pos, r.lexicographic)}, bit mask ${texts(pos, r.bitmask)}, first king only ${texts(pos, r.firstKing)}`,
        );
    }
    return { ok: true };
  }

  if (ruleTheme) {
    if (!tempting) return no('no-tempting', `a ${theme} puzzle names the tempting capture its rule refuses`);
    const v = explainText(pos, tempting.move);
    if (v.status !== 'illegal' || v.reason.code !== theme)
      return no(
        'tempting-rule',
        `the engine must refuse the tempting move ${tempting.move} by ${theme}, but it ${v.status === 'illegal' ? `refuses it by ${v.reason.code}` : `finds it ${v.status}`}`,
      );
    if (theme === 'man-cannot-capture-king') {
      // Only that rule switched off: the same position and rules, men allowed to take kings.
      const off: Position = {
        ...pos,
        variant: { ...pos.variant, rules: { ...rules, menCaptureKings: true } },
      };
      const offSeqs = captureSequences(off);
      if (!captureByText(offSeqs, tempting.move))
        return no(
          'tempting-incomplete',
          `the tempting move ${tempting.move} is not a complete capture, even if men could take kings`,
        );
      const read = parseMoveText(off, tempting.move);
      if (!read.ok)
        return no(
          'other-rule',
          `with men allowed to take kings, ${tempting.move} is still refused: ${read.error.message}`,
        );
      return dedupe(offSeqs.slice()).length < 2
        ? no('too-few-captures', 'there must be at least two different captures')
        : { ok: true };
    }
    const whole = captureByText(seqs, tempting.move);
    if (theme === 'promotion-ends-capture') {
      // The tempting path goes on past a crowning square; up to it, it is a legal capture's path.
      const w = moveTextSquares(tempting.move);
      const sq = w.ok ? w.value : [];
      if (!legal[0].promotes)
        return no(
          'other-rule',
          `the legal capture ${texts(pos, legal)} does not crown: another rule than ${theme} refuses ${tempting.move}`,
        );
      const crown = legal[0].path;
      const prefix = sq.slice(0, crown.length);
      const follows =
        sq.length > crown.length &&
        prefix.every((x, i) => x === crown[i] || (i > 0 && i < crown.length - 1 && !sq.includes(crown[i])));
      if (!follows || prefix[prefix.length - 1] !== crown[crown.length - 1])
        return no(
          'other-rule',
          `the tempting move ${tempting.move} does not follow the legal crowning capture ${texts(pos, legal)} up to the crowning square`,
        );
      return { ok: true };
    }
    // ghost-blocks: the engine refused the path because it crosses a piece already taken; the maximum capture
    // must not refuse it as well.
    const w = moveTextSquares(tempting.move);
    const jumps = w.ok ? w.value.length - 1 : 0;
    if (whole) return no('tempting-rule', `the tempting move ${tempting.move} is a capture the engine makes`);
    if (jumps < legal[0].captures.length)
      return no(
        'other-rule',
        `the tempting move ${tempting.move} takes ${jumps} pieces, fewer than the legal ${legal[0].captures.length}: the maximum capture refuses it too`,
      );
    return { ok: true };
  }
  return { ok: true };
}
