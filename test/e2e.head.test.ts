import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { evalapInBrowser, openPage, type StaticHost } from './helpers/browser.js';

describe("the EvalAP site's head: its icons and an OpenSearch description per locale", () => {
  let host: StaticHost;
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => ({ host, browser, close } = await evalapInBrowser()), 120_000);
  afterAll(() => close?.());

  it('links the .ico, the PNG sizes, the apple-touch-icon and the web manifest, all served', async () => {
    const { context, page } = await openPage(browser, `${host.url}/doc/docs/user-guides/add-your-dataset`);
    const links = await page.$$eval('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]', (found) =>
      found.map((link) => `${link.getAttribute('rel')} ${link.getAttribute('sizes') ?? ''} ${link.getAttribute('href')}`.replace(/ +/g, ' ')),
    );
    expect(links).toEqual([
      'icon /doc/img/favicon.ico',
      'icon 32x32 /doc/img/favicon-32x32.png',
      'icon 16x16 /doc/img/favicon-16x16.png',
      'apple-touch-icon 180x180 /doc/img/apple-touch-icon.png',
      'manifest /doc/site.webmanifest',
    ]);
    const statuses = await page.evaluate(async (hrefs) => Promise.all(hrefs.map(async (href) => (await fetch(href)).status)), links.map((l) => l.split(' ').at(-1)!));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    // The manifest's icons are there too.
    const icons = await page.evaluate(async () => {
      const manifest = (await (await fetch('/doc/site.webmanifest')).json()) as { icons: { src: string }[] };
      return Promise.all(manifest.icons.map(async (icon) => (await fetch(new URL(icon.src, new URL('/doc/site.webmanifest', location.href)))).status));
    });
    expect(icons).toEqual([200, 200]);
    await context.close();
  });

  for (const [locale, prefix] of [['en', '/doc/'], ['fr', '/doc/fr/']] as const) {
    it(`offers the ${locale} search page to the browser through ${prefix}opensearch.xml`, async () => {
      const { context, page } = await openPage(browser, `${host.url}${prefix}docs/user-guides/add-your-dataset`);
      const href = await page.getAttribute('link[rel="search"][type="application/opensearchdescription+xml"]', 'href');
      expect(href).toBe(`${prefix}opensearch.xml`);
      const xml = await page.evaluate(async (url) => (await fetch(url)).text(), href!);
      const template = /<Url type="text\/html" method="get" template="([^"]+)"\/>/.exec(xml)?.[1];
      expect(template).toBe(`https://evalap.etalab.gouv.fr${prefix}search?q={searchTerms}`);
      // The template, on this host, is the locale's search page with the query in its box.
      await page.goto(`${host.url}${new URL(template!.replace('{searchTerms}', 'dataset')).pathname}?q=dataset`);
      await page.waitForSelector('.search-result');
      expect(await page.inputValue('.search-page-input')).toBe('dataset');
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      await context.close();
    }, 60_000);
  }
});
