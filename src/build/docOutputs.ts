import type { SiteConfig } from '../config/resolve.js';
import type { LocaleContent } from '../content/load.js';
import { MarkdownCache } from '../markdown/compile.js';
import { planRoutes } from '../routes/plan.js';
import { renderApp } from '../render/renderRoutes.js';
import { buildSiteData } from '../render/siteData.js';
import type { Theme } from '../render/theme.js';
import { extractRecords } from '../search/records.js';
import type { DocOutput } from './docWorkers.js';
import { docsMapOf, localeCacheKey, type PageCache } from './pageCache.js';

/** Docs planned at once: their Markdown trees are dropped after each batch, so memory stays flat on large sites. */
const BATCH = 250;

/**
 * The doc pages `select` picks (by their position across locales), rendered, with their search
 * records, in site order: from the page cache when nothing they are made from changed, else
 * planned and rendered in batches (and put in the cache).
 */
export function makeDocOutputs(config: SiteConfig, contents: Map<string, LocaleContent>, theme: Theme, select: (index: number) => boolean, cache?: PageCache): DocOutput[] {
  const docsMap = cache ? docsMapOf([...contents.values()].flatMap((c) => c.docs)) : '';
  const found = new Map<number, DocOutput>();
  const keys = new Map<number, string>();
  let index = 0;
  for (const content of contents.values()) {
    const localeKey = cache ? localeCacheKey(config, theme.hash, JSON.stringify(buildSiteData(config, content, theme.stringsFor(content.locale))), docsMap) : '';
    for (const doc of content.docs) {
      const i = index++;
      if (!select(i) || !cache) continue;
      const key = cache.keyOf(localeKey, doc);
      const hit = cache.read(key);
      if (hit) found.set(i, hit);
      else keys.set(i, key);
    }
  }
  const todo = [...Array(index).keys()].filter((i) => select(i) && !found.has(i));
  for (let from = 0; from < todo.length; from += BATCH) {
    const batch = new Set(todo.slice(from, from + BATCH));
    const plan = planRoutes(config, contents, theme, new MarkdownCache(), { docs: (i) => batch.has(i), otherPages: false });
    const order = [...batch];
    plan.routes.forEach((route, n) => {
      const app = renderApp(config, route, theme);
      const records = extractRecords([route]).get(route.locale) ?? [];
      const { site: _site, parsed: _parsed, ...rest } = route;
      const output: DocOutput = { route: rest, app, records };
      const i = order[n]!;
      found.set(i, output);
      const key = keys.get(i);
      if (cache && key) cache.write(key, output);
    });
  }
  return [...found.keys()].sort((a, b) => a - b).map((i) => found.get(i)!);
}
