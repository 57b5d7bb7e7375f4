import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { copyOfDocgen, createSite, docgen, listFiles, siteConfig, writeFiles } from './helpers/fixture.js';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const LAUNCHER = fileURLToPath(new URL('../bin/codeCache.cjs', import.meta.url));

/** 130 docs by default: built in worker threads, which run their own bundle through the launcher (and under other V8 flags). */
function site(docs = 130): Record<string, string> {
  const files: Record<string, string> = { 'site.config.ts': siteConfig(), 'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nHello.\n' };
  for (let i = 0; i < docs; i++) files[`content/en/docs/d${i}.md`] = `# Doc ${i}\n\n\`\`\`js\nconst n = ${i};\n\`\`\`\n`;
  return files;
}

const snapshot = (dir: string) => new Map(listFiles(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
/** Each cache file's name and a hash of its bytes (a failed comparison of megabytes of code would take vitest minutes to print). */
const caches = (dir: string) => new Map(fs.readdirSync(dir).map((name) => [name, createHash('sha1').update(fs.readFileSync(path.join(dir, name))).digest('hex')]));

describe("the launcher's code cache", () => {
  it('is written by a first run, read by the next (small and large builds alike), and made again when damaged: the same site every time', () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-v8-'));
    const env = { DOCGEN_CODE_CACHE: cacheDir };
    const build = (out: string, docs?: number) => {
      const dir = createSite(site(docs));
      const result = docgen(['build', '--out', out], dir, env);
      expect(result.code, result.stderr).toBe(0);
      return snapshot(path.join(dir, out));
    };

    const first = build('first');
    const written = caches(cacheDir);
    // docgen's bundle, its workers' bundle and React, at least.
    expect(written.size).toBeGreaterThanOrEqual(3);
    expect([...written.keys()].every((name) => fs.statSync(path.join(cacheDir, name)).size > 0)).toBe(true);

    expect(build('second')).toEqual(first);
    // Read, not written again.
    expect(caches(cacheDir)).toEqual(written);

    // A small site's build (one thread, V8's flags as Node set them) keeps caches of its own where
    // it needs them; then neither kind of build rejects and writes again what the other made.
    build('small', 5);
    const both = caches(cacheDir);
    expect(both.size).toBeGreaterThan(written.size);
    expect(build('fourth')).toEqual(first);
    build('small again', 5);
    expect(caches(cacheDir)).toEqual(both);

    // The caches of docgen's bundles (named by their path, and by V8's flags once changed), which every build loads: damaged, then made again.
    const bundles = ['cli.cjs', 'worker.cjs'].map((name) => createHash('sha1').update(path.join(DIST, name)).digest('hex').slice(0, 16));
    const damaged = [...written.keys()].filter((name) => bundles.some((prefix) => name.startsWith(`${prefix}-`) || name.startsWith(`${prefix}.`)));
    expect(damaged).toHaveLength(2);
    for (const name of damaged) fs.writeFileSync(path.join(cacheDir, name), 'not a code cache');
    expect(build('third')).toEqual(first);
    for (const name of damaged) expect(fs.readFileSync(path.join(cacheDir, name), 'utf8'), name).not.toBe('not a code cache');
  });

  it('runs what a file says now: one changed to the same length, with its times set back, is not taken for the one cached', () => {
    const dir = createSite({});
    const cacheDir = path.join(dir, 'v8');
    const file = path.join(dir, 'module.cjs');
    // As an install or a copy that keeps times may leave them: the same for both versions.
    const time = new Date('1985-10-26T08:15:00Z');
    const run = () => {
      const result = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(LAUNCHER)}).run(${JSON.stringify(file)})`], { encoding: 'utf8', env: { ...process.env, DOCGEN_CODE_CACHE: cacheDir } });
      expect(result.status, result.stderr).toBe(0);
      return result.stdout;
    };
    // Read as bytes by the launcher: not ASCII (UTF-8, with a byte order mark) is decoded as UTF-8.
    const write = (text: string) => {
      fs.writeFileSync(file, `\uFEFF${text}`);
      fs.utimesSync(file, time, time);
    };
    write("console.log('version 1.0.0, é');");
    expect(run()).toBe('version 1.0.0, é\n');
    expect(run()).toBe('version 1.0.0, é\n');
    expect(fs.readdirSync(cacheDir)).toHaveLength(1);
    write("console.log('version 1.0.1, é');");
    expect(run()).toBe('version 1.0.1, é\n');
    // The old cache is replaced by the new one.
    expect(fs.readdirSync(cacheDir)).toHaveLength(1);
  });

  /** A copy of docgen (with `parts` beside the ones it runs from), and a site of 6 docs that it builds with its cache in the site's folder (stderr with --profile). */
  function installed(...parts: string[]) {
    const pkg = copyOfDocgen(['package.json', 'bin', 'dist', 'src', 'templates', ...parts]);
    const dir = createSite(site(5));
    writeFiles(dir, { 'content/en/docs/d0.md': '# Doc 0\n\n```js\nconst n = 0;\n```\n\n```bash\nnpm ci\n```\n' });
    const cacheDir = path.join(dir, 'cache');
    const build = (...args: string[]) => {
      const result = spawnSync(process.execPath, [path.join(pkg, 'bin', 'docgen.js'), 'build', '--profile', ...args], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, CI: 'true', NO_COLOR: '1', DOCGEN_CACHE_DIR: cacheDir, DOCGEN_CODE_CACHE: '' },
      });
      expect(result.status, result.stderr).toBe(0);
      return result.stderr;
    };
    return { pkg, dir, cacheDir, build };
  }
  const noPageMade = /docs and blog posts: 0 made \(listings: 0 highlighted, 0 from the cache\), 12 from the cache/;

  it('is kept when docgen is installed again (npm ci compiles the same files anew), and so are the pages a CI job keeps', () => {
    const { pkg, dir, cacheDir, build } = installed();
    build();
    const written = caches(path.join(cacheDir, 'v8'));
    const page = fs.readFileSync(path.join(dir, 'build', 'docs', 'd0.html'), 'utf8');
    // Every file of the package written anew, with the same contents: new times and inodes.
    for (const file of listFiles(path.join(pkg, 'dist'))) {
      const bytes = fs.readFileSync(path.join(pkg, 'dist', file));
      fs.rmSync(path.join(pkg, 'dist', file));
      fs.writeFileSync(path.join(pkg, 'dist', file), bytes);
    }
    const output = build('--force');
    expect(caches(path.join(cacheDir, 'v8'))).toEqual(written);
    expect(output).toMatch(noPageMade);
    expect(fs.readFileSync(path.join(dir, 'build', 'docs', 'd0.html'), 'utf8')).toBe(page);
  });

  it('is not trusted by a docgen of the same version compiled from other sources, recorded (by scripts/compile.js) or not, nor by one with another React', () => {
    const { pkg, build } = installed();
    build();
    expect(build('--force')).toMatch(noPageMade);
    const cli = path.join(pkg, 'dist', 'cli.cjs');
    fs.appendFileSync(cli, '\n// compiled from other sources\n');
    expect(build('--force')).toMatch(/docs and blog posts: 12 made/);
    expect(build('--force')).toMatch(noPageMade);
    // The same length, other contents: recorded as the compile records it.
    fs.writeFileSync(cli, fs.readFileSync(cli, 'utf8').replace('compiled from other sources', 'compiled from new sources!!'));
    const record = spawnSync(process.execPath, ['--input-type=module', '-e', `(await import(${JSON.stringify(pathToFileURL(path.join(pkg, 'dist', 'prebuild.js')).href)})).recordCompiled()`]);
    expect(record.status, String(record.stderr)).toBe(0);
    expect(build('--force')).toMatch(/docs and blog posts: 12 made/);

    // Nor by one that renders with another React (updated alone: docgen's files are the same).
    // React and React DOM copied, so that both find the same React.
    expect(build('--force')).toMatch(noPageMade);
    for (const name of ['react', 'react-dom']) {
      const link = path.join(pkg, 'node_modules', name);
      const real = fs.realpathSync(link);
      fs.unlinkSync(link);
      fs.cpSync(real, link, { recursive: true });
    }
    const react = path.join(pkg, 'node_modules', 'react');
    const manifest = JSON.parse(fs.readFileSync(path.join(react, 'package.json'), 'utf8')) as { version: string };
    fs.writeFileSync(path.join(react, 'package.json'), JSON.stringify({ ...manifest, version: `${manifest.version}-next` }));
    expect(build('--force')).toMatch(/docs and blog posts: 12 made/);
  });

  it('is not up to date for a docgen of the same version whose client alone changed, once compiled as an install does', () => {
    const { pkg, dir, build } = installed('scripts');
    const compile = () => {
      const compiled = spawnSync(process.execPath, [path.join(pkg, 'scripts', 'compile.js')], { encoding: 'utf8' });
      expect(compiled.status, compiled.stderr).toBe(0);
    };
    // Compiled where it is (the paths of its dependencies, in the bundles' comments, are the copy's).
    compile();
    build();
    expect(build()).toMatch(/up to date/);
    const cli = fs.readFileSync(path.join(pkg, 'dist', 'cli.cjs'));
    // The client's code is compiled into the prebuilt theme only (dist/theme/client), not into the CLI.
    fs.appendFileSync(path.join(pkg, 'src', 'client', 'progress.ts'), "\nconsole.debug('a client compiled anew');\n");
    compile();
    expect(fs.readFileSync(path.join(pkg, 'dist', 'cli.cjs')).equals(cli)).toBe(true);
    expect(build()).not.toMatch(/up to date/);
    const scripts = listFiles(path.join(dir, 'build', 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.filter((file) => fs.readFileSync(path.join(dir, 'build', 'assets', file), 'utf8').includes('a client compiled anew'))).toHaveLength(1);
  });
});
