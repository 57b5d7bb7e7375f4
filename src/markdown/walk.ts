import type { Element, Root } from 'hast';

/** Calls `visit` on every element below `node`, parents before their children, in document order. */
export function eachElement(node: Root | Element, visit: (element: Element) => void): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    visit(child);
    eachElement(child, visit);
  }
}
