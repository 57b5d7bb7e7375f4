import path from 'node:path';
import { loadConfig, type LoadConfigOptions } from '../config/load.js';
import type { SiteConfig } from '../config/resolve.js';
import { loadContent, type LocaleContent } from '../content/load.js';
import { MarkdownCache } from '../markdown/compile.js';
import { planRoutes, type Route } from '../routes/plan.js';
import { checkLinks, idsInHtml, type BrokenLink } from '../routes/checkLinks.js';
import type { LinkCheck } from '../routes/linkTargets.js';
import { loadTheme, type Theme } from '../render/theme.js';
import { bundleClient, disposeClientBundles, type ClientBundle } from '../bundle/bundleClient.js';
import { buildPageModules } from '../bundle/pageModules.js';
import { bundleSiteCss, withSiteCss } from '../bundle/siteCss.js';
import { classTokens } from '../bundle/classTokens.js';
import { renderRoutes, type RenderedRoute } from '../render/renderRoutes.js';
import { renderRobots, renderSitemap } from '../write/sitemap.js';
import { blogFeedFiles } from '../write/blogFeeds.js';
import { opensearchFiles } from '../write/opensearch.js';
import { searchOutputFiles } from '../search/output.js';
import { buildInputs, inputsFingerprint, sameConfigAsLastBuild, saveStamp, type CheckedInputs } from './upToDate.js';
import { writeSite } from './writeSite.js';
import { inlineLess, PARALLEL_FROM_DOCS, startDocWorkers, workerCount, type DocWorkers } from './docWorkers.js';
import { countDocFiles } from '../content/docs.js';
import { docWarnings } from '../content/docWarnings.js';
import { ContentCache } from '../content/contentCache.js';
import { filedForOutput } from './previousBuild.js';
import { PageCache } from './pageCache.js';
import { sweepUnused } from '../bundle/compileCache.js';
import type { OutputFile } from '../write/writeOutput.js';
import { UserError, type Problem } from '../util/errors.js';
import type { Logger } from '../util/log.js';
import { Profiler } from '../util/profile.js';
import { checkOutputFolder, type OutputFolder } from './outputFolder.js';
import { compileMdxDocs } from './mdxDocs.js';
import type { MdxDocs } from '../routes/mdxDoc.js';
import { routeLlmsFiles } from '../llms/routeFiles.js';

export interface BuildOptions extends LoadConfigOptions {
  logger: Logger;
  profiler?: Profiler;
  /** Kept across rebuilds by `docgen dev`: unchanged Markdown is not parsed again. */
  markdownCache?: MarkdownCache;
  /** Drafts are shown by `docgen dev`, left out of builds. */
  includeDrafts?: boolean;
  /** `docgen dev` makes the search index when it is first asked for, not before the first page is served. */
  deferSearch?: boolean;
  /** The inputs' fingerprint, when the up-to-date check that found the last build stale took it. */
  checkedInputs?: CheckedInputs;
  /** Replace the output folder even when it holds files docgen did not make (`--force-clean`): they are deleted. */
  forceClean?: boolean;
  /** `docgen dev`: Infima's classes are shipped whole, not pruned to the site's sources, which the next save may change. */
  fullInfima?: boolean;
}

/** A whole site, in memory: what `docgen dev` serves. */
export interface GeneratedSite {
  config: SiteConfig;
  routes: Route[];
  files: OutputFile[];
  warnings: string[];
  /** No search index among the files yet (`deferSearch`). */
  searchDeferred: boolean;
  /** What the stages produced on the way: `docgen dev` starts from them to redo only what an edit changes. */
  stages: { contents: Map<string, LocaleContent>; theme: Theme; client: ClientBundle; configLinks: LinkCheck[]; rendered: RenderedRoute[] };
}

export interface BuildResult {
  config: SiteConfig;
  outDir: string;
  pagesPerLocale: Record<string, number>;
  bytes: number;
  files: number;
  warnings: string[];
  ms: number;
}

/**
 * Broken links stop the build (`onBrokenLinks: 'throw'`, the default) or are warned about, and so
 * are links to a missing heading of a page that exists, by `onBrokenAnchors` (as onBrokenLinks
 * when unset); `outcome` says what the user is left with.
 */
