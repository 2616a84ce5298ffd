/**
 * Two parts of the analysis board's panel, views of its machine's context: the buttons that walk the move
 * tree (with flip, theme and numbers), and the FEN, PDN and link to copy (with the notice that says so).
 */
import type { PlainAnalysisKey } from '../../i18n/analysis';
import { tu } from '../../i18n/ui';
import { type Board, pdnOf } from '../../machines/analysis/board';
import type { AnalysisEvent } from '../../machines/analysis/machine';
import type { Steps } from '../../machines/analysis/moves';
import type { Lang } from '../../model/lang';
import { ThemeToggle } from '../board/ThemeToggle';

export interface PartProps {
  lang: Lang;
  tr: (key: PlainAnalysisKey) => string;
  send: (event: AnalysisEvent) => void;
}

/** The four buttons that walk through the moves (the same as ←, →, Home and End), flip, theme, numbers. */
export function Nav({
  lang,
  tr,
  send,
  step,
  end,
  numbers,
}: PartProps & { step: Steps; end: boolean; numbers: boolean }) {
  // Icons drawn as strokes: font glyphs such as ⏮ are missing on many systems.
  const buttons: ReadonlyArray<[PlainAnalysisKey, string, boolean, string, string?]> = [
    ['analysis.first', step.first, !step.node, 'M6 5v14M18 6l-8 6 8 6z'],
    ['analysis.back', step.back, !step.node, 'M15 6l-7 6 7 6z', 'back'],
    ['analysis.forward', step.forward, end, 'M9 6l7 6-7 6z', 'forward'],
    ['analysis.last', step.last, end, 'M18 5v14M6 6l8 6-8 6z'],
  ];
  return (
    <nav class="analysis-nav" aria-label={tr('analysis.navigation')}>
      {buttons.map(([label, to, disabled, icon, testid]) => (
        <button
          key={label}
          type="button"
          class="dmr-button"
          onClick={() => send({ type: 'go', to })}
          disabled={disabled}
          aria-label={tr(label)}
          data-testid={testid}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d={icon} />
          </svg>
        </button>
      ))}
      <button type="button" class="dmr-button" onClick={() => send({ type: 'flip' })} data-testid="flip">
        {tu(lang, 'board.flip')}
      </button>
      <ThemeToggle lang={lang} />
      <label class="dmr-toggle">
        <input
          type="checkbox"
          checked={numbers}
          onChange={(e) => send({ type: 'numbers', on: e.currentTarget.checked })}
        />
        {tu(lang, 'board.numbers')}
      </label>
    </nav>
  );
}

/** The FEN to read or copy, the PDN and the link to copy, and the notice saying whether it worked. */
export function CopyBox({
  tr,
  send,
  fen,
  board,
  notice,
}: PartProps & { fen: string; board: Board; notice: string | null }) {
  const copy = async (text: string | Promise<string>, what: string) => {
    let said = tr('analysis.copyFailed');
    try {
      await navigator.clipboard.writeText(await text);
      said = `${what}: ${tr('analysis.copied')}`;
    } catch {}
    send({ type: 'notice', text: said });
  };
  return (
    <>
      <div class="analysis-field">
        <span id="fen-label">FEN</span>
        <div class="analysis-copyrow">
          <input
            aria-labelledby="fen-label"
            readOnly
            value={fen}
            data-testid="fen"
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" class="dmr-button" onClick={() => copy(fen, 'FEN')}>
            {tr('analysis.copy')}
          </button>
        </div>
      </div>
      <div class="analysis-actions">
        <button
          type="button"
          class="dmr-button"
          onClick={() => copy(pdnOf(board), 'PDN')}
          data-testid="copy-pdn"
        >
          {tr('analysis.copyPdn')}
        </button>
        <button
          type="button"
          class="dmr-button"
          onClick={() => copy(location.href, tr('analysis.link'))}
          data-testid="share"
        >
          {tr('analysis.share')}
        </button>
      </div>
      {notice && (
        <p class="analysis-notice" role="status">
          {notice}
        </p>
      )}
    </>
  );
}
