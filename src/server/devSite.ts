import type { GeneratedSite } from '../pipeline/build.js';
import { withSiteCss, type ClientBundle } from '../bundle/bundleClient.js';
import type { SiteCss } from '../bundle/siteCss.js';
import { buildPageModules } from '../bundle/pageModules.js';
import type { SiteConfig } from '../config/resolve.js';
import type { LocaleContent } from '../content/load.js';
import { renderDocument } from '../render/document.js';
import { renderApp } from '../render/renderRoutes.js';
import type { Theme } from '../render/theme.js';
import { idsInHtml } from '../routes/checkLinks.js';
import type { LinkCheck } from '../routes/linkTargets.js';
import type { Route } from '../routes/route.js';
import { SEARCH_DIR, searchOutputFiles } from '../search/output.js';
import type { BootData } from '../shared/boot.js';
import { siteWideFiles } from '../write/siteFiles.js';
import { feedPostsOf } from '../write/blogFeeds.js';
import { routeLlms, routeMarkdownFiles } from '../llms/routeFiles.js';
import type { OutputFile } from '../write/writeOutput.js';

/** A route as the dev server keeps it between saves. */
export interface RouteState {
  route: Route;
  /** The theme's markup; undefined when only shared data changed (sidebar): rendered on request. */
  app?: string;
  /** The page's anchors at its last render: what links to it are checked against. */
  ids: Set<string>;
}

/** The whole site in memory, as `docgen dev` serves it; replaced as a whole after each good save. */
export interface DevSite {
  config: SiteConfig;
  theme: Theme;
  client: ClientBundle;
  contents: Map<string, LocaleContent>;
  configLinks: LinkCheck[];
  /** In plan order. */
  routes: RouteState[];
  byPath: Map<string, RouteState>;
  /** Output file (`fr/docs/x.html`) -> its route; the HTML is put together on request. */
  pages: Map<string, RouteState>;
  /** Every other file of the site: client code, page data modules, sitemap, search index... */
  files: Map<string, OutputFile>;
  bootData: Map<Route, BootData>;
  /** Paths of the page data modules, replaced on each save. */
  moduleFiles: string[];
  /** The search index is rebuilt when first asked for after a change, not on every save. */
  searchStale: boolean;
  documents: Map<RouteState, string>;
}

const withModules = (site: Omit<DevSite, 'bootData' | 'moduleFiles' | 'pages' | 'byPath' | 'documents'>): DevSite => {
  const modules = buildPageModules(site.config, site.routes.map((s) => s.route));
  const files = new Map(site.files);
  for (const file of modules.files) files.set(file.path, file);
  const pages = new Map<string, RouteState>();
  for (const state of site.routes) for (const file of state.route.outputFiles) pages.set(file, state);
  return {
    ...site,
    files,
    pages,
    byPath: new Map(site.routes.map((s) => [s.route.path, s])),
    bootData: modules.bootData,
    moduleFiles: modules.files.map((f) => f.path),
    documents: new Map(),
  };
};

/** The dev site of a full build (start, config or template change). */
export function devSiteOf(generated: GeneratedSite): DevSite {
  const { config, stages } = generated;
  const routes = stages.rendered.map((r) => ({ route: r.route, app: r.app, ids: idsInHtml(r.app) }));
  const pageFiles = new Set(generated.routes.flatMap((r) => r.outputFiles));
  const files = new Map(generated.files.filter((f) => !pageFiles.has(f.path)).map((f) => [f.path, f]));
  return withModules({ config, theme: stages.theme, client: stages.client, contents: stages.contents, configLinks: stages.configLinks, routes, files, searchStale: generated.searchDeferred });
}

/** The next dev site after a content change: new routes over the files of the previous one. */
export function nextDevSite(previous: DevSite, update: { contents: Map<string, LocaleContent>; configLinks: LinkCheck[]; routes: RouteState[] }): DevSite {
  const files = new Map(previous.files);
  for (const file of previous.moduleFiles) files.delete(file);
  for (const file of files.keys()) if (file.startsWith(`${SEARCH_DIR}/`)) files.delete(file);
  for (const { route } of update.routes) for (const asset of route.assets) files.set(asset.to, { path: asset.to, copyFrom: asset.from });
  // The pages' Markdown versions follow the routes (a doc's may be gone, or new).
  for (const file of routeMarkdownFiles(previous.routes.map((s) => s.route))) files.delete(file.path);
  const routes = update.routes.map((s) => s.route);
  for (const file of routeMarkdownFiles(routes)) files.set(file.path, file);
  // The site-wide files as a build makes them (a feed or llms-full.txt holds the pages' text, the sitemap their addresses): made again on every change.
  const { config, theme } = previous;
  for (const file of siteWideFiles(config, { pages: routes, feedPosts: feedPostsOf(routes), llms: routeLlms(config, update.contents, theme, routes) })) files.set(file.path, file);
  return withModules({ ...previous, ...update, files, searchStale: true });
}

/** The dev site with a new stylesheet of the site's (a customCss file changed): every page links it from now on. */
export function withNewCss(site: DevSite, css: SiteCss): DevSite {
  const old = site.client.siteCss;
  const gone = new Set(old?.files.map((f) => f.path));
  const files = new Map([...site.files].filter(([file]) => !gone.has(file)));
  for (const file of css.files) files.set(file.path, file);
  const client = { ...site.client, files: site.client.files.filter((f) => !gone.has(f.path)), stylesheets: site.client.stylesheets.filter((href) => href !== old?.href) };
  return { ...site, files, client: withSiteCss(client, css), documents: new Map() };
}

/** Renders a route whose shared data changed, the first time it is asked for. */
export function renderState(site: DevSite, state: RouteState): string {
  if (state.app === undefined) {
    state.app = renderApp(site.config, state.route, site.theme);
    state.ids = idsInHtml(state.app);
  }
  return state.app;
}

/** The page as a browser gets it: the document around the markup, with the current boot data. */
export function documentOf(site: DevSite, state: RouteState): string {
  let html = site.documents.get(state);
  if (html === undefined) {
    html = renderDocument(site.config, state.route, renderState(site, state), site.client, site.bootData.get(state.route));
    site.documents.set(state, html);
  }
  return html;
}

/** The search index of the current routes, made when first requested after a change. */
export function ensureSearchFiles(site: DevSite): void {
  if (!site.searchStale) return;
  for (const file of searchOutputFiles(site.config, site.routes.map((s) => s.route))) site.files.set(file.path, file);
  site.searchStale = false;
}
