import { threadId } from 'node:worker_threads';
import type { SiteConfig } from '../config/resolve.js';
import type { LocaleContent } from '../content/load.js';
import type { Doc } from '../content/docs.js';
import { localeModules } from '../bundle/pageModules.js';
import { parseMarkdown } from '../markdown/pipeline.js';
import type { PageAssets } from '../render/document.js';
import { faviconTag } from '../render/favicon.js';
import { localeSites } from '../render/siteData.js';
import type { Theme } from '../render/theme.js';
import { blogFrames, docPlanner, threadPages } from '../routes/plan.js';
import type { LocaleSites, Route } from '../routes/route.js';
import type { BlogFrame } from '../routes/blogRoutes.js';
import type { BlogPost } from '../content/blogPosts.js';
import { mdxKey, type MdxDocs } from '../routes/mdxDoc.js';
import { extractRecords } from '../search/records.js';
import { IndexShares, indexPage, readShare, shareBytes, type IndexPage } from '../search/localIndex.js';
import type { TermCache } from '../search/postings.js';
import type { Staging, TextFile } from '../write/writeOutput.js';
import type { WrittenFile } from '../write/writtenFile.js';
import { Laps } from '../util/profile.js';
import { docsMapOf, localeCacheKey, sha1, type CacheEntry, type PageCache } from './pageCache.js';
import { renderPageFiles } from './pageFiles.js';
import { PageListings } from './pageListings.js';
import type { PreviousBuild } from './previousBuild.js';
import type { DocMeta } from './docMeta.js';

/**
 * Docs made together: consecutive docs of a locale. A thread makes whole blocks; once a block was
 * made from cached pages, it has a cache entry of its own (see readBlock), with its pages' search
 * shares merged: the next build reads a block none of whose pages changed in one go, and the main
 * thread merges it as one.
 */
const BLOCK = 25;

/** Docs `from` to `to` (excluded; by position among the pages threads make, see threadPages, across locales), all of `locale`. */
export interface DocBlock {
  index: number;
  locale: string;
  from: number;
  to: number;
}

/** The site's docs in blocks, in site order. */
export function docBlocks(contents: Map<string, LocaleContent>): DocBlock[] {
  const blocks: DocBlock[] = [];
  let at = 0;
  for (const content of contents.values()) {
    const end = at + threadPages(content).length;
    for (let from = at; from < end; from += BLOCK) blocks.push({ index: blocks.length, locale: content.locale, from, to: Math.min(end, from + BLOCK) });
    at = end;
  }
  return blocks;
}


/** A doc page made by a thread: its position among the site's docs, its meta, its files in the staging folder, its cache entry and its listings'. */
export interface DocPage {
  index: number;
  meta: DocMeta;
  files: WrittenFile[];
  cached?: CacheEntry;
  listings: CacheEntry[];
}

/** A block of doc pages made by a thread, with their share of the search index (merged, or page by page), and its key (of everything its pages are made from). */
export interface MadeBlock {
  block: DocBlock;
  pages: DocPage[];
  search: IndexPage[];
  key: string;
  /** The cache entries of the pages and of the block. */
  cached: CacheEntry[];
  /** The thread that made it, its time per step (see PAGE_STEPS) and what it made and took from the cache, for --profile. */
  thread: number;
  steps: Record<PageStep, number>;
  counts: PageCounts;
}

/** How many doc pages were made and how many came from the cache; of the listings of those made, how many were highlighted and how many came from the cache. */
export type PageCounts = {
  made: number;
  fromCache: number;
  highlighted: number;
  listingsFromCache: number;
};

/**
 * What making a block of doc pages is split into for --profile: reading the cache and linking
 * pages from the last build, then for each page made, its Markdown (parsed, highlighted and
 * planned), its HTML and data module rendered, its files and cache entry written, and its search
 * records (with the block's share of the index).
 */
const PAGE_STEPS = ['from cache', 'markdown', 'render', 'write', 'search'] as const;
type PageStep = (typeof PAGE_STEPS)[number];

