import type { SiteConfig } from '../config/resolve.js';
import { docBody } from '../content/docs.js';
import type { LocaleContent } from '../content/load.js';
import { bundleMdxPages, type MdxSource } from '../bundle/mdxPages.js';
import { docusaurusPageModule } from '../bundle/reactPages.js';
import { markdownLabels } from '../markdown/compile.js';
import { MdxCompileCache } from '../markdown/mdxCache.js';
import { pluginsFingerprint } from '../markdown/sitePlugins.js';
import { partialTexts } from '../markdown/partials.js';
import type { Theme } from '../render/theme.js';
import { formatLocation, uniqueProblems, UserError, type Problem } from '../util/errors.js';
import { createLinkResolver, type LinkCheck, type LinkResolver } from '../routes/linkTargets.js';
import type { Route } from '../routes/route.js';
import { compiledFormat, mdxKey, NO_MDX, type MdxDoc, type MdxDocs } from '../routes/mdxDoc.js';
import { excerptKey } from '../routes/blogRoutes.js';
import { postText } from '../content/blogPosts.js';
import { hasMarkdownVersion } from '../llms/docMarkdown.js';
import type { DocWorkers } from './docWorkers.js';
import { claimedJobs, compilePage, type CompiledPage, type FailedPage, type MdxJob } from './mdxCompile.js';

/** From this many MDX pages to compile on, a build's worker threads compile some too (each takes the next page no thread took). */
const PARALLEL_FROM_PAGES = 16;

/** The build's worker threads, when they are started already: they compile MDX pages while they wait for their start (see DocWorkers). */
export type MdxHelpers = Pick<DocWorkers, 'compileMdx'>;

/**
 * Compiles every MDX doc, standalone page and blog post (and its excerpt) of the site (in each locale it is shown in), its
 * links resolved as a Markdown page's, then bundles them all (see bundleMdxPages). Done before the
 * pages are made: a build thread then renders an MDX page as any other. Pages the compile cache
 * does not have are compiled by the main thread and, when there are many, by `helpers` too.
 */
