import { Feed } from 'feed';
import type { SiteConfig } from '../config/resolve.js';
import { localeBase } from '../content/paths.js';
import type { Route } from '../routes/plan.js';

/** What a feed needs of a route (a Route is one): a blog post's data, its description. */
type FeedRoute = Pick<Route, 'kind' | 'locale' | 'path'> & { page: Pick<Route['page'], 'blog' | 'description' | 'unlisted'> };

/** The feed types a site asked for (`feedOptions.type`: one, 'all', a list, or null for none). */
function feedTypes(type: Exclude<SiteConfig['blog'], false>['feedOptions']['type']): ('rss' | 'atom' | 'json')[] {
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return Array.isArray(type) ? type : [type];
}

/**
 * The blog's feeds of each locale, as Docusaurus writes them: `<blog>/rss.xml`, `<blog>/atom.xml`
 * and `<blog>/feed.json` (by `feedOptions.type`), the newest posts first (at most
 * `feedOptions.limit`), unlisted posts left out. Made with the `feed` library.
 */
export function blogFeedFiles(config: SiteConfig, routes: FeedRoute[]): { path: string; contents: string }[] {
  if (!config.blog) return [];
  const { feedOptions, routeBasePath } = config.blog;
  const types = feedTypes(feedOptions.type);
  if (!types.length) return [];
  const files: { path: string; contents: string }[] = [];
  for (const locale of config.locales) {
    const posts = routes.filter((r) => r.locale === locale && r.kind === 'blog' && r.page.blog?.post && !r.page.unlisted);
    if (!posts.length) continue;
    const dir = `${localeBase(config, locale).slice(config.baseUrl.length)}${routeBasePath}`;
    const absolute = (p: string) => new URL(p, config.url).href;
    const blogUrl = absolute(`${config.baseUrl}${dir}`);
    const newest = posts.map((r) => r.page.blog!.post!).sort((a, b) => b.date.localeCompare(a.date));
    const shown = feedOptions.limit ? newest.slice(0, feedOptions.limit) : newest;
    const feed = new Feed({
      id: blogUrl,
      title: feedOptions.title ?? config.title,
      description: feedOptions.description ?? `${config.title} Blog`,
      link: blogUrl,
      language: feedOptions.language ?? config.i18n.locales[locale]?.htmlLang ?? locale,
      copyright: feedOptions.copyright ?? '',
      updated: shown[0] && new Date(shown[0].date),
      generator: 'docgen',
      feedLinks: Object.fromEntries(types.map((type) => [type, absolute(`${config.baseUrl}${dir}/${FILE_OF[type]}`)])),
    });
    for (const post of shown) {
      // The library's JSON feed reads the first author of a list it is given: none is no list.
      const authors = post.authors.filter((a) => a.name).map((a) => ({ name: a.name, link: a.url }));
      const route = posts.find((r) => r.page.blog!.post === post)!;
      feed.addItem({
        title: post.title,
        id: absolute(post.href),
        link: absolute(post.href),
        date: new Date(post.date),
        description: route.page.description || undefined,
        content: post.html ? absolutizeLinks(post.html, config) : undefined,
        ...(authors.length && { author: authors }),
        category: post.tags.map((tag) => ({ name: tag.label })),
      });
    }
    const render = { rss: () => feed.rss2(), atom: () => feed.atom1(), json: () => feed.json1() };
    for (const type of types) files.push({ path: `${dir}/${FILE_OF[type]}`, contents: render[type]() });
  }
  return files;
}

const FILE_OF = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

/** Site-relative `href` and `src` in a post's HTML made absolute: a feed is read away from the site. */
function absolutizeLinks(html: string, config: SiteConfig): string {
  return html.replace(/\b(href|src)="(\/(?!\/)[^"]*)"/g, (_, attr: string, url: string) => `${attr}="${new URL(url, config.url).href}"`);
}
