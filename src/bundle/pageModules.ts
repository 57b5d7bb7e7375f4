import { createHash } from 'node:crypto';
import type { SiteConfig } from '../config/resolve.js';
import { localeBase } from '../content/paths.js';
import type { Route } from '../routes/plan.js';
import { shardOf } from '../shared/manifestShard.js';
import type { BootData } from '../shared/boot.js';
import type { PageData, SidebarNode, SiteData } from '../../templates/types.js';
import type { OutputFile } from '../write/writeOutput.js';

/** Routes per manifest shard: a navigation downloads one shard, whatever the size of the site. */
const ROUTES_PER_SHARD = 500;
/** Above this many sidebar entries, closed top-level categories ship their items as separate modules. */
const LAZY_SIDEBAR_NODES = 150;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** `export default {...}` with a content-hashed name: the module the client router imports for a page. */
function dataModule(dir: string, name: string, data: unknown): OutputFile {
  const text = `export default ${JSON.stringify(data)}`;
  return { path: `assets/${dir}/${name}.${hashOf(text)}.js`, contents: text };
}

const countNodes = (items: SidebarNode[]): number => items.reduce((n, node) => n + 1 + (node.type === 'category' ? countNodes(node.items) : 0), 0);

function holdsDoc(node: SidebarNode, docId: string): boolean {
  if (node.type === 'doc') return node.id === docId;
  return node.type === 'category' && (node.docId === docId || node.items.some((n) => holdsDoc(n, docId)));
}

/**
 * The locale's data as the client gets it. On a large site each closed top-level category keeps
 * only its header: its items become a module loaded when it opens, or shipped with the pages
 * inside it (`branchesFor`), so the first visit does not grow with the number of pages.
 */
function splitSidebars(site: SiteData) {
  const modules: OutputFile[] = [];
  const lazy: { url: string; node: Extract<SidebarNode, { type: 'category' }> }[] = [];
  const sidebars: SiteData['sidebars'] = {};
  for (const [id, items] of Object.entries(site.sidebars)) {
    if (countNodes(items) <= LAZY_SIDEBAR_NODES) {
      sidebars[id] = items;
      continue;
    }
    sidebars[id] = items.map((node) => {
      if (node.type !== 'category' || !node.collapsed) return node;
      const module = dataModule('data', `sidebar.${site.locale}`, node.items);
      modules.push(module);
      const url = `${site.baseUrl}${module.path}`;
      lazy.push({ url, node });
      return { ...node, items: [], lazyItems: url };
    });
  }
  const branchesFor = (docId: string | undefined) => {
    const found = docId ? lazy.filter((l) => holdsDoc(l.node, docId)) : [];
    return found.length ? Object.fromEntries(found.map((l) => [l.url, l.node.items])) : undefined;
  };
  return { site: { ...site, sidebars }, modules, branchesFor };
}

/**
 * Modules already made, by the objects they were made from: `docgen dev` calls this after every
 * save with the same site data and mostly the same routes, and only what changed is serialised.
 */
const splitFor = new WeakMap<SiteData, ReturnType<typeof splitSidebars> & { siteModule: OutputFile }>();
const pageModuleFor = new WeakMap<Route, { split: object; module: OutputFile; boot: PageData }>();

export interface PageModules {
  files: OutputFile[];
  /** The inline boot data of each route, by route path. */
  bootData: Map<Route, BootData>;
}

/**
 * The data side of the client: one module per page (what a client navigation downloads), one per
 * locale for what all its pages share (navbar, sidebars, footer), and the locale's route manifest
 * in shards (route -> page module, title).
 */
export function buildPageModules(config: SiteConfig, routes: Route[]): PageModules {
  const files: OutputFile[] = [];
  const bootData = new Map<Route, BootData>();
  const url = (file: OutputFile) => `${config.baseUrl}${file.path}`;
  for (const locale of config.locales) {
    const localeRoutes = routes.filter((r) => r.locale === locale);
    const site: SiteData | undefined = localeRoutes[0]?.site;
    if (!site) continue;
    let split = splitFor.get(site);
    if (!split) {
      const made = splitSidebars(site);
      splitFor.set(site, (split = { ...made, siteModule: dataModule('data', `site.${locale}`, made.site) }));
    }
    const { siteModule } = split;
    files.push(siteModule, ...split.modules);
    const shardCount = Math.max(1, Math.ceil(localeRoutes.length / ROUTES_PER_SHARD));
    const shards: Record<string, [string, string]>[] = Array.from({ length: shardCount }, () => ({}));
    const withBranches = (route: Route) => {
      const sidebarBranches = split.branchesFor(route.page.doc?.id);
      return sidebarBranches ? { ...route.page, sidebarBranches } : route.page;
    };
    for (const route of localeRoutes) {
      let made = pageModuleFor.get(route);
      if (made?.split !== split) {
        const page = withBranches(route);
        // The HTML already holds the page content: the inline boot data leaves it out.
        const boot = { ...page, doc: route.page.doc && { ...route.page.doc, html: '' }, home: route.page.home && { ...route.page.home, html: '' } };
        pageModuleFor.set(route, (made = { split, module: dataModule('pages', route.kind, page), boot }));
      }
      const { module } = made;
      files.push(module);
      if (route.kind !== 'notFound') shards[shardOf(route.path, shardCount)]![route.path] = [url(module), route.page.title];
    }
    const shardFiles = shards.map((shard, i) => {
      const text = JSON.stringify(shard);
      return { path: `assets/data/routes.${locale}.${i}.${hashOf(text)}.json`, contents: text };
    });
    files.push(...shardFiles);
    const base = localeBase(config, locale);
    const otherLocaleBases = config.locales.filter((l) => l !== locale).map((l) => localeBase(config, l));
    const manifest = shardFiles.map(url);
    for (const route of localeRoutes) {
      bootData.set(route, { siteModule: url(siteModule), page: pageModuleFor.get(route)!.boot, manifest, localeBase: base, otherLocaleBases, trailingSlash: config.trailingSlash, siteUrl: config.url });
    }
  }
  return { files, bootData };
}
