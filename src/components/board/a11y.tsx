/**
 * The accessible layer: a transparent WAI-ARIA grid laid over the picture. Rows are screen rows, cells are
 * the dark squares (the only ones a piece can use), each with a name the caller wrote. One cell at a time
 * is in the tab order (roving tabindex); focus shows as a ring on that cell.
 */
import type { Ref } from 'preact';
import { displayRows, squareToDisplay, type View } from './geometry-view';
import type { BoardLabels, BoardPiece, Square, SquareState } from './types';

export interface GridProps {
  view: View;
  labels: BoardLabels;
  pieceAt: ReadonlyMap<Square, BoardPiece>;
  stateOf: (sq: Square) => SquareState;
  focus: Square;
  interactive: boolean;
  /** squares whose piece can be picked up: they get a grab cursor and keep touch scrolling off */
  grabbable: (sq: Square) => boolean;
  gridRef: Ref<HTMLDivElement>;
  onKeyDown: (e: KeyboardEvent) => void;
  onFocusCell: (sq: Square) => void;
}

export function Grid(props: GridProps) {
  const { view, labels } = props;
  const pct = 100 / view.size;
  // The WAI-ARIA grid is built from divs on purpose: rows and cells are absolutely positioned over the SVG,
  // which table layout would fight.
  return (
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      ref={props.gridRef}
      class="dmr-grid"
      role="grid"
      aria-label={labels.board}
      aria-readonly={props.interactive ? undefined : 'true'}
      onKeyDown={props.onKeyDown}
    >
      {displayRows(view).map((row, y) => (
        // biome-ignore lint/a11y/useSemanticElements: positioned row of the ARIA grid
        // biome-ignore lint/a11y/useFocusableInteractive: in a grid the cells take focus, not the rows
        <div key={y} role="row" class="dmr-row" style={{ top: `${y * pct}%`, height: `${pct}%` }}>
          {row.map((sq) => {
            const state = props.stateOf(sq);
            const x = squareToDisplay(view, sq).x;
            const cls = ['dmr-cell'];
            if (props.interactive && props.grabbable(sq)) cls.push('dmr-cell--grab');
            else if (props.interactive && state.dest) cls.push('dmr-cell--dest');
            return (
              // biome-ignore lint/a11y/useSemanticElements: positioned cell of the ARIA grid
              <div
                key={sq}
                role="gridcell"
                class={cls.join(' ')}
                data-square={sq}
                tabIndex={sq === props.focus ? 0 : -1}
                aria-selected={props.interactive ? state.selected : undefined}
                aria-label={labels.square(sq, props.pieceAt.get(sq), state)}
                style={{ left: `${x * pct}%`, width: `${pct}%` }}
                onFocus={() => props.onFocusCell(sq)}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** A polite live region: the caller's sentence about what just happened. */
export function LiveRegion({ text }: { text?: string }) {
  return (
    <div class="dmr-sr" aria-live="polite" aria-atomic="true">
      {text ?? ''}
    </div>
  );
}
