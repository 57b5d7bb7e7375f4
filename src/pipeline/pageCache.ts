import fs from 'node:fs';
import path from 'node:path';
import { createHash, hash } from 'node:crypto';
import { threadId } from 'node:worker_threads';
import zlib from 'node:zlib';
import type { SiteConfig } from '../config/resolve.js';
import type { Doc } from '../content/docs.js';
import type { DocMeta } from './docMeta.js';
import { docgenIdentity } from '../util/docgenIdentity.js';
import { bodyHashOf } from '../content/contentCache.js';
import { filedForOutput } from './previousBuild.js';
import { writeWhole } from '../util/wholeFiles.js';

/** The SHA-1 of the parts, each ended by a NUL, in hex. */
export const sha1 = (...parts: string[]) => hash('sha1', `${parts.join('\0')}\0`);

/**
 * What every page of a locale depends on besides its own file: docgen, the config, the theme,
 * the locale's shared data (sidebars hold every title) and where every doc lives (links resolve
 * to routes). Computed once per locale.
 */
export function localeCacheKey(config: SiteConfig, themeHash: string, siteJson: string, docsMap: string): string {
  return sha1(docgenIdentity(), fs.readFileSync(config.configFile, 'utf8'), themeHash, siteJson, docsMap);
}

/** Where each doc of the site is: part of every page's key. */
export function docsMapOf(docs: Iterable<Doc>): string {
  const digest = createHash('sha1');
  for (const d of docs) digest.update(`${d.locale} ${d.sourceLocale} ${d.id} ${d.relPath} ${d.route}\n`);
  return digest.digest('hex');
}

/** Where a page's cache entry is: its key, the pack file it is in, and its place there in bytes. */
export type CacheEntry = [key: string, pack: string, offset: number, length: number];

/**
 * The build cache: what each doc page's files were made of and what the rest of the build needs
 * from it (titles, links, anchors, its share of the search index), keyed by everything the page
 * is made from (the same for the other pages, see otherPages.ts), and the merged search share of
 * each block of pages, keyed by its pages' keys;
 * its files themselves are linked from the previous build (see previousBuild.ts). Entries are
 * appended to one pack file per thread and build (a file per page made a cold build create
 * thousands of files, and a warm one open them all), and an index, saved once the build is in
 * place, says where each entry of the site's pages is. Lives in node_modules/.cache/docgen/pages,
 * one folder per output folder, safe to delete; an entry that does not read back exactly as
 * written (truncated, edited, from another version) is ignored and made again.
 */
export class PageCache {
  /** A folder's file names, read once: part of the key of each doc in it (a new image beside a doc changes it). */
  private readonly listings = new Map<string, string>();
  private readonly packs = new Map<string, number>();
  private writing: { pack: string; fd: number; offset: number } | undefined;

  private constructor(
    private readonly dir: string,
    private readonly index: Map<string, CacheEntry>,
  ) {}

  /** The cache of the site's pages, as the last build left it. */
  static open(config: SiteConfig): PageCache {
    const dir = folderOf(config);
    let entries: CacheEntry[] = [];
    try {
      entries = JSON.parse(fs.readFileSync(path.join(dir, INDEX), 'utf8')) as CacheEntry[];
      if (!Array.isArray(entries)) entries = [];
    } catch {
      // No index yet, or a damaged one: every page is made again.
    }
    return new PageCache(dir, new Map(entries.map((entry) => [entry[0], entry])));
  }

  /** Whether the last build of the site left a cache of its pages (none: a first build, or one after the cache was deleted). */
  static exists(config: SiteConfig): boolean {
    return fs.existsSync(path.join(folderOf(config), INDEX));
  }

  /** Whether an entry is kept under `key` (it may still not read back). */
  has(key: string): boolean {
    return this.index.has(key);
  }

  /** Where the entry kept under `key` is (for the index the build saves), if there is one. */
  entryOf(key: string): CacheEntry | undefined {
    return this.index.get(key);
  }

  /** The key of a doc's page (or a blog post's): what it is made from besides what every page of its locale is (`localeKey`). */
  keyOf(localeKey: string, doc: Pick<Doc, 'file' | 'body' | 'bodyHash' | 'frontMatter'>): string {
    return this.keyOfSource(localeKey, doc.file, doc.bodyHash ?? bodyHashOf(doc.body!), JSON.stringify(doc.frontMatter));
  }

  /** The key of a page made from `file` (if any) and what `parts` say, with the names of the files beside it (what its links may point to). */
  keyOfSource(localeKey: string, file: string | undefined, ...parts: string[]): string {
    return sha1(localeKey, file ?? '', ...parts, file === undefined ? '' : this.listing(path.dirname(file)));
  }

  private listing(dir: string): string {
    let listing = this.listings.get(dir);
    if (listing === undefined) this.listings.set(dir, (listing = fs.existsSync(dir) ? fs.readdirSync(dir).join('/') : ''));
    return listing;
  }

  /** A page's meta and search share (see `write`). */
  read(key: string): { meta: DocMeta; search: Uint8Array; entry: CacheEntry } | undefined {
    const found = this.readLine(key);
    return found && { meta: found.line as DocMeta, search: found.rest, entry: found.entry };
  }

