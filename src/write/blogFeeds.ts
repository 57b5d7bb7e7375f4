import { Feed } from 'feed';
import type { SiteConfig } from '../config/resolve.js';
import { toRoute } from '../content/paths.js';
import { feedFiles } from '../routes/headLinks.js';
import type { FeedPost } from '../routes/blogRoutes.js';
import type { Route } from '../routes/route.js';

/** The posts the feeds show among routes planned at once (`docgen dev`): those whose page kept their HTML for them (see blogFrame). */
export function feedPostsOf(routes: Pick<Route, 'locale' | 'page' | 'post'>[]): FeedPost[] {
  return routes.flatMap((r) => (r.post?.feedHtml !== undefined && r.page.blog?.post ? [{ locale: r.locale, header: r.page.blog.post, description: r.page.description, html: r.post.feedHtml }] : []));
}

/**
 * The blog's feeds of each locale, as Docusaurus writes them: `<blog>/rss.xml`, `<blog>/atom.xml`
 * and `<blog>/feed.json` (by `feedOptions.type`), the newest posts first (at most
 * `feedOptions.limit`), unlisted posts left out. Made with the `feed` library.
 */
export function blogFeedFiles(config: SiteConfig, posts: FeedPost[]): { path: string; contents: string }[] {
  if (!config.blog) return [];
  const { feedOptions } = config.blog;
  const files: { path: string; contents: string }[] = [];
  for (const locale of config.locales) {
    const own = posts.filter((p) => p.locale === locale);
    const feeds = feedFiles(config, locale);
    if (!own.length || !feeds.length) continue;
    const absolute = (p: string) => new URL(p, config.url).href;
    const blogUrl = absolute(toRoute(config, locale, config.blog.routeBasePath));
    const newest = own.sort((a, b) => b.header.date.localeCompare(a.header.date));
    const shown = feedOptions.limit ? newest.slice(0, feedOptions.limit) : newest;
    const feed = new Feed({
      id: blogUrl,
      title: feedOptions.title ?? config.title,
      description: feedOptions.description ?? `${config.title} Blog`,
      link: blogUrl,
      language: feedOptions.language ?? config.i18n.locales[locale]?.htmlLang ?? locale,
      copyright: feedOptions.copyright ?? '',
      updated: shown[0] && new Date(shown[0].header.date),
      generator: 'docgen',
      feedLinks: Object.fromEntries(feeds.map((f) => [f.type, absolute(f.href)])),
    });
    for (const { header: post, description, html } of shown) {
      // The library's JSON feed reads the first author of a list it is given: none is no list.
      const authors = post.authors.filter((a) => a.name).map((a) => ({ name: a.name, link: a.url }));
      feed.addItem({
        title: post.title,
        id: absolute(post.href),
        link: absolute(post.href),
        date: new Date(post.date),
        description: description || undefined,
        content: html ? absolutizeLinks(html, config) : undefined,
        ...(authors.length && { author: authors }),
        category: post.tags.map((tag) => ({ name: tag.label })),
      });
    }
    const render = { rss: () => feed.rss2(), atom: () => feed.atom1(), json: () => feed.json1() };
    for (const f of feeds) files.push({ path: f.path, contents: render[f.type]() });
  }
  return files;
}

/** Site-relative `href` and `src` in a post's HTML made absolute: a feed is read away from the site. */
function absolutizeLinks(html: string, config: SiteConfig): string {
  return html.replace(/\b(href|src)="(\/(?!\/)[^"]*)"/g, (_, attr: string, url: string) => `${attr}="${new URL(url, config.url).href}"`);
}
