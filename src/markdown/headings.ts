import type { Element, Root } from 'hast';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

export interface HeadingsOptions {
  /** `Direct link to {heading}`, already in the page's language. */
  directLinkTo: string;
}

const HEADING = /^h([1-6])$/;

/**
 * Gives every heading a unique id (github-slugger; `{#custom}` ids kept), adds a `#` link with the
 * title `Direct link to {heading}` to h2..h6, and records the headings (`file.data.page.headings`).
 */
export function rehypeHeadings(options: HeadingsOptions) {
  return (tree: Root, file: VFile) => {
    const headings = file.data.page!.headings;
    const slugger = new GithubSlugger();
    // Custom ids are claimed first, so a generated slug never takes one of them.
    visit(tree, 'element', (node: Element) => {
      if (HEADING.test(node.tagName) && typeof node.properties.id === 'string') slugger.slug(node.properties.id);
    });
    visit(tree, 'element', (node: Element) => {
      const level = HEADING.exec(node.tagName)?.[1];
      if (!level) return;
      // The footnotes' heading (remark-rehype's `sr-only` label) is neither a section nor a TOC entry.
      if (Array.isArray(node.properties.className) && node.properties.className.includes('sr-only')) return;
      const text = toString(node).trim();
      const id = typeof node.properties.id === 'string' ? node.properties.id : slugger.slug(text);
      node.properties.id = id;
      if (level === '1') return;
      const title = options.directLinkTo.replace('{heading}', text);
      node.properties.className = ['anchor'];
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { href: `#${id}`, className: ['hash-link'], ariaLabel: title, title },
        children: [{ type: 'text', value: '\u200b' }],
      });
      headings.push({ id, text, level: Number(level) });
    });
  };
}
