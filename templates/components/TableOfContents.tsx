import type { TocItem } from '../types.js';
import { useTheme } from '../context.js';

interface TocNode extends TocItem {
  children: TocNode[];
}

/** Nests a flat heading list (h2, h3, h3, h2...) into a tree. */
function nest(items: TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { ...item, children: [] };
    while (stack.length && stack[stack.length - 1]!.level >= node.level) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function TocList({ nodes, root }: { nodes: TocNode[]; root?: boolean }) {
  return (
    <ul className={root ? 'toc-list' : 'toc-list toc-sublist'}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} className="toc-link">
            {node.text}
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

export function TableOfContents({ items }: { items: TocItem[] }) {
  const { strings } = useTheme();
  if (!items.length) return null;
  return (
    <div className="toc">
      <div className="toc-title">{strings.onThisPage}</div>
      <TocList nodes={nest(items)} root />
    </div>
  );
}
