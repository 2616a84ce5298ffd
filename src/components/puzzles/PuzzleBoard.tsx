/**
 * One puzzle on a board: the puzzle machine runs it (its child, the exercise machine, runs the line and the
 * board input); this component draws the board, says whose move it is and what to find, and after a miss
 * draws the solution — the required move, the rule that decided and the captures it removed (precedence), or
 * the reply that punishes the wrong move (tactic) — all taken from the engine.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ActorRefFrom } from 'xstate';
import type { Move, Position, Variant } from '../../engine/index';
import { makeMoveText } from '../../engine/index';
import type { explanationText } from '../../i18n/explain';
import { type PuzzlesStrings, tz } from '../../i18n/puzzles';
import { tu } from '../../i18n/ui';
import type { exerciseBoardMachine, exerciseMachine } from '../../machines/exercise';
import { puzzleMachine } from '../../machines/puzzle';
import type { Lang } from '../../model/lang';
import { canPlay, playLink } from '../../model/links';
import type { TrainerPuzzle } from '../../model/puzzles';
import type { Arrow } from '../board/Board';
import { ChildInputBoard } from '../PlayableBoard';
import { useActor, useActorSnapshot } from '../useActor';
import type { MissReport } from './miss';
import type { Solution } from './Solution';

export interface PuzzleBoardProps {
  lang: Lang;
  strings: PuzzlesStrings;
  variant: Variant;
  puzzle: TrainerPuzzle;
  /** theme id → the rule in words ("criterion 1, take the most pieces") */
  rules: Readonly<Record<string, string>>;
  /** called once, when the first answer decides the puzzle */
  onResult: (win: boolean) => void;
  /** what to say above the task: "Review: you missed this one before." */
  tag?: string;
}

type Explain = typeof explanationText;

/** The arrow of a move along its path (a capture turns at every landing square; the board bends it there). */
const pathArrows = (m: Move, kind: Arrow['kind']): Arrow[] => [
  { from: m.from, to: m.to, path: m.path, kind },
];

function taskKey(p: TrainerPuzzle) {
  if (p.kind === 'precedence') return 'puzzles.task.precedence' as const;
  const end = p.goal.end;
  if (end?.win) return 'puzzles.task.win' as const;
  if (end?.material && end.material > 0) return 'puzzles.task.material' as const;
  return 'puzzles.task.promotion' as const;
}

export function PuzzleBoard(props: PuzzleBoardProps) {
  const { puzzle, variant } = props;
  const [snap, actor] = useActor(puzzleMachine, { variant, puzzle });
  const exercise = snap.children.exercise as ActorRefFrom<typeof exerciseMachine> | undefined;

  useEffect(() => {
    const sub = actor.on('puzzle.result', (e) => props.onResult(e.win));
    return () => sub.unsubscribe();
  }, [actor]);

  return exercise ? <PuzzleView {...props} exercise={exercise} snap={snap} /> : null;
}

