/**
 * A board the user can move on: the rules-free Board wired to the board-input machine. The parent owns the
 * position (it may be a game, a puzzle or an analysis tree); this component reports legal moves and shows,
 * in the user's language, why an illegal attempt was refused.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  type Color,
  type Explanation,
  type Move,
  makeMoveText,
  type Position,
  pieces,
  type Square,
} from '../engine/index';
import { tu as t } from '../i18n/ui';
import { boardInputMachine } from '../machines/boardInput';
import { boardView } from '../machines/boardView';
import type { Lang } from '../model/lang';
import { type Arrow, Board, type Highlight, type Orientation } from './board/Board';
import { useKeyboardUser } from './board/keyboardUser';
import { boardLabels } from './board/labels';
import { useBoardTheme } from './board/prefs';
import { useActor, useActorSnapshot } from './useActor';
import './board/controls.css';
import './playable.css';

export interface PlayableBoardProps {
  lang: Lang;
  /** the position to show; a new object replaces the board's position */
  position: Position;
  /** the move that led to `position` (drawn as last move) */
  lastMove?: Move | null;
  /** false while the user may not move (computer thinking, game over) */
  enabled?: boolean;
  orientation?: Orientation;
  showNumbers?: boolean;
  showCoordinates?: boolean;
  /** accessible name of the board */
  label: string;
  /** extra teaching marks from the caller, drawn with the machine's own */
  highlights?: Highlight[];
  arrows?: Arrow[];
  onMove?: (move: Move, before: Position, after: Position) => void;
  onReject?: (reason: Explanation, attempt: Square[]) => void;
  /** hide the built-in explanation box (when the caller shows it elsewhere) */
  hideExplanation?: boolean;
  /** keep the box for the capture hints ("keep capturing…") but leave refusals to the caller */
  hintsOnly?: boolean;
  /** the user plays both colours (lessons, analysis): a tap on the other side's piece says whose turn it is */
  bothSides?: boolean;
  /** the colour the user plays in a game: the other side's pieces never move, even between two renders */
  side?: Color;
  /** tell keyboard users how to play, under the board (lessons show the same help in their own panel) */
  keyHint?: boolean;
}

const NO_MARKS = { highlights: [], arrows: [] } as const;

/** What a board loads with its first refusal or capture: the sentences, why a capture stopped, what to mark. */
type Explain = typeof import('./board/explained');

const ownSquares = (pos: Position): Square[] =>
  pieces(pos)
    .filter(([, p]) => p.color === pos.turn)
    .map(([sq]) => sq);

