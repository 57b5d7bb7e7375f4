import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { GENERATOR_META } from '../render/document.js';
import { isWithin } from '../util/childPath.js';
import { GIT_LINK } from '../util/gitLink.js';
import { UserError } from '../util/errors.js';
import type { WrittenFile } from '../write/writtenFile.js';
import { findForeignFiles, type ForeignFiles } from './foreignFiles.js';
import { hasOutputList, lastOutputFiles } from './previousBuild.js';
import { contentRoots } from '../content/layout.js';

/** The output folder as a build found it, before it made anything. */
export interface OutputFolder {
  /** What the last build wrote there, as the cache lists it (see PreviousBuild). */
  lastFiles: WrittenFile[];
  /** The user's files that keepFiles names: carried into the new output. */
  kept: string[];
  /** Every file there that is not docgen's (kept, or deleted by --force-clean): taken out of the old output once it is aside. */
  notOurs: string[];
}

const NOTHING: OutputFolder = { lastFiles: [], kept: [], notOurs: [] };

/**
 * A build replaces its whole output folder (the one before is kept aside, then written into or
 * removed): before anything is made, it refuses an output folder that is a file, that holds the
 * site's own files or lies inside them, that holds a Git repository (a worktree's link to one is
 * kept, see Staging.commit), or that holds any file but those the last build wrote there, as the
 * cache lists them, and those keepFiles names. `forceClean` (--force-clean) lets a build replace
 * the others: the user said they may go.
 */
export function checkOutputFolder(config: SiteConfig, forceClean = false): OutputFolder {
  const out = config.paths.out;
  const refuse = (message: string, hint: string): never => {
    throw new UserError({ message, file: out, hint });
  };
  const apart = "choose an output folder apart from the site's sources with --out (by default, build/ beside the config)";
  const sources: [name: string, file: string, folder: boolean][] = [
    ['the config file', config.configFile, false],
    ...contentRoots(config).map((root): [string, string, boolean] => ['the content folder', root, true]),
    ['the static folder', config.paths.static, true],
    ['the theme folder', config.paths.templates, true],
  ];
  // Compared with every link resolved: a link to the site's folder is the site's folder.
  const realOut = realPath(out);
  for (const [name, source, folder] of sources) {
    const real = realPath(source);
    if (isWithin(real, realOut)) refuse(`the output folder ${real === realOut ? `is ${name}` : `holds ${name} (${source})`}, and a build replaces its output folder`, apart);
    if (folder && isWithin(realOut, real)) refuse(`the output folder is inside ${name} (${source})`, apart);
  }
  // A link to nothing (see outputFolder): the build would replace the link, or fail at it.
  if (isLink(out)) {
    refuse(`the output folder is a link to ${fs.readlinkSync(out)}, which does not exist`, 'make the folder the link names (mkdir), or remove the link to build into a folder of that name');
  }
  // The output folder, or the nearest folder above it that is there (the build makes the rest).
  const there = nearestThere(out);
  if (!fs.statSync(there).isDirectory()) {
    refuse(there === out ? 'the output folder is a file' : `the output folder would be inside a file (${there})`, 'name a folder with --out (one that does not exist yet is made)');
  }
  if (there !== out) return NOTHING;
  const names = fs.readdirSync(out);
  if (!names.length) return NOTHING;
  // A repository cloned there would go with the output it replaces, --force-clean or not. A
  // worktree's `.git` is a file (a link to its repository, see `git worktree add build gh-pages`),
  // which each build keeps.
  if (names.includes(GIT_LINK) && !fs.lstatSync(path.join(out, GIT_LINK)).isFile()) {
    refuse('the output folder holds a Git repository (.git), and a build replaces its output folder', 'keep the repository in a folder of its own and copy the build into it, or make the output folder a worktree of it (git worktree add build gh-pages)');
  }
  const lastFiles = lastOutputFiles(config);
  const found = findForeignFiles(out, lastFiles, config.keepFiles);
  if (!forceClean && (found.foreign.length || found.changed.length)) refuseForeign(config, found);
  return { lastFiles, kept: found.kept, notOurs: [...found.foreign, ...found.changed, ...found.kept] };
}

