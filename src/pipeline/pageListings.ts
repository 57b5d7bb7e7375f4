import type { ListingStore } from '../markdown/pipeline.js';
import { docgenIdentity } from '../util/docgenIdentity.js';
import { sha1, type CacheEntry, type PageCache } from './pageCache.js';

/**
 * A page's highlighted listings in the page cache, each keyed by what its HTML is made of (docgen,
 * language, highlighted lines, text): a page made again (its doc edited, or its locale's sidebar)
 * takes the listings it still has from there, without running Prism on them. Prism's first run in
 * a process was the largest step of a rebuild after one doc changed (~15 ms of EvalAP's ~90 ms).
 */
export class PageListings {
  /** The keys of the page's listings: its meta lists them, so that the next build keeps their entries while the page comes from the cache. */
  readonly keys: string[] = [];
  /** Their entries, for the index the build saves. */
  readonly entries: CacheEntry[] = [];
  /** How many of them came from the cache, and how many were highlighted. */
  readonly counts = { kept: 0, highlighted: 0 };

  constructor(private readonly cache: PageCache) {}

  readonly store: ListingStore = (lang, lines, text, made) => {
    const key = sha1('listing', docgenIdentity(), lang, lines, text);
    this.keys.push(key);
    const kept = this.cache.readText(key);
    this.counts[kept ? 'kept' : 'highlighted']++;
    const html = kept?.text ?? made();
    const entry = kept?.entry ?? this.cache.writeText(key, html);
    if (entry) this.entries.push(entry);
    return html;
  };

  /** The entries of the listings a page from the cache lists (see `keys`). */
  static entriesOf(cache: PageCache, keys: string[] | undefined): CacheEntry[] {
    const entries: CacheEntry[] = [];
    for (const key of keys ?? []) {
      const entry = cache.entryOf(key);
      if (entry) entries.push(entry);
    }
    return entries;
  }
}
