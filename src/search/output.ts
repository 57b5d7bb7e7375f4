import type { SiteConfig } from '../config/resolve.js';
import type { Route } from '../routes/plan.js';
import type { TextFile } from '../write/writeOutput.js';
import { extractRecords, VERSION } from './records.js';
import { LEVELS, levelWeight, type SearchRecord } from '../../templates/search/types.js';
import { buildLocalIndex, packRecord, type LocalIndexBuilder, type LocalIndexFiles, type PackedRecord } from './localIndex.js';
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

/** Where a locale's local index goes in the output. */
export function indexOutputFiles(locale: string, index: LocalIndexFiles): TextFile[] {
  return [...index.files.map((file) => ({ path: `${SEARCH_DIR}/${file.path}`, contents: file.contents })), { path: manifestFile(locale), contents: JSON.stringify(index.manifest) }];
}

/**
 * The search records of one page as JSON text, packed: the page's address, locale and tag once,
 * then per record only its own fields (about half the text). A build carries every page's
 * records from its worker threads to the index in this form. Records that do not have the
 * shape of a page's records are kept whole.
 */
export function packRecords(records: SearchRecord[]): string {
  const first = records[0];
  if (!first) return '[]';
  const packed = records.map(packRecord);
  const page = [first.url_without_anchor, first.lang, first.docusaurus_tag] as const;
  return JSON.stringify(records.every((r, i) => isPackable(r, i, ...page)) ? { page, records: packed } : { records });
}

/** A record its packed form stands for exactly: every field it has besides its own is the page's, or follows from its type and position. */
function isPackable(r: SearchRecord, position: number, url: string, locale: string, tag: string): boolean {
  return (
    Object.keys(r).length === 12 &&
    r.url === (r.anchor ? `${url}#${r.anchor}` : url) &&
    r.url_without_anchor === url &&
    r.lang === locale &&
    r.language === locale &&
    r.docusaurus_tag === tag &&
    r.version === VERSION &&
    Object.keys(r.hierarchy).length === LEVELS.length &&
    Object.keys(r.weight).length === 3 &&
    r.weight.pageRank === 0 &&
    r.weight.level === levelWeight(r.type) &&
    r.weight.position === position
  );
}

type PackedPage = [] | { page: [url: string, locale: string, tag: string]; records: PackedRecord[] } | { records: SearchRecord[] };

/** Adds a page's packed records to a locale's index without making whole records of them. */
export function addPackedRecords(builder: LocalIndexBuilder, text: string): void {
  const data = JSON.parse(text) as PackedPage;
  if (Array.isArray(data)) return;
  if ('page' in data) builder.addPacked(data.page[0], data.page[2], data.records);
  else builder.add(data.records);
}
