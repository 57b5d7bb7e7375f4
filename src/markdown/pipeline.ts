import type { Element, Root } from 'hast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { normalizeAdmonitionTitles, remarkAdmonitions, type AdmonitionType } from './admonitions.js';
import { remarkCustomHeadingIds } from './customHeadingIds.js';
import { rehypeHeadings, type TocItem } from './headings.js';
import { codeHandler } from './code.js';
import { rehypeRawClassName } from './rawHtml.js';
import { rehypeCollectLinks, type LinkRef } from './links.js';
import { UserError } from '../util/errors.js';

export type { TocItem } from './headings.js';
export type { LinkRef } from './links.js';

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

export function parseMarkdown(body: string, labels: MarkdownLabels, file: string): ParsedMarkdown {
  const headings: TocItem[] = [];
  const links: LinkRef[] = [];
  const ids = new Set<string>();
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkAdmonitions, { titles: labels.admonitions })
    .use(remarkCustomHeadingIds)
    .use(remarkRehype, { allowDangerousHtml: true, handlers: { code: codeHandler({ copy: labels.copy }) as never }, footnoteLabel: labels.footnotes, footnoteBackLabel: labels.backToContent })
    .use(rehypeRaw)
    .use(rehypeRawClassName)
    .use(rehypeHeadings, { directLinkTo: labels.directLinkTo, toc: headings })
    .use(rehypeCollectLinks, { links, ids });
  let tree: Root;
  try {
    tree = processor.runSync(processor.parse(normalizeAdmonitionTitles(body))) as Root;
  } catch (error) {
    const place = (error as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
    const at = place && 'start' in place ? place.start : place;
    throw new UserError(
      { message: `cannot render this Markdown: ${(error as Error).message}`, file, line: at?.line, column: at?.column, hint: 'check the Markdown syntax near that line' },
      { cause: error },
    );
  }
  const h1 = takeLeadingH1(tree);
  return { tree, h1, headings, ids, links };
}

export function markdownToHtml(tree: Root): string {
  return toHtml(tree, { allowDangerousHtml: true });
}
