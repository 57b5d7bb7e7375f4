/**
 * Answers Algolia search requests from the local index, in Algolia's response shape: the code the
 * browser (embedded tier) and `docgen serve` (self-hosted tier) share. Browser-safe.
 */
import { createMatcher, highlight, snippet, type HighlightTags } from './highlight.js';
import type { LocaleIndex } from './indexReader.js';
import { parseQueriesBody, SearchRequestError, type SearchParams } from './params.js';
import { matchWord, rankRecords, recordOfKey, type RecordFilter } from './rank.js';
import { INDEX_SETTINGS } from './settings.js';
import { tokenize } from './tokenize.js';
import type { SearchRecord } from './types.js';

/** The local indexes (one per locale) served under an index name, or undefined for an unknown name. */
export type IndexSource = (indexName: string) => LocaleIndex[] | undefined;

export interface SearchHit extends Partial<SearchRecord> {
  objectID: string;
  _highlightResult?: Record<string, unknown>;
  _snippetResult?: Record<string, unknown>;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: { nbHits: boolean; typo: boolean };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryID?: string;
}

/** Algolia reads at most this many words of a query. */
const MAX_WORDS = 10;

/**
 * Facet filters: those on what every record of the locale shares (lang, language, version) are
 * decided once; the others (docusaurus_tag, type) become a table per (page tag, level).
 */
function facetFilter(index: LocaleIndex, tagNames: string[], groups: string[][]): { none: boolean; filter?: RecordFilter } {
  const constant: Record<string, string> = index.manifest.facets;
  const allowed = new Uint8Array(tagNames.length * 7).fill(1);
  let dynamic = false;
  for (const group of groups) {
    const tests = group.map((filter) => {
      const colon = filter.indexOf(':');
      const attribute = filter.slice(0, colon);
      let value = filter.slice(colon + 1);
      const negated = value.startsWith('-');
      if (negated) value = value.slice(1);
      if (attribute in constant) return negated !== (constant[attribute] === value);
      if (attribute === 'type') return (_tag: number, level: number) => negated !== ((level ? `lvl${level}` : 'content') === value);
      if (attribute === 'docusaurus_tag') return (tag: number) => negated !== (tagNames[tag] === value);
      return negated;
    });
    if (tests.some((t) => t === true)) continue;
    const perRecord = tests.filter((t): t is (tag: number, level: number) => boolean => typeof t === 'function');
    if (!perRecord.length) return { none: true };
    dynamic = true;
    for (let tag = 0; tag < tagNames.length; tag++) for (let level = 0; level < 7; level++) if (!perRecord.some((test) => test(tag, level))) allowed[tag * 7 + level] = 0;
  }
  return { none: false, filter: dynamic ? { allowed } : undefined };
}

/** Keeps the retrieved attributes of a record (`hierarchy.lvl0` style paths allowed). */
function retrieve(record: SearchRecord, attributes: string[] | null): SearchHit {
  if (!attributes || attributes.includes('*')) return { ...record };
  const hit: Record<string, unknown> = { objectID: record.objectID };
  for (const path of attributes) {
    const [head, sub] = path.split('.') as [keyof SearchRecord, string | undefined];
    if (!(head in record)) continue;
    if (sub === undefined) hit[head] = record[head];
    else if (head === 'hierarchy' || head === 'weight') {
      const target = ((hit[head] as Record<string, unknown>) ??= {});
      target[sub] = (record[head] as Record<string, unknown>)[sub];
    }
  }
  return hit as unknown as SearchHit;
}

const valueAt = (record: SearchRecord, path: string): unknown => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | null)?.[k], record);

function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]!] = value;
}

