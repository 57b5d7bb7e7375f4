import fs from 'node:fs';
import { gitHeadLog } from '../content/lastUpdates.js';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { configFingerprint, evaluateConfigFile, findConfigFile, type LoadConfigOptions } from '../config/load.js';
import { docgenCacheDir, outputFolder, type SiteConfig } from '../config/resolve.js';
import { childPath } from '../util/childPath.js';
import { keepCheckedStat, statLine } from '../util/checkedStats.js';
import { docgenIdentity } from '../util/docgenIdentity.js';
import { GIT_LINK } from '../util/gitLink.js';
import { byName, WalkedFolder } from '../util/walkedFolder.js';
import { filedFor, outputFolderId } from './previousBuild.js';
import { writeWhole } from '../util/wholeFiles.js';
import { contentRoots } from '../content/layout.js';

/** What a finished build leaves in the cache: what it was made from, and what it wrote. */
export interface BuildStamp {
  config: string;
  /** The folders and files the build read. */
  roots: string[];
  inputs: string;
  outputs: string;
  summary: { pagesPerLocale: Record<string, number>; bytes: number; files: number; warnings: string[] };
}

/**
 * Every file below `roots` (recursively), with its size and modification time, hashed in a stable
 * order: any file added, removed, renamed or edited changes it. With `changed`, also its change
 * time and inode: an edit that kept the size and set the modification time back changes it too
 * (for the inputs; a build links the output's files, which changes their change time). With
 * `output`, a worktree's link to its repository at the top of a root is left out (see GIT_LINK).
 */
export function treeFingerprint(roots: string[], { changed = false, output = false } = {}): string {
  const hash = createHash('sha1');
  /** `folder`: where a walk into a folder is (see WalkedFolder), from its first folder on. */
  const visit = (entry: string, top = false, folder?: WalkedFolder) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(entry);
    } catch {
      hash.update(`${entry} missing\n`);
      return;
    }
    if (!stat.isDirectory()) {
      if (changed) {
        const line = statLine(stat);
        // The build that follows compares its docs' stats with the last build's: these (see checkedStats.ts).
        keepCheckedStat(entry, line);
        hash.update(`${entry} ${line}\n`);
      } else hash.update(fileLine(entry, stat.size, stat.mtimeMs));
      return;
    }
    hash.update(folderLine(entry));
    const here = folder ?? WalkedFolder.start(entry);
    for (const child of fs.readdirSync(entry, { withFileTypes: true }).sort(byName)) {
      if (output && top && child.name === GIT_LINK) continue;
      const at = childPath(entry, child.name);
      const inner = here.enter(at, child);
      if (inner === 'loop') hash.update(`${at} loop\n`);
      else visit(at, false, inner === 'file' ? undefined : inner);
    }
  };
  roots.forEach((root) => visit(root, true));
  return hash.digest('hex');
}

const fileLine = (entry: string, size: number, mtimeMs: number) => `${entry} ${size} ${mtimeMs}\n`;
const folderLine = (entry: string) => `${entry}/\n`;

/**
 * treeFingerprint of the folder `root` (without `changed`) from a list of every file in it (paths
 * relative to it, `/`-separated, with their size and modification time), without reading it: what
 * a build that knows every file it put there saves.
 */
export function listedFingerprint(root: string, files: Iterable<readonly [file: string, size: number, mtimeMs: number]>): string {
  type Folder = Map<string, Folder | readonly [size: number, mtimeMs: number]>;
  const top: Folder = new Map();
  for (const [file, size, mtimeMs] of files) {
    const parts = file.split('/');
    let folder = top;
    for (const part of parts.slice(0, -1)) {
      let next = folder.get(part);
      if (!(next instanceof Map)) folder.set(part, (next = new Map()));
      folder = next;
    }
    folder.set(parts[parts.length - 1]!, [size, mtimeMs]);
  }
  const hash = createHash('sha1');
  const visit = (entry: string, node: Folder | readonly [number, number]) => {
    if (!(node instanceof Map)) {
      hash.update(fileLine(entry, node[0], node[1]));
      return;
    }
    hash.update(folderLine(entry));
    for (const name of [...node.keys()].sort()) visit(childPath(entry, name), node.get(name)!);
  };
  visit(root, top);
  return hash.digest('hex');
}

