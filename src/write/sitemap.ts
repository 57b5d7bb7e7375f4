import type { SiteConfig } from '../config/resolve.js';
import type { Route } from '../routes/route.js';
import { escapeMarkup } from '../util/escapeMarkup.js';

/** What the sitemap needs of a route (a Route is one). */
export type SitemapEntry = Pick<Route, 'path' | 'kind'> & { page: { alternates: Record<string, string>; unlisted?: boolean; noIndex?: boolean } };

/** A path of plain segments (letters, digits, `-_~`, dots inside a name): its URL is the site's origin and the path as they are. */
const PLAIN_PATH = /^(?:\/[\w~-]+(?:\.[\w~-]+)*)*\/?$/;

/** sitemap.xml: every indexable route (not a 404, not an unlisted blog post, not a noIndex docs version), with its language alternates. */
export function renderSitemap(config: SiteConfig, routes: SitemapEntry[]): string {
  // The URL parser (and the escaping) only for a path that needs them: a large site has two URLs per page.
  const origin = new URL(config.url).origin;
  const absolute = (p: string) => (PLAIN_PATH.test(p) ? origin + p : escapeMarkup(new URL(p, config.url).href));
  const entries = routes
    .filter((r) => r.kind !== 'notFound' && !r.page.unlisted && !r.page.noIndex)
    .map((r) => {
      const alternates = Object.entries(r.page.alternates)
        .map(([code, href]) => `<xhtml:link rel="alternate" hreflang="${escapeMarkup(config.i18n.locales[code]?.htmlLang ?? code)}" href="${absolute(href)}"/>`)
        .join('');
      return `<url><loc>${absolute(r.path)}</loc>${alternates}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function renderRobots(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL(`${config.baseUrl}sitemap.xml`, config.url).href}\n`;
}
