import type { SiteConfig } from '../config/resolve.js';
import type { Route } from '../routes/route.js';
import type { TextFile } from '../write/writeOutput.js';
import { extractRecords } from './records.js';
import type { SearchRecord } from '../shared/search/types.js';
import { buildLocalIndex, type LocalIndexFiles } from './localIndex.js';
import { searchIndexName } from './settings.js';

/**
 * Search output lives in `search-index/` (not `search/`: `<base>search` is the search page, and a
 * folder of the same name makes static hosts redirect it to `search/`).
 */
export const SEARCH_DIR = 'search-index';

export const manifestFile = (locale: string) => `${SEARCH_DIR}/${locale}.json`;

/**
 * The search files of the site, per locale: the local index, which holds the records (the browser
 * and `docgen serve` answer queries from it, `docgen index` pushes its records to Algolia). One
 * locale at a time, so a large site never holds every locale's records at once.
 */
export function searchOutputFiles(config: SiteConfig, routes: Route[]): TextFile[] {
  return config.locales.flatMap((locale) => localeSearchFiles(config, locale, extractRecords(routes.filter((r) => r.locale === locale)).get(locale) ?? []));
}

/** The search files of one locale: its local index's parts and manifest. */
export function localeSearchFiles(config: SiteConfig, locale: string, records: SearchRecord[]): TextFile[] {
  return indexOutputFiles(locale, buildLocalIndex(records, { locale, indexName: searchIndexName(config) }));
}

/** Where a locale's local index goes in the output (a part's text is still made only when read, see LocalIndexFiles). */
export function indexOutputFiles(locale: string, index: LocalIndexFiles): TextFile[] {
  const parts = index.files.map((file) => ({
    path: `${SEARCH_DIR}/${file.path}`,
    get contents() {
      return file.contents;
    },
  }));
  return [...parts, { path: manifestFile(locale), contents: JSON.stringify(index.manifest) }];
}
