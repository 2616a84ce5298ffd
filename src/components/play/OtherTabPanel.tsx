/**
 * Another tab saved a different game over this one (src/components/play/Play.tsx watches the saved record):
 * this tab says so and offers to keep its own game or to switch to the other one. Loaded with the panels of
 * a game going on (./ingame.ts).
 */
import { tg as t } from '../../i18n/game';
import type { Lang } from '../../model/lang';

export interface OtherTabPanelProps {
  lang: Lang;
  /** how many moves the other tab's game has */
  moves: number;
  onKeep: () => void;
  onSwitch: () => void;
}

export function OtherTabPanel({ lang, moves, onKeep, onSwitch }: OtherTabPanelProps) {
  return (
    <div class="play-other-tab" role="alert" data-testid="other-tab">
      <p>{t(lang, 'game.otherTab')}</p>
      <div class="dmr-controls">
        <button type="button" class="dmr-button" data-action="keep-mine" onClick={onKeep}>
          {t(lang, 'game.otherTab.keep')}
        </button>
        <button type="button" class="dmr-button" data-action="switch-tab" onClick={onSwitch}>
          {t(lang, 'game.otherTab.switch', { n: moves })}
        </button>
      </div>
    </div>
  );
}
