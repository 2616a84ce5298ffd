/**
 * An `endgame` step's player, loaded when the step is reached (EndgameStep): the endgame machine runs the
 * step against the databases' defender, whose moves and values come from the AI worker (endgameClient.ts,
 * which fetches the tables). This view draws the board, the draw count beside it, the feedback of each move,
 * the hints in tiers, and at the end the result line ("won in N moves; the fastest win takes M") and the
 * stars; it saves the result like any other step.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ActorRefFrom } from 'xstate';
import { createEndgameClient, type EndgameClient } from '../../browser/workers/endgameClient';
import type { EndgameOutcome, Exercise, ExplainCode, Move, Square, VariantId } from '../../engine/index';
import { countLeft, fastestMoves, makeFen, makeMoveText } from '../../engine/index';
import { VARIANTS } from '../../engine/rules/variants';
import { type CourseStrings, tc } from '../../i18n/course';
import { type CourseEndgameStrings, te } from '../../i18n/course-endgame';
import type { explanationText } from '../../i18n/explain';
import { tu } from '../../i18n/ui';
import { type EndgameContext, type EndgameFeedback, endgameMachineWith } from '../../machines/endgame';
import type { exerciseBoardMachine } from '../../machines/exercise';
import type { Lang } from '../../model/lang';
import { canPlay, playLink } from '../../model/links';
import type { Arrow, Highlight } from '../board/Board';
import { useKeyboardUser } from '../board/keyboardUser';
import { ChildInputBoard } from '../PlayableBoard';
import { useActor } from '../useActor';

export interface EndgameText {
  readonly prompt: string;
  readonly hints?: readonly string[];
  readonly success?: string;
  /** the lesson's own line after a move that gives the aim away, under the site's */
  readonly miss?: string;
  readonly why?: Partial<Record<ExplainCode, string>>;
}

export interface EndgameBoardProps {
  lang: Lang;
  strings: CourseStrings;
  endgameStrings: CourseEndgameStrings;
  variant: VariantId;
  lessonId: string;
  exercise: Exercise;
  text: EndgameText;
  label: string;
  numbers?: boolean;
  flipped?: boolean;
  marks?: readonly Square[];
}

type Explain = typeof explanationText;

/** The line that ends the step: the result, and how it compares with the fastest win. */
function outcomeText(s: CourseEndgameStrings, o: EndgameOutcome, ctx: EndgameContext): string {
  switch (o.kind) {
    case 'won': {
      const n = ctx.moves;
      const m = ctx.startValue ? fastestMoves(ctx.startValue) : null;
      if (m === null || ctx.goal.result === 'draw') return te(s, 'endgame.won.plain', { n });
      if (m >= n) return n === 1 ? te(s, 'endgame.won.one') : te(s, 'endgame.won.fastest', { n });
      return m === 1 ? te(s, 'endgame.won.m1', { n }) : te(s, 'endgame.won', { n, m });
    }
    case 'short': {
      const need = o.need === 1 ? te(s, 'endgame.short.one') : te(s, 'endgame.short', { need: o.need });
      const left =
        o.left === 0
          ? te(s, 'endgame.short.left.none')
          : o.left === 1
            ? te(s, 'endgame.short.left.one')
            : te(s, 'endgame.short.left', { left: o.left });
      return `${need} ${left}`;
    }
    case 'held':
      return o.reason === 'repetition' ? te(s, 'endgame.held.repetition') : te(s, 'endgame.held');
    case 'drawn':
      return o.reason === 'forty-moves'
        ? te(s, 'endgame.drawn.forty-moves')
        : o.reason === 'repetition'
          ? te(s, 'endgame.drawn.repetition')
          : te(s, 'endgame.drawn');
    case 'lost':
      return te(s, 'endgame.lost');
  }
}

/** The sentence for the last action. */
function feedbackText(
  props: EndgameBoardProps,
  f: EndgameFeedback | null,
  ctx: EndgameContext,
  explain: Explain | null,
  fmt: (m: Move) => string,
): string {
  if (!f) return '';
  const s = props.endgameStrings;
  const own = props.text.miss ? ` ${props.text.miss}` : '';
  switch (f.kind) {
    case 'illegal': {
      const engine = explain?.(f.explanation, props.lang, fmt, props.variant) ?? '';
      const why = props.text.why?.[f.explanation.code];
      return why ? `${engine} ${why}` : engine;
    }
    case 'gives-away':
      return `${
        f.now === 'draw'
          ? te(s, 'endgame.givesAway.draw')
          : ctx.goal.result === 'draw'
            ? te(s, 'endgame.givesAway.lossHold')
            : te(s, 'endgame.givesAway.loss')
      }${own}`;
    case 'slower':
      return te(s, 'endgame.slower');
    case 'right':
      return ctx.goal.result === 'win' ? te(s, 'endgame.right') : '';
    case 'over':
      return outcomeText(s, f.outcome, ctx);
  }
}

