import type { Element, Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { toString } from 'hast-util-to-string';
import { VFile } from 'vfile';
import type { ListingStore } from './code.js';
import { setPageData, type MarkdownLabels } from './fileData.js';
import { admonitionTitlesToLabels } from './admonitionTitles.js';
import { addHeadingAnchors, type TocItem } from './headings.js';
import { collectLinks, type LinkRef } from './links.js';
import { createMarkdownProcessor, type MarkdownProcessor } from './processor.js';
import { asyncPluginError, NO_PLUGINS, pluginsFingerprint, type SitePlugins } from './sitePlugins.js';

export type { TocItem } from './headings.js';
export type { LinkRef } from './links.js';
export type { ListingStore } from './code.js';
export type { MarkdownLabels } from './fileData.js';

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
  /**
   * The Markdown as parsed, before any plugin ran, when the parser was asked to keep it: the
   * page's Markdown version is printed from it (see llms/pageMarkdown.ts) rather than parsed again.
   * Taken once (see takeSourceTree).
   */
  source?: MdastRoot;
}

/** The parse tree a ParsedMarkdown kept, handed out once: a parse the dev server's cache returns again has none, and its Markdown version is parsed anew. */
export function takeSourceTree(parsed: ParsedMarkdown): MdastRoot | undefined {
  const { source } = parsed;
  delete parsed.source;
  return source;
}

/** Takes a leading h1 out of the tree: the layout renders the title. */
export function takeLeadingH1(tree: Root): string | undefined {
  const index = tree.children.findIndex((n) => n.type === 'element' || (n.type === 'text' && n.value.trim()));
  const first = tree.children[index] as Element | undefined;
  if (first?.type !== 'element' || first.tagName !== 'h1') return undefined;
  tree.children.splice(index, 1);
  return toString(first).trim();
}

/** One processor per locale's words and plugin list: unified freezes a processor's plugins once. */
const processors = new Map<string, MarkdownProcessor>();
const pluginKeys = new WeakMap<SitePlugins, string>();

function processorFor(labels: MarkdownLabels, plugins: SitePlugins): MarkdownProcessor {
  let pluginKey = pluginKeys.get(plugins);
  if (pluginKey === undefined) pluginKeys.set(plugins, (pluginKey = pluginsFingerprint(plugins)));
  const key = `${JSON.stringify(labels)}\0${pluginKey}`;
  let processor = processors.get(key);
  if (!processor) processors.set(key, (processor = createMarkdownProcessor(labels, plugins)));
  return processor;
}

/** The parts of a page's tree every page format makes alike: heading anchors, links and ids, the leading h1. */
export function finishTree(tree: Root, labels: MarkdownLabels): ParsedMarkdown {
  const headings = addHeadingAnchors(tree, labels.directLinkTo);
  const { links, ids } = collectLinks(tree);
  const h1 = takeLeadingH1(tree);
  return { tree, h1, headings, ids, links };
}

/**
 * Markdown (the body of a doc, front matter blanked so lines are the file's) -> its hast tree,
 * headings, ids and links, through unified (see processor.ts) with the site's plugins. Listings
 * come from `listings` when it keeps them. `file` names the page in a plugin's error.
 */
export function parseMarkdown(body: string, labels: MarkdownLabels, listings?: ListingStore, plugins: SitePlugins = NO_PLUGINS, file?: string, keepSource = false): ParsedMarkdown {
  const { processor, vfile, parsed, source } = readMarkdown(body, labels, listings, plugins, file, keepSource);
  let tree: Root;
  try {
    tree = processor.runSync(parsed, vfile);
  } catch (error) {
    throw asyncPluginError(error, file ?? '');
  }
  return finished(tree, labels, source);
}

/** parseMarkdown, for the site's plugins that answer later (see hasAsyncPlugins). */
export async function parseMarkdownLater(body: string, labels: MarkdownLabels, plugins: SitePlugins, file: string): Promise<ParsedMarkdown> {
  const { processor, vfile, parsed } = readMarkdown(body, labels, undefined, plugins, file, false);
  return finished(await processor.run(parsed, vfile), labels);
}

/** The Markdown parsed, its plugins not run yet (and a copy of its tree when it is to be kept). */
function readMarkdown(body: string, labels: MarkdownLabels, listings: ListingStore | undefined, plugins: SitePlugins, file: string | undefined, keepSource: boolean) {
  const processor = processorFor(labels, plugins);
  const vfile = new VFile({ value: admonitionTitlesToLabels(body), path: file });
  setPageData(vfile, { labels, listings });
  const parsed = processor.parse(vfile);
  // A copy costs a tenth of a parse: the plugins change the tree in place.
  return { processor, vfile, parsed, source: keepSource ? structuredClone(parsed) : undefined };
}

function finished(tree: Root, labels: MarkdownLabels, source?: MdastRoot): ParsedMarkdown {
  const done = finishTree(tree, labels);
  if (source) done.source = source;
  return done;
}
