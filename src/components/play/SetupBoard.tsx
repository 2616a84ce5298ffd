/**
 * The board before the interactive one has loaded: the same picture, drawn from a position with no input
 * machine behind it (the server renders it, and the island hydrates over it). The interactive board
 * (../PlayableBoard.tsx, with the board-input machine and the engine's explanations) loads when the browser is
 * idle or a game starts, and replaces it in place: the same wrapper and explanation line, so nothing moves.
 */
import { useMemo } from 'preact/hooks';
import type { Move, Position } from '../../engine/index';
import { positionView } from '../../machines/boardView';
import type { Lang } from '../../model/lang';
import { Board, type Orientation } from '../board/Board';
import { boardLabels } from '../board/labels';
import { useBoardTheme } from '../board/prefs';
import '../board/controls.css';
import '../playable.css';

export interface SetupBoardProps {
  lang: Lang;
  position: Position;
  lastMove: Move | null;
  orientation: Orientation;
  showNumbers: boolean;
  label: string;
}

export function SetupBoard({ lang, position, lastMove, orientation, showNumbers, label }: SetupBoardProps) {
  const theme = useBoardTheme();
  const pieces = useMemo(() => positionView(position), [position]);
  const labels = useMemo(() => boardLabels(lang, label), [lang, label]);
  const geometry = position.variant.geometry;
  return (
    <div class="dmr-playable">
      <Board
        size={geometry.size as 8 | 10}
        darkParity={geometry.darkParity}
        pieces={pieces}
        orientation={orientation}
        lastMove={lastMove ? [...lastMove.path] : undefined}
        showNumbers={showNumbers}
        theme={theme}
        labels={labels}
        live={false}
      />
      <p class="dmr-explain" role="status" aria-live="polite" data-testid="explanation" />
    </div>
  );
}
