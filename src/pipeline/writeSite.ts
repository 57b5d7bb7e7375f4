import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { manifestShards, type ManifestEntry } from '../bundle/pageModules.js';
import { localeBase } from '../content/paths.js';
import { MarkdownCache } from '../markdown/compile.js';
import { checkLinks } from '../routes/checkLinks.js';
import { blogFrames, planRoutes, threadPages } from '../routes/plan.js';
import type { PostSummary, Route } from '../routes/route.js';
import type { BlogPost } from '../content/blogPosts.js';
import { localeSites } from '../render/siteData.js';
import { indexOutputFiles, manifestFile } from '../search/output.js';
import { LocalIndexBuilder, type IndexPage } from '../search/localIndex.js';
import { searchIndexName } from '../search/settings.js';
import type { SearchRecord } from '../shared/search/types.js';
import { docgenIdentity } from '../util/docgenIdentity.js';
import type { SitemapEntry } from '../write/sitemap.js';
import { siteWideFiles } from '../write/siteFiles.js';
import { Staging } from '../write/writeOutput.js';
import type { WrittenFile } from '../write/writtenFile.js';
import type { Profiler } from '../util/profile.js';
import { UserError } from '../util/errors.js';
import { withStylesheet, type BuildOptions, type LoadedSite } from './loadSite.js';
import { applyLinkPolicy } from './linkPolicy.js';
import { docPageMaker, makeDocPages, type DocPageMaker, type MadeBlock } from './docPages.js';
import type { DocMeta } from './docMeta.js';
import { blockClaims, claimedBlocks, type DocWorkers } from './docWorkers.js';
import { PageCache, type CacheEntry } from './pageCache.js';
import { putOtherPage } from './otherPages.js';
import { contentKey, PreviousBuild, recycleFolder } from './previousBuild.js';
import type { OutputFolder } from './outputFolder.js';
import { listedFingerprint } from './upToDate.js';
import { compileMdxDocs } from './mdxDocs.js';
import { staticPrefixes } from '../content/layout.js';
import { llmsLocale, pageEntries, type LlmsEntry } from '../llms/llmsFiles.js';

/**
 * A build that did not start workers with it (the site was built before, and most of its pages
 * are likely to be linked from the last build) starts them when the main thread would have more
 * than this to do alone (see DocPageMaker.workload): about twice what a worker takes to start
 * (~0.2 s on a 2-core machine, as long as linking ~1,000 pages).
 */
const WORK_FOR_A_WORKER = 2000;

/** A route as the manifest, the sitemap and the link check see it, whether the main thread or a worker made it. */
type RouteSummary = SitemapEntry & { locale: string; title: string; module: string; ids: Set<string> };

/**
 * Writes every file of the site into a staging folder and swaps it in for the output folder once
 * the links are checked: pages as they are made (on large sites, by this thread and workers), then
 * what needs them all (route manifest, sitemap, search index). Files the last build wrote from the
 * same inputs are linked from it instead of written again.
 */
