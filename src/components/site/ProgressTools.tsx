/**
 * Reset, export and import the learner's lesson progress (src/browser/storage/progress.ts): a small island for the
 * course page. Resetting asks first; an import merges the file into the progress only once the whole file
 * has been checked (the better result of each exercise is kept), and every outcome is said in a status line,
 * with what the merge changed.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  exportProgress,
  type ImportResult,
  importProgress,
  type MergeCount,
  resetProgress,
} from '../../browser/storage/progress';
import { store } from '../../browser/storage/store';
import { type ProgressKey, tp } from '../../i18n/progress';
import type { Lang } from '../../model/lang';
import '../board/controls.css';
import './progress-tools.css';

type PlainProgressKey = Exclude<ProgressKey, 'progress.import.changes'>;
/** A status line: its sentence, and after an import what the merge changed. */
export interface Message {
  key: PlainProgressKey;
  ok: boolean;
  changes?: MergeCount;
}

/** What to tell the learner after an import. */
export function importMessage(result: ImportResult): Message {
  if (result.ok) {
    const { added, improved, kept } = result;
    return {
      key: result.saved ? 'progress.import.done' : 'progress.import.memory',
      ok: true,
      changes: { added, improved, kept },
    };
  }
  return { key: `progress.error.${result.code}`, ok: false };
}

/** The status line in words. */
export function messageText(lang: Lang, m: Message): string {
  const text = tp(lang, m.key);
  return m.changes ? `${text} ${tp(lang, 'progress.import.changes', m.changes)}` : text;
}

/** "damiera-progress-2025-03-07.json": the language's name and the local date. */
export function exportFileName(lang: Lang, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${tp(lang, 'progress.fileName')}-${day}.json`;
}

function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started from the click; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function ProgressTools({ lang }: { lang: Lang }) {
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [persistent, setPersistent] = useState(true);
  const file = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => setPersistent(store.persistent()), [message]);

  // Keep the keyboard in the confirmation while it is open, and back on Reset when it closes.
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming !== wasConfirming.current) {
      const target = confirming ? '[data-action="reset-no"]' : '[data-action="reset"]';
      root.current?.querySelector<HTMLElement>(target)?.focus();
    }
    wasConfirming.current = confirming;
  }, [confirming]);

  const onFile = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    input.value = '';
    if (!chosen) return;
    let text: string;
    try {
      text = await chosen.text();
    } catch {
      setMessage({ key: 'progress.error.unreadable', ok: false });
      return;
    }
    setMessage(importMessage(importProgress(text)));
  };

  return (
    <div ref={root} class="progress-tools" data-testid="progress-tools">
      <div class="dmr-controls">
        <button
          type="button"
          class="dmr-button"
          data-action="export"
          onClick={() => {
            download(exportProgress(), exportFileName(lang, new Date()));
            setMessage({ key: 'progress.export.done', ok: true });
          }}
        >
          {tp(lang, 'progress.export')}
        </button>
        <button type="button" class="dmr-button" data-action="import" onClick={() => file.current?.click()}>
          {tp(lang, 'progress.import')}
        </button>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="progress-file"
          onChange={(e) => void onFile(e.currentTarget)}
        />
        {!confirming && (
          <button
            type="button"
            class="dmr-button"
            data-action="reset"
            onClick={() => {
              setMessage(null);
              setConfirming(true);
            }}
          >
            {tp(lang, 'progress.reset')}
          </button>
        )}
      </div>
      {confirming && (
        <fieldset class="progress-tools__confirm">
          <legend>{tp(lang, 'progress.reset.confirm')}</legend>
          <div class="dmr-controls">
            <button
              type="button"
              class="dmr-button dmr-button--primary"
              data-action="reset-yes"
              onClick={() => {
                resetProgress();
                setConfirming(false);
                setMessage({ key: 'progress.reset.done', ok: true });
              }}
            >
              {tp(lang, 'progress.reset.yes')}
            </button>
            <button
              type="button"
              class="dmr-button"
              data-action="reset-no"
              onClick={() => setConfirming(false)}
            >
              {tp(lang, 'progress.reset.no')}
            </button>
          </div>
        </fieldset>
      )}
      <p class="progress-tools__status" role="status" data-ok={message ? String(message.ok) : undefined}>
        {message ? messageText(lang, message) : ''}
      </p>
      {!persistent && <p class="progress-tools__unsaved">{tp(lang, 'progress.unsaved')}</p>}
    </div>
  );
}