export interface DocPagesInput {
  config: SiteConfig;
  contents: Map<string, LocaleContent>;
  theme: Theme;
  assets: PageAssets;
  /** Routes of each locale (docs and other pages): the number of route manifest shards. */
  routeCounts: Record<string, number>;
  staging: Staging;
  previous: PreviousBuild;
  cache: PageCache;
  /** The site's MDX docs, compiled (see compileMdxDocs). */
  mdx: MdxDocs;
  /** Each locale's site data and the blog's frames, when the thread has them already (the main thread, see writeSite); a worker makes its own. */
  sites?: LocaleSites;
  frames?: Map<string, BlogFrame>;
}

/** Makes the site's doc pages a block at a time, in whichever thread takes the block (see makeDocPages). */
export interface DocPageMaker {
  /** The site's docs in blocks, and the docs themselves (and blog posts, see threadPages), by position. */
  blocks: DocBlock[];
  docs: (Doc | BlogPost)[];
  make(block: DocBlock): MadeBlock;
  /** What every page of each locale is made with, and keyed by. */
  shells: Map<string, LocaleShell>;
  /** About how long making every block will take, in pages linked from a block's cache entry (see WORKLOAD). */
  workload(): number;
}

/**
 * What a page costs to put in place, in pages linked from their block's cache entry (~0.2 ms
 * each on a 2-core machine): linked from its own entry (its search share merged into the
 * block's), or made (through unified, ~10 ms of CPU a page: 12.5 s for the bench's 1,000 pages).
 */
const WORKLOAD = { inBlock: 1, alone: 4, made: 50 };

/**
 * Writes a block of doc pages into the staging folder. A page whose cache entry matches what it
 * is made from, and whose files the previous build left intact, is linked from there; any other
 * is planned, rendered and written (and put in the cache), its Markdown tree dropped before the
 * next.
 */
export function docPageMaker(input: DocPagesInput): DocPageMaker {
  const { config, contents, theme, assets } = input;
  const docs = [...contents.values()].flatMap(threadPages);
  const docsMap = docsMapOf([...contents.values()].flatMap((c) => c.docs));
  const sites = input.sites ?? localeSites(config, contents, theme);
  // A blog post's page is made from its neighbours' titles and the recent posts too (see blogFrame).
  const frames = input.frames ?? blogFrames(config, contents, sites);
  const locales = new Map<string, LocaleShell>();
  for (const content of contents.values()) {
    const { site } = sites.get(content.locale)!;
    const modules = localeModules(config, site, input.routeCounts[content.locale]!);
    // The favicon's tag is the shell's too: a favicon.ico put in static/ later changes every page's head, not its content.
    const shellKey = JSON.stringify([assets, modules.boot, faviconTag(config)]);
    locales.set(content.locale, { modules, localeKey: localeCacheKey(config, theme.hash, JSON.stringify(site), docsMap), shellKey });
  }
  const make = pageMaker(input, sites, frames);
  const blocks = docBlocks(contents);
  // Each block's cache keys (see PageCache.keyOf), its pages' and its own (of all of them), worked out once.
  const keysOf = new Map<DocBlock, { key: string; pages: string[] }>();
  const keys = (block: DocBlock) => {
    let found = keysOf.get(block);
    if (!found) {
      const pages: string[] = [];
      for (let i = block.from; i < block.to; i++) {
        const doc = docs[i]!;
        // An MDX page is made from the components it imports too: its module's hash says when they change.
        const post = 'id' in doc ? '' : frames.get(doc.locale)!.keyOf(doc);
        pages.push(input.cache.keyOf(locales.get(block.locale)!.localeKey + (input.mdx.docs.get(mdxKey(doc))?.hash ?? '') + post, doc));
      }
      keysOf.set(block, (found = { key: sha1('block', ...pages), pages }));
    }
    return found;
  };
  return {
    blocks,
    docs,
    shells: locales,
    make: (block) => makeBlock(input, block, keys(block), locales.get(block.locale)!, make),
    workload: () =>
      blocks.reduce((n, block) => {
        const { key, pages } = keys(block);
        if (input.cache.has(key)) return n + pages.length * WORKLOAD.inBlock;
        return pages.reduce((sum, page) => sum + (input.cache.has(page) ? WORKLOAD.alone : WORKLOAD.made), n);
      }, 0),
  };
}

