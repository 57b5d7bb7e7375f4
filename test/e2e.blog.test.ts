import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, siteInBrowser, watchConsole, type StaticHost } from './helpers/browser.js';
import { blogSite } from './helpers/blogSite.js';

/** Every page of the fixture blog, in both locales. */
const ROUTES = ['/doc/', '/doc/fr/'].flatMap((base) =>
  ['blog', 'blog/page/2', 'blog/2021/08/26/welcome', 'blog/2021/09/01/tabs', 'blog/big-news', 'blog/2022/02/01/secret', 'blog/tags', 'blog/tags/hello', 'blog/authors', 'blog/authors/ada', 'blog/archive'].map((r) => base + r),
);

describe('the blog in a real browser', () => {
  let host: StaticHost;
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => ({ host, browser, close } = await siteInBrowser(blogSite())));
  afterAll(() => close?.());

  it('hydrates every blog page of both locales without a console error or warning', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    for (const route of ROUTES) {
      await page.goto(host.url + route);
      await page.waitForFunction(() => Boolean(window.__docgenRouter));
      expect(await page.locator('main').count(), route).toBe(1);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('goes from the list to a post, to the next post and to a tag without a reload; the MDX post\'s tabs switch', async () => {
    const { context, page, problems } = await openPage(browser, `${host.url}/doc/blog/page/2`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click('.blog-list-item a.blog-read-more[href="/doc/blog/2021/08/26/welcome"]');
    await page.waitForURL('**/doc/blog/2021/08/26/welcome');
    expect(await page.textContent('main h1')).toBe('Welcome');
    expect(await page.title()).toBe('Welcome | Fixture');
    expect(await page.textContent('.blog-post .markdown')).toContain('The rest of the welcome, after the fold.');
    await page.click('.pagination-prev');
    await page.waitForURL('**/doc/blog/2021/09/01/tabs');
    await page.waitForSelector('main h1:text("Tabs in a post")');
    await page.click('[role="tab"]:text("Beta")');
    await page.waitForSelector('[role="tabpanel"]:not([hidden]):text("Beta text")');
    await page.click('.blog-post .blog-tag[href="/doc/blog/tags/hello"]');
    await page.waitForURL('**/doc/blog/tags/hello');
    expect(await page.textContent('main h1')).toBe('2 posts tagged with "Hello"');
    // A list reached by the router shows its excerpts (its page data has them; the first page's are read from its markup).
    expect((await page.locator('.blog-list-item .markdown').allTextContents()).map((t) => t.trim())).toEqual(['An MDX post with tabs.', 'The first words of the blog.']);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(problems).toEqual([]);
    await context.close();
  });
});
