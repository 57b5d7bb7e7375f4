/**
 * Docusaurus 3.8.1 as a peer, installed by the bench from the npm registry into its work folder
 * (never a dependency of docgen) and kept there for the next runs. Sites it builds live below that
 * folder so Node finds its packages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export const DOCUSAURUS_VERSION = '3.8.1';
const PACKAGES = [`@docusaurus/core@${DOCUSAURUS_VERSION}`, `@docusaurus/preset-classic@${DOCUSAURUS_VERSION}`, 'react', 'react-dom'];
/**
 * webpack 5.106 rejects the ProgressPlugin options that webpackbar 6 (Docusaurus 3.8's) passes,
 * so a fresh install of 3.8.1 no longer builds (facebook/docusaurus#11923); 5.105 is the webpack
 * 3.8.1 was released against.
 */
const OVERRIDES = { webpack: '~5.105.0' };

function installedVersion(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** Installs Docusaurus into `dir` unless already there; returns its CLI, or an error message. */
export function ensureDocusaurus(dir, log) {
  if (installedVersion(dir) !== DOCUSAURUS_VERSION) {
    log(`installing Docusaurus ${DOCUSAURUS_VERSION} into ${dir} (npm install ${PACKAGES.join(' ')})`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'docgen-bench-peers', private: true, overrides: OVERRIDES }, null, 2)}\n`);
    const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', ...PACKAGES], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] });
    if (npm.status !== 0 || installedVersion(dir) !== DOCUSAURUS_VERSION) return { error: `npm install of Docusaurus ${DOCUSAURUS_VERSION} failed (exit ${npm.status})` };
  }
  return { cli: path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs') };
}

/** `docusaurus build` of a site; a cold build deletes its generated files, its webpack cache and its output. */
export function docusaurusCommand(cli, siteDir) {
  return {
    cmd: process.execPath,
    args: [cli, 'build', '--out-dir', 'docusaurus-build'],
    cwd: siteDir,
    env: { ...process.env, CI: 'true', DOCUSAURUS_IGNORE_SSG_WARNINGS: 'true' },
    cleanCold: ['docusaurus-build', '.docusaurus', path.join('node_modules', '.cache')].map((p) => path.join(siteDir, p)),
  };
}
