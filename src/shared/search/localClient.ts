/**
 * The embedded search tier: answers Algolia search calls in the browser from the site's local
 * index, loaded on the first query (or on `preload()`). Plugs into the real `algoliasearch` client
 * as its `requester`, or into DocSearch through `transformSearchClient`; either way the UI speaks
 * the same protocol as with Algolia or `docgen serve`. Browser-safe, no dependencies.
 */
import { answerQueries, type IndexSource, type SearchResult } from './answer.js';
import { LocaleIndex } from './indexReader.js';
import { handleSearchCall } from './protocol.js';
import { SearchRequestError } from './params.js';
import type { IndexFile, IndexManifest } from './types.js';

export interface LocalSearchClientOptions {
  /** The locale's manifest: `<baseUrl>search-index/<locale>.json` (relative URLs resolve against the page). */
  manifestUrl: string | URL;
  fetch?: typeof fetch;
}

/** algoliasearch v5's requester contract. */
export interface AlgoliaRequest {
  method: string;
  url: string;
  data?: string | Uint8Array;
}
export interface AlgoliaResponse {
  status: number;
  content: string;
  isTimedOut: boolean;
}

/** A search client's `search` as DocSearch calls it: `{ requests }` (v5) or a list of requests (v4). */
type SearchInput = { requests: unknown[] } | unknown[];

export interface LocalSearchClient {
  search(input: SearchInput): Promise<{ results: SearchResult[] }>;
  /** For `algoliasearch(appId, apiKey, { requester })`: any host, any credentials. */
  requester: { send(request: AlgoliaRequest): Promise<AlgoliaResponse> };
  /** For DocSearch's `transformSearchClient` prop: keeps the client, answers its searches locally. */
  transformSearchClient<T extends object>(client: T): T;
  /** Starts loading the index (e.g. when the search button is hovered). */
  preload(): Promise<void>;
}

/** The error DocSearch shows as "Unable to fetch results" (it checks the name, as for algoliasearch's). */
class RetryError extends Error {
  constructor(cause: unknown) {
    super('Unreachable hosts - the search index could not be loaded', { cause });
    this.name = 'RetryError';
  }
}

class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function createLocalSearchClient(options: LocalSearchClientOptions): LocalSearchClient {
  const fetchJson = options.fetch ?? globalThis.fetch.bind(globalThis);
  const manifestUrl = new URL(options.manifestUrl, globalThis.location?.href);
  const getJson = async <T>(url: URL): Promise<T> => {
    const response = await fetchJson(url.href);
    if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
    return (await response.json()) as T;
  };

  let loading: Promise<LocaleIndex> | undefined;
  const load = (): Promise<LocaleIndex> => {
    if (!loading) {
      loading = getJson<IndexManifest>(manifestUrl).then((manifest) => new LocaleIndex(manifest, (file) => getJson<IndexFile>(new URL(file, manifestUrl))));
      // A failed load (offline, say) is tried again by the next query.
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  const sourceOf = (index: LocaleIndex): IndexSource => (name) => (name === index.manifest.indexName ? [index] : undefined);

  const search = async (input: SearchInput) => {
    const requests = Array.isArray(input) ? input : input.requests;
    let source: IndexSource;
    try {
      source = sourceOf(await load());
    } catch (error) {
      throw new RetryError(error);
    }
    try {
      return await answerQueries(source, { requests });
    } catch (error) {
      if (error instanceof SearchRequestError) throw new ApiError(error.message, error.status);
      throw new RetryError(error);
    }
  };

  const requester = {
    async send(request: AlgoliaRequest): Promise<AlgoliaResponse> {
      try {
        const index = await load();
        const body = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data);
        const reply = await handleSearchCall(sourceOf(index), { method: request.method, path: new URL(request.url).pathname, body });
        return { status: reply.status, content: JSON.stringify(reply.body), isTimedOut: false };
      } catch {
        // Status 0 is what algoliasearch reads as an unreachable host: it retries, then reports a RetryError.
        return { status: 0, content: '', isTimedOut: false };
      }
    },
  };

  return {
    search,
    requester,
    transformSearchClient: <T extends object>(client: T): T => ({ ...client, search }) as T,
    preload: async () => {
      await load();
    },
  };
}