export default function EndgameBoard(props: EndgameBoardProps) {
  const { lang, exercise, text, strings, endgameStrings: es } = props;
  const variant = VARIANTS[props.variant];
  // One worker client for the step's life: it asks the tables for each turn and is stopped when the step goes.
  const client = useRef<EndgameClient | null>(null);
  const machine = useMemo(
    () =>
      endgameMachineWith((position, signal) => {
        client.current ??= createEndgameClient();
        return client.current.turn(position, signal);
      }),
    [],
  );
  useEffect(() => () => client.current?.dispose(), []);
  const [snap, actor] = useActor(machine, { variant, exercise });
  const ctx = snap.context;
  const root = useRef<HTMLDivElement>(null);
  const keyboard = useKeyboardUser(root);

  const [before, setBefore] = useState(0);
  useEffect(() => {
    let gone = false;
    import('../../browser/storage/progress').then((m) => {
      if (!gone) setBefore(m.getLessonProgress(props.lessonId)[exercise.id]?.stars ?? 0);
    });
    return () => {
      gone = true;
    };
  }, [props.lessonId, exercise.id]);
  useEffect(() => {
    const sub = actor.on('exercise.solved', (e) => {
      import('../../browser/storage/progress').then((m) =>
        m.recordStep(props.lessonId, exercise.id, { stars: e.stars, mistakes: e.mistakes }),
      );
    });
    return () => sub.unsubscribe();
  }, [actor]);

  // The sentences for refused moves load with the first refusal.
  const [explain, setExplain] = useState<Explain | null>(null);
  useEffect(() => {
    if (ctx.feedback?.kind !== 'illegal' || explain) return;
    import('../../i18n/explain').then((m) => setExplain(() => m.explanationText));
  }, [ctx.feedback, explain]);

  const solved = snap.matches('solved');
  const over = snap.matches('over');
  const waiting = snap.matches('waiting');
  const fmt = (m: Move) => makeMoveText(ctx.position, m);
  const message = feedbackText(props, ctx.feedback, ctx, explain, fmt);
  const board = snap.children.board as ActorRefFrom<typeof exerciseBoardMachine> | undefined;
  const answer = waiting && ctx.revealed ? ctx.answer : null;
  const arrows: Arrow[] = answer
    ? [{ from: answer.from, to: answer.to, path: answer.path, kind: 'hint' }]
    : [];
  const marks: Highlight[] = (props.marks ?? []).map((square) => ({ square, kind: 'hint' }));
  const hints = text.hints ?? [];
  const helpKey =
    ctx.hints >= hints.length ? 'course.showAnswer' : ctx.hints === 0 ? 'course.hint' : 'course.hint2';

  // The count as the learner plays it: moves each so far against the rule's limit, and the moves left.
  // Counted for the learner: the moves it may still play (its move just played, on the defender's turn, is gone).
  const count = countLeft(ctx.game);
  const learnerToMove = ctx.game.position.turn === ctx.learner;
  const left = learnerToMove ? Math.ceil(count.pliesLeft / 2) : Math.floor(count.pliesLeft / 2);
  const limit = count.limit / 2;
  const hold = ctx.goal.result === 'draw';
  const leftText = hold
    ? left === 1
      ? te(es, 'endgame.hold.one')
      : te(es, 'endgame.hold', { n: left })
    : left === 1
      ? te(es, 'endgame.left.one')
      : te(es, 'endgame.left', { n: left });
  // The tables load with the first turn asked for; later turns come at once, so they say nothing of loading.
  const status = snap.matches('replying')
    ? tc(strings, 'course.reply')
    : snap.matches('thinking')
      ? Object.keys(ctx.turns).length === 0
        ? te(es, 'endgame.loading')
        : tc(strings, 'course.reply')
      : waiting
        ? `${tc(strings, ctx.learner === 'white' ? 'course.yourMove.white' : 'course.yourMove.black')} ${leftText}`
        : '';
  const unavailable = snap.matches('unavailable');

  return (
    <div
      class={`dmr-exercise dmr-endgame${solved ? ' is-solved' : ''}`}
      data-exercise={exercise.id}
      data-goal="endgame"
      data-state={JSON.stringify(snap.value)}
      data-outcome={ctx.outcome?.kind}
      data-ready={waiting || solved || over ? 'true' : undefined}
      data-fen={makeFen(ctx.position)}
      data-pagefind-ignore
      ref={root}
    >
      {board ? (
        <ChildInputBoard
          actor={board}
          lang={lang}
          label={props.label}
          orientation={props.flipped ? 'black' : 'white'}
          showNumbers={props.numbers ?? true}
          highlights={marks}
          arrows={arrows}
          hintsOnly
        />
      ) : null}

      <div class="dmr-exercise__panel">
        {/* Once won, the count is no longer the point (and the winning capture has set it back to zero). */}
        {!solved && (
          <p class={`dmr-endgame__count${left <= 3 ? ' is-close' : ''}`} data-testid="endgame-count">
            <span class="dmr-endgame__tally" data-left={left}>
              {te(es, 'endgame.count', { done: limit - left, limit })}
            </span>
            <span class="dmr-endgame__note">{te(es, `endgame.rule.${count.rule}`)}</span>
          </p>
        )}
        <div class="dmr-exercise__live" role="status" aria-live="polite">
          <p
            class={`dmr-exercise__feedback is-${feedbackClass(ctx.feedback)}`}
            data-testid="exercise-feedback"
            data-feedback={
              ctx.feedback?.kind === 'gives-away' ? `gives-away-${ctx.feedback.now}` : ctx.feedback?.kind
            }
          >
            {message}
          </p>
          {status && (
            <p class="dmr-exercise__status" data-testid="exercise-status">
              {status}
            </p>
          )}
        </div>
        {unavailable && (
          <p class="dmr-exercise__feedback is-miss" data-testid="endgame-unavailable">
            {te(es, 'endgame.unavailable')}
          </p>
        )}
        {solved && text.success && <p class="dmr-endgame__result">{text.success}</p>}
        {!solved &&
          !over &&
          hints.slice(0, ctx.hints).map((h, i) => (
            <p class="dmr-exercise__hint" data-testid="exercise-hint" data-tier={i + 1}>
              {h}
            </p>
          ))}
        {answer && (
          <div class="dmr-exercise__answer" data-testid="exercise-answer">
            <p>{tc(strings, 'course.answer', { answer: fmt(answer) })}</p>
          </div>
        )}
        {solved && <Stars strings={strings} n={ctx.stars} />}
        {solved && canPlay(props.variant) && (
          <a
            class="dmr-play-link"
            href={playLink(lang, props.variant, exercise.fen)}
            data-testid="exercise-play"
          >
            {tu(lang, 'board.playFromHere')}
          </a>
        )}
        {!solved && before > 0 && (
          <p class="dmr-exercise__before" data-testid="exercise-before">
            {before === 1
              ? tc(strings, 'course.solvedBefore.one')
              : tc(strings, 'course.solvedBefore', { n: before })}
          </p>
        )}
        <div class="dmr-exercise__actions">
          {unavailable && (
            <button
              type="button"
              class="dmr-button"
              onClick={() => actor.send({ type: 'tables.retry' })}
              data-testid="endgame-retry"
            >
              {te(es, 'endgame.retry')}
            </button>
          )}
          {!solved && !over && !ctx.revealed && (
            <button
              type="button"
              class="dmr-button"
              onClick={() =>
                actor.send({ type: ctx.hints < hints.length ? 'hint.requested' : 'answer.requested' })
              }
              data-testid="exercise-help"
            >
              {tc(strings, helpKey)}
            </button>
          )}
          <button
            type="button"
            class="dmr-button"
            onClick={() => actor.send({ type: 'exercise.restart' })}
            data-testid="exercise-restart"
          >
            {tc(strings, solved ? 'course.again' : 'course.restart')}
          </button>
        </div>
        {!solved && keyboard && <p class="dmr-exercise__keys">{tu(lang, 'board.keys')}</p>}
      </div>
    </div>
  );
}

/** The feedback's colour class, as the other steps have them (exercise.css). */
function feedbackClass(f: EndgameFeedback | null): string {
  if (!f) return 'none';
  if (f.kind === 'illegal') return 'illegal';
  if (f.kind === 'gives-away') return 'miss';
  if (f.kind === 'over') return f.outcome.kind === 'won' || f.outcome.kind === 'held' ? 'solved' : 'miss';
  return 'right';
}

function Stars({ strings, n }: { strings: CourseStrings; n: number }) {
  const label = tc(strings, 'course.stars', { n });
  return (
    <p class="dmr-stars" data-testid="exercise-stars" data-stars={n} title={label}>
      <span class="visually-hidden">{label}</span>
      {[1, 2, 3].map((i) => (
        <span aria-hidden="true" class={i <= n ? 'is-on' : ''}>
          ★
        </span>
      ))}
    </p>
  );
}
