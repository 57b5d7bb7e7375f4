/**
 * Reading an Algolia search request (`POST /1/indexes/*\/queries`): the parameters come as
 * properties of each request (algoliasearch v5) or URL-encoded in `params` (v4 clients); both are
 * accepted. A request that does not make sense is a `SearchRequestError` (a 4xx answer, never a crash).
 */
import { INDEX_SETTINGS, SEARCHABLE_PATHS } from './settings.js';

export class SearchRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SearchRequestError';
  }
}

export interface SearchParams {
  indexName: string;
  query: string;
  page: number;
  hitsPerPage: number;
  /** null: every attribute. */
  attributesToRetrieve: string[] | null;
  attributesToHighlight: string[];
  attributesToSnippet: { path: string; words: number }[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  /** AND of ORs of `attribute:value` (a leading `-` on the value negates). */
  facetFilters: string[][];
  /** Hits kept per `url` (0: no deduplication). */
  distinct: number;
  typoTolerance: boolean;
  clickAnalytics: boolean;
  /** The parameters echoed back, URL-encoded, as Algolia does. */
  params: string;
}

const MAX_QUERY_LENGTH = 512;
/** Algolia's own bound on `hitsPerPage`. */
export const MAX_HITS_PER_PAGE = 1000;
/** Requests in one multi-query call (DocSearch sends one; InstantSearch one per refined facet). */
export const MAX_REQUESTS = 50;
/**
 * `hitsPerPage` summed over a call's requests: each hit costs a record read, highlighted and
 * serialized, and 50 requests of 1000 hits made a 64 MB answer of a 3.5 KB call. One request
 * may still take Algolia's 1000, or 50 requests DocSearch's 20 each.
 */
export const MAX_HITS_PER_CALL = 1000;
/** The highlight and snippet tags are copied into the answer at every match: `<mark>` needs 6. */
export const MAX_TAG_LENGTH = 64;
/** Lists of attributes: each name is looked up in every hit. A record has 15 attributes. */
export const MAX_ATTRIBUTES = 64;
/**
 * JSON nesting of a body or of a value in `params`: the deepest a search request has is 4
 * (`requests[0].facetFilters[0][0]`). Deeper values are refused before anything recurses into
 * them (echoing one back overflowed the stack).
 */
export const MAX_NESTING = 8;

/** Throws a 400 when `value` nests objects or arrays deeper than MAX_NESTING (walked without recursion). */
export function checkNesting(value: unknown, what: string): void {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_NESTING) throw new SearchRequestError(400, `${what} nests objects or lists deeper than ${MAX_NESTING} levels`);
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
}

