/**
 * The draughts board: a rules-free Preact component (modelled on lichess chessground). It draws plain data
 * and reports what the user did — a click, a drag, a drop, a cancel — leaving every decision to the caller.
 * Picture: render.tsx (SVG). Accessibility: a11y.tsx (grid + live region). Pointer: drag.ts. Keys: keyboard.ts.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Grid, LiveRegion } from './a11y';
import { animateAlong, newSegment } from './animation';
import { trackPointer } from './drag';
import {
  initialFocus,
  isValidSquare,
  makeView,
  navigate,
  pointToSquare,
  squareToDisplay,
} from './geometry-view';
import { keyIntent } from './keyboard';
import { Coordinates, Dests, frameWidth, Marks, Numbers, PieceShape, S, Squares, translate } from './render';
import type { BoardPiece, BoardProps, Dest, Square, SquareState } from './types';
import './board.css';

export type * from './types';

/** The arrow layer (arrows.tsx), loaded the first time any board is given arrows, then kept for every board. */
type ArrowLayer = typeof import('./arrows').Arrows;
let arrowLayer: ArrowLayer | null = null;
let arrowLayerLoad: Promise<ArrowLayer> | null = null;
export const loadArrowLayer = (): Promise<ArrowLayer> => {
  arrowLayerLoad ??= import('./arrows').then((m) => {
    arrowLayer = m.Arrows;
    return m.Arrows;
  });
  return arrowLayerLoad;
};

