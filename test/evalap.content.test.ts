import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { docgen, listFiles, Page, repoRoot } from './helpers/fixture.js';
import { EVALAP_DOC_ROUTES } from './helpers/evalap.js';

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

  it('has exactly the doc pages of SPEC.md in both locales, the intro as the docs root', () => {
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

  it('has a home page per locale with a hero, calls to action to the docs and the API reference, and six features', () => {
    for (const prefix of ['', 'fr/']) {
      const home = page(`${prefix}index.html`);
      expect(home.text('.hero-title')).toBe('EvalAP');
      const actions = home.all('.hero-actions a').map((a) => a.properties.href);
      expect(actions).toContain(`/doc/${prefix}docs`);
      expect(actions).toContain('https://evalap.etalab.gouv.fr/redoc');
      expect(home.all('.feature')).toHaveLength(6);
    }
    expect(page('index.html').text('.hero-tagline')).toBe('Evaluation API and Platform for LLM models');
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
    expect(p.text('.footer-copyright')).toMatch(/2025.*Etalab/);
    expect(fs.existsSync(path.join(out, 'img/logo.svg'))).toBe(true);
  });

  it('keeps search credentials as {ENV} placeholders: no key in the repo or the built pages', () => {
    const config = fs.readFileSync(path.join(repoRoot, 'site.config.ts'), 'utf8');
    expect(config).toMatch(/apiKey: '\{[A-Z_]+\}'/);
    expect(config).toMatch(/appId: '\{[A-Z_]+\}'/);
  });
});
