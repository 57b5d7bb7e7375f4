import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { evalapInBrowser, launchBrowser, serveStatic, type StaticHost } from './helpers/browser.js';
import { EVALAP_DOC_ROUTES } from './helpers/evalap.js';
import { buildSite } from './helpers/fixture.js';
import { readerSite } from './helpers/readerSite.js';
import path from 'node:path';

/** The routes whose page is wider than a 390 px phone's screen (issue 29, item 4), with by how much. */
async function overflowing(browser: Browser, origin: string, routes: string[]): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const wide: string[] = [];
  for (const route of routes) {
    await page.goto(origin + route);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    if (scroll > client) wide.push(`${route}: ${scroll - client}px`);
  }
  await context.close();
  return wide;
}

describe('no sideways panning on a 390 px phone', () => {
  describe('the EvalAP site', () => {
    let host: StaticHost;
    let browser: Browser;
    let close: () => Promise<void>;
    beforeAll(async () => ({ host, browser, close } = await evalapInBrowser()));
    afterAll(() => close?.());

    it('has no page wider than the screen, in either language', async () => {
      const routes = ['/doc/', '/doc/fr/'].flatMap((base) => [base, `${base}search`, `${base}docs`, ...EVALAP_DOC_ROUTES.map((r) => `${base}docs/${r}`)]);
      expect(await overflowing(browser, host.url, routes)).toEqual([]);
    });

    it('keeps an identifier in inline code of a table cell on one line, at 390 and 1280 px, in either language (the table scrolls)', async () => {
      const broken: string[] = [];
      for (const width of [390, 1280]) {
        const page = await browser.newPage({ viewport: { width, height: 844 } });
        for (const base of ['/doc/', '/doc/fr/']) {
          await page.goto(`${host.url}${base}docs/user-guides/add-your-dataset`);
          await page.waitForSelector('.markdown td code');
          // An inline element split over lines has a box per line.
          const split = await page.$$eval('.markdown td code, .markdown th code', (codes) => codes.filter((c) => !/\s/.test(c.textContent!) && c.getClientRects().length > 1).map((c) => c.textContent!));
          broken.push(...split.map((text) => `${width}px ${base}: ${text}`));
        }
        await page.close();
      }
      expect(broken).toEqual([]);
    });

    it('shows the year of the build in the footer', async () => {
      const page = await browser.newPage();
      await page.goto(`${host.url}/doc/docs/user-guides/add-your-dataset`);
      expect(await page.textContent('.footer-copyright')).toContain(String(new Date().getFullYear()));
      await page.close();
    });
  });

  it('a page of long identifiers, inline code paths, URLs and a wide table: the table scrolls in its own box', async () => {
    const dir = readerSite();
    buildSite(dir);
    const host = await serveStatic(path.join(dir, 'build'));
    const browser = await launchBrowser();
    try {
      expect(await overflowing(browser, host.url, ['/doc/docs/guide/wide', '/doc/docs/guide/code', '/doc/docs/deep/inner/page', '/doc/fr/docs/guide/wide'])).toEqual([]);
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${host.url}/doc/docs/guide/wide`);
      expect(await page.evaluate(() => {
        const table = document.querySelector('.markdown table')!;
        return table.scrollWidth > table.clientWidth && table.getBoundingClientRect().right <= document.documentElement.clientWidth;
      })).toBe(true);
    } finally {
      await browser.close();
      await host.close();
    }
  });
});
