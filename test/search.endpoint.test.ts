import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliasearch } from 'algoliasearch';
import { buildSearchSite } from './helpers/searchSite.js';
import { request, startServer, type RunningServer } from './helpers/server.js';
import { createSearchMiddleware } from '../src/server/searchMiddleware.js';
import { createSearchQueue } from '../src/search/searchQueue.js';
import { hostsFor } from '../src/shared/search/hosts.js';
import { LocaleIndex } from '../src/shared/search/indexReader.js';
import type { IndexManifest } from '../src/shared/search/types.js';

let dir: string;
let server: http.Server;
let origin: string;
let closedOrigin: string;

const query = (q: string) => ({ indexName: 'fixture', query: q, hitsPerPage: 20, highlightPreTag: '<mark>', highlightPostTag: '</mark>', attributesToSnippet: ['content:10'], clickAnalytics: true, facetFilters: ['language:en'] });

/** algoliasearch's host-state cache, in memory, so a test can see which hosts it marked down. */
function recordingCache() {
  const entries = new Map<string, unknown>();
  return {
    entries,
    async get<T>(key: unknown, defaultValue: () => Promise<T>): Promise<T> {
      const k = JSON.stringify(key);
      return entries.has(k) ? (entries.get(k) as T) : defaultValue();
    },
    async set<T>(key: unknown, value: T): Promise<T> {
      entries.set(JSON.stringify(key), value);
      return value;
    },
    async delete(key: unknown) {
      entries.delete(JSON.stringify(key));
    },
    async clear() {
      entries.clear();
    },
  };
}

const listen = (s: http.Server) => new Promise<string>((resolve) => s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)));

