import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputsFingerprint, treeFingerprint } from '../src/pipeline/upToDate.js';
import { buildSite, createSite, docgen, listFiles, Page, siteConfig, writeFiles, type RunResult } from './helpers/fixture.js';

/** Every output file's text and modification time, by path. */
const snapshot = (dir: string) => new Map(listFiles(path.join(dir, 'build')).map((f) => [f, `${fs.statSync(path.join(dir, 'build', f)).mtimeMs} ${fs.readFileSync(path.join(dir, 'build', f), 'utf8')}`]));

/** What the CLI printed (progress and results go to stderr, as with other tools). */
const said = (result: RunResult) => result.stdout + result.stderr;

const site = (extraConfig = '') =>
  createSite({
    'site.config.ts': siteConfig(extraConfig),
    'content/en/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nSee [guide](guide.md).\n',
    'content/en/docs/guide.md': '---\ntitle: Guide\n---\n\nUse it.\n',
  });

describe('a build when nothing changed', () => {
  it('says the output is up to date and leaves it untouched; --force builds again', () => {
    const dir = site();
    buildSite(dir);
    const first = snapshot(dir);
    const again = buildSite(dir);
    expect(said(again)).toMatch(/up to date: nothing changed since the last build \(\d+ en, \d+ fr pages/);
    expect(snapshot(dir)).toEqual(first);
    expect(said(buildSite(dir, ['--force']))).toMatch(/built \d+ en, \d+ fr pages/);
  });

  it('is answered after any kind of build: the output fingerprint a build saves from what it wrote is the one the check takes of the folder', () => {
    const dir = createSite({
      'site.config.ts': siteConfig(),
      'content/en/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\n![Logo](./img/logo.png)\n\nSee [guide](guide.md).\n',
      'content/en/docs/img/logo.png': 'not really a png',
      'content/en/docs/guide.md': '---\ntitle: Guide\n---\n\nUse it.\n',
      'static/robots-extra.txt': 'static',
      'static/deep/er/file.txt': 'nested static',
    });
    const upToDate = () => expect(said(buildSite(dir))).toMatch(/up to date: nothing changed/);
    buildSite(dir);
    upToDate();
    // Written into the output kept from the build before (a recycled folder, swept).
    writeFiles(dir, { 'content/en/docs/guide.md': '---\ntitle: Guide\n---\n\nUse it again.\n', 'static/deep/other.txt': 'another' });
    buildSite(dir);
    upToDate();
    fs.rmSync(path.join(dir, 'static/deep/er'), { recursive: true });
    buildSite(dir, ['--force']);
    upToDate();
    expect(listFiles(path.join(dir, 'build')).filter((f) => f.startsWith('deep/'))).toEqual(['deep/other.txt']);
  });

  it('is answered whatever way the config and output folder are named, and with other options too', () => {
    const dir = site();
    const config = path.join(dir, 'site.config.ts');
    expect(said(docgen(['build', '-o', 'out'], dir))).toMatch(/built \d+ en, \d+ fr pages/);
    for (const args of [['--out=out'], ['--out', 'out', '--config', config], ['-c', config, '--out=out'], ['--out', 'out', '--profile']]) {
      const result = docgen(['build', ...args], dir);
      expect(result.code, result.stderr).toBe(0);
      expect(said(result), args.join(' ')).toMatch(/up to date: nothing changed/);
    }
    writeFiles(dir, { 'content/en/docs/guide.md': '---\ntitle: Guide\n---\n\nUse it now.\n' });
    const rebuilt = docgen(['build', '-o', 'out'], dir);
    expect(said(rebuilt)).toMatch(/built \d+ en, \d+ fr pages/);
    expect(Page.read(path.join(dir, 'out/docs/guide.html')).text('.markdown p')).toBe('Use it now.');
    expect(said(docgen(['build', '-c', config, '-o', 'out'], dir))).toMatch(/up to date/);
  });

  it("hands the check's fingerprint of the inputs to the build only when it was taken of the same folders", () => {
    const dir = site();
    const content = path.join(dir, 'content');
    const checked = { roots: [content], fingerprint: treeFingerprint([content], { changed: true }) };
    writeFiles(dir, { 'content/en/docs/guide.md': 'Edited after the check.\n' });
    expect(inputsFingerprint([content], checked)).toBe(checked.fingerprint);
    expect(inputsFingerprint([content, path.join(dir, 'static')], checked)).toBe(treeFingerprint([content, path.join(dir, 'static')], { changed: true }));
    expect(inputsFingerprint([content])).not.toBe(checked.fingerprint);
  });

  it('builds again after an edit, an added or deleted doc, a static file, or a config change', () => {
    const dir = site();
    buildSite(dir);
    writeFiles(dir, { 'content/en/docs/guide.md': '---\ntitle: Guide\n---\n\nUse it twice.\n' });
    expect(said(buildSite(dir))).toMatch(/built/);
    expect(Page.read(path.join(dir, 'build/docs/guide.html')).text('.markdown p')).toBe('Use it twice.');
    writeFiles(dir, { 'content/en/docs/new.md': '# New\n' });
    expect(said(buildSite(dir))).toMatch(/built/);
    expect(fs.existsSync(path.join(dir, 'build/docs/new.html'))).toBe(true);
    fs.rmSync(path.join(dir, 'content/en/docs/new.md'));
    expect(said(buildSite(dir))).toMatch(/built/);
    expect(fs.existsSync(path.join(dir, 'build/docs/new.html'))).toBe(false);
    writeFiles(dir, { 'static/img/a.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    expect(said(buildSite(dir))).toMatch(/built/);
    expect(fs.existsSync(path.join(dir, 'build/img/a.svg'))).toBe(true);
    writeFiles(dir, { 'site.config.ts': siteConfig().replace("title: 'Fixture'", "title: 'Renamed'") });
    expect(said(buildSite(dir))).toMatch(/built/);
    expect(Page.read(path.join(dir, 'build/docs/guide.html')).text('title')).toContain('Renamed');
    expect(said(buildSite(dir))).toMatch(/up to date/);
  });

  it('follows links to folders of docs and static files, not links back up, and builds again when a linked file changes', () => {
    const dir = site();
    // A monorepo's package docs, linked in; they link back to the docs folder, and to themselves.
    const shared = createSite({ 'docs/tool.md': '# Tool\n\nShared words.\n', 'docs/more/deep.md': '# Deep\n', 'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    fs.symlinkSync(path.join(shared, 'docs'), path.join(dir, 'content/en/docs/tools'));
    fs.symlinkSync(path.join(dir, 'content/en/docs'), path.join(shared, 'docs/more/up'));
    fs.symlinkSync('.', path.join(shared, 'docs/self'));
    fs.mkdirSync(path.join(dir, 'static'));
    fs.symlinkSync(path.join(shared, 'img'), path.join(dir, 'static/img'));
    fs.symlinkSync(path.join(dir, 'static'), path.join(shared, 'img/up'));
    buildSite(dir);
    expect(listFiles(path.join(dir, 'build')).filter((file) => /^(docs|img)\//.test(file))).toEqual(['docs/guide.html', 'docs/guide.md', 'docs/index.html', 'docs/tools/more/deep.html', 'docs/tools/more/deep.md', 'docs/tools/tool.html', 'docs/tools/tool.md', 'img/logo.svg']);
    expect(Page.read(path.join(dir, 'build/docs/tools/tool.html')).text('.markdown p')).toBe('Shared words.');
    expect(said(buildSite(dir))).toMatch(/up to date/);
    writeFiles(shared, { 'docs/tool.md': '# Tool\n\nWords changed where they are kept.\n' });
    expect(said(buildSite(dir))).toMatch(/built/);
    expect(Page.read(path.join(dir, 'build/docs/tools/tool.html')).text('.markdown p')).toBe('Words changed where they are kept.');
  });

  it('builds again when the output was touched, or when an environment variable the config reads changed', () => {
    const dir = site("search: { appId: '{TEST_APP_ID}', apiKey: 'k', indexName: 'i' },");
    buildSite(dir);
    fs.rmSync(path.join(dir, 'build/docs/guide.html'));
    expect(said(buildSite(dir))).toMatch(/built/);
    expect(fs.existsSync(path.join(dir, 'build/docs/guide.html'))).toBe(true);
    const withEnv = docgen(['build'], dir, { TEST_APP_ID: 'APP1' });
    expect(withEnv.code).toBe(0);
    expect(said(withEnv)).toMatch(/built/);
    expect(said(docgen(['build'], dir, { TEST_APP_ID: 'APP1' }))).toMatch(/up to date/);
  });

  it('runs the config as the module it is, in the check as in the build: top-level await, imports, the environment read directly, an error it throws', () => {
    const config = (head: string, title: string) => `import { defineConfig } from 'docgen';\n${head}\nexport default defineConfig({ title: ${title}, url: 'https://example.org', baseUrl: '/doc/' });\n`;
    const titleOf = (dir: string) => Page.read(path.join(dir, 'build/index.html')).text('title');
    const dir = site();
    const cases: [head: string, title: string, expected: string][] = [
      ["const fromEnv = await Promise.resolve(process.env.TEST_TITLE ?? 'Awaited');", 'fromEnv', 'Awaited'],
      ["import path from 'node:path';", "path.basename('/a/Imported')", 'Imported'],
      ["const { basename } = await import('node:path');", "basename('/a/Dynamic')", 'Dynamic'],
      ['', "'Export, import and more'", 'Export, import and more'],
    ];
    for (const [head, title, expected] of cases) {
      writeFiles(dir, { 'site.config.ts': config(head, title) });
      expect(said(buildSite(dir))).toMatch(/built/);
      expect(titleOf(dir)).toContain(expected);
      expect(said(buildSite(dir))).toMatch(/up to date/);
    }
    // Read by the config itself, not through a {NAME} placeholder: the check runs the config too.
    writeFiles(dir, { 'site.config.ts': config(cases[0]![0], cases[0]![1]) });
    buildSite(dir);
    expect(said(docgen(['build'], dir, { TEST_TITLE: 'Changed' }))).toMatch(/built/);
    expect(titleOf(dir)).toContain('Changed');
    expect(said(docgen(['build'], dir, { TEST_TITLE: 'Changed' }))).toMatch(/up to date/);
    writeFiles(dir, { 'site.config.ts': config("if (!process.env.TEST_TITLE) throw new Error('no title today');", "'T'") });
    const failed = docgen(['build'], dir);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/site\.config\.ts: the config file throws when evaluated: no title today/);
    // Strict, as a module is: a variable never declared is an error, not a global.
    writeFiles(dir, { 'site.config.ts': config("undeclared = 'T';", "'T'") });
    expect(docgen(['build'], dir).stderr).toMatch(/throws when evaluated: undeclared is not defined/);
  });

  it('repeats the warnings of the last build', () => {
    const dir = site("onBrokenLinks: 'warn',");
    writeFiles(dir, { 'content/en/docs/guide.md': '---\ntitle: Guide\n---\n\n[gone](./gone.md)\n' });
    buildSite(dir);
    const again = docgen(['build'], dir);
    expect(said(again)).toMatch(/up to date/);
    expect(again.stderr).toMatch(/broken link "\.\/gone\.md"/);
  });
});