export function PlayableBoard(props: PlayableBoardProps) {
  const { position, enabled = true } = props;
  const [snap, actor] = useActor(boardInputMachine, {
    position,
    lastMove: props.lastMove ?? null,
    enabled,
    side: props.side ?? null,
  });

  // The parent owns the position: follow it when it changes from outside (a reply, a step back).
  useEffect(() => {
    if (snap.context.position !== position)
      actor.send({ type: 'position.set', position, lastMove: props.lastMove ?? null });
  }, [position]);
  useEffect(() => {
    actor.send({ type: enabled ? 'input.enabled' : 'input.disabled' });
  }, [enabled]);
  useEffect(() => {
    actor.send({ type: 'side.set', side: props.side ?? null });
  }, [props.side]);

  const { onMove, onReject } = props;
  useEffect(() => {
    const a = actor.on('move.played', (e) => onMove?.(e.move, e.before, e.after));
    const b = actor.on('move.rejected', (e) => onReject?.(e.reason, e.attempt));
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, [actor, onMove, onReject]);

  return <InputBoard {...props} actor={actor} snap={snap} />;
}

/** What InputBoard draws besides the input actor: PlayableBoard's display props. */
export type InputBoardProps = Omit<
  PlayableBoardProps,
  'position' | 'lastMove' | 'enabled' | 'side' | 'onMove' | 'onReject'
> & {
  /** the board-input actor, owned by PlayableBoard or by a parent machine (an exercise) */
  actor: BoardInputActor;
  snap: SnapshotFrom<typeof boardInputMachine>;
};

type BoardInputActor = ActorRefFrom<typeof boardInputMachine>;

/** A board drawn from a board-input actor that a parent machine owns (its child): only draws and forwards input. */
export function ChildInputBoard(props: Omit<InputBoardProps, 'snap'>) {
  const snap = useActorSnapshot(props.actor);
  return <InputBoard {...props} snap={snap} />;
}

/** The board and its explanation, drawn from the input actor's snapshot; user input goes to the actor. */
export function InputBoard(props: InputBoardProps) {
  const { lang, actor, snap } = props;
  const position = snap.context.position;
  const theme = useBoardTheme();
  const ctx = snap.context;
  // The sentences for refused moves, and why a capture stopped, load with the first refusal or capture: most
  // visits never need them.
  const [explain, setExplain] = useState<Explain | null>(null);
  const rejection = ctx.rejection;
  // Why the last capture stopped is said in this board's own sentence: not where the caller speaks instead
  // (a lesson's feedback says it its own way, a puzzle shows its own verdict).
  const captured = props.hintsOnly || props.hideExplanation ? null : ctx.captured;
  // The sentence said aloud for a move comes from the same module: it loads with the first move too.
  const moved = ctx.lastMove !== null && ctx.previous !== null;
  useEffect(() => {
    if ((!rejection && !captured && !moved) || explain) return;
    import('./board/explained').then((m) => setExplain(m));
  }, [rejection, captured, moved, explain]);
  const stop = useMemo(
    () => (captured && explain ? (explain.captureStop(captured.before, captured.move) ?? null) : null),
    [captured, explain],
  );
  const view = useMemo(() => boardView(ctx), [ctx]);
  // What the sentence names, and the piece that stopped a capture, marked on the board.
  const said = rejection ?? stop;
  const named = said && explain ? explain.namedSquares(said) : [];
  const stopMarks = stop && !rejection && explain ? explain.stopView(stop).highlights : [];
  const refusal = rejection && explain ? explain.refusalView(ctx) : NO_MARKS;
  const root = useRef<HTMLDivElement>(null);
  const keyboard = useKeyboardUser(root);
  const fmt = (m: Move) => makeMoveText(ctx.position, m);
  const turnMessage = t(lang, ctx.position.turn === 'white' ? 'play.turn.white' : 'play.turn.black');
  const message = !rejection
    ? ''
    : props.bothSides && rejection.code === 'not-your-piece'
      ? turnMessage
      : (explain?.explanationText(rejection, lang, fmt, ctx.position.variant.id) ?? '');
  const stopMessage = stop && explain ? explain.captureStopText(stop, lang) : '';
  const labels = useMemo(
    () =>
      boardLabels(lang, props.label, {
        squares: rejection
          ? [...ctx.rejectedAttempt.slice(-1), ...(rejection.square ? [rejection.square] : [])]
          : [],
        why: message,
      }),
    [lang, props.label, rejection, ctx.rejectedAttempt, message],
  );
  // A refusal or a stopped capture is only worth something seen with the board it is about.
  useEffect(() => {
    const board = root.current?.querySelector('[data-board]');
    const text = root.current?.querySelector('.dmr-explain');
    if ((message || stopMessage) && board && text) explain?.keepInSight(board, text);
  }, [message, stopMessage, explain]);
  const capturing = snap.matches({ active: 'capturing' });
  const hint = ctx.stepByStep
    ? t(lang, 'play.capture.stepByStep')
    : capturing
      ? t(lang, keyboard ? 'play.capture.continueKeys' : 'play.capture.continue')
      : '';
  const announce =
    ctx.lastMove && ctx.previous && explain
      ? explain.announceMove(lang, ctx.previous, ctx.lastMove)
      : undefined;
  const active = snap.matches('active');
  // Every piece of the side to move can be picked up, so a piece that may not move is explained on the
  // spot instead of silently refusing the drag; during a capture only the capturing piece moves on.
  const draggable = ctx.entered.length > 1 ? view.movable : ownSquares(ctx.position);

  return (
    <div class="dmr-playable" data-input-state={JSON.stringify(snap.value)} ref={root}>
      <Board
        size={position.variant.geometry.size as 8 | 10}
        darkParity={position.variant.geometry.darkParity}
        pieces={view.pieces}
        orientation={props.orientation}
        selected={view.selected}
        dests={view.dests}
        movable={active ? draggable : []}
        ghosts={view.ghosts}
        lastMove={view.lastMove}
        highlights={[...refusal.highlights, ...stopMarks, ...(props.highlights ?? [])]}
        arrows={[...refusal.arrows, ...(props.arrows ?? [])]}
        showNumbers={props.showNumbers}
        numbered={props.showNumbers ? undefined : named}
        showCoordinates={props.showCoordinates}
        interactive={active}
        theme={theme}
        labels={labels}
        announce={rejection ? message : announce}
        onSquareClick={(square) => actor.send({ type: 'square.clicked', square })}
        onDragStart={(square) => {
          actor.send({ type: 'piece.dragged', square });
          return !actor.getSnapshot().matches({ active: 'rejected' });
        }}
        onDrop={(from, to) => actor.send({ type: 'piece.dropped', from, to })}
        onCancel={() => actor.send({ type: 'input.cancelled' })}
      />
      {!props.hideExplanation && (
        <p
          class={`dmr-explain${rejection && !props.hintsOnly ? ' is-error' : ''}`}
          role="status"
          aria-live="polite"
          data-testid="explanation"
        >
          {props.hintsOnly ? hint : message || hint || stopMessage}
        </p>
      )}
      {props.keyHint && keyboard && <p class="dmr-keys">{t(lang, 'board.keys')}</p>}
    </div>
  );
}
