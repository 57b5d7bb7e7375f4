import type { Element, Root } from 'hast';

/**
 * Calls `visit` on every element below `node`, parents before their children, in document order;
 * through the JSX elements of an MDX page too (their children are the page's).
 */
export function eachElement(node: Root | Element, visit: (element: Element) => void): void {
  for (const child of node.children as (Element | { type: string; children?: unknown })[]) {
    if (child.type === 'element') {
      visit(child as Element);
      eachElement(child as Element, visit);
    } else if (Array.isArray(child.children)) eachElement(child as Element, visit);
  }
}
