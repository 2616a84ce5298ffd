/**
 * A variant's starting position, for lessons: the board plus a flip button and a square-numbers toggle.
 * Pieces come from the engine's start FEN; the board itself stays rules-free.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { startPosition } from '../../engine/fen';
import { pieces as positionPieces } from '../../engine/position';
import { type OfferedVariant, VARIANTS } from '../../engine/variants';
import { isLang, type Lang } from '../../i18n/lang';
import { tu as t, variantName } from '../../i18n/ui';
import { Board, type BoardPiece, type Orientation } from '../board/Board';
import { boardLabels } from '../board/labels';
import { useBoardTheme } from '../board/prefs';
import '../board/controls.css';

export type StartBoardProps = {
  /** Rules variant whose starting position is shown, one the lessons offer (src/engine/variants.ts): 'italian'. */
  variant: OfferedVariant<'lessons'>;
  /** Language of the labels; when omitted, the page's <html lang> once in the browser, else Italian. */
  lang?: Lang;
  /** Show the official square numbers from the start (default true: lessons teach with them). */
  numbers?: boolean;
  /** Letters and numbers on the frame (default true); lessons that teach the square numbers turn them off. */
  coordinates?: boolean;
};

export default function StartBoard({
  variant,
  lang: langProp,
  numbers = true,
  coordinates = true,
}: StartBoardProps) {
  const [lang, setLang] = useState<Lang>(langProp ?? 'it');
  const [orientation, setOrientation] = useState<Orientation>('white');
  const [showNumbers, setShowNumbers] = useState(numbers);
  useEffect(() => {
    const pageLang = document.documentElement.lang;
    if (!langProp && isLang(pageLang)) setLang(pageLang);
  }, [langProp]);

  const theme = useBoardTheme();
  const v = VARIANTS[variant];
  const pieces = useMemo<BoardPiece[]>(
    () => positionPieces(startPosition(v)).map(([square, p]) => ({ square, color: p.color, role: p.role })),
    [v],
  );
  const labels = useMemo(
    () =>
      boardLabels(
        lang,
        `${t(lang, 'board.label')}: ${variantName(lang, variant)}, ${t(lang, 'board.start')}`,
      ),
    [lang, variant],
  );

  return (
    <figure class="dmr-figure" data-start-board data-variant={variant} data-pagefind-ignore>
      <Board
        size={v.geometry.size as 8 | 10}
        darkParity={v.geometry.darkParity}
        pieces={pieces}
        orientation={orientation}
        showNumbers={showNumbers}
        showCoordinates={coordinates}
        theme={theme}
        labels={labels}
      />
      <figcaption class="dmr-controls">
        <button
          type="button"
          class="dmr-button"
          onClick={() => setOrientation((o) => (o === 'white' ? 'black' : 'white'))}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" width="18" height="18">
            <path d="M7 4v13M7 17l-3-3M7 17l3-3M17 20V7M17 7l-3 3M17 7l3 3" />
          </svg>
          {t(lang, 'board.flip')}
        </button>
        <label class="dmr-toggle">
          <input
            type="checkbox"
            checked={showNumbers}
            onChange={(e) => setShowNumbers(e.currentTarget.checked)}
          />
          {t(lang, 'board.numbers')}
        </label>
      </figcaption>
    </figure>
  );
}
