/**
 * The analysis board's share link: what the address holds so that a reload or a shared link shows what the
 * player was looking at. Read by start.ts (`startFromParams`, which validates every parameter).
 */
import { type MoveTree, makeFen, type TreePath, type Variant } from '../../engine/index';

export type Orientation = 'white' | 'black';

/** The link's parameter names. */
export const LINK = {
  /** the variant id (`italian`, `international`, `english`, `brazilian`) */
  variant: 'v',
  /** a position with no moves */
  fen: 'fen',
  /** the game with its variations, as PDN */
  pdn: 'pdn',
  /** the node viewed: the tree path of move ids (src/engine/game/tree.ts); absent for the end of the main line */
  path: 'path',
  /** `black` when Black is at the bottom; absent for White */
  orientation: 'orientation',
} as const;

export interface LinkState {
  readonly variant: Variant;
  readonly tree: MoveTree;
  readonly path: TreePath;
  readonly orientation: Orientation;
  /** the tree written as PDN (needed only when the tree has moves) */
  readonly pdn: string;
}

/**
 * The query string of a link to this state. A tree without moves is written as its FEN (short and
 * readable); one with moves as PDN, so that its variations and comments come back. The path is written
 * only when it is not the end of the main line, where a loaded game opens anyway.
 */
export function linkQuery(state: LinkState, mainlineEnd: TreePath): string {
  const params = new URLSearchParams({ [LINK.variant]: state.variant.id });
  if (state.tree.children.length > 0) params.set(LINK.pdn, state.pdn);
  else params.set(LINK.fen, makeFen(state.tree.start));
  if (state.path !== mainlineEnd) params.set(LINK.path, state.path);
  if (state.orientation === 'black') params.set(LINK.orientation, 'black');
  return params.toString();
}
