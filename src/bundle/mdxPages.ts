import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { BuildFailure, BuildOptions, Metafile, OutputFile, Plugin } from 'esbuild';
import type { SiteConfig } from '../config/resolve.js';
import { UserError } from '../util/errors.js';
import { docgenIdentity } from '../util/docgenIdentity.js';
import { writeWhole } from '../util/wholeFiles.js';
import { requireAtRunTime } from './docgenImports.js';
import { compileOnce } from '../util/compileCache.js';
import { loadEsbuild } from '../util/esbuild.js';
import { mdxRuntimeImports } from './mdxRuntime.js';
import { siteNodePaths } from './nodePaths.js';
import { siteThemeFile } from './themeComponents.js';
import { DOCUSAURUS_PLUGIN, docusaurusApis, docusaurusSite, unknownApiHint } from './reactPages.js';
import { SVG_NAMESPACE, svgComponents } from './svgComponents.js';

/** An MDX page's compiled module (see markdown/mdx.ts), by the key its route knows it by. */
export interface MdxSource {
  key: string;
  /** The page's file: its imports are resolved from its folder. */
  file: string;
  code: string;
  /** A React page (see reactPages.ts), not an MDX one. */
  react?: boolean;
}

/** What the browser loads for an MDX page: its chunk (the content component and the site's components it imports), its stylesheets. */
export interface MdxClientPage {
  chunk: string;
  css: string[];
}

/** The MDX pages of a site, bundled: one CommonJS module for the server, chunks for the browser. */
export interface MdxBundle {
  /** Page key -> its module on the server: `file#export` (the file in the cache folder; see serverModuleFile). */
  server: Record<string, string>;
  client: Record<string, MdxClientPage>;
  /** The browser's files, below the output folder. */
  files: { path: string; base64: string }[];
  /** Page key -> a hash of what the page is made of (its code, the components and styles it imports): part of its cache key (a component edited makes the pages that import it again, and no other). */
  hashes: Record<string, string>;
  /** The files the pages import (components, their CSS...), absolute. */
  sources: string[];
}

const PAGE = 'docgen-mdx-page';
const ENTRY = 'docgen-mdx-entry';
/**
 * The server's one entry: every page's module as an export of one file. Bundled page by page
 * (one entry each, without splitting, as CommonJS must be), a CSS module two pages import was
 * bundled twice, its class names numbered apart (`Card_card2`) from the browser's (`Card_card`).
 */
const ALL_PAGES = 'docgen-mdx-all';
const serverExport = (index: number) => `page${index}`;

/** The site's own MDX components file, if it has one: Docusaurus's `src/theme/MDXComponents.js` (swizzled). */
export const siteComponentsFile = (config: SiteConfig): string | undefined => siteThemeFile(config.siteDir, 'MDXComponents');

/**
 * The pages as modules: each entry exports the page's component and the site's components
 * (`components`); `@site/` is the site's folder, as in Docusaurus.
 */
