import type { TocItem } from '../types.js';
import { useEffect, useState } from 'react';
import { useTheme } from '../context.js';

export interface TocNode extends TocItem {
  children: TocNode[];
}

/** Nests a flat heading list (h2, h3, h3, h2...) into a tree. */
export function nest(items: TocItem[]): TocNode[] {
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

export function TocList({ nodes, root, active }: { nodes: TocNode[]; root?: boolean; active?: string }) {
  return (
    <ul className={root ? 'toc-list table-of-contents' : 'toc-list toc-sublist'}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} className={node.id === active ? 'toc-link table-of-contents__link active table-of-contents__link--active' : 'toc-link table-of-contents__link'}>
            {node.text}
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

/** The heading the reader is at: the last one whose top has passed just below the navbar. */
function useActiveHeading(items: TocItem[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = (document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0) + 16;
      let current: string | undefined;
      for (const item of items) {
        const el = document.getElementById(item.id);
        if (el && el.getBoundingClientRect().top <= offset) current = item.id;
      }
      setActive(current ?? items[0]?.id);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [items]);
  return active;
}

/**
 * Below the desktop layout: the same items at the top of the article, closed until the reader opens
 * it (Docusaurus's TOCCollapsible), closed again when they choose a heading. It closes before the
 * browser scrolls to the heading (the click's default action comes after this handler), so the
 * heading lands where the reader expects, not a list's height below.
 */
export function TocCollapsible({ items }: { items: TocItem[] }) {
  const { strings } = useTheme();
  return (
    <details className="toc-mobile" onClick={(event) => {
      if ((event.target as Element).closest('a')) event.currentTarget.open = false;
    }}>
      <summary className="toc-mobile-summary">{strings.onThisPage}</summary>
      <TocList nodes={nest(items)} root />
    </details>
  );
}

/** The table of contents as the column beside a page's article: none when the page has no headings to list. */
export function TocColumn({ items }: { items: TocItem[] }) {
  const { strings } = useTheme();
  return items.length > 0 ? (
    <aside className="doc-toc" aria-label={strings.onThisPage}>
      <TableOfContents items={items} />
    </aside>
  ) : null;
}

export function TableOfContents({ items }: { items: TocItem[] }) {
  const { strings } = useTheme();
  const active = useActiveHeading(items);
  if (!items.length) return null;
  return (
    <div className="toc">
      <div className="toc-title">{strings.onThisPage}</div>
      <TocList nodes={nest(items)} root active={active} />
    </div>
  );
}
