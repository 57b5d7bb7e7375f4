import type { Root } from 'hast';
import { raw } from 'hast-util-raw';
import { isListingHtml } from './listingHtml.js';
import { eachElement } from './walk.js';

/**
 * Parses the raw HTML of a page into the tree (parse5; only pages that have some pay for it).
 * Raw HTML copied from MDX-era docs often says `className="x"`, which the HTML parser keeps as an
 * unknown `classname` attribute: it is moved into the real class list.
 */
export function parseRawHtml(tree: Root): Root {
  if (!hasRaw(tree)) return tree;
  const parsed = raw(tree) as Root;
  eachElement(parsed, (node) => {
    const value = node.properties.classname ?? node.properties.className;
    if (typeof value !== 'string') return;
    delete node.properties.classname;
    node.properties.className = value.split(/\s+/).filter(Boolean);
  });
  return parsed;
}

/** Whether the tree has HTML of its author's (the listings' own HTML is the build's, see listingHtml.ts). */
function hasRaw(node: { type: string; data?: unknown; children?: unknown[] }): boolean {
  return (node.type === 'raw' && !isListingHtml(node)) || (node.children?.some((child) => hasRaw(child as typeof node)) ?? false);
}