function pageModules(config: SiteConfig, pages: MdxSource[]): Plugin {
  const byKey = new Map(pages.map((page) => [page.key, page]));
  const siteComponents = siteComponentsFile(config);
  return {
    name: 'docgen-mdx-pages',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ENTRY}:`) }, (args) => ({ path: args.path.slice(ENTRY.length + 1), namespace: ENTRY }));
      build.onResolve({ filter: new RegExp(`^${ALL_PAGES}$`) }, () => ({ path: ALL_PAGES, namespace: ALL_PAGES }));
      build.onLoad({ filter: /.*/, namespace: ALL_PAGES }, () => ({
        contents: pages.map((page, i) => `export * as ${serverExport(i)} from ${JSON.stringify(`${ENTRY}:${page.key}`)};`).join('\n'),
        loader: 'js',
        resolveDir: config.siteDir,
      }));
      build.onResolve({ filter: new RegExp(`^${PAGE}:`) }, (args) => ({ path: args.path.slice(PAGE.length + 1), namespace: PAGE }));
      build.onLoad({ filter: /.*/, namespace: ENTRY }, (args) => ({
        contents: `export { default } from ${JSON.stringify(`${PAGE}:${args.path}`)};\n${siteComponents ? `export { default as components } from ${JSON.stringify(siteComponents)};` : 'export const components = undefined;'}`,
        loader: 'js',
        resolveDir: config.siteDir,
      }));
      build.onLoad({ filter: /.*/, namespace: PAGE }, (args) => {
        const page = byKey.get(args.path)!;
        return { contents: page.code, loader: 'jsx', resolveDir: path.dirname(page.file) };
      });
      build.onResolve({ filter: /^@site\// }, async (args) => {
        const resolved = await build.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: config.siteDir, pluginData: args.pluginData });
        return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path };
      });
    },
  };
}

/** What both bundles share: the same entries, loaders and asset names, so that a CSS module's class names and an image's URL are the same on both sides. */
function sharedOptions(config: SiteConfig, pages: MdxSource[], entryNames: Map<string, string>): BuildOptions {
  return {
    entryPoints: pages.map((page) => ({ in: `${ENTRY}:${page.key}`, out: entryNames.get(page.key)! })),
    bundle: true,
    write: false,
    metafile: true,
    outdir: path.join(config.siteDir, '.docgen-mdx'),
    absWorkingDir: config.siteDir,
    assetNames: 'assets/media/[name].[hash]',
    publicPath: config.baseUrl,
    jsx: 'automatic',
    // '.js': a Docusaurus site's components are JSX in .js files (its webpack reads them so).
    loader: { '.js': 'jsx', '.png': 'file', '.jpg': 'file', '.jpeg': 'file', '.gif': 'file', '.svg': 'file', '.webp': 'file', '.module.css': 'local-css' },
    define: { 'process.env.NODE_ENV': '"production"' },
    // The site's packages first (from each file's folder up, then from the site's: docs beside the site), then docgen's own.
    nodePaths: siteNodePaths(config.siteDir),
    logLevel: 'silent',
    legalComments: 'none',
  };
}

/** An esbuild error in a page's imports as the user's: where it is, what it says. */
function bundleError(error: unknown, pages: MdxSource[], siteDir: string, themeComponents: string[]): unknown {
  const first = (error as BuildFailure).errors?.[0];
  if (!first) return error;
  const location = first.location;
  const inPage = location && location.namespace === PAGE ? pages.find((p) => p.key === location.file) : undefined;
  const unknownApi = first.pluginName === DOCUSAURUS_PLUGIN;
  return new UserError(
    {
      message: unknownApi ? first.text : `${inPage?.react ? 'a React' : 'an MDX'} page's imports do not compile: ${first.text}`,
      file: inPage?.file ?? (location ? path.resolve(siteDir, location.file) : undefined),
      line: inPage ? undefined : location?.line,
      column: inPage ? undefined : location ? location.column + 1 : undefined,
      hint: unknownApi ? unknownApiHint(themeComponents) : 'check the import path (`@site/...` is the site folder) and that the package is installed in the site',
    },
    { cause: error },
  );
}

/**
 * Bundles the site's MDX pages with esbuild (the browser's code minified but for its names: a
 * CSS module's class names must be the ones the server rendered): for the server, one CommonJS
 * module exporting every page (React required from docgen), kept in the cache folder, each page
 * named `file#export` (see serverModuleFile); for the browser, ES modules split into chunks
 * (a component two pages import is one chunk), React and the theme's components taken from the
 * page (see mdxRuntime.ts). Kept in the cache while the pages' code and the files they import
 * are unchanged.
 */
