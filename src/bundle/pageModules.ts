import { hash } from 'node:crypto';
import type { SiteConfig } from '../config/resolve.js';
import { localeBase } from '../content/paths.js';
import type { Route } from '../routes/route.js';
import { shardOf } from '../shared/manifestShard.js';
import type { BootData } from '../shared/boot.js';
import type { BlogPageData, SidebarNode, SiteData } from '../../templates/types.js';
import type { OutputFile, TextFile } from '../write/writeOutput.js';

/** Routes per manifest shard: a navigation downloads one shard, whatever the size of the site. */
const ROUTES_PER_SHARD = 500;
/** Above this many sidebar entries, closed categories ship their items as separate modules. */
const LAZY_SIDEBAR_NODES = 150;

const hashOf = (text: string) => hash('sha256', text).slice(0, 10);

/** A module of the client's data, named for its contents. */
const moduleFile = (dir: string, name: string, text: string): TextFile => ({ path: `assets/${dir}/${name}.${hashOf(text)}.js`, contents: text });

/** `export default {...}` with a content-hashed name: the module the client router imports for a page. */
const dataModule = (dir: string, name: string, data: unknown): TextFile => moduleFile(dir, name, `export default ${JSON.stringify(data)}`);

/**
 * `text` as a template literal: `\`, `` ` `` and the `$` of `${` escaped (a replacement string, not a
 * callback: shell snippets have many); a carriage return (read as a line feed) and lone
 * surrogates, which are rare, only when there are any.
 */
