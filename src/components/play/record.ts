/**
 * The game as text for the player while it goes on: the level's name and the numbered move list. The PDN,
 * needed only once the game is over, is in ./pdn.ts.
 */
import { type Game, moveNumberOf } from '../../engine/index';
import { tg as t } from '../../i18n/game';
import type { Lang } from '../../model/lang';
import type { Level } from '../../model/play';

export const levelName = (lang: Lang, level: Level): string => t(lang, `game.level.${level}`);

/** Moves as players count them: one for each side's turn, the first counted even when Black opened. */
export const movesPlayed = (game: Game): number => Math.ceil(game.moves.length / 2);

/** One numbered row of the move list: "12." then White's and Black's moves (or only one of them). */
export interface MoveRow {
  /** 12 */
  readonly number: number;
  /** the two plies of the row; null where the row starts with the second player (`1...`) */
  readonly plies: ReadonlyArray<{ readonly ply: number; readonly text: string } | null>;
}

export function moveRows(game: Game): MoveRow[] {
  const rows: MoveRow[] = [];
  game.moves.forEach((m, ply) => {
    const { number, second } = moveNumberOf(game.variant, game.start.turn, ply);
    const cell = { ply, text: m.text };
    const last = rows[rows.length - 1];
    if (second && last && last.number === number) (last.plies as unknown[])[1] = cell;
    else rows.push({ number, plies: second ? [null, cell] : [cell] });
  });
  return rows;
}
