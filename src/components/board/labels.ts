/**
 * Board labels from the site's strings: the one place that turns i18n keys into the `BoardLabels` the
 * board needs. The board itself never imports a language.
 */
import type { Lang } from '../../i18n/lang';
import { type PlainUiKey, tu } from '../../i18n/ui';
import type { BoardLabels, BoardPiece, Square, SquareState } from './types';

/** "Casella 22, pedina bianca, selezionata" / "Square 22, white man, selected". */
export function boardLabels(lang: Lang, board: string): BoardLabels {
  const tr = (key: PlainUiKey) => tu(lang, key);
  return {
    board,
    square(sq: Square, piece: BoardPiece | undefined, state: SquareState): string {
      const parts = [tu(lang, 'board.square', { n: sq })];
      parts.push(piece ? tr(`board.piece.${piece.color}.${piece.role}` as PlainUiKey) : tr('board.empty'));
      if (state.ghost) parts.push(tr('board.state.ghost'));
      if (state.selected) parts.push(tr('board.state.selected'));
      if (state.capture) parts.push(tr('board.state.capture'));
      else if (state.dest) parts.push(tr('board.state.dest'));
      if (state.highlight) parts.push(tr(`board.state.${state.highlight}` as PlainUiKey));
      return parts.join(', ');
    },
  };
}
