/**
 * The engine's review of a finished game (issue 23), loaded on first use: the review machine
 * (src/machines/review.ts) searches every position in the AI worker (src/browser/workers/reviewClient.ts),
 * with a progress bar and a stop button, saving each search as it comes (src/browser/storage/review.ts) so
 * that a review goes on where it stopped. Then an evaluation graph with a table of the same numbers, the
 * verdict on the move shown with the better move and its line, the rule behind a mistake in words
 * (src/i18n/review.ts), a button and the N key for the next mistake, and "retry from here" for the reader's
 * own mistakes. A worker that fails says so, and the game stays as it was.
 */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { fromPromise } from 'xstate';
import { reviewKey, type SavedPosition, savedPositions, saveReview } from '../../browser/storage/review';
import { store } from '../../browser/storage/store';
import { analysisOf, createReviewClient, prefixes, usable } from '../../browser/workers/reviewClient';
// The review's own module for a value (docs/architecture.md); the rest through the index, which the play page
// loads anyway (reaching only some of its modules, this lazy chunk made the bundler split the page's first
// files in more pieces: 0.7 KB more at first load, measured).
import { type PlyReview, reviewFromAnalyses, WIN_MEN } from '../../engine/ai/review';
import { type Color, type Game, makeFen, moveNumberOf } from '../../engine/index';
import {
  cancelledText,
  countText,
  evalText,
  type FlawKind,
  type PlainReviewKey,
  ruleText,
  tr,
} from '../../i18n/review';
import { type PositionInput, reviewMachine } from '../../machines/review';
import type { Lang } from '../../model/lang';
import { useActor } from '../useActor';
import { isTyping } from './keys';
import type { MoveMarks } from './MoveList';
import './review.css';

export interface GameReviewProps {
  lang: Lang;
  game: Game;
  /** the side the reader played ("you"); null names both sides (the analysis board) */
  player: Color | null;
  /** the plies shown on the board (0: the start) */
  shown: number;
  onGo: (ply: number) => void;
  /** the page has a keyboard: say that the N key works */
  keys?: boolean;
  /** a new game against the computer from this position (the one before a mistake of the reader's) */
  onRetry?: (fen: string) => void;
  /** the marks of the move list: the inaccuracies, mistakes and blunders found so far */
  onMarks?: (marks: MoveMarks | null) => void;
}

type Flaw = FlawKind;
const FLAWS: readonly string[] = ['inaccuracy', 'mistake', 'blunder'];
const isFlaw = (r: PlyReview): r is PlyReview & { class: Flaw } => FLAWS.includes(r.class);
/** The usual annotation of each kind of mistake. */
const SYMBOL: Readonly<Record<Flaw, string>> = { inaccuracy: '?!', mistake: '?', blunder: '??' };
const CLASS_KEY: Readonly<Record<PlyReview['class'], PlainReviewKey>> = {
  best: 'review.class.best',
  good: 'review.class.good',
  inaccuracy: 'review.class.inaccuracy',
  mistake: 'review.class.mistake',
  blunder: 'review.class.blunder',
};

/** The graph shows evaluations up to this many men either way: beyond, the game is decided anyway. */
const CLAMP = 5;
const W = 300;
const H = 90;

const numbered = (game: Game, ply: number): string => {
  const { number, second } = moveNumberOf(game.variant, game.start.turn, ply - 1);
  return `${number}${second ? '...' : '.'} ${game.moves[ply - 1].text}`;
};

