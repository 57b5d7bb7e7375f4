import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { Page, listFiles, repoRoot, writeFiles } from './helpers/fixture.js';

/**
 * docgen as a team gets it: `npm pack` of this repository, installed with `npm install` into a
 * fresh folder outside it (nothing of the repository's node_modules in reach), then run there with
 * `npx docgen`. Slow (npm installs docgen's dependencies, from npm's cache when it has them): the
 * install is made once, for every test of the file.
 */

/**
 * The environment of a user's shell: not the one `npm test` gives its scripts (npm_config_*
 * would point npm at this repository), nor the tests' DOCGEN_CACHE_DIR (the installed docgen
 * keeps its cache in the project's node_modules).
 */
const userEnv = () => {
  const env: NodeJS.ProcessEnv = { CI: 'true', NO_COLOR: '1' };
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key) && !['DOCGEN_CACHE_DIR', 'NODE_PATH', 'NODE_OPTIONS'].includes(key)) env[key] = value;
  return env;
};

function run(command: string, args: string[], cwd: string): string {
  return runAll(command, args, cwd).stdout;
}

/** A command's exit code and output; throws when it fails and `mayFail` is not set. */
function runAll(command: string, args: string[], cwd: string, mayFail = false): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: userEnv() });
  if (result.status !== 0 && !mayFail) throw new Error(`${command} ${args.join(' ')} failed (${result.status}) in ${cwd}:\n${result.stderr}${result.stdout}`);
  return result;
}

/** `npx docgen ...`, never fetching a package of that name from the registry (an unrelated one has it). */
const npxDocgen = (args: string[], cwd: string) => run('npx', ['--no', '--', 'docgen', ...args], cwd);
/** Installs the tarball (and more packages) where npm would install it offline, from its cache when it has them; what npm printed. */
const npmInstall = (specs: string[], cwd: string) => {
  const { stdout, stderr } = runAll('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...specs], cwd);
  return stdout + stderr;
};
/** The lines of npm 11's notice about dependencies' install scripts that no `allowScripts` entry covers. */
const installScriptsNotice = (output: string) => output.split('\n').filter((line) => line.includes('install-scripts'));
/** esbuild's postinstall replaces its JavaScript launcher, bin/esbuild, with its platform's binary: still the launcher, it did not run. */
const esbuildPostinstallRan = (folder: string) => !fs.readFileSync(path.join(folder, 'node_modules', 'esbuild', 'bin', 'esbuild'), 'latin1').startsWith('#!/usr/bin/env node');

interface Packed {
  filename: string;
  size: number;
  files: { path: string }[];
}

let work: string;
let tarball: string;
let packed: Packed;
/** The folder docgen is installed in, as a team's repository would have it. */
let project: string;
/** What npm printed when it installed docgen there. */
let installOutput: string;
/** The TypeScript of this repository's lock: the team checks its config with it (npm has it in its cache). */
const typescriptVersion = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', 'typescript', 'package.json'), 'utf8')) as { version: string }).version;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-package-'));
  // The test run compiled dist/ (test/helpers/globalSetup.ts): prepare, which npm runs before it
  // packs, would compile it again under the other test files running from it.
  const [info] = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], repoRoot)) as Packed[];
  packed = info!;
  tarball = path.join(work, packed.filename);
  project = path.join(work, 'project');
  fs.mkdirSync(project);
  // The team's install-script decisions, as `npm install-scripts deny esbuild docgen-ssg` writes
  // them: esbuild's postinstall (which docgen does without, see the README), and docgen's own
  // `prepare`, which npm lists for a package that does not come from a registry (a tarball) though it
  // never runs it for one (the tarball comes compiled).
  const allowScripts = { esbuild: false, [`file:${tarball}`]: false };
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'team-docs', private: true, allowScripts }));
  installOutput = npmInstall([tarball, `typescript@${typescriptVersion}`], project);
}, 300_000);

