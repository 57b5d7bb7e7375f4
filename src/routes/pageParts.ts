import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import type { SiteConfig } from '../config/resolve.js';
import { outputFileOf } from '../content/paths.js';
import type { ParsedMarkdown, TocItem } from '../markdown/pipeline.js';
import type { FrontMatter } from '../content/frontMatter.js';
import { markdownToHtml } from '../markdown/toReact.js';
import { resolvePageLinks, type LinkCheck, type LinkResolver } from './linkTargets.js';
import { mdxKey, type MdxDoc } from './mdxDoc.js';
import type { DocRouteContext, Route } from './route.js';

/** What every kind of route planner fills in alike. */
export interface PageLinks {
  links: LinkCheck[];
  assets: { from: string; to: string }[];
}

/** The document title: `Page | Site`. */
export const titled = (page: string, site: string) => (page && page !== site ? `${page} | ${site}` : site);

/** The page's first paragraph as plain text, cut to a meta description's length. */
/**
 * A page's table of contents: its headings of the levels the config asks for, or its front matter
 * (`toc_min_heading_level` / `toc_max_heading_level`, as Docusaurus reads them); none with `hide_table_of_contents`.
 */
export function pageToc(config: SiteConfig, frontMatter: FrontMatter, headings: TocItem[]): TocItem[] {
  if (frontMatter.hide_table_of_contents) return [];
  const min = frontMatter.toc_min_heading_level ?? config.toc.minHeadingLevel;
  const max = frontMatter.toc_max_heading_level ?? Math.max(config.toc.maxHeadingLevel, min);
  return headings.filter((h) => h.level >= min && h.level <= max);
}

export function firstParagraph(parsed: Pick<ParsedMarkdown, 'tree'>): string {
  const p = parsed.tree.children.find((n): n is Element => n.type === 'element' && n.tagName === 'p');
  const text = p ? toString(p).replace(/\s+/g, ' ').trim() : '';
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/** Resolves the links of a parsed page (recording them in `into`) and renders its HTML. */
export function finishMarkdown(parsed: ParsedMarkdown, resolve: LinkResolver, from: Parameters<LinkResolver>[1], into: PageLinks): string {
  resolvePageLinks(parsed.links, resolve, from, into);
  return markdownToHtml(parsed.tree);
}

/** The files a route is written to; a page that is also a folder (`/docs`) answers `/docs/` too on hosts without redirects. */
export function outputFiles(config: SiteConfig, route: string, isFolderPage: boolean): string[] {
  const main = outputFileOf(config, route);
  const extra = isFolderPage && main.endsWith('.html') && !main.endsWith('index.html') ? [main.replace(/\.html$/, '/index.html')] : [];
  return [main, ...extra];
}

/**
 * A page's content as its route shows it: an MDX page's tree as compiled (see compileMdxDocs), its
 * links and modules recorded on the route; else its Markdown parsed, its links resolved, its HTML.
 */
export function routeContent(route: Route, source: Parameters<LinkResolver>[1], body: () => string, context: Pick<DocRouteContext, 'mdx' | 'cache' | 'labels' | 'resolve'>): { parsed: ParsedMarkdown; html: string; mdx?: MdxDoc } {
  const mdx = context.mdx.docs.get(mdxKey(source));
  if (mdx) {
    route.links.push(...mdx.links);
    route.assets.push(...mdx.assets);
    route.mdxModule = mdx.server;
    return { parsed: { ...mdx.parsed, links: [] }, html: '', mdx };
  }
  const parsed = context.cache.parse(body(), context.labels, source.file);
  return { parsed, html: finishMarkdown(parsed, context.resolve, source, route) };
}
