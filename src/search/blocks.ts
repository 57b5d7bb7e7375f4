import type { Element, ElementContent, Root, RootContent } from 'hast';
import { isListingHtml, type ListingHtml } from '../markdown/listingHtml.js';

/** A heading or a block of text of a page, in reading order: what search records are cut from. */
export type Block = { kind: 'heading'; level: number; id: string | null; text: string } | { kind: 'content'; text: string };

/** Elements whose text is never read as page text (UI, media, scripts). */
const SKIPPED = new Set(['script', 'style', 'template', 'button', 'svg', 'img', 'input', 'select', 'textarea', 'noscript', 'iframe', 'object', 'video', 'audio', 'canvas', 'math']);
/** Elements that flow inside a line of text; any other element starts a new block. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);
const HEADING = /^h([1-6])$/;
const CODE_BLOCK = new Set(['code-block']);
/** Long code listings are cut: the start is what a reader would search for. */
const MAX_TEXT = 2000;

/** Classes of the rendered Markdown that are not the author's text: `#` links, admonition labels, code block labels. */
const CHROME_CLASSES = new Set(['hash-link', 'admonition-heading', 'code-block-title', 'code-block-lang', 'sr-only']);

const hasClass = (node: Element, names: Set<string>): boolean => {
  const className = node.properties.className;
  if (Array.isArray(className)) for (const name of className) if (names.has(String(name))) return true;
  return false;
};

/** Parts of the rendered Markdown that are not the author's text: the classes above, footnote markers, hidden elements. */
function isChrome(node: Element): boolean {
  const { properties } = node;
  return SKIPPED.has(node.tagName) || hasClass(node, CHROME_CLASSES) || properties.dataFootnoteRef !== undefined || properties.dataFootnoteBackref !== undefined || properties.hidden !== undefined;
}

/**
 * Runs of white space (and zero-width spaces) other than a lone space: what `clean` collapses.
 * Matching `[\s\u200b]+` instead replaced every space between two words with a space, five
 * times as slow on a page's text (the better part of cutting a page into blocks).
 */
const SPACES = / [\s\u200b]+|[^\S ][\s\u200b]*|\u200b[\s\u200b]*/g;

const clean = (text: string): string => {
  const collapsed = text.replace(SPACES, ' ').trim();
  return collapsed.length > MAX_TEXT ? `${collapsed.slice(0, MAX_TEXT).replace(/\s+\S*$/, '')} …` : collapsed;
};

/** The visible text of a node, chrome left out; `<br>` and block boundaries become spaces. */
export function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  let text = '';
  const add = (current: ElementContent | Root | ListingHtml) => {
    if (current.type === 'text') text += current.value;
    else if (current.type === 'element') {
      if (isChrome(current)) return;
      if (current.tagName === 'br') text += ' ';
      else if (INLINE.has(current.tagName)) for (const child of current.children) add(child);
      else {
        text += ' ';
        for (const child of current.children) add(child);
        text += ' ';
      }
    } else if (current.type === 'root') for (const child of current.children) add(child as ElementContent);
    else if (isListingHtml(current)) text += current.data.listing;
  };
  add(node);
  return text;
}

/**
 * Cuts a rendered page into headings and text blocks, the way the DocSearch crawler reads a page:
 * paragraphs, list items (without their nested lists), table rows (cells joined by ` | `, header
 * rows left out), code listings and loose text in raw HTML each make one block.
 */
export function pageBlocks(tree: Root): Block[] {
  const blocks: Block[] = [];
  const content = (text: string) => {
    const cleaned = clean(text);
    if (cleaned) blocks.push({ kind: 'content', text: cleaned });
  };

  const walk = (children: (RootContent | ElementContent)[]) => {
    let inline = '';
    const flush = () => {
      content(inline);
      inline = '';
    };
    for (const node of children) {
      if (node.type === 'text') inline += node.value;
      if (node.type !== 'element' || isChrome(node)) continue;
      if (INLINE.has(node.tagName)) {
        inline += textOf(node);
        continue;
      }
      flush();
      const level = HEADING.exec(node.tagName)?.[1];
      if (level) {
        const id = typeof node.properties.id === 'string' ? node.properties.id : null;
        const text = clean(textOf(node));
        if (text) blocks.push({ kind: 'heading', level: Number(level), id, text });
      } else if (node.tagName === 'p' || node.tagName === 'pre' || node.tagName === 'dt' || node.tagName === 'dd' || node.tagName === 'summary' || node.tagName === 'figcaption') {
        content(textOf(node));
      } else if (node.tagName === 'tr') {
        const cells = node.children.filter((c): c is Element => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th'));
        if (cells.some((c) => c.tagName === 'td')) content(cells.map((c) => clean(textOf(c))).join(' | '));
      } else if (hasClass(node, CODE_BLOCK)) {
        const pre = findElement(node, 'pre');
        if (pre) content(textOf(pre));
      } else {
        walk(node.children);
      }
    }
    flush();
  };
  walk(tree.children);
  return blocks;
}

function findElement(node: Element, tagName: string): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === tagName) return child;
    const inner = findElement(child, tagName);
    if (inner) return inner;
  }
  return undefined;
}
