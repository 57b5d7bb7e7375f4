import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildSite, createSite, repoRoot, writeFiles } from './helpers/fixture.js';

/**
 * bench/realSites.js compares Docusaurus's build of a site with docgen's. docgen's side is a real
 * build of a fixture site; Docusaurus's is written here in the markup Docusaurus 3 renders (its
 * packages are not installed for the tests): the sidebar's `.theme-doc-sidebar-menu a.menu__link`,
 * a collapsed category without a link as a `menu__link--sublist-caret` toggle, headings with a
 * `hash-link` holding a zero-width space, a navbar, a table of contents and a footer.
 */
const docgenSite = {
  'site.config.ts': `import { defineConfig } from 'docgen';
export default defineConfig({
  layout: 'docusaurus',
  title: 'Fixture',
  url: 'https://example.org',
  baseUrl: '/',
  trailingSlash: false,
  i18n: { defaultLocale: 'en', locales: { en: { label: 'English' } } },
});
`,
  'docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n\n## Install\n\n### Linux\n\nText.\n',
  'docs/guide/a.md': '# Page A\n\n## Usage\n',
};

const docusaurusPage = (title: string, body: string, sidebar: string) => `<!doctype html>
<html lang="en"><head><title data-rh="true">${title}</title></head><body>
<div id="__docusaurus"><nav class="navbar"><div class="navbar__inner"><h2>Not a heading of the page</h2></div></nav>
<div class="main-wrapper"><div class="docsWrapper"><aside class="theme-doc-sidebar-container"><nav aria-label="Docs sidebar"><ul class="theme-doc-sidebar-menu menu__list">${sidebar}</ul></nav></aside>
<main class="docMainContainer"><article><div class="theme-doc-markdown markdown">${body}</div></article>
<div class="col col--3"><div class="tableOfContents"><ul class="table-of-contents"><li><a href="#x" class="table-of-contents__link">x</a></li></ul></div></div></main></div></div>
<footer class="footer"><h3>Not a heading either</h3></footer></div></body></html>`;

const h = (level: number, text: string, id: string) => `<h${level} class="anchor" id="${id}">${text}<a href="#${id}" class="hash-link" aria-label="Direct link to ${text}">\u200b</a></h${level}>`;

const docusaurusBuild = {
  'docs/intro.html': docusaurusPage(
    'Intro | Fixture',
    `<header><h1>Intro</h1></header>${h(2, 'Install', 'install')}${h(3, 'Linux', 'linux')}<p>Text.</p>`,
    '<li class="menu__list-item"><a class="menu__link menu__link--active" aria-current="page" href="/docs/intro">Intro</a></li>' +
      '<li class="menu__list-item menu__list-item--collapsed"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--sublist-caret" role="button" aria-expanded="false" href="/docs/guide/a">guide</a></div></li>',
  ),
  // Docusaurus has one heading more than docgen's page.
  'docs/guide/a.html': docusaurusPage(
    'Page A | Fixture',
    `<header><h1>Page A</h1></header>${h(2, 'Usage', 'usage')}${h(2, 'Examples', 'examples')}`,
    '<li class="menu__list-item"><a class="menu__link" href="/docs/intro">Intro</a></li>' +
      '<li class="menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--sublist-caret" role="button" aria-expanded="true" href="/docs/guide/a">guide</a></div>' +
      '<ul class="menu__list"><li class="menu__list-item"><a class="menu__link menu__link--active" href="/docs/guide/a">Page A</a></li></ul></li>',
  ),
  // A route docgen does not make.
  'blog.html': docusaurusPage('Blog | Fixture', '<h1>Recent posts</h1>', ''),
};

