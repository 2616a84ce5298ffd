/**
 * The analysis board: set up a position (FEN or PDN, pasted or in the URL, or in the position editor), play
 * both sides with variations, walk the move tree, flip, copy FEN and PDN, share a link that restores what is
 * shown, see the draw rules at the node viewed, ask the engine for help and play the position against the
 * computer. Drawn on the server at the default start position; what a link holds is read after hydration.
 * Its strings come from the page (`strings`); reading links and pasted text (start.ts), the engine help and
 * the editor load only when needed. A view of its machine (src/machines/analysis/machine.ts).
 */
import { useEffect } from 'preact/hooks';
import {
  makeFen,
  nodesAlong,
  resultString,
  type TreeNode,
  type TreePath,
  variantsFor,
} from '../../engine/index';
import { type AnalysisStrings, type PlainAnalysisKey, ta } from '../../i18n/analysis';
import { tu, variantName } from '../../i18n/ui';
import { type Board, pdnOf } from '../../machines/analysis/board';
import { analysisMachine } from '../../machines/analysis/machine';
import { stepForKey, steps } from '../../machines/analysis/moves';
import type { Lang } from '../../model/lang';
import { canPlay, playLink } from '../../model/links';
import { ThemeToggle } from '../board/ThemeToggle';
import { PlayableBoard } from '../PlayableBoard';
import { useActor } from '../useActor';
import '../board/controls.css';
import './analysis.css';

/** A small stroked icon for the navigation buttons (font glyphs such as ⏮ are missing on many systems). */
const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d={d} />
  </svg>
);

/** Every variant the analysis board offers (src/engine/rules/variants.ts): all the engine has. */
const VARIANT_CHOICES = variantsFor('analysis');

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The node shown, or null at the start position. */
function gameNode(board: Board): TreeNode | null {
  const nodes = nodesAlong(board.tree, board.path);
  return nodes.ok ? (nodes.value[nodes.value.length - 1] ?? null) : null;
}

/** Where typing goes: keys there are the field's own (arrows move the caret, `f` is a letter). */
function isTextField(el: Element): boolean {
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement) return !['checkbox', 'button', 'submit', 'reset'].includes(el.type);
  return el instanceof HTMLElement && el.isContentEditable;
}

/**
 * The parts the machine loads when needed: the move list, the draw notes and the line edits once there is a
 * line; the paste box when "Set up a position" is first opened; the engine help; the editor and its strings.
 */
const loaders = (lang: Lang) => ({
  lines: () => import('./lines'),
  setup: () => import('./SetupBox').then((m) => m.default),
  help: () => import('./EngineHelp').then((m) => m.default),
  editor: () =>
    import('./EditPosition').then(async (m) => ({ Editor: m.default, strings: await m.editorTable(lang) })),
});
type Loaders = ReturnType<typeof loaders>;
type Got = { [K in keyof Loaders]?: Awaited<ReturnType<Loaders[K]>> };

export interface AnalysisBoardProps {
  lang: Lang;
  /** the page's analysis strings (src/i18n/analysis.ts `analysisStrings`) */
  strings: AnalysisStrings;
}

