import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, createSite, Page, siteConfig } from './helpers/fixture.js';
import { readRecords } from './helpers/searchSite.js';

/** Docusaurus's doc front matter, as a built page shows it. */
describe("Docusaurus's doc front matter", () => {
  const site = (files: Record<string, string>, config = "docs: { editUrl: 'https://github.com/acme/site/tree/main/' },") =>
    createSite({ 'site.config.ts': siteConfig(config), 'content/en/docs/index.md': '---\ntitle: Start\nsidebar_position: 1\n---\n\nText.\n', ...files });
  const page = (dir: string, doc: string) => Page.read(path.join(dir, 'build/docs', `${doc}.html`));

  it('hide_title hides the title docgen adds, not a # heading of the page; toc levels choose the headings of the table of contents', () => {
    const dir = site({
      'content/en/docs/bare.md': '---\ntitle: Bare\nhide_title: true\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\n---\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n',
      'content/en/docs/headed.md': '---\ntitle: Headed\nhide_title: true\n---\n\n# Own heading\n\n## Two\n\n### Three\n\n#### Four\n',
    });
    buildSite(dir);
    const bare = page(dir, 'bare');
    expect(bare.has('article h1')).toBe(false);
    expect(bare.texts('.doc-toc .toc-link')).toEqual(['Three', 'Four']);
    const headed = page(dir, 'headed');
    expect(headed.text('article h1')).toBe('Own heading');
    expect(headed.texts('.doc-toc .toc-link')).toEqual(['Two', 'Three']);
  });

  it('custom_edit_url replaces the edit link, null removes it; pagination_label names the doc in its neighbours\' links', () => {
    const dir = site({
      'content/en/docs/custom.md': '---\ntitle: Custom\nsidebar_position: 2\ncustom_edit_url: https://example.org/edit/custom\npagination_label: Short name\n---\n\nText.\n',
      'content/en/docs/none.md': '---\ntitle: None\nsidebar_position: 3\ncustom_edit_url: null\n---\n\nText.\n',
    });
    buildSite(dir);
    expect(page(dir, 'index').attr('.edit-link', 'href')).toBe('https://github.com/acme/site/tree/main/content/en/docs/index.md');
    expect(page(dir, 'custom').attr('.edit-link', 'href')).toBe('https://example.org/edit/custom');
    expect(page(dir, 'none').has('.edit-link')).toBe(false);
    expect(page(dir, 'index').text('.pagination-next .pagination-label')).toBe('Short name');
    expect(page(dir, 'none').text('.pagination-prev .pagination-label')).toBe('Short name');
    // The sidebar keeps the doc's title.
    expect(page(dir, 'none').texts('.doc-sidebar .menu-link')).toContain('Custom');
  });

  it('sidebar_class_name classes the sidebar item; an unlisted doc is built, says so and is noindex, but is in no sidebar (but its own page\'s), pagination, search, sitemap or llms.txt', async () => {
    const dir = site({
      'content/en/docs/green.md': '---\ntitle: Green\nsidebar_position: 2\nsidebar_class_name: green-item\n---\n\nText.\n',
      'content/en/docs/hidden.md': '---\ntitle: Hidden\nsidebar_position: 3\nunlisted: true\n---\n\nOnly for those with the link.\n',
      'content/en/docs/last.md': '---\ntitle: Last\nsidebar_position: 4\n---\n\nThe last listed page.\n',
      'content/en/docs/secret/_category_.json': '{ "label": "Secrets", "position": 5 }',
      'content/en/docs/secret/deep.md': '---\ntitle: Deep\nunlisted: true\n---\n\nDeep secret.\n',
    });
    buildSite(dir);
    const green = page(dir, 'green');
    expect(green.attr('.doc-sidebar li.green-item a', 'href')).toBe('/doc/docs/green');
    expect(green.texts('.doc-sidebar .menu-link')).toEqual(['Start', 'Green', 'Last']);
    expect(green.text('.pagination-next .pagination-label')).toBe('Last');
    expect(page(dir, 'last').text('.pagination-prev .pagination-label')).toBe('Green');

    const hidden = page(dir, 'hidden');
    expect(hidden.text('.doc-unlisted')).toContain('Unlisted page');
    expect(hidden.attr('meta[name="robots"]', 'content')).toBe('noindex');
    expect(hidden.texts('.doc-sidebar .menu-link')).toEqual(['Start', 'Green', 'Hidden', 'Last']);
    expect(hidden.text('.pagination-prev .pagination-label')).toBe('Green');
    expect(hidden.text('.pagination-next .pagination-label')).toBe('Last');
    expect(page(dir, 'secret/deep').texts('.doc-sidebar .menu-link')).toEqual(['Start', 'Green', 'Last', 'Secrets', 'Deep']);
    expect(green.has('.doc-unlisted')).toBe(false);
    expect(green.has('meta[name="robots"]')).toBe(false);

    const records = await readRecords(dir, 'en');
    expect(records.map((r) => r.url)).toContain('/doc/docs/last');
    expect(JSON.stringify(records)).not.toMatch(/Only for those|Deep secret/);
    const sitemap = fs.readFileSync(path.join(dir, 'build/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('https://example.org/doc/docs/last');
    expect(sitemap).not.toMatch(/docs\/(hidden|secret)/);
    const llms = fs.readFileSync(path.join(dir, 'build/llms.txt'), 'utf8');
    expect(llms).toContain('/docs/last');
    expect(llms).not.toMatch(/docs\/(hidden|secret)/);
  });

  it('an unlisted standalone page is built with its notice and noindex, and is in no search index, sitemap or llms.txt', async () => {
    const dir = site({ 'content/en/pages/offer.md': '---\ntitle: Offer\nunlisted: true\n---\n\n# Offer\n\nA private offer.\n', 'content/en/pages/about.md': '# About\n\nAbout us.\n' }, '');
    buildSite(dir);
    const offer = Page.read(path.join(dir, 'build/offer.html'));
    expect(offer.text('.page-unlisted')).toContain('Unlisted page');
    expect(offer.attr('meta[name="robots"]', 'content')).toBe('noindex');
    expect(JSON.stringify(await readRecords(dir, 'en'))).not.toContain('private offer');
    expect(JSON.stringify(await readRecords(dir, 'en'))).toContain('About us');
    const sitemap = fs.readFileSync(path.join(dir, 'build/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/doc/about');
    expect(sitemap).not.toContain('/doc/offer');
    expect(fs.readFileSync(path.join(dir, 'build/llms.txt'), 'utf8')).not.toContain('offer');
  });
});
