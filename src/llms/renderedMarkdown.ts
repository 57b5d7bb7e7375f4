import type { Element, Root as HastRoot } from 'hast';
import { toMdast } from 'hast-util-to-mdast';
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { SiteConfig } from '../config/resolve.js';
import { hasMarkdownVersion, markdownRouteOf, type MarkdownPage, type PageMarkdown } from './docMarkdown.js';
import { keepUnprintable, markdownProcessors } from './markdownProcessors.js';
import { printedPage } from './pageMarkdown.js';

/** Elements whose text is no part of what a page says (controls, scripts, drawings). */
const NOT_TEXT = new Set(['button', 'script', 'style', 'template', 'noscript', 'svg', 'input', 'select', 'textarea', 'canvas']);

/** The rendered tree without its controls and comments (React's `<!-- -->` between texts), in place. */
function withoutChrome(parent: HastRoot | Element): void {
  parent.children = parent.children.filter((child) => child.type !== 'comment' && !(child.type === 'element' && NOT_TEXT.has(child.tagName))) as typeof parent.children;
  for (const child of parent.children) if (child.type === 'element') withoutChrome(child);
}

/**
 * The Markdown version of a page that has no Markdown source (a React page): what it renders (its
 * content's HTML, see render/reactPageHead.ts) as Markdown, its links and images made absolute
 * URLs of the site, its first `<h1>` its title (as its search records take it), else `title`.
 * `rendered` is changed.
 */
export function renderedMarkdownVersion(config: SiteConfig, source: MarkdownPage, rendered: HastRoot, title: string): PageMarkdown | undefined {
  if (!hasMarkdownVersion(config, source)) return undefined;
  withoutChrome(rendered);
  const tree = toMdast(rendered) as Root;
  const page = new URL(source.route, config.url);
  let heading: string | undefined;
  const visit = (node: Nodes, parent?: Root | { children: Nodes[] }) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) {
      try {
        node.url = new URL(node.url, page).href;
      } catch {
        // Not a URL: kept as written.
      }
    }
    if (node.type === 'heading' && node.depth === 1 && heading === undefined && parent) {
      heading = toString(node);
      parent.children.splice(parent.children.indexOf(node), 1);
      return;
    }
    if ('children' in node) for (const child of [...node.children]) visit(child as Nodes, node as { children: Nodes[] });
  };
  visit(tree);
  const { printer, printable } = markdownProcessors(config.markdown.remarkPlugins);
  keepUnprintable(tree, printable, '');
  const route = markdownRouteOf(config, source.route);
  const name = heading || title;
  return { route, file: route.slice(config.baseUrl.length), title: name, text: printedPage(name, printer.stringify(tree), printer) };
}
