import fs from 'node:fs';
import path from 'node:path';
import { createHash, hash } from 'node:crypto';
import type { SiteConfig } from '../config/resolve.js';
import type { Staging, WrittenFile } from '../write/writeOutput.js';

/** What a site's build keeps in the cache is filed by its output folder. */
export const outputId = (config: SiteConfig) => createHash('sha1').update(path.resolve(config.paths.out)).digest('hex').slice(0, 20);

/** Where the list of a build's files is kept. */
const listFile = (config: SiteConfig) => path.join(config.paths.cache, 'builds', `${outputId(config)}.files.json`);

/** The key of a file made by the main thread: its contents. */
export const contentKey = (contents: string | Uint8Array) => hash('sha1', contents);

/**
 * What the last build put in the output folder: each file with the key of what it was made from
 * and its size and modification time when written. A file of the next build with the same key is
 * linked from there instead of written again, when the file is still as that build left it (no
 * one edited or replaced it since).
 */
export class PreviousBuild {
  private readonly byKey = new Map<string, WrittenFile>();
  private readonly byGroup = new Map<string, WrittenFile[]>();

  private constructor(
    private readonly outDir: string,
    files: WrittenFile[],
  ) {
    for (const file of files) {
      this.byKey.set(file[1], file);
      if (file[4] !== undefined) this.byGroup.set(file[4], [...(this.byGroup.get(file[4]) ?? []), file]);
    }
  }

  static load(config: SiteConfig): PreviousBuild {
    let files: WrittenFile[] = [];
    try {
      if (fs.existsSync(config.paths.out)) files = JSON.parse(fs.readFileSync(listFile(config), 'utf8')) as WrittenFile[];
    } catch {
      // No list, or a damaged one: everything is written.
    }
    return new PreviousBuild(config.paths.out, files);
  }

  /** Links the last build's file made from `key` to `file` in the staging folder, if it is still there as written; else says it cannot. */
  reuse(staging: Staging, file: string, key: string, group?: string): WrittenFile | undefined {
    const entry = this.byKey.get(key);
    return entry && staging.link(path.join(this.outDir, entry[0]), file, key, entry[2], entry[3], group);
  }

  /** Links the last build's files made from each `[file, key]`, if all of them are intact; else links none. */
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

  /** Links every file of the last build's group `group` into the staging folder, if they are all intact; else links none. */
  reuseGroup(staging: Staging, group: string): WrittenFile[] | undefined {
    const files = this.byGroup.get(group);
    return files && this.reuseAll(staging, files.map(([file, key]): [string, string] => [file, key]), group);
  }

  /** Called once the build is in place: the files the next build may reuse. */
  static save(config: SiteConfig, files: WrittenFile[]): void {
    const file = listFile(config);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(files));
    fs.renameSync(`${file}.tmp`, file);
  }
}
