/**
 * The engine's help on the analysis board, loaded on the first request: the evaluation, the best line and
 * a hint arrow for the position shown, searched in the AI worker (src/browser/workers/aiClient.ts). A new position
 * asks again, and the client stops the search still running; an answer about a position no longer shown
 * is dropped. The client checks every line against the engine's legal moves and replaces a worker that
 * failed; "Ask again" then asks a fresh one. Hiding the help stops the worker.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { AiError } from '../../browser/workers/aiClient';
import { createAnalysisClient } from '../../browser/workers/analysisClient';
import type { Analysis } from '../../engine/ai';
import { type Game, makeFen } from '../../engine/index';
import { type AnalysisStrings, ta } from '../../i18n/analysis';
import type { Lang } from '../../model/lang';
import type { Arrow } from '../board/Board';
import { evaluationText, lineText } from './help-text';

/** How long the engine thinks about a position, in ms. */
const THINK_MS = 1200;

export interface EngineHelpProps {
  game: Game;
  lang: Lang;
  strings: AnalysisStrings;
  /** the hint arrow for the board (null: none) */
  onArrow: (arrow: Arrow | null) => void;
}

type HelpState =
  | { readonly kind: 'thinking' }
  | { readonly kind: 'done'; readonly analysis: Analysis; readonly line: string }
  | { readonly kind: 'over' }
  | { readonly kind: 'failed' };

export default function EngineHelp({ game, lang, strings, onArrow }: EngineHelpProps) {
  const client = useMemo(() => createAnalysisClient(), []);
  const [state, setState] = useState<HelpState>({ kind: 'thinking' });
  /** how many times the user asked again after a failure: each asks anew */
  const [asked, setAsked] = useState(0);
  const fen = makeFen(game.position);

  useEffect(() => () => client.dispose(), [client]);

  useEffect(() => {
    onArrow(null);
    if (game.legalMoves.length === 0) {
      setState({ kind: 'over' });
      return;
    }
    setState({ kind: 'thinking' });
    let live = true;
    client.analyse(game, { movetime: THINK_MS }).then(
      (analysis) => {
        if (!live) return;
        setState({ kind: 'done', analysis, line: lineText(game, analysis.pv) });
        const best = analysis.pv[0];
        onArrow(best ? { from: best.from, to: best.to, path: best.path, kind: 'hint' } : null);
      },
      (e: unknown) => {
        // Stopped for a newer position (or hidden): that position's own request answers.
        if (!live || (e instanceof AiError && e.kind === 'aborted')) return;
        setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [game, asked]);

  return (
    <section
      class="analysis-help"
      data-testid="engine-help"
      data-state={state.kind}
      data-fen={fen}
      aria-live="polite"
    >
      {state.kind === 'thinking' && <p>{ta(strings, 'analysis.help.thinking')}</p>}
      {state.kind === 'over' && <p>{ta(strings, 'analysis.help.over')}</p>}
      {state.kind === 'failed' && (
        <>
          <p role="alert">{ta(strings, 'analysis.help.failed')}</p>
          <button
            type="button"
            class="dmr-button"
            onClick={() => setAsked((n) => n + 1)}
            data-testid="help-retry"
          >
            {ta(strings, 'analysis.help.retry')}
          </button>
        </>
      )}
      {state.kind === 'done' && (
        <dl>
          <dt>{ta(strings, 'analysis.help.eval')}</dt>
          <dd data-testid="evaluation">{evaluationText(state.analysis, strings, lang)}</dd>
          <dt>{ta(strings, 'analysis.help.line')}</dt>
          <dd data-testid="best-line">{state.line}</dd>
        </dl>
      )}
      <p class="analysis-help__note">{ta(strings, 'analysis.help.note')}</p>
    </section>
  );
}
