import { fromHtml } from 'hast-util-from-html';
import type { SiteConfig } from '../config/resolve.js';
import { siteThemeScripts } from '../bundle/siteThemeWarnings.js';
import { siteOverrides } from '../bundle/themeComponents.js';
import { createLinkResolver, type LinkCheck, type LinkTargets } from '../routes/linkTargets.js';
import { renderedLinks } from '../routes/renderedLinks.js';
import type { Route } from '../routes/route.js';

/**
 * The links the site's own theme components (its swizzled Navbar, Footer, NotFound: see
 * themeOverrides) render, checked once per locale on its 404 page, which shows them all: those
 * their files write (docgen's own and the config's links are checked apart, at the config).
 */
export function swizzledLinks(config: SiteConfig, contents: LinkTargets, route: Route, html: string): LinkCheck[] {
  const files = siteThemeScripts(config.siteDir);
  if (!files.length || !Object.keys(siteOverrides(config.siteDir)).length) return [];
  const from = { file: files[0]!, locale: route.locale, sourceLocale: route.locale, route: route.path };
  return renderedLinks(config, fromHtml(html), from, createLinkResolver(config, contents), { files, writtenOnly: true });
}