beforeAll(async () => {
  dir = buildSearchSite();
  const middleware = createSearchMiddleware({ outDir: path.join(dir, 'build'), baseUrl: '/doc/', origins: ['https://example.org'] });
  server = http.createServer((req, res) => middleware(req, res));
  origin = await listen(server);
  // A port nothing listens on: connections to it are refused.
  const closed = http.createServer();
  closedOrigin = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the self-hosted query endpoint', () => {
  it('answers the real algoliasearch client, which skips a host that is down and retries on the next', async () => {
    const hostsCache = recordingCache();
    const client = algoliasearch('fixture-app', 'search-only-key', {
      hosts: hostsFor([`${closedOrigin}/doc/`, `${origin}/doc/`]),
      hostsCache,
      timeouts: { connect: 1000, read: 2000, write: 30000 },
    });
    const { results } = await client.search({ requests: [query('judge')] });
    const result = results[0] as { hits: { url: string }[]; nbHits: number; queryID?: string };
    expect(result.hits.map((h) => h.url)).toEqual(['/doc/docs/guides/metrics#judge', '/doc/docs/guides/metrics#scoring-details']);
    expect(result.nbHits).toBe(2);
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    // The refused host was marked down (algoliasearch skips it for 2 minutes); the live one answered.
    const states = [...hostsCache.entries.values()] as { url: string; status: string }[];
    expect(states.map((s) => [s.url, s.status])).toEqual([[hostsFor(`${closedOrigin}/doc/`)[0]!.url, 'down']]);
  });

  it('gives the client an API error, not a retry, for a bad request', async () => {
    const client = algoliasearch('fixture-app', 'search-only-key', { hosts: hostsFor(`${origin}/doc/`) });
    const error = await client.search({ requests: [{ ...query('x'), indexName: 'missing' }] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 404, message: 'Index missing does not exist' });
  });

  it('answers single-index queries too', async () => {
    const client = algoliasearch('fixture-app', 'search-only-key', { hosts: hostsFor(`${origin}/doc/`) });
    const result = await client.searchSingleIndex({ indexName: 'fixture', searchParams: { query: 'juge', facetFilters: ['language:fr'] } });
    expect(result.hits.map((h) => (h as { url?: string }).url)).toEqual(['/doc/fr/docs/guides/metrics#juge']);
  });

  it('answers malformed, incomplete, unknown and oversized requests with a 4xx JSON error, and keeps serving', async () => {
    const post = (p: string, body: string | Buffer) => request(origin, p, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    const cases: [Promise<{ status: number; text: string }>, number, RegExp][] = [
      [post('/doc/1/indexes/*/queries', '{"requests": ['), 400, /not valid JSON/],
      [post('/doc/1/indexes/*/queries', '{"requests":[{"query":"judge"}]}'), 400, /indexName is missing/],
      [post('/doc/1/indexes/*/queries', '{"requests":[{"indexName":"nope"}]}'), 404, /Index nope does not exist/],
      [post('/doc/1/indexes/*/queries', '"just a string"'), 400, /requests/],
      [post('/doc/1/indexes/*/queries', Buffer.alloc(70 * 1024, 'a')), 413, /larger than 64 KB/],
      [post('/doc/1/indexes/fixture/browse', '{}'), 404, /Not found/],
      [request(origin, '/doc/1/indexes/*/queries'), 405, /use POST/],
    ];
    for (const [answer, status, message] of cases) {
      const { status: got, text } = await answer;
      expect(got).toBe(status);
      expect(JSON.parse(text)).toEqual({ message: expect.stringMatching(message), status });
    }
    const ok = await post('/doc/1/indexes/*/queries', JSON.stringify({ requests: [query('judge')] }));
    expect(ok.status).toBe(200);
  });

  it('refuses with a 400 a call that asks for more than Algolia allows: over 50 requests, over 1000 hits in all, long highlight tags, deep nesting', async () => {
    const post = (body: string) => request(origin, '/doc/1/indexes/*/queries', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    const calls = (requests: object[]) => JSON.stringify({ requests });
    const deep = (levels: number) => `${'['.repeat(levels)}"language:en"${']'.repeat(levels)}`;
    const cases: [string, RegExp][] = [
      // 50 requests of 1000 hits each: a 3.5 KB call whose answer was 64 MB on EvalAP.
      [calls(Array.from({ length: 50 }, () => ({ ...query(''), hitsPerPage: 1000, distinct: false }))), /ask for 50000 hits in all \(hitsPerPage summed\): at most 1000/],
      [calls(Array.from({ length: 51 }, () => query('judge'))), /at most 50 requests per call/],
      [calls([{ ...query('judge'), highlightPreTag: `<mark class="${'x'.repeat(100)}">` }]), /highlightPreTag must be at most 64 characters/],
      [calls([{ ...query('judge'), attributesToHighlight: Array.from({ length: 65 }, (_, i) => `a${i}`) }]), /attributesToHighlight must name at most 64 attributes/],
      // Deep nesting overflowed the stack when the parameters were echoed: a 500, "the search index could not be read".
      [`{"requests":[{"indexName":"fixture","query":"judge","facetFilters":${deep(20_000)}}]}`, /the body nests objects or lists deeper than 8 levels/],
      [`{"requests":[{"indexName":"fixture","query":"judge","extra":${deep(20_000)}}]}`, /the body nests objects or lists deeper than 8 levels/],
      [calls([{ indexName: 'fixture', params: `query=judge&facetFilters=${encodeURIComponent(deep(9))}` }]), /a value in params nests objects or lists deeper than 8 levels/],
    ];
    for (const [body, message] of cases) {
      const { status, text } = await post(body);
      expect(status, text.slice(0, 200)).toBe(400);
      expect(JSON.parse(text)).toEqual({ message: expect.stringMatching(message), status: 400 });
    }
    // Within the bounds: one request of Algolia's 1000, or 50 of DocSearch's 20.
    expect((await post(calls([{ ...query('judge'), hitsPerPage: 1000 }]))).status).toBe(200);
    expect((await post(calls(Array.from({ length: 50 }, () => query('judge'))))).status).toBe(200);
  });

  it('answers 503 with Retry-After at once to a search beyond those it runs and lets wait, then serves again', async () => {
    // The English index, whose files are read only once the test lets them: the first search holds its turn until then.
    const searchIndex = path.join(dir, 'build', 'search-index');
    const manifest = JSON.parse(fs.readFileSync(path.join(searchIndex, 'en.json'), 'utf8')) as IndexManifest;
    let reading!: () => void;
    const firstRead = new Promise<void>((resolve) => (reading = resolve));
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const index = new LocaleIndex(manifest, async (part) => {
      reading();
      await gate;
      return JSON.parse(fs.readFileSync(path.join(searchIndex, part), 'utf8'));
    });
    const middleware = createSearchMiddleware({ outDir: path.join(dir, 'build'), baseUrl: '/doc/', limits: { active: 1, waiting: 0 }, indexes: () => (name) => (name === 'fixture' ? [index] : undefined) });
    const held = http.createServer((req, res) => middleware(req, res));
    const heldOrigin = await listen(held);
    try {
      const post = () => request(heldOrigin, '/doc/1/indexes/*/queries', { method: 'POST', body: JSON.stringify({ requests: [query('judge')] }) });
      const first = post();
      await firstRead;
      const turnedAway = await post();
      expect(turnedAway.status).toBe(503);
      expect(turnedAway.headers['retry-after']).toBe('1');
      expect(JSON.parse(turnedAway.text)).toEqual({ message: 'too many searches at once: try again in a moment', status: 503 });
      open();
      expect((await first).status).toBe(200);
      expect((await post()).status).toBe(200);
    } finally {
      await new Promise((resolve) => held.close(resolve));
    }
  });

  it('allows the site origin and loopback origins through CORS, not others', async () => {
    const body = JSON.stringify({ requests: [query('judge')] });
    const from = (o: string) => request(origin, '/doc/1/indexes/*/queries', { method: 'POST', body, headers: { origin: o } });
    expect((await from('https://example.org')).headers['access-control-allow-origin']).toBe('https://example.org');
    expect((await from('http://localhost:3000')).headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect((await from('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(origin, '/doc/1/indexes/*/queries', { method: 'OPTIONS', headers: { origin: 'https://example.org', 'access-control-request-headers': 'x-algolia-api-key' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toBe('x-algolia-api-key');
  });
});

describe('the search queue', () => {
  it('runs as many searches as it may at once, lets as many wait, in order, and turns the next away', async () => {
    const run = createSearchQueue({ active: 1, waiting: 1 });
    const order: string[] = [];
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const first = run(() => held.then(() => order.push('first')));
    const second = run(async () => order.push('second'));
    expect(run(async () => order.push('third'))).toBeUndefined();
    finish();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    // Both turns are free again.
    expect(await run(async () => 'again')).toBe('again');
  });
});

describe('docgen serve', () => {
  let serve: RunningServer;
  beforeAll(async () => {
    serve = await startServer(['serve', '--port', '0'], dir);
  });
  afterAll(() => serve.stop());

  it('answers the search API under the base URL beside the site', async () => {
    const client = algoliasearch('fixture-app', 'search-only-key', { hosts: hostsFor(`${serve.origin}/doc/`) });
    const { results } = await client.search({ requests: [query('instal')] });
    expect((results[0] as { hits: { url: string }[] }).hits[0]!.url).toBe('/doc/docs/intro#install');
    const bad = await request(serve.origin, '/doc/1/indexes/*/queries', { method: 'POST', body: '{oops' });
    expect([bad.status, JSON.parse(bad.text).status]).toEqual([400, 400]);
    expect((await request(serve.origin, '/doc/docs/intro')).status).toBe(200);
  });
});
