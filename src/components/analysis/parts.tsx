/**
 * Parts of the analysis board, views of its machine: the keys that walk the move tree, the buttons that do
 * the same (with flip, theme and numbers), and the FEN, PDN and link to copy (with the notice that says so).
 */
import { useEffect } from 'preact/hooks';
import type { Actor } from 'xstate';
import type { PlainAnalysisKey } from '../../i18n/analysis';
import { tu } from '../../i18n/ui';
import { type Board, pdnOf } from '../../machines/analysis/board';
import type { AnalysisEvent, analysisMachine } from '../../machines/analysis/machine';
import { type Steps, stepForKey } from '../../machines/analysis/moves';
import type { Lang } from '../../model/lang';
import { ThemeToggle } from '../board/ThemeToggle';

/** Where typing goes: keys there are the field's own (arrows move the caret, `f` is a letter). */
function isTextField(el: Element): boolean {
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement) return !['checkbox', 'button', 'submit', 'reset'].includes(el.type);
  return el instanceof HTMLElement && el.isContentEditable;
}

/**
 * Keys for the move tree wherever the focus is (←, →, Home, End; f flips), except where they already mean
 * something: arrows and Home/End move between squares on the board, and every key is the field's own in a
 * text field. While the editor is open the keys are its own (it picks pieces with them).
 */
export function useTreeKeys(actor: Actor<typeof analysisMachine>) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target instanceof Element ? e.target : null;
      const now = actor.getSnapshot();
      if ((target && isTextField(target)) || !now.matches({ editor: 'closed' })) return;
      if (e.key === 'f' || e.key === 'F') actor.send({ type: 'flip' });
      else {
        const to = target?.closest('[data-board]') ? null : stepForKey(now.context.board, e.key);
        if (to === null) return;
        actor.send({ type: 'go', to });
      }
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actor]);
}

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
