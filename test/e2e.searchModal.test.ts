import { describe, expect, it } from 'vitest';
import type { Page as BrowserPage } from 'playwright-core';
import { evalapSearchInBrowser, watchConsole } from './helpers/browser.js';
import { axeViolations } from './helpers/axe.js';

/** Searches `query` in the modal (opened with the button) and picks the first result. */
async function pick(page: BrowserPage, query: string): Promise<void> {
  await page.click('.search-button');
  await page.waitForSelector('.DocSearch-Input');
  await page.keyboard.type(query);
  // A hit of the query (highlighted), not a recent search of the start screen.
  await page.waitForSelector('.DocSearch-Hit[aria-selected="true"] mark');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
}

/**
 * What axe finds in the open modal that only DocSearch can change (its own markup, issue 45,
 * item 9): the rule and the node, by selector. Anything else is the theme's to fix.
 */
const DOCSEARCH_OWN = [
  // Its input's aria-controls names the lists of every source, the empty ones it does not render too.
  { rule: 'aria-valid-attr-value', target: /^#docsearch-input$/ },
  // Its container is a role="button" (autocomplete's root props) that holds the whole modal.
  { rule: 'nested-interactive', target: /^\.DocSearch$/ },
  { rule: 'label-content-name-mismatch', target: /^\.DocSearch$/ },
  // A recent or favourite search holds its own star and remove buttons.
  { rule: 'nested-interactive', target: /^#docsearch-(recent|favorite)Searches-item-\d+$/ },
  // Each group of hits is a listbox with the same id.
  { rule: 'duplicate-id', target: /^\.DocSearch-Hits:nth-child\(\d+\) > ul\[role="listbox"\]/ },
  // The no-results title is a bold <p>.
  { rule: 'p-as-heading', target: /\.DocSearch-Title/ },
];

/** axe's violations (all rules but AAA contrast, which is the site's colours') as rule and node pairs not in DOCSEARCH_OWN, and the count of those that are. */
async function modalViolations(page: BrowserPage): Promise<{ theme: string[]; docSearch: number }> {
  const found: { rule: string; target: string }[] = [];
  const lines = [...(await axeViolations(page, { include: '.DocSearch-Container', rules: 'all' })), ...(await axeViolations(page, { include: 'html', rules: ['landmark-no-duplicate-contentinfo', 'landmark-unique', 'landmark-one-main'] }))];
  for (const block of lines) {
    const [head, ...nodes] = block.split('\n');
    const rule = head!.split(' ')[0]!;
    if (rule === 'color-contrast-enhanced') continue;
    for (const node of nodes) found.push({ rule, target: node.trim().split(': ')[0]! });
  }
  const own = (v: { rule: string; target: string }) => DOCSEARCH_OWN.some((d) => d.rule === v.rule && d.target.test(v.target));
  return { theme: found.filter((v) => !own(v)).map((v) => `${v.rule} ${v.target}`), docSearch: found.filter(own).length };
}

describe("the search modal's states (EvalAP, its own index)", () => {
  const site = evalapSearchInBrowser();
  const open = site.open;

  it('keeps recent searches, and they can be starred, while the page behind re-renders (the navbar shows again)', async () => {
    const { page, problems } = await open('/doc/fr/docs');
    await pick(page, 'docker');
    await pick(page, 'juge');
    // Far down a long page the navbar is hidden; scrolling up with the modal open shows it again.
    await page.goto(`${site.host.url}/doc/fr/docs/user-guides/use-custom-llm-judge-prompt`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    await page.mouse.wheel(0, 2000);
    await page.waitForSelector('.navbar.navbar-hidden');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Hit');
    expect(await page.locator('.DocSearch-Hit').allTextContents()).toHaveLength(2);
    await page.evaluate(() => window.scrollBy(0, -300));
    await page.waitForSelector('.navbar:not(.navbar-hidden)');
    // The mouse over the second recent search selects it, and the list stays.
    await page.hover('.DocSearch-Hit >> nth=1');
    await page.waitForSelector('.DocSearch-Hit:nth-child(2)[aria-selected="true"]');
    expect(await page.locator('.DocSearch-Hit').count()).toBe(2);
    expect(await page.locator('.DocSearch-Dropdown').textContent()).not.toContain('Aucune recherche récente');
    await page.click('.DocSearch-Hit >> nth=1 >> button[title="Sauvegarder cette recherche"]');
    await page.waitForSelector('.DocSearch-Hit-source >> text=Favoris');
    expect(await page.locator('.DocSearch-Hit').count()).toBe(2);
    expect(problems).toEqual([]);
    await site.context.close();
  });

  it('counts, in "see all", the results of the query typed, on a first search typed fast in a fresh tab', async () => {
    site.context = await site.browser.newContext();
    // The index comes once the whole query is typed: the answers of "d", "do"... arrive with the last one's.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await site.context.route('**/search-index/fr/**', async (route) => (await held, await route.continue()));
    const page = await site.context.newPage();
    await page.goto(`${site.host.url}/doc/fr/docs`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Input');
    await page.keyboard.type('docker');
    release();
    await page.waitForSelector('.DocSearch-HitsFooter a');
    const seeAll = await page.textContent('.DocSearch-HitsFooter a');
    expect(seeAll).toMatch(/^Voir les \d+ résultats$/);
    await page.click('.DocSearch-HitsFooter a');
    await page.waitForSelector('.search-page-count');
    const count = /^(\d+) résultats pour « docker »$/.exec((await page.textContent('.search-page-count')) ?? '')?.[1];
    expect(seeAll).toBe(`Voir les ${count} résultats`);
    await site.context.close();
  });

  for (const { locale, route, noResults, tryInstead, report, link } of [
    { locale: 'en', route: '/doc/docs', noResults: 'No results for', tryInstead: 'Try searching for:', report: 'Believe this query should return results?', link: 'Let us know.' },
    // French typography: a narrow no-break space before the colon.
    { locale: 'fr', route: '/doc/fr/docs', noResults: 'Aucun résultat pour', tryInstead: 'Essayez de chercher\u202f:', report: 'Cette recherche devrait donner des résultats ?', link: 'Dites-le-nous.' },
  ]) {
    it(`shows, for a query without results (${locale}), at most 3 suggestions and a link to report it as an EvalAP issue`, async () => {
      const { page, problems } = await open(route);
      await page.keyboard.press('Control+k');
      await page.waitForSelector('.DocSearch-Input');
      await page.keyboard.type('zzqxwv');
      await page.waitForSelector('.DocSearch-NoResults');
      expect(await page.textContent('.DocSearch-NoResults .DocSearch-Title')).toContain(noResults);
      expect(await page.locator('.DocSearch-NoResults-Prefill-List li').count()).toBeLessThanOrEqual(3);
      expect(await page.textContent('.DocSearch-NoResults-Prefill-List .DocSearch-Help')).toBe(tryInstead);
      expect(await page.textContent('.DocSearch-NoResults .DocSearch-Help:has(a)')).toContain(report);
      const reportLink = page.locator('.DocSearch-NoResults .DocSearch-Help a');
      expect(await reportLink.textContent()).toBe(link);
      const href = new URL((await reportLink.getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe('https://github.com/etalab-ia/evalap/issues/new');
      expect(href.searchParams.get('title')).toBe('Search: no results for "zzqxwv"');
      expect(problems).toEqual([]);
      await site.context.close();
    });
  }

  it("shows a failed load of the search's code as a dialog over the page, with 'Retry' that loads it again", async () => {
    site.context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    let fail = true;
    await site.context.route('**/SearchModal*', (route) => (fail ? route.abort() : route.continue()));
    const page = await site.context.newPage();
    await page.goto(`${site.host.url}/doc/fr/docs`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    await page.click('.search-button');
    const dialog = page.locator('[role="alertdialog"]');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Failed to fetch dynamically imported module');
    // Not inside the navbar, not a second main landmark, and whole on screen.
    expect(await dialog.evaluate((el) => Boolean(el.closest('nav')))).toBe(false);
    expect(await page.locator('main').count()).toBe(1);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(await page.title()).not.toBe('Page Error');
    fail = false;
    await dialog.locator('button', { hasText: 'Recharger' }).click();
    await page.waitForSelector('.DocSearch-Input');
    expect(await dialog.count()).toBe(0);
    await site.context.close();
  });

  it('has, open, no axe violation the theme controls: on the start screen, with results, and without', async () => {
    const { page, problems } = await open('/doc/fr/docs');
    await pick(page, 'docker');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Hit');
    const start = await modalViolations(page);
    await page.keyboard.type('jeu de données');
    await page.waitForSelector('.DocSearch-Hit mark');
    const results = await modalViolations(page);
    await page.fill('.DocSearch-Input', 'zzqxwv');
    await page.waitForSelector('.DocSearch-NoResults');
    const none = await modalViolations(page);
    expect({ start: start.theme, results: results.theme, none: none.theme }).toEqual({ start: [], results: [], none: [] });
    expect(problems).toEqual([]);
    await site.context.close();
  });

  it('opens a hit with a click, without a reload, and keeps it among the recent searches', async () => {
    const { page, problems } = await open('/doc/fr/docs');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.click('.search-button');
    await page.waitForSelector('.DocSearch-Input');
    await page.keyboard.type('docker');
    await page.waitForSelector('.DocSearch-Hit[aria-selected="true"]');
    const target = await page.getAttribute('.DocSearch-Hit >> nth=0 >> a', 'data-href');
    await page.click('.DocSearch-Hit >> nth=0 >> a');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    await page.waitForURL((url) => url.pathname + url.hash === target);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Hit');
    expect(await page.textContent('.DocSearch-Hit-source')).toBe('Récemment');
    expect(problems).toEqual([]);
    await site.context.close();
  });

  it('shows "Unable to fetch results" while the index is unreachable, and logs no error for each keystroke', async () => {
    site.context = await site.browser.newContext();
    await site.context.route('**/search-index/**', (route) => route.abort());
    const page = await site.context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${site.host.url}/doc/fr/docs`);
    await page.waitForFunction(() => Boolean(window.__docgenRouter));
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Input');
    for (const letter of 'jeu') {
      await page.keyboard.type(letter);
      await page.waitForSelector('.DocSearch-ErrorScreen');
    }
    expect(await page.textContent('.DocSearch-ErrorScreen')).toContain('Impossible de récupérer les résultats');
    // The failed downloads of the index are the browser's own lines; nothing else.
    expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
    await site.context.close();
  });

  it('closes with a first Escape and keeps the query for the next opening; a further Escape clears it', async () => {
    const { page, problems } = await open('/doc/fr/docs');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Input');
    await page.keyboard.type('docker');
    await page.waitForSelector('.DocSearch-Hit mark');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Hit mark');
    expect(await page.inputValue('.DocSearch-Input')).toBe('docker');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-StartScreen, .DocSearch-Hit-source');
    expect(await page.inputValue('.DocSearch-Input')).toBe('');
    expect(problems).toEqual([]);
    await site.context.close();
  });

  for (const { base, heading, title } of [
    { base: '/doc/', heading: 'Search results for "docker"', title: 'Search results for "docker" | EvalAP' },
    { base: '/doc/fr/', heading: 'Résultats de recherche pour « docker »', title: 'Résultats de recherche pour « docker » | EvalAP' },
  ]) {
    it(`names the query in the search page's heading and tab title (${base})`, async () => {
      const { page, problems } = await open(`${base}search?q=docker`);
      await page.waitForSelector('.search-result');
      expect(await page.textContent('.search-page h1')).toBe(heading);
      expect(await page.title()).toBe(title);
      expect(problems).toEqual([]);
      await site.context.close();
    });
  }
});
