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
  /** the game has a clock: it is paused until the answer (the machine's otherTab state), and the panel says so */
  clock: boolean;
  onKeep: () => void;
  onSwitch: () => void;
}

export function OtherTabPanel({ lang, game, clock, onKeep, onSwitch }: OtherTabPanelProps) {
  return (
    <div class="play-other-tab" role="alert" data-testid="other-tab">
      <p>{t(lang, 'game.otherTab')}</p>
      {clock && <p data-testid="other-tab-paused">{t(lang, 'game.otherTab.paused')}</p>}
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
