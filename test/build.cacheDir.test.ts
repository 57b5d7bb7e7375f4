import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { copyOfDocgen, createSite, Page, repoRoot, siteConfig, writeFiles, type RunResult } from './helpers/fixture.js';

/**
 * docgen installed where its own cache folder cannot be made, as for a user other than the one
 * who installed it: a copy of the package (compiled) whose node_modules/.cache is a file, in
 * which no one, root included, can make a folder.
 */
function installWithoutCacheFolder(): string {
  const dir = copyOfDocgen(['package.json', 'bin', 'dist', 'src', 'templates']);
  fs.writeFileSync(path.join(dir, 'node_modules', '.cache'), '');
  return dir;
}

/** `docgen build` of the copy `pkg` in `site`, with `env` (and no cache folder of the test run's unless `env` names one). */
function build(pkg: string, site: string, env: Record<string, string>, args: string[] = []): RunResult {
  const base: NodeJS.ProcessEnv = { ...process.env, CI: 'true', NO_COLOR: '1', DOCGEN_CACHE_DIR: '', ...env };
  delete base.DOCGEN_CODE_CACHE;
  const result = spawnSync(process.execPath, [path.join(pkg, 'bin', 'docgen.js'), 'build', ...args], { cwd: site, encoding: 'utf8', env: base });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const site = () => createSite({ 'site.config.ts': siteConfig(), 'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nHello.\n' });
/** How the temp folder's cache is named: by the user's id (by name where there are none). */
const user = process.getuid?.() ?? os.userInfo().username;

describe("docgen's cache folder", () => {
  const pkg = installWithoutCacheFolder();

  it("is the user's cache folder when docgen's own cannot be made: the build works, keeps its cache and compiled code there, and the next one is up to date", () => {
    const dir = site();
    const xdg = path.join(dir, 'xdg-cache');
    const first = build(pkg, dir, { XDG_CACHE_HOME: xdg });
    expect(first.stderr + first.stdout).toMatch(/^built \d+ en, \d+ fr pages/m);
    expect(first.code).toBe(0);
    const cache = path.join(xdg, 'docgen');
    for (const entry of ['builds', 'pages', 'content']) expect(fs.existsSync(path.join(cache, entry)), entry).toBe(true);
    expect(fs.readdirSync(path.join(cache, 'v8')).filter((f) => f.endsWith('.bin')).length).toBeGreaterThan(0);
    const again = build(pkg, dir, { XDG_CACHE_HOME: xdg });
    expect(again.code).toBe(0);
    expect(again.stderr + again.stdout).toMatch(/^up to date/m);
    expect(fs.statSync(path.join(pkg, 'node_modules', '.cache')).isFile()).toBe(true);
  });

  it("keeps a site's own theme there, compiled, which finds React in docgen's package", () => {
    const dir = site();
    writeFiles(dir, { 'site.config.ts': siteConfig("templatesDir: 'theme',") });
    fs.cpSync(path.join(repoRoot, 'templates'), path.join(dir, 'theme'), { recursive: true });
    fs.appendFileSync(path.join(dir, 'theme', 'server.tsx'), `\nexport const testMark = 'theme of ${path.basename(dir)}';\n`);
    const xdg = path.join(dir, 'xdg-cache');
    const result = build(pkg, dir, { XDG_CACHE_HOME: xdg });
    expect(result.code, result.stderr).toBe(0);
    expect(fs.readdirSync(path.join(xdg, 'docgen')).filter((f) => /^theme-\w+\.cjs$/.test(f))).toHaveLength(1);
    expect(Page.read(path.join(dir, 'build', 'docs.html')).text('.markdown p')).toBe('Hello.');
  });

  it("is a folder of the user's in the temp folder after that, never one that others can write to", () => {
    const dir = site();
    // Where no cache folder can be made either.
    const xdg = path.join(dir, 'not-a-folder');
    fs.writeFileSync(xdg, '');
    const temp = path.join(dir, 'tmp');
    fs.mkdirSync(temp);
    expect(build(pkg, dir, { XDG_CACHE_HOME: xdg, TMPDIR: temp }).code).toBe(0);
    expect(fs.existsSync(path.join(temp, `docgen-cache-${user}`, 'builds'))).toBe(true);
    expect(fs.statSync(path.join(temp, `docgen-cache-${user}`)).mode & 0o077).toBe(0);

    // A folder of that name that anyone can write to is not used: the build says it has nowhere to keep its cache.
    const shared = path.join(dir, 'shared-tmp');
    fs.mkdirSync(path.join(shared, `docgen-cache-${user}`), { recursive: true });
    fs.chmodSync(path.join(shared, `docgen-cache-${user}`), 0o777);
    const refused = build(pkg, dir, { XDG_CACHE_HOME: xdg, TMPDIR: shared });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('docgen has no folder to keep its cache in');
    expect(refused.stderr).toContain('hint: set XDG_CACHE_HOME to a folder that only you can write to');
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    expect(fs.readdirSync(path.join(shared, `docgen-cache-${user}`))).toEqual([]);
  });

  it('is the folder DOCGEN_CACHE_DIR names, which a CI job can keep: a fresh checkout of the same site highlights no listing again, and makes no page again when build/ was kept too, its times rounded or not; one others can write to is refused', () => {
    const dir = site();
    writeFiles(dir, { 'content/en/docs/guide.md': '# Guide\n\n```bash\nnpm ci\n```\n' });
    const kept = path.join(dir, '..', `${path.basename(dir)}-ci-cache`);
    const first = build(pkg, dir, { DOCGEN_CACHE_DIR: kept });
    expect(first.code, first.stderr).toBe(0);
    for (const entry of ['builds', 'pages', 'content', 'v8']) expect(fs.existsSync(path.join(kept, entry)), entry).toBe(true);
    expect(fs.statSync(path.join(kept)).mode & 0o077).toBe(0);
    // The next job: the same site checked out again (every file new, with new times), no output yet.
    const built = path.join(dir, 'build', 'docs', 'guide.html');
    const page = fs.readFileSync(built, 'utf8');
    fs.rmSync(path.join(dir, 'build'), { recursive: true });
    const checkOutAgain = () => {
      for (const file of ['site.config.ts', 'content/en/docs/intro.md', 'content/en/docs/guide.md']) {
        const text = fs.readFileSync(path.join(dir, file));
        fs.rmSync(path.join(dir, file));
        fs.writeFileSync(path.join(dir, file), text);
      }
    };
    checkOutAgain();
    const again = build(pkg, dir, { DOCGEN_CACHE_DIR: kept }, ['--profile']);
    expect(again.code, again.stderr).toBe(0);
    // Its pages are made again (the output they were linked from is gone), from what the cache kept.
    expect(again.stderr).toMatch(/docs and blog posts: 4 made \(listings: 0 highlighted, 2 from the cache\), 0 from the cache/);
    expect(fs.readFileSync(built, 'utf8')).toBe(page);

    // A job that keeps build/ too, as GitHub's actions/cache keeps folders (tar --posix: times to the
    // nanosecond): every page is linked from it, none made again.
    const archive = path.join(dir, '..', `${path.basename(dir)}-ci-cache.tar`);
    const tar = (...args: string[]) => expect(spawnSync('tar', args, { encoding: 'utf8' }).status).toBe(0);
    tar('--posix', '-cf', archive, '-C', path.dirname(dir), path.basename(kept), path.join(path.basename(dir), 'build'));
    fs.rmSync(kept, { recursive: true });
    fs.rmSync(path.join(dir, 'build'), { recursive: true });
    checkOutAgain();
    tar('-xf', archive, '-C', path.dirname(dir));
    const kept2 = build(pkg, dir, { DOCGEN_CACHE_DIR: kept }, ['--profile']);
    expect(kept2.code, kept2.stderr).toBe(0);
    expect(kept2.stderr).toMatch(/docs and blog posts: 0 made \(listings: 0 highlighted, 0 from the cache\), 4 from the cache/);
    expect(fs.readFileSync(built, 'utf8')).toBe(page);

    // Kept by a cache that rounds times to the second (tar in its GNU format, as other CI systems
    // keep folders): the files' contents are compared instead, and every page is still linked.
    tar('--format=gnu', '-cf', archive, '-C', path.dirname(dir), path.basename(kept), path.join(path.basename(dir), 'build'));
    const written = fs.statSync(built).mtimeMs;
    fs.rmSync(kept, { recursive: true });
    fs.rmSync(path.join(dir, 'build'), { recursive: true });
    checkOutAgain();
    tar('-xf', archive, '-C', path.dirname(dir));
    expect(fs.statSync(built).mtimeMs).toBe(Math.floor(written / 1000) * 1000);
    const rounded = build(pkg, dir, { DOCGEN_CACHE_DIR: kept }, ['--profile']);
    expect(rounded.code, rounded.stderr).toBe(0);
    expect(rounded.stderr).toMatch(/docs and blog posts: 0 made \(listings: 0 highlighted, 0 from the cache\), 4 from the cache/);
    expect(fs.readFileSync(built, 'utf8')).toBe(page);

    // Named, it is used or refused, never replaced by another: one that anyone can write to is refused.
    fs.chmodSync(kept, 0o777);
    const refused = build(pkg, dir, { DOCGEN_CACHE_DIR: kept }, ['--force']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`docgen cannot keep its cache in the folder DOCGEN_CACHE_DIR names (${kept})`);
    expect(refused.stderr).toContain('hint: name a folder that only you can write to, or unset DOCGEN_CACHE_DIR');
    expect(refused.stderr).not.toMatch(/\n\s+at /);
  });
});
