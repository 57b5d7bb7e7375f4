import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { BuildFailure } from 'esbuild';
import type { SiteConfig } from '../config/resolve.js';
import { docgenNodePaths } from '../bundle/nodePaths.js';
import { MODULE_URL, MODULE_URL_BANNER, THEME_REQUIRE, docgenImports, requireAtRunTime, sourceFiles, textImports } from '../bundle/docgenImports.js';
import { compileOnce, markUsed } from '../util/compileCache.js';
import { loadEsbuild } from '../util/esbuild.js';
import { prebuiltTheme } from '../bundle/prebuilt.js';
import { serverModuleFile } from '../bundle/mdxPages.js';
import { siteTheme, type SiteTheme } from '../bundle/siteTheme.js';
import { themeOverrides } from '../bundle/themeOverrides.js';
import { UserError } from '../util/errors.js';
import { writeWhole } from '../util/wholeFiles.js';
import type { PageProps } from '../../templates/types.js';
import type { MdxModule } from '../shared/mdxRuntime.js';
import type { Strings } from '../../templates/i18n/en.js';

/** The theme as the Node side uses it: compiled from templates/server.tsx. */
export interface Theme {
  renderPage(props: PageProps & { mdx?: MdxModule }): string;
  /**
   * The names of the theme's MDX components (`Tabs`...), which pages use without importing them;
   * undefined for a theme made before docgen read MDX (a copy of an older theme), which would
   * render an MDX page's content as nothing.
   */
  mdxComponentNames?: string[];
  stringsFor(locale: string): Strings;
  /** An MDX module's content alone, as HTML (a blog list's excerpts); absent from a theme copied before docgen had a blog. */
  renderContent?(site: PageProps['site'], mdx: MdxModule): string;
  /** Every file of the theme, so a dev server can watch them. */
  files: string[];
  /** Hash of the compiled theme: part of the build cache's keys. */
  hash: string;
}

/**
 * Loads the theme's server entry. docgen's own templates come prebuilt (scripts/compile.js)
 * unless a template changed since or the site overrides some of its components (see
 * themeOverrides); any other theme is compiled with esbuild (React is required at run time with
 * docgen's own `require`, wherever npm installed it) into the cache folder. The file name carries a hash of
 * the output, so an edited template is a new module and never a stale one; a compiled module no
 * longer as it was written (damaged, or replaced: its contents no longer have that hash) is
 * compiled again.
 */
export async function loadTheme(config: SiteConfig): Promise<Theme> {
  const entry = path.join(config.paths.templates, 'server.tsx');
  if (!fs.existsSync(entry)) {
    throw new UserError({ message: `the theme has no server.tsx: ${entry}`, file: config.configFile, hint: 'point templatesDir at a folder holding the theme (server.tsx, App.tsx...)' });
  }
  const site = siteTheme(config);
  const compiled =
    (site ? undefined : prebuiltTheme(config.paths.templates)) ??
    (await compileOnce(config.paths.cache, `theme\0${entry}\0${JSON.stringify(site ?? {})}`, async () => {
      const { code, hash, inputs } = await compileThemeModule(entry, site);
      fs.mkdirSync(config.paths.cache, { recursive: true });
      const file = path.join(config.paths.cache, `theme-${hash}.cjs`);
      writeWhole(file, code);
      return { value: { file, hash, inputs }, inputs };
    }, (saved) => compiledIntact(saved.file, saved.hash)));
  // A compiled theme is used as long as its entry is (see sweepUnused); a prebuilt one is docgen's own.
  if (compiled.file.startsWith(config.paths.cache)) markUsed(compiled.file);
  const mod = requireTheme(compiled.file) as Omit<Theme, 'files' | 'hash'>;
  return { renderPage: mod.renderPage, renderContent: mod.renderContent, stringsFor: mod.stringsFor, mdxComponentNames: mod.mdxComponentNames, files: compiled.inputs, hash: compiled.hash };
}

/**
 * The theme is a CommonJS module, required: in the CLI, through the launcher that keeps compiled
 * code between runs (bin/codeCache.cjs), and without Node's ES module loader, which a build would
 * load for it alone (~8 ms of a process, the main thread's and each worker's). It requires React
 * with docgen's `require`, wherever the module is (see THEME_REQUIRE).
 */
const docgenRequire = createRequire(import.meta.url);

/** An MDX page's server module (see bundleMdxPages), once the theme (which installs what it reads) is loaded. */
export const requireMdxModule = (module: string) => (docgenRequire(serverModuleFile(module)) as Record<string, MdxModule>)[module.slice(module.lastIndexOf('#') + 1)]!;

function requireTheme(file: string): unknown {
  (globalThis as Record<symbol, unknown>)[Symbol.for(THEME_REQUIRE)] ??= docgenRequire;
  return docgenRequire(file);
}

/** Bundles a theme's server entry into one CommonJS module: its code, a hash of it, and its source files (absolute). */
export async function compileThemeModule(entry: string, site?: SiteTheme): Promise<{ code: string; hash: string; inputs: string[] }> {
  let result;
  try {
    result = await loadEsbuild().build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      metafile: true,
      // Where a swizzled component's CSS (`styles.module.css`) would go: the server's is not kept (the client bundle ships it), its class names are.
      outdir: path.join(path.dirname(entry), '.docgen-theme'),
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      // One set of TypeScript options for every file, whatever tsconfig.json lies above it: with
      // each file's own, esbuild applied the repository's "strict" ("use strict" in a module's
      // wrapper) to some of docgen's sources in one compile and not the next, so one theme
      // compiled to modules of two hashes.
      tsconfigRaw: {},
      banner: { js: MODULE_URL_BANNER },
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"', ...MODULE_URL },
      // React is required at run time (requireAtRunTime) before an override's import of it is resolved.
      plugins: [requireAtRunTime, ...(site ? [themeOverrides(path.dirname(entry), site)] : []), docgenImports, textImports],
      // A site's own theme, in any folder, uses docgen's React and libraries.
      nodePaths: docgenNodePaths(),
    });
  } catch (error) {
    const first = (error as BuildFailure).errors?.[0];
    if (!first) throw error;
    throw new UserError(
      {
        message: `the theme does not compile: ${first.text}`,
        file: first.location ? path.resolve(first.location.file) : entry,
        line: first.location?.line,
        column: first.location ? first.location.column + 1 : undefined,
        // The theme is CommonJS (see requireTheme): what runs when it loads cannot be awaited.
        hint: /top-level await/i.test(first.text) ? 'the theme is loaded as CommonJS: move the `await` into a function that the page rendering calls' : 'fix the error in the template',
      },
      { cause: error },
    );
  }
  const code = result.outputFiles.find((file) => file.path.endsWith('.js'))!.text;
  return { code, hash: moduleHash(code), inputs: sourceFiles(process.cwd(), result.metafile) };
}

/** What a compiled theme module is named by. */
const moduleHash = (code: string) => createHash('sha256').update(code).digest('hex').slice(0, 16);

/**
 * Whether the compiled module at `file` still holds the code `hash` names. By its contents, not
 * its time: a build that uses it marks it used by its time (see markUsed), and the next one
 * compiled the theme again.
 */
function compiledIntact(file: string, hash: string): boolean {
  try {
    return moduleHash(fs.readFileSync(file, 'utf8')) === hash;
  } catch {
    return false;
  }
}
