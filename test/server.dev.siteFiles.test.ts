import { describe, expect, it } from 'vitest';
import { buildSite, listFiles } from './helpers/fixture.js';
import { BLOG_FILES } from './helpers/blogSite.js';
import { llmsSite } from './helpers/llmsSite.js';
import { request, startServer } from './helpers/server.js';
import path from 'node:path';

/**
 * Files named by their contents (client chunks, page data modules, search index parts, a post's
 * image copied under a hashed name): dev makes its own, under other names. Every other file a
 * build writes has an address a reader, a crawler or an agent asks for as it is.
 */
const HASHED = /(^|\/)(assets|_docgen|search-index)\/|\.[0-9a-z_-]{8,}\.[a-z]+$/i;

describe('docgen dev serves every site-wide file docgen build writes', () => {
  it('robots.txt, sitemap.xml, opensearch.xml, the feeds, llms.txt, llms-full.txt and every Markdown version of every locale', async () => {
    // The llms fixture (two locales, docs, standalone pages) with the blog's posts and feeds.
    const dir = llmsSite(BLOG_FILES, "llms: { exclude: ['internal/**'] }, blog: { feedOptions: { type: 'all' } },");
    buildSite(dir);
    const built = listFiles(path.join(dir, 'build')).filter((file) => !file.endsWith('.html') && !HASHED.test(file));
    // The list the test walks holds what it is about.
    for (const file of ['robots.txt', 'sitemap.xml', 'opensearch.xml', 'fr/opensearch.xml', 'llms.txt', 'fr/llms-full.txt', 'blog/rss.xml', 'fr/blog/atom.xml', 'blog/feed.json', 'docs/guides/install.md', 'about.md']) expect(built).toContain(file);
    const server = await startServer(['dev', '--port', '0'], dir);
    try {
      const missing: string[] = [];
      for (const file of built) if ((await request(server.origin, `/doc/${file}`)).status !== 200) missing.push(file);
      expect(missing).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
