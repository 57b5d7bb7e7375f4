import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { AdmonitionType } from './admonitions.js';
import { createParser } from './parser.js';
import { tokensToHast } from './toHast.js';
import type { ListingStore } from './code.js';
import { parseRawHtml } from './rawHtml.js';
import { addHeadingAnchors, type TocItem } from './headings.js';
import { collectLinks, type LinkRef } from './links.js';
import { hastToHtml } from './toHtml.js';

export type { TocItem } from './headings.js';
export type { LinkRef } from './links.js';
export type { ListingStore } from './code.js';

/** The page's words for the Markdown it renders (from the locale's string table). */
export interface MarkdownLabels {
  directLinkTo: string;
  copy: string;
  footnotes: string;
  backToContent: string;
  admonitions: Record<AdmonitionType, string>;
}

/** A parsed page: one tree feeds the HTML, the links check and the search records. */
export interface ParsedMarkdown {
  tree: Root;
  /** The text of a leading `# heading`, removed from the tree (the page shows its title itself). */
  h1?: string;
  /** Every heading (h2..h6), in order; the TOC takes the configured levels. */
  headings: TocItem[];
  /** Every id an anchor can target. */
  ids: Set<string>;
  links: LinkRef[];
}

/** Takes a leading h1 out of the tree: the layout renders the title. */
function takeLeadingH1(tree: Root): string | undefined {
  const index = tree.children.findIndex((n) => n.type === 'element' || (n.type === 'text' && n.value.trim()));
  const first = tree.children[index] as Element | undefined;
  if (first?.type !== 'element' || first.tagName !== 'h1') return undefined;
  tree.children.splice(index, 1);
  return toString(first).trim();
}

let parser: ReturnType<typeof createParser> | undefined;

/**
 * Markdown (the body of a doc, front matter blanked so lines are the file's) -> its hast tree,
 * headings, ids and links. markdown-it parses; the tree is made from its tokens. Listings come
 * from `listings` when it keeps them.
 */
export function parseMarkdown(body: string, labels: MarkdownLabels, listings?: ListingStore): ParsedMarkdown {
  parser ??= createParser();
  const tokens = parser.parse(body, {});
  const tree = parseRawHtml(tokensToHast(tokens, body, labels, listings));
  const headings = addHeadingAnchors(tree, labels.directLinkTo);
  const { links, ids } = collectLinks(tree);
  const h1 = takeLeadingH1(tree);
  return { tree, h1, headings, ids, links };
}

export function markdownToHtml(tree: Root): string {
  return hastToHtml(tree);
}
