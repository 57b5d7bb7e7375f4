import path from 'node:path';
import type { BuildContext, BuildFailure, BuildOptions, Metafile } from 'esbuild';
import type { SiteConfig } from '../config/resolve.js';
import { docgenNodePaths } from './nodePaths.js';
import { docgenImports, sourceFiles, textImports } from './docgenImports.js';
import { compileOnce } from '../util/compileCache.js';
import { loadEsbuild } from '../util/esbuild.js';
import { prebuiltClient } from './prebuilt.js';
import type { ClientBuild } from './clientBuild.js';
import { UserError } from '../util/errors.js';
import type { OutputFile } from '../write/writeOutput.js';
import type { SiteCss } from './siteCss.js';
import { siteTheme, type SiteTheme } from './siteTheme.js';
import { themeOverrides } from './themeOverrides.js';


/** The client code every page loads: its entry script, the modules to preload, the stylesheets. */
export interface ClientBundle {
  files: OutputFile[];
  entry: string;
  preloads: string[];
  /** See ClientBuild's. */
  pagePreloads?: string[];
  stylesheets: string[];
  /** Every source file of the client, for watchers. */
  inputs: string[];
  /** The site's stylesheet, among the files and stylesheets (see withSiteCss). */
  siteCss?: SiteCss;
}

/** The client bundle with the site's stylesheet: linked after the client's own (a theme's component CSS). */
export function withSiteCss(client: ClientBundle, css: SiteCss): ClientBundle {
  return { ...client, files: [...client.files, ...css.files], stylesheets: [...client.stylesheets, css.href], siteCss: css };
}

/** The theme's module of the pages that are not docs, loaded before they hydrate (see templates/pageKinds.ts). */
const OTHER_PAGES = 'otherPages.ts';

/** Where esbuild is told the output goes (nothing is written there): output paths are relative to it. */
const outDirOf = (templates: string) => path.join(templates, '.docgen-client');

/** The esbuild options of the client bundle of a theme folder (also used to prebuild docgen's own). */
export function clientBuildOptions(templates: string, site?: SiteTheme): BuildOptions & { write: false; metafile: true } {
  return {
    entryPoints: [path.join(templates, 'client.tsx')],
    absWorkingDir: templates,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    jsx: 'automatic',
    write: false,
    metafile: true,
    outdir: outDirOf(templates),
    entryNames: 'assets/[ext]/[name].[hash]',
    chunkNames: 'assets/[ext]/[name].[hash]',
    assetNames: 'assets/media/[name].[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    plugins: [...(site ? [themeOverrides(templates, site)] : []), docgenImports, textImports],
    // A site's own theme, in any folder, uses docgen's React and libraries.
    nodePaths: docgenNodePaths(),
    logLevel: 'silent',
  };
}

/** esbuild's result as a ClientBuild. */
export function clientBuildOf(templates: string, metafile: Metafile, outputFiles: { path: string; contents: Uint8Array }[]): ClientBuild {
  const below = (file: string) => path.relative(outDirOf(templates), path.resolve(templates, file)).split(path.sep).join('/');
  const files = outputFiles.filter((f) => !f.path.endsWith('.map')).map((f) => ({ path: below(f.path), contents: f.contents }));
  const [entryFile, entryMeta] = Object.entries(metafile.outputs).find(([, meta]) => meta.entryPoint?.endsWith('client.tsx')) ?? [];
  if (!entryFile || !entryMeta) throw new Error('esbuild produced no client entry');
  const staticImports = (meta: Metafile['outputs'][string]) => meta.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => below(i.path));
  const preloads = staticImports(entryMeta);
  // The chunk of the pages that are not docs, which such a page imports before it hydrates, and what it imports that the entry does not.
  const [pagesFile, pagesMeta] = Object.entries(metafile.outputs).find(([, meta]) => meta.entryPoint?.endsWith(OTHER_PAGES)) ?? [];
  return {
    files,
    entry: below(entryFile),
    // The chunks the entry imports statically are needed at once: preload them in parallel.
    preloads,
    pagePreloads: pagesFile && pagesMeta ? [below(pagesFile), ...staticImports(pagesMeta).filter((file) => !preloads.includes(file))] : undefined,
    stylesheets: entryMeta.cssBundle ? [below(entryMeta.cssBundle)] : files.filter((f) => f.path.endsWith('.css')).map((f) => f.path),
    inputs: sourceFiles(templates, metafile),
  };
}

/** The bundle as a site links it: under its base URL. */
function forSite(config: SiteConfig, build: ClientBuild): ClientBundle {
  const url = (file: string) => `${config.baseUrl}${file}`;
  return { files: build.files, entry: url(build.entry), preloads: build.preloads.map(url), pagePreloads: build.pagePreloads?.map(url), stylesheets: build.stylesheets.map(url), inputs: build.inputs };
}

/**
 * The client bundle. docgen's own templates come prebuilt (scripts/compile.js) unless a template
 * changed since; a site's own theme is compiled, and unchanged sources give the bundle of the
 * previous build back from the cache.
 */
export async function bundleClient(config: SiteConfig): Promise<ClientBundle> {
  const site = siteTheme(config);
  const prebuilt = site ? undefined : prebuiltClient(config.paths.templates);
  if (prebuilt) return forSite(config, prebuilt);
  const saved = await compileOnce(config.paths.cache, `client\0${config.paths.templates}\0${JSON.stringify(site ?? {})}`, async () => {
    const build = await compileClient(config.paths.templates, site);
    const files = build.files.map((f) => ({ path: f.path, base64: Buffer.from(f.contents).toString('base64') }));
    return { value: { ...build, files }, inputs: build.inputs };
  });
  return forSite(config, { ...saved, files: saved.files.map((f) => ({ path: f.path, contents: Buffer.from(f.base64, 'base64') })) });
}

/**
 * esbuild contexts kept per theme folder and overridden components: `docgen dev` rebuilds the
 * client incrementally, a build pays for one full bundle.
 */
const contexts = new Map<string, Promise<BuildContext<{ write: false; metafile: true }>>>();

async function compileClient(templates: string, site: SiteTheme | undefined): Promise<ClientBuild> {
  const key = `${templates}\0${JSON.stringify(site ?? {})}`;
  let ctx = contexts.get(key);
  if (!ctx) contexts.set(key, (ctx = loadEsbuild().context(clientBuildOptions(templates, site))));
  try {
    const result = await (await ctx).rebuild();
    return clientBuildOf(templates, result.metafile, result.outputFiles);
  } catch (error) {
    const first = (error as BuildFailure).errors?.[0];
    if (!first) throw error;
    throw new UserError(
      {
        message: `the client code does not compile: ${first.text}`,
        file: first.location ? path.resolve(templates, first.location.file) : templates,
        line: first.location?.line,
        column: first.location ? first.location.column + 1 : undefined,
        hint: 'fix the error in the template',
      },
      { cause: error },
    );
  }
}

/** Frees the esbuild contexts (end of a one-off build, or dev server shutdown). */
export async function disposeClientBundles(): Promise<void> {
  const all = [...contexts.values()];
  contexts.clear();
  await Promise.all(all.map(async (ctx) => (await ctx).dispose()));
}
