/**
 * Board labels from the site's strings: the one place that turns i18n keys into the `BoardLabels` the
 * board needs. The board itself never imports a language.
 */

import { type PlainUiKey, tu } from '../../i18n/ui';
import type { Lang } from '../../model/lang';
import type { BoardLabels, BoardPiece, Square, SquareState } from './types';

/**
 * "Casella 22, pedina bianca, selezionata" / "Square 22, white man, selected". `refused` names the squares of
 * a refused move with the sentence that says why ("Square 13, empty, move refused: capturing is
 * compulsory…"), so that the square under the keyboard focus tells what was wrong.
 */
export function boardLabels(
  lang: Lang,
  board: string,
  refused?: { readonly squares: readonly Square[]; readonly why: string },
): BoardLabels {
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
      const why = refused?.why && refused.squares.includes(sq) ? refused.why : '';
      // A refused square says what was wrong instead of "something is wrong here".
      if (state.highlight && !(why && state.highlight === 'error'))
        parts.push(tr(`board.state.${state.highlight}` as PlainUiKey));
      return why ? `${parts.join(', ')}, ${tr('board.state.refused')}: ${why}` : parts.join(', ');
    },
  };
}
