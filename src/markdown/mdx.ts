import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { createProcessor } from '@mdx-js/mdx';
import remarkComment from '@slorber/remark-comment';
import type { Root as MdastRoot } from 'mdast';
import rehypeRaw from 'rehype-raw';
import { VFile } from 'vfile';
import { UserError } from '../util/errors.js';
import { admonitionTitlesToLabels } from './admonitionTitles.js';
import { codeHandler } from './codeBlocks.js';
import { containerHandler } from './admonitions.js';
import { setPageData, type MarkdownLabels } from './fileData.js';
import { isListingHtml } from './listingHtml.js';
import { classNameAttributes } from './rawHtml.js';
import { finishTree, type ParsedMarkdown } from './pipeline.js';
import { rehypeSteps, remarkSteps } from './processor.js';
import type { ListingStore } from './code.js';
import { asyncPluginError, type SitePlugins } from './sitePlugins.js';
import { eachElement } from './walk.js';
import { addTocExport } from './tocExport.js';
import { inlinePartials, type PartialParser } from './partials.js';
import path from 'node:path';
import type { PluggableList } from 'unified';

/** A compiled MDX page: its tree (for the headings, links and search records) and its code, an ES module whose default export is the page's content component. */
export interface CompiledMdx {
  parsed: ParsedMarkdown;
  code: string;
  /** The page as parsed, before any plugin ran, when the compile was asked to keep it (its Markdown version is printed from it, see ParsedMarkdown's `source`). */
  source?: MdastRoot;
}

/**
 * `## Title {#custom-id}` is an expression in MDX, and `#custom-id` no JavaScript: its braces are
 * escaped so that it stays text, which remarkHeadingIds takes, as Docusaurus does.
 */
export const escapeHeadingIds = (source: string) => source.replace(/^(#{1,6}[ \t].*?)\{#([^\s}]+)\}[ \t]*$/gm, '$1\\{#$2\\}');

/**
 * A highlighted listing's HTML (see code.ts) as elements: an MDX page is compiled to JSX, which
 * has no place for HTML as text.
 */
function rehypeExpandListings() {
  return (tree: Root) => {
    eachElement(tree, (node: Element) => {
      const listing = node.tagName === 'code' ? node.children[0] : undefined;
      if (listing && isListingHtml(listing)) node.children = fromHtml(listing.value, { fragment: true }).children as Element['children'];
    });
  };
}

/** What MDX's own nodes are, which rehype-raw must pass through as they are (a site's plugin may add them to a Markdown page: npm2yarn's tabs). */
const MDX_NODES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];

/**
 * An `.mdx` page -> its component module, through @mdx-js/mdx (unified again: remark-mdx, the same
 * remark and rehype steps and site plugins as Markdown; HTML comments dropped). Before the tree becomes JSX, its headings
 * get their anchors and its links are collected and handed to `resolveLinks`, which rewrites them.
 * A syntax error is a user error at its line and column. `format: 'md'`: a Markdown page (its raw
 * HTML parsed, as the Markdown pipeline does), compiled so for the site's asynchronous plugins.
 * The plugins may answer later: the compile does. Its partials (`import Note from './_note.md'`)
 * are put in place (see inlinePartials); `siteDir` is where `@site/` leads.
 */
export async function compileMdx(
  source: string,
  options: { file: string; labels: MarkdownLabels; plugins: SitePlugins; listings?: ListingStore; resolveLinks: (parsed: ParsedMarkdown) => void; keepSource?: boolean; format?: 'mdx' | 'md'; siteDir?: string },
): Promise<CompiledMdx> {
  const format = options.format ?? 'mdx';
  let parsed: ParsedMarkdown | undefined;
  const capture = () => (tree: Root) => {
    parsed = finishTree(tree, options.labels);
    options.resolveLinks(parsed);
    if (format === 'mdx') addTocExport(tree, parsed.headings, source);
  };
  const vfile = new VFile({ value: readable(source, format), path: options.file });
  setPageData(vfile, { labels: options.labels, listings: options.listings });
  let code: string;
  let kept: MdastRoot | undefined;
  try {
    // compileSync's own steps (parse, run, print), the tree copied between the first two when it is to be kept.
    const processor = createProcessor({
      format,
      // `<!-- comments -->` are left out, as Docusaurus 3 reads them (its `mdx1Compat.comments`, with this plugin): MDX alone would refuse them.
      remarkPlugins: readingSteps(options.plugins),
      remarkRehypeOptions: { handlers: { code: codeHandler, containerDirective: containerHandler }, footnoteLabel: options.labels.footnotes, footnoteBackLabel: options.labels.backToContent },
      rehypePlugins: [...(format === 'md' ? [[rehypeRaw, { passThrough: MDX_NODES }], classNameAttributes] : []), ...rehypeSteps(options.plugins), rehypeExpandListings, capture] as PluggableList,
    });
    const tree = processor.parse(vfile);
    // Before the tree is kept: the page's Markdown version shows its partials too.
    if (format === 'mdx') inlinePartials(tree as unknown as MdastRoot, options.file, options.siteDir ?? path.dirname(options.file), partialParser(options.plugins));
    if (options.keepSource) kept = structuredClone(tree);
    // (@mdx-js/mdx's types say its run takes what it gives, an estree Program: it takes the parse's tree.)
    code = String(processor.stringify(await processor.run(tree as never, vfile), vfile));
  } catch (caught) {
    throw mdxError(caught, options.file);
  }
  return { parsed: parsed!, code, ...(kept && { source: kept }) };
}

/** What the MDX compile threw, as a user error at its file, line and column. */
function mdxError(caught: unknown, file: string): UserError {
  const error = asyncPluginError(caught, file);
  if (error instanceof UserError) return error;
  const message = error as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  // Some messages (a tag left open) say where only in their text: `... (5:1-5:7)`.
  const written = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(message.reason ?? '');
  const place = message.place && 'start' in message.place ? message.place.start : (message.place ?? (written ? { line: Number(written[1]), column: Number(written[2]) } : undefined));
  return new UserError(
    {
      message: `the MDX does not compile: ${message.reason ?? message.message}`,
      file,
      line: message.line ?? place?.line,
      column: message.column ?? place?.column,
      hint: 'MDX is JSX in Markdown: close every tag, write `{` and `<` as `\\{` and `\\<` in text, and give `style` an object (`style={{color: "red"}}`)',
    },
    { cause: error },
  );
}

/** A page's text as its compile reads it: `:::tip Title` as `:::tip[Title]`, and in MDX `{#id}` as text. */
const readable = (source: string, format: 'mdx' | 'md') => (format === 'mdx' ? escapeHeadingIds(admonitionTitlesToLabels(source)) : admonitionTitlesToLabels(source));

/** The steps of the compile that read the text (a site's plugins may bring syntax of theirs). */
const readingSteps = (plugins: SitePlugins) => [remarkComment, ...remarkSteps(plugins)];

/** A partial's text parsed as a page of its format is, for its page to show (see inlinePartials); its errors are at its own lines. */
function partialParser(plugins: SitePlugins): PartialParser {
  const parsers = new Map<'md' | 'mdx', ReturnType<typeof createProcessor>>();
  return (text, file, format) => {
    let parser = parsers.get(format);
    if (!parser) parsers.set(format, (parser = createProcessor({ format, remarkPlugins: readingSteps(plugins) })));
    try {
      return parser.parse(new VFile({ value: readable(text, format), path: file })) as unknown as MdastRoot;
    } catch (error) {
      throw mdxError(error, file);
    }
  };
}
