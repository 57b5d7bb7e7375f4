import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchSite, readRecords } from './helpers/searchSite.js';
import { runDocgen, startFakeAlgolia, type FakeAlgolia } from './helpers/searchIndexServer.js';
import { INDEX_SETTINGS } from '../src/shared/search/settings.js';

const SECRET = 'write-key-3f9a7c1e';
/** The environment of a run: app id through the config's placeholder, write key, nothing else. */
const env = (extra: Record<string, string | undefined> = {}) => ({ TEST_ALGOLIA_APP_ID: 'app-test', ALGOLIA_ADMIN_API_KEY: SECRET, ALGOLIA_WRITE_API_KEY: undefined, ...extra });

let dir: string;
let expectedIds: string[];
let fake: FakeAlgolia | undefined;

beforeAll(async () => {
  dir = buildSearchSite();
  expectedIds = [...(await readRecords(dir, 'en')), ...(await readRecords(dir, 'fr'))].map((r) => r.objectID).sort();
});

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const ids = (objects: Map<string, unknown>) => [...objects.keys()].sort();

describe('docgen index', () => {
  it('replaces the live index through a temporary one (batches, then a move) and sets the DocSearch settings', async () => {
    fake = await startFakeAlgolia({ indexes: { fixture: { objects: [{ objectID: 'stale' }], settings: { customRanking: ['desc(old)'] } } } });
    const run = await runDocgen(['index', '--host', fake.origin, '--batch-size', '10'], dir, env());
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`indexed ${expectedIds.length} records`);

    const writes = fake.calls.filter((c) => c.method !== 'GET');
    const tmp = (writes[0]!.body as { destination: string }).destination;
    expect(tmp).toMatch(/^fixture_tmp_\d+$/);
    const summary = writes.map((c) => `${c.method} ${c.path.replace(tmp, 'TMP')} ${(c.body as { operation?: string }).operation ?? ''}`.trim());
    const batchCount = Math.ceil(expectedIds.length / 10);
    expect(summary).toEqual([
      'POST /1/indexes/fixture/operation copy',
      ...Array.from({ length: batchCount }, () => 'POST /1/indexes/TMP/batch'),
      'POST /1/indexes/fixture/operation copy',
      'POST /1/indexes/TMP/operation move',
      'PUT /1/indexes/fixture/settings',
    ]);
    // Every task was polled until published.
    expect(fake.calls.filter((c) => c.method === 'GET' && c.path.includes('/task/')).length).toBeGreaterThan(batchCount);

    const live = fake.indexes.get('fixture')!;
    expect(ids(live.objects)).toEqual(expectedIds);
    expect(fake.indexes.has(tmp)).toBe(false);
    expect(live.settings).toMatchObject({ attributesForFaceting: expect.arrayContaining(['lang', 'language', 'docusaurus_tag']), distinct: true, attributesToSnippet: ['content:10'], customRanking: INDEX_SETTINGS.customRanking });
    expect(live.settings.searchableAttributes).toEqual(INDEX_SETTINGS.searchableAttributes);
    // The app id from the config's placeholder and the key from the environment were sent, and the key never printed.
    expect(new Set(fake.calls.map((c) => `${c.appId} ${c.apiKey}`))).toEqual(new Set([`app-test ${SECRET}`]));
    expect(run.stdout + run.stderr).not.toContain(SECRET);
  });

  it('leaves the live index as it was when a batch fails mid-push, and exits 1 with a clear message', async () => {
    fake = await startFakeAlgolia({ failBatch: 2, indexes: { fixture: { objects: [{ objectID: 'live-1' }, { objectID: 'live-2' }], settings: { hitsPerPage: 7 } } } });
    const run = await runDocgen(['index', '--host', fake.origin, '--batch-size', '10', '--debug'], dir, env());
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/pushing the records to http:\/\/127\.0\.0\.1:\d+ failed \(10\/\d+ records sent\): the host answered HTTP 500 \(Internal error \(injected by the test\)\)/);
    expect(run.stderr).toContain('The live index "fixture" was left as it was');
    expect(run.stdout + run.stderr).not.toContain(SECRET);
    const live = fake.indexes.get('fixture')!;
    expect(ids(live.objects)).toEqual(['live-1', 'live-2']);
    expect(live.settings).toEqual({ hitsPerPage: 7 });
    expect(fake.calls.some((c) => (c.body as { operation?: string }).operation === 'move')).toBe(false);
    // The temporary index was deleted.
    expect([...fake.indexes.keys()]).toEqual(['fixture']);
  });

  it('gives up after --timeout when the host never publishes its tasks, saying what it waits for, and leaves the live index as it was', async () => {
    fake = await startFakeAlgolia({ neverPublish: true, indexes: { fixture: { objects: [{ objectID: 'live-1' }], settings: { hitsPerPage: 7 } } } });
    // Killed after 30 s, should it poll on (it did for 9 minutes, printing nothing).
    const run = await runDocgen(['index', '--host', fake.origin, '--batch-size', '10', '--timeout', '1'], dir, env(), 30_000);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toMatch(/waiting for http:\/\/127\.0\.0\.1:\d+ to publish task \d+: \d+ s of 1 s\n/);
    expect(run.stderr).toMatch(
      /http:\/\/127\.0\.0\.1:\d+ did not finish within 1 s: its tasks were not published \(\d+\/\d+ records sent\)\. The live index "fixture" was left as it was, and the temporary one deleted\n\s+hint: .*--timeout <seconds> waits longer/,
    );
    expect(run.stdout + run.stderr).not.toContain(SECRET);
    const live = fake.indexes.get('fixture')!;
    expect(ids(live.objects)).toEqual(['live-1']);
    expect(live.settings).toEqual({ hitsPerPage: 7 });
    expect(fake.calls.some((c) => (c.body as { operation?: string }).operation === 'move')).toBe(false);
    expect([...fake.indexes.keys()]).toEqual(['fixture']);
  });

  it('takes --timeout as seconds above 0, and does not suggest docgen serve as a host to push to', async () => {
    const misused = await runDocgen(['index', '--timeout', '0'], dir, env());
    expect(misused.code).toBe(2);
    expect(misused.stderr).toContain("option '--timeout <seconds>' argument '0' is invalid. a number of seconds above 0");
    const help = await runDocgen(['index', '--help'], dir, env());
    expect(help.code).toBe(0);
    // docgen serve answers searches only: a push to it fails (it suggested http://127.0.0.1:4000/doc/).
    expect(help.stdout).not.toMatch(/4000\/doc/);
    expect(help.stdout.replace(/\s+/g, ' ')).toContain('one that accepts writes (docgen serve answers searches only)');
    expect(help.stdout.replace(/\s+/g, ' ')).toContain('--timeout <seconds> give up when the host has not published the records after this long (default 300)');
  });

  it('says which credential is missing and how to set it, exits 1 and sends nothing', async () => {
    fake = await startFakeAlgolia();
    const noAppId = await runDocgen(['index', '--host', fake.origin], dir, env({ TEST_ALGOLIA_APP_ID: undefined }));
    expect(noAppId.code).toBe(1);
    expect(noAppId.stderr).toContain('the Algolia app id is missing: search.appId reads it from the environment variable TEST_ALGOLIA_APP_ID, which is not set');
    expect(noAppId.stderr).toContain('hint: set TEST_ALGOLIA_APP_ID=<your app id> in the environment');

    // A key in a file next to the site is not read: only the environment counts.
    fs.writeFileSync(path.join(dir, '.env'), `ALGOLIA_ADMIN_API_KEY=${SECRET}\n`);
    const noKey = await runDocgen(['index', '--host', fake.origin], dir, env({ ALGOLIA_ADMIN_API_KEY: undefined }));
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toContain('the Algolia write key is missing: set ALGOLIA_ADMIN_API_KEY or ALGOLIA_WRITE_API_KEY in the environment');
    expect(noKey.stderr).not.toContain('Error:');
    expect(fake.calls).toEqual([]);

    const writeKey = await runDocgen(['index', '--host', fake.origin], dir, env({ ALGOLIA_ADMIN_API_KEY: undefined, ALGOLIA_WRITE_API_KEY: SECRET }));
    expect(writeKey.code, writeKey.stderr).toBe(0);
  });

  it('--dry-run prints the records and bytes per locale without any network call or credential', async () => {
    fake = await startFakeAlgolia();
    const run = await runDocgen(['index', '--dry-run', '--host', fake.origin], dir, env({ TEST_ALGOLIA_APP_ID: undefined, ALGOLIA_ADMIN_API_KEY: undefined }));
    expect(run.code, run.stderr).toBe(0);
    for (const locale of ['en', 'fr']) {
      const records = await readRecords(dir, locale);
      // Bytes: the JSON of the records as they would be sent.
      expect(run.stderr).toContain(`  ${locale}: ${records.length} records, ${(Buffer.byteLength(JSON.stringify(records)) / 1024).toFixed(0)} KB`);
    }
    expect(run.stderr).toContain('dry run: would replace every record of "fixture"');
    expect(fake.calls).toEqual([]);
  });

  it('asks for a build first when there are no records', async () => {
    const run = await runDocgen(['index', '--dry-run', '--dir', 'nowhere'], dir, env());
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/no search records for "en": nowhere\/search-index\/en\.json does not exist\n {2}hint: run `docgen build` first/);
  });
});
