/**
 * "Set up a position": paste a FEN or a PDN game, or go back to the start position. Loaded when the box is
 * first opened; a refused text is said beside the box and the board keeps what it had.
 */
import { useState } from 'preact/hooks';
import type { Variant } from '../../engine/index';
import { type AnalysisStrings, ta } from '../../i18n/analysis';
import type { Board } from '../../machines/analysis/board';
import { loadText } from '../../machines/analysis/start';
import type { Lang } from '../../model/lang';

export interface SetupBoxProps {
  lang: Lang;
  strings: AnalysisStrings;
  /** the variant of the menu: a text without GameType is read as this one */
  variant: Variant;
  onLoad: (board: Board) => void;
  onReset: () => void;
}

export default function SetupBox({ lang, strings, variant, onLoad, onReset }: SetupBoxProps) {
  const [paste, setPaste] = useState('');
  const [error, setError] = useState<string | null>(null);

  const load = async () => {
    const s = await loadText(variant, paste, lang);
    if (s.error) {
      setError(s.error.text);
      return;
    }
    setError(null);
    onLoad({ tree: s.tree, path: s.path, tags: s.tags, result: s.result });
    setPaste('');
  };

  return (
    <>
      <label class="analysis-field">
        <span>{ta(strings, 'analysis.pasteLabel')}</span>
        <textarea
          rows={3}
          value={paste}
          placeholder={variant.startFen}
          onInput={(e) => setPaste(e.currentTarget.value)}
          data-testid="paste"
        />
      </label>
      {error && (
        <p class="analysis-error" role="alert" data-testid="paste-error">
          {error}
        </p>
      )}
      <div class="analysis-actions">
        <button type="button" class="dmr-button dmr-button--primary" onClick={load} data-testid="load">
          {ta(strings, 'analysis.load')}
        </button>
        <button type="button" class="dmr-button" onClick={onReset}>
          {ta(strings, 'analysis.reset')}
        </button>
      </div>
    </>
  );
}
