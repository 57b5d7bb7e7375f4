import type { Html, Nodes, Parent, Root, RootContent } from 'mdast';
import { directiveToMarkdown } from 'mdast-util-directive';
import { defaultHandlers, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkComment from '@slorber/remark-comment';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified, type Processor } from 'unified';
import { namedPlugins, type SitePlugin } from '../markdown/sitePlugins.js';

const stringOptions = { bullet: '-', emphasis: '_', strong: '*', fence: '`', fences: true, rule: '-', listItemIndent: 'one', resourceLink: true } as const;

/** What a page's Markdown version is read and printed with, for one list of the site's remark plugins. */
export interface MarkdownProcessors {
  /** The site's syntax (GFM, directives, MDX for an MDX page) and its plugins': parses, and runs the plugins. */
  reader: (mdx: boolean) => Processor<Root, Root, Root>;
  /** remark-stringify with GFM and the plugins' ways of printing their nodes (remark-math's `$...$`). */
  printer: Processor<Root, Root, Root, Root, string>;
  /** The node types the printer can write. */
  printable: Set<string>;
}

const made = new WeakMap<SitePlugin[], MarkdownProcessors>();

/**
 * The processors of a list of the site's remark plugins (`markdown.remarkPlugins`), made once:
 * the plugins take part in the reading as on the page (their syntax extensions, then their
 * transforms), and in the printing (their nodes' Markdown), so that the Markdown version says what
 * the page shows.
 */
export function markdownProcessors(plugins: SitePlugin[]): MarkdownProcessors {
  let found = made.get(plugins);
  if (found) return found;
  const named = namedPlugins(plugins, 'remark');
  const readers = new Map<boolean, Processor<Root, Root, Root>>();
  const reader = (mdx: boolean) => {
    let processor = readers.get(mdx);
    if (!processor) readers.set(mdx, (processor = unified().use(remarkParse).use(mdx ? [remarkMdx, remarkComment] : []).use(remarkGfm).use(remarkDirective).use(named).freeze() as never));
    return processor!;
  };
  // Only admonitions are left as directives: printed without remark-directive's escaping of every colon of the prose.
  const printer = unified()
    .use(remarkStringify, { ...stringOptions, handlers: { containerDirective: directiveToMarkdown().handlers!.containerDirective! } })
    // Tables unpadded: an LLM reads them as well, in fewer tokens.
    .use(remarkGfm, { tablePipeAlign: false })
    .use(named)
    .freeze() as unknown as MarkdownProcessors['printer'];
  const printable = new Set([...Object.keys(defaultHandlers), 'containerDirective']);
  const collect = (extensions: ToMarkdownOptions[] | null | undefined) => {
    for (const extension of extensions ?? []) {
      for (const type of Object.keys(extension.handlers ?? {})) printable.add(type);
      collect(extension.extensions);
    }
  };
  collect(printer.data('toMarkdownExtensions'));
  made.set(plugins, (found = { reader, printer, printable }));
  return found;
}

/**
 * Nodes a plugin made that no printer writes (a type of its own, with no Markdown of its plugin's)
 * become what they were written as in the page (its source, raw), else what they hold, else
 * nothing: a page's Markdown version never fails on a plugin, nor loses text it can keep.
 */
export function keepUnprintable(tree: Root, printable: Set<string>, source: string): void {
  const visit = (parent: Parent) => {
    const out: RootContent[] = [];
    for (const node of parent.children as RootContent[]) {
      if (printable.has(node.type)) {
        if ('children' in node) visit(node);
        out.push(node);
        continue;
      }
      const { position } = node as Nodes;
      if (position?.start.offset !== undefined && position.end.offset !== undefined) {
        out.push({ type: 'html', value: source.slice(position.start.offset, position.end.offset) } satisfies Html);
      } else if ('children' in node && Array.isArray(node.children)) {
        const holder = { type: 'root', children: node.children } as Parent;
        visit(holder);
        out.push(...(holder.children as RootContent[]));
      } else if ('value' in node && typeof node.value === 'string') out.push({ type: 'text', value: node.value });
    }
    parent.children = out as Parent['children'];
  };
  visit(tree);
}
