import fs from 'node:fs';
import { childPath } from './childPath.js';

/**
 * A folder a walk is in, for walks that follow links to folders as they follow folders (the
 * content, the static files, the inputs of the up-to-date check): a monorepo may link its docs in.
 * It knows the real paths of the folders the walk is in: a link to one of them (a loop) is not
 * followed, or the walk would never end.
 */
export class WalkedFolder {
  private constructor(
    private readonly real: string,
    private readonly within: ReadonlySet<string>,
  ) {}

  /** The folder a walk starts from. */
  static start(folder: string): WalkedFolder {
    const real = fs.realpathSync(folder);
    return new WalkedFolder(real, new Set([real]));
  }

  /**
   * What the entry `entry` of this folder (at `full`) is, links followed: a folder to walk into,
   * `'loop'` (a link to this folder or to one it is in), or `'file'` (anything else, a link to
   * nothing included: whoever reads it finds it missing).
   */
  enter(full: string, entry: fs.Dirent): WalkedFolder | 'loop' | 'file' {
    let real: string;
    if (entry.isDirectory()) real = childPath(this.real, entry.name);
    else if (entry.isSymbolicLink() && leadsToFolder(full)) real = fs.realpathSync(full);
    else return 'file';
    return this.within.has(real) ? 'loop' : new WalkedFolder(real, new Set(this.within).add(real));
  }
}

/** Whether a link leads to a folder; one in a loop of links (ELOOP) is no folder: its reader says what it is. */
function leadsToFolder(link: string): boolean {
  try {
    return fs.statSync(link, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

/** Entries of a folder in the order of their names (as a sort of the names gives them). */
export const byName = (a: fs.Dirent, b: fs.Dirent): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
