import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, createSite, docgen, listFiles, Page, repoRoot, siteConfig, writeFiles } from './helpers/fixture.js';
import { HOLD, signalWhileHeld } from './helpers/server.js';
import { generateSite } from '../src/pipeline/build.js';
import { createLogger } from '../src/util/log.js';
import { recycleFolder } from '../src/pipeline/previousBuild.js';
import { docgenCacheDir, type SiteConfig } from '../src/config/resolve.js';

/** 150 docs in 5 folders (large enough for the worker threads), each linking to the next one's heading. */
function largeSite(): Record<string, string> {
  const files: Record<string, string> = { 'site.config.ts': siteConfig(), 'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\n[First](f0/d0.md)\n' };
  for (let i = 0; i < 150; i++) files[`content/en/docs/f${Math.floor(i / 30)}/d${i}.md`] = docText(i);
  return files;
}

/** A doc's text: a word of its own, and one that is not ASCII (the search index's docs chunks are cut by text length, not bytes). */
function docText(i: number, extra = ''): string {
  const next = i + 1 < 150 ? `../f${Math.floor((i + 1) / 30)}/d${i + 1}.md#part-${i + 1}` : '../intro.md';
  return `# Doc ${i}\n\n## Part ${i}\n\nWord zebra${i}, café. [Next](${next})\n${extra}`;
}

/** Where docgen keeps the output a build of the site in `dir` replaced. */
const keptOutputOf = (dir: string) => recycleFolder({ paths: { cache: docgenCacheDir(), out: path.join(dir, 'build') } } as SiteConfig);

/** Every file of a folder, by path, as bytes. */
const snapshot = (dir: string) => new Map(listFiles(dir).map((f) => [f, fs.readFileSync(path.join(dir, f))]));

/** The `  name   12.3 ms` lines under `heading` in a --profile report, by name. */
function profileSection(stderr: string, heading: string): Map<string, number> {
  const lines = stderr.split('\n');
  const start = lines.findIndex((line) => line.startsWith(heading));
  expect(start, `"${heading}" in:\n${stderr}`).toBeGreaterThanOrEqual(0);
  const section = new Map<string, number>();
  for (const line of lines.slice(start + 1)) {
    const match = /^  (\S.*?) +(\d+\.\d) ms/.exec(line);
    if (!match) break;
    section.set(match[1]!, Number(match[2]));
  }
  return section;
}

/** The build's temporary folders next to the output (there must be none once a build is over). */
const leftovers = (dir: string) => fs.readdirSync(dir).filter((name) => name.startsWith('.build-'));

