/**
 * A board to try things on, for lessons: a position the learner moves freely for both sides, with the
 * board explaining every refused move. "Start again" restores the position.
 */
import { useMemo, useState } from 'preact/hooks';
import {
  legalMoves,
  type Move,
  type OfferedVariant,
  type Position,
  parseFen,
  startPosition,
  VARIANTS,
} from '../../engine/index';
import type { Lang } from '../../i18n/lang';
import { tu, variantName } from '../../i18n/ui';
import { PlayableBoard } from '../PlayableBoard';
import '../board/controls.css';

export interface TryBoardProps {
  /** a variant the lessons offer (src/engine/variants.ts): 'italian' */
  variant: OfferedVariant<'lessons'>;
  /** the position to start from (PDN FEN); the start position when omitted */
  fen?: string;
  lang: Lang;
  /** a line under the board: what to try */
  caption?: string;
  numbers?: boolean;
}

function initial(variant: TryBoardProps['variant'], fen?: string): Position {
  const v = VARIANTS[variant];
  if (!fen) return startPosition(v);
  const r = parseFen(v, fen);
  // Lesson content is checked at build time; a bad FEN still shows a board rather than a broken page.
  return r.ok ? r.value : startPosition(v);
}

export default function TryBoard({ variant, fen, lang, caption, numbers = true }: TryBoardProps) {
  const start = useMemo(() => initial(variant, fen), [variant, fen]);
  const [state, setState] = useState<{ position: Position; lastMove: Move | null }>({
    position: start,
    lastMove: null,
  });
  const [orientation, setOrientation] = useState<'white' | 'black'>('white');
  const { position, lastMove } = state;
  const over = legalMoves(position).length === 0;
  const status = over
    ? tu(lang, position.turn === 'white' ? 'play.lost.white' : 'play.lost.black')
    : tu(lang, position.turn === 'white' ? 'play.toMove.white' : 'play.toMove.black');

  return (
    <figure class="dmr-figure" data-try-board data-variant={variant} data-pagefind-ignore>
      <PlayableBoard
        bothSides
        lang={lang}
        position={position}
        lastMove={lastMove}
        enabled={!over}
        orientation={orientation}
        showNumbers={numbers}
        label={`${tu(lang, 'play.try')}: ${variantName(lang, variant)}`}
        onMove={(move, _before, after) => setState({ position: after, lastMove: move })}
      />
      <figcaption class="dmr-controls">
        <span class="dmr-try-status" data-testid="try-status" aria-live="polite">
          {status}
        </span>
        <button
          type="button"
          class="dmr-button"
          onClick={() => setState({ position: start, lastMove: null })}
          data-testid="try-reset"
        >
          {tu(lang, 'play.reset')}
        </button>
        <button
          type="button"
          class="dmr-button"
          onClick={() => setOrientation((o) => (o === 'white' ? 'black' : 'white'))}
        >
          {tu(lang, 'board.flip')}
        </button>
      </figcaption>
      {caption && <p class="dmr-try-caption">{caption}</p>}
    </figure>
  );
}
