import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Page, buildSite, docgen, listFiles, repoRoot, writeFiles } from './helpers/fixture.js';
import { docgenDependency } from '../src/init/docgenSource.js';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-init-'));
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, any>;
const docgenPackage = readJson(path.join(repoRoot, 'package.json'));
/** The docgen these tests run is this repository's folder: a site it makes depends on that folder, as npm installs one. */
const docgenFolder = fs.realpathSync(repoRoot);
const folderSpec = (site: string) => `file:${path.relative(site, docgenFolder)}`;

/** Runs `docgen init` in `cwd`; fails the test with docgen's output unless it succeeds. */
function init(cwd: string, args: string[]) {
  const result = docgen(['init', ...args], cwd);
  if (result.code !== 0) throw new Error(`docgen init failed (${result.code}):\n${result.stderr}${result.stdout}`);
  return result;
}

describe('docgen init', () => {
  it('makes an English site that builds at once: a home page, two docs in a category, a config and a package.json with start, build and serve', () => {
    const cwd = tempDir();
    const made = init(cwd, ['my-docs']);
    expect(made.stderr).toMatch(/cd my-docs\n\s+npm install\n\s+npm start/);
    const site = path.join(cwd, 'my-docs');
    expect(made.stderr).toContain(`installs the docgen that made it, from ${docgenFolder} ("${folderSpec(site)}")`);
    expect(listFiles(site)).toEqual([
      '.gitignore',
      'content/en/docs/getting-started/_category_.json',
      'content/en/docs/getting-started/configure-the-site.md',
      'content/en/docs/getting-started/write-a-page.md',
      'content/en/index.md',
      'package.json',
      'site.config.ts',
    ]);
    const pkg = readJson(path.join(site, 'package.json'));
    expect(pkg.name).toBe('my-docs');
    expect(pkg.scripts).toEqual({ start: 'docgen dev', build: 'docgen build', serve: 'docgen serve' });
    expect(pkg.dependencies).toEqual({ [docgenPackage.name]: folderSpec(site) });
    // npm 11 neither runs nor asks about esbuild's postinstall, which docgen does without, nor the
    // folder's `prepare` (it is compiled: it runs).
    expect(pkg.allowScripts).toEqual({ esbuild: false, [`file:${docgenFolder}`]: false });
    expect(fs.readFileSync(path.join(site, 'site.config.ts'), 'utf8')).toContain(`import { defineConfig } from '${docgenPackage.name}';`);

    buildSite(site);
    const out = path.join(site, 'build');
    expect(listFiles(out).filter((f) => f.endsWith('.html'))).toEqual([
      '404.html',
      'docs/getting-started/configure-the-site.html',
      'docs/getting-started/write-a-page.html',
      'index.html',
      'search.html',
    ]);
    const home = Page.read(path.join(out, 'index.html'));
    expect(home.text('h1')).toBe('My Docs');
    expect(home.all('a').map((a) => a.properties.href)).toContain('/docs/getting-started/write-a-page');
    const doc = Page.read(path.join(out, 'docs/getting-started/write-a-page.html'));
    expect(doc.text('h1')).toBe('Write a page');
    expect(doc.text('.menu-category-label')).toBe('Getting started');
    expect(doc.texts('.menu-category .menu-list .menu-link')).toEqual(['Write a page', 'Configure the site']);
    // The page names its own file and address, in the locale it is in.
    expect(doc.html).toContain('content/en/docs/getting-started/write-a-page.md');
  });

  it('makes a page folder per locale with --locales en,fr, French translated, each locale built at its address', () => {
    const cwd = tempDir();
    init(cwd, ['docs', '--locales', 'en,fr']);
    const site = path.join(cwd, 'docs');
    expect(listFiles(path.join(site, 'content', 'fr'))).toEqual(['docs/getting-started/_category_.json', 'docs/getting-started/configure-the-site.md', 'docs/getting-started/write-a-page.md', 'index.md']);
    buildSite(site);
    const out = path.join(site, 'build');
    for (const route of ['index.html', 'docs/getting-started/write-a-page.html', 'fr/index.html', 'fr/docs/getting-started/write-a-page.html', 'fr/docs/getting-started/configure-the-site.html']) {
      expect(fs.existsSync(path.join(out, route)), route).toBe(true);
    }
    const doc = Page.read(path.join(out, 'fr/docs/getting-started/write-a-page.html'));
    expect(doc.text('h1')).toBe('Écrire une page');
    expect(doc.text('.menu-category-label')).toBe('Premiers pas');
    expect(doc.html).toContain('content/fr/docs/getting-started/write-a-page.md');
    expect(doc.html).toContain('/fr/docs/getting-started/write-a-page</code>');
    expect(doc.html).toContain('Français');
  });

  it('starts a locale it has no text for from the English pages, and names each page\'s own file and address', () => {
    const cwd = tempDir();
    init(cwd, ['site', '--locales', 'fr,de']);
    const site = path.join(cwd, 'site');
    const read = (rel: string) => fs.readFileSync(path.join(site, rel), 'utf8');
    expect(read('site.config.ts')).toContain("defaultLocale: 'fr'");
    expect(read('site.config.ts')).toContain("de: { label: 'Deutsch' }");
    expect(read('content/fr/docs/getting-started/write-a-page.md')).toContain('est la page `/docs/getting-started/write-a-page`');
    expect(read('content/de/docs/getting-started/write-a-page.md')).toContain('`content/de/docs/getting-started/write-a-page.md`, is the page `/de/docs/getting-started/write-a-page`');
    buildSite(site);
    expect(Page.read(path.join(site, 'build', 'de', 'docs', 'getting-started', 'write-a-page.html')).text('h1')).toBe('Write a page');
  });

  it('refuses a folder that is not empty, writing nothing, and says how to go on', () => {
    const site = tempDir();
    fs.writeFileSync(path.join(site, 'notes.txt'), 'mine');
    const result = docgen(['init'], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/not empty \(notes\.txt\)/);
    expect(result.stderr).toMatch(/hint: .*--force/);
    expect(listFiles(site)).toEqual(['notes.txt']);
  });

  it('with --force, adds the site to the folder: its files are kept, its package.json is given the scripts and the dependency it lacks', () => {
    const site = tempDir();
    fs.writeFileSync(path.join(site, 'notes.txt'), 'mine');
    fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ name: 'team-repo', scripts: { start: 'node server.js' }, dependencies: { left: '1.0.0' }, allowScripts: { sharp: true } }));
    const result = init(site, ['.', '--force']);
    expect(result.stderr).toMatch(/kept the script "start" of package\.json \(docgen's would be "docgen dev"\)/);
    expect(fs.readFileSync(path.join(site, 'notes.txt'), 'utf8')).toBe('mine');
    const pkg = readJson(path.join(site, 'package.json'));
    expect(pkg.name).toBe('team-repo');
    expect(pkg.scripts).toEqual({ start: 'node server.js', build: 'docgen build', serve: 'docgen serve' });
    expect(pkg.dependencies).toEqual({ left: '1.0.0', [docgenPackage.name]: folderSpec(site) });
    expect(pkg.allowScripts).toEqual({ sharp: true, esbuild: false, [`file:${docgenFolder}`]: false });
    buildSite(site);
    expect(fs.existsSync(path.join(site, 'build', 'docs', 'getting-started', 'write-a-page.html'))).toBe(true);
  });

  it('takes a folder holding only .git (a new repository) as empty', () => {
    const site = tempDir();
    fs.mkdirSync(path.join(site, '.git'));
    init(site, []);
    expect(fs.existsSync(path.join(site, 'site.config.ts'))).toBe(true);
  });

  it('exits 2 on locales that are no locale codes', () => {
    const result = docgen(['init', 'x', '--locales', 'en,French'], tempDir());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/"French" is none/);
  });
});

