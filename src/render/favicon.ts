import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { staticUrl } from '../content/paths.js';
import { escapeMarkup } from '../util/escapeMarkup.js';

/** Media types of the favicon formats browsers take, by extension. */
const FAVICON_TYPES: Record<string, string> = { ico: 'image/x-icon', png: 'image/png', svg: 'image/svg+xml', gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/** The favicon as given (`.ico`, `.png`, `.svg`...), with its media type when its extension tells it. */
function faviconLink(file: string, href: string): string {
  const type = FAVICON_TYPES[/\.([a-z]+)(?:[?#].*)?$/i.exec(file)?.[1]?.toLowerCase() ?? ''];
  return `<link rel="icon" href="${escapeMarkup(href)}"${type ? ` type="${type}"` : ''}>`;
}

/**
 * The page's icon link. A browser given none asks for /favicon.ico at the root of the host, which
 * is outside the site when baseUrl is not `/` and missing when the site has none: a 404 in the
 * console of every page (Lighthouse's errors-in-console). So: the configured `favicon` under
 * baseUrl; else a `favicon.ico` at the top of the static folder, linked under baseUrl (where the
 * build puts it); else an empty icon, which the browser does not fetch.
 */
function makeFaviconTag(config: SiteConfig): string {
  if (config.favicon) return faviconLink(config.favicon, staticUrl(config, config.favicon));
  if (fs.existsSync(path.join(config.paths.static, 'favicon.ico'))) return faviconLink('favicon.ico', staticUrl(config, 'favicon.ico'));
  // Icons of the config's head tags (PNG sizes...) are the site's own: an empty icon would compete with them.
  const ownIcon = config.headTags.some((tag) => tag.tagName === 'link' && (tag.attributes.rel ?? '').split(/\s+/).includes('icon'));
  return ownIcon ? '' : '<link rel="icon" href="data:,">';
}

/** The tag of each config: the same for all its pages (a favicon.ico added to static/ during `docgen dev` shows after a restart). */
const faviconTags = new WeakMap<SiteConfig, string>();

export function faviconTag(config: SiteConfig): string {
  let tag = faviconTags.get(config);
  if (tag === undefined) faviconTags.set(config, (tag = makeFaviconTag(config)));
  return tag;
}
