/**
 * Another tab saved a different game over this one (src/components/play/Play.tsx watches the saved record):
 * this tab says so and offers to keep its own game or to switch to the other one. Loaded with the panels of
 * a game going on (./ingame.ts).
 */
import type { Game } from '../../engine/index';
import { tg as t } from '../../i18n/game';
import type { Lang } from '../../model/lang';
import { movesPlayed } from './record';

export interface OtherTabPanelProps {
  lang: Lang;
  /** the other tab's game, its moves counted as the resume question counts them */
  game: Game;
  onKeep: () => void;
  onSwitch: () => void;
}

export function OtherTabPanel({ lang, game, onKeep, onSwitch }: OtherTabPanelProps) {
  return (
    <div class="play-other-tab" role="alert" data-testid="other-tab">
      <p>{t(lang, 'game.otherTab')}</p>
      <div class="dmr-controls">
        <button type="button" class="dmr-button" data-action="keep-mine" onClick={onKeep}>
          {t(lang, 'game.otherTab.keep')}
        </button>
        <button type="button" class="dmr-button" data-action="switch-tab" onClick={onSwitch}>
          {t(lang, 'game.otherTab.switch', { n: movesPlayed(game) })}
        </button>
      </div>
    </div>
  );
}