function PuzzleView(
  props: PuzzleBoardProps & {
    exercise: ActorRefFrom<typeof exerciseMachine>;
    snap: ReturnType<typeof puzzleMachine.getInitialSnapshot>;
  },
) {
  const { lang, strings, puzzle, snap } = props;
  const ex = useActorSnapshot(props.exercise);
  const ctx = ex.context;
  const miss = snap.context.miss;
  const failed = snap.matches('failed');
  const solved = snap.matches('solved');
  const playedOut = snap.matches({ failed: 'playedOut' });
  // What to show after a miss is worked out, and drawn, when there is one (loaded then, like the sentences).
  const [after, setAfter] = useState<{ report: MissReport; Solution: typeof Solution } | null>(null);
  useEffect(() => {
    if (!miss) return;
    import('./Solution').then((m) => setAfter({ report: m.missReport(puzzle, miss), Solution: m.Solution }));
  }, [miss, puzzle]);
  const report = after?.report ?? null;

  // The sentences for refused moves load with the first refusal, as on every board.
  const [explain, setExplain] = useState<Explain | null>(null);
  const refusal = ctx.feedback?.kind === 'illegal' ? ctx.feedback.explanation : null;
  // A refusal is explained here unless it is the miss itself (the solution explains that one).
  const slip = refusal && (!failed || ctx.mistakes > snap.context.seenMistakes) ? refusal : null;
  const needExplain = refusal ?? miss?.explanation ?? null;
  useEffect(() => {
    if (!needExplain || explain) return;
    import('../../i18n/explain').then((m) => setExplain(() => m.explanationText));
  }, [needExplain, explain]);

  const fmtAt = (pos: Position) => (m: Move) => makeMoveText(pos, m);
  const board = ex.children.board as ActorRefFrom<typeof exerciseBoardMachine> | undefined;

  // The solution is drawn while the board still shows the position of the miss.
  const atMiss = miss !== null && ctx.line.length === miss.ply && ex.matches('waiting');
  const arrows: Arrow[] = [];
  if (atMiss && report) {
    for (const r of report.precedence?.removed ?? []) arrows.push(...pathArrows(r.move, 'error'));
    if (miss?.move) arrows.push(...pathArrows(miss.move, 'error'));
    if (report.expected[0]) arrows.push(...pathArrows(report.expected[0], 'success'));
  }

  const toMove = tz(strings, ctx.learner === 'white' ? 'puzzles.toMove.white' : 'puzzles.toMove.black');
  let status = '';
  if (ex.matches('replying')) status = tz(strings, 'puzzles.reply');
  else if (!failed && !solved && ctx.feedback?.kind === 'right') status = tz(strings, 'puzzles.right');

  return (
    <div
      class={`dmr-puzzle${solved ? ' is-solved' : ''}${failed ? ' is-failed' : ''}`}
      data-puzzle={puzzle.id}
      data-state={JSON.stringify(snap.value)}
      data-exercise-state={JSON.stringify(ex.value)}
      data-pagefind-ignore
    >
      {board && (
        <ChildInputBoard
          actor={board}
          lang={lang}
          label={tz(strings, 'puzzles.board', { id: puzzle.id })}
          orientation={ctx.learner}
          showNumbers
          arrows={arrows}
          hideExplanation
        />
      )}
      <div class="dmr-puzzle__panel">
        {props.tag && <p class="dmr-puzzle__tag">{props.tag}</p>}
        <p class="dmr-puzzle__task" data-testid="puzzle-task">
          <strong>{toMove}</strong> {tz(strings, taskKey(puzzle))}
        </p>
        <div class="dmr-puzzle__live" role="status" aria-live="polite" data-testid="puzzle-feedback">
          {status && <p class="dmr-puzzle__status">{status}</p>}
          {slip && explain && (
            <p class="dmr-puzzle__slip">{explain(slip, lang, fmtAt(ctx.position), puzzle.variant)}</p>
          )}
          {solved && (
            <p class="dmr-puzzle__verdict is-right" data-testid="puzzle-verdict">
              {tz(strings, 'puzzles.solved')}
            </p>
          )}
          {failed && miss && after && (
            <after.Solution
              {...props}
              tz={tz}
              miss={miss}
              report={after.report}
              explain={explain}
              playedOut={playedOut}
            />
          )}
          {(solved || failed) && <p class="dmr-puzzle__explanation">{puzzle.explanation}</p>}
          {(solved || failed) && canPlay(puzzle.variant) && (
            <a
              class="dmr-play-link"
              href={playLink(lang, puzzle.variant, puzzle.fen)}
              data-testid="puzzle-play"
            >
              {tu(lang, 'board.playFromHere')}
            </a>
          )}
        </div>
        {!solved && !failed && <p class="dmr-puzzle__keys">{tz(strings, 'puzzles.keyboard')}</p>}
      </div>
    </div>
  );
}