/** Makes the blocks `schedule` gives (as it gives them: a thread may take a block when it is ready for it) and hands each to `done`. */
export function makeDocPages(maker: DocPageMaker, schedule: (blocks: DocBlock[], docs: DocPageMaker['docs']) => Iterable<DocBlock>, done: (made: MadeBlock) => void): void {
  for (const block of schedule(maker.blocks, maker.docs)) done(maker.make(block));
}

/** What every page of a locale is made with, and keyed by. */
export interface LocaleShell {
  modules: ReturnType<typeof localeModules>;
  localeKey: string;
  shellKey: string;
}

/** A block's pages: each linked from the last build when it can be, else made; then its search share (see blockSearch). */
function makeBlock(input: DocPagesInput, block: DocBlock, { key, pages: keys }: { key: string; pages: string[] }, shell: LocaleShell, make: PageMaker): MadeBlock {
  const { staging, previous, cache } = input;
  const laps = new Laps(PAGE_STEPS);
  const counts: PageCounts = { made: 0, fromCache: 0, highlighted: 0, listingsFromCache: 0 };
  const whole = readBlock(cache, key, keys.length);
  const pages: DocPage[] = [];
  const shares: (Uint8Array | IndexPage | undefined)[] = [];
  keys.forEach((pageKey, j) => {
    const found = whole ? { meta: whole.metas[j]!, entry: whole.entries[j] ?? undefined, search: undefined } : cache.read(pageKey);
    const files = found && reuseFiles(staging, previous, found.meta, pageKey, shell.shellKey);
    laps.lap('from cache');
    if (found && files) {
      pages.push({ index: block.from + j, meta: found.meta, files, cached: found.entry, listings: PageListings.entriesOf(cache, found.meta.listings) });
      shares.push(found.search);
      counts.fromCache++;
    } else {
      const made = make(block.from + j, pageKey, shell, laps);
      pages.push(made.page);
      shares.push(made.share);
      counts.made++;
      counts.highlighted += made.listings.highlighted;
      counts.listingsFromCache += made.listings.kept;
    }
  });
  const cached = pages.flatMap((page) => (page.cached ? [page.cached, ...page.listings] : page.listings));
  const search = blockSearch(cache, key, whole, pages, shares);
  if (search.entry) cached.push(search.entry);
  laps.lap('search');
  return { block, pages, search: search.shares, key, cached, thread: threadId, steps: laps.totals, counts };
}

/** Makes a page: it, its search share, and how many of its listings came from the cache and how many were highlighted. */
type PageMaker = (index: number, key: string, shell: LocaleShell, laps: Laps<PageStep>) => { page: DocPage; share: IndexPage | undefined; listings: PageListings['counts'] };

/** Plans, renders and writes a doc page (or a blog post's), and puts it in the cache; the planner is made for the first page that needs it. */
function pageMaker(input: DocPagesInput, sites: LocaleSites, frames: Map<string, BlogFrame>): PageMaker {
  const { config, contents, theme, assets, staging, cache } = input;
  let planDoc: ((index: number) => Route) | undefined;
  let listings: PageListings;
  const terms: TermCache = new Map();
  // A doc's Markdown version is printed from its page's parse tree: its reader has the same syntax, the site's plugins' included (see llms/markdownProcessors.ts).
  const keepSource = config.llms.enabled;
  return (index, key, { modules, shellKey }, laps) => {
    planDoc ??= docPlanner(config, contents, sites, { parse: (body, labels, file) => parseMarkdown(body, labels, listings.store, config.markdown, file, keepSource) }, input.mdx, frames);
    listings = new PageListings(cache);
    const route = planDoc(index);
    laps.lap('markdown');
    const { ids, html, module } = renderPageFiles(config, route, theme, modules, assets);
    laps.lap('render');
    const files = writePageFiles(staging, route.outputFiles, html, module.file, key, shellKey, route.markdown);
    laps.lap('write');
    const meta: DocMeta = {
      path: route.path,
      locale: route.locale,
      title: route.page.title,
      alternates: route.page.alternates,
      outputFiles: route.outputFiles,
      module: [module.file.path, module.url],
      links: route.links,
      assets: route.assets,
      ids: [...ids],
      listings: listings.keys.length ? listings.keys : undefined,
      description: route.page.description,
      markdown: route.markdown && { route: route.markdown.route, file: route.markdown.file, title: route.markdown.title },
      ...(route.page.noIndex && { noIndex: true }),
      ...(route.post && { post: { ...route.post, ...(route.page.unlisted && { unlisted: true }) } }),
    };
    const share = indexPage(extractRecords([route]).get(route.locale) ?? [], terms);
    laps.lap('search');
    const cached = cache.write(key, meta, shareBytes(share));
    laps.lap('write');
    return { page: { index, meta, files, cached, listings: listings.entries }, share, listings: listings.counts };
  };
}

