/**
 * During a game: whose turn it is (or that the computer is thinking), the computer's failure with a retry,
 * the automatic draw count when it is getting close, the Italian repetition claim, and resigning.
 */
import {
  type Color,
  canClaimRepetition,
  type DrawCountdown,
  drawCountdowns,
  type Game,
} from '../../engine/index';
import { type PlainGameKey as StringKey, tg as t } from '../../i18n/game';
import type { Lang } from '../../model/lang';
import type { ComputerFailure } from '../../model/play';

export interface GameStatusPanelProps {
  lang: Lang;
  game: Game;
  player: Color;
  /** 'Dama italiana' */
  variantName: string;
  thinking: boolean;
  failure: ComputerFailure | null;
  confirmingResign: boolean;
  onRetry: () => void;
  onClaim: () => void;
  onResign: () => void;
  onResignConfirm: () => void;
  onResignCancel: () => void;
}

/** The count is shown once at most this many moves each are left (the FMJD endgame counts: always). */
const SHOW_WITHIN_MOVES = 20;

const NOTE: Record<DrawCountdown['rule'], StringKey> = {
  'forty-moves': 'game.draw.forty.note',
  'twenty-five-moves': 'game.draw.twentyFive.note',
  'sixteen-moves': 'game.draw.endgame.note',
  'five-moves': 'game.draw.endgame.note',
};

function DrawCount({ lang, game }: { lang: Lang; game: Game }) {
  const c = drawCountdowns(game)[0];
  if (!c) return null;
  const moves = Math.ceil(c.pliesLeft / 2);
  const endgame = c.rule === 'sixteen-moves' || c.rule === 'five-moves';
  if (!endgame && moves > SHOW_WITHIN_MOVES) return null;
  const text = moves <= 1 ? t(lang, 'game.draw.inOne') : t(lang, 'game.draw.in', { n: moves });
  return (
    <p class="play-draw" data-testid="draw-count">
      <strong>{text}</strong> <span class="play-draw__note">{t(lang, NOTE[c.rule])}</span>
    </p>
  );
}

export function GameStatusPanel(props: GameStatusPanelProps) {
  const { lang, game, player } = props;
  const claimable = canClaimRepetition(game);
  return (
    <div class="play-status">
      <p class="play-status__you">
        <span class={`play-swatch play-swatch--${player}`} aria-hidden="true" />
        {props.variantName} · {t(lang, player === 'white' ? 'game.you.white' : 'game.you.black')}
      </p>
      <div class="play-status__line" role="status" aria-live="polite">
        {props.failure ? null : props.thinking ? (
          <p class="play-thinking" data-testid="thinking">
            <span class="play-thinking__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {t(lang, 'game.status.thinking')}
          </p>
        ) : (
          <p class="play-turn" data-testid="your-turn">
            {t(lang, 'game.status.yourTurn')}
          </p>
        )}
      </div>
      {props.failure && (
        <div class="play-failure" role="alert" data-testid="failure">
          <p>
            <strong>{t(lang, `game.failed.${props.failure}`)}</strong> {t(lang, 'game.failed.note')}
          </p>
          <button type="button" class="button" data-action="retry" onClick={props.onRetry}>
            {t(lang, 'game.retry')}
          </button>
        </div>
      )}
      <DrawCount lang={lang} game={game} />
      {claimable && (
        <div class="play-claim">
          <p>{t(lang, 'game.draw.claimNote')}</p>
          <button type="button" class="dmr-button" data-action="claim" onClick={props.onClaim}>
            {t(lang, 'game.draw.claim')}
          </button>
        </div>
      )}
      {props.confirmingResign ? (
        <fieldset
          class="play-confirm"
          onKeyDown={(e) => {
            // Escape means "no", as in any dialog.
            if (e.key !== 'Escape') return;
            e.preventDefault();
            props.onResignCancel();
          }}
        >
          <legend>{t(lang, 'game.resign.confirm')}</legend>
          <div class="play-actions">
            <button type="button" class="button" data-action="resign-yes" onClick={props.onResignConfirm}>
              {t(lang, 'game.resign.yes')}
            </button>
            <button type="button" class="dmr-button" data-action="resign-no" onClick={props.onResignCancel}>
              {t(lang, 'game.resign.no')}
            </button>
          </div>
        </fieldset>
      ) : (
        <div class="play-actions">
          <button type="button" class="dmr-button" data-action="resign" onClick={props.onResign}>
            <svg viewBox="0 0 24 24" aria-hidden="true" width="18" height="18">
              <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
            </svg>
            {t(lang, 'game.resign')}
          </button>
        </div>
      )}
    </div>
  );
}
