import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page as BrowserPage } from 'playwright-core';
import { siteInBrowser, watchConsole, type StaticHost } from './helpers/browser.js';
import { createSite, siteConfig } from './helpers/fixture.js';

function colorModeSite(): string {
  return createSite({
    'site.config.ts': siteConfig("favicon: 'img/icon.svg', colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },"),
    'static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nText.\n',
    'content/fr/docs/intro.md': '---\nslug: /\n---\n\n# Introduction\n\nTexte.\n',
  });
}

/** What the reader sees of the toggle and the page: the mode painted, the icon shown, the name, and whether the icon is animating. */
async function toggleState(page: BrowserPage) {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('.color-mode-toggle')!;
    const shown = [...button.querySelectorAll<SVGElement>('.icon')].filter((icon) => getComputedStyle(icon).display !== 'none');
    return {
      theme: document.documentElement.getAttribute('data-theme'),
      icons: shown.map((icon) => icon.getAttribute('class')),
      label: button.getAttribute('aria-label'),
      title: button.getAttribute('title'),
      // An animation named on the icon runs each time the icon appears (display: none -> shown); its name, not its progress, keeps the test off the clock.
      animating: shown.some((icon) => getComputedStyle(icon).animationName !== 'none' && parseFloat(getComputedStyle(icon).animationDuration) > 0),
    };
  });
}

describe('the colour mode toggle', () => {
  let host: StaticHost;
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ host, browser, close } = await siteInBrowser(colorModeSite()));
  });
  afterAll(() => close?.());

  for (const os of ['light', 'dark'] as const) {
    it(`shows and names each of system, light and dark, animating the icon on every click, with the OS ${os}`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.emulateMedia({ colorScheme: os });
      await page.goto(`${host.url}/doc/docs`);
      await page.waitForFunction(() => Boolean(window.__docgenRouter));
      const name = (mode: string, next: string) => `${mode} (switch to ${next})`;
      expect(await toggleState(page)).toEqual({ theme: os, icons: ['icon icon-system'], label: name('System mode', 'light mode'), title: name('System mode', 'light mode'), animating: false });
      const button = page.locator('.color-mode-toggle');
      await button.click();
      expect(await toggleState(page)).toEqual({ theme: 'light', icons: ['icon icon-light'], label: name('Light mode', 'dark mode'), title: name('Light mode', 'dark mode'), animating: true });
      await button.click();
      expect(await toggleState(page)).toEqual({ theme: 'dark', icons: ['icon icon-dark'], label: name('Dark mode', 'system mode'), title: name('Dark mode', 'system mode'), animating: true });
      await button.click();
      expect(await toggleState(page)).toEqual({ theme: os, icons: ['icon icon-system'], label: name('System mode', 'light mode'), title: name('System mode', 'light mode'), animating: true });
      // The system choice follows the OS as it changes.
      await page.emulateMedia({ colorScheme: os === 'light' ? 'dark' : 'light' });
      await page.waitForFunction((mode) => document.documentElement.getAttribute('data-theme') === mode, os === 'light' ? 'dark' : 'light');
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('names the modes in French on French pages', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(`${host.url}/doc/fr/docs`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    expect((await toggleState(page)).label).toBe('Mode système (passer en mode clair)');
    await page.locator('.color-mode-toggle').click();
    expect((await toggleState(page)).label).toBe('Mode clair (passer en mode sombre)');
    await context.close();
  });
});
