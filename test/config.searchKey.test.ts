import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSite, docgen, listFiles, siteConfig } from './helpers/fixture.js';

const WRITE_KEY = 'write-key-9d41c07b';
const SEARCH_KEY = 'search-key-5e2a8f13';

/** A site whose search settings read `apiKey` (line 9 of its config, a line below `search`), with one doc. */
const siteWithSearchKey = (apiKey: string) =>
  createSite({
    'site.config.ts': siteConfig(`search: { appId: 'APP',\n    apiKey: '${apiKey}', indexName: 'docs' },`),
    'content/en/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nText.\n',
  });

/** Every file of the output, read: what a host would publish. */
const published = (dir: string) => listFiles(path.join(dir, 'build')).map((file) => fs.readFileSync(path.join(dir, 'build', file), 'utf8')).join('\n');

/** The environment of a build: the keys given, none of the test's own. */
const keys = (env: Record<string, string>) => ({ ALGOLIA_ADMIN_API_KEY: '', ALGOLIA_WRITE_API_KEY: '', ALGOLIA_SEARCH_API_KEY: '', ...env });

describe('a write key as the search key', () => {
  it('is refused at search.apiKey when the config reads a write-key variable, set or not, and nothing is built', () => {
    const dir = siteWithSearchKey('{ALGOLIA_ADMIN_API_KEY}');
    for (const env of [keys({ ALGOLIA_ADMIN_API_KEY: WRITE_KEY }), keys({})]) {
      const result = docgen(['build'], dir, env);
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr).toContain(
        'site.config.ts:9: search.apiKey reads ALGOLIA_ADMIN_API_KEY, the write key: the search key is published in every page of the site (the browser searches with it), and a write key there lets anyone change or delete the index\n',
      );
      expect(result.stderr).toMatch(/hint: give search.apiKey a search-only key \('\{ALGOLIA_SEARCH_API_KEY\}'/);
      expect(result.stdout + result.stderr).not.toContain(WRITE_KEY);
      expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
    }
  });

  it('is refused when the search key the config reads is the same as a write key in the environment', () => {
    const dir = siteWithSearchKey('{ALGOLIA_SEARCH_API_KEY}');
    const result = docgen(['build'], dir, keys({ ALGOLIA_SEARCH_API_KEY: WRITE_KEY, ALGOLIA_WRITE_API_KEY: WRITE_KEY }));
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain('site.config.ts:9: search.apiKey reads ALGOLIA_SEARCH_API_KEY, which holds the same key as ALGOLIA_WRITE_API_KEY, the write key: the search key is published');
    expect(result.stdout + result.stderr).not.toContain(WRITE_KEY);
    // Written in the config as it is, too.
    const literal = siteWithSearchKey(WRITE_KEY);
    const written = docgen(['build'], literal, keys({ ALGOLIA_ADMIN_API_KEY: WRITE_KEY }));
    expect(written.code).toBe(1);
    expect(written.stderr).toContain('site.config.ts:9: search.apiKey is the same key as ALGOLIA_ADMIN_API_KEY, the write key');
    expect(written.stdout + written.stderr).not.toContain(WRITE_KEY);
  });

  it('is refused when the write key becomes the search key after a build, which is not up to date then', () => {
    const dir = siteWithSearchKey('{ALGOLIA_SEARCH_API_KEY}');
    const first = docgen(['build'], dir, keys({ ALGOLIA_SEARCH_API_KEY: SEARCH_KEY, ALGOLIA_ADMIN_API_KEY: WRITE_KEY }));
    expect(first.code, first.stderr).toBe(0);
    // A search-only key is published, as it must be for the browser to search.
    expect(published(dir)).toContain(SEARCH_KEY);
    expect(published(dir)).not.toContain(WRITE_KEY);
    const again = docgen(['build'], dir, keys({ ALGOLIA_SEARCH_API_KEY: SEARCH_KEY, ALGOLIA_ADMIN_API_KEY: SEARCH_KEY }));
    expect(again.code, again.stderr).toBe(1);
    expect(again.stderr).toContain('search.apiKey reads ALGOLIA_SEARCH_API_KEY, which holds the same key as ALGOLIA_ADMIN_API_KEY, the write key');
  });
});
