import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { writeFiles } from './helpers/fixture.js';
import { startServer, type RunningServer } from './helpers/server.js';
import { launchBrowser, watchConsole } from './helpers/browser.js';
import { DOCUSAURUS_CUSTOM_CSS, GREEN, themedSite } from './helpers/themedSite.js';

describe("docgen dev and the site's customCss", () => {
  let dir: string;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    dir = themedSite();
    [server, browser] = await Promise.all([startServer(['dev', '--port', '0'], dir), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('updates the open page when custom.css changes, without a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${server.origin}/doc/docs`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    const linkColour = () => page.$eval('.markdown a[href$="/docs/cards"]', (a) => getComputedStyle(a).color);
    expect(await linkColour()).toBe(GREEN.lightRgb);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'no reload'));
    const before = server.output().length;
    writeFiles(dir, { 'src/css/custom.css': DOCUSAURUS_CUSTOM_CSS.replace('--ifm-color-primary: #2e8555;', '--ifm-color-primary: #cc0000;') });
    await server.waitForOutput(/updated the site's CSS/, before);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.markdown a[href$="/docs/cards"]')!).color === 'rgb(204, 0, 0)');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('no reload');
    expect(await page.$$eval('link[rel="stylesheet"]', (links) => links.length)).toBe(1);
    // The page as served from now on links the new stylesheet.
    const html = await (await fetch(`${server.origin}/doc/docs`)).text();
    const href = await page.$eval('link[rel="stylesheet"]', (link) => link.getAttribute('href'));
    expect(html).toContain(`href="${href}"`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
