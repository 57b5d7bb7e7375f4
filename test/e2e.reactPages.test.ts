import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, servedInBrowser, type StaticHost } from './helpers/browser.js';
import { toString as toText } from 'hast-util-to-string';
import { buildFailure, buildSite, createSite, docgen, Page } from './helpers/fixture.js';
import { reactPagesSite } from './helpers/reactPagesSite.js';
import { readRecords } from './helpers/searchSite.js';
import { createLocalSearchClient } from '../src/shared/search/localClient.js';

describe('React pages of a Docusaurus classic-shaped site, migrated', () => {
  let dir: string;
  let out: string;
  beforeAll(() => {
    dir = createSite(reactPagesSite);
    const migrated = docgen(['migrate'], dir);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout + migrated.stderr).not.toMatch(/customFields not carried over/);
    buildSite(dir);
    out = path.join(dir, 'build');
  });

  it('the home page is rendered from src/pages/index.js: Layout title and description, site config, custom fields, Link, useBaseUrl, images', () => {
    const home = Page.read(path.join(out, 'index.html'));
    expect(home.text('title')).toBe('Hello from Lab Notes | Lab Notes');
    expect(home.attr('meta[name=description]', 'content')).toBe('Description will go into a meta tag in <head />');
    // docgen's shell (navbar, footer) around the page's own main part.
    expect(home.text('.navbar')).toContain('Guide');
    expect(home.has('footer')).toBe(true);
    // What the page's components show, by selector: the site config, customFields, a translation, the server's side of useIsBrowser and BrowserOnly.
    const shown = { 'main#main-content h1.hero__title': 'Lab Notes', '.hero__subtitle': 'Notes from the lab', '.custom-field': 'Hi from customFields', '.welcome': 'Welcome, Lab Notes!', '.where': 'server', '.only': 'later' };
    expect(Object.fromEntries(Object.keys(shown).map((selector) => [selector, home.text(selector)]))).toEqual(shown);
    expect(home.attr('a.start-link', 'href')).toBe('/doc/docs/start');
    expect(home.attr('img.logo', 'src')).toBe('/doc/img/lab_bench.svg');
    // Another image imported by a component: a hashed URL of the file, published.
    const photo = home.attr('img.photo', 'src')!;
    expect(photo).toMatch(/^\/doc\/assets\/media\/photo\.\w+\.png$/);
    expect(fs.readFileSync(path.join(out, photo.slice('/doc/'.length)), 'utf8')).toBe('not really a png\n');
  });

  it('a CSS module and SVG files imported as components (import and require().default) render as the server made them', () => {
    const home = Page.read(path.join(out, 'index.html'));
    const svgs = home.all('section svg');
    expect(svgs).toHaveLength(2);
    expect(svgs.map((svg) => String((svg.properties.className as string[]).join(' ')))).toEqual(['styles_featureSvg', 'styles_featureSvg']);
    expect(home.texts('section h3')).toEqual(['Benches', 'Flasks']);
    expect(home.all('section rect').map((rect) => rect.properties.fill)).toEqual(['#2e8555', '#25c2a0']);
    expect(home.attr('section', 'className')).toBe('styles_features');
    // The page's stylesheet holds its CSS modules.
    const css = home.all('link[rel=stylesheet]').map((l) => String(l.properties.href)).filter((href) => href.includes('/mdx/'));
    const text = css.map((href) => fs.readFileSync(path.join(out, href.slice('/doc/'.length)), 'utf8')).join('');
    expect(text).toContain('.styles_featureSvg');
    expect(text).toContain('.pages_heroBanner');
  });

  it('in French, the translations of i18n/fr/code.json and links into the locale', () => {
    const fr = Page.read(path.join(out, 'fr/index.html'));
    expect(fr.text('.welcome')).toBe('Bienvenue, Lab Notes !');
    expect(fr.text('.counter')).toBe('Compteur: 0');
    expect(fr.attr('a.start-link', 'href')).toBe('/doc/fr/docs/start');
  });

  it('a TypeScript page takes its title and description from <Head>; files starting with "_" are no pages', () => {
    const team = Page.read(path.join(out, 'team.html'));
    expect(team.text('title')).toBe('Our team | Lab Notes');
    expect(team.attr('meta[name=description]', 'content')).toBe('Who works here.');
    expect(team.text('h1.team-title')).toBe('The team');
    expect(fs.existsSync(path.join(out, '_hidden.html'))).toBe(false);
    expect(fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://lab.example.org/doc/team</loc>');
  });

  it("<Head>'s meta, link, JSON-LD script and <html>/<body> attributes are in the page's document, its og:image in place of the site's", () => {
    const team = Page.read(path.join(out, 'team.html'));
    expect(team.all('meta[property="og:image"]').map((m) => m.properties.content)).toEqual(['https://lab.example.org/img/team.png']);
    expect(team.attr('meta[property="og:image"]', 'dataRh')).toBe('true');
    expect(team.attr('link[rel=preconnect]', 'href')).toBe('https://fonts.example.org');
    expect(team.attr('link[rel=preconnect]', 'crossOrigin')).toBe('anonymous');
    // The JSON-LD as written, its "</script>" unable to end the element.
    const ld = team.all('script[type="application/ld+json"]');
    expect(ld).toHaveLength(1);
    expect(JSON.parse(toText(ld[0]!))).toEqual({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Lab </script> Notes' });
    expect(team.attr('html', 'className')).toBe('team-page');
    expect(team.attr('html', 'lang')).toBe('en');
    expect(team.attr('body', 'className')).toBe('team-body');
    expect(team.attr('link[rel=canonical]', 'href')).toBe('https://lab.example.org/doc/team');
    // Another page keeps the site's social card, and has none of the team page's tags.
    const home = Page.read(path.join(out, 'index.html'));
    expect(home.attr('meta[property="og:image"]', 'content')).toBe('https://lab.example.org/doc/img/lab_bench.svg');
    expect(home.all('script[type="application/ld+json"]')).toHaveLength(0);
    expect(home.attr('meta[name=robots-note]', 'content')).toBe('kept out');
  });

  it("a React page's Markdown version is what it renders (controls left out, links absolute), listed in llms.txt under Pages", () => {
    expect(fs.readFileSync(path.join(out, 'team.md'), 'utf8')).toBe('# The team\n\n## Calibration\n\nOur chemists calibrate the spectrophotometer every morning.\n');
    const home = fs.readFileSync(path.join(out, 'index.md'), 'utf8');
    expect(home).toMatch(/^# Lab Notes\n\nNotes from the lab\n/);
    expect(home).toContain('[Start here](https://lab.example.org/doc/docs/start)');
    expect(home).toContain('### Benches\n\nRoom to work.');
    expect(home).not.toMatch(/Counter|<!--/);
    expect(Page.read(path.join(out, 'team.html')).attr('link[type="text/markdown"]', 'href')).toBe('https://lab.example.org/doc/team.md');
    expect(fs.readFileSync(path.join(out, 'llms.txt'), 'utf8')).toContain('## Pages\n\n- [Lab Notes](https://lab.example.org/doc/index.md): Description will go into a meta tag in <head />\n- [The team](https://lab.example.org/doc/team.md): Who works here.\n');
  });

  it("a React page's text is in the search records (as Algolia gets them) and found by the search engine, its buttons' labels are not", async () => {
    const records = await readRecords(dir, 'en');
    const team = records.filter((r) => r.url_without_anchor === '/doc/team');
    expect(team.map((r) => [r.type, r.hierarchy.lvl1, r.hierarchy.lvl2, r.content])).toEqual([
      // Its <h1> names it, as DocSearch's crawler reads a page.
      ['lvl1', 'The team', null, null],
      ['lvl2', 'The team', 'Calibration', null],
      ['content', 'The team', 'Calibration', 'Our chemists calibrate the spectrophotometer every morning.'],
    ]);
    expect(records.some((r) => r.content?.includes('Not text to search'))).toBe(false);
    // The home page's text too (its features' headings).
    expect(records.filter((r) => r.url_without_anchor === '/doc/').map((r) => r.hierarchy.lvl3)).toContain('Benches');
    const manifest = fs.readFileSync(path.join(out, 'search-index/en.json'));
    const local = createLocalSearchClient({ manifestUrl: 'https://lab.example.org/doc/search-index/en.json', fetch: (url) => Promise.resolve(new Response(String(url).endsWith('/en.json') ? manifest : fs.readFileSync(path.join(out, new URL(String(url)).pathname.slice('/doc/'.length))))) });
    const { indexName } = JSON.parse(manifest.toString()) as { indexName: string };
    const { results } = await local.search({ requests: [{ indexName, query: 'spectrophotometer' }] } as never);
    expect((results[0] as { hits: { url: string }[] }).hits.map((h) => h.url)).toEqual(['/doc/team']);
  });

  it('categories asking for a generated index get their page, with cards for their items, in each locale', () => {
    const glass = Page.read(path.join(out, 'docs/category/glassware.html'));
    expect(glass.text('title')).toBe('Glassware | Lab Notes');
    expect(glass.text('main h1')).toBe('Glassware');
    expect(glass.text('.category-index-description')).toBe('Everything made of glass.');
    // A doc's card: its title and its description (front matter's, else its first paragraph); a category's: its label and size.
    expect(glass.texts('.category-card h2')).toEqual(['📄️ Flasks', '🗃️ Heat-proof', '📄️ Beakers']);
    expect(glass.texts('.category-card p')).toEqual(['Also for liquids.', '2 items', 'For liquids, see flasks.']);
    expect(glass.all('.category-card').map((a) => a.properties.href)).toEqual(['/doc/docs/tools/glass/flasks', '/doc/docs/tools/glass/heat/crucibles', '/doc/docs/tools/glass/beakers']);
    expect(glass.texts('.breadcrumbs li')).toEqual(['', 'Glassware']);
    expect(glass.text('.pagination-next .pagination-label')).toBe('Flasks');
    // The sidebars.js category: its link's title, description and keywords.
    const field = Page.read(path.join(out, 'docs/category/field-work.html'));
    expect(field.text('title')).toBe('All about field work | Lab Notes');
    expect(field.attr('meta[name=description]', 'content')).toBe('Trips and samples.');
    expect(field.attr('meta[name=keywords]', 'content')).toBe('field');
    expect(field.attr('meta[property="og:image"]', 'content')).toBe('https://lab.example.org/doc/img/lab_bench.svg');
    expect(field.texts('.category-card p')).toEqual(['Going out.', 'Jars.']);
    // French: the translated _category_.json at the same address, the count in French.
    const verre = Page.read(path.join(out, 'fr/docs/category/glassware.html'));
    expect(verre.text('main h1')).toBe('Verrerie');
    expect(verre.text('.category-index-description')).toBe('Tout ce qui est en verre.');
    expect(verre.texts('.category-card p')[1]).toBe('2 éléments');
    expect(verre.attr('link[hreflang=en]', 'href')).toBe('https://lab.example.org/doc/docs/category/glassware');
  });

  it('the sidebar labels lead to the generated pages and to a linked doc; the pages are in the sitemap and the search index', () => {
    const trips = Page.read(path.join(out, 'docs/field/trips.html'));
    const links = Object.fromEntries(trips.all('.menu-category-link').map((a) => [toText(a), a.properties.href]));
    expect(links).toEqual({ Glassware: '/doc/docs/category/glassware', 'Field work': '/doc/docs/category/field-work', Reference: '/doc/docs/reference/overview' });
    expect(trips.all('.breadcrumbs a').map((a) => a.properties.href)).toEqual(['/doc/', '/doc/docs/category/field-work']);
    const units = Page.read(path.join(out, 'docs/reference/units.html'));
    expect(units.attr('.breadcrumbs li:nth-child(2) a', 'href')).toBe('/doc/docs/reference/overview');
    const sitemap = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://lab.example.org/doc/docs/category/glassware</loc>');
    expect(sitemap).toContain('<loc>https://lab.example.org/doc/fr/docs/category/field-work</loc>');
    const index = fs.readdirSync(path.join(out, 'search-index/en')).map((f) => fs.readFileSync(path.join(out, 'search-index/en', f), 'utf8')).join('');
    expect(index).toContain('Everything made of glass.');
  });

  describe('in the browser', () => {
    let host: StaticHost;
    let browser: Browser;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ host, browser, close } = await servedInBrowser(out));
    });
    afterAll(() => close?.());

    it('hydrates without a console error; its state works, and again after a client navigation away and back', async () => {
      const { context, page, problems } = await openPage(browser, `${host.url}/doc/`);
      await page.locator('.where', { hasText: 'browser' }).waitFor();
      await page.locator('.only', { hasText: 'now' }).waitFor();
      await page.getByRole('button', { name: 'Counter: 0' }).click();
      await page.getByRole('button', { name: 'Counter: 1' }).waitFor();
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.getByRole('link', { name: 'Start here' }).click();
      await page.locator('h1', { hasText: 'Start here' }).waitFor();
      await page.goBack();
      await page.getByRole('button', { name: 'Counter: 0' }).click();
      await page.getByRole('button', { name: 'Counter: 1' }).waitFor();
      expect(await page.title()).toBe('Hello from Lab Notes | Lab Notes');
      // The TypeScript page, reached without a reload: its <Head> title.
      await page.evaluate(() => window.__docgenRouter!.navigate('/doc/team'));
      await page.locator('h1.team-title').waitFor();
      await page.waitForFunction(() => document.title === 'Our team | Lab Notes');
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    });

    it("<Head>'s tags follow client navigations: in place of the site's while the page shows, gone after; none twice after hydration", async () => {
      const head = (tab: import('playwright-core').Page) =>
        tab.evaluate(() => ({
          ogImage: [...document.querySelectorAll('meta[property="og:image"]')].map((m) => m.getAttribute('content')),
          ld: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => (JSON.parse(s.textContent!) as { name: string }).name),
          preconnect: document.querySelectorAll('link[rel=preconnect]').length,
          // The page's own classes (the progress bar adds one of its own to <html> while a page loads).
          html: [...document.documentElement.classList].filter((c) => c.startsWith('team')).join(' '),
          body: [...document.body.classList].filter((c) => c.startsWith('team')).join(' '),
          title: document.title,
        }));
      const team = { ogImage: ['https://lab.example.org/img/team.png'], ld: ['Lab </script> Notes'], preconnect: 1, html: 'team-page', body: 'team-body', title: 'Our team | Lab Notes' };
      const start = { ogImage: ['https://lab.example.org/doc/img/lab_bench.svg'], ld: [], preconnect: 0, html: '', body: '', title: 'Start here | Lab Notes' };
      // From a doc page: the team page's tags come in, its og:image in place of the site's, which comes back after.
      const { context, page, problems } = await openPage(browser, `${host.url}/doc/docs/start`);
      await page.waitForFunction(() => window.__docgenRouter !== undefined);
      expect(await head(page)).toEqual(start);
      await page.evaluate(() => window.__docgenRouter!.navigate('/doc/team'));
      await page.locator('h1.team-title').waitFor();
      await page.waitForFunction(() => document.title === 'Our team | Lab Notes');
      expect(await head(page)).toEqual(team);
      await page.goBack();
      await page.locator('h1', { hasText: 'Start here' }).waitFor();
      await page.waitForFunction(() => document.title === 'Start here | Lab Notes');
      expect(await head(page)).toEqual(start);
      // Loaded, then hydrated: the server's tags taken over, none added twice; gone after a navigation away (the site's
      // og:image, which the server did not write in this page, is not put back: crawlers read each page's own HTML).
      await page.goto(`${host.url}/doc/team`);
      await page.waitForFunction(() => window.__docgenRouter !== undefined);
      await page.locator('h1.team-title').waitFor();
      expect(await head(page)).toEqual(team);
      await page.evaluate(() => window.__docgenRouter!.navigate('/doc/docs/start'));
      await page.waitForFunction(() => document.title === 'Start here | Lab Notes');
      expect(await head(page)).toEqual({ ...start, ogImage: [] });
      expect(problems).toEqual([]);
      await context.close();
    });

    it('a generated category label navigates to its page, its caret only opens and closes it', async () => {
      const { context, page, problems } = await openPage(browser, `${host.url}/doc/docs/start`);
      const head = page.locator('.menu-category-head', { hasText: 'Glassware' });
      await head.getByRole('button').click();
      await page.locator('.menu-link', { hasText: 'Beakers' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/doc/docs/start');
      await head.getByRole('button').click();
      await page.locator('.menu-link', { hasText: 'Beakers' }).waitFor({ state: 'detached' });
      await head.getByRole('link', { name: 'Glassware' }).click();
      await page.locator('h1', { hasText: 'Glassware' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/doc/docs/category/glassware');
      expect(await page.locator('.menu-category-link.active').textContent()).toBe('Glassware');
      await page.locator('.category-card', { hasText: 'Heat-proof' }).click();
      await page.locator('h1', { hasText: 'Crucibles' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });
  });

  it('an import of a Docusaurus API docgen does not provide is a user error naming it and the file', () => {
    const broken = createSite({ ...reactPagesSite, 'src/pages/broken.js': "import { useLocation } from '@docusaurus/router';\n\nexport default function Broken() {\n  return <p>{useLocation().pathname}</p>;\n}\n" });
    expect(docgen(['migrate'], broken).code).toBe(0);
    const stderr = buildFailure(broken);
    expect(stderr).toMatch(/src\/pages\/broken\.js:1:\d+: @docusaurus\/router is a Docusaurus API docgen does not provide/);
    expect(stderr).toContain('docgen provides @theme/Layout');
  });
});
