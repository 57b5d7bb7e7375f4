import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeRaw from 'rehype-raw';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList, type Processor } from 'unified';
import type { VFile } from 'vfile';
import { containerHandler, remarkAdmonitions } from './admonitions.js';
import { codeHandler, rehypeCodeBlocks } from './codeBlocks.js';
import type { MarkdownLabels } from './fileData.js';
import { remarkHeadingIds } from './headingIds.js';
import { isListingHtml } from './listingHtml.js';
import { classNameAttributes } from './rawHtml.js';
import { remarkRestoreDirectives } from './restoreDirectives.js';
import { namedPlugins, type SitePlugins } from './sitePlugins.js';
import { rehypeTables } from './tables.js';

/** Markdown to hast, with the page's plugins: what every page of a locale is read with. */
export type MarkdownProcessor = Processor<MdastRoot, MdastRoot, HastRoot>;

/** Whether the tree has HTML of its author's (the listings' own HTML is the build's, see listingHtml.ts). */
function hasRaw(node: { type: string; data?: unknown; children?: unknown[] }): boolean {
  return (node.type === 'raw' && !isListingHtml(node)) || (node.children?.some((child) => hasRaw(child as typeof node)) ?? false);
}

/** rehype-raw, on pages that have raw HTML only: it rebuilds the whole tree through parse5. */
function rehypeRawWhenWritten() {
  const parse = rehypeRaw();
  return (tree: HastRoot, file: VFile) => (hasRaw(tree) ? parse(tree, file) : tree);
}

/** The steps of the Markdown pipeline around the site's plugins, as unified lists them. */
export function remarkSteps(sitePlugins: SitePlugins): PluggableList {
  return [remarkGfm, remarkDirective, remarkHeadingIds, remarkAdmonitions, ...namedPlugins(sitePlugins.remarkPlugins, 'remark'), remarkRestoreDirectives];
}

export function rehypeSteps(sitePlugins: SitePlugins): PluggableList {
  return [...namedPlugins(sitePlugins.rehypePlugins, 'rehype'), rehypeCodeBlocks, rehypeTables];
}

/**
 * CommonMark + GFM (tables, task lists, strikethrough, autolinks, footnotes), directives for
 * admonitions, `{#id}` headings -> the site's remark plugins -> remark-rehype (raw HTML kept,
 * then parsed with rehype-raw) -> the site's rehype plugins -> docgen's code blocks and tables. The
 * footnotes' words are the locale's.
 */
export function createMarkdownProcessor(labels: MarkdownLabels, sitePlugins: SitePlugins): MarkdownProcessor {
  return unified()
    .use(remarkParse)
    .use(remarkSteps(sitePlugins))
    .use(remarkRehype, {
      allowDangerousHtml: true,
      handlers: { code: codeHandler, containerDirective: containerHandler },
      footnoteLabel: labels.footnotes,
      footnoteBackLabel: labels.backToContent,
    })
    .use(rehypeRawWhenWritten)
    .use(classNameAttributes)
    .use(rehypeSteps(sitePlugins)) as unknown as MarkdownProcessor;
}
