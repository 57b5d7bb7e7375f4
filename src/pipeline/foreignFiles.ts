import fs from 'node:fs';
import picomatch from 'picomatch';
import { childPath } from '../util/childPath.js';
import { GIT_LINK } from '../util/gitLink.js';
import { intact, type WrittenFile } from '../write/writtenFile.js';

/** The files of an output folder that are not as the last build wrote them: `/`-separated paths relative to it, sorted. */
export interface ForeignFiles {
  /** Files no build wrote there (a link, too: docgen writes files). */
  foreign: string[];
  /** Files the last build wrote there whose contents changed since. */
  changed: string[];
  /** Files of either kind that keepFiles names: the user's, carried into each new output. */
  kept: string[];
}

/**
 * What the output folder `out` holds besides the files the last build wrote there (`written`,
 * from the cache's list): each of these is still there by its name, its size and time, or, when a
 * copy or a CI cache changed its time, its contents (see intact). Only the files that the list
 * names are looked at, and their contents read only when their time differs. A worktree's link to
 * its repository, at the top, is the worktree's (see GIT_LINK).
 */
export function findForeignFiles(out: string, written: WrittenFile[], keepFiles: string[]): ForeignFiles {
  const listed = new Map(written.map((file) => [file[0], file]));
  const keep = keptBy(keepFiles);
  const found: ForeignFiles = { foreign: [], changed: [], kept: [] };
  const visit = (folder: string, under: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const at = childPath(folder, entry.name);
      const file = under + entry.name;
      if (entry.isDirectory()) visit(at, `${file}/`);
      else if (under || entry.name !== GIT_LINK) {
        const entryOf = listed.get(file);
        if (entryOf && intact(at, fs.lstatSync(at), entryOf)) continue;
        (keep(file) ? found.kept : entryOf ? found.changed : found.foreign).push(file);
      }
    }
  };
  visit(out, '');
  for (const files of Object.values(found)) files.sort();
  return found;
}

/** Whether keepFiles names a file: by its path, or the path of a folder it is in. */
function keptBy(patterns: string[]): (file: string) => boolean {
  if (!patterns.length) return () => false;
  const matches = picomatch(patterns, { dot: true });
  return (file) => {
    for (let at = file; at; at = at.slice(0, Math.max(0, at.lastIndexOf('/')))) if (matches(at)) return true;
    return false;
  };
}
