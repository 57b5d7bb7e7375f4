import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Raw HTML copied from MDX-era docs often says `className="x"`; the HTML parser keeps that as an
 * unknown `classname` attribute. Moves it into the real class list.
 */
export function rehypeRawClassName() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const value = node.properties.classname ?? node.properties.className;
      if (typeof value !== 'string') return;
      delete node.properties.classname;
      node.properties.className = value.split(/\s+/).filter(Boolean);
    });
  };
}
