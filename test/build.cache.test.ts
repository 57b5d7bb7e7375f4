import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, createSite, listFiles, Page, repoRoot, siteConfig, writeFiles } from './helpers/fixture.js';
import { outputFolderId } from '../src/pipeline/previousBuild.js';
import { docgenCacheDir } from '../src/config/resolve.js';

const configCacheDir = docgenCacheDir();
const cacheDir = path.join(configCacheDir, 'pages');

/** Every output file's text, by path. */
const snapshot = (dir: string, out = 'build') => new Map(listFiles(path.join(dir, out)).map((f) => [f, fs.readFileSync(path.join(dir, out, f), 'utf8')]));

describe('the build cache', () => {
  const site = () =>
    createSite({
      'site.config.ts': siteConfig(),
      'content/en/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nSee [guide](guide.md#usage).\n',
      'content/en/docs/guide.md': '---\ntitle: Guide\n---\n\n## Usage\n\nUse it.\n',
      'content/en/docs/other.md': '---\ntitle: Other\n---\n\nOther page.\n',
    });

  it('gives the same site from the cache as without it, and a rebuilt one when an entry is corrupted', () => {
    const dir = site();
    buildSite(dir);
    const first = snapshot(dir);
    // --force: nothing changed, so without it the build would stop at "up to date".
    const inode = () => fs.statSync(path.join(dir, 'build/docs/guide.html')).ino;
    const before = inode();
    buildSite(dir, ['--force']);
    expect(snapshot(dir)).toEqual(first);
    // The page came from the cache: its file is the previous build's, linked, not written again.
    expect(inode()).toBe(before);
    // The last byte of every entry of the site's pages changed (in its search share, or its JSON); then a
    // home page: the search index is made again, from the docs' shares (when their entries read back).
    const pages = path.join(cacheDir, outputFolderId(path.join(dir, 'build')));
    for (const [, pack, offset, length] of JSON.parse(fs.readFileSync(path.join(pages, 'index.json'), 'utf8')) as [string, string, number, number][]) {
      const file = path.join(pages, pack);
      const bytes = fs.readFileSync(file);
      bytes[offset + length - 1] = bytes[offset + length - 1]! ^ 1;
      fs.writeFileSync(file, bytes);
    }
    writeFiles(dir, { 'content/en/index.md': '# Home\n\nWelcome.\n' });
    buildSite(dir);
    expect(snapshot(dir).get('index.html')).toContain('Welcome.');
    // The same as a build into a folder of its own (with a cache of its own).
    buildSite(dir, ['--out', 'fresh']);
    expect(snapshot(dir)).toEqual(snapshot(dir, 'fresh'));
    fs.rmSync(path.join(dir, 'content/en/index.md'));
    buildSite(dir);
    expect(snapshot(dir)).toEqual(first);
    // Damage every entry, then the index too: each is detected and made again, never served.
    const packs = listFiles(cacheDir).filter((f) => f.endsWith('.pack'));
    expect(packs.length).toBeGreaterThan(0);
    for (const file of packs) fs.writeFileSync(path.join(cacheDir, file), 'x'.repeat(fs.statSync(path.join(cacheDir, file)).size));
    buildSite(dir, ['--force']);
    expect(snapshot(dir)).toEqual(first);
    for (const file of listFiles(cacheDir).filter((f) => f.endsWith('index.json'))) fs.writeFileSync(path.join(cacheDir, file), 'garbage');
    buildSite(dir, ['--force']);
    expect(snapshot(dir)).toEqual(first);
    // The validated config is kept too: a damaged entry is validated again, never trusted.
    const configEntries = fs.readdirSync(configCacheDir).filter((f) => /^config-.*\.json$/.test(f));
    expect(configEntries.length).toBeGreaterThan(0);
    for (const file of configEntries) fs.writeFileSync(path.join(configCacheDir, file), '{"key":"x","data":{}}');
    buildSite(dir, ['--force']);
    expect(snapshot(dir)).toEqual(first);
    // What the docs' files said: a damaged record means every file is read again.
    const contentEntries = listFiles(path.join(configCacheDir, 'content'));
    expect(contentEntries.length).toBeGreaterThan(0);
    for (const file of contentEntries) fs.writeFileSync(path.join(configCacheDir, 'content', file), '{"docgen":');
    buildSite(dir, ['--force']);
    expect(snapshot(dir)).toEqual(first);
  });

  it('keeps each highlighted listing: a page made again highlights only the listings that changed (text, language, marked lines) or whose entry was damaged; the site a build into an empty folder gives', () => {
    const guide = (prose: string, lang: string, lines: string, last: string) =>
      `---\ntitle: Guide\n---\n\n${prose}\n\n\`\`\`${lang}\nnpm install docgen\n\`\`\`\n\n\`\`\`python {${lines}}\nprint("one")\nprint("${last}")\n\`\`\`\n`;
    const dir = createSite({
      'site.config.ts': siteConfig(),
      // The same listing as the guide's first: kept once, read by the guide. Each doc has a page in
      // each locale (the French one untranslated): the French pages read the English pages' listings.
      'content/en/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\n```bash\nnpm install docgen\n```\n',
      'content/en/docs/guide.md': guide('Install it.', 'bash', '1', 'two'),
      'content/en/docs/other.md': '---\ntitle: Other\n---\n\nOther page.\n',
    });
    /** [pages made, their listings highlighted, their listings from the cache, pages from the cache], from --profile. */
    const counts = (args: string[] = []) => {
      const report = buildSite(dir, ['--profile', ...args]).stderr;
      const found = /docs and blog posts: (\d+) made \(listings: (\d+) highlighted, (\d+) from the cache\), (\d+) from the cache/.exec(report);
      expect(found, report).not.toBeNull();
      return found!.slice(1).map(Number);
    };
    const marked = () => Page.read(path.join(dir, 'build/docs/guide.html')).texts('.code-line-highlighted');
    expect(counts()).toEqual([6, 2, 4, 0]);
    expect(marked()).toEqual(['print("one")']);
    // Its prose edited: the guide is made again, its listings are not highlighted again.
    writeFiles(dir, { 'content/en/docs/guide.md': guide('Install it first.', 'bash', '1', 'two') });
    expect(counts()).toEqual([2, 0, 4, 4]);
    // Other lines marked, another language named, other text: the listing that changed is highlighted again.
    writeFiles(dir, { 'content/en/docs/guide.md': guide('Install it first.', 'bash', '2', 'two') });
    expect(counts()).toEqual([2, 1, 3, 4]);
    expect(marked()).toEqual(['print("two")']);
    writeFiles(dir, { 'content/en/docs/guide.md': guide('Install it first.', 'sh', '2', 'two') });
    expect(counts()).toEqual([2, 1, 3, 4]);
    expect(Page.read(path.join(dir, 'build/docs/guide.html')).all('.code-block').map((b) => (b.properties.className as string[])[1])).toEqual(['language-sh', 'language-python']);
    writeFiles(dir, { 'content/en/docs/guide.md': guide('Install it first.', 'sh', '2', 'three') });
    expect(counts()).toEqual([2, 1, 3, 4]);
    expect(marked()).toEqual(['print("three")']);
    // A new title changes every sidebar: every page is made again, no listing highlighted again.
    writeFiles(dir, { 'content/en/docs/other.md': '---\ntitle: Others\n---\n\nOther page.\n' });
    expect(counts()).toEqual([6, 0, 6, 0]);
    // Every entry damaged: each listing is highlighted again, never served (then kept again for the French pages).
    const pages = path.join(cacheDir, outputFolderId(path.join(dir, 'build')));
    for (const file of fs.readdirSync(pages).filter((f) => f.endsWith('.pack'))) {
      const bytes = fs.readFileSync(path.join(pages, file));
      fs.writeFileSync(path.join(pages, file), bytes.map((byte) => byte ^ 1));
    }
    expect(counts(['--force'])).toEqual([6, 3, 3, 0]);
    buildSite(dir, ['--out', 'fresh']);
    expect(snapshot(dir)).toEqual(snapshot(dir, 'fresh'));
  });

  it('compiles a theme again when its module in the cache was damaged, with the same pages as before', () => {
    const dir = site();
    writeFiles(dir, { 'site.config.ts': siteConfig("templatesDir: 'theme',") });
    fs.cpSync(path.join(repoRoot, 'templates'), path.join(dir, 'theme'), { recursive: true });
    // A theme of this test's own: its compiled module (named by a hash of its code) is no other test's.
    const mark = `theme-of-${path.basename(dir)}`;
    fs.appendFileSync(path.join(dir, 'theme', 'server.tsx'), `\nexport const testMark = '${mark}';\n`);
    buildSite(dir);
    const first = snapshot(dir);
    const compiled = fs.readdirSync(configCacheDir).map((f) => path.join(configCacheDir, f)).filter((f) => /theme-\w+\.cjs$/.test(f) && fs.readFileSync(f, 'utf8').includes(mark));
    expect(compiled).toHaveLength(1);
    const whole = fs.readFileSync(compiled[0]!, 'utf8');
    fs.writeFileSync(compiled[0]!, whole.slice(0, whole.length / 2));
    buildSite(dir, ['--force']);
    expect(snapshot(dir)).toEqual(first);
    expect(fs.readFileSync(compiled[0]!, 'utf8')).toBe(whole);
  });

  it('reads a doc again when its text changed but its size and modification time did not', () => {
    const dir = site();
    const file = path.join(dir, 'content/en/docs/guide.md');
    // A time the file system keeps exactly (whole seconds), set back after the edit.
    const time = new Date('2026-01-02T03:04:05Z');
    fs.utimesSync(file, time, time);
    buildSite(dir);
    const { size } = fs.statSync(file);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Use it.', 'Try it.'));
    fs.utimesSync(file, time, time);
    expect([fs.statSync(file).size, fs.statSync(file).mtimeMs]).toEqual([size, time.getTime()]);
    buildSite(dir);
    expect(Page.read(path.join(dir, 'build/docs/guide.html')).text('.markdown p')).toBe('Try it.');
  });

  it('validates a changed config again, with the error in its file and line', () => {
    const dir = site();
    buildSite(dir);
    const config = fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
    writeFiles(dir, { 'site.config.ts': config.replace("title: 'Fixture'", 'title: 42') });
    expect(() => buildSite(dir)).toThrow(/site\.config\.ts:3: title: expected string, received number/);
    writeFiles(dir, { 'site.config.ts': config.replace("title: 'Fixture'", "title: 'Renamed'") });
    buildSite(dir);
    expect(Page.read(path.join(dir, 'build/docs.html')).text('title')).toContain('Renamed');
  });

  it('redoes what an edit changes: a body edit changes its page, a new title reaches every sidebar', () => {
    const dir = site();
    buildSite(dir);
    writeFiles(dir, { 'content/en/docs/guide.md': '---\ntitle: Guide\n---\n\n## Usage\n\nUse it twice.\n' });
    buildSite(dir);
    expect(Page.read(path.join(dir, 'build/docs/guide.html')).text('.markdown p')).toBe('Use it twice.');
    writeFiles(dir, { 'content/en/docs/guide.md': '---\ntitle: Handbook\n---\n\n## Usage\n\nUse it.\n' });
    buildSite(dir);
    expect(Page.read(path.join(dir, 'build/docs/other.html')).texts('.doc-sidebar a')).toContain('Handbook');
    expect(Page.read(path.join(dir, 'build/docs.html')).texts('.doc-sidebar a')).toContain('Handbook');
    // A heading removed from a cached page's target is still a broken anchor.
    writeFiles(dir, { 'content/en/docs/guide.md': '---\ntitle: Handbook\n---\n\n## How to\n\nUse it.\n' });
    expect(() => buildSite(dir)).toThrow(/no anchor #usage on \/doc\/docs\/guide/);
  });
});
