/**
 * "Edit position" on the analysis board: the site's one position editor (src/components/editor), loaded on
 * first use, opened on the position shown. "Done" hands back the edited position, side to move included;
 * an impossible one is refused with the editor's coded sentence and stays open to be mended.
 */
import { useState } from 'preact/hooks';
import {
  type FenError,
  makeSetupFen,
  type Position,
  type Setup,
  setupFromPosition,
  setupPosition,
  VARIANTS,
  type VariantId,
} from '../../engine/index';
import { type EditorStrings, te } from '../../i18n/editor';
import { fenErrorText } from '../../i18n/errors';
import { tu } from '../../i18n/ui';
import type { Lang } from '../../model/lang';
import { canPlay, playLink } from '../../model/links';
import { PositionEditor } from '../editor/PositionEditor';

/**
 * The editor's strings of one language, loaded with the editor: the analysis page does not carry them (most
 * visitors never open the editor), and the other language's table is never downloaded.
 */
const TABLES: { readonly [L in Lang]: () => Promise<EditorStrings> } = {
  it: () => import('../../i18n/editor-it').then((m) => m.editorIt),
  en: () => import('../../i18n/editor-en').then((m) => m.editorEn),
};
export const editorTable = (lang: Lang): Promise<EditorStrings> => TABLES[lang]();

export interface EditPositionProps {
  lang: Lang;
  /** the editor's strings in `lang` (`editorTable`) */
  strings: EditorStrings;
  variant: VariantId;
  /** the position the editor opens on */
  position: Position;
  /** the words of the two buttons, from the page's analysis strings */
  labels: { readonly done: string; readonly cancel: string };
  onDone: (position: Position) => void;
  onCancel: () => void;
}

export default function EditPosition({
  lang,
  strings,
  variant,
  position,
  labels,
  onDone,
  onCancel,
}: EditPositionProps) {
  const [initial] = useState<Setup>(() => setupFromPosition(position));
  const [setup, setSetup] = useState<Setup>(initial);
  const [invalid, setInvalid] = useState<FenError | null>(null);
  const [refused, setRefused] = useState<FenError | null>(null);

  const done = () => {
    const checked = setupPosition(VARIANTS[variant], setup);
    if (checked.ok) onDone(checked.value);
    else setRefused(checked.error);
  };

  return (
    <div class="analysis-editor" data-testid="analysis-editor">
      <PositionEditor
        lang={lang}
        strings={strings}
        variant={variant}
        initial={initial}
        onChange={(next, error) => {
          setSetup(next);
          setInvalid(error);
          setRefused(null);
        }}
      />
      {refused && (
        <p class="analysis-error" role="alert" data-testid="edit-refused" data-code={refused.code}>
          {te(strings, 'editor.impossible', { reason: fenErrorText(refused, lang) })}
        </p>
      )}
      <div class="analysis-actions">
        <button type="button" class="dmr-button dmr-button--primary" onClick={done} data-testid="edit-done">
          {labels.done}
        </button>
        <button type="button" class="dmr-button" onClick={onCancel} data-testid="edit-cancel">
          {labels.cancel}
        </button>
        {!invalid && canPlay(variant) && (
          <a
            class="dmr-play-link"
            href={playLink(lang, variant, makeSetupFen(setup))}
            data-testid="edit-play"
          >
            {tu(lang, 'board.playFromHere')}
          </a>
        )}
      </div>
    </div>
  );
}
