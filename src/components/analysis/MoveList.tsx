/**
 * The move list of the analysis board: the main line as numbered moves, and after a move the variations
 * that replace it, each in parentheses on its own indented line (nested ones indented further), in the order
 * PDN writes them. Every move is a button that shows its position.
 */
import type { JSX } from 'preact';
import { type MoveTree, mainline, moveNumberOf, type TreeNode, type TreePath } from '../../engine/index';

interface Props {
  tree: MoveTree;
  /** the node shown */
  current: TreePath;
  onGo: (path: TreePath) => void;
  /** the accessible name of a group of variations */
  variationsLabel: string;
}

export function MoveList({ tree, current, onGo, variationsLabel }: Props) {
  const numberOf = (node: TreeNode) => moveNumberOf(tree.variant, tree.start.turn, node.ply - 1);

  const move = (node: TreeNode, path: TreePath) => {
    const { number, second } = numberOf(node);
    const here = path === current;
    return (
      <button
        type="button"
        key={path}
        class={`analysis-move${here ? ' is-current' : ''}`}
        aria-current={here ? 'step' : undefined}
        aria-label={`${number}${second ? '…' : '.'} ${node.text}`}
        data-path={path}
        onClick={() => onGo(path)}
      >
        {node.text}
      </button>
    );
  };

  /** Variations (the alternatives to a move, after `prefix`), one line each. */
  const lines = (alts: readonly TreeNode[], prefix: TreePath) => (
    <ul class="analysis-lines" aria-label={variationsLabel} key={`v${prefix}`}>
      {alts.map((alt) => (
        <li class="analysis-line" key={prefix + alt.id}>
          <span aria-hidden="true">(</span>
          {line(alt, prefix)}
          <span aria-hidden="true">)</span>
        </li>
      ))}
    </ul>
  );

  /** One variation from its first move: numbers where a reader needs them, nested variations after moves. */
  const line = (first: TreeNode, prefix: TreePath) => {
    const out: JSX.Element[] = [];
    let force = true;
    let prev: TreeNode | null = null;
    let at = prefix;
    for (let node: TreeNode | undefined = first; node; node = node.children[0]) {
      const path = at + node.id;
      const { number, second } = numberOf(node);
      const label = !second ? `${number}.` : force ? `${number}…` : '';
      if (label)
        out.push(
          <span class="analysis-num" key={`n${path}`}>
            {label}
          </span>,
        );
      out.push(move(node, path));
      force = false;
      // The alternatives to this move (its siblings after the first), as in PDN: after the move itself.
      const alts = prev ? prev.children.slice(1) : [];
      if (alts.length > 0) {
        out.push(lines(alts, at));
        force = true;
      }
      prev = node;
      at = path;
    }
    return out;
  };

  // The main line in numbered rows; a row ends where variations come in, so they stand on their own.
  const items: JSX.Element[] = [];
  let row: { number: number; lead: boolean; cells: JSX.Element[]; key: string } | null = null;
  const flush = () => {
    if (!row) return;
    items.push(
      <li key={row.key}>
        <span class="analysis-num">{row.number}.</span>
        {row.lead && <span class="analysis-dots">…</span>}
        {row.cells}
      </li>,
    );
    row = null;
  };
  let parent: MoveTree | TreeNode = tree;
  let prefix = '';
  for (const node of mainline(tree)) {
    const path = prefix + node.id;
    const { number, second } = numberOf(node);
    if (!second || !row) {
      flush();
      row = { number, lead: second, cells: [], key: path };
    }
    row.cells.push(move(node, path));
    const alts = parent.children.slice(1);
    if (alts.length > 0) {
      flush();
      items.push(
        <li class="analysis-vars" key={`v${path}`}>
          {lines(alts, prefix)}
        </li>,
      );
    }
    parent = node;
    prefix = path;
  }
  flush();

  return (
    <ol class="analysis-list" data-testid="moves">
      {items}
    </ol>
  );
}
