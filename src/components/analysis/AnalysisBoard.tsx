/**
 * The analysis board: set up a position (FEN or PDN, pasted or in the URL), play both sides, walk the
 * move list, flip, copy FEN and PDN, and share a link that restores it all.
 */
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import {
  type Game,
  type Move,
  makeFen,
  makePdn,
  moveNumberOf,
  type Position,
  play,
  playMove,
  resultString,
  takeBack,
  variantsFor,
} from '../../engine/index';
import { type PlainAnalysisKey, ta as t } from '../../i18n/analysis';
import type { Lang } from '../../i18n/lang';
import { variantName } from '../../i18n/ui';
import { ThemeToggle } from '../board/ThemeToggle';
import { PlayableBoard } from '../PlayableBoard';
import { DEFAULT_VARIANT, loadFen, loadText, type Start, startFromParams, variantOf } from './start';
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

/** Positions along the line: positions[0] = start, positions[i] = after move i. */
function positionsOf(game: Game): Position[] {
  const out = [game.start];
  for (const m of game.moves) out.push(play(out[out.length - 1], m.move));
  return out;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export default function AnalysisBoard({ lang }: { lang: Lang }) {
  const tr = (k: PlainAnalysisKey) => t(lang, k);
  const [start, setStart] = useState<Start | null>(null);
  const [ply, setPly] = useState(0);
  const [orientation, setOrientation] = useState<'white' | 'black'>('white');
  const [numbers, setNumbers] = useState(true);
  const [paste, setPaste] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [pasteError, setPasteError] = useState<string | null>(null);

  // Read the URL once in the browser (the page is static; the parameters are the user's).
  useEffect(() => {
    let live = true;
    startFromParams(new URLSearchParams(window.location.search), lang).then((s) => {
      if (!live) return;
      setStart(s);
      setPly(s.ply);
    });
    return () => {
      live = false;
    };
  }, [lang]);

  const game = start?.game ?? null;
  const positions = useMemo(() => (game ? positionsOf(game) : []), [game]);

  const variant = game?.variant ?? DEFAULT_VARIANT;
  const position = positions[ply] ?? positions[0];
  const fen = position ? makeFen(position) : '';
  const pdn = useMemo(() => (game ? makePdn(game) : ''), [game]);

  // Keep the URL in step, so a reload or a copied address restores the same line. A refused link stays in
  // the address bar as it was until the user moves or loads something, so it can be read and mended.
  const refused = start?.error != null;
  useEffect(() => {
    if (!game || refused) return;
    const params = new URLSearchParams({ v: variant.id });
    if (game.moves.length > 0) params.set('pdn', pdn);
    else params.set('fen', makeFen(game.start));
    window.history.replaceState(null, '', `${window.location.pathname}?${params}`);
  }, [game, pdn, variant.id, refused]);

  const onMove = useCallback(
    (move: Move) => {
      if (!game) return;
      const base = ply < game.moves.length ? takeBack(game, game.moves.length - ply) : game;
      const next = playMove(base, move);
      setStart({ game: next, ply: ply + 1, error: null });
      setPly(ply + 1);
    },
    [game, ply],
  );

  const go = (p: number) => setPly(Math.max(0, Math.min(p, game?.moves.length ?? 0)));

  const onKey = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement;
    if (target.closest('[data-board]') || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    if (e.key === 'ArrowLeft') go(ply - 1);
    else if (e.key === 'ArrowRight') go(ply + 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(game?.moves.length ?? 0);
    else return;
    e.preventDefault();
  };

  if (!game || !position) {
    return <div class="analysis" data-analysis aria-busy="true" />;
  }

  const atEnd = ply === game.moves.length;
  const status = atEnd ? game.status : { kind: 'playing' as const };
  const statusText =
    status.kind === 'win'
      ? `${tr(status.winner === 'white' ? 'analysis.wins.white' : 'analysis.wins.black')} (${resultString(game)})`
      : status.kind === 'draw'
        ? `${tr('analysis.draw')} (${resultString(game)})`
        : tr(position.turn === 'white' ? 'play.toMove.white' : 'play.toMove.black');

  const flash = (s: string) => {
    setNotice(s);
    window.setTimeout(() => setNotice(null), 2500);
  };
  const copy = async (text: string, what: string) => {
    flash((await copyText(text)) ? `${what}: ${tr('analysis.copied')}` : tr('analysis.copyFailed'));
  };

  const load = async () => {
    const s = await loadText(variant, paste, lang);
    if (s.error) {
      // Shown beside the paste box; the board keeps what it had.
      setPasteError(s.error.text);
      return;
    }
    setPasteError(null);
    setStart(s);
    setPly(s.ply);
    setPaste('');
  };

  const changeVariant = (id: string) => {
    const v = variantOf(id);
    if (!v) return;
    setStart({ game: loadFen(v, v.startFen, lang).game, ply: 0, error: null });
    setPly(0);
  };

  const shareUrl = () => window.location.href;

  // The four buttons that walk through the moves.
  const steps: ReadonlyArray<{
    label: PlainAnalysisKey;
    to: number;
    disabled: boolean;
    icon: string;
    testid?: string;
  }> = [
    { label: 'analysis.first', to: 0, disabled: ply === 0, icon: 'M6 5v14M18 6l-8 6 8 6z' },
    { label: 'analysis.back', to: ply - 1, disabled: ply === 0, icon: 'M15 6l-7 6 7 6z', testid: 'back' },
    { label: 'analysis.forward', to: ply + 1, disabled: atEnd, icon: 'M9 6l7 6-7 6z', testid: 'forward' },
    { label: 'analysis.last', to: game.moves.length, disabled: atEnd, icon: 'M18 5v14M6 6l8 6-8 6z' },
  ];

  // Move list as numbered pairs.
  const rows: { number: number; cells: { ply: number; text: string }[]; lead: boolean }[] = [];
  game.moves.forEach((m, i) => {
    const { number, second } = moveNumberOf(variant, game.start.turn, i);
    if (!second || rows.length === 0) rows.push({ number, cells: [], lead: second && i === 0 });
    rows[rows.length - 1].cells.push({ ply: i + 1, text: m.text });
  });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys step through the moves anywhere on the tool
    <div class="analysis" data-analysis data-ready="true" onKeyDown={onKey}>
      <div class="analysis-board">
        <PlayableBoard
          bothSides
          lang={lang}
          position={position}
          lastMove={ply > 0 ? game.moves[ply - 1].move : null}
          enabled={status.kind === 'playing'}
          orientation={orientation}
          showNumbers={numbers}
          showCoordinates
          label={`${tr('analysis.title')}: ${variantName(lang, variant.id)}`}
          onMove={onMove}
        />
      </div>
      <div class="analysis-panel">
        {start?.error && (
          <p class="analysis-error" role="alert" data-testid="analysis-error" data-code={start.error.code}>
            {start.error.text}
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
          {steps.map((b) => (
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
          <button
            type="button"
            class="dmr-button"
            onClick={() => setOrientation((o) => (o === 'white' ? 'black' : 'white'))}
            data-testid="flip"
          >
            {tr('board.flip')}
          </button>
          <ThemeToggle lang={lang} />
          <label class="dmr-toggle">
            <input type="checkbox" checked={numbers} onChange={(e) => setNumbers(e.currentTarget.checked)} />
            {tr('board.numbers')}
          </label>
        </nav>
        <section class="analysis-moves" aria-label={tr('analysis.moves')}>
          {rows.length === 0 ? (
            <p class="analysis-empty">{tr('analysis.noMoves')}</p>
          ) : (
            <ol class="analysis-list" data-testid="moves">
              {rows.map((r) => (
                <li key={r.number}>
                  <span class="analysis-num">{r.number}.</span>
                  {r.lead && <span class="analysis-dots">…</span>}
                  {r.cells.map((c) => (
                    <button
                      type="button"
                      key={c.ply}
                      class={`analysis-move${c.ply === ply ? ' is-current' : ''}`}
                      aria-current={c.ply === ply ? 'step' : undefined}
                      onClick={() => go(c.ply)}
                    >
                      {c.text}
                    </button>
                  ))}
                </li>
              ))}
            </ol>
          )}
        </section>
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
          <button type="button" class="dmr-button" onClick={() => copy(pdn, 'PDN')} data-testid="copy-pdn">
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
