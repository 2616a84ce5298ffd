/**
 * The draw rules at the node viewed, worded as each game has them (RULES §0.3). The engine keeps the counts
 * (game.ts `drawCountdowns`, `repetitionCount`); this says what they mean to a player. The analysis board
 * replays recorded games without automatic draws (tree.ts `gameAt`), so it never cuts a game short: it says
 * where a draw could be claimed or where the rules would have ended the game.
 * - English: over the board the 40-move rule and threefold repetition are claimed by a player [WCDF 1.32],
 *   the 40 moves counted back from the last man move or capture.
 * - Italian: the FID count is different — a player asks the arbiter for it, and it runs from that moment
 *   (RULES §2.7 [FID-10old, FID-EN]), so the counter kept here has no meaning over the board. The note says
 *   what it means against the computer (the automatic draw, decision §0.3) and then how the FID count works.
 *   Repetition is a claim, against the computer too (§2.7).
 * - Against the computer the 40-move rule is automatic in both, and repetition in English only (§0.3).
 * - International (and Brazilian, its rules on 8×8): FMJD 6.1–6.4 are automatic.
 */
import { drawCountdowns, type EndgameRule, type Game, repetitionCount } from '../../engine/index';
import { type AnalysisStrings, type PlainAnalysisKey, ta } from '../../i18n/analysis';

/** An automatic count of International draughts (FMJD 6.2–6.4), as the engine names it. */
export type CountRule = 'twenty-five-moves' | EndgameRule;

/**
 * One sentence: a key of the analysis strings and its values. `auto`: a claim over the board that a game
 * against the computer applies by itself, which the sentence then says.
 */
export type DrawNote =
  /** English: the quiet-move count, claimable after `n` more moves each */
  | { readonly key: 'analysis.draw.claimAfter'; readonly n: number; readonly auto: boolean }
  /** English: the 40 moves each are reached, a draw may be claimed */
  | { readonly key: 'analysis.draw.claimNow'; readonly auto: boolean }
  /** Italian: the automatic draw against the computer `n` moves each away, then the FID count */
  | { readonly key: 'analysis.draw.computerAfter'; readonly n: number }
  /** Italian: the 40 moves each are reached (a draw against the computer), then the FID count */
  | { readonly key: 'analysis.draw.computerNow' }
  /** International: the automatic draw of `rule`, `n` moves each away */
  | { readonly key: 'analysis.draw.in'; readonly n: number; readonly rule: CountRule }
  /** International: the count of `rule` is reached, the game is drawn */
  | { readonly key: 'analysis.draw.reached'; readonly rule: CountRule }
  /** every game: the position shown has occurred `n` times (twice: not yet a draw) */
  | { readonly key: 'analysis.draw.seen'; readonly n: number }
  /** Italian, English: the third time, a draw may be claimed */
  | { readonly key: 'analysis.draw.seenClaim'; readonly n: number; readonly auto: boolean }
  /** International: the third time, the game is drawn */
  | { readonly key: 'analysis.draw.seenDrawn'; readonly n: number };

/** The draw rules that apply at the node of `game`, nearest first; [] when no count is running. */
export function drawNotes(game: Game): DrawNote[] {
  if (game.status.kind === 'win') return [];
  const rules = game.variant.rules.draws;
  const automatic = rules.repetition === 'automatic' && rules.endgameRules;
  const notes: DrawNote[] = [];
  for (const c of drawCountdowns(game)) {
    // moves each: a count of plies left, rounded up (one ply left is one more move for the side to move)
    const n = Math.ceil(c.pliesLeft / 2);
    if (automatic && c.rule !== 'forty-moves') {
      notes.push(
        n > 0 ? { key: 'analysis.draw.in', n, rule: c.rule } : { key: 'analysis.draw.reached', rule: c.rule },
      );
    } else if (game.variant.rules.id === 'italian') {
      // no look-back claim in FID rules: the count starts when a player asks for it (§2.7)
      notes.push(n > 0 ? { key: 'analysis.draw.computerAfter', n } : { key: 'analysis.draw.computerNow' });
    } else {
      // the 40-move count is automatic against the computer (decision §0.3)
      notes.push(
        n > 0
          ? { key: 'analysis.draw.claimAfter', n, auto: true }
          : { key: 'analysis.draw.claimNow', auto: true },
      );
    }
  }
  const seen = repetitionCount(game);
  if (seen >= 3) {
    notes.push(
      automatic
        ? { key: 'analysis.draw.seenDrawn', n: seen }
        : // English repetition is automatic against the computer; Italian stays a claim there too (§2.7)
          { key: 'analysis.draw.seenClaim', n: seen, auto: rules.repetition === 'automatic' },
    );
  } else if (seen === 2) notes.push({ key: 'analysis.draw.seen', n: seen });
  return notes;
}

const RULE_KEYS = {
  'twenty-five-moves': 'analysis.draw.rule.twentyFive',
  'sixteen-moves': 'analysis.draw.rule.sixteen',
  'five-moves': 'analysis.draw.rule.five',
} as const satisfies Readonly<Record<CountRule, PlainAnalysisKey>>;

/** A note as a sentence, in the page's language. */
export function drawNoteText(strings: AnalysisStrings, note: DrawNote): string {
  const text = sentence(strings, note);
  if (note.key === 'analysis.draw.computerAfter' || note.key === 'analysis.draw.computerNow') {
    return `${text} ${ta(strings, 'analysis.draw.fidCount')}`;
  }
  return 'auto' in note && note.auto ? `${text} ${ta(strings, 'analysis.draw.computer')}` : text;
}

function sentence(strings: AnalysisStrings, note: DrawNote): string {
  switch (note.key) {
    case 'analysis.draw.claimAfter':
      return note.n === 1 ? ta(strings, 'analysis.draw.claimAfterOne') : ta(strings, note.key, { n: note.n });
    case 'analysis.draw.in': {
      const rule = ta(strings, RULE_KEYS[note.rule]);
      return note.n === 1
        ? ta(strings, 'analysis.draw.inOne', { rule })
        : ta(strings, note.key, { n: note.n, rule });
    }
    case 'analysis.draw.reached':
      return ta(strings, note.key, { rule: ta(strings, RULE_KEYS[note.rule]) });
    case 'analysis.draw.seen':
    case 'analysis.draw.seenClaim':
    case 'analysis.draw.seenDrawn':
      return ta(strings, note.key, { n: note.n });
    case 'analysis.draw.computerAfter':
      return note.n === 1
        ? ta(strings, 'analysis.draw.computerAfterOne')
        : ta(strings, note.key, { n: note.n });
    case 'analysis.draw.claimNow':
    case 'analysis.draw.computerNow':
      return ta(strings, note.key);
  }
}
