import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { siteInBrowser, watchConsole, type StaticHost } from './helpers/browser.js';
import { INSTALL_MD, llmsSite } from './helpers/llmsSite.js';

describe('"Copy page" in a real browser', () => {
  let host: StaticHost;
  let browser: Browser;
  let close: () => Promise<void>;
  let context: BrowserContext;

  beforeAll(async () => ({ host, browser, close } = await siteInBrowser(llmsSite())));
  afterAll(() => close?.());

  async function open(route: string): Promise<{ page: Page; problems: string[] }> {
    await context?.close();
    context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(host.url + route);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    return { page, problems };
  }
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  it("copies the page's Markdown, loading the menu's code only on click, and again after a client navigation", async () => {
    const { page, problems } = await open('/doc/docs/guides/install');
    const menuChunk = () => host.requests.filter((r) => /CopyPageMenu\.[\w-]+\.js$/.test(r)).length;
    const loadedBefore = menuChunk();
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.click('.copy-page-button');
    await page.waitForFunction(() => document.querySelector('.copy-page-button')?.textContent === 'Copied');
    expect(await clipboard(page)).toBe(INSTALL_MD);
    expect(menuChunk()).toBe(loadedBefore + 1);

    // A client navigation (no reload): the button copies the new page's Markdown, and the head links it.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // The router's own navigation (as the search's results use it): the category holding the page is closed in the sidebar.
    await page.evaluate(() => window.__docgenRouter!.navigate('/doc/docs/reference/api'));
    await page.waitForURL('**/doc/docs/reference/api');
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'API');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.getAttribute('link[rel=alternate][type="text/markdown"]', 'href')).toBe('https://example.org/doc/docs/reference/api.md');
    await page.click('.copy-page-button');
    await page.waitForFunction(() => document.querySelector('.copy-page-button')?.textContent === 'Copied');
    expect(await clipboard(page)).toBe('# API\n\nThe API, with a [relative link](https://example.org/doc/docs).\n');
    // On to a standalone page (the pages folder's): its button beside its heading copies its Markdown.
    await page.evaluate(() => window.__docgenRouter!.navigate('/doc/about'));
    await page.waitForFunction(() => document.querySelector('.standalone-article h1')?.textContent === 'About us');
    expect(await page.getAttribute('link[rel=alternate][type="text/markdown"]', 'href')).toBe('https://example.org/doc/about.md');
    await page.click('.standalone-article .copy-page-button');
    await page.waitForFunction(() => document.querySelector('.copy-page-button')?.textContent === 'Copied');
    expect(await clipboard(page)).toBe('# About us\n\nSee [the API](https://example.org/doc/docs/reference/api).\n');
    expect(problems).toEqual([]);
  });

  it('opens its menu from the keyboard (arrows, Escape), translated, and copies the link to the locale\'s llms.txt', async () => {
    const { page, problems } = await open('/doc/fr/docs/reference/api');
    const toggle = page.locator('.copy-page-toggle');
    expect(await toggle.getAttribute('aria-haspopup')).toBe('menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('[role=menu]');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('[role=menuitem]').allTextContents()).toEqual(['Copier la page', 'Voir en Markdown', 'Copier le lien vers llms.txt']);
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await focused()).toBe('Copier la page');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Copier le lien vers llms.txt');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Voir en Markdown');
    expect(await page.getAttribute('a[role=menuitem]', 'href')).toBe('/doc/fr/docs/reference/api.md');
    // Escape closes the menu and gives focus back to its button.
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role=menu]', { state: 'detached' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('copy-page-toggle'))).toBe(true);
    // Enter opens it too; the last item copies the llms.txt link of the page's locale.
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role=menu]');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.copy-page-button')?.textContent === 'Lien copié');
    expect(await clipboard(page)).toBe(`${host.url}/doc/fr/llms.txt`);
    expect(problems).toEqual([]);
  });
});
