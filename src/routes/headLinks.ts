/** The addresses of the files a page's head links besides its own: the blog's feeds, the OpenSearch description. */
import type { SiteConfig } from '../config/resolve.js';
import { localeBase } from '../content/paths.js';

/** A locale's OpenSearch description, at its root (see write/opensearch.ts). */
export const OPENSEARCH_FILE = 'opensearch.xml';

/** Where a locale's OpenSearch description is served (each page links its locale's). */
export const opensearchUrl = (config: SiteConfig, locale: string): string => `${localeBase(config, locale)}${OPENSEARCH_FILE}`;

const FILE_OF = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
const TYPE_OF = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;
const NAME_OF = { rss: 'RSS', atom: 'Atom', json: 'JSON' } as const;

/**
 * The blog's feeds of a locale, by `feedOptions.type` (one, 'all', a list, or null for none): each
 * one's type, its path in the output folder (`blog/rss.xml`, `fr/blog/atom.xml`), its address and
 * its media type. Apart from the feeds' making (write/blogFeeds.ts), which the pages' head does not load.
 */
export function feedFiles(config: SiteConfig, locale: string): { type: 'rss' | 'atom' | 'json'; path: string; href: string; mediaType: string; title: string }[] {
  if (!config.blog) return [];
  const { type } = config.blog.feedOptions;
  const types = type === null ? [] : type === 'all' ? (['rss', 'atom', 'json'] as const) : Array.isArray(type) ? type : [type];
  const dir = `${localeBase(config, locale).slice(config.baseUrl.length)}${config.blog.routeBasePath}`;
  const title = config.blog.feedOptions.title ?? config.title;
  return types.map((t) => ({ type: t, path: `${dir}/${FILE_OF[t]}`, href: `${config.baseUrl}${dir}/${FILE_OF[t]}`, mediaType: TYPE_OF[t], title: `${title} ${NAME_OF[t]} Feed` }));
}
