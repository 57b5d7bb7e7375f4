/**
 * How the bench runs docgen: from a snapshot of this repository (src, templates, bin, compiled
 * afresh) in the bench's work folder, so a whole run measures one version even while the tree is
 * being edited, and so deleting its build cache (node_modules/.cache/docgen beside the package)
 * never disturbs builds running from the repository itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('..', import.meta.url));
const COPIED = ['package.json', 'bin', 'scripts', 'src', 'templates'];

/**
 * The repository's EvalAP site, copied into `dir` (emptied first): its config, content and static
 * files, and its components (its MDX pages import them; they sit in src/components, beside
 * docgen's own src/).
 */
export function copyEvalapSite(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const entry of ['site.config.ts', 'content', 'static', 'src/components']) fs.cpSync(path.join(REPO, entry), path.join(dir, entry), { recursive: true });
}

/** Copies docgen into `dir`, links its dependencies, compiles it; returns its CLI's path. */
export function snapshotDocgen(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const entry of COPIED) fs.cpSync(path.join(REPO, entry), path.join(dir, entry), { recursive: true });
  // A real node_modules folder of links: the cache written into it stays the snapshot's own.
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const name of fs.readdirSync(path.join(REPO, 'node_modules'))) {
    if (name !== '.cache') fs.symlinkSync(path.join(REPO, 'node_modules', name), path.join(modules, name));
  }
  // Without the package's declaration files: the bench runs docgen, no config is type-checked against it.
  execFileSync(process.execPath, [path.join(dir, 'scripts', 'compile.js'), '--no-declarations'], { stdio: 'inherit' });
  return path.join(dir, 'bin', 'docgen.js');
}

/** The commit the snapshot was taken from, marked when the working tree had other changes. */
export function docgenRevision() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: REPO, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no', '--', 'src', 'templates', 'bin', 'scripts', 'package.json');
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

/**
 * `docgen build` of the site in `siteDir`; a cold build deletes the build cache and the output
 * first. docgen's compiled code (the launcher's V8 code cache, made by the first run after an
 * install and the same for every site) is kept in `codeCache`, which the bench deletes only to
 * measure a first run.
 */
export function docgenCommand(cli, siteDir) {
  // The snapshot's folder (cli is its bin/docgen.js).
  const snapshot = path.dirname(path.dirname(cli));
  const codeCache = path.join(snapshot, 'code-cache');
  return {
    cmd: process.execPath,
    args: [cli, 'build'],
    cwd: siteDir,
    // The cache in the snapshot's own folder (cleared for a cold build), whatever the shell's DOCGEN_CACHE_DIR says.
    env: { ...process.env, CI: 'true', DOCGEN_CODE_CACHE: codeCache, DOCGEN_CACHE_DIR: '' },
    codeCache,
    cleanCold: [
      path.join(snapshot, 'node_modules', '.cache', 'docgen'),
      path.join(siteDir, 'node_modules', '.cache', 'docgen'),
      path.join(siteDir, 'build'),
    ],
  };
}
