import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSite, docgen, Page, type RunResult } from './helpers/fixture.js';
import { docusaurusSite } from './helpers/docusaurusSite.js';
import { openPage, servedInBrowser } from './helpers/browser.js';

describe('docgen migrate: a Docusaurus 3 site, migrated with no manual step, then built', () => {
  let dir: string;
  let migrated: RunResult;
  let built: RunResult;
  const page = (rel: string) => Page.read(path.join(dir, 'build', rel));

  beforeAll(() => {
    dir = createSite(docusaurusSite);
    migrated = docgen(['migrate'], dir);
    built = docgen(['build'], dir);
  });

  it('writes site.config.ts and changes no file of the site', () => {
    expect(migrated.code, migrated.stderr).toBe(0);
    const config = fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
    expect(config).toContain("layout: 'docusaurus'");
    // The site's CSS is listed (its colour is checked in a browser below).
    expect(config).toMatch(/customCss: \['src\/css\/custom\.css'\]/);
    for (const [rel, text] of Object.entries(docusaurusSite)) expect(fs.readFileSync(path.join(dir, rel), 'utf8'), rel).toBe(text);
  });

  it('says field by field what it carried over, did differently and dropped, each dropped field a warning at its line', () => {
    const report = migrated.stderr;
    expect(report).toMatch(/carried over:[\s\S]*themeConfig\.image/);
    expect(report).toContain('themeConfig.footer.links: docgen calls the footer\'s link columns footer.columns');
    expect(report).toContain('import "prism-react-renderer": not installed');
    expect(migrated.stderr).toMatch(/docusaurus\.config\.js:\d+: themeConfig\.prism not carried over/);
    expect(migrated.stderr).toMatch(/docusaurus\.config\.js:12: organizationName not carried over/);
    // The navbar's HTML item is carried over (test/migrate.config.test.ts shows it).
    expect(migrated.stderr).not.toMatch(/themeConfig\.navbar\.items\[4\] not carried over/);
    expect(migrated.stderr).toMatch(/sidebars\.js:\d+: tutorialSidebar\[1\]\.items\[1\] not carried over: docgen's sidebar has no HTML items/);
    expect(migrated.stderr).not.toMatch(/tutorialSidebar\[1\]\.link not carried over/);
    // headTags: its <link> and <meta> carried over (as checked in the pages below), its <script> named.
    expect(report).toMatch(/carried over:[\s\S]*headTags: 2 tag\(s\)/);
    expect(report).not.toMatch(/headTags not carried over/);
    expect(migrated.stderr).toMatch(/docusaurus\.config\.js:\d+: headTags\[2\] not carried over: docgen's headTags are <link> and <meta> tags: a <script>/);
  });

  it('builds, the broken anchor warned about, not failed', () => {
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).toMatch(/docs\/index\.md:10: broken link "\.\/basics\/create-a-page\.md#no-such-heading": no anchor/);
  });

  it('gives every URL Docusaurus gives: docs (index.md with id: intro at /docs), French docs, pages, static files under each locale', () => {
    const out = path.join(dir, 'build');
    for (const file of ['docs.html', 'docs/category/basics.html', 'fr/docs/category/basics.html', 'docs/basics/create-a-page.html', 'docs/extras/more.html', 'fr/docs.html', 'fr/docs/basics/create-a-page.html', 'index.html', 'fr/index.html', 'about.html', 'img/logo.svg', 'fr/img/logo.svg', 'fr/img/social-card.png']) {
      expect(fs.existsSync(path.join(out, file)), file).toBe(true);
    }
    expect(page('docs.html').text('h1')).toBe('Tutorial Intro');
    expect(page('fr/docs.html').text('h1')).toBe('Introduction au tutoriel');
    expect(page('fr/docs/basics/create-a-page.html').text('h1')).toBe('Créer une page');
  });

  it("applies the site's custom.css: its primary colour on the links, in a browser", async () => {
    const { host, browser, close } = await servedInBrowser(path.join(dir, 'build'));
    try {
      const { context, page: tab, problems } = await openPage(browser, `${host.url}/doc/docs`);
      expect(await tab.locator('.markdown a').first().evaluate((a) => getComputedStyle(a).color)).toBe('rgb(46, 133, 85)');
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await close();
    }
  });

  it('renders the MDX home with its own component', () => {
    const home = page('index.html');
    expect(home.text('.my-hero')).toBe('Hello from docgen');
    expect(home.attr('img[alt="card"]', 'src')).toBe('img/social-card.png');
  });

  it('carries the sidebar, navbar, footer, social card and meta tags over', () => {
    const intro = page('docs.html');
    expect(intro.texts('.doc-sidebar .menu-link')).toEqual(['Tutorial Intro', 'Basics', 'More', 'Docusaurus']);
    expect(intro.html).toContain('<meta property="og:image" content="https://example.org/doc/img/social-card.png">');
    expect(intro.html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(intro.html).toContain('<meta name="keywords" content="dinosaurs, docs">');
    // headTags: the link's href (under the base URL in Docusaurus's config) is the static file's, once.
    expect(intro.html).toContain('<link rel="apple-touch-icon" href="/doc/img/logo.svg">');
    expect(intro.html).toContain('<meta name="theme-color" content="#2e8555">');
    expect(intro.html).toContain('>About<');
    expect(intro.html).toContain('href="https://github.com/acme/my-site"');
    // The edit link opens the default locale's file, from the French page too, as Docusaurus does.
    expect(page('fr/docs.html').html).toContain('href="https://github.com/acme/my-site/tree/main/docs/index.md"');
  });

  it('supports magic comments and showLineNumbers in code blocks', () => {
    const intro = page('docs.html');
    expect(intro.has('.code-block.code-block-numbered')).toBe(true);
    expect(intro.texts('.code-line-highlighted')).toEqual(["return 'hi';"]);
    expect(intro.html).not.toContain('highlight-next-line');
  });
});

describe('docgen migrate refuses', () => {
  it('a folder with a site.config.ts already, unless --force', () => {
    const dir = createSite({ ...docusaurusSite, 'site.config.ts': '// mine\n' });
    const refused = docgen(['migrate'], dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/site\.config\.ts: site\.config\.ts already exists: docgen migrate changes no file of the site's/);
    expect(fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toBe('// mine\n');
    expect(docgen(['migrate', '--force'], dir).code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toContain("layout: 'docusaurus'");
  });

  it('a config that cannot be evaluated: a user error at its file, no stack', () => {
    const dir = createSite({ ...docusaurusSite, 'docusaurus.config.js': "module.exports = { title: process.env.NOPE.trim() };\n" });
    const result = docgen(['migrate', dir], path.dirname(dir));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docusaurus\.config\.js: docusaurus\.config\.js throws when evaluated: Cannot read properties of undefined/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(dir, 'site.config.ts'))).toBe(false);
  });

  it('a config with a syntax error: a user error at its line', () => {
    const dir = createSite({ ...docusaurusSite, 'docusaurus.config.js': 'const config = {\n  title: "x",,\n};\nmodule.exports = config;\n' });
    const result = docgen(['migrate'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docusaurus\.config\.js:2:\d+: the config file does not compile/);
  });

  it('reads an async config function', () => {
    const dir = createSite({ ...docusaurusSite, 'docusaurus.config.js': "export default async function createConfig() { return { title: 'Async', url: 'https://example.org', baseUrl: '/' }; }\n" });
    expect(docgen(['migrate'], dir).code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toContain("title: 'Async'");
  });
});
