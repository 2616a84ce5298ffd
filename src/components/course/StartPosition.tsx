/**
 * A game's start position, drawn on the server for a lesson (<StartBoard /> in MDX): no JavaScript ships for
 * it. It shows the square numbers the lessons teach with, and follows the board theme the page sets on
 * <html> (src/browser/page.ts). Pieces come from the engine's start FEN; the board itself stays rules-free.
 */
import { startPosition } from '../../engine/notation/fen';
import { type OfferedVariant, VARIANTS } from '../../engine/rules/variants';
import { tu as t, variantName } from '../../i18n/ui';
import { positionView } from '../../machines/boardView';
import type { Lang } from '../../model/lang';
import { Board } from '../board/Board';
import { boardLabels } from '../board/labels';

export interface StartPositionProps {
  /** the lesson's game: 'italian' */
  variant: OfferedVariant<'lessons'>;
  lang: Lang;
}

export default function StartPosition({ variant, lang }: StartPositionProps) {
  const v = VARIANTS[variant];
  const pieces = positionView(startPosition(v));
  const labels = boardLabels(
    lang,
    `${t(lang, 'board.label')}: ${variantName(lang, variant)}, ${t(lang, 'board.start')}`,
  );
  return (
    <figure class="dmr-figure" data-start-board data-variant={variant} data-pagefind-ignore>
      <Board
        size={v.geometry.size as 8 | 10}
        darkParity={v.geometry.darkParity}
        pieces={pieces}
        showNumbers
        pageTheme
        labels={labels}
      />
    </figure>
  );
}