/** Whether `file` is a symbolic link (a path through a file, ENOTDIR, is none: see nearestThere). */
function isLink(file: string): boolean {
  try {
    return fs.lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
  } catch {
    return false;
  }
}

/** Refuses an output folder with files that are not docgen's, naming a few of them and how many there are. */
function refuseForeign(config: SiteConfig, { foreign, changed }: ForeignFiles): never {
  const out = config.paths.out;
  const refuse = (message: string, hint: string): never => {
    throw new UserError({ message: `the output folder holds ${message}, and a build replaces its output folder`, file: out, hint });
  };
  const forceClean = 'build with --force-clean to delete them';
  // A site moving to docgen often builds into the folder its last generator used (Docusaurus's build/, too).
  const generator = otherGenerator(out);
  if (generator) refuse(`a site ${generator} made (${namesOf(foreign)})`, `delete the folder (${generator} can make it again), choose another one with --out, or ${forceClean}`);
  // A folder docgen built, whose cache is gone (npm ci deletes node_modules), or one a page of docgen's was copied into: its files cannot be told from the user's.
  if (!changed.length && !hasOutputList(config) && madeByDocgen(out)) {
    refuse(
      `${count(foreign.length, 'file')} docgen has no record of making (${namesOf(foreign)})`,
      "docgen lists what a build wrote in its cache, which was deleted (npm ci deletes node_modules) or is another one's: if nothing in the folder is yours, build with --force-clean to replace it; else move your files out of it, or choose another folder with --out",
    );
  }
  const parts = [foreign.length ? `${count(foreign.length, 'file')} docgen did not make (${namesOf(foreign)})` : '', changed.length ? `${changed.length} it made that ${changed.length === 1 ? 'was' : 'were'} changed since (${namesOf(changed)})` : ''];
  return refuse(
    parts.filter(Boolean).join(' and '),
    `move them out of it, or list the files the site keeps there (CNAME, .htaccess) in keepFiles in the config; ${forceClean}, or choose another folder with --out`,
  );
}

/** `n` things, as a count and a noun. */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The first few of `files`, and how many more there are. */
const namesOf = (files: string[]) => files.slice(0, 3).join(', ') + (files.length > 3 ? `, and ${files.length - 3} more` : '');

/** The generator another tool's site names in its home or 404 page (`<meta name="generator" content="Docusaurus v3.8.1">`), if any. */
function otherGenerator(out: string): string | undefined {
  for (const page of ['index.html', '404.html']) {
    try {
      const head = fs.readFileSync(path.join(out, page), 'utf8').slice(0, 16_384);
      // docgen's own page (one copied there, or of a build its cache has no record of) is not another tool's.
      if (head.includes(GENERATOR_META)) continue;
      const tag = /<meta\b[^>]*\bname=["']?generator\b[^>]*>/i.exec(head)?.[0];
      const named = tag && /\bcontent=(?:"([^"]{1,80})"|'([^']{1,80})')/i.exec(tag)?.slice(1).find(Boolean)?.trim();
      if (named) return named;
    } catch {
      // No such page.
    }
  }
  return undefined;
}

/** `file` if it is there, else the nearest folder above it that is. */
function nearestThere(file: string): string {
  let there = file;
  while (!fs.existsSync(there) && path.dirname(there) !== there) there = path.dirname(there);
  return there;
}

/** `file` with every link in its path resolved, as far as it is there (the rest as named). */
function realPath(file: string): string {
  const there = nearestThere(file);
  return path.join(fs.realpathSync(there), path.relative(there, file));
}

/** Whether the output folder's 404 page names docgen as its generator: a folder docgen built, if its cache does not say so (or a copy of one). */
function madeByDocgen(out: string): boolean {
  try {
    return fs.readFileSync(path.join(out, '404.html'), 'utf8').includes(GENERATOR_META);
  } catch {
    return false;
  }
}
