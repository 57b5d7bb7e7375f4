import type { SiteConfig } from '../config/resolve.js';
import type { Route } from '../routes/plan.js';
import type { TextFile } from '../write/writeOutput.js';
import { extractRecords } from './records.js';
import type { SearchRecord } from '../../templates/search/types.js';
import { buildLocalIndex } from './localIndex.js';
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
  return searchOutputFromRecords(config, (locale) => extractRecords(routes.filter((r) => r.locale === locale)).get(locale) ?? []);
}

/** The same from records already extracted (by the build workers), asked for one locale at a time. */
export function searchOutputFromRecords(config: SiteConfig, recordsOf: (locale: string) => SearchRecord[]): TextFile[] {
  const indexName = searchIndexName(config);
  const files: TextFile[] = [];
  for (const locale of config.locales) {
    const index = buildLocalIndex(recordsOf(locale), { locale, indexName });
    for (const file of index.files) files.push({ path: `${SEARCH_DIR}/${file.path}`, contents: file.contents });
    files.push({ path: manifestFile(locale), contents: JSON.stringify(index.manifest) });
  }
  return files;
}
