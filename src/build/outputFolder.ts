import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { GENERATOR_META } from '../render/document.js';
import { isWithin } from '../util/childPath.js';
import { GIT_LINK } from '../util/gitLink.js';
import { UserError } from '../util/errors.js';
import { filedForOutput } from './previousBuild.js';

/**
 * A build replaces its whole output folder (the one before is kept aside, then written into or
 * removed): before anything is made, it refuses an output folder that is a file, that holds the
 * site's own files or lies inside them, or that holds a Git repository (a worktree's link to one
 * is kept, see Staging.commit) or files docgen did not make. docgen made a folder it built before
 * (its cache lists it) or whose 404 page says so (a cache since deleted).
 */
export function checkOutputFolder(config: SiteConfig): void {
  const out = config.paths.out;
  const refuse = (message: string, hint: string): never => {
    throw new UserError({ message, file: out, hint });
  };
  const apart = "choose an output folder apart from the site's sources with --out (by default, build/ beside the config)";
  const sources: [name: string, file: string, folder: boolean][] = [
    ['the config file', config.configFile, false],
    ['the content folder', config.paths.content, true],
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
  // The output folder, or the nearest folder above it that is there (the build makes the rest).
  const there = nearestThere(out);
  if (!fs.statSync(there).isDirectory()) {
    refuse(there === out ? 'the output folder is a file' : `the output folder would be inside a file (${there})`, 'name a folder with --out (one that does not exist yet is made)');
  }
  if (there !== out) return;
  const names = fs.readdirSync(out).sort();
  // A repository cloned there would go with the output it replaces. A worktree's `.git` is a file
  // (a link to its repository, see `git worktree add build gh-pages`), which each build keeps.
  if (names.includes(GIT_LINK) && !fs.lstatSync(path.join(out, GIT_LINK)).isFile()) {
    refuse('the output folder holds a Git repository (.git), and a build replaces its output folder', 'keep the repository in a folder of its own and copy the build into it, or make the output folder a worktree of it (git worktree add build gh-pages)');
  }
  const own = names.filter((name) => name !== GIT_LINK);
  if (!own.length || madeByDocgen(config)) return;
  const listed = own.slice(0, 3).join(', ') + (own.length > 3 ? ', ...' : '');
  // A site moving to docgen often builds into the folder its last generator used (Docusaurus's build/, too).
  const generator = otherGenerator(out);
  if (generator) refuse(`the output folder holds a site ${generator} made (${listed}), and a build replaces its output folder`, `delete the folder (${generator} can make it again), or choose another one with --out`);
  refuse(`the output folder holds files docgen did not make (${listed}), and a build replaces its output folder`, 'move them or delete the folder, or choose another one with --out');
}

/** The generator another tool's site names in its home or 404 page (`<meta name="generator" content="Docusaurus v3.8.1">`), if any. */
function otherGenerator(out: string): string | undefined {
  for (const page of ['index.html', '404.html']) {
    try {
      const head = fs.readFileSync(path.join(out, page), 'utf8').slice(0, 16_384);
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

/** Whether the output folder is one docgen built: its cache lists its files, or its 404 page names docgen as its generator. */
function madeByDocgen(config: SiteConfig): boolean {
  if (fs.existsSync(filedForOutput(config).list)) return true;
  try {
    return fs.readFileSync(path.join(config.paths.out, '404.html'), 'utf8').includes(GENERATOR_META);
  } catch {
    return false;
  }
}