describe('rebuilding a site', () => {
  it('leaves the previous build byte for byte, and nothing else, when a broken link stops the build after the pages are written', () => {
    const dir = createSite(largeSite());
    buildSite(dir);
    // Built again: the failing build writes into the first one's folder, kept aside by the second (see Staging).
    buildSite(dir, ['--force']);
    const before = snapshot(path.join(dir, 'build'));
    writeFiles(dir, { 'content/en/docs/f4/d140.md': '# Doc 140\n\n[Gone](../nowhere.md)\n' });
    const result = docgen(['build'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/d140\.md:3:\d+: broken link "\.\.\/nowhere\.md"/);
    expect(snapshot(path.join(dir, 'build'))).toEqual(before);
    expect(leftovers(dir)).toEqual([]);
  });

  it('after an edit, gives the same site as a build into an empty folder; only what the edit changed differs', () => {
    const dir = createSite(largeSite());
    buildSite(dir);
    // Rebuilt from the cache: each block of pages gets a cache entry of its own, which the build after the edit reads for the blocks it did not change.
    buildSite(dir, ['--force']);
    const first = snapshot(path.join(dir, 'build'));
    writeFiles(dir, { 'content/en/docs/f2/d77.md': docText(77, '\nA new paragraph.\n') });
    buildSite(dir);
    const second = snapshot(path.join(dir, 'build'));
    expect(Page.read(path.join(dir, 'build/docs/f2/d77.html')).texts('.markdown p')).toContain('A new paragraph.');
    const changed = [...second.keys()].filter((f) => !first.get(f)?.equals(second.get(f)!));
    // The page (in both locales: fr shows the English doc) and its data modules, its manifest shard, the search index, its Markdown version and each locale's llms-full.txt.
    expect(changed.filter((f) => f.endsWith('.html')).sort()).toEqual(['docs/f2/d77.html', 'fr/docs/f2/d77.html']);
    expect(changed.filter((f) => !/^(docs\/|fr\/docs\/|assets\/pages\/|route-index\/|search-index\/)/.test(f)).sort()).toEqual(['fr/llms-full.txt', 'llms-full.txt']);
    // Built again into a folder of its own (nothing to reuse there): the same files, byte for byte.
    buildSite(dir, ['--out', 'fresh']);
    expect(snapshot(path.join(dir, 'fresh'))).toEqual(second);
    expect(leftovers(dir)).toEqual([]);
  });

  it('after a config change, makes every page again from docs it did not read itself (they were as the last build read them): the site a build into an empty folder gives', () => {
    const dir = createSite(largeSite());
    buildSite(dir);
    const config = path.join(dir, 'site.config.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'Fixture'", "title: 'Renamed'"));
    buildSite(dir);
    expect(Page.read(path.join(dir, 'build/docs/f2/d77.html')).text('title')).toContain('Renamed');
    expect(Page.read(path.join(dir, 'build/docs/f2/d77.html')).texts('.markdown p')[0]).toContain('zebra77');
    buildSite(dir, ['--out', 'fresh']);
    expect(snapshot(path.join(dir, 'build'))).toEqual(snapshot(path.join(dir, 'fresh')));
  });

  it('links a favicon.ico put in static/ after a build from every page, those of the cache too: the site a build into an empty folder gives', () => {
    const dir = createSite(largeSite());
    buildSite(dir);
    const icon = (file: string) => Page.read(path.join(dir, 'build', file)).attr('link[rel="icon"]', 'href');
    expect(icon('docs/f2/d77.html')).toBe('data:,');
    writeFiles(dir, { 'static/favicon.ico': 'an icon' });
    buildSite(dir);
    for (const file of ['docs/f2/d77.html', 'fr/docs/f2/d77.html', 'index.html', 'search.html', '404.html']) expect(icon(file), file).toBe('/doc/favicon.ico');
    buildSite(dir, ['--out', 'fresh']);
    expect(snapshot(path.join(dir, 'build'))).toEqual(snapshot(path.join(dir, 'fresh')));
  });

  it('links the home, search and 404 pages from the last build until what they are made from changes (the home file, a doc it links to, the config): each time the site a build into an empty folder gives', () => {
    const home = (text: string) => `---\ntitle: Welcome\nhero:\n  tagline: Docs, fast\n  actions:\n    - text: Start\n      link: /docs\n      theme: primary\nfeatures:\n  - title: Quick\n    details: Built in a blink.\n---\n\n${text} See [the guide](docs/guide.md#part).\n`;
    const dir = createSite({
      'site.config.ts': siteConfig(),
      'content/en/index.md': home('Hello readers.'),
      'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nStart here.\n',
      'content/en/docs/guide.md': '# Guide\n\n## Part\n\nThe guide.\n',
      'content/en/docs/other.md': '# Other\n\nAnother doc.\n',
    });
    const file = (rel: string) => path.join(dir, 'build', rel);
    const pages = ['index.html', '404.html', 'search.html', 'fr/index.html', 'fr/404.html', 'fr/search.html'];
    const fresh = () => {
      fs.rmSync(path.join(dir, 'fresh'), { recursive: true, force: true });
      buildSite(dir, ['--out', 'fresh']);
      expect(snapshot(path.join(dir, 'build'))).toEqual(snapshot(path.join(dir, 'fresh')));
    };
    buildSite(dir);
    const first = new Map(pages.map((page) => [page, fs.statSync(file(page)).ino]));

    // Another doc changed: the pages are the last build's files, linked.
    writeFiles(dir, { 'content/en/docs/other.md': '# Other\n\nAnother doc, edited.\n' });
    buildSite(dir);
    for (const page of pages) expect(fs.statSync(file(page)).ino, page).toBe(first.get(page));
    fresh();

    // The home file changed: both homes (fr shows the English one), and the search index, say what it says now.
    writeFiles(dir, { 'content/en/index.md': home('Hello again.') });
    buildSite(dir);
    expect(Page.read(file('index.html')).text('main')).toContain('Hello again.');
    expect(Page.read(file('fr/index.html')).text('main')).toContain('Hello again.');
    expect(fs.statSync(file('404.html')).ino).toBe(first.get('404.html'));
    fresh();

    // The doc its links point to moved: they follow it.
    writeFiles(dir, { 'content/en/docs/guide.md': '---\nslug: /manual\n---\n\n# Guide\n\n## Part\n\nThe guide.\n' });
    buildSite(dir);
    expect(Page.read(file('index.html')).html).toContain('href="/doc/docs/manual#part"');
    fresh();

    // The heading it links to is gone: the link is checked, from what the cache kept of the page.
    writeFiles(dir, { 'content/en/docs/guide.md': '---\nslug: /manual\n---\n\n# Guide\n\n## Section\n\nThe guide.\n' });
    const broken = docgen(['build'], dir);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/index\.md:\d+:\d+: broken link "docs\/guide\.md#part"/);
    writeFiles(dir, { 'content/en/docs/guide.md': '---\nslug: /manual\n---\n\n# Guide\n\n## Part\n\nThe guide.\n' });

    // The config changed: every page is made again.
    const config = path.join(dir, 'site.config.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'Fixture'", "title: 'Renamed'"));
    buildSite(dir);
    for (const page of ['404.html', 'fr/search.html']) expect(Page.read(file(page)).text('title'), page).toContain('Renamed');
    fresh();
  });

  it('makes pages beside a worker thread when enough of them changed, alone when few did: the site a build into an empty folder gives', () => {
    const dir = createSite(largeSite());
    // A first build: its worker loads while the content is read (--profile lists the stage).
    expect(buildSite(dir, ['--profile']).stderr).toMatch(/^\s+workers\s/m);
    writeFiles(dir, { 'content/en/docs/f2/d77.md': docText(77, '\nOne edit.\n') });
    expect(buildSite(dir, ['--profile']).stderr).not.toMatch(/^\s+workers\s/m);
    writeFiles(dir, Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`content/en/docs/f${Math.floor(i / 30)}/d${i}.md`, docText(i, '\nEdited.\n')])));
    expect(buildSite(dir, ['--profile']).stderr).toMatch(/^\s+workers\s/m);
    expect(Page.read(path.join(dir, 'build/docs/f1/d59.html')).texts('.markdown p')).toContain('Edited.');
    expect(Page.read(path.join(dir, 'build/fr/docs/f2/d77.html')).texts('.markdown p')).toContain('One edit.');
    buildSite(dir, ['--out', 'fresh']);
    expect(snapshot(path.join(dir, 'build'))).toEqual(snapshot(path.join(dir, 'fresh')));
  });

  it('--profile times every stage, and splits the doc pages into steps: those made, into Markdown, render, write and search; those linked, the cache', () => {
    const dir = createSite({
      'site.config.ts': siteConfig(),
      'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nSee [the guide](guide.md).\n',
      'content/en/docs/guide.md': '# Guide\n\n## Install\n\n```bash\nnpm install\n```\n',
    });
    const first = buildSite(dir, ['--profile']).stderr;
    const stages = profileSection(first, 'time per stage:');
    expect([...stages.keys()]).toEqual(expect.arrayContaining(['config', 'theme', 'bundle', 'content', 'markdown', 'render', 'pages', 'links', 'write', 'search', 'swap', 'total']));
    // The sum of the stages is not the build's time (some overlap): the report gives both.
    const took = /the build took (\d+) ms/.exec(first)?.[1];
    expect(took).toBeDefined();
    expect(first).toMatch(new RegExp(`files\\) in ${took} ms`));
    // A small site: its pages are made in the main thread alone, not summed over threads.
    const made = profileSection(first, 'docs and blog posts (the pages the build threads make), time per step:');
    expect([...made.keys()]).toEqual(['from cache', 'markdown', 'render', 'write', 'search']);
    for (const step of ['markdown', 'render', 'write', 'search']) expect(made.get(step), step).toBeGreaterThan(0);

    // Built again with nothing changed: every page is linked from the last build, none is made.
    const linked = profileSection(buildSite(dir, ['--profile', '--force']).stderr, 'docs and blog posts (the pages the build threads make), time per step:');
    expect(linked.get('from cache')).toBeGreaterThan(0);
    for (const step of ['markdown', 'render', 'write']) expect(linked.get(step), step).toBe(0);

    writeFiles(dir, { 'content/en/docs/guide.md': '# Guide\n\n## Install\n\nEdited.\n' });
    const edited = profileSection(buildSite(dir, ['--profile']).stderr, 'docs and blog posts (the pages the build threads make), time per step:');
    for (const step of ['markdown', 'render', 'write']) expect(edited.get(step), step).toBeGreaterThan(0);
  });

  it('writes the search index the in-memory pipeline of docgen dev makes, from the records the workers carried', async () => {
    const dir = createSite({ ...largeSite(), 'content/en/docs/f1/d40.md': '# Doc 40\n\n## Part 40\n\nWord zebra40 …\n\n### Deeper {#deep}\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n[Next](../f1/d41.md#part-41)\n' });
    buildSite(dir);
    const site = await generateSite({ configFile: path.join(dir, 'site.config.ts'), logger: createLogger({ quiet: true }) });
    const inMemory = site.files.filter((f) => f.path.startsWith('search-index/')).map((f): [string, string] => [f.path, 'contents' in f ? String(f.contents) : '']);
    expect(inMemory.length).toBeGreaterThan(1);
    const built = listFiles(path.join(dir, 'build/search-index')).map((f): [string, string] => [`search-index/${f}`, fs.readFileSync(path.join(dir, 'build/search-index', f), 'utf8')]);
    expect(new Map(built)).toEqual(new Map(inMemory));
  });

  it('writes again a file of the output that was edited by hand, with --force-clean (without, the build stops and names it), whether its page is read from the cache alone or with its block', () => {
    const dir = createSite(largeSite());
    buildSite(dir);
    const page = path.join(dir, 'build/docs/f0/d1.html');
    const good = fs.readFileSync(page, 'utf8');
    for (let round = 0; round < 2; round++) {
      fs.writeFileSync(page, good.replace('Doc 1', 'Vandalised'));
      expect(docgen(['build', '--force'], dir).stderr).toMatch(/holds 1 it made that was changed since \(docs\/f0\/d1\.html\)/);
      buildSite(dir, ['--force', '--force-clean']);
      expect(fs.readFileSync(page, 'utf8')).toBe(good);
    }
  });

  it('writes into the output it replaced the time before: three builds in a row give the site a build into an empty folder gives', () => {
    const dir = createSite({ ...largeSite(), 'static/gone.txt': 'static file removed later', 'static/kept.txt': 'static file' });
    buildSite(dir);
    const folder = (rel: string) => fs.statSync(path.join(dir, 'build', rel)).ino;
    const firstFolders = [folder('docs/f0'), folder('assets/pages')];
    // Second build: a new doc, an edit, a file put into the output by hand.
    writeFiles(dir, { 'content/en/docs/f4/extra.md': '# Extra\n\nA doc that the third build no longer has.\n', 'content/en/docs/f2/d77.md': docText(77, '\nSecond.\n') });
    fs.writeFileSync(path.join(dir, 'build/by-hand.txt'), 'not made by docgen');
    buildSite(dir, ['--force-clean']);
    // Third build: the doc and a static file removed, another edit, a page of the output edited in place.
    fs.rmSync(path.join(dir, 'content/en/docs/f4/extra.md'));
    fs.rmSync(path.join(dir, 'static/gone.txt'));
    writeFiles(dir, { 'content/en/docs/f2/d77.md': docText(77, '\nThird.\n') });
    const page = path.join(dir, 'build/docs/f0/d1.html');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('Doc 1', 'Vandalised'));
    buildSite(dir, ['--force-clean']);
    // Written into the first build's folders (kept aside by the second), not into new ones.
    expect([folder('docs/f0'), folder('assets/pages')]).toEqual(firstFolders);
    // The mode mkdir gives a folder, not mkdtemp's 0700: a web server running as another user can read the output.
    const mode = (out: string) => fs.statSync(path.join(dir, out)).mode & 0o777;
    expect(mode('build')).toBe(0o777 & ~process.umask());
    const third = snapshot(path.join(dir, 'build'));
    expect([...third.keys()].filter((f) => /extra|gone|by-hand/.test(f))).toEqual([]);
    expect(third.get('docs/f0/d1.html')!.toString()).not.toContain('Vandalised');
    buildSite(dir, ['--out', 'fresh']);
    expect(third).toEqual(snapshot(path.join(dir, 'fresh')));
    expect(mode('fresh')).toBe(0o777 & ~process.umask());
    expect(leftovers(dir)).toEqual([]);
  });

  it('drops what it kept for a site once that site is gone: its kept output, stamp, page cache and content cache', () => {
    const gone = createSite(largeSite());
    buildSite(gone);
    buildSite(gone, ['--force']);
    const id = path.basename(keptOutputOf(gone), '.previous');
    const filed = [keptOutputOf(gone), `${keptOutputOf(gone)}.files.json`, ...[`builds/${id}.files.json`, `builds/${id}.json`, `pages/${id}`, `content/${id}.json`].map((entry) => path.join(docgenCacheDir(), entry))];
    expect(filed.filter((entry) => !fs.existsSync(entry))).toEqual([]);
    fs.rmSync(gone, { recursive: true, force: true });
    const other = createSite(largeSite());
    buildSite(other);
    expect(filed.filter((entry) => fs.existsSync(entry))).toEqual([]);
    expect(fs.existsSync(path.join(docgenCacheDir(), 'builds', `${id}.of`))).toBe(false);
  });

  it('drops a kept output that a stopped build had taken, not one a running build has', () => {
    const site = createSite(largeSite());
    const kept = keptOutputOf(site);
    // No process has this id (above the kernel's limit), and this one is running.
    const stopped = `${kept}-4194305-abcdef`;
    const live = `${kept}-${process.pid}-abcdef`;
    for (const dir of [stopped, live]) fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
    buildSite(site);
    expect(fs.existsSync(stopped)).toBe(false);
    expect(fs.existsSync(live)).toBe(true);
    fs.rmSync(live, { recursive: true, force: true });
  });

  it('removes the folder a build stopped by Ctrl+C left beside the output, not one a running build has', async () => {
    const site = createSite({ 'site.config.ts': siteConfig("templatesDir: 'theme',"), 'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n' });
    fs.cpSync(path.join(repoRoot, 'templates'), path.join(site, 'theme'), { recursive: true });
    // The first build is stopped while it renders the footer.
    const footer = path.join(site, 'theme', 'components', 'Footer.tsx');
    fs.writeFileSync(footer, fs.readFileSync(footer, 'utf8').replace('export function Footer() {', `export function Footer() {\n${HOLD}`));
    const stopped = await signalWhileHeld(['build'], site, 'SIGINT');
    expect(stopped.exit).toBe('SIGINT');
    const beside = () => fs.readdirSync(site).filter((name) => name.startsWith('.build-'));
    expect(beside()).toEqual([expect.stringMatching(new RegExp(`^\\.build-next-${stopped.pid}-`))]);
    const live = `.build-next-${process.pid}-abcdef`;
    fs.mkdirSync(path.join(site, live));
    buildSite(site);
    expect(beside()).toEqual([live]);
    expect(fs.existsSync(path.join(site, 'build', 'index.html'))).toBe(true);
  });
});
