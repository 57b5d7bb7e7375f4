import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, createSite, listFiles, Page, repoRoot, siteConfig } from './helpers/fixture.js';
import { readRecords } from './helpers/searchSite.js';

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

  it("an asynchronous remark plugin (Docusaurus's npm2yarn) runs on .md and .mdx pages: its tabs are shown, highlighted, and in the Markdown version", () => {
    const install = '```bash npm2yarn\nnpm install docgen\n```\n';
    const dir = site(
      {
        'content/en/docs/plain.md': `# Plain\n\nSome <span class="badge badge--info">raw</span> HTML.\n\n${install}`,
        'content/en/docs/rich.mdx': `# Rich\n\nTwo is {1 + 1}.\n\n${install}`,
      },
      "markdown: { remarkPlugins: [[npm2yarn, { sync: true }]] },",
    );
    // The plugin as the site installs it (docgen's own node_modules, here).
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
    fs.writeFileSync(path.join(dir, 'site.config.ts'), `import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';\n${fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8')}`);
    buildSite(dir);
    for (const doc of ['plain', 'rich']) {
      const page = Page.read(path.join(dir, `build/docs/${doc}.html`));
      expect(page.texts('.markdown .tabs [role="tab"]'), doc).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
      expect(page.texts('.markdown [role="tabpanel"] pre'), doc).toEqual(['npm install docgen', 'yarn add docgen', 'pnpm add docgen', 'bun add docgen']);
      expect(page.has('.markdown [role="tabpanel"] .code-block .token'), doc).toBe(true);
      const markdown = read(dir, `docs/${doc}.md`);
      expect(markdown, doc).toMatch(/## Yarn\n\n```bash\nyarn add docgen\n```/);
    }
    const plain = Page.read(path.join(dir, 'build/docs/plain.html'));
    expect(plain.text('.markdown span.badge.badge--info')).toBe('raw');
    expect(Page.read(path.join(dir, 'build/docs/rich.html')).texts('.markdown > p')).toEqual(['Two is 2.']);
  });

  it("@theme/TOCInline shows the page's headings from its toc, within the levels it is given", () => {
    const dir = site({
      'content/en/docs/inline.mdx': "import TOCInline from '@theme/TOCInline';\n\n# Inline\n\n<TOCInline toc={toc} />\n\n## First & foremost\n\n### Detail\n\n#### Deep\n\n## Second\n\n<div className=\"deep\"><TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} /></div>\n\nThere are {toc.length} headings.\n",
    });
    buildSite(dir);
    const page = Page.read(path.join(dir, 'build/docs/inline.html'));
    const inline = page.all('.markdown .toc-inline');
    expect(inline).toHaveLength(2);
    expect(page.texts('.markdown > .toc-inline .toc-link')).toEqual(['First & foremost', 'Detail', 'Second']);
    expect(page.attr('.markdown > .toc-inline .toc-link', 'href')).toBe('#first--foremost');
    expect(page.texts('.markdown .deep .toc-inline .toc-link')).toEqual(['Detail', 'Deep']);
    expect(page.texts('.markdown > p')).toContain('There are 4 headings.');
    // The page's own table of contents is as without it.
    expect(page.texts('.doc-toc .toc-link')).toEqual(['First & foremost', 'Detail', 'Second']);
  });

  it('a partial (import Note from "./_note.md") shows where it is used: its headings in the TOC, its text in search and the Markdown version, its links from its own folder; it is no page', async () => {
    const dir = site({
      'content/en/docs/guide/_note.md': '## Partial heading\n\nThis is **partial** text with [the intro](../index.md).\n',
      'content/en/docs/_shared/_box.mdx': "import Badge from '../../../../src/Badge';\n\n<Badge>shared badge</Badge> and [the guide](../guide/page.mdx#own-heading).\n",
      'src/Badge.jsx': 'export default function Badge({ children }) { return <span className="badge">{children}</span>; }\n',
      'content/en/docs/guide/page.mdx': "---\ntitle: Page\n---\nimport Note from './_note.md';\nimport Box from '@site/content/en/docs/_shared/_box.mdx';\n\n## Own heading\n\n<Note />\n\n### After\n\n<Box />\n",
    });
    buildSite(dir);
    expect(listFiles(path.join(dir, 'build')).filter((f) => /_note|_box|_shared/.test(f))).toEqual([]);
    const page = Page.read(path.join(dir, 'build/docs/guide/page.html'));
    expect(page.text('.markdown h2#partial-heading')).toBe('Partial heading');
    expect(page.text('.markdown strong')).toBe('partial');
    expect(page.attr('.markdown a[href="/doc/docs"]', 'href')).toBe('/doc/docs');
    expect(page.text('.markdown span.badge')).toBe('shared badge');
    expect(page.attr('.markdown a[href*="own-heading"]', 'href')).toBe('#own-heading');
    expect(page.texts('.doc-toc .toc-link')).toEqual(['Own heading', 'Partial heading', 'After']);
    const markdown = read(dir, 'docs/guide/page.md');
    expect(markdown).toContain('## Partial heading');
    expect(markdown).toMatch(/This is \*\*partial\*\* text with \[the intro\]\(https:\/\/example.org\/doc\/docs\)/);
    const records = await readRecords(dir, 'en');
    expect(records.some((r) => r.url === '/doc/docs/guide/page#partial-heading' && r.content?.includes('partial'))).toBe(true);

    // An edited partial makes its page again.
    fs.writeFileSync(path.join(dir, 'content/en/docs/guide/_note.md'), '## Partial heading\n\nNow edited.\n');
    buildSite(dir);
    expect(Page.read(path.join(dir, 'build/docs/guide/page.html')).text('.markdown')).toContain('Now edited.');
  });
});
