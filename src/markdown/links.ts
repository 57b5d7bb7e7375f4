import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

/** A link or image source written in the Markdown, with where it was written. */
export interface LinkRef {
  node: Element;
  attribute: 'href' | 'src';
  url: string;
  line?: number;
  column?: number;
}

/**
 * Records every `a[href]` and `img[src]` of the page (`file.data.page.links`), so links can be
 * resolved and checked later, and every id an anchor can target (`file.data.page.ids`).
 */
export function rehypeCollectLinks() {
  return (tree: Root, file: VFile) => {
    const options = file.data.page!;
    visit(tree, 'element', (node: Element) => {
      if (typeof node.properties.id === 'string') options.ids.add(node.properties.id);
      if (typeof node.properties.name === 'string' && node.tagName === 'a') options.ids.add(node.properties.name);
      const attribute = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
      const url = attribute && node.properties[attribute];
      if (!attribute || typeof url !== 'string') return;
      // The heading anchors we generate are right by construction.
      const cls = node.properties.className;
      if (Array.isArray(cls) && cls.includes('hash-link')) return;
      options.links.push({ node, attribute, url, line: node.position?.start.line, column: node.position?.start.column });
    });
  };
}

/** Sets every recorded link to its resolved URL; safe to run again on the same tree with other answers. */
export function applyLinks(links: LinkRef[], resolve: (link: LinkRef) => string): void {
  for (const link of links) link.node.properties[link.attribute] = resolve(link);
}