export async function writeSite(
  site: LoadedSite,
  options: BuildOptions,
  profiler: Profiler,
  /** The output folder as the build found it (see checkOutputFolder). */
  output: OutputFolder,
  /** Workers started already, or how to start them if there are enough pages to make (see WORK_FOR_A_WORKER). */
  parallel?: DocWorkers | (() => DocWorkers),
): Promise<{ pagesPerLocale: Record<string, number>; bytes: number; files: number; outputs: string; previousRemoved: Promise<void> }> {
  const { config, theme, contents, warn } = site;
  const { logger } = options;
  logger.progress('rendering Markdown');
  // Workers started with the build compile MDX pages beside this thread while they wait for their start.
  const mdx = await profiler.time('mdx', () => compileMdxDocs(config, contents, theme, site.mdxCache, typeof parallel === 'object' ? parallel : undefined));
  const sites = localeSites(config, contents, theme);
  // The blog's posts are made as docs are (by the threads); its lists once they are made, from what they gave (see blogFrame).
  const plan = await profiler.time('markdown', () => planRoutes(config, contents, sites, new MarkdownCache().withPlugins(config.markdown), { docs: () => false, homeMarkdown: false, mdx, blog: false }));
  const frames = blogFrames(config, contents, sites);
  const client = await profiler.time('css', () => withStylesheet(site, mdx, options));
  // What a page's HTML names of the client (not its files).
  const assets = { entry: client.entry, preloads: client.preloads, pagePreloads: client.pagePreloads, stylesheets: client.stylesheets };
  const docCount = [...contents.values()].reduce((n, c) => n + threadPages(c).length, 0);
  // How many lists the blog has is known before its posts are made: the route manifest's shards are named in every page.
  const listCount = (locale: string) => frames.get(locale)?.lists(() => ({ excerpt: '', description: '' })).length ?? 0;
  const pagesPerLocale = Object.fromEntries([...contents.keys()].map((l) => [l, threadPages(contents.get(l)!).length + plan.routes.filter((r) => r.locale === l).length + listCount(l)]));

  let workers = typeof parallel === 'object' ? parallel : undefined;
  const staging = Staging.open(config.paths.out, PreviousBuild.recyclable(config));
  try {
    for (const prefix of staticPrefixes(config)) staging.copyTree(config.paths.static, '', undefined, prefix);
    const written: WrittenFile[] = [];
    const metas: DocMeta[] = new Array(docCount);
    const cached: CacheEntry[] = [];
    const waiting: MadeBlock[] = [];
    let searched = 0;
    const onBlock = (made: MadeBlock) => {
      for (const page of made.pages) {
        metas[page.index] = page.meta;
        written.push(...page.files);
      }
      cached.push(...made.cached);
      profiler.addSteps(made.thread, made.steps, made.counts);
      waiting[made.block.index] = made;
      for (let next = waiting[searched]; next; next = waiting[++searched]) {
        searches.get(next.block.locale)!.add(next.key, next.search);
        delete waiting[searched];
      }
    };
    logger.progress('rendering pages');
    const claims = blockClaims(contents);
    let docs: Promise<{ bytes: number; files: number }> | undefined;
    const runWorkers = (started: DocWorkers) => {
      workers = started;
      docs = profiler.time('workers', () => started.run({ contents, assets, routeCounts: pagesPerLocale, stagingDir: staging.dir, recycled: staging.recycled, claims, mdx }, onBlock));
      docs.catch(() => {});
    };
    // Workers that were started with the build get their start first: they wait for nothing the main thread does from here on.
    if (workers) runWorkers(workers);
    const previous = PreviousBuild.load(config, output.lastFiles, staging.recycled);
    // The page cache opens its files when it first reads or writes an entry (see `pages` below, which closes them).
    const cache = PageCache.open(config);
    const pageInput = { config, contents, theme, assets, routeCounts: pagesPerLocale, staging, previous, cache, mdx, sites, frames };
    const maker = docPageMaker(pageInput);
    // Decided before the other pages are rendered: a worker started now loads meanwhile.
    if (typeof parallel === 'function' && maker.workload() > WORK_FOR_A_WORKER) runWorkers(parallel());
    /** Writes a file of the main thread, or links it from the last build when its contents are the same. */
    const put = (path: string, contents: string | Uint8Array) => {
      const key = contentKey(contents);
      written.push(previous.reuse(staging, path, key) ?? staging.write(path, contents, key));
    };
    // Each locale's search index is made as the blocks of pages come (from the next turn of the event loop on), in site order: the other pages' records first.
    const searches = new Map<string, LocaleSearch>();

    // While the workers make the doc pages: the other pages and the files every page shares.
    const others = new Map<Route, RouteSummary>();
    await profiler.time('render', () => {
      const records = new Map<string, SearchRecord[]>([...contents.keys()].map((locale) => [locale, []]));
      const input = { ...pageInput, plan, shells: maker.shells };
      for (const route of plan.routes) {
        const { page, files, cached: entry } = putOtherPage(input, route);
        written.push(...files);
        if (entry) cached.push(entry);
        records.get(route.locale)!.push(...page.records);
        others.set(route, { path: route.path, locale: route.locale, kind: route.kind, page: route.page, title: route.page.title, module: page.module[1], ids: new Set(page.ids) });
      }
      for (const [locale, pages] of records) searches.set(locale, new LocaleSearch(config, locale, pages));
      for (const shell of maker.shells.values()) for (const file of shell.modules.files) put(file.path, file.contents);
      for (const file of mdx.files) put(file.path, Buffer.from(file.base64, 'base64'));
      for (const file of client.files) {
        if ('contents' in file) put(file.path, file.contents);
        else staging.copy(file.copyFrom, file.path);
      }
    });
    try {
      await profiler.time('pages', () => (workers ? makeBesideWorkers(maker, claims, onBlock) : makeDocPages(maker, (blocks) => blocks, onBlock)));
    } finally {
      cache.close();
    }
    const fromWorkers = docs ? await docs : { bytes: 0, files: 0 };
    // Each locale's pages as the threads made them: its docs, then its blog posts (see threadPages).
    let at = 0;
    const metasOf = new Map([...contents.values()].map((content) => [content.locale, metas.slice(at, (at += threadPages(content).length))]));

    // The blog's lists, once its posts' pages have said what the lists show of them; linked from the last build when that did not change.
    const lists = await profiler.time('blog', () => {
      const summaries = new Map<BlogPost, PostSummary>();
      for (const content of contents.values()) {
        const own = metasOf.get(content.locale)!.slice(content.docs.length);
        content.blog?.posts.forEach((post, i) => summaries.set(post, own[i]!.post!));
      }
      const summaryOf = (post: BlogPost) => summaries.get(post)!;
      const routes = [...frames.values()].flatMap((frame) => frame.lists(summaryOf));
      for (const route of routes) {
        // A list's search records: none (a post is found on its own page).
        const { page, files, cached: entry } = putOtherPage({ ...pageInput, plan, shells: maker.shells }, route);
        written.push(...files);
        if (entry) cached.push(entry);
        others.set(route, { path: route.path, locale: route.locale, kind: route.kind, page: route.page, title: route.page.title, module: page.module[1], ids: new Set(page.ids) });
      }
      return { routes, feedPosts: [...frames.values()].flatMap((frame) => frame.feedPosts(summaryOf)) };
    });

    // Site order: each locale's home, its docs, its other pages.
    const routes: RouteSummary[] = [];
    for (const content of contents.values()) {
      const docsOfLocale = metasOf.get(content.locale)!.map((m): RouteSummary => ({ path: m.path, locale: m.locale, kind: m.post ? 'blog' : 'doc', page: { alternates: m.alternates, unlisted: m.post?.unlisted, noIndex: m.noIndex }, title: m.title, module: m.module[1], ids: new Set(m.ids) }));
      const own = [...plan.routes, ...lists.routes].filter((r) => r.locale === content.locale).map((r) => others.get(r)!);
      const isHome = (r: RouteSummary) => r.path === localeBase(config, content.locale);
      routes.push(...own.filter(isHome), ...docsOfLocale, ...own.filter((r) => !isHome(r)));
    }

    const broken = await profiler.time('links', () => {
      const pages = new Map(routes.filter((r) => r.kind !== 'notFound').map((r) => [r.path, r.ids]));
      return checkLinks(config, [...plan.configLinks, ...plan.routes.flatMap((r) => r.links), ...metas.flatMap((m) => m.links)], pages);
    });
    applyLinkPolicy(config, broken, warn);

    logger.progress('writing');
    await profiler.time('write', async () => {
      for (const locale of contents.keys()) {
        const entries = routes.filter((r) => r.locale === locale && r.kind !== 'notFound').map((r): ManifestEntry => [r.path, r.module, r.title]);
        for (const file of manifestShards(locale, entries, pagesPerLocale[locale]!)) put(file.path, file.contents);
      }
      // Each locale's llms.txt from its docs' metas and its standalone pages' routes; llms-full.txt from their Markdown versions, as this build staged them (made now or linked from the last build).
      const llms = [...contents.values()].map((content) => {
        const own = metasOf.get(content.locale)!;
        const entries = content.docs.flatMap((doc, i): LlmsEntry[] => {
          const { markdown, description } = own[i]!;
          return markdown ? [{ doc, title: markdown.title, description, markdown: markdown.route, file: markdown.file }] : [];
        });
        return { locale: llmsLocale(config, content, theme, entries, pageEntries(content, plan.routes)), textOf: (entry: LlmsEntry) => fs.readFileSync(path.join(staging.dir, entry.file), 'utf8') };
      });
      for (const file of siteWideFiles(config, { pages: routes, feedPosts: lists.feedPosts, llms })) put(file.path, file.contents);
      const copied = new Set<string>();
      for (const asset of [...plan.routes.flatMap((r) => r.assets), ...metas.flatMap((m) => m.assets)]) {
        if (copied.has(asset.to)) continue;
        copied.add(asset.to);
        staging.copy(asset.from, asset.to);
      }
    });
    await profiler.time('search', () => {
      for (const search of searches.values()) search.write(staging, previous, written);
    });

    const { previousRemoved, outputs } = await profiler.time('swap', () => {
      const files = ownFiles(written, staging.copied);
      if (staging.recycled) staging.sweep(files.map((file) => file[0]));
      const { carried, taken } = staging.carryOver(config.paths.out, output.kept);
      if (taken.length) throw keptFileTaken(config, taken);
      const { kept, removed } = staging.commit(config.paths.out, recycleFolder(config), output.notOurs);
      // Awaited by the caller once the stamps are saved (in an object: the stage does not wait for it); handled here in case an error comes first.
      const cleared = Promise.all([removed, PreviousBuild.save(config, files, kept)]).then(() => undefined);
      cleared.catch(() => {});
      // The output folder's fingerprint for the up-to-date check, from what the build knows it put there.
      return { previousRemoved: cleared, outputs: listedFingerprint(config.paths.out, [...files.map((file) => [file[0], file[2], file[3]] as const), ...carried]) };
    });
    PageCache.save(config, cached);
    return { pagesPerLocale, bytes: staging.bytes + fromWorkers.bytes, files: staging.files + fromWorkers.files, outputs, previousRemoved };
  } catch (error) {
    await workers?.stop();
    staging.drop();
    throw error;
  }
}

