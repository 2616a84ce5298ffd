/**
 * The analysis board: set up a position (FEN or PDN, pasted or in the URL), play both sides with
 * variations, walk the move tree, flip, copy FEN and PDN, and share a link that restores what is shown.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  gameAt,
  type Move,
  makeFen,
  nodesAlong,
  resultString,
  type TreeNode,
  type TreePath,
  variantsFor,
} from '../../engine/index';
import { type PlainAnalysisKey, ta as t } from '../../i18n/analysis';
import type { Lang } from '../../i18n/lang';
import { variantName } from '../../i18n/ui';
import { ThemeToggle } from '../board/ThemeToggle';
import { PlayableBoard } from '../PlayableBoard';
import { linkQuery, type Orientation } from './link';
import { MoveList } from './MoveList';
import { deleteAt, inVariation, playAt, promoteAt, stepForKey, steps } from './moves';
import {
  type Board,
  loadText,
  mainlineEnd,
  type StartError,
  startBoard,
  startFromParams,
  variantOf,
} from './start';
import '../board/controls.css';
import './analysis.css';

/** A small stroked icon for the navigation buttons (font glyphs such as ⏮ are missing on many systems). */
const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d={d} />
  </svg>
);

/** Every variant the analysis board offers (src/engine/variants.ts): all the engine has. */
const VARIANT_CHOICES = variantsFor('analysis');

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The board's lines as PDN, with a loaded game's tags. The writer loads on first use, off the first download. */
async function pdnOf(board: Board): Promise<string> {
  const { makePdnTree } = await import('../../engine/pdn');
  return makePdnTree(board.tree, {
    tags: board.tags,
    ...(board.result !== null && { result: board.result }),
  });
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

export default function AnalysisBoard({ lang }: { lang: Lang }) {
  const tr = (k: PlainAnalysisKey) => t(lang, k);
  const [board, setBoard] = useState<Board | null>(null);
  const [orientation, setOrientation] = useState<Orientation>('white');
  const [numbers, setNumbers] = useState(true);
  const [paste, setPaste] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<StartError | null>(null);
  const [pasteError, setPasteError] = useState<string | null>(null);
  // A refused link stays in the address bar as it was until the user changes something, so it can be read
  // and mended; a reload then says the same thing rather than something else.
  const [linkKept, setLinkKept] = useState(false);
  const movesRef = useRef<HTMLElement>(null);

  // Read the URL once in the browser (the page is static; the parameters are the user's).
  useEffect(() => {
    let live = true;
    startFromParams(new URLSearchParams(window.location.search), lang).then((s) => {
      if (!live) return;
      setBoard({ tree: s.tree, path: s.path, tags: s.tags, result: s.result });
      setOrientation(s.orientation);
      setError(s.error);
      setLinkKept(s.error !== null);
    });
    return () => {
      live = false;
    };
  }, [lang]);

  const tree = board?.tree ?? null;
  const path = board?.path ?? '';
  // The line to the node shown, replayed as a game (status, draw counters); the path is always in the tree.
  const game = useMemo(() => {
    const g = tree ? gameAt(tree, path) : null;
    return g?.ok ? g.value : null;
  }, [tree, path]);

  /** Show another board, or another node of this one. */
  const update = (next: Board | null) => {
    if (!next) return;
    setBoard(next);
    setLinkKept(false);
  };
  const go = (to: TreePath) => board && to !== board.path && update({ ...board, path: to });
  const flip = () => {
    setOrientation((o) => (o === 'white' ? 'black' : 'white'));
    setLinkKept(false);
  };

  // Keep the URL in step, so a reload or a copied address shows the same lines, node and orientation.
  useEffect(() => {
    if (!board || linkKept) return;
    let live = true;
    const write = (pdn: string) => {
      if (!live) return;
      const query = linkQuery(
        { variant: board.tree.variant, tree: board.tree, path: board.path, orientation, pdn },
        mainlineEnd(board.tree),
      );
      window.history.replaceState(null, '', `${window.location.pathname}?${query}`);
    };
    if (board.tree.children.length === 0) write('');
    else pdnOf(board).then(write);
    return () => {
      live = false;
    };
  }, [board, orientation, linkKept]);

  // Keys for the move tree wherever the focus is, except where they already mean something: arrows and
  // Home/End move between squares on the board, and every key is the field's own in a text field.
  const keys = useRef<(key: string) => boolean>(() => false);
  keys.current = (key: string): boolean => {
    const to = board ? stepForKey(board, key) : null;
    if (to === null) return false;
    go(to);
    return true;
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target && isTextField(target)) return;
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

  if (!board || !game) {
    return <div class="analysis" data-analysis aria-busy="true" />;
  }

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
        : tr(position.turn === 'white' ? 'play.toMove.white' : 'play.toMove.black');

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

  const load = async () => {
    const s = await loadText(variant, paste, lang);
    if (s.error) {
      // Shown beside the paste box; the board keeps what it had.
      setPasteError(s.error.text);
      return;
    }
    setPasteError(null);
    show({ tree: s.tree, path: s.path, tags: s.tags, result: s.result });
    setPaste('');
  };

  const changeVariant = (id: string) => {
    const v = variantOf(id);
    if (v) show(startBoard(v));
  };

  const shareUrl = () => window.location.href;

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
    <div class="analysis" data-analysis data-ready="true" data-orientation={orientation}>
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
        <p class="analysis-status" data-testid="status" aria-live="polite">
          {statusText}
        </p>
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
            {tr('board.flip')}
          </button>
          <ThemeToggle lang={lang} />
          <label class="dmr-toggle">
            <input type="checkbox" checked={numbers} onChange={(e) => setNumbers(e.currentTarget.checked)} />
            {tr('board.numbers')}
          </label>
        </nav>
        <p class="analysis-keys">{tr('analysis.keys')}</p>
        <section class="analysis-moves" aria-label={tr('analysis.moves')} ref={movesRef}>
          {board.tree.children.length === 0 ? (
            <p class="analysis-empty">{tr('analysis.noMoves')}</p>
          ) : (
            <MoveList
              tree={board.tree}
              current={board.path}
              onGo={go}
              variationsLabel={tr('analysis.variations')}
            />
          )}
        </section>
        {node && (
          <div class="analysis-actions">
            {inVariation(board) && (
              <button
                type="button"
                class="dmr-button"
                onClick={() => update(promoteAt(board))}
                data-testid="promote"
              >
                {tr('analysis.promote')}
              </button>
            )}
            <button
              type="button"
              class="dmr-button"
              onClick={() => update(deleteAt(board))}
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
        <details class="analysis-load">
          <summary>{tr('analysis.setup')}</summary>
          <label class="analysis-field">
            <span>{tr('analysis.pasteLabel')}</span>
            <textarea
              rows={3}
              value={paste}
              placeholder={variant.startFen}
              onInput={(e) => setPaste(e.currentTarget.value)}
              data-testid="paste"
            />
          </label>
          {pasteError && (
            <p class="analysis-error" role="alert" data-testid="paste-error">
              {pasteError}
            </p>
          )}
          <div class="analysis-actions">
            <button type="button" class="dmr-button dmr-button--primary" onClick={load} data-testid="load">
              {tr('analysis.load')}
            </button>
            <button type="button" class="dmr-button" onClick={() => changeVariant(variant.id)}>
              {tr('analysis.reset')}
            </button>
          </div>
        </details>
      </div>
    </div>
  );
}
