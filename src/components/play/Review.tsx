/**
 * Step through a finished game on the board: to the start, back, forward, to the end, with the buttons or
 * ←/→ and Home/End anywhere on the page but a text field and the board (where the arrows move between squares).
 * Under it, "Review the game": the engine's review (./GameReview.tsx), whose code and words load when asked.
 */
import { useEffect, useState } from 'preact/hooks';
import { tg as t } from '../../i18n/game';
import type { Lang } from '../../model/lang';
import type { GameContext } from '../../model/play';
import type { GameReviewProps } from './GameReview';
import { arrowsTaken } from './keys';

export interface ReviewProps {
  lang: Lang;
  /** the plies shown: 0 for the start position, `total` for the end */
  ply: number;
  total: number;
  /** the move that led to the position shown, numbered: '3... 22-18' ('' at the start) */
  move: string;
  /** called with a ply in 0…total */
  onGo: (ply: number) => void;
  /** the page has a keyboard: say that the arrow keys work */
  keys: boolean;
  /** the finished game and the side the player had, for the engine's review */
  context: GameContext;
  onRetry: GameReviewProps['onRetry'];
  onMarks: GameReviewProps['onMarks'];
}

type Loaded = typeof import('./GameReview');

const KEY_STEP: Readonly<Record<string, (ply: number, total: number) => number>> = {
  ArrowLeft: (ply) => ply - 1,
  ArrowRight: (ply) => ply + 1,
  Home: () => 0,
  End: (_, total) => total,
};

const ARROWS = {
  first: 'M18 6l-6 6 6 6M7 6v12',
  prev: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
  last: 'M6 6l6 6-6 6M17 6v12',
} as const;

export function Review({ lang, ply, total, move, onGo, keys, context, onRetry, onMarks }: ReviewProps) {
  const { game, player } = context;
  const [engine, setEngine] = useState<Loaded | null>(null);
  const [asked, setAsked] = useState(false);
  // A new game (play again) closes the review of the last one.
  useEffect(() => {
    setAsked(false);
  }, [game]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const step = KEY_STEP[e.key];
      if (!step || arrowsTaken(e)) return;
      e.preventDefault();
      onGo(Math.max(0, Math.min(total, step(ply, total))));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ply, total, onGo]);
  const button = (kind: keyof typeof ARROWS, to: number, disabled: boolean) => (
    <button
      type="button"
      class="dmr-button play-review__step"
      data-action={`review-${kind}`}
      aria-label={t(lang, `game.review.${kind}`)}
      title={t(lang, `game.review.${kind}`)}
      disabled={disabled}
      onClick={() => onGo(to)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" width="18" height="18">
        <path d={ARROWS[kind]} />
      </svg>
    </button>
  );
  return (
    <div class="play-review" data-testid="review">
      <h3 class="play-review__title">{t(lang, 'game.review')}</h3>
      <div class="play-review__bar">
        {button('first', 0, ply === 0)}
        {button('prev', ply - 1, ply === 0)}
        <p class="play-review__where" aria-live="polite" data-testid="review-ply" data-ply={ply}>
          {ply === 0 ? t(lang, 'game.review.start') : t(lang, 'game.review.ply', { move, n: ply, total })}
        </p>
        {button('next', ply + 1, ply === total)}
        {button('last', total, ply === total)}
      </div>
      {keys && <p class="play-review__keys">{t(lang, 'game.review.keys')}</p>}
      {total > 0 && !asked && (
        <button
          type="button"
          class="dmr-button play-review__engine"
          data-action="engine-review"
          onClick={() => {
            setAsked(true);
            if (!engine) void import('./GameReview').then(setEngine);
          }}
        >
          {t(lang, 'game.engineReview')}
        </button>
      )}
      {asked && engine && game && (
        <engine.default
          lang={lang}
          game={game}
          player={player}
          shown={ply}
          onGo={onGo}
          keys={keys}
          onRetry={onRetry}
          onMarks={onMarks}
        />
      )}
    </div>
  );
}
