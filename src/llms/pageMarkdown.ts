import type { Heading, Nodes, Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { admonitionTitlesToLabels } from '../markdown/admonitionTitles.js';
import { escapeHeadingIds } from '../markdown/mdx.js';
import { remarkRestoreDirectives } from '../markdown/restoreDirectives.js';
import { admonitionKind } from '../shared/admonitions.js';
import type { SitePlugin } from '../markdown/sitePlugins.js';
import { keepUnprintable, markdownProcessors, type MarkdownProcessors } from './markdownProcessors.js';

/** What a page's Markdown version is made from: its source body (front matter out), and how its links become URLs. */
export interface MarkdownSource {
  body: string;
  mdx: boolean;
  /** The body as the page's parser read it (the same syntax, no plugin run yet), when the page kept it: then it is not parsed again. */
  tree?: Root;
  /** Its file (named in a plugin's error), and the site's remark plugins (`markdown.remarkPlugins`). */
  file?: string;
  plugins?: SitePlugin[];
  /** A URL as written in the page -> the absolute URL it leads to. */
  link: (url: string, line?: number, column?: number) => string;
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

const NONE: SitePlugin[] = [];

/**
 * A page's text as Markdown for readers that are not browsers (LLMs, agents), its title not yet
 * above it (see printedPage): its source parsed with the syntax the site reads it with (GFM,
 * directives, MDX, the site's remark plugins'), the site's remark plugins run on it as on the
 * page, its links made absolute, its MDX made plain Markdown, then printed by remark-stringify.
 * Admonitions stay `:::type` blocks and code blocks keep their language and meta.
 */
export function markdownBody(source: MarkdownSource): string {
  const read = readBody(source);
  return printBody(read.reader.runSync(read.parsed, read.file), source, read);
}

/** markdownBody, for the site's plugins that answer later (see hasAsyncPlugins). */
export async function markdownBodyLater(source: MarkdownSource): Promise<string> {
  const read = readBody(source);
  return printBody(await read.reader.run(read.parsed, read.file), source, read);
}

/** A page's body parsed for its Markdown version, its plugins not run yet. */
function readBody(source: MarkdownSource) {
  // Read as the page's pipeline reads it: `:::tip Title` as `:::tip[Title]`, and in MDX `{#id}` as text.
  const text = source.mdx ? escapeHeadingIds(admonitionTitlesToLabels(source.body)) : admonitionTitlesToLabels(source.body);
  const { reader, printer, printable } = markdownProcessors(source.plugins ?? NONE);
  // A file's options, which unified makes a VFile of: a plugin's error names the page.
  const file = { path: source.file, value: text };
  const parsed = source.tree ?? reader(source.mdx).parse(file);
  // Marked as the page's pipeline marks them before the site's plugins see the tree (see remarkSteps).
  markAdmonitions(parsed);
  return { text, file, parsed, reader: reader(source.mdx), printer, printable };
}

/** The body's tree, its plugins run, as plain Markdown. */
function printBody(tree: Root, source: MarkdownSource, { text, file, printer, printable }: ReturnType<typeof readBody>): string {
  // Directives the site does not read as admonitions are prose, as on the page (restored from the text they were parsed from).
  remarkRestoreDirectives()(tree, file as never);
  simplify(tree, source, { depth: 1 });
  // The page's own leading `# heading` is its title, written once.
  const first = tree.children[0];
  if (first?.type === 'heading' && first.depth === 1) tree.children.shift();
  keepUnprintable(tree, printable, text);
  return printer.stringify(tree);
}

/**
 * A page's Markdown (its body as `printer` printed it) under its title (`# Title`), ending with a
 * line break: what printing the title's heading and the body as one tree gives, a blank line
 * between them.
 */
export function printedPage(title: string, body: string, printer: MarkdownProcessors['printer']): string {
  const heading = printer.stringify({ type: 'root', children: [{ type: 'heading', depth: 1, children: [{ type: 'text', value: title }] }] });
  const printed = body ? `${heading.replace(/\n*$/, '\n')}\n${body}` : heading;
  return printed.endsWith('\n') ? printed : `${printed}\n`;
}

/** Admonition containers are kept (remarkRestoreDirectives turns the others back into text): marked as the page's pipeline marks them. */
function markAdmonitions(tree: Root): void {
  const visit = (node: Nodes) => {
    if (node.type === 'containerDirective' && admonitionKind(node.name)) node.data = { ...node.data, hName: 'div' };
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
}

function attribute(node: Jsx, name: string): string | undefined {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** The heading ids written `{#id}` (kept as text by the site's parser) say nothing to a reader. */
const HEADING_ID = /\s*\\?\{#[^\s}]+\\?\}\s*$/;

/**
 * Rewrites the tree in place: links absolute; MDX's imports, exports and expressions dropped; its
 * elements as Markdown (Tabs: a heading per tab; Details: its summary in bold, then its body;
 * Admonition: a `:::type` block; any other: what it holds).
 */
function simplify(parent: Parent, source: MarkdownSource, section: { depth: number }): void {
  const out: RootContent[] = [];
  for (const node of parent.children as RootContent[]) {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        continue;
      case 'heading': {
        section.depth = node.depth;
        const last = node.children[node.children.length - 1];
        if (last?.type === 'text') last.value = last.value.replace(HEADING_ID, '');
        break;
      }
      case 'link':
      case 'image':
      case 'definition':
        node.url = source.link(node.url, node.position?.start.line, node.position?.start.column);
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        out.push(...jsxAsMarkdown(node, source, section));
        continue;
    }
    if ('children' in node) simplify(node, source, section);
    out.push(node);
  }
  parent.children = out as Parent['children'];
}

function jsxAsMarkdown(node: Jsx, source: MarkdownSource, section: { depth: number }): RootContent[] {
  const name = node.name ?? '';
  // A tab written on one line (`<TabItem ...>text</TabItem>`) is phrasing, in a paragraph of its own.
  const tabs = name === 'Tabs' ? node.children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child])).filter((child): child is Jsx => (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'TabItem') : [];
  if (node.type === 'mdxJsxFlowElement' && tabs.length) {
    const depth = Math.min(6, section.depth + 1) as Heading['depth'];
    return tabs.flatMap((tab) => {
      const heading: Heading = { type: 'heading', depth, children: [{ type: 'text', value: attribute(tab, 'label') ?? attribute(tab, 'value') ?? '' }] };
      const body = inner(tab, source, { depth });
      return [heading, ...(tab.type === 'mdxJsxTextElement' ? [{ type: 'paragraph', children: body as PhrasingContent[] } satisfies Paragraph] : body)];
    });
  }
  if (node.type === 'mdxJsxFlowElement' && (name === 'Details' || name === 'details')) {
    // `<summary>` on a line of its own is a paragraph holding the element.
    const isSummary = (child: Nodes): boolean =>
      ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'summary') || (child.type === 'paragraph' && child.children.length === 1 && isSummary(child.children[0]!));
    const summary = node.children.find(isSummary);
    const rest: Jsx = { ...node, children: node.children.filter((child) => child !== summary) };
    const title = summary ? toString(summary).trim() : (attribute(node, 'summary') ?? '');
    const bold: Paragraph[] = title ? [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: title }] }] }] : [];
    return [...bold, ...inner(rest, source, section)];
  }
  if (node.type === 'mdxJsxFlowElement' && name === 'Admonition') {
    const type = attribute(node, 'type') ?? 'note';
    const title = attribute(node, 'title');
    const label: Paragraph[] = title ? [{ type: 'paragraph', data: { directiveLabel: true }, children: [{ type: 'text', value: title }] }] : [];
    return [{ type: 'containerDirective', name: type, attributes: {}, children: [...label, ...(inner(node, source, section) as never[])] }];
  }
  if (node.type === 'mdxJsxTextElement' && (name === 'br' || name === 'img')) return [];
  // Any other component or HTML element: its content, where it stands (flow in flow, phrasing in
  // phrasing), under its title in bold when it has one (`<Card title="...">`).
  const title = node.type === 'mdxJsxFlowElement' ? attribute(node, 'title') : undefined;
  const heading: Paragraph[] = title ? [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: title }] }] }] : [];
  return [...heading, ...inner(node, source, section)];
}

/** An element's children, simplified in turn. */
function inner(node: Jsx, source: MarkdownSource, section: { depth: number }): RootContent[] {
  const holder = { type: 'root', children: node.children } as unknown as Parent;
  simplify(holder, source, section);
  // Phrasing content alone in a flow element (`<Highlight>text</Highlight>` on its own line) is a paragraph.
  if (node.type === 'mdxJsxFlowElement' && holder.children.length && holder.children.every((child) => isPhrasing(child as RootContent))) {
    return [{ type: 'paragraph', children: holder.children as PhrasingContent[] }];
  }
  return holder.children as RootContent[];
}

const PHRASING = new Set(['text', 'emphasis', 'strong', 'inlineCode', 'link', 'image', 'break', 'delete', 'html', 'linkReference', 'imageReference', 'footnoteReference', 'textDirective']);
const isPhrasing = (node: RootContent) => PHRASING.has(node.type);
