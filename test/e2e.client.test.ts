import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { evalapInBrowser, openPage, siteInBrowser, watchConsole, type OpenedPage, type StaticHost } from './helpers/browser.js';
import { createSite, siteConfig } from './helpers/fixture.js';
import { EVALAP_DOC_ROUTES } from './helpers/evalap.js';

const ROUTES = ['/doc/', '/doc/fr/'].flatMap((base) => [base, `${base}search`, `${base}docs`, ...EVALAP_DOC_ROUTES.map((r) => `${base}docs/${r}`)]);

describe('the EvalAP site in a real browser', () => {
  let host: StaticHost;
  let browser: Browser;
  let context: BrowserContext;
  let close: () => Promise<void>;

  beforeAll(async () => ({ host, browser, close } = await evalapInBrowser()));
  afterAll(() => close?.());

  async function open(route: string, options: { width?: number; hoverOnly?: boolean } = {}): Promise<Omit<OpenedPage, 'context'>> {
    const opened = await openPage(browser, host.url + route, options);
    context = opened.context;
    return opened;
  }

  it('hydrates every route of both locales, light and dark, without a console error or warning', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const ctx = await browser.newContext({ colorScheme: scheme });
      const page = await ctx.newPage();
      const problems = watchConsole(page);
      for (const route of ROUTES) {
        await page.goto(host.url + route);
        await page.waitForFunction(() => Boolean(window.__docgenRouter));
        expect(await page.getAttribute('html', 'data-theme'), route).toBe(scheme);
      }
      expect(problems).toEqual([]);
      await ctx.close();
    }
  });

  it('navigates from the sidebar without a reload: URL, title, content, active item and TOC change', async () => {
    const { page, problems } = await open('/doc/fr/docs/user-guides/create-a-simple-experiment');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const tocBefore = await page.locator('.toc a').allTextContents();
    await page.click('.doc-sidebar a[href="/doc/fr/docs/user-guides/add-your-dataset"]');
    await page.waitForURL('**/doc/fr/docs/user-guides/add-your-dataset');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.title()).toBe('Publier un jeu de données | EvalAP');
    expect(await page.textContent('article h1')).toBe('Publier un jeu de données');
    expect(await page.textContent('.doc-sidebar a.active')).toBe('Publier un jeu de données');
    expect(await page.locator('.toc a').allTextContents()).not.toEqual(tocBefore);
    expect(await page.getAttribute('link[rel=canonical]', 'href')).toBe('https://evalap.etalab.gouv.fr/doc/fr/docs/user-guides/add-your-dataset');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(problems).toEqual([]);
    await context.close();
  });

  /** The page module the route manifest gives for a route. */
  const chunkOf = (page: Page, route: string) =>
    page.evaluate(async (r) => {
      const boot = JSON.parse(document.getElementById('__docgen_data')!.textContent!) as { manifest: string[] };
      const shards = await Promise.all(boot.manifest.map((u) => fetch(u).then((res) => res.json() as Promise<Record<string, [string, string]>>)));
      return new URL(shards.find((s) => s[r])![r]![0], location.href).pathname;
    }, route);

  it('does not download the first page content twice, and loads the next page chunk on navigation', async () => {
    const { page, requests } = await open('/doc/docs/getting-started/install-with-docker', { hoverOnly: true });
    expect(requests).not.toContain(await chunkOf(page, '/doc/docs/getting-started/install-with-docker'));
    expect(await page.textContent('.markdown h2')).toBeTruthy();
    const next = await chunkOf(page, '/doc/docs/getting-started/install-from-source');
    await page.click('.pagination-next');
    await page.waitForURL('**/install-from-source');
    expect(requests).toContain(next);
    await context.close();
  });

  it('prefetches a page chunk when a link is hovered, and links entering the viewport', async () => {
    const { page, requests } = await open('/doc/docs/getting-started/install-with-docker', { hoverOnly: true });
    const target = '/doc/docs/developer-guide/increase-parallel-requests';
    const chunk = await chunkOf(page, target);
    expect(requests).not.toContain(chunk);
    await page.hover(`.doc-sidebar a[href="${target}"]`);
    await page.waitForFunction((c) => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].some((l) => l.href.endsWith(c)), chunk);
    await expect.poll(() => requests).toContain(chunk);
    await context.close();
    const viewport = await open('/doc/docs/getting-started/install-with-docker');
    const visible = await chunkOf(viewport.page, '/doc/docs/user-guides/add-your-dataset');
    await viewport.page.waitForFunction((c) => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].some((l) => l.href.endsWith(c)), visible);
    await context.close();
  });

  it('skips prefetching on a data-saver connection', async () => {
    context = await browser.newContext();
    await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    const page = await context.newPage();
    await page.goto(`${host.url}/doc/docs/getting-started/install-with-docker`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    await page.hover('.doc-sidebar a[href="/doc/docs/user-guides/add-your-dataset"]');
    await page.waitForTimeout(300);
    expect(await page.locator('link[rel=modulepreload][href*="/assets/pages/"]').count()).toBe(0);
    await context.close();
  });

  it('shows the progress bar when the next chunk is slow, not when it is fast', async () => {
    const { page } = await open('/doc/docs/getting-started/install-with-docker', { hoverOnly: true });
    await page.evaluate(() => {
      const w = window as unknown as { sawProgress: boolean };
      w.sawProgress = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.sawProgress = true;
      }).observe(document.body, { childList: true });
    });
    await page.click('.pagination-next');
    await page.waitForURL('**/install-from-source');
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(false);
    const undo = host.intercept((p) => p.includes('/assets/pages/'), { delayMs: 1200 });
    await page.evaluate(() => void window.__docgenRouter!.navigate('/doc/docs/user-guides/add-your-dataset'));
    await page.waitForSelector('#nprogress .bar', { state: 'attached' });
    await page.waitForURL('**/add-your-dataset');
    await page.waitForSelector('#nprogress', { state: 'detached' });
    undo();
    await context.close();
  });

  it('shows the progress bar of a slow route change 200 ms after it starts, its code already there', async () => {
    const { page } = await open('/doc/docs/getting-started/install-with-docker', { hoverOnly: true });
    const undo = host.intercept((p) => p.includes('/assets/pages/'), { delayMs: 5000 });
    // The page's timers on a clock of the test's: 200 ms pass when the test says so.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const barCode = page.waitForResponse((response) => /\/nprogress\.[\w-]+\.js$/.test(response.url()), { timeout: 10_000 });
    await page.evaluate(() => void window.__docgenRouter!.navigate('/doc/docs/user-guides/add-your-dataset'));
    await barCode;
    await page.clock.runFor(199);
    expect(await page.evaluate(() => document.getElementById('nprogress') === null)).toBe(true);
    await page.clock.runFor(1);
    expect(await page.evaluate(() => document.getElementById('nprogress') !== null)).toBe(true);
    undo();
    await context.close();
  });

  it('keeps dark mode across a reload, set before first paint by the inline script', async () => {
    const { page } = await open('/doc/docs');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.click('button.color-mode-toggle'); // system -> light
    await page.click('button.color-mode-toggle'); // light -> dark
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // Without any of the client JavaScript, only the inline head script can set it.
    await context.route('**/assets/js/**', (route) => route.abort());
    await page.reload();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(27, 27, 29)');
    await context.unroute('**/assets/js/**');
    await page.reload();
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    await page.click('button.color-mode-toggle'); // dark -> system
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(await page.getAttribute('html', 'data-theme-choice')).toBe('system');
    await context.close();
  });

  it('follows the system colour scheme live while the choice is system', async () => {
    const { page } = await open('/doc/docs');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await context.close();
  });

  it('scrolls to the heading of a URL hash, also after a client navigation', async () => {
    const { page } = await open('/doc/docs/user-guides/create-a-simple-experiment#experiment-fields');
    const top = () => page.evaluate(() => document.getElementById('experiment-fields')!.getBoundingClientRect().top);
    expect(Math.abs(await top())).toBeLessThan(120);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.__docgenRouter!.navigate('/doc/docs/user-guides/add-your-dataset#columns-map'));
    await page.waitForURL('**/add-your-dataset#columns-map');
    expect(Math.abs(await page.evaluate(() => document.getElementById('columns-map')!.getBoundingClientRect().top))).toBeLessThan(120);
    await context.close();
  });

  it('restores the scroll position on back and forward', async () => {
    const { page } = await open('/doc/docs/user-guides/create-a-simple-experiment');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY === 1500);
    await page.evaluate(() => window.__docgenRouter!.navigate('/doc/docs/user-guides/add-your-dataset'));
    await page.waitForURL('**/add-your-dataset');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/create-a-simple-experiment');
    await page.waitForFunction(() => window.scrollY === 1500);
    await context.close();
  });

  it('hides the navbar when scrolling down and shows it when scrolling up', async () => {
    const { page } = await open('/doc/docs/user-guides/create-a-simple-experiment');
    await page.mouse.wheel(0, 800);
    await page.waitForSelector('nav.navbar.navbar-hidden');
    // The sidebar and the TOC move up into the navbar's place: no empty band above them.
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom <= 0);
    expect(await page.$eval('.doc-sidebar .menu', (menu) => menu.getBoundingClientRect().top)).toBe(0);
    expect(await page.$eval('.toc', (toc) => toc.getBoundingClientRect().top)).toBeLessThanOrEqual(16);
    await page.mouse.wheel(0, -300);
    await page.waitForSelector('nav.navbar:not(.navbar-hidden)');
    await context.close();
  });

  it('shows the home pages and the docs roots on a 390 px phone without sideways scrolling, the home images loaded and within the screen', async () => {
    for (const route of ['/doc/', '/doc/fr/', '/doc/docs', '/doc/fr/docs']) {
      const { page, problems } = await open(route, { width: 390 });
      await page.waitForLoadState('load');
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll, route).toBeLessThanOrEqual(widths.client);
      const images = await page.$$eval('.evalap-hero img', (all) => all.map((img) => ({ right: img.getBoundingClientRect().right, loaded: (img as HTMLImageElement).naturalWidth > 0 })));
      for (const image of images) expect(image, route).toEqual({ right: expect.any(Number), loaded: true });
      for (const image of images) expect(image.right, route).toBeLessThanOrEqual(390);
      // The cards are laid out by the site's stylesheet: its class names are the rendered ones.
      expect(await page.$eval('.evalap-cards', (grid) => getComputedStyle(grid).display), route).toBe('grid');
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('opens the mobile sidebar at 375 px with the back link, and closes it at desktop width', async () => {
    const { page } = await open('/doc/docs/user-guides/add-your-dataset', { width: 375 });
    expect(await page.isVisible('.doc-sidebar')).toBe(false);
    await page.click('button.navbar-toggle');
    await page.waitForSelector('.navbar-sidebar.open');
    expect(await page.textContent('.navbar-sidebar-back')).toBe('← Back to main menu');
    expect(await page.isVisible('.navbar-sidebar a.menu-link.active')).toBe(true);
    await page.click('.navbar-sidebar-back');
    expect(await page.isVisible('.navbar-sidebar-primary a[href="https://evalap.etalab.gouv.fr/redoc"]')).toBe(true);
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.waitForSelector('.navbar-sidebar:not(.open)', { state: 'attached' });
    await context.close();
  });

  it('highlights the TOC entry of the heading in view', async () => {
    const { page } = await open('/doc/docs/user-guides/create-a-simple-experiment');
    const firstActive = await page.textContent('.toc a.active');
    await page.evaluate(() => document.getElementById('experiment-fields')!.scrollIntoView());
    await page.waitForFunction((before) => document.querySelector('.toc a.active')?.textContent !== before, firstActive);
    expect(await page.getAttribute('.toc a.active', 'href')).toBe('#experiment-fields');
    await context.close();
  });

  it('copies a code block and says so', async () => {
    context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`${host.url}/doc/fr/docs/getting-started/install-with-docker`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    const button = page.locator('.code-block-copy').first();
    await button.click();
    await page.waitForFunction(() => document.querySelector('.code-block-copy')?.textContent === 'Copié');
    const expected = await page.locator('.code-block pre code').first().textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await context.close();
  });

  it('leaves links to the other locale, external links and modified clicks to the browser', async () => {
    const { page } = await open('/doc/docs/user-guides/add-your-dataset');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.hover('.navbar-dropdown');
    await page.click('.navbar-dropdown-menu a[hreflang=fr]');
    await page.waitForURL('**/doc/fr/docs/user-guides/add-your-dataset');
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.getAttribute('.navbar a[href="https://github.com/etalab-ia/evalap"]', 'target')).toBe('_blank');
    await context.close();
  });

  it('removes a trailing .html or index.html from the address', async () => {
    const { page } = await open('/doc/fr/docs/user-guides/add-your-dataset.html');
    expect(new URL(page.url()).pathname).toBe('/doc/fr/docs/user-guides/add-your-dataset');
    await context.close();
  });

  it('reloads the target page when its chunk fails to load', async () => {
    const { page } = await open('/doc/docs/getting-started/install-with-docker', { hoverOnly: true });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await context.route('**/assets/pages/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.click('.pagination-next');
    await page.waitForURL('**/install-from-source');
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(await page.textContent('article h1')).toBe('Install from Source');
    await context.close();
  });

  it('shows the 404 page, in the locale of the path, for an unknown path', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    const response = await page.goto(`${host.url}/doc/fr/docs/nope`);
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    expect(await page.textContent('main h1')).toBe('Page introuvable');
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });

  it('clears a saved docs-version preference for a version that does not exist', async () => {
    context = await browser.newContext();
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docs-preferred-version-default', '2.0');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const page = await context.newPage();
    await page.goto(`${host.url}/doc/docs`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    await context.close();
  });
});