export async function bundleMdxPages(config: SiteConfig, pages: MdxSource[], themeComponents: string[] = []): Promise<MdxBundle> {
  const empty: MdxBundle = { server: {}, client: {}, files: [], hashes: {}, sources: [] };
  if (!pages.length) return empty;
  const sorted = [...pages].sort((a, b) => (a.key < b.key ? -1 : 1));
  // What every page is bundled with.
  const common = createHash('sha1').update(docgenIdentity()).update(config.baseUrl).update(siteComponentsFile(config) ?? '').update(themeComponents.join());
  // What React pages read of the site (its config, its translations): bundled into them.
  if (pages.some((page) => page.react)) for (const locale of config.locales) common.update(JSON.stringify(docusaurusSite(config, locale)));
  const base = common.digest('hex');
  const hash = createHash('sha1').update(base);
  for (const page of sorted) hash.update(page.key).update('\0').update(page.file).update('\0').update(page.code).update('\0');
  const digest = hash.digest('hex');
  return compileOnce(config.paths.cache, `mdx\0${config.siteDir}\0${digest}`, async () => {
    const entryNames = new Map(sorted.map((page, i) => [page.key, `page-${i}`]));
    const esbuild = loadEsbuild();
    const shared = sharedOptions(config, sorted, entryNames);
    let results;
    try {
      results = await Promise.all([
        esbuild.build({ ...shared, entryPoints: [{ in: ALL_PAGES, out: 'pages' }], platform: 'node', format: 'cjs', target: 'node20', plugins: [docusaurusApis(config, themeComponents), svgComponents, pageModules(config, sorted), mdxRuntimeImports(false), requireAtRunTime], loader: { ...shared.loader, '.css': 'empty' } }),
        esbuild.build({ ...shared, platform: 'browser', format: 'esm', target: ['es2022'], splitting: true, minifyWhitespace: true, minifySyntax: true, entryNames: 'assets/mdx/[name].[hash]', chunkNames: 'assets/mdx/chunk.[hash]', plugins: [docusaurusApis(config, themeComponents), svgComponents, pageModules(config, sorted), mdxRuntimeImports(true)] }),
      ]);
    } catch (error) {
      throw bundleError(error, sorted, config.siteDir, themeComponents);
    }
    const [server, browser] = results;
    const below = (file: string) => path.relative(shared.outdir!, file).split(path.sep).join('/');
    const inputs = Object.keys(browser.metafile!.inputs)
      .map((input) => (input.startsWith(`${SVG_NAMESPACE}:`) ? input.slice(SVG_NAMESPACE.length + 1) : input))
      .filter((input) => !input.includes(':'))
      .map((input) => path.resolve(config.siteDir, input));
    const bundle: MdxBundle = { server: {}, client: {}, files: [], hashes: pageHashes(browser.outputFiles!, browser.metafile!, config.siteDir, base), sources: inputs };
    fs.mkdirSync(config.paths.cache, { recursive: true });
    const serverCode = server.outputFiles!.find((out) => out.path.endsWith('.js'))!;
    const serverFile = path.join(config.paths.cache, `mdx-${createHash('sha1').update(serverCode.text).digest('hex').slice(0, 16)}.cjs`);
    if (!fs.existsSync(serverFile)) writeWhole(serverFile, serverCode.text);
    sorted.forEach((page, i) => (bundle.server[page.key] = `${serverFile}#${serverExport(i)}`));
    for (const out of browser.outputFiles!) bundle.files.push({ path: below(out.path), base64: Buffer.from(out.contents).toString('base64') });
    for (const [file, meta] of Object.entries(browser.metafile!.outputs)) {
      const key = meta.entryPoint?.startsWith(`${ENTRY}:`) ? meta.entryPoint.slice(ENTRY.length + 1) : undefined;
      if (!key) continue;
      bundle.client[key] = { chunk: `${config.baseUrl}${below(path.resolve(config.siteDir, file))}`, css: meta.cssBundle ? [`${config.baseUrl}${below(path.resolve(config.siteDir, meta.cssBundle))}`] : [] };
    }
    return { value: bundle, inputs };
  }, (saved) => Object.values(saved.server).every((module) => fs.existsSync(serverModuleFile(module))));
}

/**
 * What each page of the browser's bundle is made of, as a hash: its chunk and every chunk and
 * stylesheet it loads (its code, the components it imports, theirs, its CSS), by contents, with
 * `base` (what every page is bundled with). The server's module of a page is bundled from the same
 * files: the browser's say when it changes.
 */
function pageHashes(files: OutputFile[], metafile: Metafile, siteDir: string, base: string): Record<string, string> {
  const contents = new Map(files.map((out) => [out.path, out.contents]));
  const { outputs } = metafile;
  const hashes: Record<string, string> = {};
  for (const [file, meta] of Object.entries(outputs)) {
    const key = meta.entryPoint?.startsWith(`${ENTRY}:`) ? meta.entryPoint.slice(ENTRY.length + 1) : undefined;
    if (!key) continue;
    const loaded = new Set<string>();
    const visit = (output: string) => {
      if (loaded.has(output) || !outputs[output]) return;
      loaded.add(output);
      const { imports, cssBundle } = outputs[output]!;
      if (cssBundle) visit(cssBundle);
      for (const imported of imports) if (!imported.external) visit(imported.path);
    };
    visit(file);
    const hash = createHash('sha1').update(base);
    for (const output of [...loaded].sort()) hash.update(output).update('\0').update(contents.get(path.resolve(siteDir, output)) ?? '').update('\0');
    hashes[key] = hash.digest('hex');
  }
  return hashes;
}

/** The file of a page's server module (`file#export`, see bundleMdxPages). */
export const serverModuleFile = (module: string) => module.slice(0, module.lastIndexOf('#'));