export function applyLinkPolicy(config: SiteConfig, broken: BrokenLink[], warn: (message: string) => void, outcome = `the build stopped and ${path.relative(process.cwd(), config.paths.out) || '.'} was left as it was`): void {
  if (!broken.length) return;
  const policyOf = (link: BrokenLink) => (link.anchor ? (config.onBrokenAnchors ?? config.onBrokenLinks) : config.onBrokenLinks);
  const fatal = broken.filter((link) => policyOf(link) === 'throw');
  if (fatal.length) {
    const onlyAnchors = fatal.every((link) => link.anchor);
    throw new UserError([
      ...fatal,
      { message: `${fatal.length} broken link(s): ${outcome}`, hint: `fix them, or set ${onlyAnchors ? 'onBrokenAnchors' : 'onBrokenLinks'}: "warn" in the config to build anyway` },
    ]);
  }
  for (const problem of broken) warn(`${path.relative(process.cwd(), problem.file ?? '')}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`);
}

/** What both a build and `docgen dev` start from: the config, the theme, the content, the client bundle (on its way). */
export interface LoadedSite {
  config: SiteConfig;
  theme: Theme;
  client: Promise<ClientBundle>;
  contents: Map<string, LocaleContent>;
  warnings: string[];
  warn: (message: string) => void;
  /** What the docs' files said, saved for the next build once this one is in place (a build's, not `docgen dev`'s). */
  contentCache?: ContentCache;
}

async function loadSite(options: BuildOptions, profiler: Profiler, configLoaded?: (config: SiteConfig) => void, cached = false): Promise<LoadedSite> {
  const { logger } = options;
  const warnings: string[] = [];
  const warn = (message: string) => {
    warnings.push(message);
    logger.warn(message);
  };

  logger.progress('loading config');
  const config = await profiler.time('config', () => loadConfig(options));
  configLoaded?.(config);
  const themePromise = profiler.time('theme', () => loadTheme(config));
  const client = profiler.time('bundle', () => bundleClient(config));
  // Both run while the content is read; their errors are reported when awaited.
  themePromise.catch(() => {});
  client.catch(() => {});

  logger.progress('reading content');
  const contentCache = cached ? ContentCache.open(filedForOutput(config).content) : undefined;
  const contents = await profiler.time('content', () => loadContent(config, { includeDrafts: options.includeDrafts, cache: contentCache }));
  const theme = await themePromise;

  for (const content of contents.values()) {
    if (content.untranslated.length) {
      warn(`${content.untranslated.length} doc(s) not translated to "${content.locale}", shown in ${config.i18n.defaultLocale}: ${content.untranslated.map((d) => d.id).join(', ')}`);
    }
    for (const page of [...content.docs, ...content.pages]) for (const warning of docWarnings(page, config.markdown.format)) warn(warning);
    for (const warning of content.pageWarnings) warn(warning);
  }
  return { config, theme, client, contents, warnings, warn, contentCache };
}

/**
 * The client bundle with the site's stylesheet (see bundleSiteCss), once the MDX pages are
 * bundled: Infima is pruned to the classes of the content, of the components the pages import and
 * of the theme (in `docgen dev`, where the next save may use any class, it is whole).
 */
export async function withStylesheet(site: Pick<LoadedSite, 'config' | 'theme' | 'client' | 'contents'>, mdx: MdxDocs, options: Pick<BuildOptions, 'fullInfima'>): Promise<ClientBundle> {
  const tokens = options.fullInfima ? undefined : classTokens(site.config, site.contents, { theme: site.theme.files, imported: mdx.sources });
  return withSiteCss(await site.client, await bundleSiteCss(site.config, tokens));
}

