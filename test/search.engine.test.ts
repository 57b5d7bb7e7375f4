import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSearchSite } from './helpers/searchSite.js';
import { builtIndexSource } from '../src/search/indexFiles.js';
import { answerQueries, type IndexSource, type SearchResult } from '../src/shared/search/answer.js';
import { SearchRequestError } from '../src/shared/search/params.js';

let source: IndexSource;

/** What DocSearch 3 sends for one keystroke (SPEC.md section 7). */
const docsearchRequest = (query: string, extra: Record<string, unknown> = {}) => ({
  query,
  indexName: 'fixture',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: false,
  facetFilters: ['language:en'],
  ...extra,
});

async function search(query: string, extra: Record<string, unknown> = {}): Promise<SearchResult> {
  const { results } = await answerQueries(source, { requests: [docsearchRequest(query, extra)] });
  return results[0]!;
}

const urls = (result: SearchResult) => result.hits.map((h) => h.url);

beforeAll(() => {
  const dir = buildSearchSite();
  source = builtIndexSource(path.join(dir, 'build'))();
});

describe('the local search engine', () => {
  it('answers in the Algolia response shape, with the retrieved attributes, highlights and snippets DocSearch renders', async () => {
    const result = await search('judge', { clickAnalytics: true });
    expect(result).toMatchObject({ nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20, query: 'judge', index: 'fixture', exhaustiveNbHits: true });
    expect(result.processingTimeMS).toBeGreaterThanOrEqual(0);
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(new URLSearchParams(result.params).get('query')).toBe('judge');
    const [heading] = result.hits;
    expect(heading).toEqual({
      objectID: expect.any(String),
      url: '/doc/docs/guides/metrics#judge',
      type: 'lvl2',
      content: null,
      hierarchy: { lvl0: 'Guides', lvl1: 'Metrics', lvl2: 'Judge', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      _highlightResult: {
        hierarchy: {
          lvl0: { value: 'Guides', matchLevel: 'none', matchedWords: [], fullyHighlighted: false },
          lvl1: { value: 'Metrics', matchLevel: 'none', matchedWords: [], fullyHighlighted: false },
          lvl2: { value: '<mark>Judge</mark>', matchLevel: 'full', matchedWords: ['judge'], fullyHighlighted: true },
        },
      },
      _snippetResult: { hierarchy: { lvl1: { value: 'Metrics', matchLevel: 'none' }, lvl2: { value: '<mark>Judge</mark>', matchLevel: 'full' } } },
    });
    expect(await search('judge', { clickAnalytics: false })).not.toHaveProperty('queryID');
  });

  it('ranks a heading above body text, one hit per section', async () => {
    const result = await search('judge');
    expect(urls(result)).toEqual(['/doc/docs/guides/metrics#judge', '/doc/docs/guides/metrics#scoring-details']);
    expect(result.hits.map((h) => h.type)).toEqual(['lvl2', 'content']);
    expect((result.hits[1]!._snippetResult as { content: { value: string } }).content.value).toBe('The final score averages every <mark>judge</mark> verdict over the dataset.');
  });

  it('matches the last word as a prefix and marks only the typed part', async () => {
    const result = await search('instal');
    expect(result.hits[0]!.url).toBe('/doc/docs/intro#install');
    expect((result.hits[0]!._highlightResult as { hierarchy: { lvl2: { value: string } } }).hierarchy.lvl2.value).toBe('<mark>Instal</mark>l the server');
    expect(urls(result)).toContain('/doc/docs/intro#install');
  });

  it('tolerates typos: one from 3 letters, two from 7, none on numbers', async () => {
    expect(urls(await search('jduge metric'))[0]).toBe('/doc/docs/guides/metrics#judge');
    expect(urls(await search('evalutaoin platfrm'))[0]).toBe('/doc/docs/intro');
    // Two typos in a 5-letter word are too many.
    expect((await search('jdueg')).nbHits).toBe(0);
    expect((await search('mo')).hits.length).toBeGreaterThan(0);
    expect((await search('xq')).nbHits).toBe(0);
  });

  it('cuts snippets to the requested number of words around the match, with the ellipsis', async () => {
    const result = await search('volumes nested', { attributesToSnippet: ['content:3'] });
    const snippets = result.hits.map((h) => (h._snippetResult as { content?: { value: string } }).content?.value);
    expect(snippets).toContain('<mark>nested</mark> detail about…');
  });

  it('escapes record text: only the highlight tags are markup', async () => {
    const result = await search('bold markup');
    const snippet = (result.hits[0]!._snippetResult as { content: { value: string } }).content.value;
    expect(snippet).toBe('…read from the environment. Use &#60;b&#62;<mark>bold</mark>&#60;/b&#62; <mark>markup</mark> sparingly.');
    expect(result.hits[0]!.content).toBe('Ports are read from the environment. Use <b>bold</b> markup sparingly.');
  });

  it('filters on the language facet, as Docusaurus contextual search asks', async () => {
    const fr = await search('juge', { facetFilters: ['language:fr', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] });
    expect(urls(fr)).toEqual(['/doc/fr/docs/guides/metrics#juge']);
    expect((await search('juge', { facetFilters: ['language:de'] })).nbHits).toBe(0);
    expect((await search('juge', { facetFilters: 'lang:fr' })).nbHits).toBe(1);
    const contentOnly = await search('judge', { facetFilters: [['type:content']] });
    expect(contentOnly.hits.every((h) => h.type === 'content')).toBe(true);
  });

  it('makes every word optional when all of them together match nothing', async () => {
    const result = await search('judge zzzqqq');
    expect(result.nbHits).toBeGreaterThan(0);
    expect((result.hits[0]!._highlightResult as { hierarchy: { lvl2: { matchLevel: string } } }).hierarchy.lvl2.matchLevel).toBe('partial');
  });

  it('pages through the hits', async () => {
    const all = await search('the', { hitsPerPage: 100 });
    const second = await search('the', { hitsPerPage: 2, page: 1 });
    expect(second).toMatchObject({ page: 1, hitsPerPage: 2, nbHits: all.nbHits, nbPages: Math.ceil(all.nbHits / 2) });
    expect(urls(second)).toEqual(urls(all).slice(2, 4));
  });

  it('reads v4-style requests with URL-encoded params', async () => {
    const { results } = await answerQueries(source, { requests: [{ indexName: 'fixture', params: 'query=judge&hitsPerPage=1&facetFilters=%5B%22language%3Aen%22%5D&attributesToRetrieve=%5B%22url%22%5D' }] });
    expect(results[0]!.hits).toEqual([{ objectID: expect.any(String), url: '/doc/docs/guides/metrics#judge', _highlightResult: expect.any(Object), _snippetResult: expect.any(Object) }]);
  });

  it('refuses requests that do not make sense with a 4xx error', async () => {
    const fails = (body: unknown) => answerQueries(source, body).then(() => undefined, (e: unknown) => e);
    for (const [body, status, message] of [
      [{}, 400, /requests/],
      [{ requests: [{ query: 'x' }] }, 400, /indexName is missing/],
      [{ requests: [{ indexName: 'nope', query: 'x' }] }, 404, /Index nope does not exist/],
      [{ requests: [{ indexName: 'fixture', query: 42 }] }, 400, /query must be a string/],
      [{ requests: [{ indexName: 'fixture', hitsPerPage: 5000 }] }, 400, /hitsPerPage/],
      [{ requests: [{ indexName: 'fixture', facetFilters: [42] }] }, 400, /facetFilters/],
      [{ requests: [{ indexName: 'fixture', filters: 'type:content' }] }, 400, /use facetFilters/],
    ] as const) {
      const error = await fails(body);
      expect(error).toBeInstanceOf(SearchRequestError);
      expect((error as SearchRequestError).status).toBe(status);
      expect((error as Error).message).toMatch(message);
    }
  });
});