export default function AnalysisBoard({ lang, strings }: AnalysisBoardProps) {
  const tr = (k: PlainAnalysisKey) => ta(strings, k);
  const [snap, actor] = useActor(analysisMachine, {
    lang,
    strings,
    // The page is static; the parameters are the user's, read once in the browser.
    search: typeof location === 'undefined' ? '' : location.search,
    load: loaders(lang),
    write: (query) => window.history.replaceState(null, '', `${location.pathname}?${query}`),
  });
  const send = actor.send;
  const { board, game, orientation, hint, error } = snap.context;
  const got = snap.context.got as Got;
  const lines = got.lines;
  const ready = !snap.matches({ link: 'reading' });
  const helpOn = !snap.matches({ help: 'hidden' });

  // Keys for the move tree wherever the focus is, except where they already mean something: arrows and
  // Home/End move between squares on the board, and every key is the field's own in a text field.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target instanceof Element ? e.target : null;
      const now = actor.getSnapshot();
      // While the editor is open the keys are its own (it picks pieces with them) and the board is not shown.
      if ((target && isTextField(target)) || !now.matches({ editor: 'closed' })) return;
      if (e.key === 'f' || e.key === 'F') send({ type: 'flip' });
      else {
        const to = target?.closest('[data-board]') ? null : stepForKey(now.context.board, e.key);
        if (to === null) return;
        send({ type: 'go', to });
      }
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actor]);

  if (!game) return null;

  const variant = board.tree.variant;
  const position = game.position;
  const fen = makeFen(position);
  const node = gameNode(board);
  const here = node ?? board.tree;
  const step = steps(board);
  const empty = position.cells.every((c) => !c);

  const status = game.status;
  const statusText = empty
    ? tr('analysis.emptyBoard')
    : status.kind === 'win'
      ? `${tr(status.winner === 'white' ? 'analysis.wins.white' : 'analysis.wins.black')} (${resultString(game)})`
      : status.kind === 'draw'
        ? `${tr('analysis.draw')} (${resultString(game)})`
        : tu(lang, position.turn === 'white' ? 'play.toMove.white' : 'play.toMove.black');
  const draws = empty || !lines ? [] : lines.drawNotes(game);
  const info = lines ? lines.gameInfo(board) : [];

  const go = (to: TreePath) => send({ type: 'go', to });
  const update = (next: Board | null) => send({ type: 'board', board: next });
  const copy = async (text: string | Promise<string>, what: string) =>
    send({
      type: 'notice',
      text: (await copyText(await text)) ? `${what}: ${tr('analysis.copied')}` : tr('analysis.copyFailed'),
    });

  const playable = canPlay(variant.id) && status.kind === 'playing' && !empty;

  if (!snap.matches({ editor: 'closed' })) {
    const ed = got.editor;
    return (
      <div class="analysis analysis--editing" data-analysis data-ready={ready ? 'true' : undefined}>
        {ed ? (
          <ed.Editor
            lang={lang}
            strings={ed.strings}
            variant={variant.id}
            position={position}
            analysis={strings}
            onDone={(p) => send({ type: 'edit.done', position: p })}
            onCancel={() => send({ type: 'edit.cancel' })}
          />
        ) : (
          <p class="analysis-empty">{tr('analysis.edit.loading')}</p>
        )}
      </div>
    );
  }
  // The four buttons that walk through the moves (the same as ←, →, Home and End).
  const buttons: ReadonlyArray<{
    label: PlainAnalysisKey;
    to: TreePath;
    disabled: boolean;
    icon: string;
    testid?: string;
  }> = [
    { label: 'analysis.first', to: step.first, disabled: !node, icon: 'M6 5v14M18 6l-8 6 8 6z' },
    { label: 'analysis.back', to: step.back, disabled: !node, icon: 'M15 6l-7 6 7 6z', testid: 'back' },
    {
      label: 'analysis.forward',
      to: step.forward,
      disabled: here.children.length === 0,
      icon: 'M9 6l7 6-7 6z',
      testid: 'forward',
    },
    {
      label: 'analysis.last',
      to: step.last,
      disabled: here.children.length === 0,
      icon: 'M18 5v14M6 6l8 6-8 6z',
    },
  ];

  return (
    <div
      class="analysis"
      data-analysis
      data-ready={ready ? 'true' : undefined}
      data-orientation={orientation}
    >
      <div class="analysis-board">
        <PlayableBoard
          bothSides
          keyHint
          lang={lang}
          position={position}
          lastMove={node?.move ?? null}
          enabled={status.kind === 'playing'}
          orientation={orientation}
          showNumbers={snap.context.numbers}
          showCoordinates
          label={`${tr('analysis.title')}: ${variantName(lang, variant.id)}`}
          arrows={helpOn && hint ? [hint] : undefined}
          onMove={(move) => send({ type: 'move', move })}
        />
      </div>
      <div class="analysis-panel">
        {error && (
          <p class="analysis-error" role="alert" data-testid="analysis-error" data-code={error.code}>
            {error.text}
          </p>
        )}
        <div class="analysis-row">
          <label class="analysis-field">
            <span>{tr('analysis.variant')}</span>
            <select
              value={variant.id}
              onChange={(e) => send({ type: 'variant', id: e.currentTarget.value })}
              data-testid="variant"
            >
              {VARIANT_CHOICES.map((id) => (
                <option value={id} key={id}>
                  {variantName(lang, id)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {info.length > 0 && (
          <dl class="analysis-game" aria-label={tr('analysis.game')} data-testid="game-info">
            {info.map(({ tag, value }) => (
              <div key={tag} data-tag={tag}>
                <dt>{tr(`analysis.tag.${tag}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p class="analysis-status" data-testid="status" aria-live="polite">
          {statusText}
        </p>
        {draws.length > 0 && (
          <ul class="analysis-draws" aria-label={tr('analysis.draws')} data-testid="draws">
            {draws.map((note) => (
              <li key={note.key} data-note={note.key}>
                {lines?.drawNoteText(strings, note)}
              </li>
            ))}
          </ul>
        )}
        <div class="analysis-actions">
          <button
            type="button"
            class="dmr-button"
            aria-pressed={helpOn}
            onClick={() => send({ type: 'help.toggle' })}
            data-testid="help-toggle"
          >
            {tr(helpOn ? 'analysis.help.hide' : 'analysis.help.show')}
          </button>
          <button
            type="button"
            class="dmr-button"
            onClick={() => send({ type: 'edit.open' })}
            data-testid="edit"
          >
            {tr('analysis.edit')}
          </button>
          {playable && (
            <a class="dmr-play-link" href={playLink(lang, variant.id, fen)} data-testid="play-here">
              {tu(lang, 'board.playFromHere')}
            </a>
          )}
        </div>
        {snap.context.failed && (
          <p class="analysis-error" role="alert">
            {tr('analysis.loadFailed')}
          </p>
        )}
        {helpOn &&
          (got.help ? (
            <got.help
              game={game}
              lang={lang}
              strings={strings}
              onArrow={(arrow) => send({ type: 'hint', arrow })}
            />
          ) : (
            <p class="analysis-help">{tr('analysis.help.thinking')}</p>
          ))}
        <nav class="analysis-nav" aria-label={tr('analysis.navigation')}>
          {buttons.map((b) => (
            <button
              key={b.label}
              type="button"
              class="dmr-button"
              onClick={() => go(b.to)}
              disabled={b.disabled}
              aria-label={tr(b.label)}
              data-testid={b.testid}
            >
              <Icon d={b.icon} />
            </button>
          ))}
          <button type="button" class="dmr-button" onClick={() => send({ type: 'flip' })} data-testid="flip">
            {tu(lang, 'board.flip')}
          </button>
          <ThemeToggle lang={lang} />
          <label class="dmr-toggle">
            <input
              type="checkbox"
              checked={snap.context.numbers}
              onChange={(e) => send({ type: 'numbers', on: e.currentTarget.checked })}
            />
            {tu(lang, 'board.numbers')}
          </label>
        </nav>
        <p class="analysis-keys">{tr('analysis.keys')}</p>
        <section class="analysis-moves" aria-label={tr('analysis.moves')}>
          {board.tree.children.length === 0 ? (
            <p class="analysis-empty">{tr('analysis.noMoves')}</p>
          ) : (
            lines && (
              <lines.MoveList
                tree={board.tree}
                current={board.path}
                onGo={go}
                variationsLabel={tr('analysis.variations')}
              />
            )
          )}
        </section>
        {node && lines && (
          <div class="analysis-actions">
            {lines.inVariation(board) && (
              <button
                type="button"
                class="dmr-button"
                onClick={() => update(lines.promoteAt(board))}
                data-testid="promote"
              >
                {tr('analysis.promote')}
              </button>
            )}
            <button
              type="button"
              class="dmr-button"
              onClick={() => update(lines.deleteAt(board))}
              data-testid="delete"
            >
              {tr('analysis.delete')}
            </button>
          </div>
        )}
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
        {snap.matches({ notice: 'shown' }) && (
          <p class="analysis-notice" role="status">
            {snap.context.notice}
          </p>
        )}
        <details class="analysis-load" onToggle={(e) => e.currentTarget.open && send({ type: 'setup.open' })}>
          <summary>{tr('analysis.setup')}</summary>
          {got.setup && (
            <got.setup
              lang={lang}
              strings={strings}
              variant={variant}
              onLoad={(b) => send({ type: 'show', board: b })}
              onReset={() => send({ type: 'variant', id: variant.id })}
            />
          )}
        </details>
      </div>
    </div>
  );
}
