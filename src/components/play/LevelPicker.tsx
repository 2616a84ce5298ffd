/**
 * The level picker: the five levels at once, by name, as a row of radio buttons (a segmented control: a tap,
 * a click, or the arrow keys inside it). Keys 1–5 choose a level from anywhere on the page; the line saying
 * so is shown only where there is a keyboard (`keys`). Below, a polite status line says what the level just
 * became (a key press changes it from anywhere, so it must not change silently), and during a game when the
 * new level takes effect.
 */

import { tg as t } from '../../i18n/game';
import type { Lang } from '../../model/lang';
import { LEVEL_VALUES, type Level } from '../../model/play';
import { levelName } from './record';

export interface LevelPickerProps {
  lang: Lang;
  level: Level;
  onChoose: (level: Level) => void;
  /** the page has a keyboard: say that keys 1–5 work */
  keys: boolean;
  /** the line about the change just made: 'Livello: Facile. Vale dalla prossima mossa del computer.'; '' for none */
  notice?: string;
}

export function LevelPicker({ lang, level, onChoose, keys, notice = '' }: LevelPickerProps) {
  return (
    <div class="play-level" data-level={level}>
      <fieldset class="play-level__group" aria-describedby={keys ? 'play-level-keys' : undefined}>
        <legend class="play-level__label">{t(lang, 'game.level')}</legend>
        <div class="play-level__options">
          {LEVEL_VALUES.map((n) => (
            <label key={n} class="play-level__option">
              <input
                type="radio"
                name="play-level"
                value={n}
                checked={level === n}
                onChange={() => onChoose(n)}
              />
              <span class="play-level__name">{levelName(lang, n)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {keys && (
        <p id="play-level-keys" class="play-level__keys">
          {t(lang, 'game.level.keys')}
        </p>
      )}
      {/* Always in the page, so that screen readers know the live region before it speaks. */}
      <p class="play-level__notice" role="status" aria-live="polite" data-testid="level-notice">
        {notice}
      </p>
    </div>
  );
}
