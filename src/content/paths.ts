import type { SiteConfig } from '../config/resolve.js';
import { isExternal, withoutDotSegments } from '../util/url.js';

/** `01-install` -> `install`: Docusaurus's number prefixes order files without showing up in URLs. */
export function stripNumberPrefix(name: string): string {
  return name.replace(/^\d+\s*[-_.]\s*(?=\D)/, '');
}

/** The URL prefix of a locale: `/doc/` for the default locale, `/doc/fr/` for the others. */
export function localeBase(config: SiteConfig, locale: string): string {
  return locale === config.i18n.defaultLocale ? config.baseUrl : `${config.baseUrl}${locale}/`;
}

/**
 * Joins URL path parts under the locale's base, resolves their `.` and `..` segments as a browser
 * would, and applies the trailingSlash rule; the locale's root keeps its slash. A path whose `..`
 * leads above the locale's base is returned as it resolved (see isInLocale: a doc's is refused).
 */
export function toRoute(config: SiteConfig, locale: string, sitePath: string): string {
  const base = localeBase(config, locale);
  const route = withoutDotSegments(base + sitePath.replace(/^\/+/, ''));
  if (!route.startsWith(base)) return route;
  const rest = route.slice(base.length).replace(/\/+$/, '');
  if (!rest) return base;
  return `${base}${rest}${config.trailingSlash ? '/' : ''}`;
}

/** Whether a route (from toRoute) is the locale's: its page is written inside the output folder. */
export const isInLocale = (config: SiteConfig, locale: string, route: string): boolean => route.startsWith(localeBase(config, locale));

/** The file a static host serves for a route, relative to the output dir. */
export function outputFileOf(config: SiteConfig, route: string): string {
  const rel = route.slice(config.baseUrl.length).replace(/\/+$/, '');
  if (!rel) return 'index.html';
  return config.trailingSlash || route.endsWith('/') ? `${rel}/index.html` : `${rel}.html`;
}

/** A file of the static folder (`img/logo.svg`) as a URL under baseUrl. */
export function staticUrl(config: SiteConfig, file: string): string {
  if (isExternal(file)) return file;
  return `${config.baseUrl}${file.replace(/^\/+/, '')}`;
}
