/**
 * The trainer's side panel: the streak, the buttons to go on, and the learner's rating (Glicko-2,
 * provisional while its deviation is high) with the change the last puzzle made, the history as a small
 * inline SVG line, and how many missed puzzles are due for review.
 */

import { PROVISIONAL_RD, type PuzzleData } from '../../browser/storage/puzzles';
import type { PuzzlesStrings, tz as Tz } from '../../i18n/puzzles';
import type { Session } from '../../model/puzzles';

export interface TrainerSideProps {
  strings: PuzzlesStrings;
  /** the trainer's string lookup, handed down so that this lazily loaded part shares the island's */
  tz: typeof Tz;
  session: Session;
  data: PuzzleData;
  /** the last result's rating change: null when it did not count, undefined before any result */
  change?: number | null;
  /** the puzzle on the board has a result */
  finished: boolean;
  onNext: () => void;
  onNewStreak: () => void;
}

export function TrainerSide({ strings, tz, session, data, change, finished, ...on }: TrainerSideProps) {
  return (
    <aside class="dmr-trainer__side">
      {session.mode === 'streak' && (
        <p class="dmr-trainer__streak" data-testid="streak">
          <strong>{tz(strings, 'puzzles.streak', { n: session.streak })}</strong>{' '}
          {tz(strings, 'puzzles.streakBest', { n: Math.max(data.bestStreak, session.streak) })}
        </p>
      )}
      {session.over && session.current !== null && (
        <p class="dmr-trainer__streak-over" role="status">
          {tz(strings, 'puzzles.streakOver', { n: session.streak })}
        </p>
      )}
      <div class="dmr-trainer__actions">
        {finished && !session.over && (
          <button type="button" class="dmr-button dmr-button--primary" onClick={on.onNext} data-testid="next">
            {tz(strings, 'puzzles.next')}
          </button>
        )}
        {session.mode === 'streak' && session.over && (
          <button
            type="button"
            class="dmr-button dmr-button--primary"
            onClick={on.onNewStreak}
            data-testid="streak-new"
          >
            {tz(strings, 'puzzles.streakNew')}
          </button>
        )}
      </div>
      <RatingPanel strings={strings} tz={tz} data={data} change={change} />
    </aside>
  );
}

export interface RatingPanelProps {
  strings: PuzzlesStrings;
  tz: typeof Tz;
  data: PuzzleData;
  /** the last result's rating change: null when it did not count, undefined before any result */
  change?: number | null;
}

export function RatingPanel({ strings, tz, data, change }: RatingPanelProps) {
  const now = new Date().toISOString();
  const due = Object.values(data.cards).filter((c) => c.due <= now).length;
  return (
    <section class="dmr-rating" data-testid="rating-panel">
      <h2 class="dmr-rating__title">{tz(strings, 'puzzles.rating')}</h2>
      <p class="dmr-rating__value">
        <span data-testid="rating">{Math.round(data.rating.r)}</span>
        {data.rating.rd > PROVISIONAL_RD && (
          <span class="dmr-rating__provisional"> ({tz(strings, 'puzzles.ratingProvisional')})</span>
        )}
        {typeof change === 'number' && (
          <span class={`dmr-rating__change ${change >= 0 ? 'is-up' : 'is-down'}`} data-testid="rating-change">
            {change >= 0 ? `+${change}` : `−${-change}`}
          </span>
        )}
      </p>
      {change === null && (
        <p class="dmr-rating__note" data-testid="rating-unchanged">
          {tz(strings, 'puzzles.ratingUnchanged')}
        </p>
      )}
      <RatingChart strings={strings} tz={tz} history={data.history} />
      {due > 0 && <p class="dmr-rating__note">{tz(strings, 'puzzles.dueCount', { n: due })}</p>}
    </section>
  );
}

/** The last ratings as a small line: the learner's rating after each counted puzzle. */
function RatingChart({
  strings,
  tz,
  history,
}: {
  strings: PuzzlesStrings;
  tz: typeof Tz;
  history: PuzzleData['history'];
}) {
  const points = history.slice(-50).map((h) => h.r);
  if (points.length < 2) return <p class="dmr-rating__note">{tz(strings, 'puzzles.chartEmpty')}</p>;
  const W = 200;
  const H = 60;
  const lo = Math.min(...points);
  const hi = Math.max(...points);
  const span = hi - lo || 1;
  const xy = points.map((r, i) => {
    const x = (i * W) / (points.length - 1);
    const y = H - 4 - ((r - lo) * (H - 8)) / span;
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const label = tz(strings, 'puzzles.chart', {
    n: points.length,
    from: points[0],
    to: points[points.length - 1],
  });
  return (
    <svg
      class="dmr-rating__chart"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      data-testid="rating-chart"
      preserveAspectRatio="none"
    >
      <title>{label}</title>
      <polyline points={xy.join(' ')} fill="none" stroke="currentColor" stroke-width="2" />
    </svg>
  );
}
