import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { docgen, listFiles, Page, repoRoot } from './helpers/fixture.js';
import { checkEditLinks, EVALAP_DOC_ROUTES } from './helpers/evalap.js';
import { loadConfig } from '../src/config/load.js';

const DOC_ROUTES = EVALAP_DOC_ROUTES;

describe('the EvalAP site in this repo', () => {
  let out: string;
  let stderr: string;
  const page = (rel: string) => Page.read(path.join(out, rel));
  beforeAll(() => {
    out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-evalap-')), 'build');
    const result = docgen(['build', '--out', out], repoRoot);
    expect(result.code, result.stderr).toBe(0);
    stderr = result.stderr;
  });

  it('builds without a warning: no broken link or anchor, no untranslated page', () => {
    expect(stderr).not.toMatch(/warning/);
  });

  it('has exactly the doc pages of SPEC.md and the three further guides in both locales, the intro as the docs root', () => {
    for (const prefix of ['', 'fr/']) {
      const docs = listFiles(path.join(out, prefix, 'docs')).filter((f) => f.endsWith('.html') && f !== 'index.html');
      expect(docs.map((f) => f.replace(/\.html$/, '')).sort()).toEqual(DOC_ROUTES);
      expect(fs.existsSync(path.join(out, `${prefix}docs.html`))).toBe(true);
    }
  });

  it('translates every French page: French text, no fallback notice, titles that differ from English', () => {
    for (const route of ['', ...DOC_ROUTES.map((r) => `/${r}`)]) {
      const en = page(`docs${route}.html`);
      const fr = page(`fr/docs${route}.html`);
      expect(fr.has('.untranslated-notice'), route).toBe(false);
      expect(fr.attr('html', 'lang')).toBe('fr');
      expect(fr.text('.markdown'), route).not.toBe(en.text('.markdown'));
      expect(fr.text('.markdown').length, route).toBeGreaterThan(1500);
    }
  });

  it('opens each page with its title, sections with h2/h3 and code examples', () => {
    for (const route of DOC_ROUTES) {
      for (const prefix of ['', 'fr/']) {
        const p = page(`${prefix}docs/${route}.html`);
        expect(p.all('.markdown h2').length, route).toBeGreaterThanOrEqual(2);
        expect(p.all('.markdown .code-block').length, route).toBeGreaterThanOrEqual(1);
        expect(p.all('.toc a').length, route).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('orders the sidebar: Introduction, Getting Started, User Guides, Developer Guide', () => {
    const top = (p: Page) => p.texts('.doc-sidebar .menu > .menu-list > li > a, .doc-sidebar .menu > .menu-list > li > .menu-category-head');
    expect(top(page('docs.html'))).toEqual(['Introduction', 'Getting Started', 'User Guides', 'Developer Guide']);
    expect(top(page('fr/docs.html'))).toEqual(['Introduction', 'Premiers pas', "Guides d'utilisation", 'Guide du développeur']);
    expect(page('docs.html').attr('.pagination-next', 'href')).toBe('/doc/docs/getting-started/install-with-docker');
  });

  it('writes the sidebar labels in one casing per locale: Title Case in English, sentence case in French', () => {
    const labels = (p: Page) => p.texts('.doc-sidebar a, .doc-sidebar .menu-category-head');
    const small = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);
    const proper = new Set(['EvalAP', 'Docker', 'LLM', 'vLLM', 'API', 'IA']);
    const en = labels(page('docs.html'));
    const fr = labels(page('fr/docs.html'));
    expect(en.length).toBeGreaterThanOrEqual(16);
    expect(fr.length).toBe(en.length);
    const notTitleCase = en.filter((label) => label.split(/\s+/).some((word, i) => !proper.has(word) && (i === 0 || !small.has(word)) && /^\p{Ll}/u.test(word)));
    const notSentenceCase = fr.filter((label) => !/^\P{Ll}/u.test(label) || label.split(/\s+/).slice(1).some((word) => /^\p{Lu}/u.test(word) && !proper.has(word)));
    expect(notTitleCase).toEqual([]);
    expect(notSentenceCase).toEqual([]);
  });

  it('has an MDX home page per locale: welcome title, logo and illustration with alt text, introduction, six feature cards, three calls to action', () => {
    const titles = { '': 'Welcome to EvalAP', 'fr/': 'Bienvenue sur EvalAP' };
    const calls = { '': ['Documentation', 'GitHub repository', 'Public platform'], 'fr/': ['Documentation', 'Dépôt GitHub', 'Plateforme publique'] };
    for (const prefix of ['', 'fr/'] as const) {
      const home = page(`${prefix}index.html`);
      expect(home.all('.hero')).toHaveLength(0);
      expect(home.text('main h1')).toBe(titles[prefix]);
      const images = home.all('.evalap-hero img');
      expect(images.map((img) => img.properties.src)).toEqual(['/doc/img/evalap-logo.webp', '/doc/img/leaderboard.webp']);
      for (const img of images) expect(String(img.properties.alt ?? '').length).toBeGreaterThan(10);
      expect(home.text('.markdown > p')).toMatch(/EvalAP \((Evaluation|Évaluation) API/);
      expect(home.all('.evalap-card')).toHaveLength(6);
      expect(home.texts('.evalap-actions a')).toEqual(calls[prefix]);
      expect(home.all('.evalap-actions a').map((a) => a.properties.href)).toEqual([`/doc/${prefix}docs`, 'https://github.com/etalab-ia/evalap', 'https://evalap.etalab.gouv.fr']);
      expect(home.has('.untranslated-notice')).toBe(false);
    }
    // The illustration is shipped for the web, not as the 1.8 MB PNG of the EvalAP repository.
    for (const image of ['evalap-logo.webp', 'leaderboard.webp']) expect(fs.statSync(path.join(out, 'img', image)).size).toBeLessThan(100_000);
  });

  it("shares EvalAP's social card on every page (og:image, twitter:image, large card)", () => {
    for (const rel of ['index.html', 'fr/docs/getting-started/install-with-docker.html']) {
      const head = page(rel);
      expect(head.attr('meta[property="og:image"]', 'content')).toBe('https://evalap.etalab.gouv.fr/doc/img/android-chrome-512x512.png');
      expect(head.attr('meta[name="twitter:image"]', 'content')).toBe('https://evalap.etalab.gouv.fr/doc/img/android-chrome-512x512.png');
      expect(head.attr('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    }
  });

  it('opens the docs root with a card grid of the four guide groups', () => {
    expect(page('docs.html').texts('.evalap-card h3')).toEqual(['Getting Started', 'User Guides', 'Developer Guide', 'API Reference']);
    expect(page('fr/docs.html').texts('.evalap-card h3')).toEqual(['Premiers pas', "Guides d'utilisation", 'Guide du développeur', "Référence de l'API"]);
  });

  it('has no "Edit this page" link that names a file missing from the content tree', async () => {
    const config = await loadConfig({ cwd: repoRoot });
    const { links, problems } = checkEditLinks(out, repoRoot, config.docs[0]!.editUrl, config.contentDir);
    expect(problems).toEqual([]);
    // No editUrl, no link: these sources are published nowhere a reader could edit them.
    if (!config.docs[0]!.editUrl) expect(links).toBe(0);
  });

  it('has the navbar and footer of SPEC.md with the real URLs', () => {
    const p = page('fr/docs/user-guides/add-your-dataset.html');
    expect(p.text('.navbar-title')).toBe('EvalAP');
    expect(p.attr('.navbar-logo', 'alt')).toBe('EvalAP Logo');
    expect(p.has('.navbar a[href="https://evalap.etalab.gouv.fr/redoc"]')).toBe(true);
    expect(p.has('.navbar a[href="https://github.com/etalab-ia/evalap"]')).toBe(true);
    expect(p.all('.footer-column')).toHaveLength(3);
    for (const href of [
      'https://github.com/etalab-ia/evalap/issues',
      'https://github.com/etalab-ia/evalap/discussions',
      'https://evalap.etalab.gouv.fr',
      'https://evalap.etalab.gouv.fr/docs',
    ]) expect(p.has(`.footer a[href="${href}"]`), href).toBe(true);
    expect(p.text('.footer-copyright')).toBe(`Copyright © ${new Date().getFullYear()} Etalab.`);
    expect(p.attr('.navbar-logo', 'src')).toBe('/doc/img/logo.png');
    expect(p.attr('link[rel="icon"]', 'href')).toBe('/doc/img/favicon.ico');
    for (const file of ['logo.png', 'favicon.ico', 'favicon-16x16.png', 'favicon-32x32.png', 'apple-touch-icon.png', 'android-chrome-192x192.png', 'android-chrome-512x512.png']) {
      expect(fs.existsSync(path.join(out, 'img', file)), file).toBe(true);
    }
  });

  it('keeps search credentials as {ENV} placeholders: no key in the repo or the built pages', () => {
    const config = fs.readFileSync(path.join(repoRoot, 'site.config.ts'), 'utf8');
    expect(config).toMatch(/apiKey: '\{[A-Z_]+\}'/);
    expect(config).toMatch(/appId: '\{[A-Z_]+\}'/);
  });
});
