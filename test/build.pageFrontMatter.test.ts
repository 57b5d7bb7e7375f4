import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, createSite, Page, siteConfig } from './helpers/fixture.js';

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
});
