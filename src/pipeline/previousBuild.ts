import fs from 'node:fs';
import path from 'node:path';
import { createHash, hash } from 'node:crypto';
import type { SiteConfig } from '../config/resolve.js';
import type { Staging } from '../write/writeOutput.js';
import { COPIED, type WrittenFile } from '../write/writtenFile.js';
import { isRunning } from '../util/running.js';
import { writeWhole } from '../util/wholeFiles.js';

/** What a site's build keeps in the cache is filed by its output folder. */
export const outputId = (config: SiteConfig) => outputFolderId(config.paths.out);
/** The id of an output folder, by its absolute path (the up-to-date check's stamp is filed by it too). */
export const outputFolderId = (outDir: string) => createHash('sha1').update(path.resolve(outDir)).digest('hex').slice(0, 20);

/**
 * Everything the cache folder `cache` files under an output folder's id: the up-to-date check's
 * stamp, the list of the output's files, the output a build replaced (kept for the next one to
 * write into, see Staging) and its list, the page cache and the content cache. All of it goes
 * once that folder is gone (see forgetGoneOutputs).
 */
export const filedFor = (cache: string, id: string) => ({
  stamp: path.join(cache, 'builds', `${id}.json`),
  list: path.join(cache, 'builds', `${id}.files.json`),
  recycled: path.join(cache, 'builds', `${id}.previous`),
  recycledList: path.join(cache, 'builds', `${id}.previous.files.json`),
  pages: path.join(cache, 'pages', id),
  content: path.join(cache, 'content', `${id}.json`),
  mdx: path.join(cache, 'mdx', `${id}.json`),
});

/** What the cache keeps for the site's output folder (see filedFor). */
export const filedForOutput = (config: SiteConfig) => filedFor(config.paths.cache, outputId(config));

const listFile = (config: SiteConfig) => filedForOutput(config).list;
export const recycleFolder = (config: SiteConfig) => filedForOutput(config).recycled;
const recycledListFile = (config: SiteConfig) => filedForOutput(config).recycledList;
/** Beside what the cache keeps for an output folder (`<id>` and this): the folder, so that all of it goes once that folder is gone. */
const OF = '.of';

/** The key of a file made by the main thread: its contents. */
export const contentKey = (contents: string | Uint8Array) => hash('sha1', contents);

const readList = (file: string): WrittenFile[] => {
  try {
    const files = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    // A list an earlier docgen wrote, without the files' CRCs: nothing of it is reused.
    return Array.isArray(files) ? (files as WrittenFile[]).filter((entry) => typeof entry[4] === 'number') : [];
  } catch {
    // No list, or a damaged one: nothing is reused.
    return [];
  }
};

/** What the last build wrote into the output folder, as its list says, if that folder is there (a list without its folder tells nothing of what is in one made anew). */
export const lastOutputFiles = (config: SiteConfig): WrittenFile[] => (fs.existsSync(config.paths.out) ? readList(listFile(config)) : []);

/** Whether the cache has a list of what a build wrote into the output folder (it has none of a folder it never built, or once it was deleted). */
export const hasOutputList = (config: SiteConfig): boolean => fs.existsSync(listFile(config));

/**
 * What the last build put in the output folder: each file with the key of what it was made from,
 * its size and modification time when written and its contents' CRC-32. A file of the next build
 * with the same key is linked from there instead of written again, when the file is still as that
 * build left it (no one edited or replaced it since). When the staging folder holds the output
 * before that one (see Staging), a file it has at the same place with the same key is kept
 * instead.
 */
export class PreviousBuild {
  private readonly byKey = new Map<string, WrittenFile>();
  private readonly byGroup = new Map<string, WrittenFile[]>();
  private readonly inStaging: Map<string, WrittenFile>;

  private constructor(
    private readonly outDir: string,
    files: WrittenFile[],
    staged: WrittenFile[],
  ) {
    for (const file of files) {
      if (file[1] === COPIED) continue;
      this.byKey.set(file[1], file);
      if (file[5] !== undefined) this.byGroup.set(file[5], [...(this.byGroup.get(file[5]) ?? []), file]);
    }
    this.inStaging = new Map(staged.map((file) => [file[0], file]));
  }

