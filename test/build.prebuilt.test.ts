import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Page, copyOfDocgen, createSite, listFiles, repoRoot, siteConfig } from './helpers/fixture.js';
import { launchBrowser, openPage, serveStatic } from './helpers/browser.js';
import { request, waitFor } from './helpers/server.js';

/** The copy keeps its cache in its own folder (node_modules/.cache/docgen), not in the test run's. */
const env = { ...process.env, CI: 'true', NO_COLOR: '1', DOCGEN_CACHE_DIR: '' };

/** Removes a copy made by installCopy: its links to the dependencies first, never what they point to. */
function removeCopy(pkg: string | undefined): void {
  if (!pkg) return;
  const modules = path.join(pkg, 'node_modules');
  for (const entry of fs.readdirSync(modules, { withFileTypes: true })) if (entry.isSymbolicLink()) fs.unlinkSync(path.join(modules, entry.name));
  fs.rmSync(pkg, { recursive: true, force: true });
}

/** `npm install`'s prepare step in a copy of docgen: compiles dist/ and prebuilds the theme. */
function prepare(pkg: string): void {
  const result = spawnSync(process.execPath, [path.join(pkg, 'scripts', 'compile.js')], { encoding: 'utf8', env });
  if (result.status !== 0) throw new Error(`scripts/compile.js failed (${result.status}):\n${result.stderr}`);
}

/**
 * docgen as a user has it after `npm install`, in a temp folder: its sources copied with their
 * dates, its dependencies linked, prepared, with its own cache folder (node_modules/.cache/docgen).
 */
function installCopy(): string {
  const dir = copyOfDocgen(['package.json', 'bin', 'scripts', 'src', 'templates']);
  prepare(dir);
  return dir;
}

/** `docgen build` of that copy, in `site`. */
function build(pkg: string, site: string, out: string): void {
  const result = spawnSync(process.execPath, [path.join(pkg, 'bin', 'docgen.js'), 'build', '--out', out], { cwd: site, encoding: 'utf8', env });
  if (result.status !== 0) throw new Error(`docgen build failed (${result.status}):\n${result.stderr}${result.stdout}`);
}

/** The parts of a theme docgen compiled with esbuild, as its cache keeps them: 'client' bundles, 'theme' server modules. */
const compiledInCache = (pkg: string) => {
  const cache = path.join(pkg, 'node_modules', '.cache', 'docgen');
  const entries = fs.existsSync(cache) ? fs.readdirSync(cache).filter((f) => f.startsWith('compile-')) : [];
  return entries
    .map((f) => (JSON.parse(fs.readFileSync(path.join(cache, f), 'utf8')) as { value: { entry?: string; file?: string } }).value)
    .map((value) => (value.entry ? 'client' : /theme-\w+\.cjs$/.test(value.file ?? '') ? 'theme' : ''))
    .filter(Boolean)
    .sort();
};

