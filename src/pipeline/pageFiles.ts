import type { SiteConfig } from '../config/resolve.js';
import { pageModule, pageSite, type LocaleModules, type PageModule } from '../bundle/pageModules.js';
import { renderDocument, type PageAssets } from '../render/document.js';
import { renderApp } from '../render/renderRoutes.js';
import { idsInHtml } from '../routes/checkLinks.js';
import type { Theme } from '../render/theme.js';
import type { Route } from '../routes/route.js';

/** A route as `docgen build` writes it: the ids of its anchors (for the link check), the whole HTML document and the page's data module. */
export interface PageFiles {
  ids: Set<string>;
  html: string;
  module: PageModule;
}

/**
 * Renders a route with the site data the browser will hydrate it with (closed sidebar categories
 * as headers, the page's own branches filled in): the markup is the same, and the theme walks a
 * few headers instead of the whole sidebar of a large site.
 */
export function renderPageFiles(config: SiteConfig, route: Route, theme: Theme, locale: LocaleModules, assets: PageAssets): PageFiles {
  const module = pageModule(config, route, locale);
  const app = renderApp(config, { ...route, site: pageSite(locale, route.page.doc?.id) }, theme);
  // Read before the document is put around it: the markup is made of thousands of pieces, joined
  // once here (by the search for ids) rather than again by each string it is copied into.
  const ids = idsInHtml(app);
  return { ids, html: renderDocument(config, route, app, assets, module.boot, module.bootJson), module };
}
