import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../config/resolve.js';
import type { Doc } from '../content/docs.js';
import type { DocMeta } from './docPages.js';
import { docgenIdentity } from '../util/docgenIdentity.js';

export const sha1 = (...parts: string[]) => {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

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
  const hash = createHash('sha1');
  for (const d of docs) hash.update(`${d.locale} ${d.sourceLocale} ${d.id} ${d.relPath} ${d.route}\n`);
  return hash.digest('hex');
}

/**
 * The build cache: what each doc page's files were made of and what the rest of the build needs
 * from it (titles, links, anchors, search records), keyed by everything the page is made from;
 * its files themselves are linked from the previous build (see previousBuild.ts). Lives in
 * node_modules/.cache/docgen/pages, safe to delete; an entry that does not read back exactly as
 * written (truncated, edited, from another version) is ignored and made again.
 */
export class PageCache {
  private readonly dir: string;
  /** A folder's file names, read once: part of the key of each doc in it (a new image beside a doc changes it). */
  private readonly listings = new Map<string, string>();

  constructor(config: SiteConfig) {
    this.dir = path.join(config.paths.cache, 'pages');
    fs.mkdirSync(this.dir, { recursive: true });
  }

  keyOf(localeKey: string, doc: Doc): string {
    const dir = path.dirname(doc.file);
    let listing = this.listings.get(dir);
    if (listing === undefined) this.listings.set(dir, (listing = fs.existsSync(dir) ? fs.readdirSync(dir).join('/') : ''));
    return sha1(localeKey, doc.file, doc.body, JSON.stringify(doc.frontMatter), listing);
  }

  read(key: string): DocMeta | undefined {
    try {
      const text = fs.readFileSync(path.join(this.dir, `${key}.json`), 'utf8');
      const newline = text.indexOf('\n');
      const body = text.slice(newline + 1);
      if (text.slice(0, newline) !== sha1(key, body)) return undefined;
      return JSON.parse(body) as DocMeta;
    } catch {
      return undefined;
    }
  }

  write(key: string, meta: DocMeta): void {
    const body = JSON.stringify(meta);
    const file = path.join(this.dir, `${key}.json`);
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      // Checksum first line, then the entry; written aside and renamed, so a reader never sees half a file.
      fs.writeFileSync(temp, `${sha1(key, body)}\n${body}`);
      fs.renameSync(temp, file);
    } catch {
      fs.rmSync(temp, { force: true });
    }
  }
}
