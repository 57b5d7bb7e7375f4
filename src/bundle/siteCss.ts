import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { BuildFailure, Plugin } from 'esbuild';
import type { SiteConfig } from '../config/resolve.js';
import { UserError } from '../util/errors.js';
import { isWithin } from '../util/childPath.js';
import { docgenIdentity } from '../util/docgenIdentity.js';
import { compileOnce } from '../util/compileCache.js';
import { loadEsbuild } from '../util/esbuild.js';
import { infimaBlocks, infimaFile, pruneInfima } from './infimaCss.js';
import { prebuiltInfimaBlocks } from './prebuilt.js';
import { themeColorsCss } from '../config/themeColors.js';
import { resolveSiteAlias, SITE_ALIAS } from './siteAlias.js';
import { featureFiles, type ThemeFeature } from './themeFeatures.js';
import type { OutputFile } from '../write/writeOutput.js';

/** The site's stylesheet: one file every page links (and the fonts and images its CSS names). */
export interface SiteCss {
  files: OutputFile[];
  /** Its URL, under the base URL. */
  href: string;
  /** The site's own CSS files (customCss and what they import): `docgen dev` updates the page's CSS when one changes. */
  customInputs: string[];
}

const PART = 'docgen-site-css';

/** The generated parts of the stylesheet (Infima's rules, the config's colours), as modules esbuild bundles with the files. */
function parts(generated: Record<string, string>, staticDir: string, siteDir: string): Plugin {
  return {
    name: 'docgen-site-css',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${PART}:`) }, (args) => ({ path: args.path.slice(PART.length + 1), namespace: PART }));
      build.onLoad({ filter: /.*/, namespace: PART }, (args) => ({ contents: generated[args.path] ?? '', loader: 'css' }));
      // `url('@site/static/img/x.png')`, `@import '@site/src/css/x.css'`: a file of the site's folder, as Docusaurus's webpack resolves them.
      build.onResolve({ filter: SITE_ALIAS }, (args) => resolveSiteAlias(build, args, siteDir));
      // `url(/img/x.png)`: a file of the static folder (as in Docusaurus), bundled; else left as written.
      build.onResolve({ filter: /^\//, namespace: 'file' }, (args) => {
        if (args.kind !== 'url-token') return undefined;
        const file = path.join(staticDir, args.path.replace(/[?#].*$/, ''));
        return fs.existsSync(file) && isWithin(file, staticDir) ? { path: file } : { path: args.path, external: true };
      });
    },
  };
}

/** Infima's kept blocks (see infimaBlocks, which says what is kept): prebuilt with docgen, else made once per docgen and kept in the cache. */
const cachedInfimaBlocks = async (config: SiteConfig) =>
  prebuiltInfimaBlocks() ?? compileOnce(config.paths.cache, `infima-blocks\0${docgenIdentity()}`, async () => ({ value: infimaBlocks(), inputs: [infimaFile()] }));

/** Infima pruned to a site's words, kept in the cache by what it is made from: another build of the same words prunes nothing. */
async function prunedInfima(config: SiteConfig, tokens: Set<string>, readers: string[]): Promise<string> {
  const blocks = await cachedInfimaBlocks(config);
  const key = createHash('sha1').update(blocks).update('\0').update([...tokens].sort().join(' ')).update('\0').update(readers.join('\0')).digest('hex');
  return compileOnce(config.paths.cache, `infima\0${key}`, async () => ({ value: await pruneInfima(blocks, tokens, readers), inputs: [] }));
}

function readCustomCss(config: SiteConfig): string[] {
  return config.paths.customCss.map((file) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      throw new UserError({ message: `customCss: ${path.relative(config.siteDir, file)} is not there`, file: config.configFile, hint: 'give paths relative to the site folder (`./src/css/custom.css`)' });
    }
  });
}

/**
 * The site's stylesheet, in the cascade's order: Infima's layout and utility classes, the theme's
 * CSS (templates/theme.css, then the features of the theme the site shows, see themeFeatures),
 * the config's `theme` colours, then the site's `customCss`, bundled (`@import`s and the fonts
 * and images their `url()`s name) and minified by esbuild, named by a hash of its contents.
 * `used`: the words of the site's sources (see classTokens) to prune Infima to, and the theme's
 * features its pages show; without them (docgen dev, where content changes), Infima's kept blocks
 * and the theme's features are whole.
 */
export async function bundleSiteCss(config: SiteConfig, used?: { tokens: Set<string>; features: Set<ThemeFeature> }): Promise<SiteCss> {
  const themeFile = path.join(config.paths.templates, 'theme.css');
  const themeFiles = [...(fs.existsSync(themeFile) ? [themeFile] : []), ...featureFiles(config.paths.templates, used?.features)];
  const themeCss = themeFiles.map((file) => fs.readFileSync(file, 'utf8'));
  const colors = themeColorsCss(config.theme);
  const readers = [...themeCss, colors, ...readCustomCss(config)];
  const infima = used ? await prunedInfima(config, used.tokens, readers) : await cachedInfimaBlocks(config);
  const imports = [`${PART}:infima`, ...themeFiles, `${PART}:colors`, ...config.paths.customCss];
  // The files (theme.css, customCss and their imports) are the entry's inputs; what is generated is in its key.
  const key = createHash('sha1').update(infima).update('\0').update(colors).update('\0').update(imports.join('\0')).digest('hex');
  const saved = await compileOnce(config.paths.cache, `site-css\0${config.siteDir}\0${key}`, async () => {
    const { files, inputs } = await compileSiteCss(config, imports, { infima, colors });
    return { value: { files: files.map((f) => ({ path: f.path, base64: Buffer.from(f.contents).toString('base64') })), inputs }, inputs };
  });
  const files = saved.files.map((f) => ({ path: f.path, contents: Buffer.from(f.base64, 'base64') }));
  const css = files.find((file) => file.path.endsWith('.css'))!;
  return { files, href: `${config.baseUrl}${css.path}`, customInputs: saved.inputs.filter((file) => !themeFiles.includes(file)) };
}

/** esbuild's bundle of the stylesheet's parts: its files below the output folder, and the files it read. */
async function compileSiteCss(config: SiteConfig, imports: string[], generated: Record<string, string>): Promise<{ files: { path: string; contents: Uint8Array }[]; inputs: string[] }> {
  const outdir = path.join(config.siteDir, '.docgen-css');
  let result;
  try {
    result = await loadEsbuild().build({
      stdin: { contents: imports.map((file) => `@import ${JSON.stringify(file)};`).join('\n'), loader: 'css', resolveDir: config.siteDir, sourcefile: 'site.css' },
      bundle: true,
      minify: true,
      write: false,
      metafile: true,
      outdir,
      absWorkingDir: config.siteDir,
      entryNames: 'assets/css/site.[hash]',
      assetNames: 'assets/media/[name].[hash]',
      loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.otf': 'file', '.eot': 'file', '.png': 'file', '.jpg': 'file', '.jpeg': 'file', '.gif': 'file', '.svg': 'file', '.webp': 'file', '.avif': 'file' },
      target: ['chrome100', 'firefox100', 'safari15'],
      plugins: [parts(generated, config.paths.static, config.siteDir)],
      logLevel: 'silent',
      legalComments: 'none',
    });
  } catch (error) {
    const errors = (error as BuildFailure).errors ?? [];
    if (!errors.length) throw error;
    throw new UserError(
      errors.map(({ text, location }) => ({ message: `the site's CSS does not compile: ${text}`, file: location ? path.resolve(config.siteDir, location.file) : config.configFile, line: location?.line, column: location ? location.column + 1 : undefined, hint: 'fix the CSS, or the path in customCss (`@site/` is the site folder)' })),
      { cause: error },
    );
  }
  const below = (file: string) => path.relative(outdir, path.resolve(config.siteDir, file)).split(path.sep).join('/');
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes(':') && !input.startsWith('<'))
    .map((input) => path.resolve(config.siteDir, input));
  return { files: result.outputFiles.map((out) => ({ path: below(out.path), contents: out.contents })), inputs };
}
