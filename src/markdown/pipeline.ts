import type { Element, Root } from 'hast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import { raw } from 'hast-util-raw';
import { VFile } from 'vfile';
import { visit, EXIT } from 'unist-util-visit';
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

/**
 * One frozen processor per set of labels (per locale), reused for every page: the plugins keep
 * their per-page results on the vfile.
 */
const processors = new Map<string, ReturnType<typeof createProcessor>>();

function createProcessor(labels: MarkdownLabels) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkAdmonitions, { titles: labels.admonitions })
    .use(remarkCustomHeadingIds)
    .use(remarkRehype, {
      allowDangerousHtml: true,
      handlers: { code: codeHandler({ copy: labels.copy }) as never },
      footnoteLabel: labels.footnotes,
      footnoteBackLabel: labels.backToContent,
    })
    .use(rehypeRawWhenNeeded)
    .use(rehypeRawClassName)
    .use(rehypeHeadings, { directLinkTo: labels.directLinkTo })
    .use(rehypeCollectLinks)
    .freeze();
}

/** Raw HTML needs a second parse (parse5): only pages that contain some pay for it. */
function rehypeRawWhenNeeded() {
  return (tree: Root) => {
    let found = false;
    visit(tree, 'raw', () => {
      found = true;
      return EXIT;
    });
    return found ? (raw(tree) as Root) : tree;
  };
}

export function parseMarkdown(body: string, labels: MarkdownLabels, file: string): ParsedMarkdown {
  const key = JSON.stringify(labels);
  let processor = processors.get(key);
  if (!processor) processors.set(key, (processor = createProcessor(labels)));
  const vfile = new VFile({ path: file, value: normalizeAdmonitionTitles(body) });
  const data = (vfile.data.page = { headings: [], links: [], ids: new Set() });
  let tree: Root;
  try {
    tree = processor.runSync(processor.parse(vfile), vfile) as Root;
  } catch (error) {
    const place = (error as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
    const at = place && 'start' in place ? place.start : place;
    throw new UserError(
      { message: `cannot render this Markdown: ${(error as Error).message}`, file, line: at?.line, column: at?.column, hint: 'check the Markdown syntax near that line' },
      { cause: error },
    );
  }
  const h1 = takeLeadingH1(tree);
  return { tree, h1, ...data };
}

export function markdownToHtml(tree: Root): string {
  return toHtml(tree, { allowDangerousHtml: true });
}
