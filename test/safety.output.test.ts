import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docgen, siteConfig, writeFiles, type RunResult } from './helpers/fixture.js';
import { sentinel, siteAmongUserFiles } from './helpers/userFiles.js';

const GUIDE = '---\ntitle: Guide\n---\n\n## Usage\n\nText.\n';

/**
 * Nothing outside the output folder is ever written, and nothing in it that docgen did not write
 * is ever deleted. Each site is built in `<root>/site`, among files of its user's: beside the
 * site folder (`<root>`) and in it, beside the output folder. Its cache is a folder of this file's,
 * so that a write into the cache's kept output is seen too.
 */
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-safety-cache-'));
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));
const run = (args: string[], cwd: string): RunResult => docgen(args, cwd, { DOCGEN_CACHE_DIR: cacheDir });
const build = (cwd: string, args: string[] = []): RunResult => {
  const result = run(['build', ...args], cwd);
  if (result.code !== 0) throw new Error(`docgen build failed (${result.code}):\n${result.stderr}${result.stdout}`);
  return result;
};

/** Files the cache's folder of builds has that a build does not file there (each of its names starts with an output's id). */
const strayInCache = () => (fs.existsSync(path.join(cacheDir, 'builds')) ? fs.readdirSync(path.join(cacheDir, 'builds')).filter((name) => !/^[0-9a-f]{20}\./.test(name)) : []);

