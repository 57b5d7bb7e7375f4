import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, createSite, Page, siteConfig } from './helpers/fixture.js';

/** MDX as Docusaurus 3 reads it: what a Docusaurus site's pages hold builds, and shows as there. */
describe('MDX as Docusaurus 3 reads it', () => {
  const site = (files: Record<string, string>, config = '') => createSite({ 'site.config.ts': siteConfig(config), 'content/en/docs/index.md': '# Docs\n\nText.\n', ...files });
  const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'build', file), 'utf8');

  it('HTML comments in an MDX page (and a .md page read as MDX) are left out, as Docusaurus does', () => {
    const comments = '# Comments\n\n<!-- a note for the writers -->\n\nBefore <!-- inline note --> after.\n\n<!--\nmany\nlines\n-->\n\n<div>\n  <!-- inside JSX -->\n  Boxed\n</div>\n';
    const dir = site({ 'content/en/docs/comments.mdx': comments });
    buildSite(dir);
    const page = Page.read(path.join(dir, 'build/docs/comments.html'));
    expect(page.texts('.markdown > p')).toEqual(['Before  after.']);
    expect(page.text('.markdown div')).toBe('Boxed');
    expect(page.html).not.toMatch(/note for the writers|inline note|many|inside JSX/);
    const markdown = read(dir, 'docs/comments.md');
    expect(markdown).toContain('Before');
    expect(markdown).not.toMatch(/note for the writers|inline note/);

    const asMdx = site({ 'content/en/docs/comments.md': comments }, "markdown: { format: 'mdx' },");
    buildSite(asMdx);
    expect(Page.read(path.join(asMdx, 'build/docs/comments.html')).texts('.markdown > p')).toEqual(['Before  after.']);
  });
});
