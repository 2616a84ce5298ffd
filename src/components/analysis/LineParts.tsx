/**
 * The parts of the analysis board's panel that have something to say only once there is a line (or a loaded
 * game): the game's headers, the draw rules at the node viewed, and promoting or deleting the line shown.
 * They load with the move list (lines.ts), not with the page.
 */
import type { Game } from '../../engine/index';
import { type AnalysisStrings, ta } from '../../i18n/analysis';
import type { Board } from '../../machines/analysis/board';
import { gameInfo } from '../../machines/analysis/headers';
import { drawNotes, drawNoteText } from './draws';
import { deleteAt, inVariation, promoteAt } from './edit';

/** A loaded game's event, players and recorded result. */
export function GameInfo({ board, strings }: { board: Board; strings: AnalysisStrings }) {
  const info = gameInfo(board);
  return info.length === 0 ? null : (
    <dl class="analysis-game" aria-label={ta(strings, 'analysis.game')} data-testid="game-info">
      {info.map(({ tag, value }) => (
        <div key={tag} data-tag={tag}>
          <dt>{ta(strings, `analysis.tag.${tag}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the draw rules say at the node viewed (nothing on an empty board). */
export function Draws({ game, strings }: { game: Game; strings: AnalysisStrings }) {
  const draws = game.position.cells.every((c) => !c) ? [] : drawNotes(game);
  return draws.length === 0 ? null : (
    <ul class="analysis-draws" aria-label={ta(strings, 'analysis.draws')} data-testid="draws">
      {draws.map((note) => (
        <li key={note.key} data-note={note.key}>
          {drawNoteText(strings, note)}
        </li>
      ))}
    </ul>
  );
}

/** Promote the line shown (when it is a variation) or delete it; `onEdit` gets the board after. */
export function LineEdits({
  board,
  strings,
  onEdit,
}: {
  board: Board;
  strings: AnalysisStrings;
  onEdit: (board: Board) => void;
}) {
  return (
    <div class="analysis-actions">
      {inVariation(board) && (
        <button
          type="button"
          class="dmr-button"
          onClick={() => onEdit(promoteAt(board))}
          data-testid="promote"
        >
          {ta(strings, 'analysis.promote')}
        </button>
      )}
      <button type="button" class="dmr-button" onClick={() => onEdit(deleteAt(board))} data-testid="delete">
        {ta(strings, 'analysis.delete')}
      </button>
    </div>
  );
}
