import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliasearch } from 'algoliasearch';
import { buildSearchSite } from './helpers/searchSite.js';
import { startServer, type RunningServer } from './helpers/server.js';
import { createLocalSearchClient } from '../src/shared/search/localClient.js';

let dir: string;
let serve: RunningServer;
/** Every URL the clients fetched from the static host. */
const fetched: string[] = [];
const countingFetch: typeof fetch = (input, init) => {
  fetched.push(String(input));
  return fetch(input, init);
};

const request = { indexName: 'fixture', query: 'judge', hitsPerPage: 20, highlightPreTag: '<mark>', highlightPostTag: '</mark>', attributesToSnippet: ['content:10'], facetFilters: ['language:en'] };

beforeAll(async () => {
  dir = buildSearchSite();
  // `docgen serve` as the static host: the embedded tier needs nothing but the built files.
  serve = await startServer(['serve', '--port', '0'], dir);
});
afterAll(() => serve.stop());

describe('the embedded search client', () => {
  it('loads the index on the first query only, and answers through the real algoliasearch client as its requester', async () => {
    fetched.length = 0;
    const local = createLocalSearchClient({ manifestUrl: `${serve.origin}/doc/search-index/en.json`, fetch: countingFetch });
    expect(fetched).toEqual([]);
    const client = algoliasearch('local', 'local', { requester: local.requester });
    const { results } = await client.search({ requests: [request] });
    expect((results[0] as { hits: { url: string }[] }).hits.map((h) => h.url)).toEqual(['/doc/docs/guides/metrics#judge', '/doc/docs/guides/metrics#scoring-details']);
    const loaded = fetched.length;
    expect(fetched[0]).toBe(`${serve.origin}/doc/search-index/en.json`);
    await client.search({ requests: [{ ...request, query: 'instal' }] });
    expect(fetched.length).toBe(loaded);
  });

  it("replaces a DocSearch client's search through transformSearchClient", async () => {
    const local = createLocalSearchClient({ manifestUrl: `${serve.origin}/doc/search-index/fr.json` });
    const docsearchClient = { appId: 'x', search: (_input: unknown) => Promise.reject(new Error('Algolia must not be called')), addAlgoliaAgent: () => undefined };
    const client = local.transformSearchClient(docsearchClient);
    expect(client.addAlgoliaAgent).toBe(docsearchClient.addAlgoliaAgent);
    const { results } = await client.search({ requests: [{ ...request, query: 'juge', facetFilters: ['language:fr'] }] } as never);
    expect((results[0] as unknown as { hits: { url: string }[] }).hits.map((h) => h.url)).toEqual(['/doc/fr/docs/guides/metrics#juge']);
  });

  it('reports an index it cannot load as unreachable hosts (the error screen), and loads it on a later query', async () => {
    const manifest = path.join(dir, 'build', 'search-index', 'en.json');
    const saved = fs.readFileSync(manifest);
    fs.rmSync(manifest);
    try {
      const local = createLocalSearchClient({ manifestUrl: `${serve.origin}/doc/search-index/en.json` });
      const client = algoliasearch('local', 'local', { requester: local.requester });
      await expect(client.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError' });
      await expect(local.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError' });
      fs.writeFileSync(manifest, saved);
      const { results } = await local.search({ requests: [request] });
      expect(results[0]!.nbHits).toBe(2);
    } finally {
      fs.writeFileSync(manifest, saved);
    }
  });

  it('gives a bad request a 4xx API error, as Algolia would', async () => {
    const local = createLocalSearchClient({ manifestUrl: `${serve.origin}/doc/search-index/en.json` });
    const client = algoliasearch('local', 'local', { requester: local.requester });
    await expect(client.search({ requests: [{ ...request, indexName: 'other' }] })).rejects.toMatchObject({ name: 'ApiError', status: 404 });
    await expect(local.search([{ ...request, hitsPerPage: -1 }])).rejects.toMatchObject({ name: 'ApiError', status: 400 });
  });
});
