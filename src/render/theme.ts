import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import type { BuildFailure } from 'esbuild';
import { packageRoot, type SiteConfig } from '../config/resolve.js';
import { REQUIRE_BANNER, docgenImports, requireAtRunTime, sourceFiles, textImports } from '../bundle/docgenImports.js';
import { compileOnce, markUsed } from '../bundle/compileCache.js';
import { loadEsbuild } from '../bundle/esbuild.js';
import { prebuiltTheme } from '../bundle/prebuilt.js';
import { UserError } from '../util/errors.js';
import type { PageProps } from '../../templates/types.js';
import type { Strings } from '../../templates/i18n/en.js';
import { importFile } from '../util/importFile.js';

/** The theme as the Node side uses it: compiled from templates/server.tsx. */
export interface Theme {
  renderPage(props: PageProps): string;
  stringsFor(locale: string): Strings;
  /** Every file of the theme, so a dev server can watch them. */
  files: string[];
  /** Hash of the compiled theme: part of the build cache's keys. */
  hash: string;
}

/**
 * Imports the theme's server entry. docgen's own templates come prebuilt (scripts/compile.js)
 * unless a template changed since; any other theme is compiled with esbuild (React is required
 * at run time from docgen's own node_modules) into the cache folder. The file name carries a hash of
 * the output, so an edited template is a new module and never a stale import.
 */
export async function loadTheme(config: SiteConfig): Promise<Theme> {
  const entry = path.join(config.paths.templates, 'server.tsx');
  if (!fs.existsSync(entry)) {
    throw new UserError({ message: `the theme has no server.tsx: ${entry}`, file: config.configFile, hint: 'point templatesDir at a folder holding the theme (server.tsx, App.tsx...)' });
  }
  const compiled =
    prebuiltTheme(config.paths.templates) ??
    (await compileOnce(config.paths.cache, `theme\0${entry}`, async () => {
      const { code, hash, inputs } = await compileThemeModule(entry);
      fs.mkdirSync(config.paths.cache, { recursive: true });
      const file = path.join(config.paths.cache, `theme-${hash}.mjs`);
      if (!fs.existsSync(file)) fs.writeFileSync(file, code);
      return { value: { file, hash, inputs }, inputs };
    }, (saved) => fs.existsSync(saved.file)));
  // A compiled theme is used as long as its entry is (see sweepUnused); a prebuilt one is docgen's own.
  if (compiled.file.startsWith(config.paths.cache)) markUsed(compiled.file);
  const mod = await importFile<Omit<Theme, 'files' | 'hash'>>(pathToFileURL(compiled.file).href);
  return { renderPage: mod.renderPage, stringsFor: mod.stringsFor, files: compiled.inputs, hash: compiled.hash };
}

/** Bundles a theme's server entry into one module: its code, a hash of it, and its source files (absolute). */
export async function compileThemeModule(entry: string): Promise<{ code: string; hash: string; inputs: string[] }> {
  let result;
  try {
    result = await loadEsbuild().build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      banner: { js: REQUIRE_BANNER },
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [requireAtRunTime, docgenImports, textImports],
      // A site's own theme, in any folder, uses docgen's React and libraries.
      nodePaths: [path.join(packageRoot(), 'node_modules')],
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
        hint: 'fix the error in the template',
      },
      { cause: error },
    );
  }
  const code = result.outputFiles[0]!.text;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  return { code, hash, inputs: sourceFiles(process.cwd(), result.metafile) };
}
