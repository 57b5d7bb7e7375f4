import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { evalapInBrowser, launchBrowser, openPage, type StaticHost } from './helpers/browser.js';
import { buildSite, createSite, siteConfig } from './helpers/fixture.js';
import { startServer } from './helpers/server.js';

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

describe("a site's favicon, served by docgen serve under baseUrl /doc/", () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()), 60_000);
  afterAll(() => browser?.close());

  /**
   * A doc page of a site built from `config` and `files`, opened in Chromium once the network is
   * quiet (the browser asks for the icon after the page loads): the icon links, and what went wrong.
   * Chromium does not report its icon requests to the page's events, but a 404 shows in the console.
   */
  async function openedDoc(config: string, files: Record<string, string> = {}) {
    const dir = createSite({ 'site.config.ts': siteConfig(config), 'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nText.\n', ...files });
    buildSite(dir);
    const server = await startServer(['serve', '--port', '0'], dir);
    try {
      const { context, page, problems } = await openPage(browser, `${server.origin}/doc/docs`);
      page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
      page.on('requestfailed', (r) => problems.push(`failed ${r.url()}: ${r.failure()?.errorText}`));
      await page.waitForLoadState('networkidle');
      const icons = await page.$$eval('link[rel~="icon"]', (links) => links.map((l) => l.getAttribute('href')!));
      const statuses = await page.evaluate(async (hrefs) => Promise.all(hrefs.map(async (href) => (await fetch(href)).status)), icons.filter((href) => !href.startsWith('data:')));
      await context.close();
      return { icons, statuses, problems };
    } finally {
      await server.stop();
    }
  }

  it('with no favicon configured, links an empty icon: no request for /favicon.ico, no console error', async () => {
    const { icons, problems } = await openedDoc('');
    expect(problems).toEqual([]);
    expect(icons).toEqual(['data:,']);
  }, 120_000);

  it('links the configured favicon under baseUrl, served, with no console error', async () => {
    const { icons, statuses, problems } = await openedDoc("favicon: 'img/icon.svg',", { 'static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"/>' });
    expect(icons).toEqual(['/doc/img/icon.svg']);
    expect(statuses).toEqual([200]);
    expect(problems).toEqual([]);
  }, 120_000);

  it('with no favicon configured, links a favicon.ico at the top of the static folder under baseUrl', async () => {
    const { icons, statuses, problems } = await openedDoc('', { 'static/favicon.ico': 'ico' });
    expect(problems).toEqual([]);
    expect(icons).toEqual(['/doc/favicon.ico']);
    expect(statuses).toEqual([200]);
  }, 120_000);
});
