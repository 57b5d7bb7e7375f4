import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildSite, createSite, docgen, listFiles, Page, siteConfig } from './helpers/fixture.js';
import { readRecords } from './helpers/searchSite.js';
import { buildLocalIndex } from '../src/search/localIndex.js';
import { indexOutputFiles } from '../src/search/output.js';
import { workerSchedule } from '../src/pipeline/docWorkers.js';
import { countDocFiles } from '../src/content/docs.js';
import type { SiteConfig } from '../src/config/resolve.js';

/** 150 docs in 5 folders, each with a heading naming it and a link to the next doc. */
function largeSite(brokenAt?: number): Record<string, string> {
  const files: Record<string, string> = { 'site.config.ts': siteConfig(), 'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\n[First](f0/d0.md)\n' };
  for (let i = 0; i < 150; i++) {
    const next = i + 1 < 150 ? `../f${Math.floor((i + 1) / 30)}/d${i + 1}.md#part-${i + 1}` : '../intro.md';
    const link = i === brokenAt ? '../nowhere.md' : next;
    files[`content/en/docs/f${Math.floor(i / 30)}/d${i}.md`] = `# Doc ${i}\n\n## Part ${i}\n\nUnique word zebra${i}. [Next](${link})\n`;
  }
  return files;
}

describe('a site large enough to build in worker threads', () => {
  it('renders every page, in order, with the links resolved and the search records of every page', () => {
    const dir = createSite(largeSite());
    buildSite(dir);
    const out = path.join(dir, 'build');
    const html = listFiles(out).filter((f) => /^docs\/f\d\/d\d+\.html$/.test(f));
    expect(html).toHaveLength(150);
    const page = Page.read(path.join(out, 'docs/f2/d77.html'));
    expect(page.text('article h1')).toBe('Doc 77');
    expect(page.attr('.markdown p a', 'href')).toBe('/doc/docs/f2/d78#part-78');
    expect(page.text('.pagination-next .pagination-label')).toBe('Doc 78');
    expect(page.text('.doc-sidebar a.active')).toBe('Doc 77');
    const index = listFiles(path.join(out, 'search-index')).map((f) => fs.readFileSync(path.join(out, 'search-index', f), 'utf8')).join('');
    for (const i of [0, 1, 77, 149]) expect(index).toContain(`zebra${i}`);
  });

  it('makes the search index as the pages come, the same as one made from all the records at once', async () => {
    const dir = createSite(largeSite());
    buildSite(dir);
    const out = path.join(dir, 'build');
    const records = await readRecords(dir, 'en');
    // Each page's records together, every page once.
    const pages = records.map((r) => r.url_without_anchor).filter((url, i, all) => url !== all[i - 1]);
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages).toHaveLength(151);
    // In site order, as the sitemap lists the pages, whichever worker made them first.
    const sitemap = [...fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8').matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(sitemap.filter((url) => pages.includes(url!))).toEqual(pages);
    for (const file of indexOutputFiles('en', buildLocalIndex(records, { locale: 'en', indexName: 'docs' }))) {
      expect(fs.readFileSync(path.join(out, file.path), 'utf8'), file.path).toBe(file.contents);
    }
  });

  it('are counted as far as the build needs to know whether to start workers, and no further', () => {
    const dir = createSite(largeSite());
    const config = { locales: ['en', 'fr'], i18n: { defaultLocale: 'en' }, paths: { content: path.join(dir, 'content') }, docSets: [{ contentDir: 'docs' }] } as unknown as SiteConfig;
    // 151 files of the default locale, each a page in both locales.
    expect(countDocFiles(config)).toBe(302);
    expect(countDocFiles(config, 1000)).toBe(302);
    const read = vi.spyOn(fs, 'readdirSync');
    try {
      expect(countDocFiles(config, 120)).toBe(120);
      // The docs folder and two of its five folders of 30 docs: 60 files, each a page in both locales.
      expect(read).toHaveBeenCalledTimes(3);
    } finally {
      read.mockRestore();
    }
  });

  it('reports a broken link found by a worker with its file and line', () => {
    const dir = createSite(largeSite(42));
    const result = docgen(['build'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/content\/en\/docs\/f1\/d42\.md:5:\d+: broken link "\.\.\/nowhere\.md"/);
  });
});

describe('the blocks of doc pages the workers take', () => {
  const blocks = Array.from({ length: 8 }, (_, index) => ({ index, locale: 'en', from: index * 25, to: index * 25 + 25 }));

  it('go each to one worker, those with a doc the build read first, then the first that no one took yet', () => {
    const claims = new Int32Array(new SharedArrayBuffer(4 * blocks.length));
    // Block 5 holds a doc the content cache did not know: its page is likely to be made.
    const fresh = (block: { index: number }) => block.index === 5;
    const first = workerSchedule(blocks, claims, fresh);
    const second = workerSchedule(blocks, claims, fresh);
    expect(second.next().value?.index).toBe(5);
    // While the second makes that page, the first takes the others in order.
    expect([first.next().value?.index, first.next().value?.index, first.next().value?.index]).toEqual([0, 1, 2]);
    expect(second.next().value?.index).toBe(3);
    expect([...first].map((b) => b.index)).toEqual([4, 6, 7]);
    expect([...second].map((b) => b.index)).toEqual([]);
  });
});
