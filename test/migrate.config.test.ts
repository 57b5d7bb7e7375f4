import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSite, docgen, Page, type RunResult } from './helpers/fixture.js';
import type { Browser } from 'playwright-core';
import { servedInBrowser, watchConsole } from './helpers/browser.js';

/**
 * A Docusaurus 3 config as real sites write it: TypeScript with type imports of Docusaurus's
 * packages (not installed), packages of the site's own (an ES-only one, a CommonJS one that reads
 * its own folder), `require.resolve` of plugins it does not have installed, a sidebarPath naming
 * `sidebars.js` that is `sidebars.ts`, Prism themes built from prism-react-renderer's, navbar items
 * of every type, a search plugin without a search item, an announcement bar in HTML, plugins and
 * themes of every kind, and no home page.
 */
const realConfigSite: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'real-site', private: true }),
  'node_modules/site-strings/package.json': JSON.stringify({ name: 'site-strings', type: 'module', exports: { '.': { import: './index.js' } } }),
  'node_modules/site-strings/index.js': "export const title = 'Real Site';\nexport default function remarkNothing() { return (tree) => tree; }\n",
  'node_modules/site-theme-files/package.json': JSON.stringify({ name: 'site-theme-files', main: 'index.js' }),
  'node_modules/site-theme-files/index.js': "const path = require('path');\nmodule.exports = { folder: path.basename(__dirname), css: require.resolve('./theme.css') };\n",
  'node_modules/site-theme-files/theme.css': ':root { --ifm-color-primary: #aa3300; }\n',
  'docusaurus.config.ts': `import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import remarkNothing, {title} from 'site-strings';
const themeFiles = require('site-theme-files');

const darkTheme = {...prismThemes.dracula, styles: [...prismThemes.dracula.styles, {types: ['comment'], style: {fontStyle: 'italic'}}]};

const config: Config = {
  title,
  tagline: themeFiles.folder,
  url: 'https://example.org',
  baseUrl: '/doc/',
  presets: [
    [
      'classic',
      {
        docs: {sidebarPath: './sidebars.js', remarkPlugins: [remarkNothing]},
        blog: false,
        theme: {customCss: themeFiles.css},
        gtag: {trackingID: 'G-TEST'},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    require.resolve('docusaurus-lunr-search'),
    [require.resolve('@docusaurus/plugin-client-redirects'), {redirects: [{from: '/old', to: '/docs/intro'}]}],
    '@docusaurus/plugin-pwa',
    './plugins/site-plugin',
    function tailwindPlugin() {
      return {name: 'tailwind'};
    },
  ],
  themes: ['@docusaurus/theme-mermaid'],
  markdown: {mermaid: true},
  clientModules: [require.resolve('./src/analytics.js')],
  themeConfig: {
    announcementBar: {id: 'star', content: 'Star us on <a href="https://github.com/acme/real">GitHub</a>', backgroundColor: '#fafbfc'},
    navbar: {
      title: 'Real',
      logo: {alt: 'Real', src: 'img/logo.svg', href: 'docs/intro'},
      items: [
        {type: 'doc', docId: 'intro', position: 'left', label: 'Guide'},
        {type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API'},
        {to: '/docs/intro#install', label: 'Install'},
        {
          type: 'dropdown',
          label: 'More',
          to: '/docs/intro',
          items: [
            {type: 'doc', docId: 'api/client'},
            {href: 'https://status.example.org', label: 'Status'},
            {type: 'html', value: '<hr class="menu-rule">'},
          ],
        },
        {type: 'html', position: 'right', value: '<span class="site-badge">beta</span>'},
        {href: 'https://github.com/acme/real', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository'},
        {href: 'javascript:alert(1)', label: 'Bad'},
      ],
    },
    prism: {theme: prismThemes.github, darkTheme},
  } satisfies Preset.ThemeConfig,
};

export default config;
`,
  'sidebars.ts': `import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
const sidebars: SidebarsConfig = {
  guideSidebar: ['intro'],
  apiSidebar: ['api/client'],
};
export default sidebars;
`,
  'plugins/site-plugin.js': "module.exports = function sitePlugin() { return { name: 'site-plugin' }; };\n",
  'src/analytics.js': 'export function onRouteDidUpdate() {}\n',
  'docs/intro.md': '---\ntitle: Intro\n---\n\nWelcome.\n\n## Install\n\nRun it.\n\n```mermaid\ngraph TD;\n  Write-->Build;\n```\n',
  'docs/api/client.md': '---\ntitle: Client\n---\n\nThe client.\n',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