/**
 * A block's share of the search index: the one its cache entry keeps when it was read whole; its
 * pages' own when they were all made now (a cold build: the main thread, which waits for the
 * workers anyway, merges them); else, some pages coming from the cache (as bytes), merged here and
 * kept, with the pages' metas, as the block's entry for the next build.
 */
function blockSearch(cache: PageCache, key: string, whole: ReturnType<typeof readBlock>, pages: DocPage[], shares: (Uint8Array | IndexPage | undefined)[]): { shares: IndexPage[]; entry?: CacheEntry } {
  if (whole) return { shares: [readShare(whole.search)].filter((share) => share !== undefined), entry: whole.entry };
  if (shares.every((share) => !(share instanceof Uint8Array))) return { shares: shares.filter((share): share is IndexPage => share !== undefined) };
  const merged = new IndexShares();
  for (const share of shares) {
    const page = share instanceof Uint8Array ? readShare(share) : share;
    if (page) merged.addPage(page);
  }
  const share = merged.share();
  const entry = cache.writeLine(key, [pages.map((p) => p.meta), pages.map((p) => p.cached ?? null)], shareBytes(share));
  return { shares: share ? [share] : [], entry };
}

/**
 * A block's cache entry, kept once its pages are made: their metas, where their own entries are
 * (for the next build, should one of them change) and the block's search share. A block none of
 * whose pages changed is read from it alone.
 */
function readBlock(cache: PageCache, key: string, pages: number): { metas: DocMeta[]; entries: (CacheEntry | null)[]; search: Uint8Array; entry: CacheEntry } | undefined {
  const found = cache.readLine(key);
  if (!found) return undefined;
  const [metas, entries] = found.line as [DocMeta[], (CacheEntry | null)[]];
  return Array.isArray(metas) && metas.length === pages ? { metas, entries, search: found.rest, entry: found.entry } : undefined;
}

/** Links a cached page's files from the previous build, when all of them are there as it wrote them; else undefined. */
function reuseFiles(staging: Staging, previous: PreviousBuild, meta: DocMeta, key: string, shellKey: string): WrittenFile[] | undefined {
  return previous.reuseAll(staging, keyedFiles(meta.outputFiles, meta.module[0], key, shellKey, meta.markdown?.file));
}

/**
 * A page's files, its HTML (the locale's shell is part of it), its data module, then its Markdown
 * version if it has one, with the keys they are written under: they are linked from the last build
 * by them (the Markdown is made from what the page is: it changes with the page's key alone).
 */
export function keyedFiles(outputFiles: string[], module: string, key: string, shellKey: string, markdown?: string): [file: string, key: string][] {
  const htmlKey = sha1('html', key, shellKey);
  return [...outputFiles.map((file): [string, string] => [file, htmlKey]), [module, sha1('module', key)], ...(markdown ? [[markdown, sha1('markdown', key)] as [string, string]] : [])];
}

/** Writes a page's HTML at each of its output files, its data module and its Markdown version, under their keys (see keyedFiles). */
export function writePageFiles(staging: Staging, outputFiles: string[], html: string, module: TextFile, key: string, shellKey: string, markdown?: { file: string; text: string }): WrittenFile[] {
  const contents = [...outputFiles.map(() => html), module.contents, ...(markdown ? [markdown.text] : [])];
  return keyedFiles(outputFiles, module.path, key, shellKey, markdown?.file).map(([file, fileKey], i) => staging.write(file, contents[i]!, fileKey));
}
