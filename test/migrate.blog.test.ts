import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSite, docgen, listFiles, Page, type RunResult } from './helpers/fixture.js';

/** A Docusaurus 3 site from the classic starter with a blog in two locales and blog options set; Docusaurus itself is not installed. */
const site: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'blog-site', private: true, dependencies: { '@docusaurus/core': '3.8.1', '@docusaurus/preset-classic': '3.8.1' } }),
  'docusaurus.config.js': `export default {
  title: 'Blog Site',
  url: 'https://example.org',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: false },
        blog: {
          showReadingTime: true,
          postsPerPage: 1,
          blogSidebarTitle: 'All our posts',
          blogSidebarCount: 'ALL',
          onInlineTags: 'ignore',
          feedOptions: { type: ['rss', 'atom'], copyright: 'Copyright Blog Site', xslt: true },
          editUrl: 'https://github.com/acme/blog-site/tree/main/',
        },
      },
    ],
  ],
  themeConfig: { navbar: { items: [{ to: '/blog', label: 'Blog', position: 'left' }] } },
};
`,
  'docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nHello.\n',
  'blog/authors.yml': 'slorber:\n  name: Sébastien Lorber\n  title: Docusaurus maintainer\n  page: true\n',
  'blog/2019-05-28-first-blog-post.md': '---\nslug: first-blog-post\ntitle: First Blog Post\nauthors: [slorber]\ntags: [hola, docusaurus]\n---\n\nLorem ipsum.\n\n<!-- truncate -->\n\nMore.\n',
  'blog/2021-08-26-welcome/index.md': '---\nauthors: [slorber]\ntags: [facebook, hello]\n---\n\n# Welcome\n\nThe welcome.\n',
  'i18n/fr/docusaurus-plugin-content-blog/2021-08-26-welcome/index.md': '---\nauthors: [slorber]\n---\n\n# Bienvenue\n\nLe mot.\n',
};

describe('docgen migrate: a Docusaurus site with a blog', () => {
  let dir: string;
  let migrated: RunResult;
  let built: RunResult;
  beforeAll(() => {
    dir = createSite(site);
    migrated = docgen(['migrate'], dir);
    built = docgen(['build'], dir);
  });

  it('carries the blog options over, names what it drops, and builds', () => {
    expect(migrated.code, migrated.stderr).toBe(0);
    const config = fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
    expect(config).toMatch(/postsPerPage: 1/);
    expect(config).toMatch(/blogSidebarTitle: 'All our posts'/);
    expect(config).toMatch(/copyright: 'Copyright Blog Site'/);
    expect(migrated.stderr).toMatch(/docusaurus\.config\.js:\d+: blog\.editUrl not carried over/);
    expect(migrated.stderr).toMatch(/blog\.feedOptions\.xslt not carried over/);
    expect(built.code, built.stderr).toBe(0);
  });

  it('gives the blog routes Docusaurus gives, in both locales', () => {
    const files = listFiles(path.join(dir, 'build')).filter((f) => /^(fr\/)?blog/.test(f) && !f.endsWith('/index.html') && !f.startsWith('assets'));
    // One post a page: the author's two posts are two pages too. The French welcome has no tags: facebook and hello are English only.
    const both = ['blog.html', 'blog/2021/08/26/welcome.html', 'blog/archive.html', 'blog/atom.xml', 'blog/authors.html', 'blog/authors/slorber.html', 'blog/authors/slorber/page/2.html', 'blog/first-blog-post.html', 'blog/page/2.html', 'blog/rss.xml', 'blog/tags.html', 'blog/tags/docusaurus.html', 'blog/tags/hola.html'];
    expect(files).toEqual([...both, 'blog/tags/facebook.html', 'blog/tags/hello.html', ...both.map((f) => `fr/${f}`)].sort());
    const welcome = Page.read(path.join(dir, 'build/fr/blog/2021/08/26/welcome.html'));
    expect(welcome.text('main h1')).toBe('Bienvenue');
    expect(welcome.text('.blog-sidebar-title')).toBe('All our posts');
    const first = Page.read(path.join(dir, 'build/blog/page/2.html'));
    expect(first.texts('.blog-list-item .blog-post-title')).toEqual(['First Blog Post']);
    expect(first.text('.blog-list-item .markdown')).toBe('Lorem ipsum.');
  });
});
