/**
 * A loaded game's headers on the analysis board. Loaded with the move list (src/components/analysis/lines.ts),
 * which loads whenever the board has headers to show, not with the page.
 */
import type { Board } from './board';

/** The headers a loaded game shows above its moves, in this order. */
export type ShownTag = 'Event' | 'White' | 'Black' | 'Result';

/**
 * What the board says about a loaded game: its event, players and recorded result (a resignation, say,
 * which the position alone cannot tell). PDN's "?" (unknown) is left out.
 */
export function gameInfo(board: Board): Array<{ readonly tag: ShownTag; readonly value: string }> {
  const info: Array<{ tag: ShownTag; value: string }> = [];
  for (const tag of ['Event', 'White', 'Black'] as const) {
    const value = board.tags[tag]?.trim();
    if (value && value !== '?') info.push({ tag, value });
  }
  if (board.result !== null) info.push({ tag: 'Result', value: board.result });
  return info;
}
