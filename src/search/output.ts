import type { SiteConfig } from '../config/resolve.js';
import type { Route } from '../routes/plan.js';
import type { OutputFile } from '../write/writeOutput.js';
import type { SearchRecord } from '../../templates/search/types.js';
import { extractRecords } from './records.js';
import { buildLocalIndex } from './localIndex.js';
import { searchIndexName } from './settings.js';

/**
 * Search output lives in `search-index/` (not `search/`: `<base>search` is the search page, and a
 * folder of the same name makes static hosts redirect it to `search/`).
 */
export const SEARCH_DIR = 'search-index';

export const recordsFile = (locale: string) => `${SEARCH_DIR}/records.${locale}.json`;
export const manifestFile = (locale: string) => `${SEARCH_DIR}/${locale}.json`;

/** One record per line: readable, and diffs between builds show what changed. */
const serializeRecords = (records: SearchRecord[]) => `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;

/**
 * The search files of the site, per locale: the records (`docgen index` pushes them) and the
 * local index the browser and `docgen serve` answer queries from.
 */
export function searchOutputFiles(config: SiteConfig, routes: Route[]): OutputFile[] {
  const byLocale = extractRecords(routes);
  const indexName = searchIndexName(config);
  const files: OutputFile[] = [];
  for (const locale of config.locales) {
    const records = byLocale.get(locale) ?? [];
    files.push({ path: recordsFile(locale), contents: serializeRecords(records) });
    const index = buildLocalIndex(records, { locale, indexName });
    for (const file of index.files) files.push({ path: `${SEARCH_DIR}/${file.path}`, contents: file.contents });
    files.push({ path: manifestFile(locale), contents: JSON.stringify(index.manifest) });
  }
  return files;
}
