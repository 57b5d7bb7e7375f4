import path from 'node:path';
import { loadConfig, type LoadConfigOptions } from '../config/load.js';
import type { SiteConfig } from '../config/resolve.js';
import { loadContent, type LocaleContent } from '../content/load.js';
import { MarkdownCache } from '../markdown/compile.js';
import { planRoutes, type Route } from '../routes/plan.js';
import { checkLinks, idsInHtml } from '../routes/checkLinks.js';
import type { LinkCheck } from '../routes/linkTargets.js';
import { loadTheme, type Theme } from '../render/theme.js';
import { bundleClient, disposeClientBundles, type ClientBundle } from '../bundle/bundleClient.js';
import { buildPageModules } from '../bundle/pageModules.js';
import { renderRoutes, type RenderedRoute } from '../render/renderRoutes.js';
import { renderRobots, renderSitemap } from '../write/sitemap.js';
import { searchOutputFiles, searchOutputFromRecords } from '../search/output.js';
import { extractRecords } from '../search/records.js';
import { renderDocsInWorkers, workerCount, type DocOutput } from './docWorkers.js';
import { makeDocOutputs } from './docOutputs.js';
import { PageCache } from './pageCache.js';
import { buildInputs, saveStamp, treeFingerprint } from './upToDate.js';
import { writeOutput, type OutputFile } from '../write/writeOutput.js';
import { UserError, type Problem } from '../util/errors.js';
import type { Logger } from '../util/log.js';
import { Profiler } from '../util/profile.js';

export interface BuildOptions extends LoadConfigOptions {
  logger: Logger;
  profiler?: Profiler;
  /** Kept across rebuilds by `docgen dev`: unchanged Markdown is not parsed again. */
  markdownCache?: MarkdownCache;
  /** Drafts are shown by `docgen dev`, left out of builds. */
  includeDrafts?: boolean;
  /**
   * `docgen build`: doc pages come from the page cache when unchanged, and are made in worker
   * threads when the site is large. (`docgen dev` keeps every stage in memory instead.)
   */
  cache?: boolean;
}