const realSites = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [path.join(repoRoot, 'bench', 'realSites.js'), ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

describe('bench/realSites.js compare', () => {
  it('counts the routes at the same URL with the same title, h1, headings and sidebar, and reports each mismatch', () => {
    const dir = createSite(docgenSite);
    buildSite(dir);
    const docusaurus = path.join(dir, 'docusaurus-build');
    writeFiles(docusaurus, docusaurusBuild);
    const report = path.join(dir, 'report.json');
    const run = realSites(['compare', docusaurus, path.join(dir, 'build'), '--report', report]);
    expect(run.status, run.stderr).toBe(0);
    // The table's row: routes, at the same URL, same title, same h1, same h2/h3, same sidebar.
    expect(run.stdout).toMatch(/^\| \S+ \| 3 \| 2 \| 2 \| 2 \| 1 \| 2 \|/m);
    const { summary, mismatches, extraRoutes } = JSON.parse(fs.readFileSync(report, 'utf8'));
    expect(summary).toEqual({ routes: 3, sameUrl: 2, sameTitle: 2, sameH1: 2, sameHeadings: 1, sameSidebar: 2, sameFile: 2 });
    expect(mismatches).toEqual([
      { route: '/blog', missing: true, title: 'Blog | Fixture' },
      { route: '/docs/guide/a', headings: { missing: ['h2 Examples'], extra: [] } },
    ]);
    // docgen's 404 and search pages are not in this Docusaurus build (a Docusaurus layout without src/pages/index has no home, as in Docusaurus).
    expect(extraRoutes).toEqual(['/404', '/search']);
  });
});

/** A Docusaurus 3 site as its repository has it: one doc, and a swizzled Root that docgen does not know. */
const docusaurusCheckout = {
  'package.json': JSON.stringify({ name: 'tiny', private: true, dependencies: { '@docusaurus/core': '3.8.1', '@docusaurus/preset-classic': '3.8.1' } }),
  'docusaurus.config.js': `export default {
  title: 'Tiny',
  url: 'https://example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
};
`,
  'sidebars.js': "export default { docs: [{ type: 'autogenerated', dirName: '.' }] };\n",
  'docs/intro.md': '# Intro\n\n## Install\n',
  'src/theme/Root.js': 'export default function Root({ children }) { return children; }\n',
};

describe('bench/realSites.js record + run', () => {
  it('migrates and builds a copy of the checkout, and compares it with the stored Docusaurus build', () => {
    const dir = createSite({});
    const checkout = path.join(dir, 'tiny');
    writeFiles(checkout, docusaurusCheckout);
    const docusaurus = path.join(dir, 'docusaurus-build');
    writeFiles(docusaurus, {
      'docs/intro/index.html': docusaurusPage('Intro | Tiny', `<header><h1>Intro</h1></header>${h(2, 'Install', 'install')}`, '<li class="menu__list-item"><a class="menu__link menu__link--active" href="/docs/intro">Intro</a></li>'),
    });
    const env = { DOCGEN_REALSITES_STORE: path.join(dir, 'store'), DOCGEN_REALSITES_DIR: path.join(dir, 'work') };
    const record = realSites(['record', 'tiny', docusaurus, '--repo', 'acme/tiny', '--commit', 'abc123', '--docusaurus-seconds', '40,42'], env);
    expect(record.status, record.stderr).toBe(0);
    const stored = JSON.parse(fs.readFileSync(path.join(dir, 'store', 'tiny.json'), 'utf8'));
    expect(stored.routes).toEqual([{ route: '/docs/intro', file: '/docs/intro/', title: 'Intro | Tiny', h1: ['Intro'], headings: ['h2 Install'], sidebar: ['/docs/intro'] }]);

    const run = realSites(['run', 'tiny', checkout, '--report', path.join(dir, 'report.json')], env);
    expect(run.status, run.stderr + run.stdout).toBe(0);
    expect(run.stdout).toMatch(/^\| tiny \| 1 \| 1 \| 1 \| 1 \| 1 \| 1 \| [\d.]+ s \| [\d.]+ s \| 40 s, 42 s \|$/m);
    // docgen names the site's swizzled Root in a warning: the report lists no theme file as named nowhere.
    expect(run.stdout).not.toMatch(/theme files named in no message/);
    const report = JSON.parse(fs.readFileSync(path.join(dir, 'report.json'), 'utf8'));
    expect(report).toMatchObject({ repo: 'acme/tiny', commit: 'abc123', migrate: { exit: 0 }, build: { exit: 0 }, unnamedThemeFiles: [] });
    expect(report.build.messages.join('\n')).toMatch(/src\/theme\/Root\.js/);
    // The checkout itself is left as it was: no site.config.ts, no build.
    expect(fs.existsSync(path.join(checkout, 'site.config.ts'))).toBe(false);
    expect(fs.existsSync(path.join(checkout, 'build'))).toBe(false);
  });
});
