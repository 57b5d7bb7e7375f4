import type { SiteConfig } from '../config/resolve.js';
import { toRoute } from '../content/paths.js';
import { siteLink } from './siteLink.js';

/** Each redirect of the config in a locale: the route it is at, and where it leads there (a page of the locale, or a URL). */
export function localeRedirects(config: SiteConfig, locale: string): { route: string; href: string; external: boolean }[] {
  return config.redirects.flatMap(({ from, to }) => (Array.isArray(from) ? from : [from]).map((path) => ({ route: toRoute(config, locale, path), ...siteLink(config, locale, to) })));
}
