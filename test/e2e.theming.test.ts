import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page as BrowserPage } from 'playwright-core';
import { openPage, siteInBrowser, type StaticHost } from './helpers/browser.js';
import { GREEN, themedSite } from './helpers/themedSite.js';

/** A Footer of the site's own (src/theme/Footer.tsx), wrapping the theme's with a note, with state: it must hydrate. */
const SITE_FOOTER = `import OriginalFooter from '@theme-original/Footer';
import { useState } from 'react';
export default function Footer() {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button type="button" className="site-footer-note" onClick={() => setClicks(clicks + 1)}>Our footer, clicked {clicks} times</button>
      <OriginalFooter />
    </>
  );
}
`;

/** The computed styles that show the primary colour: a link, a button, the active sidebar item, the search button's ring on hover, the logo shown. */
async function primaryColours(page: BrowserPage) {
  const style = (selector: string, property: string) => page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p), property);
  const link = await style('.markdown a[href$="/docs/cards"]', 'color');
  const button = await style('.markdown a.button--primary[href$="/start"]', 'background-color');
  const activeItem = await style('.doc-sidebar .menu-link.active', 'color');
  await page.hover('.search-button');
  const searchRing = await style('.search-button', 'box-shadow');
  const logo = await page.$eval('.navbar-brand', (brand) => [...brand.querySelectorAll('img')].filter((img) => img.offsetWidth > 0).map((img) => img.getAttribute('src')));
  return { link, button, activeItem, searchRing, logo };
}

describe('a site styled with a Docusaurus custom.css, Infima classes and a Footer of its own', () => {
  let host: StaticHost;
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ host, browser, close } = await siteInBrowser(themedSite({ 'src/theme/Footer.tsx': SITE_FOOTER })));
  });
  afterAll(() => close?.());

  for (const mode of ['light', 'dark'] as const) {
    it(`shows the custom.css primary colour on links, buttons, the active sidebar item and the search button, in ${mode} mode`, async () => {
      const { context, page, problems } = await openPage(browser, `${host.url}/doc/docs`);
      await page.evaluate((m) => localStorage.setItem('theme', m), mode);
      await page.reload();
      await page.waitForFunction(() => Boolean(window.__docgenRouter));
      expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
      const rgb = mode === 'light' ? GREEN.lightRgb : GREEN.darkRgb;
      const colours = await primaryColours(page);
      expect(colours).toEqual({ link: rgb, button: rgb, activeItem: rgb, searchRing: `${rgb} 0px 0px 0px 2px inset`, logo: [mode === 'light' ? '/doc/img/logo.svg' : '/doc/img/logo-dark.svg'] });
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('lays the card grid out as three columns at 1280 px and stacks it at 390 px', async () => {
    const boxes = async (width: number) => {
      const { context, page } = await openPage(browser, `${host.url}/doc/docs`, { width });
      const found = await page.$$eval('.markdown .row > .col', (cols) => cols.map((col) => col.getBoundingClientRect().toJSON() as DOMRect));
      const row = await page.$eval('.markdown .row', (el) => el.getBoundingClientRect().width);
      await context.close();
      return { found, row };
    };
    const wide = await boxes(1280);
    expect(wide.found).toHaveLength(3);
    expect(new Set(wide.found.map((b) => Math.round(b.top))).size).toBe(1);
    expect(wide.found[0]!.left).toBeLessThan(wide.found[1]!.left);
    expect(wide.found[1]!.left).toBeLessThan(wide.found[2]!.left);
    for (const box of wide.found) expect(box.width).toBeCloseTo(wide.row / 3, 0);
    const narrow = await boxes(390);
    expect(new Set(narrow.found.map((b) => Math.round(b.left))).size).toBe(1);
    expect(narrow.found[0]!.bottom).toBeLessThanOrEqual(narrow.found[1]!.top);
    expect(narrow.found[1]!.bottom).toBeLessThanOrEqual(narrow.found[2]!.top);
    for (const box of narrow.found) expect(box.width).toBeCloseTo(narrow.row, 0);
  });

  it("renders the site's Footer around the theme's, hydrated, on every page, after client navigations too", async () => {
    const { context, page, problems } = await openPage(browser, `${host.url}/doc/docs`);
    expect(await page.textContent('.site-footer-note')).toBe('Our footer, clicked 0 times');
    expect(await page.textContent('footer.footer .footer-copyright')).toBe('Fixture copyright');
    await page.click('.site-footer-note');
    expect(await page.textContent('.site-footer-note')).toBe('Our footer, clicked 1 times');
    await page.click('.markdown a[href$="/docs/cards"]');
    await page.waitForURL('**/doc/docs/cards');
    await page.waitForSelector('.markdown .shadow--md');
    expect(await page.$eval('.markdown .shadow--md', (el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    expect(await page.textContent('.site-footer-note')).toBe('Our footer, clicked 1 times');
    expect(problems).toEqual([]);
    await context.close();
  });
});
