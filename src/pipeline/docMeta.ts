import type { LinkCheck } from '../routes/linkTargets.js';
import type { PostSummary, Route } from '../routes/route.js';

/** What the rest of the build needs from a doc page once its files are written (and what the page cache keeps). */
export interface DocMeta {
  path: string;
  locale: string;
  title: string;
  alternates: Record<string, string>;
  outputFiles: string[];
  /** The page's data module: its file and URL. */
  module: [file: string, url: string];
  links: LinkCheck[];
  /** Files beside the Markdown that the page links to, copied into the output. */
  assets: Route['assets'];
  /** The page's anchors: what links to it are checked against. */
  ids: string[];
  /** The cache keys of its highlighted listings (see PageListings), if it has any. */
  listings?: string[];
  /** Its meta description: what llms.txt says of it. */
  description: string;
  /** Its Markdown version's address and file (see src/llms), if it has one. */
  markdown?: { route: string; file: string; title: string };
  /** A blog post's page: what the blog's lists and feeds show of it, and whether it is in none (unlisted). */
  post?: PostSummary & { unlisted?: true };
  /** A page of a docs version kept out of search engines: not in the sitemap. */
  noIndex?: true;
}
