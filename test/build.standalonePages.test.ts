import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFailure, buildSite, createSite, listFiles, Page, siteConfig, writeFiles } from './helpers/fixture.js';
import { CARD } from './helpers/mdxSite.js';

/** A site with standalone pages: an MDX home with a component of its own, a Markdown page (translated), a folder page, a draft. */
function pagesSite(extra: Record<string, string> = {}): string {
  return createSite({
    'site.config.ts': siteConfig(),
    'src/components/Card.tsx': CARD,
    'src/components/Card.module.css': '.card { border: 2px solid rebeccapurple; }\n',
    'content/en/docs/intro.md': '---\ntitle: Intro\n---\n\nSee [about us](../pages/about.md#who) and [the team](/team).\n',
    'content/en/pages/index.mdx': `---
description: The home of the fixture
---
import Card from '@site/src/components/Card';

<div className="row">
  <Card shadow="tl">Start with [the intro](../docs/intro.md).</Card>
</div>
`,
    'content/en/pages/about.md': '# About us\n\nWe write docs.\n\n## Who {#who}\n\nA small team.\n\n## Where\n\nAnywhere.\n',
    'content/fr/pages/about.md': '# À propos\n\nNous écrivons.\n\n## Qui {#who}\n\nUne petite équipe.\n',
    'content/en/pages/team/index.md': '---\ntitle: The team\nhide_table_of_contents: true\n---\n\nPeople. Back to [the intro](../../docs/intro.md).\n\n## Names\n\nAda.\n',
    'content/en/pages/wip.md': '---\ndraft: true\n---\n\n# Work in progress\n',
    'content/en/pages/_partial.md': 'Not a page.\n',
    ...extra,
  });
}

