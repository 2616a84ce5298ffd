/**
 * The analysis board: set up a position (FEN or PDN, pasted or in the URL, or in the position editor), play
 * both sides with variations, walk the move tree, flip, copy FEN and PDN, share a link that restores what is
 * shown, see the draw rules at the node viewed, ask the engine for help and play the position against the
 * computer. Drawn on the server at the default start position; what a link holds is read after hydration.
 * Its strings come from the page (`strings`); reading links and pasted text (start.ts), the engine help and
 * the editor load only when needed.
 */
import type { ComponentType } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  emptyTree,
  gameAt,
  type Move,
  makeFen,
  nodesAlong,
  type Position,
  resultString,
  type TreeNode,
  type TreePath,
  variantsFor,
} from '../../engine/index';
import { type AnalysisStrings, type PlainAnalysisKey, ta } from '../../i18n/analysis';
import type { EditorStrings } from '../../i18n/editor';
import { tu, variantName } from '../../i18n/ui';
import {
  type Board,
  boardFrom,
  DEFAULT_VARIANT,
  gameInfo,
  mainlineEnd,
  pdnOf,
  startBoard,
  variantOf,
} from '../../machines/analysis/board';
import type { Orientation } from '../../machines/analysis/link';
import { inVariation, playAt, stepForKey, steps } from '../../machines/analysis/moves';
import type { StartError } from '../../machines/analysis/start';
import type { Lang } from '../../model/lang';
import { canPlay, playLink } from '../../model/links';
import type { Arrow } from '../board/Board';
import { ThemeToggle } from '../board/ThemeToggle';
import { PlayableBoard } from '../PlayableBoard';
import type { EditPositionProps } from './EditPosition';
import type { EngineHelpProps } from './EngineHelp';
import type { SetupBoxProps } from './SetupBox';
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

/** Reading links and pasted text: loaded when there is a link to read or text to load. */
const starter = () => import('../../machines/analysis/start');

/** The move list, the draw notes and the line edits: loaded once there is a line. */
const loadLines = () => import('./lines');
type Lines = Awaited<ReturnType<typeof loadLines>>;

export interface AnalysisBoardProps {
  lang: Lang;
  /** the page's analysis strings (src/i18n/analysis.ts `analysisStrings`) */
  strings: AnalysisStrings;
}