describe('docgen installed from its package', () => {
  it('is a tarball of what docgen runs, without the repository\'s site, tests or source maps', () => {
    const files = packed.files.map((f) => f.path);
    for (const file of ['bin/docgen.js', 'bin/codeCache.cjs', 'dist/cli.cjs', 'dist/worker.cjs', 'dist/upToDate.cjs', 'dist/identity.json', 'dist/theme/manifest.json', 'dist/types/index.d.ts', 'templates/server.tsx', 'src/client/router.ts', 'src/shared/boot.ts', 'src/docusaurus/Layout.tsx', 'starter/gitignore', 'starter/content/en/index.md', 'package.json', 'README.md']) {
      expect(files, file).toContain(file);
    }
    expect(files.filter((f) => /^(test|bench|content|scripts|node_modules)\/|\.map$|^site\.config\.ts$/.test(f))).toEqual([]);
    // Of docgen's sources, only what the theme imports when a site compiles it (its browser code and
    // the rank below it): the rest runs compiled, from dist/, and its types are dist/types/.
    expect(files.filter((f) => f.startsWith('src/') && !/^src\/(util|shared|client|docusaurus)\//.test(f))).toEqual([]);
    // Every dependency it runs is installed with it, in the project's node_modules.
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { name: string; dependencies: Record<string, string>; scripts: Record<string, string> };
    for (const name of Object.keys(pkg.dependencies)) expect(fs.existsSync(path.join(project, 'node_modules', name, 'package.json')), name).toBe(true);
    expect(fs.lstatSync(path.join(project, 'node_modules', pkg.name)).isSymbolicLink()).toBe(false);
    // npm runs prepare before it packs: a tarball is never made without dist/.
    expect(pkg.scripts.prepare).toBe('node scripts/compile.js');
  });

  it('installs without npm asking about install scripts, and without running esbuild\'s postinstall', () => {
    expect(installScriptsNotice(installOutput)).toEqual([]);
    expect(esbuildPostinstallRan(project)).toBe(false);
  });

  it("type-checks a site's config against the package's declaration files, with the team's compiler options, and a wrong option is a type error", () => {
    const site = path.join(project, 'typed');
    const config = (fields: string) => `import { defineConfig } from 'docgen-ssg';\nexport default defineConfig({ title: 'Team docs', url: 'https://example.org', ${fields} });\n`;
    writeFiles(site, {
      // The site's own package, an ES module as a config with `import` is; docgen and TypeScript from the project's node_modules.
      'package.json': JSON.stringify({ name: 'typed-docs', private: true, type: 'module' }),
      'site.config.ts': config("baseUrl: '/docs-site/', i18n: { defaultLocale: 'en', locales: { en: { label: 'English' }, fr: { label: 'Français' } } }, navbar: { items: [{ type: 'docSidebar', label: { en: 'Docs', fr: 'Documentation' } }] }, markdown: { remarkPlugins: [() => (tree) => tree] }"),
      'wrong-value.config.ts': config("onBrokenLinks: 'ignore'"),
      'wrong-name.config.ts': config("baseURL: '/docs-site/'"),
    });
    const tsc = path.join(project, 'node_modules', 'typescript', 'bin', 'tsc');
    // Node's own resolution (package.json's exports, as a bundler's reads them too), and the older one
    // that reads the top-level `types`; no skipLibCheck: docgen's declarations, and those they
    // import, are checked too.
    for (const options of [{ module: 'nodenext' }, { module: 'commonjs', moduleResolution: 'node10', esModuleInterop: true }]) {
      fs.writeFileSync(path.join(site, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...options, target: 'es2022', types: [] }, files: ['site.config.ts', 'wrong-value.config.ts', 'wrong-name.config.ts'] }));
      const checked = runAll(process.execPath, [tsc, '--noEmit', '--strict', '-p', '.'], site, true);
      expect(checked.status, JSON.stringify(options)).not.toBe(0);
      // One error each in the wrong configs, none elsewhere (site.config.ts, docgen's declarations, zod's, unified's).
      const errors = checked.stdout.trim().split('\n').sort();
      expect(errors, JSON.stringify(options)).toEqual([
        expect.stringMatching(/^wrong-name\.config\.ts\(\d+,\d+\): error TS2561: Object literal may only specify known properties, but 'baseURL' does not exist .* Did you mean to write 'baseUrl'\?/),
        expect.stringMatching(/^wrong-value\.config\.ts\(\d+,\d+\): error TS2322: Type '"ignore"' is not assignable to type '"throw" \| "warn" \| undefined'/),
      ]);
    }
  });

  it('builds a small site with an MDX page importing a component of the site, its cache in the project\'s node_modules', () => {
    const site = path.join(project, 'site');
    writeFiles(site, {
      'site.config.ts': "import { defineConfig } from 'docgen-ssg';\nexport default defineConfig({ title: 'Team docs', url: 'https://example.org', baseUrl: '/docs-site/' });\n",
      'content/en/index.md': '---\nhero:\n  tagline: Our handbook\n---\n',
      'content/en/docs/intro.md': '---\ntitle: Intro\n---\n\nSee the [card](./card.mdx).\n',
      'content/en/docs/card.mdx': "---\ntitle: Card\n---\nimport Badge from '@site/src/components/Badge';\n\n<Badge label=\"installed\" />\n",
      'src/components/Badge.tsx': "import { useState } from 'react';\nexport default function Badge({ label }: { label: string }) {\n  const [count] = useState(3);\n  return <span className=\"team-badge\">{label} x{count}</span>;\n}\n",
    });
    npxDocgen(['build'], site);
    const out = path.join(site, 'build');
    expect(listFiles(out)).toEqual(expect.arrayContaining(['index.html', 'docs/intro.html', 'docs/card.html', '404.html']));
    expect(Page.read(path.join(out, 'docs/intro.html')).text('h1')).toBe('Intro');
    expect(Page.read(path.join(out, 'docs/card.html')).text('.team-badge')).toBe('installed x3');
    expect(Page.read(path.join(out, 'index.html')).text('.hero-tagline')).toBe('Our handbook');
    expect(fs.readdirSync(path.join(project, 'node_modules', '.cache', 'docgen'))).toContain('pages');
  });

  it('builds a site with its own theme, a copy of docgen\'s kept outside the project, which finds docgen\'s libraries where npm put them', () => {
    const theme = path.join(work, 'own-theme');
    fs.cpSync(path.join(project, 'node_modules', 'docgen-ssg', 'templates'), theme, { recursive: true });
    const footer = path.join(theme, 'components', 'Footer.tsx');
    const original = fs.readFileSync(footer, 'utf8');
    const changed = original.replace('<div className="footer-columns">', '<p className="team-footer">Made by the docs team</p>\n      <div className="footer-columns">');
    expect(changed).not.toBe(original);
    fs.writeFileSync(footer, changed);
    const site = path.join(project, 'themed');
    writeFiles(site, {
      'site.config.ts': `import { defineConfig } from 'docgen';\nexport default defineConfig({ title: 'Themed', url: 'https://example.org', templatesDir: ${JSON.stringify(path.relative(site, theme))} });\n`,
      'content/en/index.md': '---\nhero:\n  actions: []\n---\n',
      'content/en/docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
    });
    npxDocgen(['build'], site);
    for (const page of ['index.html', 'docs/intro.html']) expect(Page.read(path.join(site, 'build', page)).text('.team-footer')).toBe('Made by the docs team');
  });

  it("overrides one component from the site's src/theme (the original still importable), docgen installed from the tarball", () => {
    const site = path.join(project, 'overridden');
    writeFiles(site, {
      'site.config.ts': "import { defineConfig } from 'docgen-ssg';\nexport default defineConfig({ title: 'Overridden', url: 'https://example.org' });\n",
      'content/en/index.md': '---\nhero:\n  actions: []\n---\n',
      'content/en/docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
      'src/theme/Footer.tsx': "import OriginalFooter from '@theme-original/Footer';\nexport default function Footer() {\n  return (\n    <>\n      <p className=\"site-footer-note\">Kept by the site</p>\n      <OriginalFooter />\n    </>\n  );\n}\n",
    });
    npxDocgen(['build'], site);
    for (const page of ['index.html', 'docs/intro.html']) {
      const built = Page.read(path.join(site, 'build', page));
      expect(built.text('.site-footer-note')).toBe('Kept by the site');
      expect(built.all('footer')).toHaveLength(1);
    }
  });

  it('makes a new site with npx docgen init, whose npm install installs that same docgen (the tarball), then builds', () => {
    npxDocgen(['init', 'my-docs', '--locales', 'en,fr'], project);
    const site = path.join(project, 'my-docs');
    // docgen is not on the registry: the site depends on the tarball the project installed it from, as npm writes a file's spec.
    const pkg = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; allowScripts: Record<string, boolean> };
    expect(pkg.dependencies).toEqual({ 'docgen-ssg': `file:${path.relative(site, tarball)}` });
    // A plain `npm install`: no notice about install scripts (esbuild's and the tarball's `prepare` are denied).
    const output = npmInstall([], site);
    expect(installScriptsNotice(output)).toEqual([]);
    expect(esbuildPostinstallRan(site)).toBe(false);
    npxDocgen(['build'], site);
    const out = path.join(site, 'build');
    for (const route of ['index.html', 'docs/getting-started/write-a-page.html', 'fr/docs/getting-started/configure-the-site.html']) expect(fs.existsSync(path.join(out, route)), route).toBe(true);
    expect(Page.read(path.join(out, 'fr/docs/getting-started/write-a-page.html')).text('h1')).toBe('Écrire une page');
  }, 300_000);

  it('starts from nothing as a new user does: npx <tarball> init my-site, cd my-site, npm install, npx docgen build', () => {
    const fresh = path.join(work, 'fresh');
    fs.mkdirSync(fresh);
    // npx installs the tarball (named by its path, as a user types it) in its own cache folder; the site it makes depends on the tarball itself.
    run('npx', ['--yes', '--prefer-offline', `../${path.basename(tarball)}`, 'init', 'my-site'], fresh);
    const site = path.join(fresh, 'my-site');
    const output = npmInstall([], site);
    expect(installScriptsNotice(output)).toEqual([]);
    expect(fs.realpathSync(path.join(site, 'node_modules', 'docgen-ssg'))).toBe(path.join(site, 'node_modules', 'docgen-ssg'));
    npxDocgen(['build'], site);
    expect(Page.read(path.join(site, 'build', 'docs/getting-started/write-a-page.html')).text('h1')).toBe('Write a page');
  }, 300_000);
});
