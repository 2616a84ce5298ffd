/**
 * The level button: each press moves to the next level, Difficile back to Principiante; keys 1–5 also work.
 * Below it a polite status line says what the level just became (a key press changes it from anywhere on the
 * page, so it must not change silently), and during a game when the new level takes effect.
 */

import { tg as t } from '../../i18n/game';
import type { Lang } from '../../model/lang';
import { LEVEL_VALUES, type Level } from '../../model/play';
import { levelName } from './record';

export interface LevelButtonProps {
  lang: Lang;
  level: Level;
  onCycle: () => void;
  /** the line about the change just made: 'Livello: Facile. Vale dalla prossima mossa del computer.'; '' for none */
  notice?: string;
}

export function LevelButton({ lang, level, onCycle, notice = '' }: LevelButtonProps) {
  return (
    <div class="play-level">
      <div class="play-level__row">
        <button
          type="button"
          class="dmr-button play-level__button"
          data-action="level"
          data-level={level}
          onClick={onCycle}
          aria-describedby="play-level-keys"
        >
          <span class="play-level__label">{t(lang, 'game.level')}:</span>{' '}
          <span class="play-level__name" data-testid="level-name">
            {levelName(lang, level)}
          </span>
          <span class="play-level__pips" aria-hidden="true">
            {LEVEL_VALUES.map((n) => (
              <span key={n} class={n <= level ? 'is-on' : ''} />
            ))}
          </span>
        </button>
        <span id="play-level-keys" class="play-level__keys">
          {t(lang, 'game.level.keys')}
        </span>
      </div>
      {/* Always in the page, so that screen readers know the live region before it speaks. */}
      <p class="play-level__notice" role="status" aria-live="polite" data-testid="level-notice">
        {notice}
      </p>
    </div>
  );
}