/** The client code of a built site: path -> contents. */
const clientFiles = (out: string) => Object.fromEntries(listFiles(out).filter((f) => /^assets\/(js|css)\//.test(f)).map((f) => [f, fs.readFileSync(path.join(out, f), 'utf8')]));

/** How a page loads the client: stylesheets, module preloads and the entry script. */
const clientLinks = (html: string) => {
  const page = new Page(html);
  return {
    stylesheets: page.all('link[rel=stylesheet]').map((e) => e.properties.href),
    preloads: page.all('link[rel=modulepreload]').map((e) => e.properties.href),
    entry: page.attr('script[type=module]', 'src'),
  };
};

const touch = (file: string) => fs.utimesSync(file, new Date(), new Date());

/** Adds a marker line under the footer of a theme folder. */
function markFooter(templates: string, marker: string): void {
  const file = path.join(templates, 'components', 'Footer.tsx');
  const source = fs.readFileSync(file, 'utf8');
  const edited = source.replace('{footer.copyright && ', `<p className="footer-marker">${marker}</p>\n        {footer.copyright && `);
  expect(edited).not.toBe(source);
  fs.writeFileSync(file, edited);
  touch(file);
}

const site = (baseUrl: string, extra = '') =>
  createSite({
    'site.config.ts': siteConfig(`favicon: 'img/logo.svg', ${extra}`).replace("baseUrl: '/doc/'", `baseUrl: '${baseUrl}'`),
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nRead [the guide](guide.md).\n',
    'content/en/docs/guide.md': '# Guide\n\n## Usage\n\nUse it.\n',
    'content/fr/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nBienvenue.\n',
  });

const outDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-out-')), 'build');

describe("a site on docgen's own templates", () => {
  let pkg: string;
  let prebuiltOut: string;
  let rootOut: string;
  let browser: Browser;

  beforeAll(async () => {
    pkg = installCopy();
    prebuiltOut = outDir();
    build(pkg, site('/doc/'), prebuiltOut);
    rootOut = outDir();
    build(pkg, site('/'), rootOut);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    removeCopy(pkg);
  });

  it('builds from the prebuilt theme: nothing is compiled', () => {
    expect(fs.existsSync(path.join(prebuiltOut, 'index.html'))).toBe(true);
    expect(compiledInCache(pkg)).toEqual([]);
  });

  it('serves the same client files under any base URL, and they hydrate and load their lazy chunks', async () => {
    expect(clientFiles(rootOut)).toEqual(clientFiles(prebuiltOut));
    for (const [out, baseUrl] of [[prebuiltOut, '/doc/'], [rootOut, '/']] as const) {
      const host = await serveStatic(out, baseUrl);
      const { page, problems, context } = await openPage(browser, `${host.url}${baseUrl}docs/guide`);
      expect(await page.textContent('article h1')).toBe('Guide');
      await page.click(`.doc-sidebar a[href="${baseUrl}docs"]`);
      await page.waitForURL(`**${baseUrl}docs`);
      expect(await page.textContent('article h1')).toBe('Intro');
      // The search results are chunks loaded on demand, imported through relative URLs.
      await page.goto(`${host.url}${baseUrl}search?q=usage`);
      await page.waitForSelector('.search-result');
      expect(host.requests).toContainEqual(expect.stringMatching(new RegExp(`^${baseUrl}assets/js/SearchResults\\.\\w+\\.js$`)));
      expect(problems).toEqual([]);
      await context.close();
      await host.close();
    }
  });

  it('a site with its own templatesDir compiles its own theme, for the pages and the client, once: not again after a fresh checkout', () => {
    const dir = site('/doc/', "templatesDir: 'theme',");
    fs.cpSync(path.join(repoRoot, 'templates'), path.join(dir, 'theme'), { recursive: true });
    markFooter(path.join(dir, 'theme'), 'The site theme');
    const out = outDir();
    const before = compiledInCache(pkg).length;
    build(pkg, dir, out);
    expect(Page.read(path.join(out, 'index.html')).text('.footer-marker')).toBe('The site theme');
    expect(Object.values(clientFiles(out)).some((code) => code.includes('The site theme'))).toBe(true);
    expect(compiledInCache(pkg).length - before).toBe(2);

    // The next build compiles nothing: it builds without esbuild (its compiled theme, marked used
    // by the first, was compiled again by every build). Nor does one after a fresh checkout, every
    // file of the site written anew with the same contents (as a CI job that keeps the cache).
    const esbuild = path.join(pkg, 'node_modules', 'esbuild');
    fs.renameSync(esbuild, `${esbuild}.away`);
    try {
      const again = outDir();
      build(pkg, dir, again);
      expect(Page.read(path.join(again, 'index.html')).text('.footer-marker')).toBe('The site theme');
      for (const file of listFiles(dir).filter((f) => f === 'site.config.ts' || f.startsWith('theme/'))) {
        const bytes = fs.readFileSync(path.join(dir, file));
        fs.rmSync(path.join(dir, file));
        fs.writeFileSync(path.join(dir, file), bytes);
      }
      build(pkg, dir, outDir());
    } finally {
      fs.renameSync(`${esbuild}.away`, esbuild);
    }
  });

  it("drops the cache's entries no build used for a month, a day after it last looked; a theme whose module went is compiled again", () => {
    const cache = path.join(pkg, 'node_modules', '.cache', 'docgen');
    const dir = site('/doc/', "templatesDir: 'theme',");
    fs.cpSync(path.join(repoRoot, 'templates'), path.join(dir, 'theme'), { recursive: true });
    markFooter(path.join(dir, 'theme'), 'A theme swept away');
    build(pkg, dir, outDir());
    // This site's compiled theme module, removed as a sweep would once unused for a month.
    const modules = fs.readdirSync(cache).filter((f) => /^theme-\w+\.cjs$/.test(f) && fs.readFileSync(path.join(cache, f), 'utf8').includes('A theme swept away'));
    expect(modules).toHaveLength(1);
    fs.rmSync(path.join(cache, modules[0]!));

    // Entries of sites built long ago, one used 10 days ago; the last look was 2 days ago.
    const day = 24 * 3600 * 1000;
    const entry = (name: string, daysAgo: number) => {
      fs.writeFileSync(path.join(cache, name), '{}');
      const when = new Date(Date.now() - daysAgo * day);
      fs.utimesSync(path.join(cache, name), when, when);
      return name;
    };
    const old = [entry('config-00000000000000000001.json', 40), entry('compile-00000000000000000001.json', 40), entry('theme-0000000000000001.cjs', 40)];
    const recent = entry('config-00000000000000000002.json', 10);
    fs.writeFileSync(path.join(cache, 'swept'), '');
    fs.utimesSync(path.join(cache, 'swept'), new Date(Date.now() - 2 * day), new Date(Date.now() - 2 * day));

    const out = outDir();
    build(pkg, dir, out);
    expect(Page.read(path.join(out, 'index.html')).text('.footer-marker')).toBe('A theme swept away');
    const names = fs.readdirSync(cache);
    for (const name of old) expect(names, name).not.toContain(name);
    expect(names).toContain(recent);
    // The site's own entries were used: kept, and its theme module is back.
    expect(names.filter((f) => /^theme-\w+\.cjs$/.test(f) && fs.readFileSync(path.join(cache, f), 'utf8').includes('A theme swept away'))).toHaveLength(1);

    // Looked at less than a day ago: an entry unused for a month stays until the next look.
    const next = entry('config-00000000000000000003.json', 40);
    build(pkg, dir, outDir());
    expect(fs.readdirSync(cache)).toContain(next);
  });

  it('gets the same client files and links as when the theme is compiled', () => {
    // A template saved after the prebuild: docgen compiles its theme again, from the same sources.
    touch(path.join(pkg, 'templates', 'App.tsx'));
    const out = outDir();
    const before = compiledInCache(pkg).length;
    build(pkg, site('/doc/'), out);
    expect(compiledInCache(pkg).length - before).toBe(2);
    expect(clientFiles(out)).toEqual(clientFiles(prebuiltOut));
    for (const page of listFiles(out).filter((f) => f.endsWith('.html'))) {
      expect(clientLinks(fs.readFileSync(path.join(out, page), 'utf8'))).toEqual(clientLinks(fs.readFileSync(path.join(prebuiltOut, page), 'utf8')));
    }
    const links = clientLinks(fs.readFileSync(path.join(out, 'index.html'), 'utf8'));
    expect(links.entry).toMatch(/^\/doc\/assets\/js\/client\.\w+\.js$/);
    expect(links.stylesheets).toEqual([expect.stringMatching(/^\/doc\/assets\/css\/site\.\w+\.css$/)]);
    expect(links.preloads.length).toBeGreaterThan(2);
  });
});

describe("a template of docgen edited after install", () => {
  let pkg: string;
  beforeAll(() => {
    pkg = installCopy();
  });
  afterAll(() => removeCopy(pkg));

  it('shows in the next build, which compiles it; prepare (scripts/compile.js) makes it the new prebuilt', () => {
    markFooter(path.join(pkg, 'templates'), 'Edited in docgen');
    const dir = site('/doc/');
    const out = outDir();
    build(pkg, dir, out);
    expect(Page.read(path.join(out, 'index.html')).text('.footer-marker')).toBe('Edited in docgen');
    expect(Object.values(clientFiles(out)).some((code) => code.includes('Edited in docgen'))).toBe(true);
    expect(compiledInCache(pkg)).toEqual(['client', 'theme']);

    prepare(pkg);
    fs.rmSync(path.join(pkg, 'node_modules', '.cache'), { recursive: true, force: true });
    const again = outDir();
    build(pkg, dir, again);
    expect(compiledInCache(pkg)).toEqual([]);
    expect(Page.read(path.join(again, 'index.html')).text('.footer-marker')).toBe('Edited in docgen');
    expect(clientFiles(again)).toEqual(clientFiles(out));
  });

  it('is picked up by a running docgen dev, which starts from the prebuilt theme', async () => {
    const dir = site('/doc/');
    const child = spawn(process.execPath, [path.join(pkg, 'bin', 'docgen.js'), 'dev', '--port', '0'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const origin = await waitFor(`the dev server's address in:\n${output}`, () => /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0]);
      const first = await request(origin, '/doc/');
      expect(first.status).toBe(200);
      expect(compiledInCache(pkg)).toEqual([]);
      const { entry, stylesheets } = clientLinks(first.text);
      for (const file of [entry!, ...stylesheets]) expect((await request(origin, String(file))).status).toBe(200);

      markFooter(path.join(pkg, 'templates'), 'Edited while serving');
      const page = await waitFor(`the edited footer; docgen dev printed:\n${output}`, async () => {
        const html = (await request(origin, '/doc/')).text;
        return html.includes('Edited while serving') && html;
      });
      const edited = clientLinks(page);
      expect(edited.entry).not.toBe(entry);
      expect((await request(origin, String(edited.entry))).status).toBe(200);
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await exited;
      }
    }
  });
});
