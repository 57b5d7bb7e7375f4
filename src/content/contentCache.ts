import fs from 'node:fs';
import { hash } from 'node:crypto';
import { statLine, takeCheckedStat } from '../util/checkedStats.js';
import type { FrontMatter } from './frontMatter.js';
import type { HighlightOverrun } from './highlightOverruns.js';
import { readKeptEntries, writeKeptEntries } from '../util/keptEntries.js';

/** What a Markdown file says besides its body, as a build read it: enough to place its doc in the site without reading it again. */
export interface ReadFile {
  frontMatter: FrontMatter;
  /** Its first `#` heading when the front matter has no title (it is the title then). */
  heading: string | null;
  /** SHA-1 of the body (what the page cache keys the page by). */
  bodyHash: string;
  /** The body has no text. */
  empty: boolean;
  /** The first line of a `.md` file's body that only MDX reads as code (see firstJsxLine). */
  jsxLine: number | null;
  /** A `.md` file: the words of its raw HTML's class attributes (see classAttributeWords). */
  classes: string;
  /** Its code fences whose highlighted lines go past their end (see highlightOverruns). */
  overruns: HighlightOverrun[];
  /** A blog post: what its lists show of it without its text (see readPost). */
  post?: PostFacts;
}

/** What a blog post's text says that its page's neighbours and lists show: its reading time, and whether it has a truncate marker. */
export interface PostFacts {
  readingTime: number;
  truncated: boolean;
}

/** A file read by this build, with its body: hashed when the cache is saved, not on the way. */
export type FileRead = Omit<ReadFile, 'bodyHash'> & { body: string };

type Entry = [stat: string, frontMatter: FrontMatter, heading: string | null, bodyHash: string, empty: boolean, jsxLine: number | null, classes: string, overruns: HighlightOverrun[], post?: [readingTime: number, truncated: boolean]];

/** The SHA-1 of a doc's body, in hex. */
export const bodyHashOf = (body: string) => hash('sha1', body);

/**
 * The Markdown files the last build of a site read, each with what it said (see ReadFile) and its
 * size, modification and change times and inode when read: a file that still has all four is not
 * read again (the body of a doc whose page is made is read where the page is made). The same trust
 * in file times as the up-to-date check's; the change time cannot be set back by tools that copy
 * times. In node_modules/.cache/docgen/content, one file per output folder, safe to delete.
 */
export class ContentCache {
  /** Files read (or found unchanged) by this build, for `save`. */
  private readonly seen = new Map<string, Entry | [stat: string, read: FileRead]>();

  private constructor(
    private readonly file: string,
    private readonly known: Map<string, Entry>,
  ) {}

  /** The cache kept in `file` (the build files it under its output folder's id). */
  static open(file: string): ContentCache {
    // Without one (or a damaged one), every file is read.
    return new ContentCache(file, readKeptEntries<Entry>(file, 'files'));
  }

  /** The file's stat, as the cache compares it (the up-to-date check's, when it took it); undefined when it cannot be read (the read that follows says why). */
  static stat(file: string): string | undefined {
    const checked = takeCheckedStat(file);
    if (checked !== undefined) return checked;
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(file, { throwIfNoEntry: false });
    } catch {
      // A file that cannot be looked at (a link in a loop of links): not known, so read, and its reader says why it cannot be.
    }
    return stat && statLine(stat);
  }

  /** What the file said when it had this stat, if the last build read it so. */
  get(file: string, stat: string | undefined): ReadFile | undefined {
    const entry = stat === undefined ? undefined : this.known.get(file);
    if (!entry || entry[0] !== stat) return undefined;
    this.seen.set(file, entry);
    const [, frontMatter, heading, bodyHash, empty, jsxLine = null, classes = '', overruns = [], post] = entry;
    return { frontMatter, heading, bodyHash, empty, jsxLine, classes, overruns, ...(post && { post: { readingTime: post[0], truncated: post[1] } }) };
  }

  /** A file read now, with the stat it had before it was read. Front matter that JSON cannot carry as it is (a date) is not kept: the file is read each time. */
  set(file: string, stat: string | undefined, read: FileRead): void {
    if (stat !== undefined && jsonSafe(read.frontMatter)) this.seen.set(file, [stat, read]);
  }

  /** Called once the build is in place: the files it read, for the next one. */
  save(): void {
    try {
      const files = Array.from(this.seen, ([file, seen]): [string, string] => {
        if (seen.length !== 2) return [file, JSON.stringify(seen)];
        const { frontMatter, heading, body, empty, jsxLine, classes, overruns, post } = seen[1];
        const entry: Entry = [seen[0], frontMatter, heading, bodyHashOf(body), empty, jsxLine, classes, overruns];
        if (post) entry.push([post.readingTime, post.truncated]);
        return [file, JSON.stringify(entry)];
      });
      writeKeptEntries(this.file, 'files', files);
    } catch {
      // A cache that cannot be written only makes the next build read every file.
    }
  }
}

function jsonSafe(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value as object).every(jsonSafe);
  return false;
}
