import picomatch from 'picomatch';
import type { SiteConfig } from '../config/resolve.js';
import { docBody, type Doc } from '../content/docs.js';
import type { LinkResolver } from '../routes/linkTargets.js';
import { isMdxFile } from '../routes/mdxDoc.js';
import { pageMarkdown } from './pageMarkdown.js';

/** A page's Markdown version: its address, its file in the output folder, the page's title (as llms.txt lists it), its text. */
export interface PageMarkdown {
  route: string;
  file: string;
  title: string;
  text: string;
}

/** `/doc/docs/guide` -> `/doc/docs/guide.md` (`/doc/docs/guide/` too, with trailingSlash). */
export function markdownRouteOf(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return trimmed ? `${trimmed}.md` : '/index.md';
}

/** The config's `llms.exclude`, compiled once per config. */
const excluders = new WeakMap<SiteConfig, (relPath: string) => boolean>();

/** Whether a doc has a Markdown version: llms is on, and no `llms.exclude` glob matches its path in the docs folder. */
export function hasMarkdownVersion(config: SiteConfig, doc: Pick<Doc, 'relPath'>): boolean {
  if (!config.llms.enabled) return false;
  let excluded = excluders.get(config);
  if (!excluded) excluders.set(config, (excluded = config.llms.exclude.length ? picomatch(config.llms.exclude, { dot: true }) : () => false));
  return !excluded(doc.relPath);
}

/** Whether llms.txt lists a doc that has a Markdown version: drafts (shown by `docgen dev`) and unlisted docs never are. */
export const listedForLlms = (doc: Pick<Doc, 'frontMatter'>) => !doc.frontMatter.draft && doc.frontMatter.unlisted !== true;

/**
 * A doc's Markdown version, unless it has none: its links resolved as the page's are, then made
 * absolute URLs of the site (an agent reads the file away from the site).
 */
export function docMarkdown(config: SiteConfig, doc: Doc, title: string, resolve: LinkResolver): PageMarkdown | undefined {
  if (!hasMarkdownVersion(config, doc)) return undefined;
  const page = new URL(doc.route, config.url);
  const link = (url: string, line?: number, column?: number) => {
    try {
      return new URL(resolve(url, doc, { line, column }).href, page).href;
    } catch {
      // Not a URL at all (the link check reports it on the page): kept as written.
      return url;
    }
  };
  const route = markdownRouteOf(doc.route);
  return { route, file: route.slice(config.baseUrl.length), title, text: pageMarkdown({ body: docBody(doc), title, mdx: isMdxFile(config, doc.file), link }) };
}
