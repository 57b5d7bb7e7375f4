import { describe, expect, it } from 'vitest';
import { evalapSearchInBrowser } from './helpers/browser.js';

describe('search in the browser (embedded index, no account)', () => {
  const site = evalapSearchInBrowser();
  const open = site.open;

  it('loads nothing of the search before the search is used', async () => {
    const { page, requests } = await open('/doc/docs/user-guides/add-your-dataset');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => /SearchModal|localClient|search-index/.test(r))).toEqual([]);
    await page.hover('.search-button');
    await expect.poll(() => requests.some((r) => r.includes('SearchModal'))).toBe(true);
    expect(requests.filter((r) => r.includes('search-index'))).toEqual([]);
    await site.context.close();
  });

  it('opens with Ctrl+K, shows results grouped by page, and Enter navigates without a reload', async () => {
    const { page, problems } = await open('/doc/docs');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Modal');
    await page.keyboard.type('columns map');
    await page.waitForSelector('.DocSearch-Hit');
    expect(await page.locator('.DocSearch-Hit-source').count()).toBeGreaterThan(0);
    expect(await page.locator('.DocSearch-Hit mark').count()).toBeGreaterThan(0);
    const first = await page.getAttribute('.DocSearch-Hit a', 'data-href');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${first!.split('#')[0]}*`);
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(problems).toEqual([]);
    await site.context.close();
  });

  it('opens with "/", closes with Escape, limits the query to 64 characters', async () => {
    const { page } = await open('/doc/fr/docs');
    await page.keyboard.press('/');
    await page.waitForSelector('.DocSearch-Modal');
    expect(await page.getAttribute('.DocSearch-Input', 'maxlength')).toBe('64');
    expect(await page.getAttribute('.DocSearch-Input', 'placeholder')).toBe('Rechercher dans la documentation');
    await page.keyboard.type('jeu de données');
    await page.waitForSelector('.DocSearch-Hit');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    await site.context.close();
  });

  it('keeps recent searches across a reload, without highlight fields', async () => {
    const { page } = await open('/doc/docs');
    await page.click('.search-button');
    await page.waitForSelector('.DocSearch-Modal');
    await page.keyboard.type('metric');
    await page.waitForSelector('.DocSearch-Hit');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    await page.reload();
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    await page.click('.search-button');
    await page.waitForSelector('.DocSearch-Modal');
    expect(await page.textContent('.DocSearch-Hit-source')).toBe('Recent');
    const stored = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.includes('RECENT_SEARCHES')));
    expect(stored?.[0]).toContain('evalap');
    expect(stored?.[1]).not.toContain('_highlightResult');
    expect(stored?.[1]).not.toContain('_snippetResult');
    await site.context.close();
  });

  it('says "No results for" a query that matches nothing', async () => {
    const { page } = await open('/doc/docs');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Modal');
    await page.keyboard.type('zzqxwv');
    await page.waitForSelector('.DocSearch-NoResults');
    expect(await page.textContent('.DocSearch-NoResults .DocSearch-Title')).toContain('No results for');
    await site.context.close();
  });

  it('shows the error screen when the index cannot be loaded', async () => {
    site.context = await site.browser.newContext();
    await site.context.route('**/search-index/**', (route) => route.abort());
    const page = await site.context.newPage();
    await page.goto(`${site.host.url}/doc/docs`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Modal');
    await page.keyboard.type('dataset');
    await page.waitForSelector('.DocSearch-ErrorScreen');
    expect(await page.textContent('.DocSearch-ErrorScreen')).toContain('Unable to fetch results');
    expect(await page.textContent('.DocSearch-ErrorScreen')).toContain('You might want to check your network connection.');
    await site.context.close();
  });

  it('the search page reads ?q=, keeps box and address in sync, pages by 20, and shows breadcrumbs and snippets', async () => {
    const { page, problems } = await open('/doc/search?q=metric');
    await page.waitForSelector('.search-result');
    expect(await page.inputValue('.search-page-input')).toBe('metric');
    expect(await page.locator('.search-result').count()).toBe(20);
    expect(await page.locator('.search-result-path').first().textContent()).toMatch(/›|\w/);
    expect(await page.locator('.search-result mark').count()).toBeGreaterThan(0);
    await page.click('.search-load-more');
    await expect.poll(() => page.locator('.search-result').count()).toBeGreaterThan(20);
    await page.fill('.search-page-input', 'docker compose');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'docker compose');
    await page.waitForFunction(() => document.querySelector('.search-page-count')?.textContent?.includes('docker compose'));
    await page.fill('.search-page-input', 'zzqxwv');
    await page.waitForSelector('text=No results for "zzqxwv"');
    expect(problems).toEqual([]);
    await site.context.close();
  });
});
