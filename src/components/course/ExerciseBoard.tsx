/**
 * One lesson step on a board: the exercise machine runs it (its child, the board-input machine, takes the
 * learner's moves); this island draws the board, the feedback, the hints and the stars, and saves the result.
 * Tap goals draw the rules-free board directly (a tap is an answer, not a move); choose goals add buttons.
 * Every wrong answer gets its line: the engine's reason and the lesson's own (`why`), the line of a wrong option
 * or of a tempting square (`taps`). Help comes in tiers: the two hints, then the answer drawn on the board
 * (the move's arrow, the squares, the right option marked) with the success line as its why; a second
 * mistake shows the answer too.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ActorRefFrom } from 'xstate';
import type { ExplainCode, VariantId } from '../../engine';
import type { Exercise, Move, Square } from '../../engine/index';
import { crownEndsThisCapture, exerciseStart, makeFen, makeMoveText } from '../../engine/index';
import { VARIANTS } from '../../engine/rules/variants';
import { type CourseStrings, tc } from '../../i18n/course';
import type { explanationText } from '../../i18n/explain';
import { tu } from '../../i18n/ui';
import { positionView } from '../../machines/boardView';
import {
  type ExerciseEmitted,
  type ExerciseEvent,
  type exerciseBoardMachine,
  exerciseMachine,
  type Feedback,
} from '../../machines/exercise';
import type { Lang } from '../../model/lang';
import { canPlay, playLink } from '../../model/links';
import { type Arrow, Board, type Highlight } from '../board/Board';
import { useKeyboardUser } from '../board/keyboardUser';
import { boardLabels } from '../board/labels';
import { useBoardTheme } from '../board/prefs';
import { ChildInputBoard } from '../PlayableBoard';
import { useActor } from '../useActor';
import './exercise.css';

export interface ExerciseText {
  readonly prompt: string;
  /** the hint tiers, in order: a nudge towards the idea, then a stronger one */
  readonly hints?: readonly string[];
  readonly success?: string;
  readonly miss?: string;
  readonly why?: Partial<Record<ExplainCode, string>>;
  /** `choose` options; a wrong one carries the line that says why it is wrong */
  readonly options?: readonly { readonly text: string; readonly why?: string }[];
  /** `tap` goals: the line for a tempting wrong square, by square */
  readonly taps?: Readonly<Record<string, string>>;
}

export interface ExerciseBoardProps {
  lang: Lang;
  /** the course strings of `lang` (src/i18n/course.ts), handed by the page */
  strings: CourseStrings;
  variant: VariantId;
  /** language-neutral lesson id, for progress: 'i3-capture' */
  lessonId: string;
  exercise: Exercise;
  /** the step's strings in the page's language */
  text: ExerciseText;
  /** accessible name: "Esercizio 2 di 6" */
  label: string;
  numbers?: boolean;
  flipped?: boolean;
  marks?: readonly Square[];
  /** false: a question about the rules, asked without a board */
  board?: boolean;
  /**
   * The review page's handler of the result: the step is replayed there, so the result moves its review
   * card and nothing else (no progress, no "continue"). Without it (in a lesson) the result is saved as
   * progress, and a miss or a hint schedules the step for review.
   */
  onResult?: (e: ExerciseSolved) => void;
}

type Explain = typeof explanationText;
export type ExerciseSolved = Extract<ExerciseEmitted, { type: 'exercise.solved' }>;

/** The sentence for the last action, in the learner's language. */
function feedbackText(
  lang: Lang,
  f: Feedback | null,
  props: ExerciseBoardProps,
  explain: Explain | null,
  fmt: (m: Move) => string,
): string {
  if (!f) return '';
  const { text, strings } = props;
  switch (f.kind) {
    case 'illegal': {
      const engine = explain?.(f.explanation, lang, fmt, props.variant) ?? '';
      const own = text.why?.[f.explanation.code];
      return own ? `${engine} ${own}` : engine;
    }
    case 'miss':
      if (f.reason.code === 'stuck') return tc(strings, 'course.stuck');
      if (f.reason.code === 'off-line') return text.miss ?? tc(strings, 'course.offLine');
      return text.miss ?? tc(strings, 'course.miss');
    case 'tap-miss': {
      const own = text.taps?.[f.square];
      if (own) return own;
      if (f.expected === undefined) return tc(strings, 'course.tap.missSet');
      return props.numbers === false
        ? tc(strings, 'course.tap.missUnnumbered', { expected: f.expected })
        : tc(strings, 'course.tap.miss', { n: f.square, expected: f.expected });
    }
    case 'wrong-choice':
      return text.options?.[f.option]?.why ?? tc(strings, 'course.choice.wrong');
    case 'right':
      return tc(strings, 'course.right');
    case 'solved':
      return text.success ?? tc(strings, 'course.solved');
  }
}

