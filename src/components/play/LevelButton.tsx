/** The level button: each press moves to the next level, Difficile back to Principiante; keys 1–5 also work. */

import { tg as t } from '../../i18n/game';
import type { Lang } from '../../i18n/lang';
import type { Level } from '../../machines/game';
import { levelName } from './record';

export function LevelButton({ lang, level, onCycle }: { lang: Lang; level: Level; onCycle: () => void }) {
  return (
    <div class="play-level">
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
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n} class={n <= level ? 'is-on' : ''} />
          ))}
        </span>
      </button>
      <span id="play-level-keys" class="play-level__keys">
        {t(lang, 'game.level.keys')}
      </span>
    </div>
  );
}
