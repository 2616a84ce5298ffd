/**
 * A remark plugin for the lessons' MDX: the first `<Term id="…">` of each id in a file gets the attribute
 * `first`, and <Term> renders that one as a link to its glossary entry (later marks of the id stay plain).
 * Deciding here, on the document in reading order, keeps it deterministic: Astro renders the components of a
 * page concurrently, so a counter kept while rendering could see the marks out of order.
 */

/** The little of the mdast/MDX node shapes this plugin reads. */
interface Node {
  type: string;
  name?: string | null;
  attributes?: Attribute[];
  children?: Node[];
}
interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}

const isTerm = (n: Node) =>
  (n.type === 'mdxJsxTextElement' || n.type === 'mdxJsxFlowElement') && n.name === 'Term';

/** Mark the first Term of each id in `tree`, in document order; returns the ids marked. */
export function markFirstTerms(tree: Node): string[] {
  const seen: string[] = [];
  const walk = (node: Node) => {
    if (isTerm(node)) {
      const id = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')?.value;
      if (typeof id === 'string' && !seen.includes(id)) {
        seen.push(id);
        // A valueless JSX attribute: <Term id="cantone" first>, i.e. first={true}.
        node.attributes?.push({ type: 'mdxJsxAttribute', name: 'first', value: null });
      }
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return seen;
}

/** The plugin, for `mdx({ remarkPlugins: [remarkFirstTerm] })` in astro.config.mjs. */
export default function remarkFirstTerm() {
  return (tree: Node) => {
    markFirstTerms(tree);
  };
}