export async function compileMdxDocs(config: SiteConfig, contents: Map<string, LocaleContent>, theme: Theme, cache?: MdxCompileCache, helpers?: MdxHelpers): Promise<MdxDocs> {
  const resolve = createLinkResolver(config, contents);
  // In site order, each filled once its page is compiled (the bundle is made in that order).
  const compiled = new Map<string, (Omit<MdxDoc, 'server' | 'page' | 'hash'> & { builtins: string[] }) | undefined>();
  const sources: MdxSource[] = [];
  const toCompile: { job: MdxJob; key: string; cacheKey?: string; source: number }[] = [];
  // The theme's components a page names (used without an import, or imported from @theme/).
  const builtinsOf = (code: string) => (theme.mdxComponentNames ?? []).filter((name) => new RegExp(`\\b${name}\\b`).test(code));
  for (const content of contents.values()) {
    const labels = markdownLabels(theme.stringsFor(content.locale));
    const posts = content.blog?.posts ?? [];
    // Docs and standalone pages have Markdown versions (see llms/docMarkdown.ts), printed from their compile; blog posts have none.
    const sourcesOf = [
      ...content.docs.map((doc) => ({ doc, body: () => docBody(doc), key: mdxKey(doc), markdown: hasMarkdownVersion(config, doc) })),
      ...content.pages.map((page) => ({ doc: page, body: () => page.body, key: mdxKey(page), markdown: hasMarkdownVersion(config, page) })),
      // A blog post, and what its list pages show of it (up to its truncate marker), as a module of its own.
      ...posts.flatMap((post) => [{ doc: post, body: () => postText(post).body, key: mdxKey(post), markdown: false }, ...(post.truncated ? [{ doc: post, body: () => postText(post).excerpt!, key: excerptKey(post), markdown: false }] : [])]),
    ];
    for (const page of content.pages) {
      if (!page.react) continue;
      // A React page is its own module: bundled as an MDX page's is, its component wrapped to know its locale (see reactPages.ts).
      const key = mdxKey(page);
      compiled.set(key, { parsed: { tree: { type: 'root', children: [] }, headings: [], ids: new Set() }, links: [], assets: [], builtins: [] });
      sources.push({ key, file: page.file, locale: content.locale, code: docusaurusPageModule(page.file, content.locale), react: true });
    }
    for (const { doc, body, key, markdown: wantsMarkdown } of sourcesOf) {
      if ('react' in doc && doc.react) continue;
      if (!compiledFormat(config, doc.file)) continue;
      const links: LinkCheck[] = [];
      const assets: Route['assets'] = [];
      const source = body();
      // Made from its partials' text too (see inlinePartials).
      const cacheKey = cache && MdxCompileCache.key([source, ...partialTexts(source, doc.file, config.siteDir)].join('\0'), doc.file, labels, `${config.fingerprint ?? ''}\0${pluginsFingerprint(config.markdown)}`);
      // Kept from the last build when each link still leads where its code says (what they check is recorded as a compile records it).
      const kept = cacheKey === undefined ? undefined : cache!.get(cacheKey, (url, place) => {
        const resolved = resolve(url, doc, place);
        if (resolved.check) links.push(resolved.check);
        if (resolved.asset) assets.push(resolved.asset);
        return resolved.href;
      });
      // A Markdown version printed for another route has other absolute links: printed again when the page is made.
      const markdown = wantsMarkdown ? kept?.markdown : undefined;
      if (kept) {
        const { code, markdown: _kept, ...parsed } = kept;
        compiled.set(key, { parsed, links, assets, builtins: builtinsOf(code), ...(markdown?.route === doc.route && { markdown: markdown.text }) });
        sources.push({ key, file: doc.file, locale: content.locale, code });
        continue;
      }
      const from = { file: doc.file, locale: doc.locale, sourceLocale: doc.sourceLocale, route: doc.route };
      toCompile.push({ job: { source, from, labels, cached: cacheKey !== undefined, markdown: wantsMarkdown }, key, cacheKey, source: sources.length });
      compiled.set(key, undefined);
      sources.push({ key, file: doc.file, locale: content.locale, code: '' });
    }
  }
  const pages = await compilePages(config, toCompile.map((c) => c.job), resolve, contents, helpers);
  // Pages that do not compile are left out of the bundle, which still says what is wrong with the others' imports: all reported at once.
  const problems: Problem[] = [];
  const failed = new Set<number>();
  for (const [i, { key, cacheKey, source }] of toCompile.entries()) {
    const page = pages[i]!;
    if ('failed' in page) {
      problems.push(...page.failed);
      failed.add(source);
      continue;
    }
    const { code, entry, ...rest } = page;
    if (cacheKey !== undefined && entry !== undefined) cache!.set(cacheKey, entry);
    compiled.set(key, { ...rest, builtins: builtinsOf(code) });
    sources[source] = { ...sources[source]!, code };
  }
  if (problems.length) throw await withBundleErrors(problems, () => bundleMdxPages(config, sources.filter((_, i) => !failed.has(i)), theme.mdxComponentNames));
  if (!sources.length) return NO_MDX;
  if (!theme.mdxComponentNames) {
    throw new UserError({
      message: `the site's theme (templatesDir: ${config.paths.templates}) cannot show MDX pages: it was copied from a docgen that did not read MDX, and ${formatLocation({ file: sources[0]!.file })} is one`,
      file: config.configFile,
      hint: "copy the theme again from this docgen's templates/ folder (then make your changes again), or remove templatesDir",
    });
  }
  const bundle = await bundleMdxPages(config, sources, theme.mdxComponentNames);
  const docs = new Map<string, MdxDoc>();
  for (const [key, doc] of compiled) {
    const { builtins, ...rest } = doc!;
    docs.set(key, { ...rest, server: bundle.server[key]!, page: { ...bundle.client[key]!, builtins }, hash: bundle.hashes[key]! });
  }
  return { docs, files: bundle.files, sources: bundle.sources };
}

/** The compile's problems, with what bundling the pages that did compile finds wrong (their imports). */
async function withBundleErrors(problems: Problem[], bundle: () => Promise<unknown>): Promise<UserError> {
  try {
    await bundle();
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    problems.push(...error.problems);
  }
  return new UserError(uniqueProblems(problems));
}

/**
 * Compiles the pages of `jobs`, in the main thread alone, or beside the workers when there are
 * many: each thread takes the next page no other took, and the main thread's event loop waits for
 * none of theirs until it has no page left to take.
 */
async function compilePages(config: SiteConfig, jobs: MdxJob[], resolve: LinkResolver, contents: Map<string, LocaleContent>, helpers?: MdxHelpers): Promise<(CompiledPage | FailedPage)[]> {
  const pages = new Array<CompiledPage | FailedPage>(jobs.length);
  if (!helpers || jobs.length < PARALLEL_FROM_PAGES) {
    for (const [index, job] of jobs.entries()) pages[index] = await compilePage(config, job, resolve);
    return pages;
  }
  const claims = new Int32Array(new SharedArrayBuffer(4 * jobs.length));
  const theirs = helpers.compileMdx({ jobs, contents, claims }, (index, page) => (pages[index] = page));
  // Awaited below, unless a page of this thread's fails first (the build then stops the workers).
  theirs.catch(() => {});
  for (const index of claimedJobs(claims)) pages[index] = await compilePage(config, jobs[index]!, resolve);
  await theirs;
  return pages;
}