/** Files of the user's that keepFiles keeps where the build now makes its own: neither is dropped without a word, the user chooses. */
function keptFileTaken(config: SiteConfig, taken: string[]): UserError {
  return new UserError({
    message: `the output folder holds ${taken.join(', ')}, which keepFiles keeps, and the build now makes ${taken.length === 1 ? 'a file' : 'files'} of the same path`,
    file: config.paths.out,
    hint: `move ${taken.length === 1 ? 'it' : 'them'} out of the output folder to let the build's take ${taken.length === 1 ? 'its' : 'their'} place, or rename what makes the build's (a static file, a doc's slug)`,
  });
}

/**
 * Every file the build put into the output, once each: a file copied in (a static file) that a
 * file of the build's replaced is the build's, and of two copies at one path the later one stays.
 */
function ownFiles(written: WrittenFile[], copied: WrittenFile[]): WrittenFile[] {
  const byPath = new Map(copied.map((file) => [file[0], file]));
  for (const file of written) byPath.delete(file[0]);
  return [...written, ...byPath.values()];
}

/**
 * The main thread's share of the doc pages when workers make the others: the blocks it claims
 * first, one at a time, giving the workers' messages (their blocks, merged into the search index
 * in order) a turn after each.
 */
async function makeBesideWorkers(maker: DocPageMaker, claims: Int32Array, onBlock: (made: MadeBlock) => void): Promise<void> {
  for (const block of claimedBlocks(maker.blocks, maker.docs, claims)) {
    onBlock(maker.make(block));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The search index of a locale, made as its blocks of pages come (see LocalIndexBuilder). When no
 * page's records changed since the last build, its files are linked from there; else each file
 * whose contents did not change is still linked rather than written.
 */
class LocaleSearch {
  private readonly group = createHash('sha1');
  private readonly builder: LocalIndexBuilder;

  constructor(
    private readonly config: SiteConfig,
    private readonly locale: string,
    others: SearchRecord[],
  ) {
    this.builder = new LocalIndexBuilder({ locale, indexName: searchIndexName(config) });
    for (const part of ['search', docgenIdentity(), searchIndexName(config), locale, JSON.stringify(others)]) this.group.update(part).update('\0');
    this.builder.add(others);
  }

  /** A block of doc pages' share of the index (merged, or page by page), once every block before it has been added, and its key (what it is made from). */
  add(key: string, shares: IndexPage[]): void {
    this.group.update(key).update('\0');
    for (const share of shares) this.builder.addPage(share);
  }

  write(staging: Staging, previous: PreviousBuild, written: WrittenFile[]): void {
    const group = this.group.digest('hex');
    const reused = previous.reuseGroup(staging, group);
    if (reused) {
      written.push(...reused);
      return;
    }
    for (const file of indexOutputFiles(this.locale, this.builder.finish())) {
      // The parts are named by their contents' hash already; only the manifest, at a fixed name, is hashed here.
      const key = file.path === manifestFile(this.locale) ? contentKey(file.contents) : `named ${file.path}`;
      written.push(previous.reuse(staging, file.path, key, group) ?? staging.write(file.path, file.contents, key, group));
    }
  }
}
