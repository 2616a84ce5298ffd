/**
 * The picture: one SVG, 100 user units per square, crisp at any size. Everything here is drawing only;
 * the accessible grid and the pointer handling live in a11y.tsx and Board.tsx. Colours come from CSS
 * custom properties (board.css), so themes never touch this file.
 */
import type { JSX } from 'preact';
import { displayRows, fileLabel, rankLabel, squareToDisplay, type View } from './geometry-view';
import type { BoardPiece, Highlight, Square } from './types';

/** User units per square. */
export const S = 100;

/** Width of the frame around the playing area, in user units. */
export const frameWidth = (coordinates: boolean) => (coordinates ? 36 : 14);

export const translate = (x: number, y: number) => `translate(${x * S}px, ${y * S}px)`;

/** A man is a disc with a rim and an inner ring; a king adds a crown drawn in SVG. */
export function PieceShape({ piece }: { piece: Pick<BoardPiece, 'color' | 'role'> }) {
  return (
    <>
      <circle class="dmr-piece__shadow" cx="50" cy="54" r="41" />
      <circle class="dmr-piece__body" cx="50" cy="50" r="40.5" />
      <circle class="dmr-piece__ring" cx="50" cy="50" r="30" />
      {piece.role === 'king' && (
        <path
          class="dmr-piece__crown"
          d="M29 64 L26 39 L39 49 L50 31 L61 49 L74 39 L71 64 Z M30 67 H70 V72 H30 Z"
        />
      )}
    </>
  );
}

export function Squares({ view }: { view: View }) {
  const cells: JSX.Element[] = [];
  for (const row of displayRows(view)) {
    for (const sq of row) {
      const { x, y } = squareToDisplay(view, sq);
      cells.push(<rect key={sq} x={x * S} y={y * S} width={S} height={S} />);
    }
  }
  return (
    <g class="dmr-squares">
      <rect class="dmr-squares__light" width={view.size * S} height={view.size * S} />
      <g class="dmr-squares__dark">{cells}</g>
    </g>
  );
}

/** Full-square tints: last move, selection, teaching highlights. */
export function Marks(props: {
  view: View;
  lastMove?: readonly Square[];
  selected?: Square;
  highlights?: readonly Highlight[];
  hover?: Square;
}) {
  const { view } = props;
  const rect = (sq: Square, cls: string, key: string) => {
    const { x, y } = squareToDisplay(view, sq);
    return <rect key={key} class={cls} x={x * S} y={y * S} width={S} height={S} />;
  };
  const ring = (sq: Square, cls: string, key: string) => {
    const { x, y } = squareToDisplay(view, sq);
    return <rect key={key} class={cls} x={x * S + 5} y={y * S + 5} width={S - 10} height={S - 10} rx="6" />;
  };
  const path = props.lastMove ?? [];
  return (
    <g class="dmr-marks">
      {path.map((sq, i) =>
        rect(sq, i === 0 || i === path.length - 1 ? 'dmr-last' : 'dmr-last dmr-last--via', `l${i}`),
      )}
      {props.selected !== undefined && rect(props.selected, 'dmr-selected', 'sel')}
      {props.highlights?.map((h, i) =>
        h.kind === 'must'
          ? ring(h.square, 'dmr-hl dmr-hl--must', `h${i}`)
          : rect(h.square, `dmr-hl dmr-hl--${h.kind}`, `h${i}`),
      )}
      {props.hover !== undefined && ring(props.hover, 'dmr-hover', 'hover')}
    </g>
  );
}

/** Dots for quiet destinations, rings for capture landings: the two must read differently at a glance. */
export function Dests({ view, dests }: { view: View; dests: ReadonlyMap<Square, boolean> }) {
  const out: JSX.Element[] = [];
  for (const [sq, capture] of dests) {
    const { x, y } = squareToDisplay(view, sq);
    const cx = x * S + 50;
    const cy = y * S + 50;
    out.push(
      capture ? (
        <g key={sq} class="dmr-dest dmr-dest--capture">
          <circle cx={cx} cy={cy} r="37" />
          <circle class="dmr-dest__center" cx={cx} cy={cy} r="9" />
        </g>
      ) : (
        <circle key={sq} class="dmr-dest" cx={cx} cy={cy} r="15" />
      ),
    );
  }
  return <g class="dmr-dests">{out}</g>;
}

/**
 * The official numbers on the dark squares; with `only`, just those squares' numbers, each on a badge (the
 * squares a sentence names while the numbers are hidden).
 */
export function Numbers({ view, only }: { view: View; only?: ReadonlySet<Square> }) {
  const out: JSX.Element[] = [];
  for (const row of displayRows(view)) {
    for (const sq of row) {
      if (only && !only.has(sq)) continue;
      const { x, y } = squareToDisplay(view, sq);
      out.push(
        only ? (
          <g key={sq} data-named={sq}>
            <rect x={x * S + 3} y={y * S + 3} width={sq > 9 ? 40 : 26} height={32} rx={9} />
            <text x={x * S + (sq > 9 ? 23 : 16)} y={y * S + 7} text-anchor="middle">
              {sq}
            </text>
          </g>
        ) : (
          <text key={sq} x={x * S + 6} y={y * S + 6}>
            {sq}
          </text>
        ),
      );
    }
  }
  return (
    <g class={only ? 'dmr-numbers dmr-numbers--named' : 'dmr-numbers'} font-size={view.size === 10 ? 27 : 25}>
      {out}
    </g>
  );
}

/** Letters below the board and rank numbers at its left, on the frame. */
export function Coordinates({ view, frame }: { view: View; frame: number }) {
  const n = view.size;
  const out: JSX.Element[] = [];
  for (let i = 0; i < n; i++) {
    out.push(
      <text key={`f${i}`} x={i * S + 50} y={n * S + frame / 2}>
        {fileLabel(view, i)}
      </text>,
      <text key={`r${i}`} x={-frame / 2} y={i * S + 50}>
        {rankLabel(view, i)}
      </text>,
    );
  }
  return <g class="dmr-coords">{out}</g>;
}