describe('a doc whose file name has spaces and accents', () => {
  let host: StaticHost;
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const dir = createSite({
      'site.config.ts': siteConfig("favicon: 'img/icon.svg',"),
      'static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nRead [the café page](<café déjà.md>).\n',
      'content/en/docs/café déjà.md': '# Café déjà vu\n\nBack to [the intro](intro.md).\n',
    });
    ({ host, browser, close } = await siteInBrowser(dir));
  });
  afterAll(() => close?.());

  /** Waits until the page shows the doc titled `title`. */
  const shows = (page: Page, title: string) => page.waitForSelector(`article h1:text-is("${title}")`);
  /** The window's marker: set once, it survives client navigations, not a page load. */
  const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

  it('is reached by the client router, forth and back, at its percent-encoded address', async () => {
    const { page, problems, context } = await openPage(browser, `${host.url}/doc/docs`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.click('article a:text("the café page")');
    await page.waitForURL('**/doc/docs/caf%C3%A9%20d%C3%A9j%C3%A0');
    await shows(page, 'Café déjà vu');
    expect(await page.textContent('.doc-sidebar a.active')).toBe('Café déjà vu');
    // Back and forward change the address first, and show the page once its module is loaded.
    await page.goBack();
    await page.waitForURL('**/doc/docs');
    await shows(page, 'Intro');
    await page.goForward();
    await page.waitForURL('**/doc/docs/caf%C3%A9%20d%C3%A9j%C3%A0');
    await shows(page, 'Café déjà vu');
    expect(await marker(page)).toBe(7);

    // Loaded at its address, the page keeps it, and its links go on without a reload.
    await page.goto(`${host.url}/doc/docs/caf%C3%A9%20d%C3%A9j%C3%A0`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    expect(page.url()).toBe(`${host.url}/doc/docs/caf%C3%A9%20d%C3%A9j%C3%A0`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 8));
    await page.click('article a:text("the intro")');
    await page.waitForURL('**/doc/docs');
    await shows(page, 'Intro');
    expect(await marker(page)).toBe(8);
    expect(problems).toEqual([]);
    await context.close();
  });
});