/** Builds `dir` and expects a user error: exit 1, the lines `expected`, a hint, no stack trace. */
function expectRefused(dir: string, args: string[], expected: RegExp[]): RunResult {
  const result = run(['build', ...args], dir);
  expect(result.code, result.stderr + result.stdout).toBe(1);
  for (const pattern of expected) expect(result.stderr).toMatch(pattern);
  expect(result.stderr).toMatch(/\n {2}hint: /);
  expect(result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  return result;
}

describe('a slug that leads out of the site: refused at its line, nothing written outside the output', () => {
  it('"../../search", one that climbs to a folder elsewhere, and "/../../..": exit 1 at the slug line, with or without an earlier output kept in the cache', () => {
    const { root, dir } = siteAmongUserFiles();
    const elsewhere = `${'../'.repeat(30)}${root.slice(1)}/target/index`;
    const bad: [slug: string, line: RegExp][] = [
      ['../../search', /content\/en\/docs\/escape\.md:3:1: front matter "slug": "\.\.\/\.\.\/search" leads out of the site/],
      [elsewhere, /content\/en\/docs\/escape\.md:3:1: front matter "slug": ".*target\/index" leads out of the site/],
      ['/../../..', /content\/en\/docs\/escape\.md:3:1: front matter "slug": "\/\.\.\/\.\.\/\.\." leads out of the site/],
    ];
    // A first build (its staging folder beside the output), then after two good builds (the build writes into the output kept in the cache).
    for (const good of [0, 2]) {
      fs.rmSync(path.join(dir, 'content/en/docs/escape.md'), { force: true });
      for (let i = 0; i < good; i++) build(dir, ['--force']);
      const output = fs.existsSync(path.join(dir, 'build')) ? sentinel(path.join(dir, 'build'), []) : undefined;
      for (const [slug, line] of bad) {
        writeFiles(dir, { 'content/en/docs/escape.md': `---\ntitle: Escape\nslug: ${slug}\n---\n\nOut.\n` });
        const around = sentinel(root);
        expectRefused(dir, [], [line, /hint: .*slug/]);
        expect(sentinel(root)).toEqual(around);
        expect(strayInCache()).toEqual([]);
        if (output) expect(sentinel(path.join(dir, 'build'), [])).toEqual(output);
        else expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
      }
    }
  });

  it('a docs routeBasePath with ".." is a config error at its line', () => {
    const { dir } = siteAmongUserFiles({}, "docs: { routeBasePath: 'docs/../..' },");
    expectRefused(dir, [], [/site\.config\.ts:\d+: docs\.routeBasePath: expected a path without "\.\."/]);
  });

  it('a slug whose ".." stays inside the site is resolved as a URL would be: the page, its links and the sitemap use the resolved address', () => {
    const { dir } = siteAmongUserFiles({
      'content/en/docs/guide.md': '---\ntitle: Guide\nslug: ../handbook/./guide\n---\n\nText.\n',
    });
    build(dir);
    expect(fs.existsSync(path.join(dir, 'build/handbook/guide.html'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'build/fr/handbook/guide.html'))).toBe(true);
    const sitemap = fs.readFileSync(path.join(dir, 'build/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://example.org/doc/handbook/guide</loc>');
    expect(sitemap).not.toContain('..');
    expect(fs.readFileSync(path.join(dir, 'build/docs.html'), 'utf8')).toContain('href="/doc/handbook/guide"');
  });
});

describe('an output folder with files docgen did not write: refused with their names, replaced only with --force-clean', () => {
  it("a docgen 404 page copied into a folder of the user's does not make it docgen's: refused, every file kept; --force-clean builds into it", () => {
    const { root, dir } = siteAmongUserFiles();
    build(dir);
    writeFiles(root, { 'public/blog/post.html': '<p>a post</p>\n', 'public/uploads.bin': 'uploaded bytes\n' });
    fs.copyFileSync(path.join(dir, 'build/404.html'), path.join(root, 'public/404.html'));
    const around = sentinel(root);
    expectRefused(dir, ['--out', '../public'], [/public: the output folder holds 3 files docgen has no record of making \(404\.html, blog\/post\.html, uploads\.bin\), and a build replaces its output folder\n {2}hint: .*--force-clean/]);
    // Once more: nothing was moved into the cache for the next build to delete.
    expectRefused(dir, ['--out', '../public'], [/holds 3 files docgen has no record of making/]);
    expect(sentinel(root)).toEqual(around);

    const forced = build(dir, ['--out', '../public', '--force-clean']);
    expect(forced.stderr + forced.stdout).toMatch(/built \d+ en, \d+ fr pages/);
    expect(fs.existsSync(path.join(root, 'public/blog/post.html'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'public/uploads.bin'))).toBe(false);
    expect(fs.readFileSync(path.join(root, 'public/docs/guide.html'), 'utf8')).toContain('Text.');
    expect(sentinel(root, ['site/build', 'public'])).toEqual(new Map([...around].filter(([file]) => !file.startsWith('public/'))));
    // From then on the folder is docgen's: an edit builds into it, and the next build is up to date.
    writeFiles(dir, { 'content/en/docs/guide.md': GUIDE.replace('Text.', 'Edited.') });
    build(dir, ['--out', '../public']);
    expect(fs.readFileSync(path.join(root, 'public/docs/guide.html'), 'utf8')).toContain('Edited.');
    expect(build(dir, ['--out', '../public']).stderr).toMatch(/^up to date/m);
    expect(strayInCache()).toEqual([]);
  });

  it('an output folder deleted and made again with a file of the user\'s in it: refused (the cache still lists the old output), the file kept', () => {
    const { root, dir } = siteAmongUserFiles();
    build(dir, ['--out', 'out']);
    build(dir, ['--out', 'out', '--force']);
    fs.rmSync(path.join(dir, 'out'), { recursive: true });
    writeFiles(dir, { 'out/notes.txt': 'x\n' });
    const around = sentinel(root, []);
    expectRefused(dir, ['--out', 'out'], [/out: the output folder holds 1 file docgen did not make \(notes\.txt\), and a build replaces its output folder/]);
    expectRefused(dir, ['--out', 'out'], [/\(notes\.txt\)/]);
    expect(sentinel(root, [])).toEqual(around);
  });

  it('a file added into build/ after a build (CNAME) or a page of it edited by hand: refused with their names, the output left as it was', () => {
    const { root, dir } = siteAmongUserFiles();
    build(dir);
    writeFiles(dir, { 'build/CNAME': 'docs.example.org\n', 'build/.htaccess': 'Options -Indexes\n' });
    // Edited to the same size with its time set back: told by its contents.
    const page = path.join(dir, 'build/docs/guide.html');
    const stat = fs.statSync(page);
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('Text.', 'TEXT.'));
    fs.utimesSync(page, stat.atime, stat.mtime);
    writeFiles(dir, { 'content/en/docs/guide.md': GUIDE.replace('Text.', 'Edited.') });
    const around = sentinel(root, []);
    expectRefused(dir, [], [/build: the output folder holds 2 files docgen did not make \(\.htaccess, CNAME\) and 1 it made that was changed since \(docs\/guide\.html\), and a build replaces its output folder\n {2}hint: .*keepFiles/]);
    expect(sentinel(root, [])).toEqual(around);
  });

  it('a folder docgen built whose cache is gone (npm ci deletes node_modules) is not taken for its own: refused with why; --force-clean replaces it', () => {
    const { root, dir } = siteAmongUserFiles();
    build(dir);
    fs.cpSync(path.join(dir, 'build'), path.join(dir, 'copy'), { recursive: true });
    const around = sentinel(root, ['site/build']);
    expectRefused(dir, ['--out', 'copy'], [/copy: the output folder holds \d+ files docgen has no record of making \(404\.html, assets\/.*, and \d+ more\), and a build replaces its output folder\n {2}hint: docgen lists what a build wrote in its cache, which was deleted \(npm ci deletes node_modules\) or is another one's: if nothing in the folder is yours, build with --force-clean/]);
    expect(sentinel(root, ['site/build'])).toEqual(around);
    build(dir, ['--out', 'copy', '--force-clean']);
    expect(build(dir, ['--out', 'copy']).stderr).toMatch(/^up to date/m);
  });
});

describe("keepFiles: files of the user's in the output folder, kept across builds", () => {
  it('CNAME and .htaccess are carried into each new output; one not listed is refused by name; the build is up to date with them', () => {
    const { root, dir } = siteAmongUserFiles({}, "keepFiles: ['CNAME', 'deploy/**'],");
    build(dir);
    writeFiles(dir, { 'build/CNAME': 'docs.example.org\n', 'build/deploy/hooks/post.sh': 'echo deployed\n' });
    for (const edit of ['First edit.', 'Second edit.']) {
      writeFiles(dir, { 'content/en/docs/guide.md': GUIDE.replace('Text.', edit) });
      build(dir);
      expect(fs.readFileSync(path.join(dir, 'build/docs/guide.html'), 'utf8')).toContain(edit);
      expect(fs.readFileSync(path.join(dir, 'build/CNAME'), 'utf8')).toBe('docs.example.org\n');
      expect(fs.readFileSync(path.join(dir, 'build/deploy/hooks/post.sh'), 'utf8')).toBe('echo deployed\n');
    }
    expect(build(dir).stderr).toMatch(/^up to date/m);
    build(dir, ['--force']);
    expect(fs.readFileSync(path.join(dir, 'build/CNAME'), 'utf8')).toBe('docs.example.org\n');

    writeFiles(dir, { 'build/.htaccess': 'Options -Indexes\n' });
    const around = sentinel(root, []);
    expectRefused(dir, [], [/build: the output folder holds 1 file docgen did not make \(\.htaccess\)/]);
    expect(sentinel(root, [])).toEqual(around);
    writeFiles(dir, { 'site.config.ts': siteConfig("keepFiles: ['CNAME', '.htaccess', 'deploy/**'],") });
    build(dir);
    expect(fs.readFileSync(path.join(dir, 'build/.htaccess'), 'utf8')).toBe('Options -Indexes\n');
    expect(fs.readFileSync(path.join(dir, 'build/CNAME'), 'utf8')).toBe('docs.example.org\n');
    expect(strayInCache()).toEqual([]);
  });

  it('a kept file where the build now makes one of its own (a static file of the same name): refused, naming it, the output left as it was', () => {
    const { root, dir } = siteAmongUserFiles({}, "keepFiles: ['CNAME'],");
    build(dir);
    writeFiles(dir, { 'build/CNAME': 'docs.example.org\n' });
    build(dir, ['--force']);
    writeFiles(dir, { 'static/CNAME': 'www.example.org\n' });
    const around = sentinel(root, []);
    expectRefused(dir, [], [/build: the output folder holds CNAME, which keepFiles keeps, and the build now makes a file of the same path\n {2}hint: move it out of the output folder/]);
    expect(sentinel(root, [])).toEqual(around);
    expect(fs.readFileSync(path.join(dir, 'build/CNAME'), 'utf8')).toBe('docs.example.org\n');
  });

  it('a keepFiles entry that names a path outside the output folder is a config error at its line', () => {
    const { dir } = siteAmongUserFiles({}, "keepFiles: ['../notes.txt'],");
    expectRefused(dir, [], [/site\.config\.ts:\d+: keepFiles\[0\]: expected a path inside the output folder/]);
  });
});

describe('a link to a file outside the site, or to a hidden file: not published, an error at its line', () => {
  it.each([
    ['a relative path that climbs out', '[notes](../../../../notes.txt)', /outside the site's folder/],
    ['the same, percent-encoded', '[notes](%2e%2e/%2e%2e/%2e%2e/%2e%2e/notes.txt)', /outside the site's folder/],
    ['a dotfile of the site', '[env](../../../.env)', /hidden file \(\.env\)/],
  ])('%s', (_, link, reason) => {
    const { root, dir } = siteAmongUserFiles({ '.env': 'SECRET=1\n', 'content/en/docs/leak.md': `---\ntitle: Leak\n---\n\nText.\n\n${link}\n` });
    const around = sentinel(root);
    const result = expectRefused(dir, [], [/content\/en\/docs\/leak\.md:7:1: /, reason]);
    expect(result.stderr).toContain('the linked file is not published');
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
    expect(sentinel(root)).toEqual(around);
  });
});
