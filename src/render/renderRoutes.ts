import type { SiteConfig } from '../config/resolve.js';
import type { Route } from '../routes/plan.js';
import { UserError } from '../util/errors.js';
import { renderDocument, type PageAssets } from './document.js';
import type { Theme } from './theme.js';
import type { BootData } from '../shared/boot.js';

export interface RenderedRoute {
  route: Route;
  html: string;
}

/** Renders every route to a complete HTML document with the theme (React renderToString). */
export function renderRoutes(config: SiteConfig, routes: Route[], theme: Theme, assets: PageAssets, bootData?: Map<Route, BootData>): RenderedRoute[] {
  return routes.map((route) => {
    let app: string;
    try {
      app = theme.renderPage({ site: route.site, page: route.page });
    } catch (error) {
      throw new UserError(
        {
          message: `the theme failed to render ${route.path}: ${(error as Error).message}`,
          file: route.sourceFile ?? config.paths.templates,
          hint: 'the error comes from a template; run with --debug for its stack trace',
        },
        { cause: error },
      );
    }
    return { route, html: renderDocument(config, route, app, assets, bootData?.get(route)) };
  });
}
