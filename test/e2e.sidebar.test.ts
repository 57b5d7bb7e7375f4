import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, siteInBrowser, type StaticHost } from './helpers/browser.js';
import { createSite, Page, siteConfig } from './helpers/fixture.js';

/** A sidebar too large to ship whole: 4 sections of 5 topics of 10 docs, every category closed. */
function nestedSite(): string {
  const files: Record<string, string> = {
    // A favicon of its own, as a real site has (without one, pages link an empty data: icon).
    'site.config.ts': siteConfig("favicon: 'img/icon.svg',"),
    'static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n',
  };
  for (let s = 0; s < 4; s++) {
    for (let t = 0; t < 5; t++) {
      for (let d = 0; d < 10; d++) files[`content/en/docs/s${s}/t${t}/d${d}.md`] = `# Doc ${s}.${t}.${d}\n\nText.\n`;
    }
  }
  return createSite(files);
}

describe('a large sidebar with closed categories at every depth', () => {
  let dir: string;
  let host: StaticHost;
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    dir = nestedSite();
    ({ host, browser, close } = await siteInBrowser(dir));
  });
  afterAll(() => close?.());

  it('renders the categories leading to the page open, every other one as a header, and ships only their items, named not copied', () => {
    const page = Page.read(path.join(dir, 'build/docs/s1/t2/d5.html'));
    expect(page.texts('.doc-sidebar .menu-category-label')).toEqual(['s0', 's1', 't0', 't1', 't2', 't3', 't4', 's2', 's3']);
    expect(page.texts('.doc-sidebar .menu-category:not(.collapsed) > .menu-category-head .menu-category-label')).toEqual(['s1', 't2']);
    expect(page.texts('.doc-sidebar a.menu-link')).toEqual(['Intro', ...Array.from({ length: 10 }, (_, d) => `Doc 1.2.${d}`)]);
    // The page names the modules of its branches; their items are in those modules, once for all the pages inside them.
    const boot = JSON.parse(page.text('#__docgen_data')) as { page: { sidebarBranches: string[] } };
    const moduleItems = (url: string) => JSON.parse(fs.readFileSync(path.join(dir, 'build', url.slice('/doc/'.length)), 'utf8').replace(/^export default /, '')) as { label: string }[];
    const branches = boot.page.sidebarBranches.map((url) => moduleItems(url).map((i) => i.label));
    expect(branches).toEqual([['t0', 't1', 't2', 't3', 't4'], Array.from({ length: 10 }, (_, d) => `Doc 1.2.${d}`)]);
  });

  it('hydrates without a warning, opens a closed category from its module, and navigates from it', async () => {
    const { page, problems, context } = await openPage(browser, `${host.url}/doc/docs/s1/t2/d5`);
    await page.click('.menu-category:has(> .menu-category-head :text-is("t3")) .menu-caret');
    await page.click('.doc-sidebar a[href="/doc/docs/s1/t3/d4"]');
    await page.waitForURL('**/doc/docs/s1/t3/d4');
    expect(await page.textContent('.doc-sidebar a.active')).toBe('Doc 1.3.4');
    // A closed section opens with its topics as headers, whose docs load when a topic opens.
    await page.click('.menu-category:has(> .menu-category-head :text-is("s3")) > .menu-category-head .menu-caret');
    await page.click('.menu-category:has(> .menu-category-head :text-is("s3")) .menu-category:has(> .menu-category-head :text-is("t0")) .menu-caret');
    await page.waitForSelector('.doc-sidebar a[href="/doc/docs/s3/t0/d9"]');
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** One category of 250 docs: more than a page's HTML holds of one list (ITEMS_IN_HTML, 100). */
function longCategorySite(): string {
  const files: Record<string, string> = {
    'site.config.ts': siteConfig("favicon: 'img/icon.svg',"),
    'static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n',
    'content/en/docs/long/_category_.json': '{ "label": "Long" }',
  };
  for (let d = 0; d < 250; d++) files[`content/en/docs/long/d${String(d).padStart(3, '0')}.md`] = `# Doc ${d}\n\nText.\n`;
  return createSite(files);
}

describe('a category too long for every page to hold', () => {
  let dir: string;
  let host: StaticHost;
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    dir = longCategorySite();
    ({ host, browser, close } = await siteInBrowser(dir));
  });
  afterAll(() => close?.());

  const sidebarLinks = (file: string) => Page.read(path.join(dir, 'build/docs/long', file)).texts('.doc-sidebar .menu-category a.menu-link');

  it("holds in each page's HTML the 100 items around the page and the count of the others, so the output grows with the docs, not their square", () => {
    const middle = Page.read(path.join(dir, 'build/docs/long/d120.html'));
    expect(middle.texts('.doc-sidebar .menu-category a.menu-link')).toEqual(Array.from({ length: 100 }, (_, i) => `Doc ${70 + i}`));
    expect(middle.texts('.doc-sidebar .menu-more')).toEqual(['… and 70 more', '… and 80 more']);
    expect(sidebarLinks('d000.html')).toEqual(Array.from({ length: 100 }, (_, i) => `Doc ${i}`));
    expect(sidebarLinks('d249.html')).toEqual(Array.from({ length: 100 }, (_, i) => `Doc ${150 + i}`));
    // Every page is about the same size wherever it sits in the list.
    const sizes = ['d000.html', 'd120.html', 'd249.html'].map((f) => fs.statSync(path.join(dir, 'build/docs/long', f)).size);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(2000);
  });

  it('shows the whole list once hydrated, and at once after a client navigation, without a warning', async () => {
    const { page, problems, context } = await openPage(browser, `${host.url}/doc/docs/long/d120`);
    await page.waitForFunction(() => document.querySelectorAll('.doc-sidebar .menu-category a.menu-link').length === 250);
    expect(await page.locator('.doc-sidebar .menu-more').count()).toBe(0);
    await page.click('.doc-sidebar a[href="/doc/docs/long/d249"]');
    await page.waitForURL('**/doc/docs/long/d249');
    expect(await page.locator('.doc-sidebar .menu-category a.menu-link').count()).toBe(250);
    expect(await page.textContent('.doc-sidebar a.active')).toBe('Doc 249');
    expect(problems).toEqual([]);
    await context.close();
  });
});