export default function GameReview({
  lang,
  game,
  player,
  shown,
  onGo,
  keys,
  onRetry,
  onMarks,
}: GameReviewProps) {
  const games = useMemo(() => prefixes(game), [game]);
  const key = useMemo(() => reviewKey(game, makeFen(game.start)), [game]);
  const saved = useMemo(
    () =>
      usable(
        games.map((g) => g.position),
        savedPositions(store, key),
      ),
    [games, key],
  );
  const client = useMemo(() => createReviewClient(), []);
  useEffect(() => () => client.dispose(), [client]);
  const machine = useMemo(
    () =>
      reviewMachine.provide({
        actors: {
          analysePosition: fromPromise<SavedPosition, PositionInput>(({ input, signal }) =>
            client.search(games[input.index], signal),
          ),
        },
      }),
    [client, games],
  );
  const [snap, actor] = useActor(machine, { total: games.length, saved });
  const ctx = snap.context;
  useEffect(() => actor.send({ type: 'review.start' }), [actor]);

  // Each new search is saved at once: a closed tab or a failed worker loses at most the one under way.
  const savedCount = useRef(saved.length);
  useEffect(() => {
    if (ctx.positions.length <= savedCount.current) return;
    savedCount.current = ctx.positions.length;
    saveReview(store, key, ctx.positions);
  }, [ctx.positions, key]);

  const plies = useMemo(
    () =>
      reviewFromAnalyses(
        game,
        ctx.positions.map((p, i) => analysisOf(games[i].position, p)),
      ),
    [game, games, ctx.positions],
  );
  const flaws = plies.filter(isFlaw);

  useEffect(() => {
    if (!onMarks) return;
    const marks: Record<number, { symbol: string; label: string; kind: string }> = {};
    for (const r of flaws)
      marks[r.ply - 1] = { symbol: SYMBOL[r.class], label: tr(lang, CLASS_KEY[r.class]), kind: r.class };
    onMarks(marks);
  }, [plies, lang]);
  useEffect(() => () => onMarks?.(null), []);

  const nextFlaw = () => {
    if (flaws.length === 0) return;
    const next = flaws.find((r) => r.ply > shown) ?? flaws[0];
    onGo(next.ply);
  };
  const nextRef = useRef(nextFlaw);
  nextRef.current = nextFlaw;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key !== 'n' && e.key !== 'N') || isTyping(e)) return;
      e.preventDefault();
      nextRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const state = snap.value as string;
  const n = ctx.positions.length;
  const total = ctx.total;
  const start = ctx.positions[0];
  const startEval = start ? start.s / 100 : 0;
  const evals = [startEval, ...plies.map((r) => r.eval)];
  const current = shown > 0 ? plies[shown - 1] : undefined;

  return (
    <section
      class="game-review"
      data-testid="engine-review"
      data-state={state}
      aria-labelledby="game-review-title"
    >
      <h3 class="game-review__title" id="game-review-title">
        {tr(lang, 'review.title')}
      </h3>
      {state === 'running' && (
        <div class="game-review__progress">
          <progress max={total} value={n} aria-labelledby="game-review-progress" />
          <p id="game-review-progress" data-testid="review-progress">
            {tr(lang, 'review.progress', { n: Math.min(n + 1, total), total })}
          </p>
          <button
            type="button"
            class="dmr-button"
            data-action="review-cancel"
            onClick={() => actor.send({ type: 'review.cancel' })}
          >
            {tr(lang, 'review.cancel')}
          </button>
        </div>
      )}
      {state === 'cancelled' && (
        <div class="game-review__progress">
          <p>{cancelledText(lang, n, total)}</p>
          <button
            type="button"
            class="dmr-button"
            data-action="review-resume"
            onClick={() => actor.send({ type: 'review.resume' })}
          >
            {tr(lang, 'review.resume')}
          </button>
        </div>
      )}
      {state === 'failed' && (
        <div class="game-review__progress">
          <p role="alert" data-testid="review-failure">
            {tr(lang, 'review.failed')}
          </p>
          <button
            type="button"
            class="dmr-button"
            data-action="review-retry"
            onClick={() => actor.send({ type: 'review.retry' })}
          >
            {tr(lang, 'review.retry')}
          </button>
        </div>
      )}

      {plies.length > 0 && (
        <EvalGraph lang={lang} evals={evals} plies={plies} total={game.moves.length} shown={shown} />
      )}

      {state === 'done' && (
        <div class="game-review__summary" data-testid="review-summary">
          {flaws.length === 0 ? (
            <p>{tr(lang, 'review.none')}</p>
          ) : (
            (['white', 'black'] as const).map((c) => {
              const mine = flaws.filter((r) => r.color === c);
              const count = (k: Flaw) => mine.filter((r) => r.class === k).length;
              return (
                <p key={c}>
                  {countText(
                    lang,
                    player === null
                      ? tr(lang, `review.side.${c}`)
                      : tr(lang, c === player ? 'review.you' : 'review.computer'),
                    { inaccuracy: count('inaccuracy'), mistake: count('mistake'), blunder: count('blunder') },
                  )}
                </p>
              );
            })
          )}
          {flaws.length > 0 && (
            <p class="game-review__next">
              <button type="button" class="dmr-button" data-action="review-next-flaw" onClick={nextFlaw}>
                {tr(lang, 'review.next')}
              </button>
              {keys && <span class="game-review__keys">{tr(lang, 'review.keys')}</span>}
            </p>
          )}
        </div>
      )}

      <div class="game-review__detail" data-testid="review-detail" aria-live="polite">
        {shown === 0 && start !== undefined && (
          <p>{tr(lang, 'review.start', { eval: evalText(lang, startEval, start?.w ?? null) })}</p>
        )}
        {current && <Verdict lang={lang} game={game} review={current} player={player} onRetry={onRetry} />}
      </div>

      {plies.length > 0 && (
        <details class="game-review__table">
          <summary>{tr(lang, 'review.table')}</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">{tr(lang, 'review.table.ply')}</th>
                <th scope="col">{tr(lang, 'review.table.eval')}</th>
                <th scope="col">{tr(lang, 'review.table.class')}</th>
              </tr>
            </thead>
            <tbody>
              {plies.map((r) => (
                <tr key={r.ply} data-class={r.class}>
                  <th scope="row">{numbered(game, r.ply)}</th>
                  <td>{evalText(lang, r.eval, r.win)}</td>
                  <td>{tr(lang, CLASS_KEY[r.class])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  );
}

function Verdict({
  lang,
  game,
  review: r,
  player,
  onRetry,
}: {
  lang: Lang;
  game: Game;
  review: PlyReview;
  player: Color | null;
  onRetry?: (fen: string) => void;
}) {
  const flaw = isFlaw(r);
  const rule = flaw ? ruleText(lang, r, player) : '';
  const retry = flaw && onRetry && r.color === player;
  // The engine's line starts with the better move itself: the sentence names it, then what follows.
  const then = r.bestLine[0] === r.best ? r.bestLine.slice(1) : r.bestLine;
  return (
    <div
      class={`game-review__verdict game-review__verdict--${r.class}`}
      data-class={r.class}
      data-testid="review-verdict"
    >
      <p>
        <strong>
          <Moves text={tr(lang, `review.verdict.${r.class}`, { move: numbered(game, r.ply) })} />
        </strong>{' '}
        {tr(lang, 'review.eval', { eval: evalText(lang, r.eval, r.win) })}
      </p>
      {flaw && (
        <p data-testid="review-better">
          <Moves
            text={
              then.length > 0
                ? tr(lang, 'review.better', { best: r.best, line: then.join(' ') })
                : tr(lang, 'review.better.alone', { best: r.best })
            }
          />
        </p>
      )}
      {rule && (
        <p data-testid="review-rule">
          <Moves text={rule} />
        </p>
      )}
      {retry && (
        <p class="game-review__retry">
          <button
            type="button"
            class="dmr-button"
            data-action="review-retry-from"
            onClick={() => onRetry(makeFen(prefixPosition(game, r.ply - 1)))}
          >
            {tr(lang, 'review.retryFrom')}
          </button>
          <span>
            <Moves text={tr(lang, 'review.retryFrom.hint', { move: r.text })} />
          </span>
        </p>
      )}
    </div>
  );
}

/** A move in a sentence: "21-17", "9x25", "10x19x28". */
const MOVE = /(\d+(?:[-x]\d+)+)/;

/** A sentence with each move kept on one line: a narrow column would break "11-14" after its hyphen. */
function Moves({ text }: { text: string }) {
  return (
    <>
      {text.split(MOVE).map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} class="game-review__move">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** The position after `ply` plies of the game. */
const prefixPosition = (game: Game, ply: number) => prefixes(game)[ply].position;

/**
 * The evaluation after each ply as a graph: White's share light, from the bottom up to the curve, Black's dark
 * above it, so the light part grows as White gets better; the mistakes as dots, the ply shown as a line.
 * Its caption says so in words (hidden from screen readers, which read the same words as the graph's name).
 */
function EvalGraph({
  lang,
  evals,
  plies,
  total,
  shown,
}: {
  lang: Lang;
  evals: readonly number[];
  plies: readonly PlyReview[];
  total: number;
  shown: number;
}) {
  const x = (i: number) => (total === 0 ? 0 : (i / total) * W);
  const y = (men: number) => {
    const v = Math.max(-CLAMP, Math.min(CLAMP, Math.abs(men) >= WIN_MEN ? Math.sign(men) * CLAMP : men));
    return H / 2 - (v / CLAMP) * (H / 2 - 3);
  };
  const line = evals.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const area = `${x(0)},${H} ${line} ${x(evals.length - 1).toFixed(1)},${H}`;
  return (
    <figure class="game-review__figure">
      <svg
        class="game-review__graph"
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={tr(lang, 'review.graph')}
        data-testid="review-graph"
      >
        <rect class="game-review__black" x="0" y="0" width={W} height={H} />
        <polygon class="game-review__area" points={area} />
        <line class="game-review__zero" x1="0" x2={W} y1={H / 2} y2={H / 2} />
        {shown > 0 && <line class="game-review__shown" x1={x(shown)} x2={x(shown)} y1="0" y2={H} />}
        <polyline class="game-review__line" points={line} />
        {plies.filter(isFlaw).map((r) => (
          <circle
            key={r.ply}
            class={`game-review__dot game-review__dot--${r.class}`}
            cx={x(r.ply)}
            cy={y(r.eval)}
            r="3.5"
            data-ply={r.ply}
          />
        ))}
      </svg>
      <figcaption aria-hidden="true">{tr(lang, 'review.graph')}</figcaption>
    </figure>
  );
}