const stampFile = (outDir: string) => filedFor(docgenCacheDir(), outputFolderId(outDir)).stamp;

/** What a build of this config reads: the config file, content, static files, the theme, the site's components, and docgen itself. */
export function buildInputs(config: SiteConfig): { config: string; roots: string[] } {
  // src/: where a Docusaurus site keeps the components its MDX pages import (see bundleMdxPages).
  const components = path.join(config.siteDir, 'src');
  // customCss: the site's stylesheets, wherever they are (under src/ in Docusaurus's layout).
  const roots = [config.configFile, ...contentRoots(config), config.paths.static, config.paths.templates, ...config.paths.customCss];
  // The docs' last changes come from git: a commit makes the site again.
  const headLog = config.docs.some((docs) => docs.showLastUpdateTime || docs.showLastUpdateAuthor) ? gitHeadLog(config.siteDir) : undefined;
  if (headLog) roots.push(headLog);
  return { config: `${docgenIdentity()} ${config.fingerprint ?? ''}`, roots: fs.existsSync(components) ? [...roots, components] : roots };
}

/** Whether the last build of `outDir` was made by this docgen from the same config (`config`: buildInputs' line); if not, it has no page to give. */
export function sameConfigAsLastBuild(outDir: string, config: string): boolean {
  try {
    return (JSON.parse(fs.readFileSync(stampFile(outDir), 'utf8')) as BuildStamp).config === config;
  } catch {
    return false;
  }
}

/** Called once a build is written: the next build of the same output folder can tell if anything changed. */
export function saveStamp(outDir: string, stamp: BuildStamp): void {
  const file = stampFile(outDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeWhole(file, JSON.stringify(stamp satisfies BuildStamp));
}

/** The fingerprint of the input tree `roots`, as a check that found the build stale took it: the build that follows need not take it again. */
export interface CheckedInputs {
  roots: string[];
  fingerprint: string;
}

/** The inputs' fingerprint: `checked`'s when it was taken of the same roots (before the content is read, as it must be), else taken now. */
export function inputsFingerprint(roots: string[], checked?: CheckedInputs): string {
  return checked && JSON.stringify(checked.roots) === JSON.stringify(roots) ? checked.fingerprint : treeFingerprint(roots, { changed: true });
}

/**
 * The summary of the last build when nothing it was made from changed and its output folder is
 * as it was written; otherwise no summary (build again), with the inputs' fingerprint when the
 * check took it. Reads the config without validating it (it was valid when stamped and evaluates
 * to the same value) and loads none of the build.
 */
export async function upToDate(options: LoadConfigOptions): Promise<{ summary?: BuildStamp['summary']; inputs?: CheckedInputs }> {
  let stamp: BuildStamp;
  try {
    const configFile = findConfigFile(options);
    const outDir = outputFolder(configFile, options.outDir, options.cwd);
    stamp = JSON.parse(fs.readFileSync(stampFile(outDir), 'utf8')) as BuildStamp;
    const { value, code } = await evaluateConfigFile(configFile);
    if (stamp.config !== `${docgenIdentity()} ${configFingerprint(value, code)}`) return {};
    const inputs = { roots: stamp.roots, fingerprint: treeFingerprint(stamp.roots, { changed: true }) };
    if (stamp.inputs !== inputs.fingerprint || stamp.outputs !== treeFingerprint([outDir], { output: true })) return { inputs };
  } catch {
    // No stamp, or a config that does not load: the build says what is wrong.
    return {};
  }
  return { summary: stamp.summary };
}
