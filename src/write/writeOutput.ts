import fs from 'node:fs';
import path from 'node:path';

/** Files written at the same time: enough to keep the disk busy, far below the open-files limit. */
const WRITES_AT_ONCE = 64;

/** A file of the output: text or bytes, or a file to copy. */
export type OutputFile = { path: string; contents: string | Uint8Array } | { path: string; copyFrom: string };
export type TextFile = { path: string; contents: string };

/**
 * A file put into the staging folder, as the next build finds it again: its path, the key of what
 * it was made from (or of its contents), its size and modification time once written, and the key
 * of the group of files it was made with, if any (a locale's search index).
 */
export type WrittenFile = [path: string, key: string, size: number, mtimeMs: number, group?: string];

/**
 * The folder a build writes into, beside the output folder, swapped in only once every file is
 * there: a failed build leaves the previous output as it was. The build's worker threads write
 * their pages into the same folder (`Staging.at`); each thread counts what it wrote.
 */
export class Staging {
  bytes = 0;
  files = 0;
  private readonly dirs = new Set<string>();

  private constructor(readonly dir: string) {}

  /** A new staging folder for `outDir`. */
  static open(outDir: string): Staging {
    const parent = path.dirname(outDir);
    fs.mkdirSync(parent, { recursive: true });
    return new Staging(fs.mkdtempSync(path.join(parent, `.${path.basename(outDir)}-next-`)));
  }

  /** The staging folder another thread opened. */
  static at(dir: string): Staging {
    return new Staging(dir);
  }

  private target(file: string): string {
    const target = path.join(this.dir, file);
    const dir = path.dirname(target);
    if (!this.dirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    return target;
  }

  private written(file: string, key: string, target: string, group?: string, stat = fs.statSync(target)): WrittenFile {
    this.files++;
    this.bytes += stat.size;
    return group === undefined ? [file, key, stat.size, stat.mtimeMs] : [file, key, stat.size, stat.mtimeMs, group];
  }

  /** Writes a file (a page is either linked from the previous build or written, never both). */
  write(file: string, contents: string | Uint8Array, key: string): WrittenFile {
    const target = this.target(file);
    fs.writeFileSync(target, contents);
    return this.written(file, key, target);
  }

  /** The same as `write`, many files at a time. */
  async writeAll(files: { path: string; contents: string | Uint8Array; key: string; group?: string }[]): Promise<WrittenFile[]> {
    const written: WrittenFile[] = [];
    const writeOne = async (file: (typeof files)[number]) => {
      const target = this.target(file.path);
      await fs.promises.writeFile(target, file.contents);
      written.push(this.written(file.path, file.key, target, file.group));
    };
    // A few writes at a time: a large site has tens of thousands of files, more than a process may open.
    for (let i = 0; i < files.length; i += WRITES_AT_ONCE) await Promise.all(files.slice(i, i + WRITES_AT_ONCE).map(writeOne));
    return written;
  }

  copy(from: string, file: string): void {
    const target = this.target(file);
    fs.copyFileSync(from, target);
    this.files++;
    this.bytes += fs.statSync(target).size;
  }

  /**
   * A file of the previous output, unchanged: linked, not written again, when it is still `size`
   * bytes modified at `mtimeMs`, as that build wrote it (a link shares its file's size and time, so
   * one look at the link tells). Else nothing is left at `file` and the answer is undefined.
   */
  link(from: string, file: string, key: string, size: number, mtimeMs: number, group?: string): WrittenFile | undefined {
    const target = this.target(file);
    const intact = (stat: fs.Stats | undefined) => stat !== undefined && stat.size === size && stat.mtimeMs === mtimeMs;
    try {
      this.linkOrCopy(from, target, () => intact(fs.statSync(from, { throwIfNoEntry: false })));
    } catch {
      return undefined;
    }
    const stat = fs.statSync(target);
    if (!stat.isFile() || (stat.nlink > 1 && !intact(stat))) {
      fs.rmSync(target, { force: true });
      return undefined;
    }
    return this.written(file, key, target, group, stat);
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
      fs.rmSync(path.join(this.dir, file), { force: true });
      this.files--;
      this.bytes -= size;
    }
  }

  /** Copies a folder (the site's static files) under the staging root, first: the build's own files win over them. */
  copyTree(from: string): void {
    if (fs.existsSync(from)) fs.cpSync(from, this.dir, { recursive: true, dereference: true });
  }

  /**
   * Replaces `outDir` with the staging folder. The previous output is moved aside at once and
   * removed in the background (thousands of files on a large site): the promise settles once it is gone.
   */
  commit(outDir: string): Promise<void> {
    const old = fs.existsSync(outDir) ? `${this.dir}-old` : undefined;
    if (old) fs.renameSync(outDir, old);
    fs.renameSync(this.dir, outDir);
    return old ? fs.promises.rm(old, { recursive: true, force: true }) : Promise.resolve();
  }

  /** Gives up: the output folder stays as it was. */
  drop(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