const randomId = () => Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** One search over the locales of an index name. */
export async function answerQuery(source: IndexSource, params: SearchParams): Promise<SearchResult> {
  const started = performance.now();
  const indexes = source(params.indexName);
  if (!indexes) throw new SearchRequestError(404, `Index ${params.indexName} does not exist`);
  const words = tokenize(params.query).slice(0, MAX_WORDS);
  const limit = Math.min((params.page + 1) * params.hitsPerPage, INDEX_SETTINGS.paginationLimitedTo);
  const tags: HighlightTags = { pre: params.highlightPreTag, post: params.highlightPostTag, ellipsis: params.snippetEllipsisText };

  const perLocale = await Promise.all(
    indexes.map(async (index) => {
      const table = await index.table();
      const filter = facetFilter(index, table.tagNames, params.facetFilters);
      if (filter.none) return { index, matcher: createMatcher(words, [], true), keys: [] as number[], nbHits: 0 };
      const expansions = await Promise.all(words.map((word, i) => index.expand(word, { prefix: i === words.length - 1, typoTolerance: params.typoTolerance })));
      const matches = await Promise.all(
        expansions.map(async (list) => matchWord(table.count, await Promise.all(list.map(async (expansion) => ({ expansion, matches: await index.postings(expansion.term, expansion.chunk) }))))),
      );
      const rank = (optional: boolean) => rankRecords(table, matches, { optional, distinct: params.distinct, limit, filter: filter.filter });
      let ranked = rank(false);
      // removeWordsIfNoResults: allOptional, as DocSearch's index sets it.
      if (!ranked.nbHits && words.length > 1) ranked = rank(true);
      return { index, matcher: createMatcher(words, expansions, true), ...ranked };
    }),
  );

  const merged = perLocale.flatMap((l) => l.keys.map((key) => ({ key, locale: l }))).sort((a, b) => b.key - a.key);
  const shown = merged.slice(params.page * params.hitsPerPage, limit);
  const hits = await Promise.all(
    shown.map(async ({ key, locale }) => {
      const record = await locale.index.record(recordOfKey(key));
      const { matcher } = locale;
      const hit = retrieve(record, params.attributesToRetrieve);
      const highlighted: Record<string, unknown> = {};
      for (const path of params.attributesToHighlight) {
        const value = valueAt(record, path);
        if (typeof value === 'string') setAt(highlighted, path, highlight(value, matcher, tags));
      }
      const snippets: Record<string, unknown> = {};
      for (const { path, words: size } of params.attributesToSnippet) {
        const value = valueAt(record, path);
        if (typeof value === 'string') setAt(snippets, path, snippet(value, size, matcher, tags));
      }
      if (params.attributesToHighlight.length) hit._highlightResult = highlighted;
      if (params.attributesToSnippet.length) hit._snippetResult = snippets;
      return hit;
    }),
  );
  const nbHits = perLocale.reduce((sum, l) => sum + l.nbHits, 0);
  const reachable = Math.min(nbHits, INDEX_SETTINGS.paginationLimitedTo);
  return {
    hits,
    nbHits,
    page: params.page,
    nbPages: params.hitsPerPage ? Math.ceil(reachable / params.hitsPerPage) : 0,
    hitsPerPage: params.hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, typo: true },
    query: params.query,
    params: params.params,
    index: params.indexName,
    processingTimeMS: Math.round(performance.now() - started),
    ...(params.clickAnalytics ? { queryID: randomId() } : {}),
  };
}

/**
 * The answer to a `POST /1/indexes/*\/queries` body: `{ results }`, one per request, answered in
 * turn. Throws SearchRequestError on a bad body. `pause`, awaited between two requests, lets a
 * server answer its other clients meanwhile: a search reads index parts already loaded through
 * promises already settled, so a call of 50 requests would otherwise hold the thread throughout.
 */
export async function answerQueries(source: IndexSource, body: unknown, pause?: () => Promise<void>): Promise<{ results: SearchResult[] }> {
  const requests = parseQueriesBody(body);
  const results: SearchResult[] = [];
  for (const params of requests) {
    if (pause && results.length) await pause();
    results.push(await answerQuery(source, params));
  }
  return { results };
}
