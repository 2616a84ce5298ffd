/**
 * What the trainer shows after a missed puzzle: the verdict with the engine's reason, the required move,
 * the rule that decided and the captures it removed (precedence), or the reply that punishes the wrong move
 * (tactic), and how to go on. Loaded with the engine's miss report (src/components/puzzles/miss.ts) only when a
 * puzzle is missed: most puzzles never need it.
 */
import type { Move } from '../../engine/index';
import { makeMoveText, play } from '../../engine/index';
import type { explanationText } from '../../i18n/explain';
import type { PuzzlesStrings, tz as Tz } from '../../i18n/puzzles';
import type { Miss } from '../../machines/puzzle';
import type { Lang } from '../../model/lang';
import type { TrainerPuzzle } from '../../model/puzzles';
import type { MissReport } from './miss';

export { missReport } from './miss';

export interface SolutionProps {
  lang: Lang;
  strings: PuzzlesStrings;
  /** the trainer's string lookup, handed down so that this lazily loaded part shares the island's */
  tz: typeof Tz;
  puzzle: TrainerPuzzle;
  /** theme id → the rule in words */
  rules: Readonly<Record<string, string>>;
  miss: Miss;
  report: MissReport;
  explain: typeof explanationText | null;
  playedOut: boolean;
}

export function Solution(props: SolutionProps) {
  const { lang, strings, puzzle, miss, report, rules, tz } = props;
  const fmt = (m: Move) => makeMoveText(miss.position, m);
  const rule = (code: string) => rules[code] ?? code;
  const expected = report.expected[0];
  return (
    <div class="dmr-puzzle__solution" data-testid="puzzle-solution">
      <p class="dmr-puzzle__verdict is-wrong" data-testid="puzzle-verdict">
        {tz(strings, 'puzzles.failed')}{' '}
        {miss.explanation && props.explain?.(miss.explanation, lang, fmt, puzzle.variant)}
      </p>
      {expected && <p>{tz(strings, 'puzzles.solution', { move: fmt(expected) })}</p>}
      {report.deciding && (
        <p data-testid="puzzle-rule">{tz(strings, 'puzzles.deciding', { rule: rule(report.deciding) })}</p>
      )}
      {report.precedence && report.precedence.removed.length > 0 && (
        <>
          <p>{tz(strings, 'puzzles.removed')}</p>
          <ul class="dmr-puzzle__removed">
            {report.precedence.removed.map((r) => (
              <li>
                {tz(strings, 'puzzles.removedItem', {
                  move: fmt(r.move),
                  rule: rule(r.rule),
                  better: fmt(r.beatenBy),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {puzzle.kind === 'precedence' && puzzle.tempting && report.precedence?.removed.length === 0 && (
        <p>
          {tz(strings, 'puzzles.refused', { move: puzzle.tempting.move, rule: rule(puzzle.tempting.code) })}
        </p>
      )}
      {report.reply && miss.move && (
        <p data-testid="puzzle-punish">
          {tz(strings, 'puzzles.punish', {
            move: fmt(miss.move),
            reply: makeMoveText(play(miss.position, miss.move), report.reply),
          })}
        </p>
      )}
      {report.harmless && miss.move && (
        <p data-testid="puzzle-punish">{tz(strings, 'puzzles.harmless', { move: fmt(miss.move) })}</p>
      )}
      <p class="dmr-puzzle__next-step">
        {tz(strings, props.playedOut ? 'puzzles.playedOut' : 'puzzles.playOut')}
      </p>
    </div>
  );
}
