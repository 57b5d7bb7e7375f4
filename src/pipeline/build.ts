import type { SiteConfig } from '../config/resolve.js';
import type { LocaleContent } from '../content/load.js';
import { MarkdownCache } from '../markdown/compile.js';
import { planRoutes } from '../routes/plan.js';
import type { Route } from '../routes/route.js';
import { localeSites } from '../render/siteData.js';
import { checkLinks, idsInHtml } from '../routes/checkLinks.js';
import type { LinkCheck } from '../routes/linkTargets.js';
import type { Theme } from '../render/theme.js';
import { disposeClientBundles, type ClientBundle } from '../bundle/bundleClient.js';
import { buildPageModules } from '../bundle/pageModules.js';
import { renderRoutes, type RenderedRoute } from '../render/renderRoutes.js';
import { siteWideFiles } from '../write/siteFiles.js';
import { feedPostsOf } from '../write/blogFeeds.js';
import { searchOutputFiles } from '../search/output.js';
import { buildInputs, inputsFingerprint, sameConfigAsLastBuild, saveStamp } from './upToDate.js';
import { loadSite, withStylesheet, type BuildOptions } from './loadSite.js';
import { applyLinkPolicy } from './linkPolicy.js';
import { writeSite } from './writeSite.js';
import { INLINE_LESS_FROM_DOCS, inlineLess, startDocWorkers, workerCount, type DocWorkers } from './docWorkers.js';
import { countDocFiles } from '../content/docs.js';
import { PageCache } from './pageCache.js';
import { sweepUnused } from '../util/compileCache.js';
import type { OutputFile } from '../write/writeOutput.js';
import { Profiler } from '../util/profile.js';
import { checkOutputFolder, type OutputFolder } from './outputFolder.js';
import { compileMdxDocs } from './mdxDocs.js';
import { swizzledLinks } from './swizzledLinks.js';
import type { MdxDocs } from '../routes/mdxDoc.js';
import { routeLlms, routeMarkdownFiles } from '../llms/routeFiles.js';

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

/** config + content -> every file of the site, in memory (`docgen dev`); throws a UserError on bad input. */
export async function generateSite(options: BuildOptions): Promise<GeneratedSite> {
  const profiler = options.profiler ?? new Profiler();
  const site = await loadSite(options, profiler);
  const { config, theme, contents, warnings, warn } = site;

  options.logger.progress('rendering Markdown');
  const mdx = await profiler.time('mdx', () => compileMdxDocs(config, contents, theme, site.mdxCache));
  const plan = await profiler.time('markdown', () => planRoutes(config, contents, localeSites(config, contents, theme), (options.markdownCache ?? new MarkdownCache()).withPlugins(config.markdown), { mdx }));
  const { routes } = plan;

  options.logger.progress('rendering pages');
  const client = await profiler.time('css', () => withStylesheet(site, mdx, options));
  const modules = buildPageModules(config, routes);
  const rendered = await profiler.time('render', () => renderRoutes(config, routes, theme, client, modules.bootData));

  const broken = await profiler.time('links', () => {
    for (const r of rendered) if (r.route.kind === 'notFound') r.route.links.push(...swizzledLinks(config, contents, r.route, r.app));
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
    ...siteWideFiles(config, { pages: routes, feedPosts: feedPostsOf(routes), llms: routeLlms(config, contents, theme, routes) }),
    ...routeMarkdownFiles(routes),
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
    const docs = countDocFiles(config, INLINE_LESS_FROM_DOCS);
    const parts = workerCount(docs);
    if (docs >= INLINE_LESS_FROM_DOCS) inlineLess();
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
  site.mdxCache?.save();
  sweepUnused(config.paths.cache);
  // The previous output went aside when the new one was swapped in; it is removed meanwhile.
  await previousRemoved;
  return { config, outDir: config.paths.out, ...summary, ms: performance.now() - started };
}