describe('the dependency docgen init writes: the docgen that made the site, as npm installs it again', () => {
  const docgen = { name: 'docgen-ssg', version: '1.2.3' };
  /** A project with docgen in its node_modules, installed from `resolved` as npm's hidden lockfile records it. */
  function installedFrom(resolved: string | undefined): { project: string; dir: string } {
    const project = tempDir();
    const dir = path.join(project, 'node_modules', 'docgen-ssg');
    writeFiles(project, {
      'node_modules/docgen-ssg/package.json': JSON.stringify({ ...docgen }),
      'node_modules/.package-lock.json': JSON.stringify({ lockfileVersion: 3, packages: { 'node_modules/docgen-ssg': { version: docgen.version, ...(resolved ? { resolved } : {}) } } }),
    });
    return { project, dir };
  }

  it('from the registry: its version range', () => {
    const { project, dir } = installedFrom('https://registry.npmjs.org/docgen-ssg/-/docgen-ssg-1.2.3.tgz');
    expect(docgenDependency({ ...docgen, dir }, path.join(project, 'site'))).toEqual({ spec: '^1.2.3' });
  });

  it('from a tarball (npx ./docgen-ssg-1.2.3.tgz): that file, relative to the site as npm writes it, its prepare denied', () => {
    const { project, dir } = installedFrom('file:../docgen-ssg-1.2.3.tgz');
    const tarball = path.join(path.dirname(project), 'docgen-ssg-1.2.3.tgz');
    const site = path.join(project, 'docs', 'site');
    expect(docgenDependency({ ...docgen, dir }, site)).toEqual({ spec: `file:${path.relative(site, tarball)}`, allowScriptsKey: `file:${tarball}`, from: tarball });
  });

  it('from git: the commit npm fetched', () => {
    const { project, dir } = installedFrom('git+ssh://git@github.com/acme/docgen.git#0123456789abcdef0123456789abcdef01234567');
    expect(docgenDependency({ ...docgen, dir }, path.join(project, 'site')).spec).toBe('git+ssh://git@github.com/acme/docgen.git#0123456789abcdef0123456789abcdef01234567');
  });

  it('with no record of the install (another package manager): its version range', () => {
    const { project, dir } = installedFrom(undefined);
    fs.rmSync(path.join(project, 'node_modules', '.package-lock.json'));
    expect(docgenDependency({ ...docgen, dir }, path.join(project, 'site'))).toEqual({ spec: '^1.2.3' });
  });
});