  /** The last build's files (`files`, see lastOutputFiles), and those of the earlier output in the staging folder when it is `recycled`. */
  static load(config: SiteConfig, files: WrittenFile[], recycled: boolean): PreviousBuild {
    return new PreviousBuild(config.paths.out, files, recycled ? readList(recycledListFile(config)) : []);
  }

  /** The earlier output kept for this build to write into, if there is one with its list of files. */
  static recyclable(config: SiteConfig): string | undefined {
    return fs.existsSync(recycledListFile(config)) ? recycleFolder(config) : undefined;
  }

  /** Keeps the file the staging folder has at `file` made from `key`, or links the last build's file made from it; else says it cannot. */
  reuse(staging: Staging, file: string, key: string, group?: string): WrittenFile | undefined {
    const staged = this.inStaging.get(file);
    const kept = staged && staging.keep(file, key, staged, group);
    if (kept) return kept;
    const entry = this.byKey.get(key);
    return entry && staging.link(path.join(this.outDir, entry[0]), file, key, entry, group);
  }

  /** Reuses the files made from each `[file, key]` (see `reuse`), if all of them can be; else none. */
  reuseAll(staging: Staging, files: [file: string, key: string][], group?: string): WrittenFile[] | undefined {
    const linked: WrittenFile[] = [];
    for (const [file, key] of files) {
      const done = this.reuse(staging, file, key, group);
      if (!done) {
        staging.unlink(linked);
        return undefined;
      }
      linked.push(done);
    }
    return linked;
  }

  /** Reuses every file of the last build's group `group`, if they all can be; else none. */
  reuseGroup(staging: Staging, group: string): WrittenFile[] | undefined {
    const files = this.byGroup.get(group);
    return files && this.reuseAll(staging, files.map(([file, key]): [string, string] => [file, key]), group);
  }

  /**
   * Called once the build is in place: the files the next build may reuse. When the output it
   * replaced was kept (`kept`), the list of that output's files goes with it.
   */
  static save(config: SiteConfig, files: WrittenFile[], kept: boolean): Promise<void> {
    const file = listFile(config);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (kept && fs.existsSync(file)) fs.renameSync(file, recycledListFile(config));
    else fs.rmSync(recycledListFile(config), { force: true });
    writeWhole(file, JSON.stringify(files));
    fs.writeFileSync(path.join(path.dirname(file), `${outputId(config)}${OF}`), path.resolve(config.paths.out));
    return forgetGoneOutputs(config.paths.cache);
  }
}

/** A kept output a build took (see Staging.open) or was removing, with that build's process id. */
const TAKEN = /\.previous-(?:stale-)?(\d+)-/;

/**
 * Removes what the cache keeps for output folders that no longer exist (a deleted site, a
 * one-off `--out`): the kept output (once the live output is gone, it holds the only copy of its
 * files), the lists of files, the stamp, the page cache and the content cache, all filed under
 * the output's id; the note naming the folder goes last, so that an interrupted removal is taken
 * up again. Also removes the kept outputs that builds took or were removing and left when they
 * were stopped.
 */
function forgetGoneOutputs(cache: string): Promise<void> {
  const builds = path.join(cache, 'builds');
  const removals: Promise<void>[] = [];
  for (const name of fs.readdirSync(builds)) {
    const taker = TAKEN.exec(name)?.[1];
    if (taker !== undefined && !isRunning(Number(taker))) removals.push(fs.promises.rm(path.join(builds, name), { recursive: true, force: true }));
    if (!name.endsWith(OF)) continue;
    const note = path.join(builds, name);
    let out: string;
    try {
      out = fs.readFileSync(note, 'utf8');
    } catch {
      continue;
    }
    if (fs.existsSync(out)) continue;
    // The output's id (the note of an output kept by an earlier docgen is named `<id>.previous.of`).
    const id = name.slice(0, name.indexOf('.'));
    removals.push(
      Promise.all(Object.values(filedFor(cache, id)).map((filed) => fs.promises.rm(filed, { recursive: true, force: true })))
        .then(() => fs.promises.rm(note, { force: true }))
        .then(() => undefined),
    );
  }
  return Promise.all(removals).then(() => undefined);
}
