import type { SearchSettings } from '../../types.js';

/** One Algolia search request, as the search page sends it. */
export interface SearchRequest {
  indexName: string;
  query: string;
  params?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface SearchHit {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
  _highlightResult?: { hierarchy?: Record<string, { value: string }>; content?: { value: string } };
  _snippetResult?: { content?: { value: string }; hierarchy?: Record<string, { value: string }> };
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

export type Search = (request: SearchRequest) => Promise<SearchResponse>;

/**
 * The search of the site, whatever the tier: the embedded index (no account), a self-hosted
 * Algolia-compatible host, or Algolia. Always the Algolia protocol. Loaded with the search UI only.
 */
export async function createSearch(settings: SearchSettings): Promise<Search> {
  if (settings.localIndex) {
    const { createLocalSearchClient } = await import('docgen/shared/search/localClient.js');
    const client = createLocalSearchClient({ manifestUrl: settings.localIndex });
    return async (request) => (await client.search({ requests: [request] })).results[0] as unknown as SearchResponse;
  }
  const [{ liteClient }, { hostsFor }] = await Promise.all([import('algoliasearch/lite'), import('docgen/shared/search/hosts.js')]);
  const client = liteClient(settings.appId!, settings.apiKey!, settings.host ? { hosts: hostsFor(settings.host) } : undefined);
  return async (request) => (await client.search({ requests: [request] as never })).results[0] as unknown as SearchResponse;
}

/** For DocSearch: the same tiers, as its `transformSearchClient`. */
export async function createTransformSearchClient(settings: SearchSettings): Promise<(<T extends object>(client: T) => T)> {
  if (settings.localIndex) {
    const { createLocalSearchClient } = await import('docgen/shared/search/localClient.js');
    return createLocalSearchClient({ manifestUrl: settings.localIndex }).transformSearchClient;
  }
  if (!settings.host) return (client) => client;
  const [{ liteClient }, { hostsFor }] = await Promise.all([import('algoliasearch/lite'), import('docgen/shared/search/hosts.js')]);
  const hosted = liteClient(settings.appId!, settings.apiKey!, { hosts: hostsFor(settings.host) });
  return (client) => ({ ...client, search: hosted.search.bind(hosted) });
}