/** config + content -> every file of the site, in memory (`docgen dev`); throws a UserError on bad input. */
export async function generateSite(options: BuildOptions): Promise<GeneratedSite> {
  const profiler = options.profiler ?? new Profiler();
  const site = await loadSite(options, profiler);
  const { config, theme, contents, warnings, warn } = site;

  options.logger.progress('rendering Markdown');
  const mdx = await profiler.time('mdx', () => compileMdxDocs(config, contents, theme));
  const plan = await profiler.time('markdown', () => planRoutes(config, contents, theme, (options.markdownCache ?? new MarkdownCache()).withPlugins(config.markdown), { mdx }));
  const { routes } = plan;

  options.logger.progress('rendering pages');
  const client = await profiler.time('css', () => withStylesheet(site, mdx, options));
  const modules = buildPageModules(config, routes);
  const rendered = await profiler.time('render', () => renderRoutes(config, routes, theme, client, modules.bootData));

  const broken = await profiler.time('links', () => {
    const pages = new Map(rendered.filter((r) => r.route.kind !== 'notFound').map((r) => [r.route.path, idsInHtml(r.app)]));
    return checkLinks(config, [...plan.configLinks, ...routes.flatMap((r) => r.links)], pages);
  });
  applyLinkPolicy(config, broken, warn);

  const files: OutputFile[] = [
    ...rendered.flatMap((r) => r.route.outputFiles.map((file) => ({ path: file, contents: r.html }))),
    ...routes.flatMap((r) => r.assets.map((a) => ({ path: a.to, copyFrom: a.from }))),
    ...client.files,
    ...mdx.files.map((file) => ({ path: file.path, contents: Buffer.from(file.base64, 'base64') })),
    ...modules.files,
    { path: 'sitemap.xml', contents: renderSitemap(config, routes) },
    ...blogFeedFiles(config, routes),
    { path: 'robots.txt', contents: renderRobots(config) },
    ...opensearchFiles(config),
    ...routeLlmsFiles(config, contents, theme, routes),
    ...(options.deferSearch ? [] : await profiler.time('search', () => searchOutputFiles(config, routes))),
  ];
  return { config, routes, files, warnings, searchDeferred: Boolean(options.deferSearch), stages: { contents, theme, client, configLinks: plan.configLinks, rendered } };
}

/**
 * config + content -> a complete static site in the output folder, swapped in only on success.
 * Pages are written as they are made (in worker threads on large sites), never all held at once.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const profiler = options.profiler ?? new Profiler();
  let inputs: ReturnType<typeof buildInputs> & { inputs: string } = { config: '', roots: [], inputs: '' };
  // What the site is made from, taken before the content is read (see upToDate.ts).
  let workers: DocWorkers | undefined;
  let startWorkers: (() => DocWorkers) | undefined;
  let output: OutputFolder | undefined;
  const read = (config: SiteConfig) => {
    output = checkOutputFolder(config, options.forceClean);
    inputs = { ...buildInputs(config), inputs: '' };
    // A large site's workers load docgen and the theme while the inputs are fingerprinted and the
    // content is read, when every page is to be made: a first build, or the first one after docgen
    // or the config changed. Other builds mostly link pages from the last one: writeSite starts
    // workers if it finds enough pages to make.
    const parts = workerCount(countDocFiles(config, PARALLEL_FROM_DOCS));
    if (parts) inlineLess();
    const start = () => (workers = startDocWorkers({ config, parts }));
    if (parts && (!PageCache.exists(config) || !sameConfigAsLastBuild(config.paths.out, inputs.config))) start();
    else if (parts) startWorkers = start;
    inputs.inputs = inputsFingerprint(inputs.roots, options.checkedInputs);
  };
  const { site, written } = await loadSite(options, profiler, read, true)
    .then(async (site) => ({ site, written: await writeSite(site, options, profiler, output!, workers ?? startWorkers) }))
    .catch(async (error: unknown) => {
      await workers?.stop();
      throw error;
    })
    .finally(disposeClientBundles);
  const { config } = site;
  const { previousRemoved, outputs, ...files } = written;
  const summary = { ...files, warnings: site.warnings };
  saveStamp(config.paths.out, { ...inputs, outputs, summary });
  site.contentCache?.save();
  sweepUnused(config.paths.cache);
  // The previous output went aside when the new one was swapped in; it is removed meanwhile.
  await previousRemoved;
  return { config, outDir: config.paths.out, ...summary, ms: performance.now() - started };
}
