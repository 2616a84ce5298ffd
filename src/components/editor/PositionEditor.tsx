/**
 * The position editor: the rules-free board wired to the editor machine (src/machines/editor.ts), a piece
 * palette, side to move, clear, start position and a FEN box read in the numbering the user picks. Any board
 * size and variant; the parent hears every change of the setup (and whether it is a position) through
 * `onChange`. Words come from the page's table (`strings`) and the coded-error sentences (errors.ts).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { FenError, Setup, VariantId } from '../../engine/index';
import { VARIANTS } from '../../engine/index';
import { type EditorStrings, type PlainEditorKey, te } from '../../i18n/editor';
import { fenErrorText } from '../../i18n/errors';
import { variantName } from '../../i18n/ui';
import {
  EDITOR_TOOLS,
  type EditorTool,
  editorFen,
  editorMachine,
  editorValidity,
  type PasteError,
} from '../../machines/editor';
import type { Lang } from '../../model/lang';
import { Board } from '../board/Board';
import { boardLabels } from '../board/labels';
import { useActor } from '../useActor';
import '../board/controls.css';
import './editor.css';

export interface PositionEditorProps {
  lang: Lang;
  strings: EditorStrings;
  /** the board's variant (size and numbering) */
  variant: VariantId;
  /** the setup to start from (any numbering of a board of the same size); the start position by default */
  initial?: Setup;
  /** the numberings offered for a pasted FEN; by default every variant with a board of this size */
  numberings?: readonly VariantId[];
  /** every change of the setup, with the engine's verdict on it (null: a position) */
  onChange?: (setup: Setup, error: FenError | null) => void;
}

/** The keys that pick a tool (the board's own keys — arrows, Enter, Escape — are left to it). */
const KEY_TOOLS: Readonly<Record<string, EditorTool>> = {
  '1': 'white-man',
  '2': 'white-king',
  '3': 'black-man',
  '4': 'black-king',
  '0': 'empty',
  c: 'cycle',
  C: 'cycle',
};

export function PositionEditor(props: PositionEditorProps) {
  const { lang, strings: s } = props;
  const [snap, actor] = useActor(editorMachine, { variant: props.variant, setup: props.initial });
  const ctx = snap.context;
  const variant = VARIANTS[ctx.variant];
  const validity = useMemo(() => editorValidity(ctx), [ctx.variant, ctx.setup]);
  const fen = editorFen(ctx);
  const numberings =
    props.numberings ??
    (Object.keys(VARIANTS) as VariantId[]).filter(
      (id) => VARIANTS[id].geometry.size === variant.geometry.size,
    );
  const [text, setText] = useState(fen);
  const [numbering, setNumbering] = useState<VariantId>(ctx.variant);

  useEffect(() => {
    if (props.variant !== ctx.variant) actor.send({ type: 'variant.set', variant: props.variant });
  }, [props.variant]);
  // The FEN box follows the board, except while it holds a refused paste the user may want to fix.
  useEffect(() => {
    if (!ctx.pasteError) {
      setText(fen);
      setNumbering(ctx.variant);
    }
  }, [fen, ctx.pasteError]);
  const { onChange } = props;
  useEffect(() => {
    onChange?.(ctx.setup, validity.ok ? null : validity.error);
  }, [ctx.setup]);

  const pasteText = (e: PasteError) =>
    e.code === 'other-size' ? s['editor.otherSize'] : fenErrorText(e as FenError, lang);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const tool = KEY_TOOLS[e.key];
    if (!tool) return;
    e.preventDefault();
    actor.send({ type: 'tool.picked', tool });
  };

  const pieces = ctx.setup.pieces.filter((p) => p.square >= 1 && p.square <= variant.geometry.squares);
  const turn = ctx.setup.turn;

  return (
    <div class="dmr-editor" data-editor="">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys that pick a piece reach us from the board's grid */}
      <div class="dmr-editor__board" onKeyDown={onKeyDown}>
        <Board
          size={variant.geometry.size as 8 | 10}
          darkParity={variant.geometry.darkParity}
          pieces={pieces}
          interactive
          showNumbers
          labels={boardLabels(lang, s['editor.board'])}
          onSquareClick={(square) => actor.send({ type: 'square.clicked', square })}
        />
      </div>
      <div class="dmr-editor__controls">
        <fieldset class="dmr-editor__tools">
          <legend>{s['editor.tools']}</legend>
          {EDITOR_TOOLS.map((tool) => (
            <button
              type="button"
              key={tool}
              class="dmr-button dmr-editor__tool"
              data-tool={tool}
              aria-pressed={ctx.tool === tool}
              onClick={() => actor.send({ type: 'tool.picked', tool })}
            >
              {s[`editor.tool.${tool}` as PlainEditorKey]}
            </button>
          ))}
        </fieldset>
        <p class="dmr-editor__keys">{s['editor.keys']}</p>
        <fieldset class="dmr-editor__turn">
          <legend>{s['editor.turn']}</legend>
          {(['white', 'black'] as const).map((c) => (
            <label key={c}>
              <input
                type="radio"
                name="dmr-editor-turn"
                value={c}
                checked={turn === c}
                onChange={() => actor.send({ type: 'turn.set', turn: c })}
              />{' '}
              {s[`editor.turn.${c}`]}
            </label>
          ))}
        </fieldset>
        <div class="dmr-editor__actions">
          <button
            type="button"
            class="dmr-button"
            data-action="clear"
            onClick={() => actor.send({ type: 'board.cleared' })}
          >
            {s['editor.clear']}
          </button>
          <button
            type="button"
            class="dmr-button"
            data-action="start"
            onClick={() => actor.send({ type: 'board.started' })}
          >
            {s['editor.start']}
          </button>
        </div>
        <form
          class="dmr-editor__fen"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'fen.pasted', fen: text, numbering });
          }}
        >
          <label>
            {s['editor.fen.label']}{' '}
            <input
              type="text"
              name="fen"
              spellcheck={false}
              autocomplete="off"
              value={text}
              onInput={(e) => setText((e.target as HTMLInputElement).value)}
            />
          </label>
          <label>
            {s['editor.fen.numbering']}{' '}
            <select
              name="numbering"
              value={numbering}
              onChange={(e) => setNumbering((e.target as HTMLSelectElement).value as VariantId)}
            >
              {numberings.map((id) => (
                <option key={id} value={id}>
                  {variantName(lang, id)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" class="dmr-button">
            {s['editor.fen.load']}
          </button>
        </form>
        <p class="dmr-editor__status" role="status" data-validity={validity.ok ? 'ok' : validity.error.code}>
          {ctx.pasteError ? (
            <span class="dmr-editor__error" data-paste-error={ctx.pasteError.code}>
              {te(s, 'editor.fen.refused', { reason: pasteText(ctx.pasteError) })}
            </span>
          ) : null}{' '}
          {validity.ok ? (
            s['editor.ok']
          ) : (
            <span class="dmr-editor__error">
              {te(s, 'editor.impossible', { reason: fenErrorText(validity.error, lang) })}
            </span>
          )}
        </p>
      </div>
    </div>
  );
}
