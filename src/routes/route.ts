import type { LinkCheck, LinkResolver } from './linkTargets.js';
import type { MdxDocs } from './mdxDoc.js';
import type { MarkdownCache } from '../markdown/compile.js';
import type { MarkdownLabels, ParsedMarkdown } from '../markdown/pipeline.js';
import type { Strings } from '../../templates/i18n/en.js';
import type { PageData, SiteData } from '../../templates/types.js';
import type { PageMarkdown } from '../llms/docMarkdown.js';
import type { CollectedHead } from '../docusaurus/head.js';

/**
 * What the route planner makes (see plan.ts), in a file of its own: the stages above it (search
 * records, rendering, writing) and the planner's own parts name a route's shape without importing
 * the planner.
 */
export interface Route {
  path: string;
  locale: string;
  kind: PageData['kind'];
  /** Files (relative to the output dir) that serve this route. */
  outputFiles: string[];
  site: SiteData;
  page: PageData;
  /** The Markdown the page came from, if any. */
  sourceFile?: string;
  /** An MDX page: its content's server module (see bundleMdxPages). */
  mdxModule?: string;
  parsed?: ParsedMarkdown;
  /** The page's Markdown version, for readers beyond the browser (see src/llms). */
  markdown?: PageMarkdown;
  /** A React page's own head (its `<Head>`'s tags, `<html>` and `<body>` attributes), written into its document. */
  head?: Pick<CollectedHead, 'tags' | 'htmlAttributes' | 'bodyAttributes'>;
  links: LinkCheck[];
  assets: { from: string; to: string }[];
  /** A blog post's page: what the blog's lists and feeds show of it (see blogFrame). */
  post?: PostSummary;
}

/**
 * What the blog's other pages show of a post, made with its page (by a build thread, and kept in
 * the page cache with it): its excerpt's HTML (its text up to the truncate marker, or all of it;
 * an MDX post's rendered to static HTML), its meta description, and its whole HTML when a feed
 * shows it.
 */
export interface PostSummary {
  excerpt: string;
  description: string;
  feedHtml?: string;
}

/** What the route of a doc needs besides the doc: its locale's shared data, link resolution, other locales' addresses. */
export interface DocRouteContext {
  site: SiteData;
  labels: MarkdownLabels;
  resolve: LinkResolver;
  /** Where Markdown is parsed: a MarkdownCache, or a plain parser when nothing would be parsed twice. */
  cache: Pick<MarkdownCache, 'parse'>;
  /** The doc's route in each locale that has it. */
  alternates: Record<string, string>;
  /** The site's MDX docs, compiled (see compileMdxDocs). */
  mdx: MdxDocs;
  /** What the plan asks of rendering (a standalone page's React head). */
  render?: PageRendering;
}

/**
 * What the planner asks of rendering, handed down by the render stage with each locale's data
 * (the plan never imports rendering): a blog list shows an MDX post's excerpt as HTML, and a
 * React page's title is what its `<Layout>` or `<Head>` says.
 */
export interface PageRendering {
  /** A compiled MDX module's content as HTML, when the theme can render content alone. */
  mdxHtml?: (module: string) => string;
  /** What a React page's component says of its head, and its content's HTML, rendered once alone. */
  reactHead: (module: string) => CollectedHead & { html?: string };
}

/**
 * What every page of a locale shares, made by the render stage (see localeSites in
 * render/siteData.ts) and handed to the planner: the theme's strings, the locale's site data, and
 * the rendering the plan needs.
 */
export type LocaleSites = Map<string, { strings: Strings; site: SiteData; render: PageRendering }>;