describe('standalone pages (content/<locale>/pages)', () => {
  it('each Markdown or MDX file is a route outside the docs, in every locale; an MDX index replaces the built-in home', () => {
    const dir = pagesSite();
    const result = buildSite(dir);
    expect(result.stderr).not.toMatch(/not made|wip/i);
    const out = path.join(dir, 'build');

    const about = Page.read(path.join(out, 'about.html'));
    expect(about.text('main h1')).toBe('About us');
    expect(about.text('.markdown p')).toBe('We write docs.');
    expect(about.attr('.markdown h2', 'id')).toBe('who');
    expect(about.all('.doc-toc .toc-link')).toHaveLength(2);
    expect(about.all('.doc-sidebar')).toHaveLength(0);
    expect(about.text('title')).toBe('About us | Fixture');

    // The French page is its own; a page with no translation is shown from English, said so.
    const aPropos = Page.read(path.join(out, 'fr/about.html'));
    expect(aPropos.text('main h1')).toBe('À propos');
    expect(aPropos.all('.untranslated-notice')).toHaveLength(0);
    const frTeam = Page.read(path.join(out, 'fr/team.html'));
    expect(frTeam.all('.untranslated-notice')).toHaveLength(1);
    expect(frTeam.attr('.markdown a', 'href')).toBe('/doc/fr/docs/intro');

    // A folder's index is the folder's page; hide_table_of_contents is read.
    expect(fs.existsSync(path.join(out, 'team/index.html'))).toBe(true);
    const team = Page.read(path.join(out, 'team.html'));
    expect(team.all('.doc-toc')).toHaveLength(0);
    expect(team.text('title')).toBe('The team | Fixture');

    // The MDX home: the site's component rendered, links resolved, no hero; French falls back to it.
    for (const [file, intro] of [['index.html', '/doc/docs/intro'], ['fr/index.html', '/doc/fr/docs/intro']] as const) {
      const home = Page.read(path.join(out, file));
      expect(home.all('.hero')).toHaveLength(0);
      expect(home.text('.row button')).toBe('Clicked 0');
      expect(home.attr('.row a', 'href')).toBe(intro);
    }
    const home = Page.read(path.join(out, 'index.html'));
    expect(home.text('title')).toBe('Fixture | A tiny site');
    expect(home.attr('meta[name="description"]', 'content')).toBe('The home of the fixture');

    // A doc's links to pages resolve; drafts and partials are no pages.
    const intro = Page.read(path.join(out, 'docs/intro.html'));
    expect(intro.attr('.markdown a', 'href')).toBe('/doc/about#who');
    expect(fs.existsSync(path.join(out, 'wip.html'))).toBe(false);
    expect(fs.existsSync(path.join(out, '_partial.html'))).toBe(false);

    // Listed as any page: sitemap, and found by search.
    const sitemap = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    for (const url of ['/doc/about', '/doc/team', '/doc/fr/about']) expect(sitemap).toContain(`https://example.org${url}<`);
    const index = listFiles(path.join(out, 'search-index')).map((f) => fs.readFileSync(path.join(out, 'search-index', f), 'utf8')).join('\n');
    expect(index).toContain('A small team');
    expect(index).toContain('/doc/about');

    // The next build makes an edited page again, and only what changed.
    writeFiles(dir, { 'content/en/pages/about.md': '# About us\n\nWe write more docs.\n\n## Who {#who}\n' });
    buildSite(dir);
    expect(Page.read(path.join(out, 'about.html')).text('.markdown p')).toBe('We write more docs.');
    expect(Page.read(path.join(out, 'fr/about.html')).text('main h1')).toBe('À propos');
  });

  it('a .md page that looks like MDX is warned of at its line', () => {
    const dir = pagesSite({ 'content/en/pages/oops.md': "import X from './x';\n\n# Oops\n" });
    expect(buildSite(dir).stderr).toContain('content/en/pages/oops.md:1: this looks like MDX');
  });

  it('a React page of the pages folder is a page of its own, in each locale, under the Layout title it gives', () => {
    const dir = pagesSite({
      'content/en/pages/contact.tsx': "import Layout from '@theme/Layout';\nimport Link from '@docusaurus/Link';\nimport Translate from '@docusaurus/Translate';\n\nexport default function Contact() {\n  return <Layout title=\"Contact\"><p className=\"hi\"><Translate id=\"hi\">Hi</Translate></p><Link to=\"/docs/intro\">Intro</Link></Layout>;\n}\n",
      'content/fr/code.json': JSON.stringify({ hi: { message: 'Salut' } }),
    });
    buildSite(dir);
    const contact = Page.read(path.join(dir, 'build/contact.html'));
    expect(contact.text('title')).toBe('Contact | Fixture');
    expect(contact.text('main p.hi')).toBe('Hi');
    expect(contact.attr('main a', 'href')).toBe('/doc/docs/intro');
    const fr = Page.read(path.join(dir, 'build/fr/contact.html'));
    expect(fr.text('main p.hi')).toBe('Salut');
    expect(fr.attr('main a', 'href')).toBe('/doc/fr/docs/intro');
  });

  it('a theme component docgen does not have, imported by a React page, is an error naming it at the import', () => {
    const stderr = buildFailure(pagesSite({ 'content/en/pages/cards.jsx': "import Layout from '@theme/Layout';\nimport DocCardList from '@theme/DocCardList';\n\nexport default function Cards() {\n  return <Layout><DocCardList /></Layout>;\n}\n" }));
    expect(stderr).toMatch(/content\/en\/pages\/cards\.jsx:2:\d+: @theme\/DocCardList is a Docusaurus API docgen does not provide/);
    expect(stderr).toContain('@theme/Tabs');
  });

  it('a page at the address of a doc or of the search page, or with a file name no address can hold, is an error at the page', () => {
    expect(buildFailure(pagesSite({ 'content/en/pages/50%-off.md': '# Sale\n' }))).toMatch(/content\/en\/pages\/50%-off\.md: the file's path \("50%-off\.md"\) has "%", which a page's address cannot hold/);
    const dir = pagesSite({ 'content/en/pages/docs/intro.md': '# Clash\n', 'content/en/pages/search.md': '# Search\n' });
    const stderr = buildFailure(dir);
    expect(stderr).toMatch(/content\/en\/pages\/docs\/intro\.md:1: the page's address \/doc\/docs\/intro is also the doc content\/en\/docs\/intro\.md's/);
    expect(stderr).toMatch(/content\/en\/pages\/search\.md:1: the page's address \/doc\/search is also the search page's/);
  });

  it('two home pages in one locale, or two files for one address, are errors naming both', () => {
    const twoHomes = pagesSite({ 'content/en/index.md': '---\nhero:\n  title: Hi\n---\n' });
    expect(buildFailure(twoHomes)).toMatch(/content\/en\/pages\/index\.mdx:1: two home pages: this page and content\/en\/index\.md/);
    const twoAbouts = pagesSite({ 'content/en/pages/about/index.mdx': '# About again\n' });
    expect(buildFailure(twoAbouts)).toMatch(/two pages have the address \/doc\/about: this one and .*content\/en\/pages\/about\.md/);
  });

  it("a locale's own index.md home is kept over the default locale's home page", () => {
    const dir = pagesSite({ 'content/fr/index.md': '---\nhero:\n  title: Bienvenue\n---\n' });
    buildSite(dir);
    expect(Page.read(path.join(dir, 'build/fr/index.html')).text('.hero-title')).toBe('Bienvenue');
    expect(Page.read(path.join(dir, 'build/index.html')).all('.hero')).toHaveLength(0);
  });

  it('broken links in a page, and to a page\'s anchors, are reported at their line', () => {
    const dir = pagesSite({ 'content/en/pages/links.md': '# Links\n\n[gone](./gone.md) and [about](./about.md#nowhere)\n' });
    const stderr = buildFailure(dir);
    expect(stderr).toMatch(/content\/en\/pages\/links\.md:3:1: broken link "\.\/gone\.md": no page at content\/en\/pages\/gone\.md/);
    expect(stderr).toMatch(/content\/en\/pages\/links\.md:3:\d+: broken link "\.\/about\.md#nowhere": no anchor #nowhere on \/doc\/about/);
    expect(stderr).toContain('2 broken link(s)');
  });
});
