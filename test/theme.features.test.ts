import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Page, buildSite, createSite, siteConfig } from './helpers/fixture.js';
import { startServer } from './helpers/server.js';

/**
 * The theme's stylesheet holds what only some sites show (its blog, the built-in home, Tabs,
 * Details, generated category pages) only for a site whose pages show it (templates/features/),
 * and the copy page menu's and the search modal's rules not at all (their chunks bring them).
 */

/** The stylesheet a built page links, as text. */
function stylesheetOf(dir: string, page: string): string {
  const href = Page.read(path.join(dir, 'build', page)).attr('link[rel="stylesheet"]', 'href')!;
  return fs.readFileSync(path.join(dir, 'build', href.replace(/^\/doc\//, '')), 'utf8');
}

/** A rule of each part: the blog, the built-in home, Tabs, Details, category cards, the copy page menu, the search modal. */
const FEATURE_RULES = ['.blog-layout{', '.hero-title{', '.tabs__item{', '.details-content{', '.category-cards{'];
const CHUNK_RULES = ['.copy-page-menu{', '.DocSearch-Container{'];
/** Infima's rules that only the theme's blog uses (its authors): pruned with the blog. */
const BLOG_INFIMA_RULES = ['.avatar__photo{'];
/** Rules every doc page uses: code blocks, the sidebar, the table of contents, the copy page button. */
const CORE_RULES = ['.code-line{', '.menu-link{', '.toc-link{', '.copy-page-button{'];

describe('the theme stylesheet of a site that shows few of its features', () => {
  let css: string;
  let dir: string;
  beforeAll(() => {
    const page = (title: string) => `---\ntitle: ${title}\n---\n\nWelcome.\n`;
    dir = createSite({
      'site.config.ts': siteConfig(),
      'content/en/docs/intro.md': '# Intro\n\n```js\nconst a = 1;\n```\n',
      'content/en/pages/index.md': page('Home'),
      'content/fr/pages/index.md': page('Accueil'),
    });
    buildSite(dir);
    css = stylesheetOf(dir, 'docs/intro.html');
  });

  it("has no rule of the blog, the built-in home, Tabs, Details or category cards, which none of its pages shows", () => {
    for (const rule of [...FEATURE_RULES, ...BLOG_INFIMA_RULES]) expect(css).not.toContain(rule);
  });

  it("has no rule of the copy page menu or the search modal, which come with their code on first use", () => {
    for (const rule of CHUNK_RULES) expect(css).not.toContain(rule);
  });

  it('keeps the rules of what its doc page shows', () => {
    for (const rule of CORE_RULES) expect(css).toContain(rule);
  });

  it('has them all in docgen dev, where the next save may show any', async () => {
    const server = await startServer(['dev', '--port', '0'], dir);
    try {
      const html = await (await fetch(`${server.origin}/doc/docs/intro`)).text();
      const href = new Page(html).attr('link[rel="stylesheet"]', 'href')!;
      const devCss = await (await fetch(server.origin + href)).text();
      for (const rule of [...FEATURE_RULES, ...BLOG_INFIMA_RULES, ...CORE_RULES]) expect(devCss.replace(/\s+/g, '')).toContain(rule);
    } finally {
      await server.stop();
    }
  });
});

describe('the theme stylesheet of a site that shows them all', () => {
  let dir: string;
  beforeAll(() => {
    dir = createSite({
      'site.config.ts': siteConfig(),
      'content/en/docs/intro.mdx': '---\nslug: /\n---\n\n# Intro\n\n<Tabs>\n  <TabItem value="a" label="A">One</TabItem>\n</Tabs>\n\n<Details summary="More">Two</Details>\n',
      'content/en/docs/tools/_category_.json': JSON.stringify({ label: 'Tools', link: { type: 'generated-index', description: 'Every tool.' } }),
      'content/en/docs/tools/hammer.md': '# Hammer\n\nNails.\n',
      'content/en/blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nThe first post.\n',
    });
    buildSite(dir);
  });

  it('keeps the rules of each, on every page: one stylesheet for the site', () => {
    for (const page of ['docs.html', 'blog.html', 'index.html']) {
      const css = stylesheetOf(dir, page);
      for (const rule of [...FEATURE_RULES, ...BLOG_INFIMA_RULES]) expect(css, `${page}: ${rule}`).toContain(rule);
    }
  });
});

describe("the theme stylesheet of a site whose own component shows Tabs", () => {
  it('keeps the rules of Tabs, which no page names but the component imports', () => {
    const dir = createSite({
      'site.config.ts': siteConfig(),
      'src/components/Choices.tsx': "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nexport default function Choices() {\n  return (\n    <Tabs>\n      <TabItem value=\"a\" label=\"A\">One</TabItem>\n    </Tabs>\n  );\n}\n",
      'content/en/docs/intro.mdx': "---\nslug: /\n---\nimport Choices from '@site/src/components/Choices';\n\n# Intro\n\n<Choices />\n",
    });
    buildSite(dir);
    const css = stylesheetOf(dir, 'docs.html');
    expect(css).toContain('.tabs__item{');
    expect(css).not.toContain('.details-content{');
  });
});
