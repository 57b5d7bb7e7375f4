import { loadConfig, type LoadConfigOptions } from '../config/load.js';
import type { SiteConfig } from '../config/resolve.js';
import { loadContent, type LocaleContent } from '../content/load.js';
import { contentWarnings } from '../content/docWarnings.js';
import { ContentCache } from '../content/contentCache.js';
import { MdxCompileCache } from '../markdown/mdxCache.js';
import type { MarkdownCache } from '../markdown/compile.js';
import type { MdxDocs } from '../routes/mdxDoc.js';
import { loadTheme, type Theme } from '../render/theme.js';
import { siteThemeWarnings } from '../bundle/siteThemeWarnings.js';
import { bundleClient, withSiteCss, type ClientBundle } from '../bundle/bundleClient.js';
import { bundleSiteCss } from '../bundle/siteCss.js';
import { classTokens } from '../bundle/classTokens.js';
import { siteFeatures } from '../bundle/themeFeatures.js';
import type { Logger } from '../util/log.js';
import type { Profiler } from '../util/profile.js';
import type { CheckedInputs } from './upToDate.js';
import { filedForOutput } from './previousBuild.js';

// What a build (build.ts) and the writing of its pages (writeSite.ts) both start from, below both.

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
  /** `docgen dev`: the MDX compile cache of this build, given its config (kept across rebuilds; see MdxCompileCache.carried). */
  mdxCache?: (config: SiteConfig) => MdxCompileCache;
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
  /** The MDX pages the last build (or `docgen dev`'s last rebuild) compiled, for this one. */
  mdxCache?: MdxCompileCache;
}

export async function loadSite(options: BuildOptions, profiler: Profiler, configLoaded?: (config: SiteConfig) => void, cached = false): Promise<LoadedSite> {
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
      warn(`${content.untranslated.length} doc(s) not translated to "${content.locale}", shown in ${config.i18n.defaultLocale}: ${content.untranslated.map((d) => (d.set === config.docSets[0]!.key ? d.id : `${d.set}/${d.id}`)).join(', ')}`);
    }
    for (const warning of contentWarnings(content, config.markdown.format)) warn(warning);
    for (const warning of content.pageWarnings) warn(warning);
  }
  // Swizzled components docgen has no part for: named, with what the site shows instead.
  for (const warning of siteThemeWarnings(config.siteDir)) warn(warning);
  const mdxCache = options.mdxCache?.(config) ?? (cached ? MdxCompileCache.open(filedForOutput(config).mdx) : undefined);
  return { config, theme, client, contents, warnings, warn, contentCache, mdxCache };
}

/**
 * The client bundle with the site's stylesheet (see bundleSiteCss), once the MDX pages are
 * bundled: Infima is pruned to the classes of the content, of the components the pages import and
 * of the theme, the theme's CSS to the features the pages show (in `docgen dev`, where the next
 * save may use any class, both are whole).
 */
export async function withStylesheet(site: Pick<LoadedSite, 'config' | 'theme' | 'client' | 'contents'>, mdx: MdxDocs, options: Pick<BuildOptions, 'fullInfima'>): Promise<ClientBundle> {
  const features = options.fullInfima ? undefined : siteFeatures(site.contents, mdx);
  const used = features && { tokens: classTokens(site.config, site.contents, { theme: site.theme.files, imported: mdx.sources }, features), features };
  return withSiteCss(await site.client, await bundleSiteCss(site.config, used));
}
