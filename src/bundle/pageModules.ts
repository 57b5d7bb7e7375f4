import { createHash } from 'node:crypto';
import type { SiteConfig } from '../config/resolve.js';
import { localeBase } from '../content/paths.js';
import type { Route } from '../routes/plan.js';
import { shardOf } from '../shared/manifestShard.js';
import type { BootData } from '../shared/boot.js';
import type { SiteData } from '../../templates/types.js';
import type { OutputFile } from '../write/writeOutput.js';

/** Routes per manifest shard: a navigation downloads one shard, whatever the size of the site. */
const ROUTES_PER_SHARD = 500;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** `export default {...}` with a content-hashed name: the module the client router imports for a page. */
function dataModule(dir: string, name: string, data: unknown): OutputFile {
  const text = `export default ${JSON.stringify(data)}`;
  return { path: `assets/${dir}/${name}.${hashOf(text)}.js`, contents: text };
}

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
    const siteModule = dataModule('data', `site.${locale}`, site);
    files.push(siteModule);
    const shardCount = Math.max(1, Math.ceil(localeRoutes.length / ROUTES_PER_SHARD));
    const shards: Record<string, [string, string]>[] = Array.from({ length: shardCount }, () => ({}));
    const pageModule = new Map<Route, OutputFile>();
    for (const route of localeRoutes) {
      const module = dataModule('pages', route.kind, route.page);
      files.push(module);
      pageModule.set(route, module);
      if (route.kind !== 'notFound') shards[shardOf(route.path, shardCount)]![route.path] = [url(module), route.page.title];
    }
    const shardFiles = shards.map((shard, i) => {
      const text = JSON.stringify(shard);
      return { path: `assets/data/routes.${locale}.${i}.${hashOf(text)}.json`, contents: text };
    });
    files.push(...shardFiles);
    const base = localeBase(config, locale);
    const otherLocaleBases = config.locales.filter((l) => l !== locale).map((l) => localeBase(config, l));
    for (const route of localeRoutes) {
      // The HTML already holds the page content: the inline data leaves it out.
      const page = { ...route.page, doc: route.page.doc && { ...route.page.doc, html: '' }, home: route.page.home && { ...route.page.home, html: '' } };
      bootData.set(route, { siteModule: url(siteModule), page, manifest: shardFiles.map(url), localeBase: base, otherLocaleBases, trailingSlash: config.trailingSlash, siteUrl: config.url });
    }
  }
  return { files, bootData };
}