/** A value from a `params` string: JSON when it parses as JSON (arrays, numbers, booleans), else the text. */
function decodeValue(text: string): unknown {
  if (/^[[{\d"-]|^(true|false|null)$/.test(text)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return text; // not JSON: a plain string
    }
    checkNesting(value, 'a value in params');
    return value;
  }
  return text;
}

function listOf(value: unknown, name: string): string[] {
  const list = typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : value;
  if (!Array.isArray(list) || !list.every((v) => typeof v === 'string')) throw new SearchRequestError(400, `${name} must be a list of strings`);
  const names = [...new Set(list)];
  if (names.length > MAX_ATTRIBUTES) throw new SearchRequestError(400, `${name} must name at most ${MAX_ATTRIBUTES} attributes`);
  return names;
}

function intOf(value: unknown, name: string, min: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) throw new SearchRequestError(400, `${name} must be an integer between ${min} and ${max}`);
  return n;
}

function stringOf(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new SearchRequestError(400, `${name} must be a string`);
  return value;
}

function tagOf(value: unknown, name: string): string {
  const tag = stringOf(value, name);
  if (tag.length > MAX_TAG_LENGTH) throw new SearchRequestError(400, `${name} must be at most ${MAX_TAG_LENGTH} characters`);
  return tag;
}

function facetFiltersOf(value: unknown): string[][] {
  const filters = typeof value === 'string' ? decodeValue(value) : value;
  const list = typeof filters === 'string' ? [filters] : filters;
  if (!Array.isArray(list)) throw new SearchRequestError(400, 'facetFilters must be a string or a list');
  return list.map((item) => {
    const group = typeof item === 'string' ? [item] : item;
    if (!Array.isArray(group) || !group.every((f) => typeof f === 'string' && f.includes(':'))) {
      throw new SearchRequestError(400, 'facetFilters must hold "attribute:value" strings or lists of them');
    }
    return group as string[];
  });
}

/** Expands `hierarchy` to its levels; keeps other names. */
const expandPaths = (names: string[]) => names.flatMap((n) => (n === '*' ? SEARCHABLE_PATHS : SEARCHABLE_PATHS.some((p) => p.startsWith(`${n}.`)) ? SEARCHABLE_PATHS.filter((p) => p.startsWith(`${n}.`)) : [n]));

/** One request of a multi-query body, validated, with the index's defaults filled in. */
export function parseSearchRequest(input: unknown): SearchParams {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new SearchRequestError(400, 'each request must be an object');
  const raw: Record<string, unknown> = {};
  const { params, ...direct } = input as Record<string, unknown>;
  if (params !== undefined) {
    if (typeof params !== 'string') throw new SearchRequestError(400, 'params must be a URL-encoded string');
    for (const [key, value] of new URLSearchParams(params)) raw[key] = decodeValue(value);
  }
  Object.assign(raw, direct);
  if (raw.indexName === undefined || raw.indexName === '') throw new SearchRequestError(400, 'indexName is missing');
  // Silently ignoring a filter would return hits the caller asked to leave out.
  if (raw.filters !== undefined && raw.filters !== '') throw new SearchRequestError(400, 'filters is not supported by the local search: use facetFilters');
  const indexName = stringOf(raw.indexName, 'indexName');
  const query = raw.query === undefined ? '' : stringOf(raw.query, 'query');
  if (query.length > MAX_QUERY_LENGTH) throw new SearchRequestError(400, `query must be at most ${MAX_QUERY_LENGTH} characters`);
  const snippet = raw.attributesToSnippet === undefined ? [...INDEX_SETTINGS.attributesToSnippet] : listOf(raw.attributesToSnippet, 'attributesToSnippet');
  const distinct = raw.distinct === undefined ? INDEX_SETTINGS.distinct : raw.distinct;
  const echo = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) if (key !== 'indexName') echo.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return {
    indexName,
    query,
    page: raw.page === undefined ? 0 : intOf(raw.page, 'page', 0, INDEX_SETTINGS.paginationLimitedTo),
    hitsPerPage: raw.hitsPerPage === undefined ? INDEX_SETTINGS.hitsPerPage : intOf(raw.hitsPerPage, 'hitsPerPage', 0, MAX_HITS_PER_PAGE),
    attributesToRetrieve: raw.attributesToRetrieve === undefined ? null : listOf(raw.attributesToRetrieve, 'attributesToRetrieve'),
    attributesToHighlight: [...new Set(expandPaths(raw.attributesToHighlight === undefined ? ['*'] : listOf(raw.attributesToHighlight, 'attributesToHighlight')))],
    attributesToSnippet: snippet.flatMap((spec) => {
      const [name, words] = spec.split(':');
      const count = words === undefined ? 10 : intOf(words, 'attributesToSnippet word count', 1, 100);
      return expandPaths([name!]).map((path) => ({ path, words: count }));
    }),
    highlightPreTag: raw.highlightPreTag === undefined ? INDEX_SETTINGS.highlightPreTag : tagOf(raw.highlightPreTag, 'highlightPreTag'),
    highlightPostTag: raw.highlightPostTag === undefined ? INDEX_SETTINGS.highlightPostTag : tagOf(raw.highlightPostTag, 'highlightPostTag'),
    snippetEllipsisText: raw.snippetEllipsisText === undefined ? '' : tagOf(raw.snippetEllipsisText, 'snippetEllipsisText'),
    facetFilters: raw.facetFilters === undefined ? [] : facetFiltersOf(raw.facetFilters),
    distinct: distinct === true ? 1 : distinct === false ? 0 : intOf(distinct, 'distinct', 0, 4),
    typoTolerance: raw.typoTolerance === undefined ? true : raw.typoTolerance !== false && raw.typoTolerance !== 'false',
    clickAnalytics: raw.clickAnalytics === true || raw.clickAnalytics === 'true',
    params: echo.toString(),
  };
}

/** The `requests` of a multi-query body, within the bounds of a call. */
export function parseQueriesBody(body: unknown): SearchParams[] {
  const requests = (body as { requests?: unknown } | null)?.requests;
  if (!Array.isArray(requests) || !requests.length) throw new SearchRequestError(400, 'the body must have a non-empty "requests" list');
  if (requests.length > MAX_REQUESTS) throw new SearchRequestError(400, `at most ${MAX_REQUESTS} requests per call`);
  const parsed = requests.map(parseSearchRequest);
  const hits = parsed.reduce((sum, p) => sum + p.hitsPerPage, 0);
  if (hits > MAX_HITS_PER_CALL) throw new SearchRequestError(400, `the requests of a call ask for ${hits} hits in all (hitsPerPage summed): at most ${MAX_HITS_PER_CALL}`);
  return parsed;
}
