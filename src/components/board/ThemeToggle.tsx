/** A button that switches the board theme (wood ⇄ green) for every board, and remembers it. */

import { tu } from '../../i18n/ui';
import type { Lang } from '../../model/lang';
import { THEMES, useBoardTheme, writeTheme } from './prefs';

export function ThemeToggle({ lang }: { lang: Lang }) {
  const theme = useBoardTheme();
  const next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length];
  return (
    <button
      type="button"
      class="dmr-button"
      data-action="theme"
      aria-label={`${tu(lang, 'board.theme')}: ${tu(lang, `board.theme.${theme}`)}`}
      onClick={() => writeTheme(next)}
    >
      <span class={`dmr-swatch dmr-swatch--${theme}`} aria-hidden="true" />
      {tu(lang, `board.theme.${theme}`)}
    </button>
  );
}
