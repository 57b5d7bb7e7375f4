import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createSite, siteConfig } from './helpers/fixture.js';
import { openPage, siteInBrowser, type StaticHost } from './helpers/browser.js';

/**
 * What a first visit of a doc page does not load, loaded when it is used: the copy page menu's
 * and the search modal's rules (with their chunks, before the site's stylesheet, so that the
 * site's customCss still wins), and the components of the other kinds of page (with the first
 * navigation to one).
 */
describe('styles and pages loaded on first use', () => {
  let host: StaticHost;
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const dir = createSite({
      // A favicon of its own, as a real site has (without one, pages link an empty data: icon).
      'site.config.ts': siteConfig("favicon: 'img/icon.svg', customCss: 'custom.css', navbar: { items: [{ type: 'search' }] },"),
      'static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      // The site's own rules for what the theme's lazy styles also style: the site's win.
      'custom.css': '.copy-page-menu { min-width: 21rem; }\n.DocSearch-Container { --docsearch-hit-color: rgb(1, 2, 3); }\n',
      'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nSee [the guide](./guide.md) and [the blog](/doc/blog).\n',
      'content/en/docs/guide.md': '# Guide\n\nSearchable guide words.\n',
      'content/en/blog/2024-01-02-hello.md': '---\ntitle: Hello post\n---\n\nThe first post.\n',
    });
    ({ host, browser, close } = await siteInBrowser(dir));
  }, 120_000);
  afterAll(() => close?.());

  /** Whether a rule for `selector` that sets `property` is in the page's stylesheets (links and style elements): the theme's, not the site's own. */
  const hasRule = (page: Page, selector: string, property: string) =>
    page.evaluate(
      ([wanted, name]) =>
        [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText.split(',').some((s) => s.trim() === wanted) && rule.style.getPropertyValue(name) !== '')),
      [selector, property] as const,
    );

  it("styles the copy page menu once it opens, under the site's own rules", async () => {
    const { page, problems, context } = await openPage(browser, `${host.url}/doc/docs`);
    expect(await hasRule(page, '.copy-page-menu', 'position')).toBe(false);
    await page.click('.copy-page-toggle');
    await page.waitForSelector('.copy-page-menu');
    expect(await hasRule(page, '.copy-page-menu', 'position')).toBe(true);
    const menu = await page.$eval('.copy-page-menu', (element) => {
      const style = getComputedStyle(element);
      return { position: style.position, listStyle: style.listStyleType, minWidth: style.minWidth };
    });
    // The theme's rule (an absolutely placed list without bullets), the site's min-width (21rem).
    expect(menu).toEqual({ position: 'absolute', listStyle: 'none', minWidth: '336px' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("paints the search modal in the theme's colours once it opens, under the site's own rules", async () => {
    const { page, problems, context } = await openPage(browser, `${host.url}/doc/docs`);
    expect(await hasRule(page, '.DocSearch-Container', '--docsearch-text-color')).toBe(false);
    const textColour = await page.$eval('body', (body) => getComputedStyle(body).color);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Input');
    const colours = await page.$eval('.DocSearch-Container', (element) => {
      const style = getComputedStyle(element);
      return { text: style.getPropertyValue('--docsearch-text-color').trim(), hit: style.getPropertyValue('--docsearch-hit-color').trim() };
    });
    // The theme's variable reads the site's text colour (DocSearch's own is #1c1e21 / a grey); the site's rule wins for the hit colour.
    expect(await page.evaluate((value) => {
      const probe = document.createElement('span');
      probe.style.color = value;
      document.body.append(probe);
      return getComputedStyle(probe).color;
    }, colours.text)).toBe(textColour);
    expect(colours.hit).toBe('rgb(1, 2, 3)');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the blog and the search page after client navigations from a doc, loading their components then', async () => {
    const { page, problems, requests, context } = await openPage(browser, `${host.url}/doc/docs`, { hoverOnly: true });
    const pagesChunk = () => requests.filter((r) => /\/otherPages\.\w+\.js$/.test(r)).length;
    expect(pagesChunk()).toBe(0);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.click('a[href="/doc/blog"]');
    await page.waitForFunction(() => document.querySelector('.blog-post-title')?.textContent === 'Hello post');
    expect(pagesChunk()).toBe(1);
    await page.evaluate(() => window.__docgenRouter!.navigate('/doc/search?q=guide'));
    await page.waitForSelector('.search-page-input');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(pagesChunk()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("preloads the other kinds' chunk on a first visit of one of them, not of a doc, and hydrates it", async () => {
    const preloads = (page: Page) => page.$$eval('link[rel=modulepreload]', (links) => links.map((link) => link.getAttribute('href')!));
    const doc = await openPage(browser, `${host.url}/doc/docs`, { hoverOnly: true });
    expect((await preloads(doc.page)).some((href) => /\/otherPages\.\w+\.js$/.test(href))).toBe(false);
    await doc.context.close();
    const { page, problems, context } = await openPage(browser, `${host.url}/doc/blog`, { hoverOnly: true });
    expect((await preloads(page)).some((href) => /\/otherPages\.\w+\.js$/.test(href))).toBe(true);
    // Hydrated: the router took over, and the blog's links navigate without a reload.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.click('.blog-post-title a');
    await page.waitForURL(/\/doc\/blog\/.*hello$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
