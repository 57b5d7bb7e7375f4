import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page as BrowserPage } from 'playwright-core';
import { evalapInBrowser, watchConsole, type StaticHost } from './helpers/browser.js';
import { axeViolations } from './helpers/axe.js';

/** DocSearch's own primary colour, which the site's modal must not show. */
const ALGOLIA_PURPLE = 'rgb(84, 104, 255)';

/** Every colour the modal's elements paint (text, background, borders, shadows), deduplicated. */
const modalColours = (page: BrowserPage) =>
  page.$$eval('.DocSearch-Container, .DocSearch-Container *', (elements) => {
    const found = new Set<string>();
    for (const element of elements) {
      const style = getComputedStyle(element);
      for (const value of [style.color, style.backgroundColor, style.borderColor, style.boxShadow, style.fill, style.stroke]) found.add(value);
    }
    return [...found].join(' | ');
  });

describe('search that looks like the site (EvalAP, its own index)', () => {
  let host: StaticHost;
  let browser: Browser;
  let close: () => Promise<void>;
  // No Algolia credentials: the built site searches its own index.
  beforeAll(async () => ({ host, browser, close } = await evalapInBrowser({ ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: '' })), 120_000);
  afterAll(() => close?.());

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`paints the modal in the site's colours, without Algolia's credit, in ${colorScheme} mode`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(`${host.url}/doc/docs/user-guides/add-your-dataset`);
      await page.waitForFunction(() => Boolean(window.__docgenRouter));
      const linkColour = await page.$eval('.markdown p a', (a) => getComputedStyle(a).color);
      await page.keyboard.press('Control+k');
      await page.waitForSelector('.DocSearch-Input');
      await page.keyboard.type('dataset');
      await page.waitForSelector('.DocSearch-Hit[aria-selected="true"]');
      expect(await modalColours(page)).not.toContain(ALGOLIA_PURPLE);
      // The selected hit in the link colour; the query's words too.
      expect(await page.$eval('.DocSearch-Hit[aria-selected="true"] a', (a) => getComputedStyle(a).backgroundColor)).toBe(linkColour);
      expect(await page.$eval('.DocSearch-Hit:not([aria-selected="true"]) mark', (mark) => getComputedStyle(mark).color)).toBe(linkColour);
      // "Search by Algolia" is not shown: the local index answered.
      expect(await page.isVisible('.DocSearch-Logo')).toBe(false);
      expect(await axeViolations(page, { include: '.DocSearch-Modal', rules: ['color-contrast'] })).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }, 120_000);

    it(`focuses the search page's box, shows each hit's page title once, and a readable "Load more results" button, in ${colorScheme} mode`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
      const page = await context.newPage();
      await page.goto(`${host.url}/doc/search?q=evalap`);
      await page.waitForSelector('.search-result');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('search-page-input');
      const hits = await page.$$eval('.search-result', (results) =>
        results.map((r) => ({ crumbs: [...r.querySelectorAll('.search-result-crumb')].map((c) => c.textContent), title: r.querySelector('.search-result-title')!.textContent, href: r.querySelector('a')!.getAttribute('href') })),
      );
      // The home page's hit: its title, not "EvalAP > EvalAP".
      const home = hits.find((hit) => hit.href === '/doc/');
      expect(home).toEqual({ crumbs: [], title: 'EvalAP', href: '/doc/' });
      for (const hit of hits) expect(hit.crumbs.at(-1), JSON.stringify(hit)).not.toBe(hit.title);
      const button = await page.$eval('.search-load-more', (b) => ({ fontSize: parseFloat(getComputedStyle(b).fontSize), border: getComputedStyle(b).borderTopWidth, radius: getComputedStyle(b).borderTopLeftRadius }));
      expect(button.fontSize).toBeGreaterThanOrEqual(16);
      expect(button.border).toBe('2px');
      expect(button.radius).not.toBe('0px');
      expect(await axeViolations(page, { include: '.search-load-more', rules: ['color-contrast'] })).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