  /**
   * Appends a page's entry: its meta, then its search share (bytes already, see shareBytes) after
   * a line break rather than as a string inside the meta (escaping its every quote took ten times
   * as long as the rest). JSON.stringify writes no raw line break: the first one ends the meta.
   */
  write(key: string, meta: DocMeta, search: Uint8Array[]): CacheEntry | undefined {
    return this.writeLine(key, meta, search);
  }

  /** An entry kept by writeLine: its line of JSON, parsed, and the bytes after it (read no further). */
  readLine(key: string): { line: unknown; rest: Uint8Array; entry: CacheEntry } | undefined {
    const found = this.readBytes(key);
    if (!found) return undefined;
    try {
      const split = found.bytes.indexOf(10);
      return { line: JSON.parse(found.bytes.toString('utf8', 0, split)) as unknown, rest: found.bytes.subarray(split + 1), entry: found.entry };
    } catch {
      return undefined;
    }
  }

  /** Appends `line` as a line of JSON, then the bytes of `rest`, under `key`. */
  writeLine(key: string, line: unknown, rest: Uint8Array[]): CacheEntry | undefined {
    return this.writeBytes(key, [Buffer.from(`${JSON.stringify(line)}\n`), ...rest]);
  }

  /** The text kept under `key`, if it reads back exactly as written. */
  readText(key: string): { text: string; entry: CacheEntry } | undefined {
    const found = this.readBytes(key);
    return found && { text: found.bytes.toString('utf8'), entry: found.entry };
  }

  /** The bytes kept under `key`, if they read back exactly as written. */
  readBytes(key: string): { bytes: Buffer; entry: CacheEntry } | undefined {
    const entry = this.index.get(key);
    if (!entry) return undefined;
    try {
      const [, pack, offset, length] = entry;
      let fd = this.packs.get(pack);
      if (fd === undefined) this.packs.set(pack, (fd = fs.openSync(path.join(this.dir, path.basename(pack)), 'r')));
      // Filled by the read below (a short read is no entry).
      const bytes = Buffer.allocUnsafe(length);
      if (fs.readSync(fd, bytes, 0, length, offset) !== length) return undefined;
      const body = bytes.subarray(CHECKSUM_BYTES);
      return bytes.toString('latin1', 0, CHECKSUM_BYTES) === checksum(key, [body]) ? { bytes: body, entry } : undefined;
    } catch {
      return undefined;
    }
  }

  /** Appends `text` under `key` to this thread's pack; says where it is (for the index the build saves). */
  writeText(key: string, text: string): CacheEntry | undefined {
    return this.writeBytes(key, [Buffer.from(text)]);
  }

  /** Appends the bytes of `parts` under `key` (see writeText), as they are: one write of them all, without copying them into one buffer first. */
  writeBytes(key: string, parts: Uint8Array[]): CacheEntry | undefined {
    const all = [Buffer.from(checksum(key, parts), 'latin1'), ...parts];
    const length = all.reduce((sum, part) => sum + part.byteLength, 0);
    try {
      if (!this.writing) {
        fs.mkdirSync(this.dir, { recursive: true });
        const pack = `${Date.now().toString(36)}-${threadId}-${Math.random().toString(36).slice(2, 8)}.pack`;
        this.writing = { pack, fd: fs.openSync(path.join(this.dir, pack), 'wx'), offset: 0 };
      }
      const { pack, fd, offset } = this.writing;
      const written = fs.writevSync(fd, all);
      this.writing.offset += written;
      // A short write (a full disk) is no entry; the next one is written after it.
      if (written !== length) return undefined;
      const entry: CacheEntry = [key, pack, offset, length];
      // This thread's later pages read it too (a listing in a doc and its translation).
      this.index.set(key, entry);
      return entry;
    } catch {
      return undefined;
    }
  }

  /** Closes the packs this thread read and wrote. */
  close(): void {
    for (const fd of this.packs.values()) fs.closeSync(fd);
    this.packs.clear();
    if (this.writing) fs.closeSync(this.writing.fd);
    this.writing = undefined;
  }

  /** Called once the build is in place: the index of its pages' entries; packs that hold none of them are removed. */
  static save(config: SiteConfig, entries: CacheEntry[]): void {
    const dir = folderOf(config);
    fs.mkdirSync(dir, { recursive: true });
    // An entry two pages share (a listing, see pageListings.ts) is listed once.
    writeWhole(path.join(dir, INDEX), JSON.stringify([...new Map(entries.map((entry) => [entry[0], entry])).values()]));
    const live = new Set(entries.map((entry) => entry[1]));
    for (const name of fs.readdirSync(dir)) if (name.endsWith('.pack') && !live.has(name)) fs.rmSync(path.join(dir, name), { force: true });
  }
}

const INDEX = 'index.json';

/**
 * An entry starts with this: the CRC-32 (8 hex digits) of its key and bytes, and a line break. It
 * tells an entry that does not read back as written (truncated, overwritten, another key's) from
 * a good one, at a third of the cost of a SHA-1 (a rebuild of 1,000 pages reads 13 MB of entries).
 */
const CHECKSUM_BYTES = 9;
const checksum = (key: string, body: Uint8Array[]) => {
  let crc = zlib.crc32(`${key}\0`);
  for (const part of body) crc = zlib.crc32(part, crc);
  return `${zlib.crc32('\0', crc).toString(16).padStart(8, '0')}\n`;
};
const folderOf = (config: SiteConfig) => filedForOutput(config).pages;
