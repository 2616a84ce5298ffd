/** Before a game: which draughts, which colour, which level, which clock; then start. */

import { tg as t } from '../../i18n/game';
import { variantName } from '../../i18n/ui';
import type { Lang } from '../../model/lang';
import {
  CLOCK_SETTINGS,
  type ClockSetting,
  COLOR_CHOICES,
  type ColorChoice,
  type Level,
  PLAY_VARIANTS,
  type PlayPrefs,
  type PlayVariant,
} from '../../model/play';
import { LevelPicker } from './LevelPicker';

export interface SetupPanelProps {
  lang: Lang;
  prefs: PlayPrefs;
  level: Level;
  /** the line about a level change just made, '' for none */
  levelNotice: string;
  onVariant: (v: PlayVariant) => void;
  onColor: (c: ColorChoice) => void;
  onLevel: (level: Level) => void;
  onClock: (clock: ClockSetting) => void;
  /** the page has a keyboard: say that keys 1–5 choose the level */
  keys: boolean;
  onStart: () => void;
  /**
   * the games start from another position than the usual: the sentence that says whose, the link's (the
   * page's address) or one chosen before (the review's "retry from here", a saved game's); and the usual
   * start is offered. False: the usual start.
   */
  from: 'game.link.from' | 'game.chosen.from' | false;
  /** why the link's position was refused, '' when it was not */
  linkError: string;
  onUsualStart: () => void;
}

export function SetupPanel(props: SetupPanelProps) {
  const { lang, prefs } = props;
  return (
    <div class="play-setup" data-testid="setup">
      <h2 class="play-panel__title">{t(lang, 'game.setup.title')}</h2>
      {props.linkError && (
        <p class="play-link play-link--error" role="alert" data-testid="link-error">
          {props.linkError}
        </p>
      )}
      {props.from && (
        <div class="play-link" data-testid="link-start">
          <p>{t(lang, props.from)}</p>
          <button type="button" class="dmr-button" data-action="usual-start" onClick={props.onUsualStart}>
            {t(lang, 'game.link.clear')}
          </button>
        </div>
      )}
      <fieldset class="play-choice">
        <legend>{t(lang, 'game.setup.variant')}</legend>
        {PLAY_VARIANTS.map((v) => (
          <label key={v} class="play-choice__option">
            <input
              type="radio"
              name="play-variant"
              value={v}
              checked={prefs.variant === v}
              onChange={() => props.onVariant(v)}
            />
            {variantName(lang, v)}
          </label>
        ))}
      </fieldset>
      <fieldset class="play-choice play-choice--row">
        <legend>{t(lang, 'game.setup.color')}</legend>
        {COLOR_CHOICES.map((c) => (
          <label key={c} class="play-choice__option">
            <input
              type="radio"
              name="play-color"
              value={c}
              checked={prefs.color === c}
              onChange={() => props.onColor(c)}
            />
            {c !== 'random' && <span class={`play-swatch play-swatch--${c}`} aria-hidden="true" />}
            {t(lang, `game.color.${c}`)}
          </label>
        ))}
      </fieldset>
      <LevelPicker
        lang={lang}
        level={props.level}
        notice={props.levelNotice}
        onChoose={props.onLevel}
        keys={props.keys}
      />
      <fieldset
        class="play-choice play-choice--row"
        aria-describedby={prefs.clock === 'none' ? undefined : 'play-clock-note'}
        data-clock={prefs.clock}
      >
        <legend>{t(lang, 'game.clock')}</legend>
        {CLOCK_SETTINGS.map((c) => (
          <label key={c} class="play-choice__option">
            <input
              type="radio"
              name="play-clock"
              value={c}
              checked={prefs.clock === c}
              onChange={() => props.onClock(c)}
            />
            {t(lang, `game.clock.${c}`)}
          </label>
        ))}
        {prefs.clock !== 'none' && (
          <p id="play-clock-note" class="play-choice__note">
            {t(lang, 'game.clock.note')}
          </p>
        )}
      </fieldset>
      <button type="button" class="button play-start" data-action="start" onClick={props.onStart}>
        {t(lang, 'game.start')}
      </button>
    </div>
  );
}
