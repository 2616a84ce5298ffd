/**
 * What the analysis board shows, and the few helpers the first render needs (the start position, the end of
 * the main line, the variant menu). Reading links and pasted text is in start.ts, which loads only when
 * there is something to read: a page opened without parameters never downloads it.
 */
import {
  emptyTree,
  isOffered,
  type MoveTree,
  mainline,
  pathOf,
  startPosition,
  type TreePath,
  VARIANTS,
  type Variant,
} from '../../engine/index';

/** What the board shows: every line played or loaded, and the node looked at. */
export interface Board {
  readonly tree: MoveTree;
  /** the node shown (a path of move ids, '' for the start position) */
  readonly path: TreePath;
  /** the tags of a loaded PDN game, written back when it is copied */
  readonly tags: Readonly<Record<string, string>>;
  /** the result a loaded PDN game records for its main line (e.g. a resignation); null when none */
  readonly result: string | null;
}

/** The variant of a link without `v`, the one shown for an unknown `v`, and the one drawn on the server. */
export const DEFAULT_VARIANT: Variant = VARIANTS.italian;

/** A board with no moves from a position. */
export const boardFrom = (tree: MoveTree): Board => ({ tree, path: '', tags: {}, result: null });

/** The start position of a variant, nothing played. */
export const startBoard = (variant: Variant): Board => boardFrom(emptyTree(startPosition(variant)));

/** The end of the main line: where a loaded game opens. */
export const mainlineEnd = (tree: MoveTree): TreePath => pathOf(mainline(tree));

/** The variant named by a select's value or a link's `v`, if the analysis board offers it. */
export function variantOf(value: string | null | undefined): Variant | null {
  return value && isOffered('analysis', value) ? VARIANTS[value] : null;
}

/** The board's lines as PDN, with a loaded game's tags and result. The writer loads on first use. */
export async function pdnOf(board: Board): Promise<string> {
  // The module, not a destructured import: Vite rewrites `const { x } = await import()` into a longer form.
  const pdn = await import('../../engine/notation/pdn');
  return pdn.makePdnTree(board.tree, {
    tags: board.tags,
    ...(board.result !== null && { result: board.result }),
  });
}

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