/** A whole site, in memory: what `docgen build` writes and `docgen dev` serves. */
export interface GeneratedSite {
  config: SiteConfig;
  routes: Route[];
  files: OutputFile[];
  warnings: string[];
  /** `docgen build`: what the site was made from, taken before the content was read (see upToDate.ts). */
  inputs?: ReturnType<typeof buildInputs> & { inputs: string };
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

/** Broken links stop the build (`onBrokenLinks: 'throw'`, the default) or are warned about; `outcome` says what the user is left with. */
export function applyLinkPolicy(config: SiteConfig, broken: Problem[], warn: (message: string) => void, outcome = `the build stopped and ${path.relative(process.cwd(), config.paths.out) || '.'} was left as it was`): void {
  if (!broken.length) return;
  if (config.onBrokenLinks === 'throw') {
    throw new UserError([
      ...broken,
      { message: `${broken.length} broken link(s): ${outcome}`, hint: 'fix them, or set onBrokenLinks: "warn" in the config to build anyway' },
    ]);
  }
  for (const problem of broken) warn(`${path.relative(process.cwd(), problem.file ?? '')}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`);
}

/** The routes of each locale in site order: home, its docs (made by the workers), search, 404. */
function withDocs(routes: Route[], docs: DocOutput[]): Route[] {
  const site = new Map(routes.map((r) => [r.locale, r.site]));
  return routes.flatMap((route) =>
    route.kind === 'home' ? [route, ...docs.filter((d) => d.route.locale === route.locale).map((d) => ({ ...d.route, site: site.get(d.route.locale)! }))] : [route],
  );
}

/** `docgen build`'s doc pages: from the page cache when unchanged, made in worker threads on large sites. */
function cachedDocPages(config: SiteConfig, contents: Map<string, LocaleContent>, theme: Theme, options: BuildOptions, profiler: Profiler): Promise<DocOutput[]> {
  const parts = workerCount([...contents.values()].reduce((n, c) => n + c.docs.length, 0));
  if (!parts) return profiler.time('pages', () => makeDocOutputs(config, contents, theme, () => true, new PageCache(config)));
  const input = { configFile: config.configFile, outDir: options.outDir, cwd: options.cwd ?? process.cwd(), includeDrafts: options.includeDrafts, cache: true, parts };
  return profiler.time('workers', () => renderDocsInWorkers(input));
}

/** config + content -> every file of the site, in memory; throws a UserError on bad input. */
export async function generateSite(options: BuildOptions): Promise<GeneratedSite> {
  const { logger } = options;
  const profiler = options.profiler ?? new Profiler();
  const warnings: string[] = [];
  const warn = (message: string) => {
    warnings.push(message);
    logger.warn(message);
  };

  logger.progress('loading config');
  const config = await profiler.time('config', () => loadConfig(options));
  const read = options.cache ? buildInputs(config) : undefined;
  const inputs = read && { ...read, inputs: treeFingerprint(read.roots) };
  const themePromise = profiler.time('theme', () => loadTheme(config));
  const clientPromise = profiler.time('bundle', () => bundleClient(config));
  // Both run while the content is read; their errors are reported when awaited below.
  themePromise.catch(() => {});
  clientPromise.catch(() => {});

  logger.progress('reading content');
  const contents = await profiler.time('content', () => loadContent(config, { includeDrafts: options.includeDrafts }));
  const theme = await themePromise;

  for (const content of contents.values()) {
    if (content.untranslated.length) {
      warn(`${content.untranslated.length} doc(s) not translated to "${content.locale}", shown in ${config.i18n.defaultLocale}: ${content.untranslated.map((d) => d.id).join(', ')}`);
    }
    for (const doc of content.docs) {
      if (doc.sourceLocale === content.locale && !doc.body.trim()) warn(`${path.relative(process.cwd(), doc.file)}: the file is empty; its page has only a title`);
    }
  }

  logger.progress('rendering Markdown');
  const plan = await profiler.time('markdown', () => planRoutes(config, contents, theme, options.markdownCache ?? new MarkdownCache(), options.cache ? { docs: () => false } : {}));
  const docPages = options.cache ? await cachedDocPages(config, contents, theme, options, profiler) : [];
  const routes = options.cache ? withDocs(plan.routes, docPages) : plan.routes;

  logger.progress('rendering pages');
  const client = await clientPromise;
  const modules = buildPageModules(config, routes);
  const apps = new Map(docPages.map((d) => [d.route.path, d.app]));
  const rendered = await profiler.time('render', () => renderRoutes(config, routes, theme, client, modules.bootData, apps));

  const broken = await profiler.time('links', () => {
    const pages = new Map(rendered.filter((r) => r.route.kind !== 'notFound').map((r) => [r.route.path, idsInHtml(r.app)]));
    return checkLinks(config, [...plan.configLinks, ...routes.flatMap((r) => r.links)], pages);
  });
  applyLinkPolicy(config, broken, warn);

  const files: OutputFile[] = [
    ...rendered.flatMap((r) => r.route.outputFiles.map((file) => ({ path: file, contents: r.html }))),
    ...routes.flatMap((r) => r.assets.map((a) => ({ path: a.to, copyFrom: a.from }))),
    ...client.files,
    ...modules.files,
    { path: 'sitemap.xml', contents: renderSitemap(config, routes) },
    { path: 'robots.txt', contents: renderRobots(config) },
    ...(await profiler.time('search', () =>
      options.cache
        ? searchOutputFromRecords(config, (locale) => [
            ...(extractRecords(plan.routes.filter((r) => r.locale === locale)).get(locale) ?? []),
            ...docPages.filter((d) => d.route.locale === locale).flatMap((d) => d.records),
          ])
        : searchOutputFiles(config, routes),
    )),
  ];
  return { config, routes, files, warnings, inputs, stages: { contents, theme, client, configLinks: plan.configLinks, rendered } };
}

/** config + content -> a complete static site in the output folder, swapped in only on success. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const profiler = options.profiler ?? new Profiler();
  const site = await generateSite({ ...options, profiler, cache: options.cache ?? true }).finally(disposeClientBundles);
  options.logger.progress('writing');
  const { config } = site;
  const written = await profiler.time('write', () => writeOutput(config.paths.out, site.files, config.paths.static));
  const pagesPerLocale: Record<string, number> = {};
  for (const route of site.routes) pagesPerLocale[route.locale] = (pagesPerLocale[route.locale] ?? 0) + 1;
  const summary = { pagesPerLocale, bytes: written.bytes, files: written.files, warnings: site.warnings };
  if (site.inputs) saveStamp(config.paths.out, { ...site.inputs, summary });
  return { config, outDir: config.paths.out, ...summary, ms: performance.now() - started };
}
