/**
 * The analysis board: set up a position (FEN or PDN, pasted or in the URL, or in the position editor), play
 * both sides with variations, walk the move tree, flip, copy FEN and PDN, share a link that restores what is
 * shown, see the draw rules at the node viewed, ask the engine for help and play the position against the
 * computer. Drawn on the server at the default start position; what a link holds is read after hydration.
 * Its strings come from the page (`strings`); reading links and pasted text (start.ts), the engine help and
 * the editor load only when needed. A view of its machine (src/machines/analysis/machine.ts).
 */
import { makeFen, resultString, variantsFor } from '../../engine/index';
import { type AnalysisStrings, type PlainAnalysisKey, ta } from '../../i18n/analysis';
import { tu, variantName } from '../../i18n/ui';
import { analysisMachine } from '../../machines/analysis/machine';
import { steps } from '../../machines/analysis/moves';
import type { Lang } from '../../model/lang';
import { canPlay, playLink } from '../../model/links';
import { PlayableBoard } from '../PlayableBoard';
import { useActor } from '../useActor';
import { CopyBox, Nav, useTreeKeys } from './parts';
import '../board/controls.css';
import './analysis.css';

/** Every variant the analysis board offers (src/engine/rules/variants.ts): all the engine has. */
const VARIANT_CHOICES = variantsFor('analysis');

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
    write: (query) => history.replaceState(null, '', `${location.pathname}?${query}`),
  });
  const send = actor.send;
  const { board, game, orientation, hint, error } = snap.context;
  const got = snap.context.got as Got;
  const lines = got.lines;
  const ready = !snap.matches({ link: 'reading' });
  const helpOn = !snap.matches({ help: 'hidden' });

  useTreeKeys(actor);

  if (!game) return null;

  const variant = board.tree.variant;
  const position = game.position;
  const fen = makeFen(position);
  const step = steps(board);
  const node = step.node;
  const empty = position.cells.every((c) => !c);

  const status = game.status;
  const statusText = empty
    ? tr('analysis.emptyBoard')
    : status.kind === 'win'
      ? `${tr(status.winner === 'white' ? 'analysis.wins.white' : 'analysis.wins.black')} (${resultString(game)})`
      : status.kind === 'draw'
        ? `${tr('analysis.draw')} (${resultString(game)})`
        : tu(lang, position.turn === 'white' ? 'play.toMove.white' : 'play.toMove.black');

  const parts = { lang, tr, send };

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
        {lines && <lines.GameInfo board={board} strings={strings} />}
        <p class="analysis-status" data-testid="status" aria-live="polite">
          {statusText}
        </p>
        {lines && <lines.Draws game={game} strings={strings} />}
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
        <Nav
          {...parts}
          step={step}
          end={(node ?? board.tree).children.length === 0}
          numbers={snap.context.numbers}
        />
        <p class="analysis-keys">{tr('analysis.keys')}</p>
        <section class="analysis-moves" aria-label={tr('analysis.moves')}>
          {board.tree.children.length === 0 ? (
            <p class="analysis-empty">{tr('analysis.noMoves')}</p>
          ) : (
            lines && (
              <lines.MoveList
                tree={board.tree}
                current={board.path}
                onGo={(to) => send({ type: 'go', to })}
                variationsLabel={tr('analysis.variations')}
              />
            )
          )}
        </section>
        {node && lines && (
          <lines.LineEdits
            board={board}
            strings={strings}
            onEdit={(next) => send({ type: 'board', board: next })}
          />
        )}
        <CopyBox
          {...parts}
          fen={fen}
          board={board}
          notice={snap.matches({ notice: 'shown' }) ? snap.context.notice : null}
        />
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
