import type { SiteConfig } from '../config/resolve.js';
import type { Route } from '../routes/route.js';
import { UserError } from '../util/errors.js';
import { renderDocument, type PageAssets } from './document.js';
import { requireMdxModule, type Theme } from './theme.js';
import type { BootData } from '../shared/boot.js';

export interface RenderedRoute {
  route: Route;
  /** The theme's markup alone (what `docgen dev` keeps to re-wrap and compare). */
  app: string;
  html: string;
}

/** The theme's markup of one route (React renderToString); a template that throws is a user error. */
export function renderApp(config: SiteConfig, route: Route, theme: Theme): string {
  try {
    return theme.renderPage({ site: route.site, page: route.page, mdx: route.mdxModule ? requireMdxModule(route.mdxModule) : undefined });
  } catch (error) {
    throw new UserError(
      {
        message: `${route.mdxModule ? 'the page' : 'the theme'} failed to render ${route.path}: ${(error as Error).message}`,
        file: route.sourceFile ?? config.paths.templates,
        hint: route.mdxModule ? 'the error comes from a component of the MDX page (or its props); run with --debug for its stack trace' : 'the error comes from a template; run with --debug for its stack trace',
      },
      { cause: error },
    );
  }
}

/** Renders every route to a complete HTML document with the theme; `apps` holds markup already rendered (by the build workers), by route path. */
export function renderRoutes(config: SiteConfig, routes: Route[], theme: Theme, assets: PageAssets, bootData?: Map<Route, BootData>, apps?: Map<string, string>): RenderedRoute[] {
  return routes.map((route) => {
    const app = apps?.get(route.path) ?? renderApp(config, route, theme);
    return { route, app, html: renderDocument(config, route, app, assets, bootData?.get(route)) };
  });
}
