import type { Root } from 'hast';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import { eachElement } from './walk.js';

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

const HEADING = /^h([1-6])$/;

/**
 * Gives every heading a unique id (github-slugger; `{#custom}` ids kept), adds a `#` link with the
 * title `Direct link to {heading}` (`directLinkTo`, in the page's language) to h2..h6, and returns
 * the headings in order.
 */
export function addHeadingAnchors(tree: Root, directLinkTo: string): TocItem[] {
  const headings: TocItem[] = [];
  const slugger = new GithubSlugger();
  // Custom ids are claimed first, so a generated slug never takes one of them.
  eachElement(tree, (node) => {
    if (HEADING.test(node.tagName) && typeof node.properties.id === 'string') slugger.slug(node.properties.id);
  });
  eachElement(tree, (node) => {
    const level = HEADING.exec(node.tagName)?.[1];
    if (!level) return;
    // The footnotes' heading (for screen readers) is neither a section nor a TOC entry.
    if (Array.isArray(node.properties.className) && node.properties.className.includes('sr-only')) return;
    const text = toString(node).trim();
    const id = typeof node.properties.id === 'string' ? node.properties.id : slugger.slug(text);
    node.properties.id = id;
    if (level === '1') return;
    const title = directLinkTo.replace('{heading}', text);
    node.properties.className = ['anchor'];
    node.children.push({
      type: 'element',
      tagName: 'a',
      properties: { href: `#${id}`, className: ['hash-link'], ariaLabel: title, title },
      children: [{ type: 'text', value: '\u200b' }],
    });
    headings.push({ id, text, level: Number(level) });
  });
  return headings;
}
