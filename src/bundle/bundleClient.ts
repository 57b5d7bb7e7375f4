import path from 'node:path';
import { context, type BuildContext, type BuildFailure, type Metafile } from 'esbuild';
import { packageRoot, type SiteConfig } from '../config/resolve.js';
import { docgenImports, textImports } from './docgenImports.js';
import { compileOnce } from './compileCache.js';
import { UserError } from '../util/errors.js';
import type { OutputFile } from '../write/writeOutput.js';

/** The client code every page loads: its entry script, the modules to preload, the stylesheets. */
export interface ClientBundle {
  files: OutputFile[];
  entry: string;
  preloads: string[];
  stylesheets: string[];
  /** Every source file of the client, for watchers. */
  inputs: string[];
}

/**
 * esbuild contexts kept per theme and base URL: `docgen dev` rebuilds the client incrementally,
 * a build pays for one full bundle.
 */
const contexts = new Map<string, Promise<BuildContext<{ write: false; metafile: true }>>>();

function createContext(config: SiteConfig) {
  return context({
    entryPoints: [path.join(config.paths.templates, 'client.tsx')],
    absWorkingDir: config.paths.templates,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    jsx: 'automatic',
    write: false,
    metafile: true,
    outdir: config.paths.out,
    publicPath: config.baseUrl,
    entryNames: 'assets/[ext]/[name].[hash]',
    chunkNames: 'assets/[ext]/[name].[hash]',
    assetNames: 'assets/media/[name].[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    plugins: [docgenImports, textImports],
    // A site's own theme, in any folder, uses docgen's React and libraries.
    nodePaths: [path.join(packageRoot(), 'node_modules')],
    logLevel: 'silent',
  });
}

/** Output paths below the output folder, `/`-separated. */
const relative = (config: SiteConfig, file: string) => path.relative(config.paths.out, path.resolve(config.paths.templates, file)).split(path.sep).join('/');

function describe(config: SiteConfig, metafile: Metafile, outFiles: OutputFile[]): Omit<ClientBundle, 'files'> {
  const outputs = Object.entries(metafile.outputs);
  const [entryFile, entryMeta] = outputs.find(([, meta]) => meta.entryPoint?.endsWith('client.tsx')) ?? [];
  if (!entryFile || !entryMeta) throw new Error('esbuild produced no client entry');
  const url = (file: string) => `${config.baseUrl}${relative(config, file)}`;
  return {
    entry: url(entryFile),
    // The chunks the entry imports statically are needed at once: preload them in parallel.
    preloads: entryMeta.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => url(i.path)),
    stylesheets: entryMeta.cssBundle ? [url(entryMeta.cssBundle)] : outFiles.filter((f) => f.path.endsWith('.css')).map((f) => `${config.baseUrl}${f.path}`),
    inputs: Object.keys(metafile.inputs).map((f) => path.resolve(config.paths.templates, f)),
  };
}

/** The client bundle; unchanged theme sources give the bundle of the previous build back from the cache. */
export async function bundleClient(config: SiteConfig): Promise<ClientBundle> {
  const key = `client\0${config.paths.templates}\0${config.baseUrl}`;
  const saved = await compileOnce(config.paths.cache, key, async () => {
    const bundle = await compileClient(config);
    const files = bundle.files.map((f) => ({ path: f.path, base64: Buffer.from('contents' in f ? f.contents : '').toString('base64') }));
    return { value: { ...bundle, files }, inputs: bundle.inputs };
  });
  return { ...saved, files: saved.files.map((f) => ({ path: f.path, contents: Buffer.from(f.base64, 'base64') })) };
}

async function compileClient(config: SiteConfig): Promise<ClientBundle> {
  const key = `${config.paths.templates}\0${config.baseUrl}\0${config.paths.out}`;
  let ctx = contexts.get(key);
  if (!ctx) contexts.set(key, (ctx = createContext(config)));
  try {
    const result = await (await ctx).rebuild();
    const files: OutputFile[] = result.outputFiles.filter((f) => !f.path.endsWith('.map')).map((f) => ({ path: relative(config, f.path), contents: f.contents }));
    return { files, ...describe(config, result.metafile, files) };
  } catch (error) {
    const first = (error as BuildFailure).errors?.[0];
    if (!first) throw error;
    throw new UserError(
      {
        message: `the client code does not compile: ${first.text}`,
        file: first.location ? path.resolve(config.paths.templates, first.location.file) : config.paths.templates,
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