/** The arrow layer once it has loaded (null until then); asks for it as soon as `wanted`. */
function useArrowLayer(wanted: boolean): ArrowLayer | null {
  // A component is a function: handed to useState as is, it would be called as the initial-state function.
  const [layer, setLayer] = useState<ArrowLayer | null>(() => arrowLayer);
  useEffect(() => {
    if (!wanted || layer) return;
    let live = true;
    loadArrowLayer().then(
      (l) => live && setLayer(() => l),
      () => {
        // Offline before the module was cached: the board still works, without its arrows.
        arrowLayerLoad = null;
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, layer]);
  return layer;
}

interface DragState {
  /** 22 */
  from: Square;
  /** square under the pointer, 0 when none */
  over: Square;
}

const destSquare = (d: Dest) => (typeof d === 'number' ? d : d.square);
const destCapture = (d: Dest) => typeof d !== 'number' && !!d.capture;

export function Board(props: BoardProps) {
  const {
    size,
    darkParity,
    pieces,
    interactive = false,
    showNumbers = false,
    showCoordinates = false,
  } = props;
  const orientation = props.orientation ?? 'white';
  const view = useMemo(() => makeView(size, darkParity, orientation), [size, darkParity, orientation]);
  const ArrowsView = useArrowLayer(!!props.arrows && props.arrows.length > 0);

  const pieceAt = useMemo(() => {
    const m = new Map<Square, BoardPiece>();
    for (const p of pieces) if (isValidSquare(view, p.square)) m.set(p.square, p);
    return m;
  }, [pieces, view]);
  const dests = useMemo(() => {
    const m = new Map<Square, boolean>();
    for (const d of props.dests ?? [])
      if (isValidSquare(view, destSquare(d))) m.set(destSquare(d), destCapture(d));
    return m;
  }, [props.dests, view]);
  const ghosts = useMemo(() => new Set(props.ghosts ?? []), [props.ghosts]);
  const numbered = useMemo(() => new Set(props.numbered ?? []), [props.numbered]);
  const movable = useMemo(() => (props.movable ? new Set(props.movable) : undefined), [props.movable]);

  const rootRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<SVGGElement>(null);
  /** CSS transform of the dragged piece, kept outside state so that following the pointer skips rendering */
  const dragPos = useRef('');
  const stopPointer = useRef<(() => void) | null>(null);
  const [ready, setReady] = useState(false);
  const [focus, setFocus] = useState<Square>(() => initialFocus(view, props.selected, props.movable));
  const [drag, setDrag] = useState<DragState | null>(null);
  /** Taps made before the board was live (src/browser/inline/early-taps.js), still to be replayed. */
  const [early, setEarly] = useState<readonly Square[] | null>(null);

  /**
   * This board's taps that the inline script kept since they were last looked at: on the island's element
   * (`data-early-taps="0:22,1:18"`, board index among the island's boards and square); the others' stay.
   */
  const takeEarlyTaps = (): Square[] => {
    const el = rootRef.current;
    const host = (el?.closest('astro-island') as HTMLElement | null) ?? el;
    const text = host?.dataset.earlyTaps;
    if (!el || !host || !text) return [];
    const index = String(Math.max(0, [...host.querySelectorAll('.dmr-board')].indexOf(el)));
    const mine: Square[] = [];
    const others: string[] = [];
    for (const tap of text.split(',')) {
      const [at, sq] = tap.split(':');
      if (at === index) mine.push(Number(sq));
      else others.push(tap);
    }
    if (others.length > 0) host.dataset.earlyTaps = others.join(',');
    else delete host.dataset.earlyTaps;
    return mine.filter((sq) => isValidSquare(view, sq));
  };
  useEffect(() => {
    setEarly(takeEarlyTaps());
    // From here the board hears taps itself: the inline script lets them through.
    setReady(true);
    return () => stopPointer.current?.();
  }, []);
  // Replay the early taps in order, one per render (each may change what the next one means), as soon as the
  // board takes input (an exercise's board may be live a moment before its exercise starts).
  useEffect(() => {
    if (!early || early.length === 0 || !interactive) return;
    props.onSquareClick?.(early[0]);
    setEarly(early.slice(1));
  }, [early, interactive]);
  // A new size or variant can leave the focus on a square that no longer exists.
  const focusSq = isValidSquare(view, focus) ? focus : initialFocus(view, props.selected, props.movable);

  const grabbable = (sq: Square) => pieceAt.has(sq) && (!movable || movable.has(sq));
  const stateOf = (sq: Square): SquareState => ({
    selected: props.selected === sq,
    dest: dests.has(sq),
    capture: dests.get(sq) === true,
    ghost: ghosts.has(sq),
    movable: !!movable?.has(sq),
    highlight: props.highlights?.find((h) => h.square === sq)?.kind,
  });

  // Animate the piece that just arrived, along the new part of the last move's path. A piece the user
  // dropped is already where it belongs, so it does not fly in again.
  const prevMove = useRef(props.lastMove);
  const droppedOn = useRef<Square>(0);
  useLayoutEffect(() => {
    const seg = newSegment(prevMove.current, props.lastMove);
    prevMove.current = props.lastMove;
    const dropped = droppedOn.current;
    droppedOn.current = 0;
    if (seg.length < 2 || dropped === seg[seg.length - 1]) return;
    const el = rootRef.current?.querySelector(`[data-piece="${seg[seg.length - 1]}"]`);
    if (el) animateAlong(el, view, seg);
  }, [props.lastMove, view]);

  const onPointerDown = (e: PointerEvent) => {
    if (!interactive || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const area = gridRef.current;
    if (!area) return;
    const r = area.getBoundingClientRect();
    const from = pointToSquare(view, (e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height);
    if (from === -1) return;
    if (from > 0) {
      // Keep keyboard and pointer in step: the pressed square becomes the grid's focus (no ring for a mouse).
      setFocus(from);
      (area.querySelector(`[data-square="${from}"]`) as HTMLElement | null)?.focus({ preventScroll: true });
    }
    const canDrag = from > 0 && grabbable(from);
    if (canDrag) e.preventDefault(); // no text selection, no native image drag
    stopPointer.current?.();
    let allowed = false;
    stopPointer.current = trackPointer(e, area, {
      canDrag,
      onDragStart: () => {
        allowed = props.onDragStart ? props.onDragStart(from) !== false : true;
        if (allowed) setDrag({ from, over: from });
      },
      onDragMove: (fx, fy) => {
        if (!allowed) return;
        dragPos.current = `translate(${fx * size * S - 50}px, ${fy * size * S - 50}px)`;
        if (dragRef.current) dragRef.current.style.transform = dragPos.current;
        const over = Math.max(0, pointToSquare(view, fx, fy));
        setDrag((d) => (d && d.over !== over ? { ...d, over } : d));
      },
      onEnd: (fx, fy, dragged) => {
        stopPointer.current = null;
        const to = pointToSquare(view, fx, fy);
        if (!dragged) {
          // A tap: report it where it started and ended; a tap on a light square means "never mind".
          if (to === from && from > 0) props.onSquareClick?.(from);
          else if (to === 0 && from === 0) props.onCancel?.();
          return;
        }
        if (!allowed) return;
        setDrag(null);
        if (to > 0 && to !== from) {
          droppedOn.current = to;
          props.onDrop?.(from, to);
        } else if (to !== from) props.onCancel?.();
        // dropped back where it started: nothing happened, the selection stays
      },
      onAbort: () => {
        stopPointer.current = null;
        setDrag(null);
      },
    });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const intent = keyIntent(e.key, e.ctrlKey || e.metaKey);
    if (!intent) return;
    if (intent.type === 'nav') {
      e.preventDefault();
      const next = navigate(view, focusSq, intent.key);
      setFocus(next);
      (gridRef.current?.querySelector(`[data-square="${next}"]`) as HTMLElement | null)?.focus();
    } else if (interactive && intent.type === 'activate') {
      e.preventDefault();
      props.onSquareClick?.(focusSq);
    } else if (interactive && intent.type === 'cancel') {
      e.preventDefault();
      props.onCancel?.();
    }
  };

  const frame = frameWidth(showCoordinates);
  const total = size * S + 2 * frame;
  const inset = `${(frame / total) * 100}%`;
  const dragPiece = drag ? pieceAt.get(drag.from) : undefined;
  const rootCls = ['dmr-board', `dmr-board--${props.theme ?? 'classic'}`];
  if (props.pageTheme) rootCls.push('dmr-board--page-theme');
  if (interactive) rootCls.push('dmr-board--interactive');
  if (drag) rootCls.push('dmr-board--dragging');

  return (
    <div
      ref={rootRef}
      class={rootCls.join(' ')}
      data-board=""
      data-ready={ready && props.live !== false ? 'true' : undefined}
      data-size={size}
      data-orientation={orientation}
      onPointerDown={onPointerDown}
    >
      <svg
        class="dmr-svg"
        viewBox={`${-frame} ${-frame} ${total} ${total}`}
        aria-hidden="true"
        focusable="false"
      >
        <rect class="dmr-frame" x={-frame} y={-frame} width={total} height={total} rx={frame / 2.5} />
        <Squares view={view} />
        <Marks
          view={view}
          lastMove={props.lastMove}
          selected={props.selected}
          highlights={props.highlights}
          hover={drag && drag.over !== drag.from && drag.over > 0 ? drag.over : undefined}
        />
        <g class="dmr-pieces">
          {pieces.map((p) => {
            if (!isValidSquare(view, p.square) || pieceAt.get(p.square) !== p) return null;
            const { x, y } = squareToDisplay(view, p.square);
            const cls = `dmr-piece dmr-piece--${p.color}${ghosts.has(p.square) ? ' dmr-piece--ghost' : ''}${
              drag?.from === p.square ? ' dmr-piece--origin' : ''
            }`;
            return (
              <g key={p.square} class={cls} data-piece={p.square} style={{ transform: translate(x, y) }}>
                <PieceShape piece={p} />
              </g>
            );
          })}
        </g>
        <Dests view={view} dests={dests} />
        {showNumbers ? <Numbers view={view} /> : numbered.size > 0 && <Numbers view={view} only={numbered} />}
        {ArrowsView && props.arrows && props.arrows.length > 0 && (
          <ArrowsView view={view} arrows={props.arrows} />
        )}
        {showCoordinates && <Coordinates view={view} frame={frame} />}
        {dragPiece && drag && (
          <g
            ref={dragRef}
            class={`dmr-piece dmr-piece--${dragPiece.color} dmr-piece--drag`}
            style={{ transform: dragPos.current }}
          >
            <PieceShape piece={dragPiece} />
          </g>
        )}
      </svg>
      <div class="dmr-area" style={{ inset }}>
        <Grid
          view={view}
          labels={props.labels}
          pieceAt={pieceAt}
          stateOf={stateOf}
          focus={focusSq}
          interactive={interactive}
          grabbable={grabbable}
          gridRef={gridRef}
          onKeyDown={onKeyDown}
          onFocusCell={setFocus}
        />
      </div>
      <LiveRegion text={props.announce} />
    </div>
  );
}
