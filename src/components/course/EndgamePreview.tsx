/**
 * An `endgame` step's position drawn on the server (no JavaScript): what the page shows until the step's
 * player has loaded (EndgameStep). The board itself stays rules-free; the pieces come from the step's FEN.
 */
import { parseFen } from '../../engine/notation/fen';
import { type OfferedVariant, VARIANTS } from '../../engine/rules/variants';
import { positionView } from '../../machines/boardView';
import type { Lang } from '../../model/lang';
import { Board } from '../board/Board';
import { boardLabels } from '../board/labels';

export interface EndgamePreviewProps {
  variant: OfferedVariant<'lessons'>;
  fen: string;
  lang: Lang;
  label: string;
  numbers?: boolean;
  flipped?: boolean;
}

export default function EndgamePreview(props: EndgamePreviewProps) {
  const v = VARIANTS[props.variant];
  const parsed = parseFen(v, props.fen);
  if (!parsed.ok) throw new Error(`endgame step: ${parsed.error.message}`);
  return (
    <div class="dmr-playable">
      <Board
        size={v.geometry.size as 8 | 10}
        darkParity={v.geometry.darkParity}
        pieces={positionView(parsed.value)}
        orientation={props.flipped ? 'black' : 'white'}
        showNumbers={props.numbers ?? true}
        pageTheme
        labels={boardLabels(props.lang, props.label)}
      />
    </div>
  );
}