/**
 * A page of the site in a light-mode browser, Google's script (the site's gtag) answered by a
 * stand-in that does nothing rather than fetched from the network (its dataLayer is the page's own).
 */
async function openWithoutGoogle(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  const tab = await context.newPage();
  const problems = watchConsole(tab);
  await tab.goto(url);
  return { context, tab, problems };
}

describe('docgen migrate: a config as real sites write it', () => {
  let dir: string;
  let migrated: RunResult;
  let built: RunResult;
  const page = (rel: string) => Page.read(path.join(dir, 'build', rel));

  beforeAll(() => {
    dir = createSite(realConfigSite);
    migrated = docgen(['migrate'], dir);
    built = docgen(['build'], dir);
  });

  it("evaluates it with the site's own packages as Node loads them, and reads sidebars.ts for sidebars.js", () => {
    expect(migrated.code, migrated.stderr).toBe(0);
    const config = fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
    expect(config).toContain("title: 'Real Site'");
    // The CommonJS package's own __dirname and require.resolve, not the config's.
    expect(config).toContain("tagline: 'site-theme-files'");
    expect(config).toContain("customCss: ['node_modules/site-theme-files/theme.css']");
    expect(config).toMatch(/guideSidebar: \['intro'\]/);
  });

  it('writes a config the next build takes, having removed what docgen rejects, said at its line', () => {
    expect(built.code, built.stderr).toBe(0);
    const badLine = realConfigSite['docusaurus.config.ts']!.split('\n').findIndex((line) => line.includes('javascript:')) + 1;
    expect(migrated.stderr).toContain(`docusaurus.config.ts:${badLine}: themeConfig.navbar.items[6] not carried over: docgen's config does not take it: expected a link to a page`);
    expect(page('docs/intro.html').text('h1')).toBe('Intro');
    // No home page, as the site has none: / is the 404 page, as in Docusaurus (docgen made one whose button led nowhere).
    expect(fs.existsSync(path.join(dir, 'build', 'index.html'))).toBe(false);
    expect(page('docs/intro.html').attr('a.navbar-brand', 'href')).toBe('/doc/docs/intro');
  });

  it('names every plugin, theme and client module, with what the site loses or what docgen does instead', () => {
    const report = migrated.stderr;
    expect(report).toMatch(/plugins\[0\]: docusaurus-lunr-search: docgen's own search replaces it/);
    expect(report).toMatch(/docusaurus\.config\.ts:\d+: plugins\[2\] not carried over: @docusaurus\/plugin-pwa: the site is not an installable app/);
    expect(report).toMatch(/docusaurus\.config\.ts:\d+: plugins\[3\] not carried over: \.\/plugins\/site-plugin: docgen runs no Docusaurus plugin or theme/);
    expect(report).toMatch(/plugins\[4\] not carried over: the inline plugin tailwindPlugin: docgen runs no Docusaurus plugin/);
    expect(report).toMatch(/themes\[0\]: @docusaurus\/theme-mermaid: docgen draws Mermaid diagrams itself/);
    expect(report).toMatch(/carried over:[\s\S]*markdown\.mermaid: mermaid code blocks are drawn as diagrams/);
    expect(report).toMatch(/clientModules\[0\] not carried over: \.\/src\/analytics\.js: docgen runs no client module/);
  });

  it("carries over what docgen does itself: client-redirects' redirects, the preset's gtag", () => {
    expect(migrated.stderr).toMatch(/carried over:[\s\S]*plugins\[1\]: @docusaurus\/plugin-client-redirects: redirects/);
    expect(migrated.stderr).toMatch(/carried over:[\s\S]*gtag: the classic preset's gtag: gtag/);
    const config = fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
    expect(config).toContain("redirects: [{ from: '/old', to: '/docs/intro' }]");
    expect(config).toContain("gtag: { trackingID: 'G-TEST' }");
    // The redirect page, for readers without JavaScript too.
    const old = page('old.html');
    expect(old.attr('meta[http-equiv="refresh"]', 'content')).toBe('0; url=/doc/docs/intro');
    expect(old.attr('a', 'href')).toBe('/doc/docs/intro');
  });

  it('carries the navbar items over: a doc by its id, a sidebar, a link with a #fragment, a menu, HTML and an icon-only link', () => {
    const intro = page('docs/intro.html');
    const navbar = intro.one('nav.navbar');
    expect(intro.attr('.navbar-link[href="/doc/docs/intro"]', 'className')).toContain('active');
    expect(intro.text('.navbar-link[href="/doc/docs/intro"]')).toBe('Guide');
    expect(intro.text('.navbar-link[href="/doc/docs/api/client"]')).toBe('API');
    expect(intro.text('.navbar-link[href="/doc/docs/intro#install"]')).toBe('Install');
    // The menu: a doc labelled with its id (as Docusaurus does without a label), a URL, HTML.
    expect(intro.texts('.navbar-dropdown-menu .dropdown-link')).toEqual(expect.arrayContaining(['api/client', 'Status']));
    expect(intro.has('.navbar-dropdown-menu hr.menu-rule')).toBe(true);
    expect(intro.text('.navbar-html .site-badge')).toBe('beta');
    const github = intro.one('a.header-github-link');
    expect(github.properties.href).toBe('https://github.com/acme/real');
    expect(github.properties.ariaLabel).toBe('GitHub repository');
    expect(navbar.tagName).toBe('nav');
    expect(intro.html).not.toContain('javascript:');
    // What docgen's items do without is named, not dropped quietly.
    expect(migrated.stderr).toMatch(/docusaurus\.config\.ts:\d+: themeConfig\.navbar\.items\[3\]\.to not carried over: docgen's dropdown items have no "to"/);
  });

  it('adds the search box the search plugin gave, which Docusaurus adds without a search item', () => {
    expect(page('docs/intro.html').has('nav.navbar .search-button')).toBe(true);
    expect(migrated.stderr).toContain('the search box, which Docusaurus adds when the site has a search and no item is one, is written as an item');
  });

  it('shows the announcement bar as the HTML it is, its link a link, on its colour', () => {
    const intro = page('docs/intro.html');
    expect(intro.text('.announcement-bar-content')).toBe('Star us on GitHub');
    expect(intro.attr('.announcement-bar-content a', 'href')).toBe('https://github.com/acme/real');
    expect(intro.attr('.announcement-bar', 'style')).toBe('background-color:#fafbfc');
  });

  it('hydrates the navbar with its HTML items and menu without a console error, the menu opening on click; gtag counts the first page and each client navigation', async () => {
    const { host, browser, close } = await servedInBrowser(path.join(dir, 'build'));
    try {
      const { context, tab, problems } = await openWithoutGoogle(browser, `${host.url}/doc/docs/intro`);
      await tab.waitForFunction(() => Boolean(window.__docgenRouter));
      const events = () => tab.evaluate(() => ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>).slice(0, 2).join(' ')));
      expect(await events()).toContain('config G-TEST');
      await tab.click('.navbar-dropdown-toggle:has-text("More")');
      await tab.waitForSelector('.navbar-dropdown.open .dropdown-link:has-text("Status")', { state: 'visible' });
      expect(await tab.locator('.announcement-bar-content a').textContent()).toBe('GitHub');
      await tab.click('.navbar-link:has-text("API")');
      await tab.waitForFunction(() => document.querySelector('h1')?.textContent === 'Client');
      expect(await events()).toContain('event page_view');
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await close();
    }
  });

  it('draws the Mermaid diagram in the browser, in light mode then again in dark mode, its code shown without JavaScript', async () => {
    // Without JavaScript: the diagram's code, as a code block.
    expect(page('docs/intro.html').text('.code-block.language-mermaid code')).toContain('Write-->Build;');
    const { host, browser, close } = await servedInBrowser(path.join(dir, 'build'));
    try {
      const { context, tab, problems } = await openWithoutGoogle(browser, `${host.url}/doc/docs/intro`);
      await tab.waitForSelector('.mermaid-diagram[data-mode="light"] svg', { state: 'visible' });
      expect(await tab.locator('.mermaid-diagram svg').textContent()).toContain('Build');
      expect(await tab.isVisible('.code-block.language-mermaid')).toBe(false);
      const light = await tab.locator('.mermaid-diagram svg').innerHTML();
      // The toggle cycles light, dark, system: clicked until the page is dark, each click seen to take.
      while ((await tab.getAttribute('.color-mode-toggle', 'data-mode')) !== 'dark') {
        const before = await tab.getAttribute('.color-mode-toggle', 'data-mode');
        await tab.click('.color-mode-toggle');
        await tab.waitForFunction((mode) => document.querySelector('.color-mode-toggle')?.getAttribute('data-mode') !== mode, before);
      }
      await tab.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
      await tab.waitForSelector('.mermaid-diagram[data-mode="dark"] svg', { state: 'visible' });
      expect(await tab.locator('.mermaid-diagram svg').innerHTML()).not.toBe(light);
      expect(await tab.locator('.mermaid-diagram').count()).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await close();
    }
  });

  it('sends a reader of an old address on to its page, query and hash kept', async () => {
    const { host, browser, close } = await servedInBrowser(path.join(dir, 'build'));
    try {
      const { context, tab } = await openWithoutGoogle(browser, `${host.url}/doc/old?from=mail#install`);
      await tab.waitForURL(`${host.url}/doc/docs/intro?from=mail#install`);
      expect(await tab.locator('h1').textContent()).toBe('Intro');
      await context.close();
    } finally {
      await close();
    }
  });
});

describe("docgen's config: navbar doc items and redirects", () => {
  it('a doc item naming a doc the site has not: a build error at the config, with the id meant', () => {
    const dir = createSite({
      'site.config.ts': "import { defineConfig } from 'docgen';\nexport default defineConfig({ title: 'T', url: 'https://example.org', navbar: { items: [{ type: 'doc', docId: 'intor', label: 'Guide' }] } });\n",
      'content/en/docs/intro.md': '# Intro\n',
    });
    const result = docgen(['build'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/site\.config\.ts: the navbar links to the doc "intor", which the en docs do not have/);
    expect(result.stderr).toMatch(/hint: did you mean "intro"\?/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('a redirect from the address of a page: a build error naming it', () => {
    const dir = createSite({
      'site.config.ts': "import { defineConfig } from 'docgen';\nexport default defineConfig({ title: 'T', url: 'https://example.org', redirects: [{ from: ['/docs/intro', '/gone'], to: '/docs/intro' }] });\n",
      'content/en/index.md': '---\nhero:\n  actions: []\n---\n',
      'content/en/docs/intro.md': '# Intro\n',
    });
    const result = docgen(['build'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/site\.config\.ts: a redirect from \/docs\/intro, which is a page of the site/);
    expect(result.stderr).not.toMatch(/\/gone, which/);
  });
});
