/** A saved game is waiting: what it is, and the choice to resume it or abandon it. */
import { tg as t } from '../../i18n/game';
import { variantName } from '../../i18n/ui';
import type { Lang } from '../../model/lang';
import type { Resume } from '../../model/play';
import { levelName, movesPlayed } from './record';

export interface ResumePanelProps {
  lang: Lang;
  resume: Resume;
  onResume: () => void;
  onAbandon: () => void;
}

export function ResumePanel({ lang, resume, onResume, onAbandon }: ResumePanelProps) {
  const { game, player, level } = resume;
  return (
    <div class="play-setup play-resume" data-testid="resume">
      <h2 class="play-panel__title">{t(lang, 'game.resume.title')}</h2>
      <p class="play-status__you">
        <span class={`play-swatch play-swatch--${player}`} aria-hidden="true" />
        {variantName(lang, game.variant.id)} ·{' '}
        {t(lang, player === 'white' ? 'game.you.white' : 'game.you.black')}
      </p>
      <p>
        {t(lang, 'game.level')}: {levelName(lang, level)} ·{' '}
        {t(lang, 'game.resume.moves', { n: movesPlayed(game) })}
      </p>
      <p class="play-resume__note">{t(lang, 'game.resume.note')}</p>
      <div class="play-actions">
        <button type="button" class="button" data-action="resume" onClick={onResume}>
          {t(lang, 'game.resume.go')}
        </button>
        <button type="button" class="dmr-button" data-action="abandon" onClick={onAbandon}>
          {t(lang, 'game.resume.abandon')}
        </button>
      </div>
    </div>
  );
}
