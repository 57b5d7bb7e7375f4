import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { childPath, isWithin } from '../util/childPath.js';
import { GIT_LINK } from '../util/gitLink.js';
import { UserError } from '../util/errors.js';
import { isRunning } from '../util/running.js';
import { WalkedFolder } from '../util/walkedFolder.js';
import { COPIED, intact, type WrittenFile } from './writtenFile.js';
import { startSwap } from '../util/outputSwap.js';

/** A file of the output: text or bytes, or a file to copy. */
export type OutputFile = { path: string; contents: string | Uint8Array } | { path: string; copyFrom: string };
export type TextFile = { path: string; contents: string };

/**
 * The folder a build writes into, swapped in for the output folder only once every file is there:
 * a failed build leaves the previous output as it was. The build's worker threads write their
 * pages into the same folder (`Staging.at`); each thread counts what it wrote.
 *
 * The output a build replaces is not deleted but kept aside (`recycleAt`), and the next build
 * writes into it: a file still as that output had it, which the build wants with the same
 * key, is kept where it is (`keep`: one look instead of a link made and one removed, and no
 * folder made again); anything else there is removed before a file takes its place, and what the
 * build did not claim is swept away before the swap. Files are never written into, only replaced:
 * the ones kept aside share their data with the live output.
 */
export class Staging {
  bytes = 0;
  files = 0;
  /** Files this thread copied in, `/`-separated (the written and linked ones are in the builds' WrittenFile lists). */
  readonly copied: WrittenFile[] = [];
  private readonly dirs = new Set<string>();

  private constructor(
    readonly dir: string,
    /** Whether the folder holds an earlier output (see above) rather than nothing. */
    readonly recycled: boolean,
  ) {}

