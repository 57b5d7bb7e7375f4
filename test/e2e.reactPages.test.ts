import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, servedInBrowser, type StaticHost } from './helpers/browser.js';
import { buildFailure, buildSite, createSite, docgen, Page, writeFiles } from './helpers/fixture.js';
import { reactPagesSite } from './helpers/reactPagesSite.js';

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
    expect(home.text('main#main-content h1.hero__title')).toBe('Lab Notes');
    expect(home.text('.hero__subtitle')).toBe('Notes from the lab');
    expect(home.text('.custom-field')).toBe('Hi from customFields');
    expect(home.text('.welcome')).toBe('Welcome, Lab Notes!');
    expect(home.text('.where')).toBe('server');
    expect(home.text('.only')).toBe('later');
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

  it('an import of a Docusaurus API docgen does not provide is a user error naming it and the file', () => {
    writeFiles(dir, { 'src/pages/broken.js': "import { useLocation } from '@docusaurus/router';\n\nexport default function Broken() {\n  return <p>{useLocation().pathname}</p>;\n}\n" });
    fs.rmSync(out, { recursive: true });
    const stderr = buildFailure(dir);
    expect(stderr).toMatch(/src\/pages\/broken\.js:1:\d+: @docusaurus\/router is a Docusaurus API docgen does not provide/);
    expect(stderr).toContain('docgen provides @theme/Layout');
    fs.rmSync(path.join(dir, 'src/pages/broken.js'));
  });

  describe('in the browser', () => {
    let host: StaticHost;
    let browser: Browser;
    let close: () => Promise<void>;
    beforeAll(async () => {
      if (!fs.existsSync(out)) buildSite(dir);
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
  });
});
