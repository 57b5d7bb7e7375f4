import type { Element, Root } from 'hast';
import { eachElement } from './walk.js';

/** A link or image source written in the Markdown, with where it was written. */
export interface LinkRef {
  node: Element;
  attribute: 'href' | 'src';
  url: string;
  line?: number;
  column?: number;
}

/**
 * Every `a[href]` and `img[src]` of the page, so links can be resolved and checked later, and
 * every id an anchor can target.
 */
export function collectLinks(tree: Root): { links: LinkRef[]; ids: Set<string> } {
  const links: LinkRef[] = [];
  const ids = new Set<string>();
  eachElement(tree, (node) => {
    if (typeof node.properties.id === 'string') ids.add(node.properties.id);
    if (typeof node.properties.name === 'string' && node.tagName === 'a') ids.add(node.properties.name);
    const attribute = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
    const url = attribute && node.properties[attribute];
    if (!attribute || typeof url !== 'string') return;
    // The heading anchors we generate are right by construction.
    const cls = node.properties.className;
    if (Array.isArray(cls) && cls.includes('hash-link')) return;
    links.push({ node, attribute, url, line: node.position?.start.line, column: node.position?.start.column });
  });
  return { links, ids };
}

/** Sets every recorded link to its resolved URL; safe to run again on the same tree with other answers. */
export function applyLinks(links: LinkRef[], resolve: (link: LinkRef) => string): void {
  for (const link of links) link.node.properties[link.attribute] = resolve(link);
}

/**
 * Finds the columns links were written at, line by line in source order: `[` for a link (not
 * `![`, `\[` or a `[^note]`), `![` for an image, the text itself for a bare URL.
 */
export function linkColumns(source: string): (line: number, startsWith: string) => number | undefined {
  let lines: string[] | undefined;
  const cursors = new Map<number, number>();
  return (line, startsWith) => {
    lines ??= source.split('\n');
    const text = lines[line - 1] ?? '';
    let index = text.indexOf(startsWith, cursors.get(line) ?? 0);
    while (startsWith === '[' && index >= 0 && (text[index - 1] === '!' || text[index - 1] === '\\' || text[index + 1] === '^')) index = text.indexOf('[', index + 1);
    if (index < 0) return undefined;
    cursors.set(line, index + 1);
    return index + 1;
  };
}
