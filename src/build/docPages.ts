import type { SiteConfig } from '../config/resolve.js';
import type { LocaleContent } from '../content/load.js';
import { localeModules } from '../bundle/pageModules.js';
import { parseMarkdown } from '../markdown/pipeline.js';
import type { PageAssets } from '../render/document.js';
import { buildSiteData } from '../render/siteData.js';
import type { Theme } from '../render/theme.js';
import type { LinkCheck } from '../routes/linkTargets.js';
import { docPlanner, type Route } from '../routes/plan.js';
import { extractRecords } from '../search/records.js';
import { indexPage } from '../search/localIndex.js';
import type { TermCache } from '../search/postings.js';
import type { Staging, WrittenFile } from '../write/writeOutput.js';
import { docsMapOf, localeCacheKey, sha1, type CacheEntry, type PageCache } from './pageCache.js';
import { renderPageFiles } from './pageFiles.js';
import type { PreviousBuild } from './previousBuild.js';

/** Docs planned at once: their Markdown trees are dropped after each batch, so memory stays flat on large sites. */
const BATCH = 100;

/** What the rest of the build needs from a doc page once its files are written (and what the page cache keeps). */
export interface DocMeta {
  path: string;
  locale: string;
  title: string;
  alternates: Record<string, string>;
  outputFiles: string[];
  /** The page's data module: its file and URL. */
  module: [file: string, url: string];
  links: LinkCheck[];
  /** Files beside the Markdown that the page links to, copied into the output. */
  assets: Route['assets'];
  /** The page's anchors: what links to it are checked against. */
  ids: string[];
  /** The page's share of the search index (an IndexPage, or undefined when it has no records) as JSON text until the index is built: a 10,000-page site has 250,000 records. */
  search: string;
}

/** A doc page made by a thread: its position among the site's docs, its meta, its files in the staging folder and its cache entry. */
export interface DocPage {
  index: number;
  meta: DocMeta;
  files: WrittenFile[];
  cached?: CacheEntry;
}

export interface DocPagesInput {
  config: SiteConfig;
  contents: Map<string, LocaleContent>;
  theme: Theme;
  assets: PageAssets;
  /** Routes of each locale (docs and other pages): the number of route manifest shards. */
  routeCounts: Record<string, number>;
  staging: Staging;
  previous: PreviousBuild;
  cache: PageCache;
}

/**
 * Writes the doc pages `select` picks (by their position across locales) into the staging
 * folder and hands their metas to `done`, a batch at a time. A page whose cache entry matches
 * what it is made from, and whose files the previous build left intact, is linked from there;
 * any other is planned, rendered and written (and put in the cache).
 */
export function makeDocPages(input: DocPagesInput, select: (index: number) => boolean, done: (pages: DocPage[]) => void): void {
  const { config, contents, theme, assets, staging, previous, cache } = input;
  const docsMap = docsMapOf([...contents.values()].flatMap((c) => c.docs));
  const todo: { index: number; key: string }[] = [];
  const shells = new Map<string, { modules: ReturnType<typeof localeModules>; shellKey: string }>();
  let reused: DocPage[] = [];
  let index = 0;
  for (const content of contents.values()) {
    const site = buildSiteData(config, content, theme.stringsFor(content.locale));
    const modules = localeModules(config, site, input.routeCounts[content.locale]!);
    const localeKey = localeCacheKey(config, theme.hash, JSON.stringify(site), docsMap);
    const shellKey = JSON.stringify([assets, modules.boot]);
    shells.set(content.locale, { modules, shellKey });
    for (const doc of content.docs) {
      const i = index++;
      if (!select(i)) continue;
      const key = cache.keyOf(localeKey, doc);
      const found = cache.read(key);
      const files = found && reuseFiles(staging, previous, found.meta, key, shellKey);
      if (!found || !files) {
        todo.push({ index: i, key });
        continue;
      }
      reused.push({ index: i, meta: found.meta, files, cached: found.entry });
      if (reused.length === BATCH) {
        done(reused);
        reused = [];
      }
    }
  }
  if (reused.length) done(reused);

  // Each doc is parsed, rendered, written and dropped before the next: its Markdown tree never waits for others.
  const planDoc = docPlanner(config, contents, theme, { parse: (body, labels) => parseMarkdown(body, labels) });
  const terms: TermCache = new Map();
  for (let from = 0; from < todo.length; from += BATCH) {
    done(
      todo.slice(from, from + BATCH).map(({ index: i, key }): DocPage => {
        const route = planDoc(i);
        const { modules, shellKey } = shells.get(route.locale)!;
        const { ids, html, module } = renderPageFiles(config, route, theme, modules, assets);
        const htmlKey = sha1('html', key, shellKey);
        const files = [...route.outputFiles.map((file) => staging.write(file, html, htmlKey)), staging.write(module.file.path, module.file.contents, sha1('module', key))];
        const meta: DocMeta = {
          path: route.path,
          locale: route.locale,
          title: route.page.title,
          alternates: route.page.alternates,
          outputFiles: route.outputFiles,
          module: [module.file.path, module.url],
          links: route.links,
          assets: route.assets,
          ids: [...ids],
          search: JSON.stringify(indexPage(extractRecords([route]).get(route.locale) ?? [], terms) ?? null),
        };
        return { index: i, meta, files, cached: cache.write(key, meta) };
      }),
    );
  }
}

/** Links a cached page's files from the previous build, when all of them are there as it wrote them; else undefined. */
function reuseFiles(staging: Staging, previous: PreviousBuild, meta: DocMeta, key: string, shellKey: string): WrittenFile[] | undefined {
  const htmlKey = sha1('html', key, shellKey);
  return previous.reuseAll(staging, [...meta.outputFiles.map((file): [string, string] => [file, htmlKey]), [meta.module[0], sha1('module', key)]]);
}