  /** A staging folder for `outDir`: the earlier output kept at `recycle` when there is one, else a new folder beside `outDir`. */
  static open(outDir: string, recycle?: string): Staging {
    if (recycle) {
      // Renamed first: of two builds of the same site at once, only one gets it.
      const claimed = `${recycle}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
      try {
        fs.renameSync(recycle, claimed);
        return new Staging(claimed, true);
      } catch {
        // Not there, or taken: a new folder.
      }
    }
    const parent = path.dirname(outDir);
    fs.mkdirSync(parent, { recursive: true });
    return new Staging(fs.mkdtempSync(besideOutput(outDir, 'next')), false);
  }

  /** The staging folder another thread opened. */
  static at(dir: string, recycled: boolean): Staging {
    return new Staging(dir, recycled);
  }

  private target(file: string): string {
    const target = inside(this.dir, file);
    const dir = path.dirname(target);
    if (!this.dirs.has(dir)) {
      this.makeDir(dir);
      this.dirs.add(dir);
    }
    if (this.recycled) remove(target);
    return target;
  }

  private makeDir(dir: string): void {
    try {
      fs.mkdirSync(dir, { recursive: true });
    } catch (error) {
      if (!this.recycled) throw error;
      // A file of the earlier output where this build has a folder.
      let at = this.dir;
      for (const part of path.relative(this.dir, dir).split(path.sep)) {
        at = path.join(at, part);
        if (fs.lstatSync(at, { throwIfNoEntry: false })?.isDirectory() === false) fs.unlinkSync(at);
      }
      fs.mkdirSync(dir, { recursive: true });
    }
  }

  private written(file: string, key: string, target: string, crc: number, group?: string, stat = fs.statSync(target)): WrittenFile {
    this.files++;
    this.bytes += stat.size;
    return group === undefined ? [file, key, stat.size, stat.mtimeMs, crc] : [file, key, stat.size, stat.mtimeMs, crc, group];
  }

  /**
   * Writes a file (a page is either linked from the previous build or written, never both), in
   * `group` if it is one of a group of files made together (see WrittenFile). Synchronously: the
   * files of a build are small, and a write through the thread pool cost the main thread more
   * (three round trips and their promises) than the write itself.
   */
  write(file: string, contents: string | Uint8Array, key: string, group?: string): WrittenFile {
    const target = this.target(file);
    fs.writeFileSync(target, contents);
    return this.written(file, key, target, crc32(contents), group);
  }

  /** Copies a file in; one that is a link to nothing is reported with the target it names. */
  copy(from: string, file: string): void {
    const target = this.target(file);
    try {
      fs.copyFileSync(from, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !fs.lstatSync(from, { throwIfNoEntry: false })?.isSymbolicLink()) throw error;
      throw new UserError({ message: `a link to a file that does not exist (${fs.readlinkSync(from)})`, file: from, hint: 'remove the link, or put back the file it points to' });
    }
    // Its CRC too, read back: a time a CI cache rounded is told from an edit by it (see intact).
    this.copied.push(this.written(file.split(path.sep).join('/'), COPIED, target, crc32(fs.readFileSync(target))));
  }

  /**
   * The file an earlier output left at `file`, kept when this build wants it with the key that
   * output made it from (`entry`, with its size and time then) and it is still as written.
   */
  keep(file: string, key: string, entry: WrittenFile, group?: string): WrittenFile | undefined {
    if (!this.recycled || entry[1] !== key) return undefined;
    const target = inside(this.dir, file);
    const stat = fs.statSync(target, { throwIfNoEntry: false });
    if (!intact(target, stat, entry)) return undefined;
    return this.written(file, key, target, entry[4], group, stat);
  }

  /**
   * A file of the previous output, unchanged: linked, not written again, when it is still as that
   * build wrote it (`entry`, see intact; a link shares its file's size, time and contents, so one
   * look at the link tells). Else nothing is left at `file` and the answer is undefined.
   */
  link(from: string, file: string, key: string, entry: WrittenFile, group?: string): WrittenFile | undefined {
    const target = this.target(file);
    try {
      this.linkOrCopy(from, target, () => intact(from, fs.statSync(from, { throwIfNoEntry: false }), entry));
    } catch {
      return undefined;
    }
    const stat = fs.statSync(target);
    if (!stat.isFile() || (stat.nlink > 1 && !intact(target, stat, entry))) {
      fs.rmSync(target, { force: true });
      return undefined;
    }
    return this.written(file, key, target, entry[4], group, stat);
  }

  /** Hard-links `from` to `target`; a file system without hard links gets a copy, if `copyable` says the original is intact. Throws when `from` is gone. */
  private linkOrCopy(from: string, target: string, copyable: () => boolean): void {
    try {
      fs.linkSync(from, target);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') throw error;
      // A static file of the same name gives way, as it does to a written file.
      if (code === 'EEXIST') {
        fs.rmSync(target, { force: true });
        return this.linkOrCopy(from, target, copyable);
      }
    }
    if (!copyable()) throw new Error(`${from} changed since it was written`);
    fs.copyFileSync(from, target);
  }

  /** Removes files this build linked or wrote (a page whose other files could not be reused is made again). */
  unlink(files: WrittenFile[]): void {
    for (const [file, , size] of files) {
      fs.rmSync(inside(this.dir, file), { force: true });
      this.files--;
      this.bytes -= size;
    }
  }

  /**
   * Copies a folder (the site's static files, links followed, see WalkedFolder) under the staging
   * root, first: the build's own files win over them. A link to nothing is an error of the site's.
   */
  copyTree(from: string, under = '', folder?: WalkedFolder, into = ''): void {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(from, under), { withFileTypes: true });
    } catch {
      return;
    }
    const here = folder ?? WalkedFolder.start(from);
    for (const entry of entries) {
      const file = path.join(under, entry.name);
      const source = path.join(from, file);
      const inner = here.enter(source, entry);
      if (inner instanceof WalkedFolder) this.copyTree(from, file, inner, into);
      else if (inner === 'file') this.copy(source, path.join(into, file));
    }
  }

  /** Removes every file and folder of an earlier output that this build did not claim (`claimed`: paths relative to the root). */
  sweep(claimed: Iterable<string>): void {
    const keep = new Set([...claimed].map((file) => path.normalize(file)));
    /** Sweeps `folder` (`under` is its path relative to the root, ending with a separator, or ""); says how many entries are left in it. */
    const visit = (folder: string, under: string): number => {
      let left = 0;
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const target = childPath(folder, entry.name);
        if (entry.isDirectory() ? visit(target, under + entry.name + path.sep) === 0 : !keep.has(under + entry.name)) {
          if (entry.isDirectory()) fs.rmdirSync(target);
          else fs.unlinkSync(target);
        } else left++;
      }
      return left;
    };
    visit(path.resolve(this.dir), '');
  }

  /**
   * Links into the staging folder the files of the user's that `outDir` keeps (keepFiles), where
   * the build put nothing of its own; says what it carried over (with the size and time the
   * output's fingerprint takes) and which it could not, the build having made a file there.
   */
  carryOver(outDir: string, files: string[]): { carried: [file: string, size: number, mtimeMs: number][]; taken: string[] } {
    const carried: [string, number, number][] = [];
    const taken: string[] = [];
    for (const file of files) {
      const target = inside(this.dir, file);
      if (!freeFor(target)) {
        taken.push(file);
        continue;
      }
      this.linkOrCopy(path.join(outDir, file), target, () => true);
      // Followed as the up-to-date check follows it: a link the user keeps is its file.
      const stat = fs.statSync(target);
      carried.push([file, stat.size, stat.mtimeMs]);
    }
    return { carried, taken };
  }

  /**
   * Replaces `outDir` with the staging folder. The previous output is kept at `recycleAt` for the
   * next build (see above), without `notOurs` (the user's files there: carried over, or deleted by
   * --force-clean), or, where it cannot be (another file system), moved aside and removed in the
   * background: the promise settles once it is gone. Says whether it was kept.
   */
  commit(outDir: string, recycleAt: string, notOurs: string[] = []): { kept: boolean; removed: Promise<void> } {
    // The mode a folder made with mkdir has (mkdtemp's is 0700): a web server running as another user can read the output.
    fs.chmodSync(this.dir, 0o777 & ~process.umask());
    // An output folder that is a Git worktree (`git worktree add build gh-pages`) stays one: its
    // `.git` file, the link to its repository, is copied into the new output (the old output keeps
    // its own until a build takes it back, see sweep).
    const worktree = path.join(outDir, GIT_LINK);
    if (fs.lstatSync(worktree, { throwIfNoEntry: false })?.isFile()) fs.copyFileSync(worktree, path.join(this.dir, GIT_LINK));
    const left = removeLeftBeside(outDir);
    if (!fs.existsSync(outDir)) {
      fs.renameSync(this.dir, outDir);
      return { kept: false, removed: left };
    }
    // An earlier output kept there that this build did not take (its list was lost) goes.
    const stale = fs.existsSync(recycleAt) ? `${recycleAt}-stale-${process.pid}-${Date.now()}` : undefined;
    if (stale) fs.renameSync(recycleAt, stale);
    const removed = Promise.all([left, stale && fs.promises.rm(stale, { recursive: true, force: true })]).then(() => undefined);
    let done = startSwap(outDir, recycleAt, this.dir);
    try {
      fs.mkdirSync(path.dirname(recycleAt), { recursive: true });
      fs.renameSync(outDir, recycleAt);
    } catch {
      done();
      const old = besideOutput(outDir, 'old') + Math.random().toString(36).slice(2, 8);
      done = startSwap(outDir, old, this.dir);
      fs.renameSync(outDir, old);
      renameOrRestore(this.dir, outDir, old, done);
      return { kept: false, removed: Promise.all([removed, fs.promises.rm(old, { recursive: true, force: true })]).then(() => undefined) };
    }
    renameOrRestore(this.dir, outDir, recycleAt, done);
    // The next build writes only into docgen's own files: none of the user's, nor a link of theirs that would lead its writes elsewhere.
    try {
      for (const file of notOurs) fs.rmSync(inside(recycleAt, file), { force: true });
    } catch {
      // One that cannot be removed (in a read-only folder of the user's): that output is not kept.
      const unkept = `${recycleAt}-stale-${process.pid}-${Date.now()}`;
      fs.renameSync(recycleAt, unkept);
      return { kept: false, removed: Promise.all([removed, fs.promises.rm(unkept, { recursive: true, force: true })]).then(() => undefined) };
    }
    return { kept: true, removed };
  }

  /** Gives up: the output folder stays as it was. */
  drop(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * The path of `file` (relative) in the folder `dir`. One that leads out of it is refused whatever
 * made it (a route's `..` are resolved and checked before, see content/paths.ts): an internal
 * error, and nothing written or removed there.
 */
function inside(dir: string, file: string): string {
  const target = path.join(dir, file);
  if (target === dir || !isWithin(target, dir)) throw new Error(`docgen refused to write ${JSON.stringify(file)}: the path leads out of the output folder`);
  return target;
}

/**
 * Where a build of `outDir` makes a folder beside it, with the build's process id: its staging
 * folder when there is no earlier output to write into (`next`), or the output it replaced, while
 * it removes it (`old`, when that output cannot be kept: see Staging.commit).
 */
const besideOutput = (outDir: string, kind: 'next' | 'old') => path.join(path.dirname(outDir), `.${path.basename(outDir)}-${kind}-${process.pid}-`);

/**
 * Removes, in the background, what builds of `outDir` that were stopped (Ctrl+C, a CI job's time
 * limit, a crash) left beside it (see besideOutput): the next build finds no process with their id.
 * One that cannot be removed is left: no reason to fail a build that is in place.
 */
function removeLeftBeside(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const prefix = `.${path.basename(outDir)}-`;
  const removals: Promise<void>[] = [];
  for (const name of fs.readdirSync(parent)) {
    const pid = name.startsWith(prefix) ? /^(?:next|old)-(\d+)-/.exec(name.slice(prefix.length))?.[1] : undefined;
    if (pid !== undefined && Number(pid) !== process.pid && !isRunning(Number(pid))) removals.push(fs.promises.rm(path.join(parent, name), { recursive: true, force: true }).catch(() => {}));
  }
  return Promise.all(removals).then(() => undefined);
}

/** Whether a file can go at `target`, its folders made: the build put nothing there, nor a file where a folder of its path goes. */
function freeFor(target: string): boolean {
  try {
    if (fs.lstatSync(target, { throwIfNoEntry: false })) return false;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    return true;
  } catch {
    return false;
  }
}

/** Makes way for a file: removes what is at `target` (a file, or a folder of an earlier output). */
function remove(target: string): void {
  try {
    fs.unlinkSync(target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EISDIR' || code === 'EPERM') fs.rmSync(target, { recursive: true, force: true });
    else if (code !== 'ENOENT') throw error;
  }
}

/** The second rename of a swap: the new output in place, or the previous one (set aside at `previous`) put back; the swap's note ends either way. */
function renameOrRestore(staged: string, outDir: string, previous: string, done: () => void): void {
  try {
    fs.renameSync(staged, outDir);
  } catch (error) {
    fs.renameSync(previous, outDir);
    throw error;
  } finally {
    done();
  }
}
