import type { Root } from 'hast';
import { eachElement } from './walk.js';

/**
 * Raw HTML copied from MDX-era docs often says `className="x"`, which the HTML parser keeps as an
 * unknown `classname` attribute: it is moved into the real class list.
 */
export function classNameAttributes() {
  return (tree: Root) => {
    eachElement(tree, (node) => {
      const value = node.properties.classname;
      if (typeof value !== 'string') return;
      delete node.properties.classname;
      node.properties.className = value.split(/\s+/).filter(Boolean);
    });
  };
}