function templateLiteral(text: string): string {
  let out = text.replace(/[\\`]|\$(?=\{)/g, '\\$&');
  if (/[\r\ud800-\udfff]/.test(out)) {
    out = out.replace(/\r|[\ud800-\udbff](?![\udc00-\udfff])|[\udc00-\udfff](?<![\ud800-\udbff][\udc00-\udfff])/g, (m) => (m === '\r' ? '\\r' : `\\u${m.charCodeAt(0).toString(16)}`));
  }
  return `\`${out}\``;
}

/**
 * A page's module: its data, with the page's HTML (`html`: where it goes and what it is) as a
 * template literal rather than a JSON string. JSON.stringify escapes each quote of the markup at
 * ~5 ns a character (60 us of a 12 KB page, a few percent of making it); the literal needs a few
 * characters escaped, and the module is smaller by a backslash per quote.
 */
function pageDataModule(name: string, json: string, html?: [at: 'doc' | 'home' | 'standalone' | 'blog.post', text: string]): TextFile {
  if (!html) return moduleFile('pages', name, `export default ${json}`);
  return moduleFile('pages', name, `const page = ${json};\npage.${html[0]}.html = ${templateLiteral(html[1])};\nexport default page;`);
}

const countNodes = (items: SidebarNode[]): number => items.reduce((n, node) => n + 1 + (node.type === 'category' ? countNodes(node.items) : 0), 0);

/**
 * The locale's data as the client gets it. On a large site each closed category, at any depth,
 * keeps only its header: its items (closed sub-categories again as headers) become a module
 * loaded when it opens, or shipped with the pages inside it (`branchesFor`: the items of each
 * closed category leading to the page, all the page renders open). Neither the first visit nor a
 * page grows with the number of pages.
 */
function splitSidebars(site: SiteData) {
  const modules: TextFile[] = [];
  /** Doc id -> the closed categories leading to it, as [module url, items] (filled in once their items are split). */
  const branches = new Map<string, Set<[string, SidebarNode[]]>>();
  const reach = (docId: string | undefined, above: [string, SidebarNode[]][]) => {
    if (docId === undefined || !above.length) return;
    const set = branches.get(docId) ?? new Set();
    above.forEach((branch) => set.add(branch));
    branches.set(docId, set);
  };
  const split = (items: SidebarNode[], above: [string, SidebarNode[]][]): SidebarNode[] =>
    items.map((node) => {
      if (node.type === 'doc') reach(node.id, above);
      if (node.type !== 'category') return node;
      if (!node.collapsed) {
        reach(node.docId, above);
        return { ...node, items: split(node.items, above) };
      }
      const own: [string, SidebarNode[]] = ['', []];
      const inside = [...above, own];
      reach(node.docId, inside);
      own[1] = split(node.items, inside);
      // The module's name hashes its items, so it is known only now.
      const module = dataModule('data', `sidebar.${site.locale}`, own[1]);
      modules.push(module);
      own[0] = `${site.baseUrl}${module.path}`;
      return { ...node, items: [], lazyItems: own[0] };
    });
  const sidebars: SiteData['sidebars'] = {};
  for (const [id, items] of Object.entries(site.sidebars)) sidebars[id] = countNodes(items) <= LAZY_SIDEBAR_NODES ? items : split(items, []);
  const branchesFor = (docId: string | undefined) => {
    const found = docId === undefined ? undefined : branches.get(docId);
    return found && Object.fromEntries(found);
  };
  return { site: { ...site, sidebars }, modules, branchesFor };
}

/** What the client gets of one locale, shared by its pages: made once per locale and thread. */
export interface LocaleModules {
  /** The locale's data module (navbar, footer, sidebars with closed categories as headers) and the lazy sidebar modules. */
  files: TextFile[];
  /** The site data as the client has it before a page fills in its sidebar branches. */
  site: SiteData;
  branchesFor(docId: string | undefined): Record<string, SidebarNode[]> | undefined;
  /** The URLs of the route manifest shards: fixed names (see `manifestShards`). */
  manifest: string[];
  boot: Omit<BootData, 'page'>;
  /** `boot` as JSON text. */
  bootJson: string;
}

/** Routes of a locale -> how many manifest shards it has. */
export const shardCountOf = (routes: number) => Math.max(1, Math.ceil(routes / ROUTES_PER_SHARD));

/**
 * The route manifest's shards have fixed names outside `assets/` (so they are revalidated, not
 * cached for good): a page's boot data names them, and the HTML of a page stays the same when
 * another page changes. Each shard maps its routes to their content-hashed page modules.
 */
const shardFile = (locale: string, n: number) => `route-index/${locale}.${n}.json`;

/**
 * Modules already made, by the objects they were made from: `docgen dev` calls this after every
 * save with the same site data and mostly the same routes, and only what changed is serialised.
 */
const localeModulesFor = new WeakMap<SiteData, Map<number, LocaleModules>>();
const pageModuleFor = new WeakMap<Route, { locale: LocaleModules; module: PageModule }>();

/** The client side of a locale whose site data is `site` and which has `routeCount` routes. */
export function localeModules(config: SiteConfig, site: SiteData, routeCount: number): LocaleModules {
  const shards = shardCountOf(routeCount);
  const known = localeModulesFor.get(site)?.get(shards);
  if (known) return known;
  const split = splitSidebars(site);
  const siteModule = dataModule('data', `site.${site.locale}`, split.site);
  const manifest = Array.from({ length: shards }, (_, n) => `${config.baseUrl}${shardFile(site.locale, n)}`);
  const boot = {
    siteModule: `${config.baseUrl}${siteModule.path}`,
    manifest,
    localeBase: localeBase(config, site.locale),
    otherLocaleBases: config.locales.filter((l) => l !== site.locale).map((l) => localeBase(config, l)),
    trailingSlash: config.trailingSlash,
    siteUrl: config.url,
  };
  const made: LocaleModules = { files: [siteModule, ...split.modules], site: split.site, branchesFor: split.branchesFor, manifest, boot, bootJson: JSON.stringify(boot) };
  localeModulesFor.set(site, (localeModulesFor.get(site) ?? new Map()).set(shards, made));
  return made;
}

/**
 * A blog page's data without the HTML its page shows already: a post's text, and a list's
 * excerpts (the browser reads them from the page, see templates/client.tsx). A list of ten posts
 * held each excerpt twice, in its markup and in its boot data.
 */
const withoutBlogHtml = (blog: BlogPageData): BlogPageData => ({
  ...blog,
  ...(blog.post && { post: { ...blog.post, html: '' } }),
  ...(blog.items && { items: blog.items.map((item) => ({ ...item, html: '' })) }),
});

/** A page's data module (what a client navigation imports) and its inline boot data (the same without the HTML content, already in the page). */
export interface PageModule {
  file: TextFile;
  url: string;
  boot: BootData;
  /** `boot` as JSON text (the page's data is serialized once, for both). */
  bootJson: string;
}

export function pageModule(config: SiteConfig, route: Route, locale: LocaleModules): PageModule {
  const made = pageModuleFor.get(route);
  if (made?.locale === locale) return made.module;
  const branches = locale.branchesFor(route.page.doc?.id);
  // The branches by their modules' names only: their items are shipped once, in those modules (see splitSidebars).
  const page = branches ? { ...route.page, sidebarBranches: Object.keys(branches) } : route.page;
  const bootPage = { ...page, doc: page.doc && { ...page.doc, html: '' }, home: page.home && { ...page.home, html: '' }, standalone: page.standalone && { ...page.standalone, html: '' }, blog: page.blog && withoutBlogHtml(page.blog) };
  const pageJson = JSON.stringify(bootPage);
  const withHtml = (['doc', 'home', 'standalone'] as const).find((at) => page[at]);
  const html: Parameters<typeof pageDataModule>[2] = withHtml ? [withHtml, page[withHtml]!.html] : page.blog?.post && ['blog.post', page.blog.post.html];
  // A blog list's module has its excerpts in its data (in several places): the page's data is serialized again, whole.
  const file = page.blog?.items ? pageDataModule(route.kind, JSON.stringify(page)) : pageDataModule(route.kind, pageJson, html);
  // The same text as JSON.stringify of `boot`: the page comes last.
  const bootJson = `${locale.bootJson.slice(0, -1)},"page":${pageJson}}`;
  const module = { file, url: `${config.baseUrl}${file.path}`, boot: { ...locale.boot, page: bootPage }, bootJson };
  pageModuleFor.set(route, { locale, module });
  return module;
}

/**
 * The site data a page is rendered with: the client's (closed categories as headers), with the
 * page's own sidebar branches filled in, as the browser has it when it hydrates the page.
 */
export function pageSite(locale: LocaleModules, docId: string | undefined): SiteData {
  const branches = locale.branchesFor(docId);
  if (!branches) return locale.site;
  const fill = (items: SidebarNode[]): SidebarNode[] =>
    items.map((node) => {
      if (node.type !== 'category') return node;
      const lazy = node.lazyItems !== undefined ? branches[node.lazyItems] : undefined;
      if (lazy) return { ...node, items: fill(lazy) };
      return node.items.length ? { ...node, items: fill(node.items) } : node;
    });
  return { ...locale.site, sidebars: Object.fromEntries(Object.entries(locale.site.sidebars).map(([id, items]) => [id, fill(items)])) };
}

/** A route in the manifest: its address, its page module and its title. */
export type ManifestEntry = [path: string, module: string, title: string];

/** The route manifest of a locale in shards (route -> [page module, title]), entries in site order; 404 pages are left out. */
export function manifestShards(locale: string, entries: ManifestEntry[], routeCount: number): TextFile[] {
  const shards: Record<string, [string, string]>[] = Array.from({ length: shardCountOf(routeCount) }, () => ({}));
  for (const [path, module, title] of entries) shards[shardOf(path, shards.length)]![path] = [module, title];
  return shards.map((shard, n) => ({ path: shardFile(locale, n), contents: JSON.stringify(shard) }));
}

export interface PageModules {
  files: OutputFile[];
  /** The inline boot data of each route. */
  bootData: Map<Route, BootData>;
}

/**
 * The data side of the client for routes held in memory (`docgen dev`): one module per page (what
 * a client navigation downloads), one per locale for what all its pages share (navbar, sidebars,
 * footer), and the locale's route manifest in shards (route -> page module, title).
 */
export function buildPageModules(config: SiteConfig, routes: Route[]): PageModules {
  const files: OutputFile[] = [];
  const bootData = new Map<Route, BootData>();
  for (const locale of config.locales) {
    const localeRoutes = routes.filter((r) => r.locale === locale);
    const site: SiteData | undefined = localeRoutes[0]?.site;
    if (!site) continue;
    const modules = localeModules(config, site, localeRoutes.length);
    files.push(...modules.files);
    const entries: ManifestEntry[] = [];
    for (const route of localeRoutes) {
      const module = pageModule(config, route, modules);
      files.push(module.file);
      bootData.set(route, module.boot);
      if (route.kind !== 'notFound') entries.push([route.path, module.url, route.page.title]);
    }
    files.push(...manifestShards(locale, entries, localeRoutes.length));
  }
  return { files, bootData };
}
