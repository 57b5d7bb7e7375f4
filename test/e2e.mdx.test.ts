import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, siteInBrowser, type StaticHost } from './helpers/browser.js';
import { Page } from './helpers/fixture.js';
import { mdxSite } from './helpers/mdxSite.js';

describe('an MDX page with components, in the browser', () => {
  let dir: string;
  let host: StaticHost;
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    dir = mdxSite({
      // A home page of components, and a Markdown page beside it (standalone pages, outside the docs).
      'content/en/pages/index.mdx': "import Card from '@site/src/components/Card';\n\n# Home of cards\n\n<Card shadow=\"lw\">Read [about us](./about.md).</Card>\n\n<Tabs>\n  <TabItem value=\"a\" label=\"First\">First tab</TabItem>\n  <TabItem value=\"b\" label=\"Second\">Second tab</TabItem>\n</Tabs>\n",
      'content/en/pages/about.md': '# About us\n\nBack [home](./index.mdx).\n',
    });
    ({ host, browser, close } = await siteInBrowser(dir));
  });
  afterAll(() => close?.());

  it('is rendered whole at build time: the component, its CSS module, Tabs, the admonition, the resolved link, the TOC', () => {
    const page = Page.read(path.join(dir, 'build/docs.html'));
    expect(page.text('.markdown button')).toBe('Clicked 0');
    expect(page.attr('.markdown div.shadow--tl', 'style')).toBe('display:flex');
    expect(page.attr(".markdown div.shadow--tl", "className")).toMatch(/^Card_card shadow--tl$/);
    // The home page imports the same component: the same class names (the server bundled it once, as the browser did).
    expect(Page.read(path.join(dir, 'build/index.html')).attr('.markdown div.shadow--lw', 'className')).toBe('Card_card shadow--lw');
    expect(page.texts('.markdown .tabs__item')).toEqual(['Linux', 'macOS']);
    expect(page.text('.markdown [role=tabpanel]:not([hidden])')).toBe('Linux text');
    expect(page.text('.markdown .admonition-tip .admonition-heading')).toBe('Note it');
    expect(page.text('.markdown .admonition-tip p')).toBe('Two is 2.');
    expect(page.attr('.markdown p a', 'href')).toBe('/doc/docs/plain#part');
    expect(page.texts('.toc a')).toEqual(['Cards']);
    expect(page.html).not.toContain('not shown');
    expect(page.html).not.toContain('import Card');
    const css = page.all('link[rel=stylesheet]').map((l) => String(l.properties.href));
    expect(fs.readFileSync(path.join(dir, 'build', css.at(-1)!.slice('/doc/'.length)), 'utf8')).toContain('.Card_card');
  });

  it('hydrates without a warning and its components work: state, Tabs, across client navigations', async () => {
    const { context, page, problems } = await openPage(browser, `${host.url}/doc/docs`);
    await page.getByRole('button', { name: 'Clicked 0' }).click();
    await page.getByRole('button', { name: 'Clicked 1' }).waitFor();
    // Rendered again by the browser, the component keeps the class names (and their style) the server gave it.
    const card = await page.locator('.shadow--tl').evaluate((el) => [el.className, getComputedStyle(el).borderTopColor]);
    expect(card).toEqual(['Card_card shadow--tl', 'rgb(102, 51, 153)']);
    await page.getByRole('tab', { name: 'macOS' }).click();
    await page.getByText('Mac text').waitFor({ state: 'visible' });
    // To the Markdown page and on to the other MDX page, without reloading: the group's choice follows.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: 'the plain page' }).click();
    await page.locator('h1', { hasText: 'Plain' }).waitFor();
    await page.getByRole('link', { name: 'tabs' }).click();
    await page.getByText('Mac again').waitFor({ state: 'visible' });
    await page.getByText('Open me').click();
    await page.getByText('Hidden text').waitFor({ state: 'visible' });
    // Back to the first page: its component is live again.
    await page.goBack();
    await page.goBack();
    await page.locator('h1', { hasText: 'Welcome' }).waitFor();
    await page.getByRole('button', { name: 'Clicked 0' }).click();
    await page.getByRole('button', { name: 'Clicked 1' }).waitFor();
    await page.getByRole('tab', { name: 'Linux' }).click();
    await page.getByText('Linux text').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an MDX home page hydrates and its components work, after a client navigation to a Markdown page and back', async () => {
    const { context, page, problems } = await openPage(browser, `${host.url}/doc/`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    expect(await page.locator('.hero').count()).toBe(0);
    await page.getByRole('button', { name: 'Clicked 0' }).click();
    await page.getByRole('button', { name: 'Clicked 1' }).waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: 'about us' }).click();
    await page.locator('h1', { hasText: 'About us' }).waitFor();
    expect(page.url()).toBe(`${host.url}/doc/about`);
    await page.getByRole('link', { name: 'home', exact: true }).click();
    await page.locator('h1', { hasText: 'Home of cards' }).waitFor();
    await page.getByRole('tab', { name: 'Second' }).click();
    await page.getByText('Second tab').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Clicked 0' }).click();
    await page.getByRole('button', { name: 'Clicked 1' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a first visit to an MDX page reloaded with a choice in storage hydrates, then shows the choice', async () => {
    const { context, page, problems } = await openPage(browser, `${host.url}/doc/docs/more`);
    await page.getByRole('tab', { name: 'macOS' }).click();
    await page.reload();
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    await page.getByText('Mac again').waitFor({ state: 'visible' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a Markdown page ships no component code: no MDX chunk and no Tabs on its first visit', async () => {
    const { context, page, requests, problems } = await openPage(browser, `${host.url}/doc/docs/plain`);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => r.includes('/assets/mdx/') || /Tabs|Details/.test(r))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