export default function ExerciseBoard(props: ExerciseBoardProps) {
  const { lang, exercise, text, strings } = props;
  const variant = VARIANTS[props.variant];
  const [snap, actor] = useActor(exerciseMachine, { variant, exercise });
  const ctx = snap.context;
  const goal = exercise.goal;
  const send = (e: ExerciseEvent) => actor.send(e);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // The keyboard help shows once the learner uses the keyboard here, and hides at the next tap or click.
  const root = useRef<HTMLDivElement>(null);
  const keyboard = useKeyboardUser(root);
  // Stars earned on an earlier visit, read once the page has settled.
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
      if (props.onResult) {
        props.onResult(e);
        return;
      }
      // The progress module loads with the first solved step: most of the page never needs it.
      import('../../browser/storage/progress').then((m) =>
        m.recordStep(props.lessonId, exercise.id, { stars: e.stars, mistakes: e.mistakes }),
      );
      // A miss or a hint schedules the step for review (src/components/course/revision-lesson.ts, loaded now).
      import('./revision-lesson').then((m) => m.lessonResult(props.lessonId, exercise.id, props.variant, e));
    });
    return () => sub.unsubscribe();
  }, [actor]);

  // The sentences for refused moves load with the first refusal.
  const [explain, setExplain] = useState<Explain | null>(null);
  useEffect(() => {
    if (ctx.feedback?.kind !== 'illegal' || explain) return;
    import('../../i18n/explain').then((m) => setExplain(() => m.explanationText));
  }, [ctx.feedback, explain]);

  const fmt = (m: Move) => makeMoveText(ctx.position, m);
  const solved = snap.matches('solved');
  const message = feedbackText(lang, ctx.feedback, props, explain, fmt);
  // A man crowned by a capture ends the move in Italian and English draughts: say so when it happens, since
  // the board simply stops there (RULES §2.4, §4.4).
  const last = ctx.lastMove;
  const crowned = last && crownEndsThisCapture(variant, last) ? tc(strings, 'course.crownedEnds') : '';
  const marks: Highlight[] = (props.marks ?? []).map((square) => ({ square, kind: 'hint' }));
  const orientation = props.flipped ? 'black' : 'white';
  const showNumbers = props.numbers ?? true;
  const board = snap.children.board as ActorRefFrom<typeof exerciseBoardMachine> | undefined;

  const waiting = snap.matches('waiting');
  // The answer, once revealed, as it stands now: a move only on the learner's turn (not while a wrong move
  // is shown or the opponent replies).
  const answer = solved || (ctx.answer?.kind === 'move' && !waiting) ? null : ctx.answer;
  // The answer in words, beside what the board shows of it.
  const answerText = !answer
    ? ''
    : answer.kind === 'option'
      ? tc(strings, 'course.answer.option')
      : tc(strings, 'course.answer', {
          answer: answer.kind === 'move' ? fmt(answer.move) : answer.squares.join(', '),
        });
  const arrows: Arrow[] =
    answer?.kind === 'move'
      ? [{ from: answer.move.from, to: answer.move.to, path: answer.move.path, kind: 'hint' }]
      : [];
  const hints = text.hints ?? [];
  // The help button names the next tier: a hint, a stronger one, the answer.
  const tiers = hints.length;
  const helpKey = ctx.hints >= tiers ? 'course.showAnswer' : ctx.hints === 0 ? 'course.hint' : 'course.hint2';
  const toGo =
    ctx.toGo === null
      ? ''
      : ctx.toGo === 1
        ? tc(strings, 'course.toGo.one')
        : tc(strings, 'course.toGo', { n: ctx.toGo });

  const status =
    goal.kind === 'tap' && goal.tap === 'square' && !solved
      ? tc(strings, keyboard ? 'course.tap.askKeys' : 'course.tap.ask', {
          n: goal.squares[ctx.tapped.length],
        })
      : goal.kind === 'tap' && !solved
        ? tc(strings, 'course.tap.found', { found: ctx.tapped.length, total: goal.squares.length })
        : snap.matches('replying')
          ? tc(strings, 'course.reply')
          : goal.kind !== 'choose' && goal.kind !== 'tap' && waiting
            ? `${tc(strings, ctx.learner === 'white' ? 'course.yourMove.white' : 'course.yourMove.black')}${toGo && ` ${toGo}`}`
            : '';

  return (
    <div
      class={`dmr-exercise${solved ? ' is-solved' : ''}`}
      data-exercise={exercise.id}
      data-goal={goal.kind}
      data-board={goal.kind === 'choose' && props.board === false ? 'none' : undefined}
      data-state={JSON.stringify(snap.value)}
      data-ready={ready ? 'true' : undefined}
      data-pagefind-ignore
      ref={root}
    >
      {goal.kind === 'tap' ? (
        <TapBoard
          {...props}
          tapped={ctx.tapped}
          missed={ctx.feedback?.kind === 'tap-miss' ? ctx.feedback.square : null}
          answer={answer?.kind === 'squares' ? answer.squares : []}
          active={!solved}
          onTap={(square) => send({ type: 'square.tapped', square })}
          position={ctx.position}
        />
      ) : goal.kind === 'choose' ? (
        props.board !== false && (
          <TapBoard {...props} tapped={[]} missed={null} answer={[]} active={false} position={ctx.position} />
        )
      ) : board ? (
        <ChildInputBoard
          actor={board}
          lang={lang}
          label={props.label}
          orientation={orientation}
          showNumbers={showNumbers}
          highlights={marks}
          arrows={arrows}
          hintsOnly
        />
      ) : null}

      <div class="dmr-exercise__panel">
        {goal.kind === 'choose' && text.options && (
          <fieldset class="dmr-exercise__options">
            <legend class="visually-hidden">{tc(strings, 'course.options')}</legend>
            {text.options.map((o, i) => {
              const wrong = ctx.wrongOptions.includes(i);
              const right = solved && i === goal.correct;
              const shown = answer?.kind === 'option' && answer.option === i;
              return (
                <button
                  type="button"
                  class={`dmr-button dmr-option${wrong ? ' is-wrong' : ''}${right ? ' is-right' : ''}${shown ? ' is-answer' : ''}`}
                  aria-pressed={right || wrong ? 'true' : 'false'}
                  disabled={solved || wrong}
                  onClick={() => send({ type: 'option.chosen', option: i })}
                  data-testid="exercise-option"
                >
                  {o.text}
                </button>
              );
            })}
          </fieldset>
        )}
        {/* One live region: the result of the last action, then what to do next ("tap square 32"). */}
        <div class="dmr-exercise__live" role="status" aria-live="polite">
          <p
            class={`dmr-exercise__feedback is-${ctx.feedback?.kind ?? 'none'}`}
            data-testid="exercise-feedback"
          >
            {message}
            {crowned && message ? ` ${crowned}` : crowned}
          </p>
          {status && (
            <p class="dmr-exercise__status" data-testid="exercise-status">
              {status}
            </p>
          )}
        </div>
        {!solved &&
          hints.slice(0, ctx.hints).map((h, i) => (
            <p class="dmr-exercise__hint" data-testid="exercise-hint" data-tier={i + 1}>
              {h}
            </p>
          ))}
        {ctx.revealed && !solved && (
          <div class="dmr-exercise__answer" data-testid="exercise-answer">
            {answerText && <p>{answerText}</p>}
            {text.success && <p>{text.success}</p>}
          </div>
        )}
        {solved && <Stars strings={strings} n={ctx.stars} />}
        {solved && canPlay(props.variant) && props.board !== false && (
          <a
            class="dmr-play-link"
            href={playLink(lang, props.variant, makeFen(exerciseStart(VARIANTS[props.variant], exercise)))}
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
          {!solved && !ctx.revealed && (
            <button
              type="button"
              class="dmr-button"
              onClick={() => send({ type: ctx.hints < tiers ? 'hint.requested' : 'answer.requested' })}
              data-testid="exercise-help"
            >
              {tc(strings, helpKey)}
            </button>
          )}
          {(goal.kind !== 'choose' || solved) && (
            <button
              type="button"
              class="dmr-button"
              onClick={() => send({ type: 'exercise.restart' })}
              data-testid="exercise-restart"
            >
              {tc(strings, solved ? 'course.again' : 'course.restart')}
            </button>
          )}
        </div>
        {goal.kind !== 'choose' && !solved && keyboard && (
          <p class="dmr-exercise__keys">{tu(lang, 'board.keys')}</p>
        )}
      </div>
    </div>
  );
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

interface TapBoardProps extends ExerciseBoardProps {
  position: ReturnType<typeof exerciseMachine.getInitialSnapshot>['context']['position'];
  tapped: readonly Square[];
  missed: Square | null;
  /** the squares of the answer, once it is shown */
  answer: readonly Square[];
  active: boolean;
  onTap?: (square: Square) => void;
}

/** The board for tap and choose goals: no moves, only squares to find. */
function TapBoard(props: TapBoardProps) {
  const { lang, position } = props;
  const theme = useBoardTheme();
  const g = position.variant.geometry;
  const pieces = useMemo(() => positionView(position), [position]);
  const labels = useMemo(() => boardLabels(lang, props.label), [lang, props.label]);
  const highlights: Highlight[] = [
    ...(props.marks ?? []).map((square) => ({ square, kind: 'hint' as const })),
    ...props.tapped.map((square) => ({ square, kind: 'success' as const })),
    ...(props.missed ? [{ square: props.missed, kind: 'error' as const }] : []),
    ...props.answer.map((square) => ({ square, kind: 'hint' as const })),
  ];
  return (
    <div class="dmr-playable">
      <Board
        size={g.size as 8 | 10}
        darkParity={g.darkParity}
        pieces={pieces}
        orientation={props.flipped ? 'black' : 'white'}
        showNumbers={props.numbers ?? true}
        highlights={highlights}
        interactive={props.active}
        theme={theme}
        labels={labels}
        onSquareClick={props.onTap}
      />
    </div>
  );
}
