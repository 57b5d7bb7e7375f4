import type { Root } from 'mdast';
import picomatch from 'picomatch';
import type { SiteConfig } from '../config/resolve.js';
import type { Doc } from '../content/docs.js';
import type { StandalonePage } from '../content/pages.js';
import { localeBase } from '../content/paths.js';
import type { LinkResolver } from '../routes/linkTargets.js';
import { isMdxFile } from '../routes/mdxDoc.js';
import { markdownProcessors } from './markdownProcessors.js';
import { markdownBody, markdownBodyLater, printedPage, type MarkdownSource } from './pageMarkdown.js';

/** A page's Markdown version: its address, its file in the output folder, the page's title (as llms.txt lists it), its text. */
export interface PageMarkdown {
  route: string;
  file: string;
  title: string;
  text: string;
}

/** `/doc/docs/guide` -> `/doc/docs/guide.md` (`/doc/docs/guide/` too, with trailingSlash); a locale's root, `/doc/fr/` -> `/doc/fr/index.md`. */
export function markdownRouteOf(config: SiteConfig, route: string): string {
  if (config.locales.some((locale) => localeBase(config, locale) === route)) return `${route}index.md`;
  return `${route.replace(/\/+$/, '')}.md`;
}

/** The config's `llms.exclude`, compiled once per config. */
const excluders = new WeakMap<SiteConfig, (relPath: string) => boolean>();

/** A standalone page as `llms.exclude` and llms.txt know it: `pages/` and its path in the pages folder (`pages/team/index.md`), apart from a doc's path in the docs folder. */
export const pageId = (page: Pick<StandalonePage, 'relPath'>) => `pages/${page.relPath}`;

/** Whether a page has a Markdown version: llms is on, and no `llms.exclude` glob matches a doc's path in the docs folder or a standalone page's `pages/` path. */
export function hasMarkdownVersion(config: SiteConfig, page: MarkdownPage): boolean {
  if (!config.llms.enabled) return false;
  let excluded = excluders.get(config);
  if (!excluded) excluders.set(config, (excluded = config.llms.exclude.length ? picomatch(config.llms.exclude, { dot: true }) : () => false));
  return !excluded('isHome' in page ? pageId(page) : page.relPath);
}

/** Whether llms.txt lists a doc that has a Markdown version: drafts (shown by `docgen dev`) and unlisted docs never are. */
export const listedForLlms = (doc: Pick<Doc, 'frontMatter'>) => !doc.frontMatter.draft && doc.frontMatter.unlisted !== true;

/** A doc or standalone page (which has `isHome`): where its source is, and where it is shown. */
export type MarkdownPage = Pick<Doc, 'relPath' | 'route' | 'file' | 'locale' | 'sourceLocale'> & Partial<Pick<StandalonePage, 'isHome'>>;

/**
 * A page's Markdown version without its title (see markdownBody): its links resolved as the
 * page's are, then made absolute URLs of the site (an agent reads the file away from the site).
 * `tree`: its body as its parser read it, when the page kept it.
 */
export function markdownBodyOf(config: SiteConfig, source: Pick<MarkdownPage, 'route' | 'file' | 'locale' | 'sourceLocale'>, body: string, resolve: LinkResolver, tree?: Root): string {
  return markdownBody(markdownSourceOf(config, source, body, resolve, tree));
}

/** markdownBodyOf, for the site's plugins that answer later (see hasAsyncPlugins). */
export function markdownBodyOfLater(config: SiteConfig, source: Pick<MarkdownPage, 'route' | 'file' | 'locale' | 'sourceLocale'>, body: string, resolve: LinkResolver, tree?: Root): Promise<string> {
  return markdownBodyLater(markdownSourceOf(config, source, body, resolve, tree));
}

function markdownSourceOf(config: SiteConfig, source: Pick<MarkdownPage, 'route' | 'file' | 'locale' | 'sourceLocale'>, body: string, resolve: LinkResolver, tree?: Root): MarkdownSource {
  const page = new URL(source.route, config.url);
  const link = (url: string, line?: number, column?: number) => {
    try {
      return new URL(resolve(url, source, { line, column }).href, page).href;
    } catch {
      // Not a URL at all (the link check reports it on the page): kept as written.
      return url;
    }
  };
  return { body, mdx: isMdxFile(config, source.file), link, tree, file: source.file, plugins: config.markdown.remarkPlugins };
}

/** A page's Markdown version, unless it has none: `body` (see markdownBodyOf) under its title. */
export function markdownVersion(config: SiteConfig, source: MarkdownPage, title: string, body: () => string): PageMarkdown | undefined {
  if (!hasMarkdownVersion(config, source)) return undefined;
  const route = markdownRouteOf(config, source.route);
  return { route, file: route.slice(config.baseUrl.length), title, text: printedPage(title, body(), markdownProcessors(config.markdown.remarkPlugins).printer) };
}
