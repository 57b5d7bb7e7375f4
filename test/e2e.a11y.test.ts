import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { evalapInBrowser, watchConsole, type StaticHost } from './helpers/browser.js';
import { axeViolations } from './helpers/axe.js';

/** The EvalAP site's pages of each kind: the home, a doc with a wide table, its French version, the search page with results, the 404 page. */
const PAGES = [
  { name: 'the home page', path: '/doc/' },
  { name: 'a doc', path: '/doc/docs/user-guides/add-your-dataset' },
  { name: 'the French doc', path: '/doc/fr/docs/user-guides/add-your-dataset' },
  { name: 'the search page with results', path: '/doc/search?q=dataset', ready: '.search-result' },
  { name: 'the 404 page', path: '/doc/no-such-page' },
];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];

describe('the EvalAP site under axe-core, in both colour modes, on desktop and mobile', () => {
  let host: StaticHost;
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ host, browser, close } = await evalapInBrowser());
  }, 120_000);
  afterAll(() => close?.());

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of VIEWPORTS) {
      it(`has no violation of any impact, ${colorScheme} mode, ${viewport.name} (${viewport.width}x${viewport.height})`, async () => {
        // The OS's colour scheme: the site follows it (respectPrefersColorScheme) on a first visit.
        const context = await browser.newContext({ viewport, colorScheme });
        const page = await context.newPage();
        const problems = watchConsole(page);
        const found: string[] = [];
        for (const target of PAGES) {
          await page.goto(`${host.url}${target.path}`);
          await page.waitForFunction(() => Boolean(window.__docgenRouter));
          if (target.ready) await page.waitForSelector(target.ready);
          expect(await page.getAttribute('html', 'data-theme')).toBe(colorScheme);
          for (const line of await axeViolations(page)) found.push(`${target.name} (${target.path}): ${line}`);
        }
        // Printed whole, so one failing run names every rule and node to fix.
        expect(found.join('\n')).toBe('');
        expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
        await context.close();
      }, 180_000);
    }
  }
});
