import type { SiteConfig } from '../config/resolve.js';
import { localeBase, outputFileOf } from '../content/paths.js';
import { localeRedirects } from '../routes/redirects.js';
import { UserError } from '../util/errors.js';
import { escapeMarkup, scriptLiteral } from '../util/escapeMarkup.js';
import type { SitemapEntry } from './sitemap.js';
import type { TextFile } from './writeOutput.js';

/** A page that sends the browser on at once (with the query and hash it was opened with), and says where to without JavaScript. */
function redirectPage(href: string, absolute: string): string {
  const to = escapeMarkup(href);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${to}</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${to}"><link rel="canonical" href="${escapeMarkup(absolute)}"><script>location.replace(${scriptLiteral(href)} + location.search + location.hash);</script></head><body><p><a href="${to}">${to}</a></p></body></html>\n`;
}

/**
 * The redirect pages of the config (Docusaurus's plugin-client-redirects), in every locale; a
 * redirect from the address of a page of the site is an error, all of them named at once (the page
 * would be lost).
 */
export function redirectFiles(config: SiteConfig, pages: SitemapEntry[]): TextFile[] {
  if (!config.redirects.length) return [];
  const taken = new Set(pages.map((page) => page.path));
  const redirects = config.locales.flatMap((locale) => localeRedirects(config, locale));
  const clashes = redirects.filter((r) => taken.has(r.route));
  if (clashes.length) {
    throw new UserError(clashes.map((r) => ({ message: `a redirect from ${r.route}, which is a page of the site`, file: config.configFile, hint: 'remove the redirect, or move the page: a redirect cannot replace a page' })));
  }
  return redirects.map((r) => ({ path: outputFileOf(config, r.route), contents: redirectPage(r.href, new URL(r.href, new URL(localeBase(config, config.i18n.defaultLocale), config.url)).href) }));
}
