import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { buildSite, createSite, docgen, listFiles, repoRoot, siteConfig, writeFiles } from './helpers/fixture.js';
import { request, startServer } from './helpers/server.js';

const GOOD = {
  'site.config.ts': siteConfig(),
  'content/en/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nSee [the guide](guide.md).\n',
  'content/en/docs/guide.md': '---\ntitle: Guide\n---\n\n## Usage\n\nText.\n',
};

/**
 * Builds a good site, breaks it with `bad`, builds again: the second build must fail with exit 1,
 * print `expected` (file:line and message) without a stack trace, and leave the first build intact.
 */
function expectFailure(bad: Record<string, string>, expected: RegExp[], prepare?: (dir: string) => void) {
  const dir = createSite(GOOD);
  buildSite(dir);
  const before = fs.readFileSync(path.join(dir, 'build/docs/guide.html'), 'utf8');
  writeFiles(dir, bad);
  prepare?.(dir);
  const result = docgen(['build'], dir);
  expect(result.code, result.stderr).toBe(1);
  for (const pattern of expected) expect(result.stderr).toMatch(pattern);
  expect(result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  expect(result.stderr).toMatch(/hint: /);
  expect(fs.readFileSync(path.join(dir, 'build/docs/guide.html'), 'utf8')).toBe(before);
  return result;
}

describe('bad input: a clear error with file and line, exit 1, the previous build kept', () => {
  it('invalid YAML front matter, with the line and column from the YAML parser', () => {
    expectFailure({ 'content/en/docs/guide.md': '---\ntitle: Guide\ndescription: [unclosed\n---\n\nText.\n' }, [/content\/en\/docs\/guide\.md:\d+:\d+: invalid YAML front matter/]);
  });

  it('a front matter field of the wrong type', () => {
    expectFailure({ 'content/en/docs/guide.md': '---\ntitle: Guide\nsidebar_position: "abc"\n---\n\nText.\n' }, [/content\/en\/docs\/guide\.md:3:1: front matter "sidebar_position": expected number, received string/]);
  });

  it('two docs with the same id', () => {
    expectFailure({ 'content/en/docs/other.md': '---\nid: guide\n---\n\nText.\n' }, [/content\/en\/docs\/(guide|other)\.md:1: two docs have the same id "guide": this one and content\/en\/docs\/(guide|other)\.md\n/]);
  });

  it('two docs with the same route', () => {
    expectFailure({ 'content/en/docs/other.md': '---\nslug: /guide\n---\n\nText.\n' }, [/content\/en\/docs\/(guide|other)\.md:1: two docs have the same route "\/doc\/docs\/guide": this one and content\/en\/docs\/(guide|other)\.md\n/]);
  });

  it('a link among the static files to a file that does not exist', () => {
    expectFailure({}, [/static\/img\/gone\.png: a link to a file that does not exist \(\/nowhere\/gone\.png\)\n\s+hint: remove the link, or put back the file it points to/], (dir) => {
      fs.mkdirSync(path.join(dir, 'static/img'), { recursive: true });
      fs.symlinkSync('/nowhere/gone.png', path.join(dir, 'static/img/gone.png'));
    });
  });

  it('a translated doc with the route of an untranslated one, which its locale shows', () => {
    expectFailure({ 'content/fr/docs/autre.md': '---\nslug: /guide\n---\n\nTexte.\n' }, [
      /content\/fr\/docs\/autre\.md:1: two docs have the same route "\/doc\/fr\/docs\/guide": this one and content\/en\/docs\/guide\.md \(shown in "fr", not translated\)\n/,
    ]);
  });

  it('a sidebar naming a doc that does not exist', () => {
    expectFailure({ 'site.config.ts': siteConfig("docs: { sidebars: { main: ['intro', 'missing-doc'] } },") }, [/site\.config\.ts:\d+: sidebar "main" names a doc that does not exist: "missing-doc"/, /hint: use one of the doc ids: guide, intro/]);
  });

  it('broken links and anchors, all listed at once with file, line and target', () => {
    const result = expectFailure(
      {
        'content/en/docs/guide.md': '---\ntitle: Guide\n---\n\n## Usage\n\n[gone](./gone.md)\n\n[bad anchor](intro.md#nowhere)\n\n[self](#usage) [bad self](#nope)\n\n[route](/docs/missing)\n',
      },
      [
        /content\/en\/docs\/guide\.md:7:1: broken link "\.\/gone\.md": no doc at content\/en\/docs\/gone\.md/,
        /content\/en\/docs\/guide\.md:9:1: broken link "intro\.md#nowhere": no anchor #nowhere on \/doc\/docs/,
        /content\/en\/docs\/guide\.md:11:16: broken link "#nope": no anchor #nope on \/doc\/docs\/guide/,
        /content\/en\/docs\/guide\.md:13:1: broken link "\/docs\/missing": no page at \/doc\/docs\/missing/,
      ],
    );
    // The French fallback pages carry the same links: each broken link is still listed once.
    expect(result.stderr.match(/gone\.md/g)).toHaveLength(2);
    expect(result.stderr).toMatch(/4 broken link\(s\)/);
  });

  it('a config that fails validation, naming the field, the file and the line', () => {
    expectFailure(
      {
        'site.config.ts': siteConfig(`navbar: { items: [
    { type: 'docSidebar', label: 'Docs' },
    { type: 'search' },
    { type: 'link', label: 'API', href: 'not a url' },
  ] },`),
      },
      [/site\.config\.ts:11: navbar\.items\[2\]\.href: expected a URL/],
    );
  });

  it('a config with a syntax error', () => {
    expectFailure({ 'site.config.ts': "import { defineConfig } from 'docgen';\nexport default defineConfig({\n  title: 'x',,\n});\n" }, [/site\.config\.ts:3:\d+: the config file does not compile/]);
  });

  it('a missing content folder', () => {
    expectFailure({ 'site.config.ts': siteConfig("contentDir: 'nowhere',") }, [/site\.config\.ts: the docs folder does not exist: .*nowhere\/en\/docs/]);
  });

  it('an unreadable file', () => {
    expectFailure({}, [/content\/en\/docs\/broken\.md: cannot read this file \(ENOENT\)/], (dir) => fs.symlinkSync(path.join(dir, 'nowhere.md'), path.join(dir, 'content/en/docs/broken.md')));
  });

  it('a file that is not UTF-8', () => {
    expectFailure({}, [/content\/en\/docs\/latin1\.md:3: the file is not valid UTF-8/, /hint: save the file with UTF-8 encoding/], (dir) =>
      fs.writeFileSync(path.join(dir, 'content/en/docs/latin1.md'), Buffer.concat([Buffer.from('# Title\n\nCaf'), Buffer.from([0xe9]), Buffer.from('\n')])),
    );
  });

  it('a theme that awaits at its top level, with why it cannot and what to do', () => {
    const server = fs.readFileSync(path.join(repoRoot, 'templates', 'server.tsx'), 'utf8');
    const line = server.replace(/\n$/, '').split('\n').length + 1;
    expectFailure({ 'site.config.ts': siteConfig("templatesDir: 'theme',") }, [new RegExp(`theme/server\\.tsx:${line}:1: the theme does not compile: Top-level await`), /hint: the theme is loaded as CommonJS: move the `await` into a function/], (dir) => {
      fs.cpSync(path.join(repoRoot, 'templates'), path.join(dir, 'theme'), { recursive: true });
      fs.appendFileSync(path.join(dir, 'theme', 'server.tsx'), `${server.endsWith('\n') ? '' : '\n'}await Promise.resolve();\n`);
    });
  });

  it('an empty Markdown file builds, with a warning naming it', () => {
    const dir = createSite({ ...GOOD, 'content/en/docs/empty.md': '' });
    const result = buildSite(dir);
    expect(result.stderr).toMatch(/warning content\/en\/docs\/empty\.md: the file is empty/);
    expect(fs.existsSync(path.join(dir, 'build/docs/empty.html'))).toBe(true);
  });

  it('a front matter field docgen does not read builds, with a warning at its line: the field it was likely meant to be, what a Docusaurus field loses, or that the page does not show it', () => {
    const dir = createSite({ ...GOOD, 'content/en/docs/guide.md': '---\ntitle: Guide\nSidebar_Label: Start\nhide_table_of_content: true\nowner: docs-team\ndisplayed_sidebar: other\nlast_update:\n  author: Jane\n---\n\nText.\n' });
    const result = buildSite(dir);
    expect(result.stderr).toMatch(/warning content\/en\/docs\/guide\.md:3: front matter "Sidebar_Label" is not a field docgen reads: did you mean "sidebar_label"\?/);
    expect(result.stderr).toMatch(/warning content\/en\/docs\/guide\.md:4: front matter "hide_table_of_content" is not a field docgen reads: did you mean "hide_table_of_contents"\?/);
    expect(result.stderr).toMatch(/warning content\/en\/docs\/guide\.md:5: front matter "owner" is not a field docgen reads: the page does not show it/);
    expect(result.stderr).toMatch(/warning content\/en\/docs\/guide\.md:6: front matter "displayed_sidebar" is a Docusaurus field docgen does not carry over \(a doc shows the sidebar that lists it\)/);
    expect(result.stderr).toMatch(/warning content\/en\/docs\/guide\.md:7: front matter "last_update" is a Docusaurus field docgen does not carry over \(docgen shows no last update date/);
  });

  it('onBrokenLinks: "warn" builds anyway and lists the broken links as warnings', () => {
    const dir = createSite({ ...GOOD, 'site.config.ts': siteConfig("onBrokenLinks: 'warn',"), 'content/en/docs/guide.md': '[gone](./gone.md)\n' });
    const result = buildSite(dir);
    expect(result.stderr).toMatch(/warning content\/en\/docs\/guide\.md:1: broken link "\.\/gone\.md"/);
  });

  it('an unknown config field, at its line, with the field it was likely meant to be', () => {
    expectFailure({ 'site.config.ts': siteConfig("baseURL: '/doc/',\n  navbar: { title: 'Docs', itmes: [] },\n  zzz: 1,") }, [
      /site\.config\.ts:8: unknown fields "baseURL" \(did you mean "baseUrl"\?\), "zzz"\n/,
      /site\.config\.ts:9: navbar: unknown field "itmes" \(did you mean "items"\?\)\n/,
    ]);
  });

  it('prints the stack trace only with --debug', () => {
    const dir = createSite({ ...GOOD, 'site.config.ts': siteConfig('thisFieldDoesNotExist: 1,') });
    const plain = docgen(['build'], dir);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(/unknown field "thisFieldDoesNotExist"/);
    expect(plain.stderr).not.toMatch(/\bat .+\.js:\d+/);
  });
});

/** Every file below `dir` (not the links) with its text, to see that nothing changed. */
const contentsOf = (dir: string) => new Map(listFiles(dir).filter((f) => fs.lstatSync(path.join(dir, f)).isFile()).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));

describe('an output folder a build must not replace: refused before anything is made, with why and what to do', () => {
  it("the site's own files, a file, a folder inside a file, a folder holding files docgen did not make, and another generator's site, all left as they were", () => {
    const dir = createSite({
      ...GOOD,
      'notes.txt': 'My notes.\n',
      'mine/plan.md': '# Plan\n',
      'mine/data.csv': 'a,b\n',
      // What Docusaurus left in build/ (its pages name it as their generator).
      'old/index.html': '<!doctype html><html><head><meta charset="UTF-8"><meta name="generator" content="Docusaurus v3.8.1"><title>EvalAP</title></head><body></body></html>',
      'old/assets/js/main.js': 'console.log(1);\n',
    });
    fs.symlinkSync(dir, path.join(dir, 'link-to-site'));
    fs.symlinkSync(path.join(dir, 'content/en/docs'), path.join(dir, 'link-to-docs'));
    const site = contentsOf(dir);
    const cases: [out: string, expected: RegExp][] = [
      ['site.config.ts', /site\.config\.ts: the output folder is the config file, and a build replaces its output folder/],
      ['.', /: the output folder holds the config file \(.*site\.config\.ts\), and a build replaces its output folder/],
      ['content', /content: the output folder is the content folder, and a build replaces its output folder/],
      ['content/en/site', /content\/en\/site: the output folder is inside the content folder/],
      ['notes.txt', /notes\.txt: the output folder is a file\n/],
      ['notes.txt/site', /notes\.txt\/site: the output folder would be inside a file \(.*notes\.txt\)/],
      ['mine', /mine: the output folder holds 2 files docgen did not make \(data\.csv, plan\.md\), and a build replaces its output folder/],
      ['old', /old: the output folder holds a site Docusaurus v3\.8\.1 made \(assets\/js\/main\.js, index\.html\), and a build replaces its output folder\n {2}hint: delete the folder \(Docusaurus v3\.8\.1 can make it again\)/],
      // Links are followed: one to the site's folder is the site's folder, one into its content is inside it.
      ['link-to-site', /: the output folder holds the config file \(.*site\.config\.ts\), and a build replaces its output folder/],
      ['link-to-docs/site', /: the output folder is inside the content folder/],
    ];

    for (const [out, expected] of cases) {
      const result = docgen(['build', '--out', out], dir);
      expect(result.code, out).toBe(1);
      expect(result.stderr, out).toMatch(expected);
      expect(result.stderr, out).toMatch(/\n {2}hint: (choose an output folder apart from the site's sources|name a folder with --out|move them out of it, or list the files the site keeps there \(CNAME, \.htaccess\) in keepFiles in the config; build with --force-clean to delete them|delete the folder)/);
      expect(result.stderr, out).not.toMatch(/\n\s+at /);
    }
    expect(contentsOf(dir)).toEqual(site);
  });

  it('an output folder that is a Git worktree (git worktree add build gh-pages): built into, it stays a worktree; the next build is up to date; its link is not served', async () => {
    const dir = createSite(GOOD);
    const git = (cwd: string, ...args: string[]) => {
      const run = spawnSync('git', ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.org', ...args], { cwd, encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      return run.stdout;
    };
    fs.writeFileSync(path.join(dir, '.gitignore'), 'build/\n');
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'docs');
    // A gh-pages branch of its own, with nothing in it yet, checked out in build/.
    git(dir, 'worktree', 'add', '-q', '--detach', 'build');
    const out = path.join(dir, 'build');
    git(out, 'checkout', '-q', '--orphan', 'gh-pages');
    git(out, 'rm', '-rfq', '.');
    const link = fs.readFileSync(path.join(out, '.git'), 'utf8');

    buildSite(dir);
    expect(fs.readFileSync(path.join(out, '.git'), 'utf8')).toBe(link);
    git(out, 'add', '-A');
    git(out, 'commit', '-qm', 'site');
    const again = docgen(['build'], dir);
    expect(again.stderr + again.stdout).toMatch(/^up to date/m);
    fs.writeFileSync(path.join(dir, 'content/en/docs/guide.md'), '---\ntitle: Guide\n---\n\n## Usage\n\nEdited.\n');
    buildSite(dir);
    buildSite(dir, ['--force']);
    expect(git(out, 'rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('gh-pages');
    expect(git(out, 'status', '--porcelain')).toMatch(/^ M docs\/guide\.html$/m);
    expect(fs.readFileSync(path.join(out, 'docs/guide.html'), 'utf8')).toContain('Edited.');

    const server = await startServer(['serve', '--port', '0'], dir);
    try {
      expect((await request(server.origin, '/doc/.git')).status).toBe(404);
      expect((await request(server.origin, '/doc/docs/guide')).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('an output of docgen in which a Git repository was cloned (to deploy from): the repository is kept', () => {
    const dir = createSite(GOOD);
    buildSite(dir);
    writeFiles(dir, { 'build/.git/HEAD': 'ref: refs/heads/gh-pages\n' });
    fs.writeFileSync(path.join(dir, 'content/en/docs/guide.md'), '---\ntitle: Guide\n---\n\nEdited.\n');
    const result = docgen(['build'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error build: the output folder holds a Git repository \(\.git\), and a build replaces its output folder\n {2}hint: keep the repository in a folder of its own and copy the build into it, or make the output folder a worktree of it \(git worktree add build gh-pages\)/m);
    expect(fs.readFileSync(path.join(dir, 'build/.git/HEAD'), 'utf8')).toBe('ref: refs/heads/gh-pages\n');
  });

  it('a link to a folder elsewhere (build -> a folder a web server serves): that folder is built into, and the link kept', () => {
    const dir = createSite(GOOD);
    const served = path.join(dir, 'www', 'site');
    buildSite(dir, ['--out', served]);
    fs.symlinkSync(served, path.join(dir, 'build'));
    for (const edit of ['First edit.', 'Second edit.']) {
      fs.writeFileSync(path.join(dir, 'content/en/docs/guide.md'), `---\ntitle: Guide\n---\n\n${edit}\n`);
      buildSite(dir);
      expect(fs.lstatSync(path.join(dir, 'build')).isSymbolicLink()).toBe(true);
      expect(fs.readFileSync(path.join(served, 'docs/guide.html'), 'utf8')).toContain(edit);
    }
    expect(buildSite(dir).stderr).toMatch(/^up to date/m);
  });

  it('an empty folder is built into, and the output folder of the last build; a copy of that output, which the cache has no list of, only with --force-clean', () => {
    const dir = createSite({ ...GOOD, 'empty/.keep': '' });
    fs.rmSync(path.join(dir, 'empty/.keep'));
    buildSite(dir, ['--out', 'empty']);
    buildSite(dir);
    fs.cpSync(path.join(dir, 'build'), path.join(dir, 'copy'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'content/en/docs/guide.md'), '---\ntitle: Guide\n---\n\nEdited.\n');
    expect(docgen(['build', '--out', 'copy'], dir).stderr).toMatch(/copy: the output folder holds \d+ files docgen has no record of making/);
    buildSite(dir, ['--out', 'copy', '--force-clean']);
    expect(fs.readFileSync(path.join(dir, 'copy/docs/guide.html'), 'utf8')).toContain('Edited.');
    buildSite(dir);
    expect(fs.readFileSync(path.join(dir, 'build/docs/guide.html'), 'utf8')).toContain('Edited.');
  });

  it('a folder the machine does not let docgen write: the folder, the reason and a hint, not an internal error', () => {
    const dir = createSite(GOOD);
    // /sys/kernel: a folder no one makes files in, whether docgen runs as root (EPERM, EROFS) or not (EACCES).
    const result = docgen(['build', '--out', '/sys/kernel/docgen-site'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error \/sys\/kernel: (permission denied|operation not permitted|the file system is read-only) \(mkdtemp\)\n {2}hint: /m);
    expect(result.stderr).not.toContain('internal error');
  });
});
