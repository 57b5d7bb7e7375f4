import type { SiteConfig } from '../config/resolve.js';
import { llmsFiles, type LlmsEntry, type LlmsLocale } from '../llms/llmsFiles.js';
import { blogFeedFiles } from './blogFeeds.js';
import { opensearchFiles } from './opensearch.js';
import { mermaidFiles } from './mermaidFiles.js';
import { redirectFiles } from './redirectPages.js';
import { renderRobots, renderSitemap, type SitemapEntry } from './sitemap.js';
import type { TextFile } from './writeOutput.js';

/** What the site-wide files are made from, as a build and `docgen dev` each have it. */
export interface SiteWideInput {
  /** Every page in site order (the sitemap's). */
  pages: SitemapEntry[];
  /** The blog's posts as its feeds show them (see feedPostsOf). */
  feedPosts: Parameters<typeof blogFeedFiles>[1];
  /** Each locale's llms files: what they list, and the Markdown text of an entry. */
  llms: { locale: LlmsLocale; textOf: (entry: LlmsEntry) => string }[];
}

/**
 * The files of the site that are no page's (at its root or a locale's): robots.txt, the sitemap,
 * each locale's opensearch.xml, the blog's feeds, llms.txt and llms-full.txt, the redirect pages, Mermaid's browser build. One list, so that
 * `docgen dev` serves every file a build writes (see pipeline/build.ts and writeSite.ts, and
 * server/devSite.ts, which makes them again after a save).
 */
export function siteWideFiles(config: SiteConfig, input: SiteWideInput): TextFile[] {
  return [
    { path: 'robots.txt', contents: renderRobots(config) },
    { path: 'sitemap.xml', contents: renderSitemap(config, input.pages) },
    ...opensearchFiles(config),
    ...blogFeedFiles(config, input.feedPosts),
    ...input.llms.flatMap(({ locale, textOf }) => llmsFiles(config, locale, textOf)),
    ...redirectFiles(config, input.pages),
    ...mermaidFiles(config),
  ];
}
