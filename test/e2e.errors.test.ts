import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildSite, createSite, repoRoot, siteConfig } from './helpers/fixture.js';
import { serveStatic, siteInBrowser, type StaticHost } from './helpers/browser.js';

/**
 * A site with its own copy of the theme whose doc page throws in the browser for the doc "crash"
 * (until `window.fixed` is set), and an announcement bar.
 */
function crashingSite(announcementId: string): string {
  const dir = createSite({
    'site.config.ts': siteConfig(`templatesDir: 'theme', announcementBar: { id: '${announcementId}', content: 'docgen 1.0 is out' },`),
    'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\n[Crash](crash.md) [Broken](broken.md)\n',
    'content/en/docs/crash.md': '# Crash\n\nThis page throws in the browser.\n',
    'content/en/docs/broken.md': '# Broken\n\nIts page module will lose its default export.\n',
  });
  fs.cpSync(path.join(repoRoot, 'templates'), path.join(dir, 'theme'), { recursive: true });
  const docPage = path.join(dir, 'theme/components/DocPage.tsx');
  fs.writeFileSync(
    docPage,
    fs.readFileSync(docPage, 'utf8').replace(
      'export function DocPage({ doc, content }: { doc: DocPageData; content?: React.ReactNode }) {',
      `export function DocPage({ doc, content }: { doc: DocPageData; content?: React.ReactNode }) {
  if (typeof window !== 'undefined' && doc.id === 'crash' && !(window as { fixed?: boolean }).fixed) {
    throw new Error('Boom in the doc page', { cause: new Error('The root cause') });
  }`,
    ),
  );
  return dir;
}