export default function AnalysisBoard({ lang, strings }: AnalysisBoardProps) {
  const tr = (k: PlainAnalysisKey) => ta(strings, k);
  // The server draws the default start; a link's position replaces it once read in the browser.
  const [board, setBoard] = useState<Board>(() => startBoard(DEFAULT_VARIANT));
  /** the link has been read: until then the address is left alone */
  const [ready, setReady] = useState(false);
  const [orientation, setOrientation] = useState<Orientation>('white');
  const [numbers, setNumbers] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<StartError | null>(null);
  /** the paste box, once loaded */
  const [Setup, setSetup] = useState<ComponentType<SetupBoxProps> | null>(null);
  // A refused link stays in the address bar as it was until the user changes something, so it can be read
  // and mended; a reload then says the same thing rather than something else.
  const [linkKept, setLinkKept] = useState(false);
  const movesRef = useRef<HTMLElement>(null);
  /** the engine help, once loaded; shown while `helpOn` */
  const [Help, setHelp] = useState<ComponentType<EngineHelpProps> | null>(null);
  const [helpOn, setHelpOn] = useState(false);
  const [hint, setHint] = useState<Arrow | null>(null);
  /** the position editor, once loaded; open while `editing` */
  const [Editor, setEditor] = useState<ComponentType<EditPositionProps> | null>(null);
  const [editorStrings, setEditorStrings] = useState<EditorStrings | null>(null);
  const [editing, setEditing] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  /** the move list, the draw notes and the line edits, loaded once there is something for them to show */
  const [lines, setLines] = useState<Lines | null>(null);

  // Read the URL once in the browser (the page is static; the parameters are the user's). A page opened
  // without parameters shows the server's start position and never loads the link reader.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if ([...params.keys()].length === 0) {
      setReady(true);
      return;
    }
    let live = true;
    starter()
      .then(({ startFromParams }) => startFromParams(params, lang, strings))
      .then((s) => {
        if (!live) return;
        setBoard({ tree: s.tree, path: s.path, tags: s.tags, result: s.result });
        setOrientation(s.orientation);
        setError(s.error);
        setLinkKept(s.error !== null);
        setReady(true);
      });
    return () => {
      live = false;
    };
  }, [lang]);

  const tree = board.tree;
  const path = board.path;
  // The line to the node shown, replayed as a game (status, draw counters); the path is always in the tree.
  const game = useMemo(() => {
    const g = gameAt(tree, path);
    return g.ok ? g.value : null;
  }, [tree, path]);

  // A repetition needs quiet moves, so with no move in the tree, no quiet-move count and no endgame count
  // there is nothing for the move list or the draw notes to say.
  const needsLines =
    board.tree.children.length > 0 ||
    (game !== null && (game.counters.quietPlies > 0 || game.counters.endgame !== null));
  useEffect(() => {
    if (needsLines && !lines) loadLines().then(setLines, () => setLoadFailed(true));
  }, [needsLines, lines]);

  /** Show another board, or another node of this one. */
  const update = (next: Board | null) => {
    if (!next) return;
    setBoard(next);
    setLinkKept(false);
  };
  const go = (to: TreePath) => to !== board.path && update({ ...board, path: to });
  const flip = () => {
    setOrientation((o) => (o === 'white' ? 'black' : 'white'));
    setLinkKept(false);
  };

  // Keep the URL in step, so a reload or a copied address shows the same lines, node and orientation.
  useEffect(() => {
    if (!ready || linkKept) return;
    let live = true;
    // The address writer loads with the first address to write, not with the page.
    const write = (pdn: string) =>
      import('../../machines/analysis/link').then((link) => {
        if (!live) return;
        const query = link.linkQuery(
          { variant: board.tree.variant, tree: board.tree, path: board.path, orientation, pdn },
          mainlineEnd(board.tree),
        );
        window.history.replaceState(null, '', `${window.location.pathname}?${query}`);
      });
    if (board.tree.children.length === 0) void write('');
    else pdnOf(board).then(write);
    return () => {
      live = false;
    };
  }, [board, orientation, linkKept, ready]);

  // Keys for the move tree wherever the focus is, except where they already mean something: arrows and
  // Home/End move between squares on the board, and every key is the field's own in a text field.
  const keys = useRef<(key: string) => boolean>(() => false);
  // While the editor is open the keys are its own (it picks pieces with them) and the board is not shown.
  const editingRef = useRef(false);
  editingRef.current = editing;
  keys.current = (key: string): boolean => {
    const to = stepForKey(board, key);
    if (to === null) return false;
    go(to);
    return true;
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if ((target && isTextField(target)) || editingRef.current) return;
      if (e.key === 'f' || e.key === 'F') {
        flip();
        e.preventDefault();
        return;
      }
      if (target?.closest('[data-board]')) return;
      if (keys.current(e.key)) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Keep the current move in sight inside the move list (only the list scrolls, never the page).
  useEffect(() => {
    const box = movesRef.current;
    const current = box?.querySelector<HTMLElement>('.is-current');
    if (!box || !current) return;
    const at = current.getBoundingClientRect();
    const view = box.getBoundingClientRect();
    if (at.top < view.top) box.scrollTop -= view.top - at.top;
    else if (at.bottom > view.bottom) box.scrollTop += at.bottom - view.bottom;
  }, [path, tree]);

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
  const info = gameInfo(board);

  // A move from an earlier position starts a variation; one already there is just followed.
  const onMove = (move: Move) => update(playAt(board, move));

  const flash = (s: string) => {
    setNotice(s);
    window.setTimeout(() => setNotice(null), 2500);
  };
  const copy = async (text: string | Promise<string>, what: string) => {
    flash((await copyText(await text)) ? `${what}: ${tr('analysis.copied')}` : tr('analysis.copyFailed'));
  };

  const show = (next: Board) => {
    setBoard(next);
    setError(null);
    setLinkKept(false);
  };

  /** The paste box, loaded when "Set up a position" is first opened. */
  const openSetup = () => {
    if (!Setup)
      import('./SetupBox').then(
        (m) => setSetup(() => m.default),
        () => setLoadFailed(true),
      );
  };

  const changeVariant = (id: string) => {
    const v = variantOf(id);
    if (v) show(startBoard(v));
  };

  const shareUrl = () => window.location.href;

  /** Show the engine help, loading it on the first request; hide it (which stops its worker). */
  const toggleHelp = async () => {
    if (helpOn) {
      setHelpOn(false);
      setHint(null);
      return;
    }
    setHelpOn(true);
    if (!Help) {
      try {
        const m = await import('./EngineHelp');
        setHelp(() => m.default);
      } catch {
        setHelpOn(false);
        setLoadFailed(true);
      }
    }
  };

  /** Open the position editor on the position shown, loading it on first use. */
  const openEditor = async () => {
    setEditing(true);
    setLoadFailed(false);
    if (!Editor) {
      try {
        const m = await import('./EditPosition');
        setEditorStrings(await m.editorTable(lang));
        setEditor(() => m.default);
      } catch {
        setEditing(false);
        setLoadFailed(true);
      }
    }
  };

  /** The edited position, as a new analysis of the same variant. */
  const edited = (next: Position) => {
    setEditing(false);
    show(boardFrom(emptyTree(next)));
  };

  const playable = canPlay(variant.id) && status.kind === 'playing' && !empty;

  if (editing) {
    return (
      <div class="analysis analysis--editing" data-analysis data-ready={ready ? 'true' : undefined}>
        {Editor && editorStrings ? (
          <Editor
            lang={lang}
            strings={editorStrings}
            variant={variant.id}
            position={position}
            labels={{ done: tr('analysis.edit.done'), cancel: tr('analysis.edit.cancel') }}
            onDone={edited}
            onCancel={() => setEditing(false)}
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
          showNumbers={numbers}
          showCoordinates
          label={`${tr('analysis.title')}: ${variantName(lang, variant.id)}`}
          arrows={helpOn && hint ? [hint] : undefined}
          onMove={onMove}
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
              onChange={(e) => changeVariant(e.currentTarget.value)}
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
            onClick={toggleHelp}
            data-testid="help-toggle"
          >
            {tr(helpOn ? 'analysis.help.hide' : 'analysis.help.show')}
          </button>
          <button type="button" class="dmr-button" onClick={openEditor} data-testid="edit">
            {tr('analysis.edit')}
          </button>
          {playable && (
            <a class="dmr-play-link" href={playLink(lang, variant.id, fen)} data-testid="play-here">
              {tu(lang, 'board.playFromHere')}
            </a>
          )}
        </div>
        {loadFailed && (
          <p class="analysis-error" role="alert">
            {tr('analysis.loadFailed')}
          </p>
        )}
        {helpOn &&
          (Help ? (
            <Help game={game} lang={lang} strings={strings} onArrow={setHint} />
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
          <button type="button" class="dmr-button" onClick={flip} data-testid="flip">
            {tu(lang, 'board.flip')}
          </button>
          <ThemeToggle lang={lang} />
          <label class="dmr-toggle">
            <input type="checkbox" checked={numbers} onChange={(e) => setNumbers(e.currentTarget.checked)} />
            {tu(lang, 'board.numbers')}
          </label>
        </nav>
        <p class="analysis-keys">{tr('analysis.keys')}</p>
        <section class="analysis-moves" aria-label={tr('analysis.moves')} ref={movesRef}>
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
            {inVariation(board) && (
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
            onClick={() => copy(shareUrl(), tr('analysis.link'))}
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
        <details class="analysis-load" onToggle={(e) => e.currentTarget.open && openSetup()}>
          <summary>{tr('analysis.setup')}</summary>
          {Setup && (
            <Setup
              lang={lang}
              strings={strings}
              variant={variant}
              onLoad={show}
              onReset={() => changeVariant(variant.id)}
            />
          )}
        </details>
      </div>
    </div>
  );
}