describe('errors in the browser', () => {
  let browser: Browser;
  let host: StaticHost;
  let dir: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    dir = crashingSite('v1');
    ({ host, browser, close } = await siteInBrowser(dir));
  });
  afterAll(() => close?.());

  it('shows "This page crashed." with the error and its cause, titled "Page Error"; "Try again" renders the page again', async () => {
    const page = await browser.newPage();
    await page.goto(`${host.url}/doc/docs/crash`);
    await page.waitForSelector('.error-page');
    expect(await page.textContent('.error-page h1')).toBe('This page crashed.');
    expect(await page.textContent('.error-message')).toBe('Boom in the doc page');
    expect(await page.textContent('.error-cause')).toBe('Cause: The root cause');
    expect(await page.title()).toBe('Page Error');
    // The rest of the layout still works.
    expect(await page.isVisible('nav.navbar')).toBe(true);
    await page.evaluate(() => ((window as { fixed?: boolean }).fixed = true));
    await page.click('.error-page button');
    await page.waitForSelector('article h1');
    expect(await page.textContent('article h1')).toBe('Crash');
    expect(await page.title()).toBe('Crash | Fixture');
    await page.close();
  });

  it('titles a page that throws on a client navigation "Page Error"; "Try again" gives it back its own title', async () => {
    const page = await browser.newPage();
    await page.goto(`${host.url}/doc/docs`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    expect(await page.title()).toBe('Intro | Fixture');
    await page.click('.markdown a[href="/doc/docs/crash"]');
    await page.waitForSelector('.error-page');
    await page.waitForURL('**/docs/crash');
    expect(await page.textContent('.error-page h1')).toBe('This page crashed.');
    expect(await page.title()).toBe('Page Error');
    await page.evaluate(() => ((window as { fixed?: boolean }).fixed = true));
    await page.click('.error-page button');
    await page.waitForSelector('article h1');
    expect(await page.title()).toBe('Crash | Fixture');
    await page.close();
  });

  it('reports a page module without a default export as a clear error; "Try again" loads the page for real', async () => {
    const dataDir = path.join(dir, 'build/route-index');
    const shardFile = fs.readdirSync(dataDir).find((f) => f.startsWith('en.'))!;
    const shard = JSON.parse(fs.readFileSync(path.join(dataDir, shardFile), 'utf8')) as Record<string, [string, string]>;
    const chunk = shard['/doc/docs/broken']![0];
    fs.writeFileSync(path.join(dir, 'build', chunk.slice('/doc/'.length)), 'export const notDefault = 1;');
    const page = await browser.newPage();
    await page.goto(`${host.url}/doc/docs`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    await page.click('.markdown a[href="/doc/docs/broken"]');
    await page.waitForSelector('.error-page');
    expect(await page.textContent('.error-message')).toBe(`The page module ${chunk} has no default export: rebuild the site.`);
    await page.click('.error-page button');
    await page.waitForURL('**/docs/broken');
    await page.waitForSelector('article h1');
    expect(await page.textContent('article h1')).toBe('Broken');
    expect(await page.locator('.error-page').count()).toBe(0);
    await page.close();
  });

  it('remembers a dismissed announcement bar, before first paint, until the bar id changes', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${host.url}/doc/docs`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    expect(await page.isVisible('.announcement-bar')).toBe(true);
    await page.click('.announcement-bar-close');
    expect(await page.isVisible('.announcement-bar')).toBe(false);
    await context.route('**/assets/js/**', (route) => route.abort());
    await page.reload();
    expect(await page.isVisible('.announcement-bar')).toBe(false);
    await context.unroute('**/assets/js/**');

    // A new announcement (another id) shows again.
    const next = crashingSite('v2');
    buildSite(next);
    const host2 = await serveStatic(path.join(next, 'build'));
    // Same origin as the first site, so the same localStorage: serve it in place of the first.
    fs.rmSync(path.join(dir, 'build'), { recursive: true });
    fs.cpSync(path.join(next, 'build'), path.join(dir, 'build'), { recursive: true });
    await host2.close();
    await page.reload();
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    expect(await page.isVisible('.announcement-bar')).toBe(true);
    await context.close();
  });

  it('explains a wrong base URL when the site is opened outside its base path', async () => {
    const other = await serveStatic(path.join(dir, 'build'), '/elsewhere/');
    const page = await browser.newPage();
    await page.goto(`${other.url}/elsewhere/docs`);
    await page.waitForSelector('#docgen-base-url-banner');
    expect(await page.textContent('#docgen-base-url-banner')).toMatch(/built for the base URL \/doc\/ but was opened at \/elsewhere\/docs/);
    await page.close();
    await other.close();
  });
});

describe('a large sidebar', () => {
  it('hydrates without errors, ships closed categories as separate modules and loads one when opened', async () => {
    const files: Record<string, string> = { 'site.config.ts': siteConfig(), 'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n' };
    for (let s = 0; s < 20; s++) {
      files[`content/en/docs/s${s}/_category_.json`] = JSON.stringify({ label: `Section ${s}`, position: s + 1 });
      for (let p = 0; p < 10; p++) files[`content/en/docs/s${s}/p${p}.md`] = `# Page ${s}.${p}\n\nText.\n`;
    }
    const dir = createSite(files);
    const { host, browser, close } = await siteInBrowser(dir);
    const page = await browser.newPage();
    const problems: string[] = [];
    // No favicon in the config: the page links an empty icon, so Chromium asks for no /favicon.ico (a 404 in the console).
    page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${host.url}/doc/docs/s3/p4`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    // Only the section of the page is open; the others render their header alone.
    expect(await page.locator('.doc-sidebar a.menu-link').count()).toBe(1 + 10);
    expect(await page.textContent('.doc-sidebar a.active')).toBe('Page 3.4');
    const html = fs.readFileSync(path.join(dir, 'build/docs/s3/p4.html'), 'utf8');
    expect(html).not.toContain('/doc/docs/s7/p1');
    await page.click('button[aria-label*="Section 7"]');
    await page.waitForSelector('.doc-sidebar a[href="/doc/docs/s7/p1"]');
    await page.click('.doc-sidebar a[href="/doc/docs/s7/p1"]');
    await page.waitForURL('**/s7/p1');
    expect(await page.textContent('.doc-sidebar a.active')).toBe('Page 7.1');
    expect(problems).toEqual([]);
    await close();
  });
});
